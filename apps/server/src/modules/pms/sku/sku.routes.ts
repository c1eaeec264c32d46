import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import {
  SkuListQuerySchema,
  SkuPickRowSchema,
  SkuPriceBodySchema,
  SkuPriceLogSchema,
  SkuRowSchema,
  SkuSearchQuerySchema,
  SkuStatusBodySchema,
} from '@tradewind/contract/pms/sku.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { speculativeRoute } from '@/core/http/speculative-route';
import { searchSkus } from './sku-search.service';
import { skuExporter } from './sku.export';
import * as service from './sku.service';

export function registerSkuRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/pms/skus', 'pms:goods:list', { query: SkuListQuerySchema, response: listOf(SkuRowSchema), read: service.listSkus, exporter: skuExporter });
  // The picker of every document (orders, purchases, counts): any logged-in staff member may search the
  // goods a document of theirs takes (pms README). Typed at every keystroke: one prepared statement with a
  // generic plan, run speculatively (one round trip with the session, as the global customer search).
  speculativeRoute(app, deps, {
    method: 'GET',
    url: '/pms/skus/search',
    permission: 'session',
    genericPlans: true,
    query: SkuSearchQuerySchema,
    response: listOf(SkuPickRowSchema),
    handler: (ctx, { query }) => searchSkus(ctx, query),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/pms/skus/status',
    permission: 'pms:goods:status',
    targetType: 'pms_sku',
    body: SkuStatusBodySchema,
    response: z.object({ ids: z.array(z.number().int()) }),
    handler: (ctx, { body }) => service.setSkuStatus(ctx, body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/pms/sku/:id/price',
    permission: 'pms:goods:price',
    targetType: 'pms_sku',
    params: IdParamsSchema,
    body: SkuPriceBodySchema,
    response: SkuRowSchema,
    handler: (ctx, { params, body }) => service.updateSkuPrice(ctx, params.id, body),
  });
  route(app, deps, {
    method: 'GET',
    url: '/pms/sku/:id/price_logs',
    permission: 'pms:goods:list',
    params: IdParamsSchema,
    response: z.array(SkuPriceLogSchema),
    handler: (ctx, { params }) => service.listPriceLogs(ctx, params.id),
  });
}
