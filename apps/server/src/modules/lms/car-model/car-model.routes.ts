import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { CarModelListQuerySchema, CarModelSchema, CreateCarModelSchema, UpdateCarModelSchema } from '@tradewind/contract/lms/car-model.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './car-model.service';

/** /lms/car_model/* (lms README "Fleet, settings and pay"). Cars' forms list models: car editors may read them. */
export function registerCarModelRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/lms/car_models', permission: ['or', 'lms:car_model:list', 'lms:car:list'], query: CarModelListQuerySchema, response: listOf(CarModelSchema), handler: (ctx, { query }) => service.listCarModels(ctx, query) });
  route(app, deps, { method: 'POST', url: '/lms/car_model', permission: 'lms:car_model:create', targetType: 'lms_car_model', body: CreateCarModelSchema, response: CarModelSchema, handler: (ctx, { body }) => service.createCarModel(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/lms/car_model', permission: 'lms:car_model:update', targetType: 'lms_car_model', body: UpdateCarModelSchema, response: CarModelSchema, handler: (ctx, { body }) => service.updateCarModel(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/lms/car_model/:id', permission: 'lms:car_model:delete', targetType: 'lms_car_model', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteCarModel(ctx, params.id) });
}
