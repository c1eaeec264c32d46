import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PaginationQuerySchema } from '@tradewind/contract/common/pagination';
import { formatDateTime } from '@tradewind/contract/common/time';
import { exportTasks } from '@/core/jobs/export-task.table';
import { paginate } from '@/core/http/pagination';
import { conflict, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { plainInt } from '@tradewind/contract/common/validation';

export const ExportListQuerySchema = PaginationQuerySchema.extend({ export_status: plainInt(z.number().int().min(1).max(3)).optional() });
export type ExportListQuery = z.infer<typeof ExportListQuerySchema>;

/** A download link lives this long: enough to open it, too short to pass around. */
export const DOWNLOAD_LINK_SECONDS = 300;

export type ExportTask = {
  id: number;
  name: string;
  file_type: string;
  export_status: 1 | 2 | 3;
  progress: number;
  fail_msg: string | null;
  /** bytes; the drawer shows Kb */
  file_size: number | null;
  source: string;
  creator: string;
  created_at: string;
  download_num: number;
  last_download_time: string | null;
  file_url: string | null;
};

const mine = (ctx: RequestContext) => eq(exportTasks.staffId, ctx.staffId);

export async function exportStatusCounts(ctx: RequestContext) {
  const rows = await ctx.db.select({ status: exportTasks.exportStatus, n: count() }).from(exportTasks).where(mine(ctx)).groupBy(exportTasks.exportStatus);
  const n = (status: number) => rows.find((r) => r.status === status)?.n ?? 0;
  return { all: n(1) + n(2) + n(3), in_progress: n(1), finished: n(2), failed: n(3), list: [1, 2, 3].map((s) => ({ export_status: s, num: n(s) })) };
}

export async function listExports(ctx: RequestContext, query: ExportListQuery) {
  const where = and(mine(ctx), query.export_status ? eq(exportTasks.exportStatus, query.export_status) : undefined);
  const tz = ctx.session.timeZone;
  return paginate(query, {
    rows: (page) => ctx.db.select().from(exportTasks).where(where).orderBy(desc(exportTasks.createdAt), desc(exportTasks.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(exportTasks).where(where),
    map: (rows) => rows.map((r): ExportTask => ({
    id: r.id,
    name: r.name,
    file_type: r.fileType,
    export_status: r.exportStatus as 1 | 2 | 3,
    progress: r.progress,
    fail_msg: r.failMsg,
    file_size: r.fileSize,
    source: r.source,
    creator: r.creator,
    created_at: formatDateTime(r.createdAt, tz)!,
    download_num: r.downloadNum,
    last_download_time: formatDateTime(r.lastDownloadTime, tz),
    file_url: null,
    })),
  });
}

/** Counts the download and hands out a short-lived signed link (opened in a new tab). */
export async function downloadExport(ctx: RequestContext, id: number, storage: FileStorage): Promise<{ file_url: string }> {
  const [task] = await ctx.db.select().from(exportTasks).where(and(mine(ctx), eq(exportTasks.id, id))).for('update');
  if (!task) throw notFound();
  if (task.exportStatus !== 2 || !task.fileKey) throw conflict('export.not_ready');
  await ctx.db
    .update(exportTasks)
    .set({ downloadNum: sql`${exportTasks.downloadNum} + 1`, lastDownloadTime: new Date() })
    .where(eq(exportTasks.id, id));
  return { file_url: await storage.signedUrl(task.fileKey, DOWNLOAD_LINK_SECONDS, task.name) };
}

export async function deleteExport(ctx: RequestContext, id: number, storage: FileStorage): Promise<{ id: number }> {
  const [task] = await ctx.db.delete(exportTasks).where(and(mine(ctx), eq(exportTasks.id, id))).returning();
  if (!task) throw notFound();
  if (task.fileKey) await storage.remove(task.fileKey);
  return { id };
}

/** The top bar's download badge: exports still running or finished and not downloaded yet. */
export async function pendingExportCount(ctx: RequestContext): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(exportTasks)
    .where(and(mine(ctx), or(eq(exportTasks.exportStatus, 1), and(eq(exportTasks.exportStatus, 2), eq(exportTasks.downloadNum, 0)))));
  return n;
}
