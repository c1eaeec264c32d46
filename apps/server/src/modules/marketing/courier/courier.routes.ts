import type { FastifyInstance } from 'fastify';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CourierListQuerySchema, CourierSchema, CourierStatusSchema, CreateCourierSchema, UpdateCourierSchema } from '@tradewind/contract/marketing/courier.schema';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './courier.service';

const targetType = 'marketing_courier';

/** Couriers (/marketing/express/list; README "Couriers"). */
export function registerCourierRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/marketing/courier', listUrl: '/marketing/couriers', permission: 'marketing:express', targetType }, {
    list: { query: CourierListQuerySchema, response: listOf(CourierSchema), read: service.listCouriers },
    detail: { response: CourierSchema, read: service.getCourier },
    create: { body: CreateCourierSchema, response: CourierSchema, write: service.createCourier },
    update: { body: UpdateCourierSchema, response: CourierSchema, write: service.updateCourier },
    remove: { response: IdResultSchema, write: service.deleteCourier },
  });
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
}
