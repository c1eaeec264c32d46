import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { CarListQuerySchema, CarSchema, CreateCarSchema, UpdateCarSchema } from '@tradewind/contract/lms/fleet.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './car.service';

/** /lms/car/* (lms README "Fleet, settings and pay"); car models: car-model/car-model.routes.ts. */
export function registerCarRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/lms/cars', permission: 'lms:car:list', query: CarListQuerySchema, response: listOf(CarSchema), handler: (ctx, { query }) => service.listCars(ctx, query) });
  route(app, deps, { method: 'POST', url: '/lms/car', permission: 'lms:car:create', targetType: 'lms_car', body: CreateCarSchema, response: CarSchema, handler: (ctx, { body }) => service.createCar(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/lms/car', permission: 'lms:car:update', targetType: 'lms_car', body: UpdateCarSchema, response: CarSchema, handler: (ctx, { body }) => service.updateCar(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/lms/car/:id', permission: 'lms:car:delete', targetType: 'lms_car', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteCar(ctx, params.id) });
}
