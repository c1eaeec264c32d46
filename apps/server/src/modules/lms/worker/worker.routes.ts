import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { CreateWorkerSchema, UpdateWorkerSchema, WorkerDetailSchema, WorkerListQuerySchema, WorkerSchema, WorkerStaffOptionSchema } from '@tradewind/contract/lms/fleet.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './worker.service';
import { type OwnUploadRule, ownUploadOrNull } from '@/modules/common';

const PHOTO: OwnUploadRule = { field: 'photo', kind: 'image' };

/** /lms/worker/* (lms README "Fleet, settings and pay"). */
export function registerWorkerRoutes(app: FastifyInstance, deps: AppDeps): void {
  // the worker selects of the car, carry-fee and worker-order pages read the list too
  const readers = ['or', 'lms:worker:list', 'lms:car:create', 'lms:car:update', 'lms:logistics_carry_fee:list', 'lms:logistics_carry_fee:create', 'lms:logistics_carry_fee:update', 'lms:worker_order:list'];
  route(app, deps, { method: 'GET', url: '/lms/workers', permission: readers, query: WorkerListQuerySchema, response: listOf(WorkerSchema), handler: (ctx, { query }) => service.listWorkers(ctx, query) });
  route(app, deps, { method: 'GET', url: '/lms/worker/staff', permission: ['or', 'lms:worker:create', 'lms:worker:update'], response: z.array(WorkerStaffOptionSchema), handler: (ctx) => service.listWorkerStaff(ctx) });
  route(app, deps, { method: 'GET', url: '/lms/worker/:id', permission: 'lms:worker:list', params: IdParamsSchema, response: WorkerDetailSchema, handler: (ctx, { params }) => service.getWorker(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/lms/worker', permission: 'lms:worker:create', targetType: 'lms_worker', body: CreateWorkerSchema, response: WorkerSchema, handler: async (ctx, { body }) => service.createWorker(ctx, { ...body, photo: await ownUploadOrNull(ctx, app.storage, body.photo, PHOTO) }) });
  route(app, deps, { method: 'PUT', url: '/lms/worker', permission: 'lms:worker:update', targetType: 'lms_worker', body: UpdateWorkerSchema, response: WorkerSchema, handler: async (ctx, { body }) => service.updateWorker(ctx, { ...body, photo: await ownUploadOrNull(ctx, app.storage, body.photo, PHOTO) }) });
  route(app, deps, { method: 'DELETE', url: '/lms/worker/:id', permission: 'lms:worker:delete', targetType: 'lms_worker', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteWorker(ctx, params.id) });
}
