import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CreateOrderResultSchema, CreateOrderSchema } from '@tradewind/contract/oms/order.schema';
import { CreatePhotoOrderSchema, PhotoOrderDetailSchema, PhotoOrderListQuerySchema, PhotoOrderListSchema, RejectPhotoOrderSchema } from '@tradewind/contract/oms/photo-order.schema';
import { route, type AppDeps } from '@/core/http/route';
import { convertPhotoOrderIntoOrder } from './photo-order-convert';
import * as service from './photo-order.service';
import { type OwnUploadRule, ownUploads } from '@/modules/common';

const PHOTOS: OwnUploadRule = { field: 'photos', kind: 'image' };

const TARGET = 'oms_photo_order';

export function registerPhotoOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/oms/photo_orders', permission: 'oms:photo_order:list', query: PhotoOrderListQuerySchema, response: PhotoOrderListSchema, handler: (ctx, { query }) => service.listPhotoOrders(ctx, query) });
  route(app, deps, { method: 'GET', url: '/oms/photo_order/:id', permission: 'oms:photo_order:list', params: IdParamsSchema, response: PhotoOrderDetailSchema, handler: (ctx, { params }) => service.getPhotoOrder(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/oms/photo_order', permission: 'oms:photo_order:create', targetType: TARGET, body: CreatePhotoOrderSchema, response: PhotoOrderDetailSchema, handler: async (ctx, { body }) => service.createPhotoOrder(ctx, { ...body, photos: await ownUploads(ctx, app.storage, body.photos, PHOTOS) }) });
  route(app, deps, {
    method: 'PUT',
    url: '/oms/photo_order/:id/reject',
    permission: 'oms:photo_order:reject',
    targetType: TARGET,
    params: IdParamsSchema,
    body: RejectPhotoOrderSchema,
    response: PhotoOrderDetailSchema,
    handler: (ctx, { params, body }) => service.rejectPhotoOrder(ctx, params.id, body.reason),
  });
  // the order typed from the photo: made as POST /oms/order makes it (source 2 photo order) and linked, in one transaction
  route(app, deps, {
    method: 'PUT',
    url: '/oms/photo_order/:id/convert',
    permission: ['and', 'oms:photo_order:convert', 'oms:order:create'],
    action: 'oms:photo_order:convert',
    targetType: TARGET,
    params: IdParamsSchema,
    body: CreateOrderSchema,
    response: CreateOrderResultSchema,
    handler: (ctx, { params, body }) => convertPhotoOrderIntoOrder(ctx, params.id, body),
  });
}
