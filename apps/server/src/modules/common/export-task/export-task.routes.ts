import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { localeFromHeader, translate } from '@tradewind/contract/common/messages';
import { idSchema } from '@tradewind/contract/common/validation';
import { API_PREFIX, route, type AppDeps } from '@/core/http/route';
import type { FileStorage } from '@/core/storage/file-storage';
import * as service from './export-task.service';

const IdParams = z.object({ id: idSchema });

export function registerExportTaskRoutes(app: FastifyInstance, deps: AppDeps, storage: FileStorage): void {
  const common = { permission: 'session' as const, skipStoreCheck: true };
  route(app, deps, { ...common, method: 'GET', url: '/task/exports/status', handler: (ctx) => service.exportStatusCounts(ctx) });
  route(app, deps, { ...common, method: 'GET', url: '/task/exports', query: service.ExportListQuerySchema, handler: (ctx, { query }) => service.listExports(ctx, query) });
  route(app, deps, {
    ...common,
    method: 'PUT',
    url: '/task/export/:id/download',
    action: 'export.download',
    targetType: 'export_task',
    params: IdParams,
    handler: (ctx, { params }) => service.downloadExport(ctx, params.id, storage),
  });
  route(app, deps, {
    ...common,
    method: 'DELETE',
    url: '/task/export/:id',
    action: 'export.delete',
    targetType: 'export_task',
    params: IdParams,
    handler: (ctx, { params }) => service.deleteExport(ctx, params.id, storage),
  });

  // Signed links need no bearer header (they open in a new tab); the signature and its expiry are the key.
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string; name?: string } }>(`${API_PREFIX}/files/*`, async (req, reply) => {
    const key = req.params['*'];
    const { expires, signature, name } = req.query;
    const locale = localeFromHeader(req.headers['accept-language']);
    let file: string | null = null;
    try {
      if (signature && storage.verify(key, Number(expires), signature)) file = storage.pathOf(key);
    } catch {
      file = null;
    }
    if (!file || !fs.existsSync(file)) {
      return reply.status(404).send({ code: ErrorCode.notFound, message: translate('export.link_expired', locale), data: null });
    }
    const downloadName = (name ?? key.split('/').pop() ?? 'download').replace(/["\r\n]/g, '');
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`)
      .header('cache-control', 'private, no-store')
      .send(fs.createReadStream(file));
  });
}
