import type { FastifyInstance } from 'fastify';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CourierListQuerySchema, CourierSchema, CourierStatusSchema, CreateCourierSchema, UpdateCourierSchema } from '@tradewind/contract/marketing/courier.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './courier.service';

const targetType = 'marketing_courier';

/** Couriers (/marketing/express/list; README "Couriers"). */
export function registerCourierRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/marketing/couriers', permission: 'marketing:express:list', query: CourierListQuerySchema, response: listOf(CourierSchema), handler: (ctx, { query }) => service.listCouriers(ctx, query) });
  route(app, deps, { method: 'GET', url: '/marketing/courier/:id', permission: 'marketing:express:list', params: IdParamsSchema, response: CourierSchema, handler: (ctx, { params }) => service.getCourier(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/marketing/courier', permission: 'marketing:express:create', targetType, body: CreateCourierSchema, response: CourierSchema, handler: (ctx, { body }) => service.createCourier(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/marketing/courier', permission: 'marketing:express:update', targetType, body: UpdateCourierSchema, response: CourierSchema, handler: (ctx, { body }) => service.updateCourier(ctx, body) });
  route(app, deps, {
    method: 'PUT',
    url: '/marketing/courier/:id/status',
    permission: 'marketing:express:status',
    targetType,
    params: IdParamsSchema,
    body: CourierStatusSchema,
    response: CourierSchema,
    handler: (ctx, { params, body }) => service.setCourierStatus(ctx, params.id, body.status),
  });
  route(app, deps, { method: 'DELETE', url: '/marketing/courier/:id', permission: 'marketing:express:delete', targetType, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteCourier(ctx, params.id) });
}
