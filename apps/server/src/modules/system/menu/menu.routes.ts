import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CreateMenuSchema, UpdateMenuSchema } from '@tradewind/contract/system/menu.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './menu-admin.service';

export function registerMenuRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The role editor shows the same tree to assign permissions.
  route(app, deps, { method: 'GET', url: '/menus', permission: ['or', 'system:menu:list', 'system:role:list'], handler: (ctx) => service.fullMenuTree(ctx) });
  route(app, deps, { method: 'POST', url: '/menu', permission: 'system:menu:create', targetType: 'menu', body: CreateMenuSchema, handler: (ctx, { body }) => service.createMenu(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/menu', permission: 'system:menu:update', targetType: 'menu', body: UpdateMenuSchema, handler: (ctx, { body }) => service.updateMenu(ctx, body) });
  route(app, deps, {
    method: 'DELETE',
    url: '/menu/:id',
    permission: 'system:menu:delete',
    targetType: 'menu',
    params: IdParamsSchema,
    handler: (ctx, { params }) => service.deleteMenu(ctx, params.id),
  });
}
