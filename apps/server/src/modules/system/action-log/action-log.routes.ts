import type { FastifyInstance } from 'fastify';
import { ActionLogEntrySchema, ActionLogQuerySchema } from '@tradewind/contract/system/action-log.schema';
import { listOf } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import { actionLogExporter } from './action-log.export';
import { getActionLogEntry, listActionLog } from './action-log.service';
import { readRoute } from '@/core/http/read-route';
import { IdParamsSchema } from '@tradewind/contract/common/validation';

export function registerActionLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/action/log', 'system:action_log:list', { query: ActionLogQuerySchema, response: listOf(ActionLogEntrySchema), read: listActionLog, exporter: actionLogExporter });
  route(app, deps, {
    method: 'GET',
    url: '/action/log/:id',
    permission: 'system:action_log:list',
    params: IdParamsSchema,
    response: ActionLogEntrySchema,
    handler: (ctx, { params }) => getActionLogEntry(ctx, params.id),
  });
}
