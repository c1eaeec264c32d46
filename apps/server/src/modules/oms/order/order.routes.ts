import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import {
  CreateOrderResultSchema,
  CreateOrderSchema,
  ORDER_ACTIONS,
  ORDER_STATES,
  ORDER_CHANGE_PRICE_PERMISSION,
  OrderActionBodySchema,
  OrderCustomerQuerySchema,
  OrderCustomerSchema,
  OrderDetailSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderStockQuerySchema,
  OrderTransitionSchema,
  PricePreviewResultSchema,
  PricePreviewSchema,
  UpdateOrderSchema,
} from '@tradewind/contract/oms/order.schema';
import { registerPermissions } from '@/core/auth/permission-registry';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { AvailableStockListSchema } from '@tradewind/contract/wms/stock-view.schema';
import { transitionOrder } from './order-actions';
import { orderLineStock } from './order-stock';
import { orderExporter } from './order.export';
import * as read from './order.read';
import * as service from './order.service';

const TARGET = 'oms_order';
/** Reading an order: the list, and the print pages (spec 001 §6 names the print permission `oms/order/Print`). */
const READ = ['or', 'oms:order:list', 'oms/order/Print'] as const;

export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  // checked inside create and update (a changed line price), not by a route of its own
  registerPermissions(ORDER_CHANGE_PRICE_PERMISSION);
  readRoute(app, deps, '/oms/orders', 'oms:order:list', { query: OrderListQuerySchema, response: OrderListSchema, read: read.listOrders, exporter: orderExporter });
  route(app, deps, { method: 'GET', url: '/oms/order/customer', permission: ['or', 'oms:order:create', 'oms:order:update'], query: OrderCustomerQuerySchema, response: OrderCustomerSchema, handler: (ctx, { query }) => service.orderCustomer(ctx, query) });
  route(app, deps, {
    method: 'POST',
    url: '/oms/order/price_preview',
    permission: ['or', 'oms:order:create', 'oms:order:update'],
    audit: false,
    body: PricePreviewSchema,
    response: PricePreviewResultSchema,
    handler: (ctx, { body }) => service.previewPrices(ctx, body),
  });
  route(app, deps, { method: 'GET', url: '/oms/order/stock', permission: ['or', 'oms:order:create', 'oms:order:update'], query: OrderStockQuerySchema, response: AvailableStockListSchema, handler: (ctx, { query }) => orderLineStock(ctx, query) });
  route(app, deps, { method: 'GET', url: '/oms/order/:id', permission: READ, params: IdParamsSchema, response: OrderDetailSchema, handler: (ctx, { params }) => read.getOrder(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/oms/order', permission: 'oms:order:create', targetType: TARGET, body: CreateOrderSchema, response: CreateOrderResultSchema, handler: (ctx, { body }) => service.createOrder(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/oms/order', permission: 'oms:order:update', targetType: TARGET, body: UpdateOrderSchema, response: IdResultSchema, handler: (ctx, { body }) => service.updateOrder(ctx, body) });
  for (const action of ORDER_ACTIONS) {
    route(app, deps, {
      method: 'PUT',
      url: `/oms/order/:id/${action}`,
      permission: ORDER_STATES.actions[action].permission,
      action: `oms:order:${action}`,
      targetType: TARGET,
      params: IdParamsSchema,
      body: OrderActionBodySchema,
      response: OrderTransitionSchema,
      handler: (ctx, { params, body }) => transitionOrder(ctx, params.id, action, body.remark ?? null),
    });
  }
}
