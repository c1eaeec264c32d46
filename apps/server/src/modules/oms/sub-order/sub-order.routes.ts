import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { SubOrderDetailSchema, SubOrderListQuerySchema, SubOrderListSchema } from '@tradewind/contract/oms/sub-order.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './sub-order.service';

/** Reading a sub-order: the list, and the print page (spec 001 names its permission `oms/sub_order/Print`). */
const READ = ['or', 'oms:sub_order:list', 'oms/sub_order/Print'] as const;

export function registerSubOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/oms/sub_orders', permission: 'oms:sub_order:list', query: SubOrderListQuerySchema, response: SubOrderListSchema, handler: (ctx, { query }) => service.listSubOrders(ctx, query) });
  route(app, deps, { method: 'GET', url: '/oms/sub_order/:id', permission: READ, params: IdParamsSchema, response: SubOrderDetailSchema, handler: (ctx, { params }) => service.getSubOrder(ctx, params.id) });
}
