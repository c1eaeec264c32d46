import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import {
  CreatePurchaseRefundSchema,
  UpdatePurchaseRefundSchema,
  PurchaseRefundDetailSchema,
  PurchaseRefundListQuerySchema,
  PurchaseRefundSchema,
} from '@tradewind/contract/wms/purchase-refund.schema';
import { StockDocRemarkSchema } from '@tradewind/contract/wms/warehousing-entry.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './purchase-refund.service';

export function registerPurchaseRefundRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'wms_purchase_refund_order';
  route(app, deps, { method: 'GET', url: '/wms/purchase_refund_orders', permission: 'wms:purchase_refund_order:list', query: PurchaseRefundListQuerySchema, response: listOf(PurchaseRefundSchema), handler: (ctx, { query }) => service.listPurchaseRefunds(ctx, query) });
  route(app, deps, { method: 'GET', url: '/wms/purchase_refund_order/:id', permission: 'wms:purchase_refund_order:list', params: IdParamsSchema, response: PurchaseRefundDetailSchema, handler: (ctx, { params }) => service.getPurchaseRefund(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/purchase_refund_order', permission: 'wms:purchase_refund_order:create', targetType: t, body: CreatePurchaseRefundSchema, response: PurchaseRefundDetailSchema, handler: (ctx, { body }) => service.createPurchaseRefund(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/wms/purchase_refund_order', permission: 'wms:purchase_refund_order:update', targetType: t, body: UpdatePurchaseRefundSchema, response: PurchaseRefundDetailSchema, handler: (ctx, { body }) => service.updatePurchaseRefund(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/wms/purchase_refund_order/:id', permission: 'wms:purchase_refund_order:delete', targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deletePurchaseRefund(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/wms/purchase_refund_order/:id/audit', permission: 'wms:purchase_refund_order:audit', targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: PurchaseRefundDetailSchema, handler: (ctx, { params, body }) => service.auditPurchaseRefund(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/purchase_refund_order/:id/cancel', permission: 'wms:purchase_refund_order:cancel', targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: PurchaseRefundDetailSchema, handler: (ctx, { params, body }) => service.cancelPurchaseRefund(ctx, params.id, body.remark) });
}
