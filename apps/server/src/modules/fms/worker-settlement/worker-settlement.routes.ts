import type { FastifyInstance } from 'fastify';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  CreateWorkerSettlementSchema,
  RemoveWorkerSettlementEarningSchema,
  WorkerSettlementCandidatesQuerySchema,
  WorkerSettlementCandidatesSchema,
  WorkerSettlementDetailSchema,
  WorkerSettlementEarnersSchema,
  WorkerSettlementListQuerySchema,
  WorkerSettlementListSchema,
  WorkerSettlementPeriodSchema,
  WorkerSettlementRemarkSchema,
} from '@tradewind/contract/fms/worker-settlement.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { workerSettlementExporter } from './worker-settlement.export';
import * as service from './worker-settlement.service';

export const WORKER_SETTLEMENT_PRINT_PERMISSION = 'fms/worker_settlement_order/Print';

/** Worker settlement orders (README "Worker settlements"): each action its own call and permission `fms:worker_settlement_order:{action}`. */
export function registerWorkerSettlementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'fms_worker_settlement';
  const p = 'fms:worker_settlement_order';
  const base = '/fms/worker_settlement_order';
  readRoute(app, deps, '/fms/worker_settlement_orders', `${p}:list`, { query: WorkerSettlementListQuerySchema, response: WorkerSettlementListSchema, read: service.listWorkerSettlements, exporter: workerSettlementExporter });
  route(app, deps, { method: 'GET', url: `${base}/earners`, permission: `${p}:create`, query: WorkerSettlementPeriodSchema, response: WorkerSettlementEarnersSchema, handler: (ctx, { query }) => service.listEarners(ctx, query) });
  route(app, deps, { method: 'GET', url: `${base}/candidates`, permission: `${p}:create`, query: WorkerSettlementCandidatesQuerySchema, response: WorkerSettlementCandidatesSchema, handler: (ctx, { query }) => service.listCandidates(ctx, query) });
  // the print page reads the detail too
  route(app, deps, { method: 'GET', url: `${base}/:id`, permission: ['or', `${p}:list`, WORKER_SETTLEMENT_PRINT_PERMISSION], params: IdParamsSchema, response: WorkerSettlementDetailSchema, handler: (ctx, { params }) => service.getWorkerSettlement(ctx, params.id) });
  route(app, deps, { method: 'POST', url: base, permission: `${p}:create`, targetType: t, body: CreateWorkerSettlementSchema, response: WorkerSettlementDetailSchema, handler: (ctx, { body }) => service.createWorkerSettlement(ctx, body) });
  route(app, deps, { method: 'DELETE', url: `${base}/:id`, permission: `${p}:delete`, targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteWorkerSettlement(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: `${base}/remove`, permission: `${p}:remove`, targetType: t, body: RemoveWorkerSettlementEarningSchema, response: WorkerSettlementDetailSchema, handler: (ctx, { body }) => service.removeWorkerSettlementEarning(ctx, body.remove_id) });
  const action = { params: IdParamsSchema, body: WorkerSettlementRemarkSchema, response: WorkerSettlementDetailSchema, targetType: t };
  route(app, deps, { method: 'PUT', url: `${base}/:id/audit1`, permission: `${p}:audit1`, ...action, handler: (ctx, { params, body }) => service.audit1WorkerSettlement(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: `${base}/:id/audit2`, permission: `${p}:audit2`, ...action, handler: (ctx, { params, body }) => service.audit2WorkerSettlement(ctx, params.id, body.remark) });
}
