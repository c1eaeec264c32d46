import type { FastifyInstance } from 'fastify';
import { listOf } from '@tradewind/contract/common/response.schema';
import { WorkerOrderFilterSchema, WorkerOrderListQuerySchema, WorkerOrderSchema, WorkerOrderTotalSchema } from '@tradewind/contract/lms/fleet-pay.schema';
import { route, type AppDeps } from '@/core/http/route';
import { exportRoute } from '@/core/jobs/export-route';
import { listWorkerOrders, workerOrderExporter, workerOrderTotal } from './worker-order.service';

/** /lms/worker_order/list: workers' earnings rows, their totals and export. */
export function registerWorkerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/lms/worker_orders', permission: 'lms:worker_order:list', query: WorkerOrderListQuerySchema, response: listOf(WorkerOrderSchema), handler: (ctx, { query }) => listWorkerOrders(ctx, query) });
  route(app, deps, { method: 'GET', url: '/lms/worker_orders/total', permission: 'lms:worker_order:list', query: WorkerOrderFilterSchema, response: WorkerOrderTotalSchema, handler: (ctx, { query }) => workerOrderTotal(ctx, query) });
  exportRoute(app, deps, '/lms/worker_orders/export', workerOrderExporter);
}
