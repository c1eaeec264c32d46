import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { SalesTypeSchema } from '@tradewind/contract/crm/customer.schema';
import { listOf } from '@tradewind/contract/common/response.schema';
import { PoolQuotaSchema, PoolRulesResponseSchema, PoolRulesSchema, SalesTypeResultSchema, UpcomingReleaseQuerySchema, UpcomingReleaseSchema } from '@tradewind/contract/crm/pool.schema';
import { route, type AppDeps } from '@/core/http/route';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import { readRoute } from '@/core/http/read-route';
import { poolReleaseTask } from './pool-release.job';
import { listUpcomingReleases } from './pool-upcoming';
import { upcomingExporter } from './pool-upcoming.export';
import * as service from './pool.service';


registerScheduledTask(poolReleaseTask);

export function registerPoolRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/crm/down_public_rule', permission: 'crm:down_public:index', response: PoolRulesResponseSchema, handler: (ctx) => service.getPoolRules(ctx) });
  route(app, deps, {
    method: 'POST',
    url: '/crm/down_public_rule',
    permission: 'crm:down_public:update',
    targetType: 'crm_pool_rule',
    body: PoolRulesSchema,
    response: PoolRulesResponseSchema,
    handler: (ctx, { body }) => service.savePoolRules(ctx, body),
  });
  // The rules page lists who drops into the pool in the next N days, and exports it.
  readRoute(app, deps, '/crm/down_public_rule/upcoming', 'crm:down_public:index', { query: UpcomingReleaseQuerySchema, response: listOf(UpcomingReleaseSchema), read: listUpcomingReleases, exporter: upcomingExporter });
  // The pool page shows what is left of the cap to whoever may look at the pool or grab from it.
  route(app, deps, {
    method: 'GET',
    url: '/crm/public/quota',
    permission: ['or', 'crm:public:list', 'crm:customer:sales_type'],
    response: PoolQuotaSchema,
    handler: (ctx) => service.poolQuota(ctx),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/customer/:id/sales_type',
    permission: 'crm:customer:sales_type',
    targetType: 'customer',
    params: IdParamsSchema,
    body: SalesTypeSchema,
    response: SalesTypeResultSchema,
    handler: (ctx, { params, body }) => service.setSalesType(ctx, params.id, body),
  });
}
