import type { FastifyInstance } from 'fastify';
import { CreateSpecSchema, SpecListQuerySchema, SpecSchema, UpdateSpecSchema } from '@tradewind/contract/pms/spec.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './spec.service';

/** The type form picks from the specs too. */
export function registerSpecRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/pms/specs', permission: ['or', 'pms:spec:list', 'pms:type:list'], query: SpecListQuerySchema, response: listOf(SpecSchema), handler: (ctx, { query }) => service.listSpecs(ctx, query) });
  route(app, deps, { method: 'GET', url: '/pms/spec/:id', permission: 'pms:spec:list', params: IdParamsSchema, response: SpecSchema, handler: (ctx, { params }) => service.getSpec(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/pms/spec', permission: 'pms:spec:create', targetType: 'pms_spec', body: CreateSpecSchema, response: SpecSchema, handler: (ctx, { body }) => service.createSpec(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/pms/spec', permission: 'pms:spec:update', targetType: 'pms_spec', body: UpdateSpecSchema, response: SpecSchema, handler: (ctx, { body }) => service.updateSpec(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/pms/spec/:id', permission: 'pms:spec:delete', targetType: 'pms_spec', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteSpec(ctx, params.id) });
}
