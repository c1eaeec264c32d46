import type { FastifyInstance } from 'fastify';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { CarModelListQuerySchema, CarModelSchema, CreateCarModelSchema, UpdateCarModelSchema } from '@tradewind/contract/lms/car-model.schema';
import type { AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './car-model.service';

/** /lms/car_model/* (lms README "Fleet, settings and pay"). Cars' forms list models: car editors may read them. */
export function registerCarModelRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/lms/car_model', listUrl: '/lms/car_models', permission: 'lms:car_model', targetType: 'lms_car_model' }, {
    list: { permission: ['or', 'lms:car_model:list', 'lms:car:list'], query: CarModelListQuerySchema, response: listOf(CarModelSchema), read: service.listCarModels },
    create: { body: CreateCarModelSchema, response: CarModelSchema, write: service.createCarModel },
    update: { body: UpdateCarModelSchema, response: CarModelSchema, write: service.updateCarModel },
    remove: { response: IdResultSchema, write: service.deleteCarModel },
  });
}
