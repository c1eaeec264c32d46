import type { FastifyInstance } from 'fastify';
import { CreateUnitSchema, UnitListQuerySchema, UnitSchema, UpdateUnitSchema } from '@tradewind/contract/pms/unit.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './unit.service';

/** Units live on /pms/unit_config/list; the goods settings page reads them for its default unit. */
export function registerUnitRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/pms/unit_configs', permission: ['or', 'pms:unit_config:list', 'pms:setting:index'], query: UnitListQuerySchema, response: listOf(UnitSchema), handler: (ctx, { query }) => service.listUnits(ctx, query) });
  route(app, deps, { method: 'GET', url: '/pms/unit_config/:id', permission: 'pms:unit_config:list', params: IdParamsSchema, response: UnitSchema, handler: (ctx, { params }) => service.getUnit(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/pms/unit_config', permission: 'pms:unit_config:create', targetType: 'pms_unit', body: CreateUnitSchema, response: UnitSchema, handler: (ctx, { body }) => service.createUnit(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/pms/unit_config', permission: 'pms:unit_config:update', targetType: 'pms_unit', body: UpdateUnitSchema, response: UnitSchema, handler: (ctx, { body }) => service.updateUnit(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/pms/unit_config/:id', permission: 'pms:unit_config:delete', targetType: 'pms_unit', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteUnit(ctx, params.id) });
}
