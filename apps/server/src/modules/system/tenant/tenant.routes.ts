import type { FastifyInstance } from 'fastify';
import { route, type AppDeps } from '@/core/http/route';
import { getTenantInfo } from './tenant.service';

export function registerTenantRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The shell loads it right after staff info, before a store is chosen, and also once a contract ended.
  route(app, deps, {
    method: 'GET',
    url: '/common/tenant',
    permission: 'session',
    skipStoreCheck: true,
    allowEndedContract: true,
    handler: (ctx) => getTenantInfo(ctx),
  });
}
