import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { CarListQuerySchema, CarModelListQuerySchema, CarModelSchema, CarSchema, CreateCarModelSchema, CreateCarSchema, UpdateCarModelSchema, UpdateCarSchema } from '@tradewind/contract/lms/fleet.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './car.service';

/** /lms/car_model/* and /lms/car/* (lms README "Fleet, settings and pay"). Cars' forms list models: car editors may read them. */
export function registerCarRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/lms/car_models', permission: ['or', 'lms:car_model:list', 'lms:car:list'], query: CarModelListQuerySchema, response: listOf(CarModelSchema), handler: (ctx, { query }) => service.listCarModels(ctx, query) });
  route(app, deps, { method: 'POST', url: '/lms/car_model', permission: 'lms:car_model:create', targetType: 'lms_car_model', body: CreateCarModelSchema, response: CarModelSchema, handler: (ctx, { body }) => service.createCarModel(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/lms/car_model', permission: 'lms:car_model:update', targetType: 'lms_car_model', body: UpdateCarModelSchema, response: CarModelSchema, handler: (ctx, { body }) => service.updateCarModel(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/lms/car_model/:id', permission: 'lms:car_model:delete', targetType: 'lms_car_model', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteCarModel(ctx, params.id) });
  route(app, deps, { method: 'GET', url: '/lms/cars', permission: 'lms:car:list', query: CarListQuerySchema, response: listOf(CarSchema), handler: (ctx, { query }) => service.listCars(ctx, query) });
  route(app, deps, { method: 'POST', url: '/lms/car', permission: 'lms:car:create', targetType: 'lms_car', body: CreateCarSchema, response: CarSchema, handler: (ctx, { body }) => service.createCar(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/lms/car', permission: 'lms:car:update', targetType: 'lms_car', body: UpdateCarSchema, response: CarSchema, handler: (ctx, { body }) => service.updateCar(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/lms/car/:id', permission: 'lms:car:delete', targetType: 'lms_car', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteCar(ctx, params.id) });
}
