import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import {
  CreateOutsidePurchaseSchema,
  OutsidePurchaseDetailSchema,
  OutsidePurchaseListQuerySchema,
  OutsidePurchaseSchema,
  UpdateOutsidePurchaseSchema,
} from '@tradewind/contract/wms/outside-purchase.schema';
import { StockDocRemarkSchema } from '@tradewind/contract/wms/warehousing-entry.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { outsidePurchaseExporter } from './outside-purchase.export';
import * as service from './outside-purchase.service';
import { type OwnUploadRule, ownUploads } from '@/modules/common';

const PHOTOS: OwnUploadRule = { field: 'photos', kind: 'image' };

export function registerOutsidePurchaseRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'wms_outside_purchase_order';
  const p = 'wms:outside_purchase_order';
  readRoute(app, deps, '/wms/outside_purchase_orders', `${p}:list`, { query: OutsidePurchaseListQuerySchema, response: listOf(OutsidePurchaseSchema), read: service.listOutsidePurchases, exporter: outsidePurchaseExporter });
  route(app, deps, { method: 'GET', url: '/wms/outside_purchase_order/:id', permission: `${p}:list`, params: IdParamsSchema, response: OutsidePurchaseDetailSchema, handler: (ctx, { params }) => service.getOutsidePurchase(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/outside_purchase_order', permission: `${p}:create`, targetType: t, body: CreateOutsidePurchaseSchema, response: OutsidePurchaseDetailSchema, handler: async (ctx, { body }) => service.createOutsidePurchase(ctx, { ...body, photos: await ownUploads(ctx, app.storage, body.photos, PHOTOS) }) });
  route(app, deps, { method: 'PUT', url: '/wms/outside_purchase_order', permission: `${p}:update`, targetType: t, body: UpdateOutsidePurchaseSchema, response: OutsidePurchaseDetailSchema, handler: async (ctx, { body }) => service.updateOutsidePurchase(ctx, { ...body, photos: await ownUploads(ctx, app.storage, body.photos, PHOTOS) }) });
  route(app, deps, { method: 'DELETE', url: '/wms/outside_purchase_order/:id', permission: `${p}:delete`, targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteOutsidePurchase(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/wms/outside_purchase_order/:id/audit', permission: `${p}:audit`, targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: OutsidePurchaseDetailSchema, handler: (ctx, { params, body }) => service.auditOutsidePurchase(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/outside_purchase_order/:id/cancel', permission: `${p}:cancel`, targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: OutsidePurchaseDetailSchema, handler: (ctx, { params, body }) => service.cancelOutsidePurchase(ctx, params.id, body.remark) });
}
