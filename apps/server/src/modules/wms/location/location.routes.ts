import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import {
  BatchLocationResultSchema,
  BatchLocationSchema,
  CreateLocationSchema,
  LocationListQuerySchema,
  LocationSchema,
  UpdateLocationSchema,
} from '@tradewind/contract/wms/location.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './location.service';

export function registerLocationRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/wms/locations', permission: 'wms:location:list', query: LocationListQuerySchema, response: listOf(LocationSchema), handler: (ctx, { query }) => service.listLocations(ctx, query) });
  route(app, deps, { method: 'POST', url: '/wms/location', permission: 'wms:location:create', targetType: 'wms_location', body: CreateLocationSchema, response: LocationSchema, handler: (ctx, { body }) => service.createLocation(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/wms/location', permission: 'wms:location:update', targetType: 'wms_location', body: UpdateLocationSchema, response: LocationSchema, handler: (ctx, { body }) => service.updateLocation(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/wms/location/:id', permission: 'wms:location:delete', targetType: 'wms_location', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteLocation(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/locations/batch', permission: 'wms:location:create', targetType: 'wms_warehouse', body: BatchLocationSchema, response: BatchLocationResultSchema, handler: (ctx, { body }) => service.batchCreateLocations(ctx, body) });
}
