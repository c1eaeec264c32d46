import type { FastifyInstance } from 'fastify';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  CheckSpuSchema,
  CreateSpuSchema,
  SpuDetailSchema,
  SpuListQuerySchema,
  SpuRowSchema,
  SpuStatusCountsSchema,
  UpdateSpuSchema,
  type CreateSpuInput,
} from '@tradewind/contract/pms/spu.schema';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { route, type AppDeps } from '@/core/http/route';
import type { FileStorage } from '@/core/storage/file-storage';
import { ownImage } from '../uploaded-image';
import * as reads from './spu.read';
import * as service from './spu.service';

/**
 * The form's images and SKU images must be the tenant's own uploads (422 on `images.i` / `skus.i.image`);
 * the video an https address or an own upload.
 */
async function withOwnMedia<T extends CreateSpuInput>(ctx: RequestContext, storage: FileStorage, body: T): Promise<T> {
  const images: string[] = [];
  for (const [i, url] of body.images.entries()) images.push((await ownImage(ctx, storage, url, `images.${i}`))!);
  const skus = [];
  for (const [i, sku] of body.skus.entries()) skus.push({ ...sku, image: await ownImage(ctx, storage, sku.image, `skus.${i}.image`) });
  const video = body.video;
  if (video && !/^https:\/\/\S+$/i.test(video) && !video.startsWith(`${storage.publicUrl}uploads/${ctx.tenantId}/`)) throw invalidField('video', 'pms.video_invalid');
  return { ...body, images, skus };
}

const target = 'pms_spu';

export function registerSpuRoutes(app: FastifyInstance, deps: AppDeps): void {
  const read = ['or', 'pms:spu:list', 'pms:spu:check'] as const;
  route(app, deps, { method: 'GET', url: '/pms/spus', permission: 'pms:spu:list', query: SpuListQuerySchema, response: listOf(SpuRowSchema), handler: (ctx, { query }) => reads.listSpus(ctx, query) });
  route(app, deps, {
    method: 'GET',
    url: '/pms/spus/status_counts',
    permission: 'pms:spu:list',
    query: SpuListQuerySchema,
    response: SpuStatusCountsSchema,
    handler: (ctx, { query }) => reads.spuStatusCounts(ctx, query),
  });
  // the check page: pending SPUs only, longest waiting first, for checkers who may not see the whole list
  route(app, deps, {
    method: 'GET',
    url: '/pms/spu/checks',
    permission: 'pms:spu:check',
    query: SpuListQuerySchema,
    response: listOf(SpuRowSchema),
    handler: (ctx, { query }) => reads.listPendingSpus(ctx, query),
  });
  route(app, deps, { method: 'GET', url: '/pms/spu/:id', permission: [...read], params: IdParamsSchema, response: SpuDetailSchema, handler: (ctx, { params }) => reads.getSpu(ctx, params.id) });
  route(app, deps, {
    method: 'POST',
    url: '/pms/spu',
    permission: 'pms:spu:create',
    targetType: target,
    body: CreateSpuSchema,
    response: SpuDetailSchema,
    handler: async (ctx, { body }) => reads.getSpu(ctx, (await service.createSpu(ctx, await withOwnMedia(ctx, app.storage, body))).id),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/pms/spu',
    permission: 'pms:spu:update',
    targetType: target,
    body: UpdateSpuSchema,
    response: SpuDetailSchema,
    handler: async (ctx, { body }) => service.updateSpu(ctx, await withOwnMedia(ctx, app.storage, body)),
  });
  route(app, deps, { method: 'DELETE', url: '/pms/spu/:id', permission: 'pms:spu:delete', targetType: target, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteSpu(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/pms/spu/:id/copy', permission: 'pms:spu:create', targetType: target, params: IdParamsSchema, response: SpuDetailSchema, handler: (ctx, { params }) => service.copySpu(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/pms/spu/:id/submit', permission: 'pms:spu:submit', targetType: target, params: IdParamsSchema, response: SpuDetailSchema, handler: async (ctx, { params }) => reads.getSpu(ctx, (await service.submitSpu(ctx, params.id)).id) });
  route(app, deps, {
    method: 'PUT',
    url: '/pms/spu/:id/check',
    permission: 'pms:spu:check',
    targetType: target,
    params: IdParamsSchema,
    body: CheckSpuSchema,
    response: SpuDetailSchema,
    handler: async (ctx, { params, body }) => reads.getSpu(ctx, (await service.checkSpu(ctx, params.id, body)).id),
  });
  route(app, deps, { method: 'PUT', url: '/pms/spu/:id/on_sale', permission: 'pms:spu:on_sale', targetType: target, params: IdParamsSchema, response: SpuDetailSchema, handler: async (ctx, { params }) => reads.getSpu(ctx, (await service.onSaleSpu(ctx, params.id)).id) });
  route(app, deps, { method: 'PUT', url: '/pms/spu/:id/off_sale', permission: 'pms:spu:off_sale', targetType: target, params: IdParamsSchema, response: SpuDetailSchema, handler: async (ctx, { params }) => reads.getSpu(ctx, (await service.offSaleSpu(ctx, params.id)).id) });
}
