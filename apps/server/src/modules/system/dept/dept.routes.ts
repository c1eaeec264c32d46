import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CreateDeptSchema, UpdateDeptSchema } from '@tradewind/contract/system/dept.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './dept.service';

export function registerDeptRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The department tree also feeds the employee picker, so any signed-in staff may read it.
  route(app, deps, { method: 'GET', url: '/depts', permission: 'session', handler: (ctx) => service.departmentTree(ctx) });
  route(app, deps, { method: 'POST', url: '/dept', permission: 'system:dept:create', targetType: 'department', body: CreateDeptSchema, handler: (ctx, { body }) => service.createDept(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/dept', permission: 'system:dept:update', targetType: 'department', body: UpdateDeptSchema, handler: (ctx, { body }) => service.updateDept(ctx, body) });
  route(app, deps, {
    method: 'DELETE',
    url: '/dept/:id',
    permission: 'system:dept:delete',
    targetType: 'department',
    params: IdParamsSchema,
    handler: (ctx, { params }) => service.deleteDept(ctx, params.id),
  });
}
