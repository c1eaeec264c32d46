import type { FastifyInstance } from 'fastify';
import { ActionLogQuerySchema } from '@tradewind/contract/system/action-log.schema';
import { route, type AppDeps } from '@/core/http/route';
import { actionLogExporter, getActionLogEntry, listActionLog } from './action-log.service';
import { exportRoute } from '@/core/jobs/export-route';
import { IdParamsSchema } from '@tradewind/contract/common/validation';

export function registerActionLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/action/log',
    permission: 'system:action_log:list',
    query: ActionLogQuerySchema,
    handler: (ctx, { query }) => listActionLog(ctx, query),
  });
  exportRoute(app, deps, '/action/log/export', actionLogExporter);
  route(app, deps, {
    method: 'GET',
    url: '/action/log/:id',
    permission: 'system:action_log:list',
    params: IdParamsSchema,
    handler: (ctx, { params }) => getActionLogEntry(ctx, params.id),
  });
}
