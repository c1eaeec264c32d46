import type { FastifyInstance } from 'fastify';
import { CreateSpecSchema, SpecListQuerySchema, SpecSchema, UpdateSpecSchema } from '@tradewind/contract/pms/spec.schema';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import type { AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './spec.service';

/** The type form picks from the specs too. */
export function registerSpecRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/pms/spec', listUrl: '/pms/specs', permission: 'pms:spec', targetType: 'pms_spec' }, {
    list: { permission: ['or', 'pms:spec:list', 'pms:type:list'], query: SpecListQuerySchema, response: listOf(SpecSchema), read: service.listSpecs },
    detail: { response: SpecSchema, read: service.getSpec },
    create: { body: CreateSpecSchema, response: SpecSchema, write: service.createSpec },
    update: { body: UpdateSpecSchema, response: SpecSchema, write: service.updateSpec },
    remove: { response: IdResultSchema, write: service.deleteSpec },
  });
}
