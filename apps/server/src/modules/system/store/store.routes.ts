import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CreateStoreSchema, StoreListQuerySchema, StoreOptionSchema, StoreSchema, UpdateStoreSchema } from '@tradewind/contract/system/store.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './store.service';


export function registerStoreRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Any signed-in staff: the store switcher needs it before a store is chosen.
  route(app, deps, { method: 'GET', url: '/stores/all', permission: 'session', skipStoreCheck: true, response: z.array(StoreOptionSchema), handler: (ctx) => service.listStoreOptions(ctx) });
  route(app, deps, {
    method: 'GET',
    url: '/stores',
    permission: 'system:store:list',
    query: StoreListQuerySchema,
    response: listOf(StoreSchema),
    handler: (ctx, { query }) => service.listStores(ctx, query),
  });
  route(app, deps, {
    method: 'GET',
    url: '/store/:id',
    permission: 'system:store:list',
    params: IdParamsSchema,
    response: StoreSchema,
    handler: (ctx, { params }) => service.getStore(ctx, params.id),
  });
  route(app, deps, {
    method: 'POST',
    url: '/store',
    permission: 'system:store:create',
    targetType: 'store',
    body: CreateStoreSchema,
    response: StoreSchema,
    handler: (ctx, { body }) => service.createStore(ctx, body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/store',
    permission: 'system:store:update',
    targetType: 'store',
    body: UpdateStoreSchema,
    response: StoreSchema,
    handler: (ctx, { body }) => service.updateStore(ctx, body),
  });
  route(app, deps, {
    method: 'DELETE',
    url: '/store/:id',
    permission: 'system:store:delete',
    targetType: 'store',
    params: IdParamsSchema,
    response: IdResultSchema,
    handler: (ctx, { params }) => service.deleteStore(ctx, params.id),
  });
}
