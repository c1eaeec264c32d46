import type { FastifyInstance } from 'fastify';
import { ExportDownloadSchema, ExportStatusCountsSchema, ExportTaskSchema } from '@tradewind/contract/common/export-task.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import type { FileStorage } from '@/core/storage/file-storage';
import * as service from './export-task.service';


export function registerExportTaskRoutes(app: FastifyInstance, deps: AppDeps, storage: FileStorage): void {
  const common = { permission: 'session' as const, skipStoreCheck: true };
  route(app, deps, { ...common, method: 'GET', url: '/task/exports/status', response: ExportStatusCountsSchema, handler: (ctx) => service.exportStatusCounts(ctx) });
  route(app, deps, { ...common, method: 'GET', url: '/task/exports', query: service.ExportListQuerySchema, response: listOf(ExportTaskSchema), handler: (ctx, { query }) => service.listExports(ctx, query) });
  route(app, deps, {
    ...common,
    method: 'PUT',
    url: '/task/export/:id/download',
    action: 'export.download',
    targetType: 'export_task',
    params: IdParamsSchema,
    response: ExportDownloadSchema,
    handler: (ctx, { params }) => service.downloadExport(ctx, params.id, storage),
  });
  route(app, deps, {
    ...common,
    method: 'DELETE',
    url: '/task/export/:id',
    action: 'export.delete',
    targetType: 'export_task',
    params: IdParamsSchema,
    response: IdResultSchema,
    handler: (ctx, { params }) => service.deleteExport(ctx, params.id, storage),
  });
}
