import type { FastifyInstance } from 'fastify';
import { OperationQuerySchema, OperationReportSchema } from '@tradewind/contract/bi/operation.schema';
import type { AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { exportRoute } from '@/core/jobs/export-route';
import { operationRepExporter, operationStoreExporter, operationTrendExporter } from './operation.export';
import { readOperation } from './operation.read';

/** The operation dashboard (/bi/operation/index): one read of the rollups, and its three tables as exports. */
export function registerOperationRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/bi/operation', 'bi:operation:index', { query: OperationQuerySchema, response: OperationReportSchema, read: readOperation });
  exportRoute(app, deps, '/bi/operation/trend/export', operationTrendExporter);
  exportRoute(app, deps, '/bi/operation/stores/export', operationStoreExporter);
  exportRoute(app, deps, '/bi/operation/reps/export', operationRepExporter);
}
