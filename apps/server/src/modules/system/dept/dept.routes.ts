import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CreateDeptSchema, DepartmentSchema, UpdateDeptSchema } from '@tradewind/contract/system/dept.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './dept.service';

export function registerDeptRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The department tree also feeds the employee picker, so any signed-in staff may read it.
  route(app, deps, { method: 'GET', url: '/depts', permission: 'session', response: z.array(DepartmentSchema), handler: (ctx) => service.departmentTree(ctx) });
  route(app, deps, { method: 'POST', url: '/dept', permission: 'system:dept:create', targetType: 'department', body: CreateDeptSchema, response: IdResultSchema, handler: (ctx, { body }) => service.createDept(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/dept', permission: 'system:dept:update', targetType: 'department', body: UpdateDeptSchema, response: IdResultSchema, handler: (ctx, { body }) => service.updateDept(ctx, body) });
  route(app, deps, {
    method: 'DELETE',
    url: '/dept/:id',
    permission: 'system:dept:delete',
    targetType: 'department',
    params: IdParamsSchema,
    response: IdResultSchema,
    handler: (ctx, { params }) => service.deleteDept(ctx, params.id),
  });
}
