import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { CreateDeptSchema, DepartmentSchema, UpdateDeptSchema } from '@tradewind/contract/system/dept.schema';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './dept.service';

export function registerDeptRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The department tree also feeds the employee picker, so any signed-in staff may read it.
  route(app, deps, { method: 'GET', url: '/depts', permission: 'session', response: z.array(DepartmentSchema), handler: (ctx) => service.departmentTree(ctx) });
  entityRoutes(app, deps, { url: '/dept', permission: 'system:dept', targetType: 'department' }, {
    create: { body: CreateDeptSchema, response: IdResultSchema, write: service.createDept },
    update: { body: UpdateDeptSchema, response: IdResultSchema, write: service.updateDept },
    remove: { response: IdResultSchema, write: service.deleteDept },
  });
}
