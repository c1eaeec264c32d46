import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '@tradewind/contract/common/time';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { staffLocale } from '@/core/auth/staff-locale';
import { route, type AppDeps } from '@/core/http/route';
import type { RequestContext } from '@/core/http/request-context';
import { exportSource, type Exporter } from './exporter';
import { exportTasks } from './export-task.table';

/** Wakes the runner after a task is created; set by buildApp. */
let wakeRunner: () => void = () => undefined;
export function setExportWaker(wake: () => void): void {
  wakeRunner = wake;
}

/**
 * Creates an export task for the caller and returns its id at once; the runner does the work. Its source
 * and file name are made in the caller's language (staff.language) and kept as made.
 */
export async function startExport<P>(ctx: RequestContext, exporter: Exporter<P>, params: P): Promise<{ id: number }> {
  const stamp = formatDateTime(new Date(), ctx.session.timeZone)!.replace(/[-: ]/g, '');
  const source = exportSource(exporter as Exporter<unknown>, await staffLocale(ctx.db, ctx.staffId));
  const [task] = await ctx.db
    .insert(exportTasks)
    .values({
      tenantId: ctx.tenantId,
      staffId: ctx.staffId,
      creator: ctx.session.name,
      storeId: ctx.storeId,
      exporter: exporter.key,
      name: `${source}_${stamp}.xlsx`,
      source,
      params: params as object,
    })
    .returning({ id: exportTasks.id });
  ctx.audit.targetType = 'export_task';
  ctx.audit.targetId = task.id;
  // The runner claims the task only once this transaction commits; an early wake finds nothing, the poll does.
  setTimeout(() => wakeRunner(), 50).unref();
  return task;
}

/** `GET {list}/export`: the list's own permission, its filters as the export's parameters. */
export function exportRoute<P>(app: FastifyInstance, deps: AppDeps, url: string, exporter: Exporter<P>): void {
  route(app, deps, {
    method: 'GET',
    url,
    permission: exporter.permission,
    action: `${exporter.key}.export`,
    successMessage: 'export.started',
    // A GET that creates a task: logged like a change, so the action log shows who exported what.
    audit: true,
    query: exporter.params,
    response: IdResultSchema,
    handler: (ctx, { query }) => startExport(ctx, exporter, query),
  });
}
