import type { FastifyInstance } from 'fastify';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { CreateProcessSchema, ProcessListQuerySchema, ProcessSchema, UpdateProcessSchema } from '@tradewind/contract/pms/process.schema';
import type { AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as service from './process.service';

export function registerProcessRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/pms/process', listUrl: '/pms/processes', permission: 'pms:process', targetType: 'pms_process' }, {
    list: { query: ProcessListQuerySchema, response: listOf(ProcessSchema), read: service.listProcesses },
    detail: { response: ProcessSchema, read: service.getProcess },
    create: { body: CreateProcessSchema, response: ProcessSchema, write: service.createProcess },
    update: { body: UpdateProcessSchema, response: ProcessSchema, write: service.updateProcess },
    remove: { response: IdResultSchema, write: service.deleteProcess },
  });
}
