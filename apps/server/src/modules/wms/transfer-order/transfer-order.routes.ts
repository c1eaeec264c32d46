import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import {
  CloseTransferOrderSchema,
  CreateTransferOrderSchema,
  ReceiveTransferOrderSchema,
  TransferOrderDetailSchema,
  TransferOrderListQuerySchema,
  TransferOrderListSchema,
  TransferRemarkSchema,
  UpdateTransferOrderSchema,
} from '@tradewind/contract/wms/transfer-order.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { transferOrderExporter } from './transfer-order.export';
import * as reads from './transfer-order.read';
import * as service from './transfer-order.service';

/** Transfer orders (README "Transfer orders"): every state change its own call and permission `wms:transfer_order:{action}`. */
export function registerTransferOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'wms_transfer_order';
  const p = 'wms:transfer_order';
  const one = { params: IdParamsSchema, response: TransferOrderDetailSchema, targetType: t };
  readRoute(app, deps, '/wms/transfer_orders', `${p}:list`, { query: TransferOrderListQuerySchema, response: TransferOrderListSchema, read: reads.listTransferOrders, exporter: transferOrderExporter });
  route(app, deps, { method: 'GET', url: '/wms/transfer_order/:id', permission: `${p}:list`, params: IdParamsSchema, response: TransferOrderDetailSchema, handler: (ctx, { params }) => reads.getTransferOrder(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/transfer_order', permission: `${p}:create`, targetType: t, body: CreateTransferOrderSchema, response: TransferOrderDetailSchema, handler: (ctx, { body }) => service.createTransferOrder(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/wms/transfer_order', permission: `${p}:update`, targetType: t, body: UpdateTransferOrderSchema, response: TransferOrderDetailSchema, handler: (ctx, { body }) => service.updateTransferOrder(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/wms/transfer_order/:id', permission: `${p}:delete`, targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteTransferOrder(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/wms/transfer_order/:id/audit', permission: `${p}:audit`, ...one, body: TransferRemarkSchema, handler: (ctx, { params, body }) => service.auditTransferOrder(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/transfer_order/:id/cancel', permission: `${p}:cancel`, ...one, body: TransferRemarkSchema, handler: (ctx, { params, body }) => service.cancelTransferOrder(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/transfer_order/:id/receive', permission: `${p}:receive`, ...one, body: ReceiveTransferOrderSchema, handler: (ctx, { params, body }) => service.receiveTransferOrder(ctx, params.id, body) });
  route(app, deps, { method: 'PUT', url: '/wms/transfer_order/:id/close', permission: `${p}:close`, ...one, body: CloseTransferOrderSchema, handler: (ctx, { params, body }) => service.closeTransferOrder(ctx, params.id, body) });
}
