import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import {
  CreatePurchaseOrderSchema,
  PURCHASE_ORDER_MOVES,
  PURCHASE_ORDER_STATES,
  PurchaseOrderActionBodySchema,
  PurchaseOrderDetailSchema,
  PurchaseOrderListQuerySchema,
  PurchaseOrderListSchema,
  PurchaseOrderShareLinkSchema,
  PurchaseOrderTransitionSchema,
  RejectPurchaseOrderSchema,
  SharePurchaseOrderSchema,
  SharedPurchaseOrderSchema,
  ShareTokenQuerySchema,
  UpdatePurchaseOrderSchema,
} from '@tradewind/contract/wms/purchase-order.schema';
import { publicRoute, route, type AppDeps } from '@/core/http/route';
import * as share from './purchase-order-share';
import * as service from './purchase-order.service';
import { type OwnUploadRule, ownUploads } from '@/modules/common';

const ATTACHMENTS: OwnUploadRule = { field: 'attachments', kind: 'file' };

const TARGET = 'wms_purchase_order';

export function registerPurchaseOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/wms/purchase_orders', permission: 'wms:purchase_order:list', query: PurchaseOrderListQuerySchema, response: PurchaseOrderListSchema, handler: (ctx, { query }) => service.listPurchaseOrders(ctx, query) });
  route(app, deps, { method: 'GET', url: '/wms/purchase_order/:id', permission: 'wms:purchase_order:list', params: IdParamsSchema, response: PurchaseOrderDetailSchema, handler: (ctx, { params }) => service.getPurchaseOrder(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/purchase_order', permission: 'wms:purchase_order:create', targetType: TARGET, body: CreatePurchaseOrderSchema, response: IdResultSchema, handler: async (ctx, { body }) => service.createPurchaseOrder(ctx, { ...body, attachments: await ownUploads(ctx, app.storage, body.attachments, ATTACHMENTS) }) });
  route(app, deps, { method: 'PUT', url: '/wms/purchase_order', permission: 'wms:purchase_order:update', targetType: TARGET, body: UpdatePurchaseOrderSchema, response: IdResultSchema, handler: async (ctx, { body }) => service.updatePurchaseOrder(ctx, { ...body, attachments: await ownUploads(ctx, app.storage, body.attachments, ATTACHMENTS) }) });
  route(app, deps, { method: 'DELETE', url: '/wms/purchase_order/:id', permission: 'wms:purchase_order:delete', targetType: TARGET, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deletePurchaseOrder(ctx, params.id) });
  for (const action of PURCHASE_ORDER_MOVES) {
    const body = action === 'reject' ? RejectPurchaseOrderSchema : PurchaseOrderActionBodySchema;
    route(app, deps, {
      method: 'PUT',
      url: `/wms/purchase_order/:id/${action}`,
      permission: PURCHASE_ORDER_STATES.actions[action].permission,
      action: `wms:purchase_order:${action}`,
      targetType: TARGET,
      params: IdParamsSchema,
      body,
      response: PurchaseOrderTransitionSchema,
      handler: (ctx, { params, body }) => service.transitionPurchaseOrder(ctx, params.id, action, body.remark ?? null),
    });
  }
  // sending the supplier a link is the buyer's: wms:purchase_order:update (README)
  route(app, deps, {
    method: 'POST',
    url: '/wms/purchase_order/:id/share',
    permission: 'wms:purchase_order:update',
    targetType: TARGET,
    params: IdParamsSchema,
    body: SharePurchaseOrderSchema,
    response: PurchaseOrderShareLinkSchema,
    handler: async (ctx, { params, body }) => share.sharePurchaseOrder(ctx, await service.findOrder(ctx, params.id, true), body.days, body.show_prices),
  });
  route(app, deps, {
    method: 'DELETE',
    url: '/wms/purchase_order/:id/share',
    permission: 'wms:purchase_order:update',
    targetType: TARGET,
    params: IdParamsSchema,
    response: IdResultSchema,
    handler: async (ctx, { params }) => share.revokePurchaseOrderShare(ctx, (await service.findOrder(ctx, params.id, true)).id),
  });
  publicRoute(app, deps, { method: 'GET', url: '/share/purchase_order', query: ShareTokenQuerySchema, response: SharedPurchaseOrderSchema, handler: (ctx, { query }) => share.readSharedPurchaseOrder(ctx, query.token) });
}
