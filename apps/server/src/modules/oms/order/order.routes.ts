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
import { entityRoutes } from '@/core/http/entity-routes';
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
  entityRoutes(app, deps, { url: '/oms/order', listUrl: '/oms/orders', permission: 'oms:order', read: READ, targetType: TARGET }, {
    list: { permission: 'oms:order:list', query: OrderListQuerySchema, response: OrderListSchema, read: read.listOrders, exporter: orderExporter },
    detail: { response: OrderDetailSchema, read: read.getOrder },
    create: { body: CreateOrderSchema, response: CreateOrderResultSchema, write: service.createOrder },
    update: { body: UpdateOrderSchema, response: IdResultSchema, write: service.updateOrder },
  });
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
