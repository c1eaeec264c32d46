import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  CreateSignInSchema,
  LogisticsOrderDetailSchema,
  LogisticsOrderListQuerySchema,
  LogisticsOrderListSchema,
  OrderLogisticsQuerySchema,
  OrderLogisticsSchema,
  SignInListQuerySchema,
  SignInListSchema,
  SignInResultSchema,
} from '@tradewind/contract/lms/logistics.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { registerHandDeliveryListener, registerOrderClosedListener, registerShipmentListener } from '@/modules/oms';
import { closeWaitingOfOrder, refuseHandDeliveryOnLine } from './hand-delivery';
import { signIn, listSignInPage } from '../sign-in/sign-in.service';
import { logisticsOrderExporter } from './logistics-order.export';
import * as service from './logistics-order.service';
import { ownUploads } from '@/modules/common';

/** Reading a logistics order: its list, or the delivery note's print permission (spec 001 §6). */
const READ = ['or', 'lms:logistics_order:list', 'lms/logistics_order/Print'] as const;

/** The routes of logistics orders (made when a unit ships) and sign-ins (module README). */
export function registerLogisticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  // a sale outbound's unit shipped: its logistics order, in the outbound's transaction
  registerShipmentListener(async (ctx, shipment) => {
    await service.createFromShipment(ctx, shipment);
  });
  // staff deliver an order by hand: one on a line refuses
  registerHandDeliveryListener(refuseHandDeliveryOnLine);
  // an order delivered, completed or cancelled by any path: its waiting logistics orders close
  registerOrderClosedListener(closeWaitingOfOrder);
  readRoute(app, deps, '/lms/logistics_orders', 'lms:logistics_order:list', { query: LogisticsOrderListQuerySchema, response: LogisticsOrderListSchema, read: service.listLogisticsOrders, exporter: logisticsOrderExporter });
  route(app, deps, {
    method: 'GET',
    url: '/lms/logistics_order/of_order',
    permission: ['or', 'oms:order:list', 'lms:logistics_order:list'],
    query: OrderLogisticsQuerySchema,
    response: OrderLogisticsSchema,
    handler: (ctx, { query }) => service.logisticsOfOrder(ctx, query.order_id),
  });
  route(app, deps, { method: 'GET', url: '/lms/logistics_order/:id', permission: READ, params: IdParamsSchema, response: LogisticsOrderDetailSchema, handler: (ctx, { params }) => service.getLogisticsOrder(ctx, params.id) });
  route(app, deps, { method: 'GET', url: '/lms/sign_ins', permission: 'lms:sign_in:list', query: SignInListQuerySchema, response: SignInListSchema, handler: (ctx, { query }) => listSignInPage(ctx, query) });
  route(app, deps, { method: 'POST', url: '/lms/sign_in', permission: 'lms:sign_in:create', targetType: 'lms_sign_in', body: CreateSignInSchema, response: SignInResultSchema, handler: async (ctx, { body }) => signIn(ctx, { ...body, photos: await ownUploads(ctx, app.storage, body.photos, { field: 'photos', kind: 'image' }) }) });
}
