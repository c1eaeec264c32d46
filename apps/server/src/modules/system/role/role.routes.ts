import type { FastifyInstance } from 'fastify';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CreateRoleSchema, DeleteRoleQuerySchema, RoleListQuerySchema, RoleSchema, UpdateRoleSchema } from '@tradewind/contract/system/role.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './role.service';


export function registerRoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/roles', permission: 'system:role:list', query: RoleListQuerySchema, response: listOf(RoleSchema), handler: (ctx, { query }) => service.listRoles(ctx, query) });
  route(app, deps, { method: 'GET', url: '/role/:id', permission: 'system:role:list', params: IdParamsSchema, response: RoleSchema, handler: (ctx, { params }) => service.getRole(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/role', permission: 'system:role:create', targetType: 'role', body: CreateRoleSchema, response: RoleSchema, handler: (ctx, { body }) => service.createRole(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/role', permission: 'system:role:update', targetType: 'role', body: UpdateRoleSchema, response: RoleSchema, handler: (ctx, { body }) => service.updateRole(ctx, body) });
  route(app, deps, {
    method: 'DELETE',
    url: '/role/:id',
    permission: 'system:role:delete',
    targetType: 'role',
    params: IdParamsSchema,
    query: DeleteRoleQuerySchema,
    response: IdResultSchema,
    handler: (ctx, { params, query }) => service.deleteRole(ctx, params.id, query.transfer_role_id),
  });
}
