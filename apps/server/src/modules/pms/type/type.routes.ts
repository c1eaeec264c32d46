import type { FastifyInstance } from 'fastify';
import { CreateGoodsTypeSchema, GoodsTypeListQuerySchema, GoodsTypeSchema, UpdateGoodsTypeSchema } from '@tradewind/contract/pms/type.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './type.service';

export function registerTypeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/pms/types', permission: 'pms:type:list', query: GoodsTypeListQuerySchema, response: listOf(GoodsTypeSchema), handler: (ctx, { query }) => service.listTypes(ctx, query) });
  route(app, deps, { method: 'GET', url: '/pms/type/:id', permission: 'pms:type:list', params: IdParamsSchema, response: GoodsTypeSchema, handler: (ctx, { params }) => service.getType(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/pms/type', permission: 'pms:type:create', targetType: 'pms_type', body: CreateGoodsTypeSchema, response: GoodsTypeSchema, handler: (ctx, { body }) => service.createType(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/pms/type', permission: 'pms:type:update', targetType: 'pms_type', body: UpdateGoodsTypeSchema, response: GoodsTypeSchema, handler: (ctx, { body }) => service.updateType(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/pms/type/:id', permission: 'pms:type:delete', targetType: 'pms_type', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteType(ctx, params.id) });
}
