import type { FastifyInstance } from 'fastify';
import { ActionLogQuerySchema } from '@tradewind/contract/system/action-log.schema';
import { route, type AppDeps } from '@/core/http/route';
import { listActionLog } from './action-log.service';

export function registerActionLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/action/log',
    permission: 'system:action_log:list',
    query: ActionLogQuerySchema,
    handler: (ctx, { query }) => listActionLog(ctx, query),
  });
}
