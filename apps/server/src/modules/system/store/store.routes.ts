import type { FastifyInstance } from 'fastify';
import { CreateStoreSchema, StoreListQuerySchema, UpdateStoreSchema } from '@tradewind/contract/system/store.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './store.service';


export function registerStoreRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Any signed-in staff: the store switcher needs it before a store is chosen.
  route(app, deps, { method: 'GET', url: '/stores/all', permission: 'session', skipStoreCheck: true, handler: (ctx) => service.listStoreOptions(ctx) });
  route(app, deps, {
    method: 'GET',
    url: '/stores',
    permission: 'system:store:list',
    query: StoreListQuerySchema,
    handler: (ctx, { query }) => service.listStores(ctx, query),
  });
  route(app, deps, {
    method: 'GET',
    url: '/store/:id',
    permission: 'system:store:list',
    params: IdParamsSchema,
    handler: (ctx, { params }) => service.getStore(ctx, params.id),
  });
  route(app, deps, {
    method: 'POST',
    url: '/store',
    permission: 'system:store:create',
    targetType: 'store',
    body: CreateStoreSchema,
    handler: (ctx, { body }) => service.createStore(ctx, body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/store',
    permission: 'system:store:update',
    targetType: 'store',
    body: UpdateStoreSchema,
    handler: (ctx, { body }) => service.updateStore(ctx, body),
  });
  route(app, deps, {
    method: 'DELETE',
    url: '/store/:id',
    permission: 'system:store:delete',
    targetType: 'store',
    params: IdParamsSchema,
    handler: (ctx, { params }) => service.deleteStore(ctx, params.id),
  });
}
