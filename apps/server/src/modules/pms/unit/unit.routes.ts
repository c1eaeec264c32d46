import type { FastifyInstance } from 'fastify';
import { CreateUnitSchema, UnitListQuerySchema, UnitSchema, UpdateUnitSchema } from '@tradewind/contract/pms/unit.schema';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import type { AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './unit.service';

/** Units live on /pms/unit_config/list; the goods settings page reads them for its default unit. */
export function registerUnitRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/pms/unit_config', listUrl: '/pms/unit_configs', permission: 'pms:unit_config', targetType: 'pms_unit' }, {
    list: { permission: ['or', 'pms:unit_config:list', 'pms:setting:index'], query: UnitListQuerySchema, response: listOf(UnitSchema), read: service.listUnits },
    detail: { response: UnitSchema, read: service.getUnit },
    create: { body: CreateUnitSchema, response: UnitSchema, write: service.createUnit },
    update: { body: UpdateUnitSchema, response: UnitSchema, write: service.updateUnit },
    remove: { response: IdResultSchema, write: service.deleteUnit },
  });
}
