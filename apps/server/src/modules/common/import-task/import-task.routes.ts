import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ImportDownloadQuerySchema,
  ImportDownloadSchema,
  ImportKindQuerySchema,
  ImportKindSchema,
  ImportListQuerySchema,
  ImportProblemSchema,
  ImportProblemsQuerySchema,
  ImportTaskSchema,
} from '@tradewind/contract/common/import-task.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import type { MultipartBody } from '@/core/http/multipart';
import type { FileStorage } from '@/core/storage/file-storage';
import * as service from './import-task.service';

/**
 * The import centre (docs/architecture.md §7 "Imports"): the page's permission opens it; each kind then
 * needs its importer's own permission (as for creating the records by hand: 402 without it).
 */
export function registerImportTaskRoutes(app: FastifyInstance, deps: AppDeps, storage: FileStorage): void {
  const common = { permission: 'system:import:list', skipStoreCheck: false } as const;
  const targetType = 'import_task';
  route(app, deps, { ...common, method: 'GET', url: '/task/import/kinds', response: z.array(ImportKindSchema), handler: async (ctx) => service.listKinds(ctx) });
  route(app, deps, { ...common, method: 'GET', url: '/task/import/template', query: ImportKindQuerySchema, response: ImportDownloadSchema, handler: (ctx, { query }) => service.templateLink(ctx, query.kind, storage) });
  route(app, deps, {
    ...common,
    method: 'POST',
    url: '/task/import',
    action: 'import.upload',
    targetType,
    successMessage: 'import.started',
    multipart: { toFile: true, maxBytes: service.IMPORT_MAX_BYTES },
    bodyLimit: service.IMPORT_MAX_BYTES + 1024 * 1024,
    response: IdResultSchema,
    handler: (ctx, { body }) => service.uploadImport(ctx, body as unknown as MultipartBody, storage),
  });
  route(app, deps, { ...common, method: 'GET', url: '/task/imports', query: ImportListQuerySchema, response: listOf(ImportTaskSchema), handler: (ctx, { query }) => service.listImports(ctx, query) });
  route(app, deps, { ...common, method: 'GET', url: '/task/import/:id', params: IdParamsSchema, response: ImportTaskSchema, handler: (ctx, { params }) => service.getImport(ctx, params.id) });
  route(app, deps, {
    ...common,
    method: 'GET',
    url: '/task/import/:id/problems',
    params: IdParamsSchema,
    query: ImportProblemsQuerySchema,
    response: listOf(ImportProblemSchema),
    handler: (ctx, { params, query }) => service.listProblems(ctx, params.id, query),
  });
  route(app, deps, { ...common, method: 'PUT', url: '/task/import/:id/run', action: 'import.run', targetType, successMessage: 'import.run_started', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.runImport(ctx, params.id) });
  route(app, deps, {
    ...common,
    method: 'PUT',
    url: '/task/import/:id/download',
    action: 'import.download',
    targetType,
    params: IdParamsSchema,
    query: ImportDownloadQuerySchema,
    response: ImportDownloadSchema,
    handler: (ctx, { params, query }) => service.downloadImport(ctx, params.id, query.file, storage),
  });
  route(app, deps, { ...common, method: 'DELETE', url: '/task/import/:id', action: 'import.delete', targetType, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteImport(ctx, params.id, storage) });
}
