import type { FastifyInstance } from 'fastify';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CreateRoleSchema, DeleteRoleQuerySchema, RoleListQuerySchema, RoleSchema, UpdateRoleSchema } from '@tradewind/contract/system/role.schema';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './role.service';


export function registerRoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/role', listUrl: '/roles', permission: 'system:role', targetType: 'role' }, {
    list: { query: RoleListQuerySchema, response: listOf(RoleSchema), read: service.listRoles },
    detail: { response: RoleSchema, read: service.getRole },
    create: { body: CreateRoleSchema, response: RoleSchema, write: service.createRole },
    update: { body: UpdateRoleSchema, response: RoleSchema, write: service.updateRole },
  });
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
