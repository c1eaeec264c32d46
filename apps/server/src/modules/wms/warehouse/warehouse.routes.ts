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
import * as service from './warehouse.service';

export function registerWarehouseRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/wms/warehouses', permission: 'wms:warehouse:list', query: WarehouseListQuerySchema, response: listOf(WarehouseSchema), handler: (ctx, { query }) => service.listWarehouses(ctx, query) });
  route(app, deps, { method: 'GET', url: '/wms/warehouse/:id', permission: 'wms:warehouse:list', params: IdParamsSchema, response: WarehouseSchema, handler: (ctx, { params }) => service.getWarehouse(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/warehouse', permission: 'wms:warehouse:create', targetType: 'wms_warehouse', body: CreateWarehouseSchema, response: WarehouseSchema, handler: (ctx, { body }) => service.createWarehouse(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/wms/warehouse', permission: 'wms:warehouse:update', targetType: 'wms_warehouse', body: UpdateWarehouseSchema, response: WarehouseSchema, handler: (ctx, { body }) => service.updateWarehouse(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/wms/warehouse/:id', permission: 'wms:warehouse:delete', targetType: 'wms_warehouse', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteWarehouse(ctx, params.id) });
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
