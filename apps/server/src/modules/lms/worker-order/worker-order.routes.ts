import type { FastifyInstance } from 'fastify';
import { listOf } from '@tradewind/contract/common/response.schema';
import { WorkerOrderFilterSchema, WorkerOrderListQuerySchema, WorkerOrderSchema, WorkerOrderTotalSchema } from '@tradewind/contract/lms/fleet-pay.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { workerOrderExporter } from './worker-order.export';
import { listWorkerOrders, workerOrderTotal } from './worker-order.service';

/** /lms/worker_order/list: workers' earnings rows, their totals and export. */
export function registerWorkerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/lms/worker_orders', 'lms:worker_order:list', { query: WorkerOrderListQuerySchema, response: listOf(WorkerOrderSchema), read: listWorkerOrders, exporter: workerOrderExporter });
  route(app, deps, { method: 'GET', url: '/lms/worker_orders/total', permission: 'lms:worker_order:list', query: WorkerOrderFilterSchema, response: WorkerOrderTotalSchema, handler: (ctx, { query }) => workerOrderTotal(ctx, query) });
}
