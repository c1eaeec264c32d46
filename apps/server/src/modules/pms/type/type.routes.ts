import type { FastifyInstance } from 'fastify';
import { CreateGoodsTypeSchema, GoodsTypeListQuerySchema, GoodsTypeSchema, UpdateGoodsTypeSchema } from '@tradewind/contract/pms/type.schema';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import type { AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './type.service';

export function registerTypeRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/pms/type', listUrl: '/pms/types', permission: 'pms:type', targetType: 'pms_type' }, {
    list: { query: GoodsTypeListQuerySchema, response: listOf(GoodsTypeSchema), read: service.listTypes },
    detail: { response: GoodsTypeSchema, read: service.getType },
    create: { body: CreateGoodsTypeSchema, response: GoodsTypeSchema, write: service.createType },
    update: { body: UpdateGoodsTypeSchema, response: GoodsTypeSchema, write: service.updateType },
    remove: { response: IdResultSchema, write: service.deleteType },
  });
}
