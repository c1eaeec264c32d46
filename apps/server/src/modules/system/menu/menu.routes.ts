import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { CreateMenuSchema, MenuNodeSchema, UpdateMenuSchema } from '@tradewind/contract/system/menu.schema';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './menu-admin.service';

export function registerMenuRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The role editor shows the same tree to assign permissions.
  route(app, deps, { method: 'GET', url: '/menus', permission: ['or', 'system:menu:list', 'system:role:list'], response: z.array(MenuNodeSchema), handler: (ctx) => service.fullMenuTree(ctx) });
  entityRoutes(app, deps, { url: '/menu', permission: 'system:menu', targetType: 'menu' }, {
    create: { body: CreateMenuSchema, response: IdResultSchema, write: service.createMenu },
    update: { body: UpdateMenuSchema, response: IdResultSchema, write: service.updateMenu },
    remove: { response: IdResultSchema, write: service.deleteMenu },
  });
}
