import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { z } from 'zod';
import {
  CourierChoiceSchema,
  CreateOutboundSchema,
  LackOutListQuerySchema,
  LackOutRowSchema,
  OutboundDetailSchema,
  OutboundExpressSchema,
  OutboundListQuerySchema,
  OutboundSchema,
  UpdateOutboundSchema,
} from '@tradewind/contract/wms/outbound.schema';
import { StockDocRemarkSchema } from '@tradewind/contract/wms/warehousing-entry.schema';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import { readRoute } from '@/core/http/read-route';
import { lackOutExporter } from './lack-out.export';
import { listLackOut } from './lack-out.service';
import * as service from './outbound.service';

export function registerOutboundRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'wms_outbound_delivery_order';
  entityRoutes(app, deps, { url: '/wms/outbound_delivery_order', listUrl: '/wms/outbound_delivery_orders', permission: 'wms:outbound_delivery_order', targetType: t }, {
    list: { query: OutboundListQuerySchema, response: listOf(OutboundSchema), read: service.listOutbounds },
    detail: { response: OutboundDetailSchema, read: service.getOutbound },
    create: { body: CreateOutboundSchema, response: OutboundDetailSchema, write: service.createOutbound },
    update: { body: UpdateOutboundSchema, response: OutboundDetailSchema, write: service.updateOutbound },
    remove: { response: IdResultSchema, write: service.deleteOutbound },
  });
  route(app, deps, { method: 'PUT', url: '/wms/outbound_delivery_order/:id/audit', permission: 'wms:outbound_delivery_order:audit', targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: OutboundDetailSchema, handler: (ctx, { params, body }) => service.auditOutbound(ctx, params.id, body.remark) });
  // shipping by express (README "Shipping by express"): the couriers to choose from, and the courier and tracking number set
  route(app, deps, { method: 'GET', url: '/wms/outbound_delivery_order/couriers', permission: 'wms:outbound_delivery_order:express', response: z.array(CourierChoiceSchema), handler: (ctx) => service.courierChoices(ctx) });
  route(app, deps, { method: 'PUT', url: '/wms/outbound_delivery_order/:id/express', permission: 'wms:outbound_delivery_order:express', targetType: t, params: IdParamsSchema, body: OutboundExpressSchema, response: OutboundDetailSchema, handler: (ctx, { params, body }) => service.setOutboundExpress(ctx, params.id, body) });
  route(app, deps, { method: 'PUT', url: '/wms/outbound_delivery_order/:id/cancel', permission: 'wms:outbound_delivery_order:cancel', targetType: t, params: IdParamsSchema, body: StockDocRemarkSchema, response: OutboundDetailSchema, handler: (ctx, { params, body }) => service.cancelOutbound(ctx, params.id, body.remark) });

  readRoute(app, deps, '/wms/lack_out_sku_histories', 'wms:lack_out_sku_history:list', { query: LackOutListQuerySchema, response: listOf(LackOutRowSchema), read: listLackOut, exporter: lackOutExporter });
}
