import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CategorySchema, CreateCategorySchema, MoveCategorySchema, UpdateCategorySchema } from '@tradewind/contract/pms/category.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import { ownImage } from '../uploaded-image';
import * as service from './category.service';

export function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The whole tree, flat (parents first, each family by sort).
  route(app, deps, { method: 'GET', url: '/pms/categories', permission: 'pms:category:list', response: z.array(CategorySchema), handler: (ctx) => service.listCategories(ctx) });
  route(app, deps, { method: 'GET', url: '/pms/category/:id', permission: 'pms:category:list', params: IdParamsSchema, response: CategorySchema, handler: (ctx, { params }) => service.getCategory(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/pms/category', permission: 'pms:category:create', targetType: 'pms_category', body: CreateCategorySchema, response: CategorySchema, handler: async (ctx, { body }) => service.createCategory(ctx, { ...body, image: await ownImage(ctx, app.storage, body.image, 'image') }) });
  route(app, deps, { method: 'PUT', url: '/pms/category', permission: 'pms:category:update', targetType: 'pms_category', body: UpdateCategorySchema, response: CategorySchema, handler: async (ctx, { body }) => service.updateCategory(ctx, { ...body, image: await ownImage(ctx, app.storage, body.image, 'image') }) });
  route(app, deps, { method: 'PUT', url: '/pms/category/move', permission: 'pms:category:update', targetType: 'pms_category', body: MoveCategorySchema, response: CategorySchema, handler: (ctx, { body }) => service.moveCategory(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/pms/category/:id', permission: 'pms:category:delete', targetType: 'pms_category', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteCategory(ctx, params.id) });
}
