import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { CreateProcessSchema, ProcessListQuerySchema, ProcessSchema, UpdateProcessSchema } from '@tradewind/contract/pms/process.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './process.service';

export function registerProcessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const target = 'pms_process';
  route(app, deps, { method: 'GET', url: '/pms/processes', permission: 'pms:process:list', query: ProcessListQuerySchema, response: listOf(ProcessSchema), handler: (ctx, { query }) => service.listProcesses(ctx, query) });
  route(app, deps, { method: 'GET', url: '/pms/process/:id', permission: 'pms:process:list', params: IdParamsSchema, response: ProcessSchema, handler: (ctx, { params }) => service.getProcess(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/pms/process', permission: 'pms:process:create', targetType: target, body: CreateProcessSchema, response: ProcessSchema, handler: (ctx, { body }) => service.createProcess(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/pms/process', permission: 'pms:process:update', targetType: target, body: UpdateProcessSchema, response: ProcessSchema, handler: (ctx, { body }) => service.updateProcess(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/pms/process/:id', permission: 'pms:process:delete', targetType: target, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteProcess(ctx, params.id) });
}
