import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import {
  CreateWarehousingEntrySchema,
  StockDocRemarkSchema,
  UpdateWarehousingEntrySchema,
  WarehousingEntryDetailSchema,
  WarehousingEntryListQuerySchema,
  WarehousingEntrySchema,
} from '@tradewind/contract/wms/warehousing-entry.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './warehousing-entry.service';

export function registerWarehousingEntryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'wms_warehousing_entry';
  route(app, deps, { method: 'GET', url: '/wms/warehousing_entries', permission: 'wms:warehousing_entry:list', query: WarehousingEntryListQuerySchema, response: listOf(WarehousingEntrySchema), handler: (ctx, { query }) => service.listWarehousingEntries(ctx, query) });
  route(app, deps, { method: 'GET', url: '/wms/warehousing_entry/:id', permission: 'wms:warehousing_entry:list', params: IdParamsSchema, response: WarehousingEntryDetailSchema, handler: (ctx, { params }) => service.getWarehousingEntry(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/warehousing_entry', permission: 'wms:warehousing_entry:create', targetType: t, body: CreateWarehousingEntrySchema, response: WarehousingEntryDetailSchema, handler: (ctx, { body }) => service.createWarehousingEntry(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/wms/warehousing_entry', permission: 'wms:warehousing_entry:update', targetType: t, body: UpdateWarehousingEntrySchema, response: WarehousingEntryDetailSchema, handler: (ctx, { body }) => service.updateWarehousingEntry(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/wms/warehousing_entry/:id', permission: 'wms:warehousing_entry:delete', targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteWarehousingEntry(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/wms/warehousing_entry/:id/audit', permission: 'wms:warehousing_entry:audit', targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: WarehousingEntryDetailSchema, handler: (ctx, { params, body }) => service.auditWarehousingEntry(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/warehousing_entry/:id/cancel', permission: 'wms:warehousing_entry:cancel', targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: WarehousingEntryDetailSchema, handler: (ctx, { params, body }) => service.cancelWarehousingEntry(ctx, params.id, body.remark) });
}
