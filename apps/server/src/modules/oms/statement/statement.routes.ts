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
import { entityRoutes } from '@/core/http/entity-routes';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import { statementExporter } from './statement.export';
import { statementTask } from './statement.job';
import * as service from './statement.service';

registerScheduledTask(statementTask);

const TARGET = 'oms_statement';

export function registerStatementRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/oms/statement', listUrl: '/oms/statements', permission: 'oms:statement', targetType: TARGET }, {
    list: { query: StatementListQuerySchema, response: StatementListSchema, read: service.listStatements, exporter: statementExporter },
    detail: { response: StatementDetailSchema, read: service.getStatement },
    create: { body: CreateStatementSchema, response: StatementDetailSchema, write: service.createStatement },
    remove: { response: IdResultSchema, write: service.deleteStatement },
  });
  const action = { method: 'PUT' as const, targetType: TARGET, params: IdParamsSchema, response: StatementTransitionSchema };
  route(app, deps, { ...action, url: '/oms/statement/:id/send', permission: 'oms:statement:send', body: StatementActionBodySchema, handler: (ctx, { params, body }) => service.sendStatement(ctx, params.id, body.remark) });
  route(app, deps, { ...action, url: '/oms/statement/:id/confirm', permission: 'oms:statement:confirm', body: ConfirmStatementSchema, handler: (ctx, { params, body }) => service.confirmStatement(ctx, params.id, body.customer_user_id, body.remark) });
  route(app, deps, { ...action, url: '/oms/statement/:id/settle', permission: 'oms:statement:settle', body: StatementActionBodySchema, handler: (ctx, { params, body }) => service.settleStatement(ctx, params.id, { remark: body.remark }) });
}
