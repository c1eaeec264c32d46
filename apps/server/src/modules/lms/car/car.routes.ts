import type { FastifyInstance } from 'fastify';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { CarListQuerySchema, CarSchema, CreateCarSchema, UpdateCarSchema } from '@tradewind/contract/lms/fleet.schema';
import type { AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './car.service';

/** /lms/car/* (lms README "Fleet, settings and pay"); car models: car-model/car-model.routes.ts. */
export function registerCarRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/lms/car', listUrl: '/lms/cars', permission: 'lms:car', targetType: 'lms_car' }, {
    list: { query: CarListQuerySchema, response: listOf(CarSchema), read: service.listCars },
    create: { body: CreateCarSchema, response: CarSchema, write: service.createCar },
    update: { body: UpdateCarSchema, response: CarSchema, write: service.updateCar },
    remove: { response: IdResultSchema, write: service.deleteCar },
  });
}
