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
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './purchase-refund.service';

export function registerPurchaseRefundRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'wms_purchase_refund_order';
  entityRoutes(app, deps, { url: '/wms/purchase_refund_order', listUrl: '/wms/purchase_refund_orders', permission: 'wms:purchase_refund_order', targetType: t }, {
    list: { query: PurchaseRefundListQuerySchema, response: listOf(PurchaseRefundSchema), read: service.listPurchaseRefunds },
    detail: { response: PurchaseRefundDetailSchema, read: service.getPurchaseRefund },
    create: { body: CreatePurchaseRefundSchema, response: PurchaseRefundDetailSchema, write: service.createPurchaseRefund },
    update: { body: UpdatePurchaseRefundSchema, response: PurchaseRefundDetailSchema, write: service.updatePurchaseRefund },
    remove: { response: IdResultSchema, write: service.deletePurchaseRefund },
  });
  route(app, deps, { method: 'PUT', url: '/wms/purchase_refund_order/:id/audit', permission: 'wms:purchase_refund_order:audit', targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: PurchaseRefundDetailSchema, handler: (ctx, { params, body }) => service.auditPurchaseRefund(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/purchase_refund_order/:id/cancel', permission: 'wms:purchase_refund_order:cancel', targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: PurchaseRefundDetailSchema, handler: (ctx, { params, body }) => service.cancelPurchaseRefund(ctx, params.id, body.remark) });
}
