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
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './warehousing-entry.service';

export function registerWarehousingEntryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'wms_warehousing_entry';
  entityRoutes(app, deps, { url: '/wms/warehousing_entry', listUrl: '/wms/warehousing_entries', permission: 'wms:warehousing_entry', targetType: t }, {
    list: { query: WarehousingEntryListQuerySchema, response: listOf(WarehousingEntrySchema), read: service.listWarehousingEntries },
    detail: { response: WarehousingEntryDetailSchema, read: service.getWarehousingEntry },
    create: { body: CreateWarehousingEntrySchema, response: WarehousingEntryDetailSchema, write: service.createWarehousingEntry },
    update: { body: UpdateWarehousingEntrySchema, response: WarehousingEntryDetailSchema, write: service.updateWarehousingEntry },
    remove: { response: IdResultSchema, write: service.deleteWarehousingEntry },
  });
  route(app, deps, { method: 'PUT', url: '/wms/warehousing_entry/:id/audit', permission: 'wms:warehousing_entry:audit', targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: WarehousingEntryDetailSchema, handler: (ctx, { params, body }) => service.auditWarehousingEntry(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/warehousing_entry/:id/cancel', permission: 'wms:warehousing_entry:cancel', targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: WarehousingEntryDetailSchema, handler: (ctx, { params, body }) => service.cancelWarehousingEntry(ctx, params.id, body.remark) });
}
