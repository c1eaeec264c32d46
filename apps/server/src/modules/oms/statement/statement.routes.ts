import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import {
  ConfirmStatementSchema,
  CreateStatementSchema,
  StatementActionBodySchema,
  StatementDetailSchema,
  StatementListQuerySchema,
  StatementListSchema,
  StatementTransitionSchema,
} from '@tradewind/contract/oms/statement.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import { statementExporter } from './statement-export';
import { statementTask } from './statement.job';
import * as service from './statement.service';

registerScheduledTask(statementTask);

const TARGET = 'oms_statement';

export function registerStatementRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/oms/statements', 'oms:statement:list', { query: StatementListQuerySchema, response: StatementListSchema, read: service.listStatements, exporter: statementExporter });
  route(app, deps, { method: 'GET', url: '/oms/statement/:id', permission: 'oms:statement:list', params: IdParamsSchema, response: StatementDetailSchema, handler: (ctx, { params }) => service.getStatement(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/oms/statement', permission: 'oms:statement:create', targetType: TARGET, body: CreateStatementSchema, response: StatementDetailSchema, handler: (ctx, { body }) => service.createStatement(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/oms/statement/:id', permission: 'oms:statement:delete', targetType: TARGET, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteStatement(ctx, params.id) });
  const action = { method: 'PUT' as const, targetType: TARGET, params: IdParamsSchema, response: StatementTransitionSchema };
  route(app, deps, { ...action, url: '/oms/statement/:id/send', permission: 'oms:statement:send', body: StatementActionBodySchema, handler: (ctx, { params, body }) => service.sendStatement(ctx, params.id, body.remark) });
  route(app, deps, { ...action, url: '/oms/statement/:id/confirm', permission: 'oms:statement:confirm', body: ConfirmStatementSchema, handler: (ctx, { params, body }) => service.confirmStatement(ctx, params.id, body.customer_user_id, body.remark) });
  route(app, deps, { ...action, url: '/oms/statement/:id/settle', permission: 'oms:statement:settle', body: StatementActionBodySchema, handler: (ctx, { params, body }) => service.settleStatement(ctx, params.id, { remark: body.remark }) });
}
