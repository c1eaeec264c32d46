import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CreateMenuSchema, MenuNodeSchema, UpdateMenuSchema } from '@tradewind/contract/system/menu.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './menu-admin.service';

export function registerMenuRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The role editor shows the same tree to assign permissions.
  route(app, deps, { method: 'GET', url: '/menus', permission: ['or', 'system:menu:list', 'system:role:list'], response: z.array(MenuNodeSchema), handler: (ctx) => service.fullMenuTree(ctx) });
  route(app, deps, { method: 'POST', url: '/menu', permission: 'system:menu:create', targetType: 'menu', body: CreateMenuSchema, response: IdResultSchema, handler: (ctx, { body }) => service.createMenu(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/menu', permission: 'system:menu:update', targetType: 'menu', body: UpdateMenuSchema, response: IdResultSchema, handler: (ctx, { body }) => service.updateMenu(ctx, body) });
  route(app, deps, {
    method: 'DELETE',
    url: '/menu/:id',
    permission: 'system:menu:delete',
    targetType: 'menu',
    params: IdParamsSchema,
    response: IdResultSchema,
    handler: (ctx, { params }) => service.deleteMenu(ctx, params.id),
  });
}
