import type { FastifyInstance } from 'fastify';
import { route, type AppDeps } from '@/core/http/route';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { InitializationSchema, TenantInfoSchema, UpgradeRequestSchema } from '@tradewind/contract/system/tenant.schema';
import { getTenantInfo, initializeTenant, requestUpgrade } from './tenant.service';

export function registerTenantRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The shell loads it right after staff info, before a store is chosen, and also once a contract ended.
  route(app, deps, {
    method: 'GET',
    url: '/common/tenant',
    permission: 'session',
    skipStoreCheck: true,
    allowEndedContract: true,
    response: TenantInfoSchema,
    handler: (ctx) => getTenantInfo(ctx),
  });
  route(app, deps, {
    method: 'POST',
    url: '/common/initialization',
    permission: 'session',
    action: 'tenant.initialize',
    skipStoreCheck: true,
    body: InitializationSchema,
    response: TenantInfoSchema,
    handler: (ctx, { body }) => initializeTenant(ctx, body),
  });
  route(app, deps, {
    method: 'POST',
    url: '/common/upgrade_request',
    permission: 'session',
    action: 'tenant.upgrade_request',
    targetType: 'upgrade_request',
    successMessage: 'tenant.upgrade_requested',
    body: UpgradeRequestSchema,
    response: IdResultSchema,
    handler: (ctx, { body }) => requestUpgrade(ctx, body),
  });
}
