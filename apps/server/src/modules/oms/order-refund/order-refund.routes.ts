import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import {
  CreateRefundSchema,
  ReceiveRefundSchema,
  RefundActionBodySchema,
  RefundDetailSchema,
  RefundListQuerySchema,
  RefundListSchema,
  RefundTransitionSchema,
  RefundableQuerySchema,
  RefundableSchema,
  RejectRefundSchema,
  UpdateRefundSchema,
} from '@tradewind/contract/oms/order-refund.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './order-refund.service';
import { type OwnUploadRule, ownUploads } from '@/modules/common';

const PHOTOS: OwnUploadRule = { field: 'photos', kind: 'image' };

const TARGET = 'oms_order_refund';
/** Reading a refund: the list, and the print page (spec 001 §6 print permission `oms/order_refund/Print`). */
const READ = ['or', 'oms:order_refund:list', 'oms/order_refund/Print'] as const;

export function registerOrderRefundRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/oms/order_refunds', permission: 'oms:order_refund:list', query: RefundListQuerySchema, response: RefundListSchema, handler: (ctx, { query }) => service.listRefunds(ctx, query) });
  route(app, deps, {
    method: 'GET',
    url: '/oms/order_refund/refundable',
    permission: ['or', 'oms:order_refund:create', 'oms:order_refund:update'],
    query: RefundableQuerySchema,
    response: RefundableSchema,
    handler: (ctx, { query }) => service.getRefundable(ctx, query.order_id, query.refund_id ?? null),
  });
  route(app, deps, { method: 'GET', url: '/oms/order_refund/:id', permission: READ, params: IdParamsSchema, response: RefundDetailSchema, handler: (ctx, { params }) => service.getRefund(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/oms/order_refund', permission: 'oms:order_refund:create', targetType: TARGET, body: CreateRefundSchema, response: RefundDetailSchema, handler: async (ctx, { body }) => service.createRefund(ctx, { ...body, photos: await ownUploads(ctx, app.storage, body.photos, PHOTOS) }) });
  route(app, deps, { method: 'PUT', url: '/oms/order_refund', permission: 'oms:order_refund:update', targetType: TARGET, body: UpdateRefundSchema, response: RefundDetailSchema, handler: async (ctx, { body }) => service.updateRefund(ctx, { ...body, photos: await ownUploads(ctx, app.storage, body.photos, PHOTOS) }) });
  route(app, deps, { method: 'DELETE', url: '/oms/order_refund/:id', permission: 'oms:order_refund:delete', targetType: TARGET, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteRefund(ctx, params.id) });
  const action = { method: 'PUT' as const, targetType: TARGET, params: IdParamsSchema, response: RefundTransitionSchema };
  route(app, deps, { ...action, url: '/oms/order_refund/:id/audit', permission: 'oms:order_refund:audit', body: RefundActionBodySchema, handler: (ctx, { params, body }) => service.auditRefund(ctx, params.id, body.remark) });
  route(app, deps, { ...action, url: '/oms/order_refund/:id/reject', permission: 'oms:order_refund:reject', body: RejectRefundSchema, handler: (ctx, { params, body }) => service.rejectRefund(ctx, params.id, body.reason) });
  route(app, deps, { ...action, url: '/oms/order_refund/:id/receive', permission: 'oms:order_refund:receive', body: ReceiveRefundSchema, handler: (ctx, { params, body }) => service.receiveRefund(ctx, params.id, body) });
  route(app, deps, { ...action, url: '/oms/order_refund/:id/refund', permission: 'oms:order_refund:refund', body: RefundActionBodySchema, handler: (ctx, { params, body }) => service.refundRefund(ctx, params.id, body.remark) });
}
