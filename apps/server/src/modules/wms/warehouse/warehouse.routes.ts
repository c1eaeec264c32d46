import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import {
  CreateWarehouseSchema,
  DefaultLocationSchema,
  UpdateWarehouseSchema,
  WarehouseListQuerySchema,
  WarehouseManagersSchema,
  WarehouseSchema,
} from '@tradewind/contract/wms/warehouse.schema';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './warehouse.service';

export function registerWarehouseRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/wms/warehouse', listUrl: '/wms/warehouses', permission: 'wms:warehouse', targetType: 'wms_warehouse' }, {
    list: { query: WarehouseListQuerySchema, response: listOf(WarehouseSchema), read: service.listWarehouses },
    detail: { response: WarehouseSchema, read: service.getWarehouse },
    create: { body: CreateWarehouseSchema, response: WarehouseSchema, write: service.createWarehouse },
    update: { body: UpdateWarehouseSchema, response: WarehouseSchema, write: service.updateWarehouse },
    remove: { response: IdResultSchema, write: service.deleteWarehouse },
  });
  route(app, deps, {
    method: 'PUT',
    url: '/wms/warehouse/:id/managers',
    permission: 'wms:warehouse:manager',
    targetType: 'wms_warehouse',
    params: IdParamsSchema,
    body: WarehouseManagersSchema,
    response: WarehouseSchema,
    handler: (ctx, { params, body }) => service.setWarehouseManagers(ctx, params.id, body.staff_ids),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/wms/warehouse/:id/default_location',
    permission: 'wms:location:update',
    targetType: 'wms_warehouse',
    params: IdParamsSchema,
    body: DefaultLocationSchema,
    response: WarehouseSchema,
    handler: (ctx, { params, body }) => service.setDefaultLocation(ctx, params.id, body.location_id),
  });
}
