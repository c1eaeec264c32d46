import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  CreateCrowdSchema,
  CrowdCountSchema,
  CrowdFeaturesSchema,
  CrowdListQuerySchema,
  CrowdMemberQuerySchema,
  CrowdMemberSchema,
  CrowdPreviewSchema,
  CrowdSchema,
  UpdateCrowdSchema,
} from '@tradewind/contract/crm/crowd.schema';
import { route, type AppDeps } from '@/core/http/route';
import { exportRoute } from '@/core/jobs/export-route';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import { crowdRefreshTask } from './crowd-refresh.job';
import { crowdFeatures } from './crowd-rule';
import { crowdMemberExporter } from './crowd.export';
import * as read from './crowd.read';
import * as service from './crowd.service';

registerScheduledTask(crowdRefreshTask);

const targetType = 'crm_crowd';

/** Crowds (spec 001 §7): list, features, CRUD, the live count, refresh, members and their export. */
export function registerCrowdRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/crm/crowds', permission: 'crm:crowd:list', query: CrowdListQuerySchema, response: listOf(CrowdSchema), handler: (ctx, { query }) => read.listCrowds(ctx, query) });
  route(app, deps, { method: 'GET', url: '/crm/crowds/features', permission: ['or', 'crm:crowd:create', 'crm:crowd:update'], response: CrowdFeaturesSchema, handler: async (ctx) => crowdFeatures(ctx.locale) });
  exportRoute(app, deps, '/crm/crowd/customers/export', crowdMemberExporter);
  route(app, deps, { method: 'GET', url: '/crm/crowd/:id', permission: ['or', 'crm:crowd:list', 'crm:crowd:update'], params: IdParamsSchema, response: CrowdSchema, handler: (ctx, { params }) => read.getCrowd(ctx, params.id) });
  route(app, deps, {
    method: 'GET',
    url: '/crm/crowd/:id/customers',
    permission: 'crm:crowd:customer',
    params: IdParamsSchema,
    query: CrowdMemberQuerySchema,
    response: listOf(CrowdMemberSchema),
    handler: (ctx, { params, query }) => read.listCrowdMembers(ctx, params.id, query),
  });
  route(app, deps, { method: 'POST', url: '/crm/crowd/preview', permission: ['or', 'crm:crowd:create', 'crm:crowd:update'], body: CrowdPreviewSchema, response: CrowdCountSchema, handler: (ctx, { body }) => service.countRule(ctx, body.rule) });
  route(app, deps, { method: 'POST', url: '/crm/crowd', permission: 'crm:crowd:create', targetType, body: CreateCrowdSchema, response: CrowdSchema, handler: (ctx, { body }) => service.createCrowd(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/crm/crowd', permission: 'crm:crowd:update', targetType, body: UpdateCrowdSchema, response: CrowdSchema, handler: (ctx, { body }) => service.updateCrowd(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/crm/crowd/:id/refresh', permission: 'crm:crowd:refresh', targetType, params: IdParamsSchema, response: CrowdSchema, handler: (ctx, { params }) => service.refreshCrowd(ctx, params.id) });
  route(app, deps, { method: 'DELETE', url: '/crm/crowd/:id', permission: 'crm:crowd:delete', targetType, params: IdParamsSchema, response: z.null(), handler: (ctx, { params }) => service.deleteCrowd(ctx, params.id) });
}
