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
import { exportRoute } from '@/core/jobs/export-route';
import { registerHandDeliveryListener, registerShipmentListener } from '@/modules/oms';
import { closeForHandDelivery } from './hand-delivery';
import { registerMenuSeeds } from '@/modules/system/menu';
import { signIn, listSignInPage } from '../sign-in/sign-in.service';
import * as service from './logistics-order.service';

/** Reading a logistics order: its list, or the delivery note's print permission (spec 001 §6). */
const READ = ['or', 'lms:logistics_order:list', 'lms/logistics_order/Print'] as const;

const page = (key: string, name: string, router: string, permission: string, sort: number, icon?: string, is_show: 0 | 1 = 1) =>
  ({ key: `lms.${key}`, parent: 'lms', type: 2 as const, name, router, permission, sort, icon, is_show });
const button = (parent: string, permission: string, name: string, sort: number) =>
  ({ key: `lms.${parent}.${permission}`, parent: `lms.${parent}`, type: 3 as const, name, permission, sort });
registerMenuSeeds([
  page('logistics_order', '物流单', '/lms/logistics_order/list', 'lms:logistics_order:list', 10, 'FileTextOutlined'),
  button('logistics_order', 'lms:logistics_order:export', '导出物流单', 1),
  button('logistics_order', 'lms/logistics_order/Print', '打印物流单', 2),
  page('logistics_order_print', '打印物流单', '/lms/logistics_order/print', 'lms/logistics_order/Print', 11, undefined, 0),
  page('logistics_order_batch_print', '批量打印物流单', '/lms/logistics_order/batch_print', 'lms/logistics_order/Print', 12, undefined, 0),
  page('sign_in', '签收记录', '/lms/sign_in/list', 'lms:sign_in:list', 13, 'CheckSquareOutlined'),
  button('sign_in', 'lms:sign_in:create', '签收', 1),
]);

/** The routes of logistics orders (made when a unit ships) and sign-ins (module README). */
export function registerLogisticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  // a sale outbound's unit shipped: its logistics order, in the outbound's transaction
  registerShipmentListener(async (ctx, shipment) => {
    await service.createFromShipment(ctx, shipment);
  });
  // staff deliver an order by hand: its waiting logistics orders close, one on a line refuses
  registerHandDeliveryListener(closeForHandDelivery);
  route(app, deps, { method: 'GET', url: '/lms/logistics_orders', permission: 'lms:logistics_order:list', query: LogisticsOrderListQuerySchema, response: LogisticsOrderListSchema, handler: (ctx, { query }) => service.listLogisticsOrders(ctx, query) });
  exportRoute(app, deps, '/lms/logistics_orders/export', service.logisticsOrderExporter);
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
  route(app, deps, { method: 'POST', url: '/lms/sign_in', permission: 'lms:sign_in:create', targetType: 'lms_sign_in', body: CreateSignInSchema, response: SignInResultSchema, handler: (ctx, { body }) => signIn(ctx, body) });
}
