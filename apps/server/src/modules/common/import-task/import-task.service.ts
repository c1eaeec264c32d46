import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { checkPermission } from '@tradewind/contract/common/permission';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { ImportKind, ImportListQuery, ImportProblemsQuery, ImportTask } from '@tradewind/contract/common/import-task.schema';
import { paginate } from '@/core/http/pagination';
import { conflict, invalidField, noPermission, notFound } from '@/core/http/errors';
import type { MultipartBody } from '@/core/http/multipart';
import type { RequestContext } from '@/core/http/request-context';
import { importerOf, registeredImporters, titleIn, IMPORT_MAX_ROWS, type Importer } from '@/core/jobs/importer';
import { importFileType, readImportFile, UnreadableFile } from '@/core/jobs/import-file';
import { columnHeader, mapHeader } from '@/core/jobs/import-rows';
import { importTaskProblems, importTasks } from '@/core/jobs/import-task.table';
import type { FileStorage } from '@/core/storage/file-storage';

type AnyImporter = Importer<unknown, unknown, unknown>;

/** A file may be this large at most (50,000 rows of a wide template fit in it). */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
/** A download link lives this long (as an export's). */
const LINK_SECONDS = 300;

/** Wakes the runner after a task is created or started; set by buildApp. */
let wakeRunner: () => void = () => undefined;
export function setImportWaker(wake: () => void): void {
  wakeRunner = wake;
}
const wakeSoon = () => setTimeout(() => wakeRunner(), 50).unref();

const mine = (ctx: RequestContext) => eq(importTasks.staffId, ctx.staffId);

/** The importer of a kind the caller may use: 422 on `kind` when there is none, 402 without its permission. */
export function importerFor(ctx: RequestContext, kind: string): AnyImporter {
  const importer = importerOf(kind);
  if (!importer) throw invalidField('kind', 'import.unknown_kind');
  if (!checkPermission(importer.permission, ctx.session.permissions)) throw noPermission();
  return importer;
}

export function listKinds(ctx: RequestContext): ImportKind[] {
  return registeredImporters()
    .filter((i) => checkPermission(i.permission, ctx.session.permissions))
    .map((i) => ({
      key: i.key,
      title: titleIn(i.title, ctx.locale),
      columns: i.columns.map((c) => ({ key: c.key, header: titleIn(c.header, ctx.locale), required: c.required === true, example: c.example ?? '' })),
    }));
}

/**
 * The kind's XLSX template in the caller's language: the headers (required ones marked '*') and the
 * example rows on the first sheet, each column's allowed values and notes on the second. Stored under
 * one key per tenant, kind and language (made again each time: the tenant's values change) and handed out
 * by a signed link.
 */
export async function templateLink(ctx: RequestContext, kind: string, storage: FileStorage): Promise<{ file_url: string }> {
  const importer = importerFor(ctx, kind);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(titleIn(importer.title, ctx.locale).slice(0, 31));
  sheet.columns = importer.columns.map((c) => ({ header: columnHeader(importer, c.key, ctx.locale), key: c.key, width: Math.max(12, titleIn(c.header, ctx.locale).length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(importer.columns.map((c) => c.example ?? ''));
  const more = Math.max(0, ...importer.columns.map((c) => c.moreExamples?.length ?? 0));
  for (let i = 0; i < more; i += 1) sheet.addRow(importer.columns.map((c) => c.moreExamples?.[i] ?? ''));
  // every cell text: a phone or a code keeps its leading zeros
  importer.columns.forEach((_c, i) => {
    sheet.getColumn(i + 1).numFmt = '@';
  });
  const values = workbook.addWorksheet(translate('import.template_sheet_values', ctx.locale));
  values.columns = [
    { header: translate('import.template_column', ctx.locale), width: 20 },
    { header: translate('import.template_required', ctx.locale), width: 8 },
    { header: translate('import.template_values', ctx.locale), width: 60 },
  ];
  values.getRow(1).font = { bold: true };
  for (const c of importer.columns) {
    const allowed = typeof c.values === 'function' ? await c.values(ctx) : (c.values ?? []).map((v) => titleIn(v, ctx.locale));
    const note = c.note ? titleIn(c.note, ctx.locale) : '';
    values.addRow([titleIn(c.header, ctx.locale), c.required ? translate('import.template_yes', ctx.locale) : '', [note, allowed.join(' / ')].filter(Boolean).join('  ')]);
  }
  const key = `imports/${ctx.tenantId}/template-${importer.key.replace(/[^a-z0-9_]/gi, '_')}-${ctx.locale}.xlsx`;
  await storage.write(key, Buffer.from(await workbook.xlsx.writeBuffer()));
  const name = `${translate('import.template_file', ctx.locale, { title: titleIn(importer.title, ctx.locale) })}.xlsx`;
  return { file_url: await storage.signedUrl(key, LINK_SECONDS, name) };
}

/**
 * Takes a file for a kind: checks its type, its header (the required columns) and its size — at most
 * IMPORT_MAX_ROWS rows, counted before anything is kept — then stores it and makes the task (status 1:
 * the runner checks it into the preview). Answers the task's id.
 */
export async function uploadImport(ctx: RequestContext, body: MultipartBody, storage: FileStorage): Promise<{ id: number }> {
  const kind = body.fields.kind ?? '';
  const importer = importerFor(ctx, kind);
  const file = body.file;
  if (!file || !file.path) throw invalidField('file', 'import.file_required');
  if (file.truncated) throw invalidField('file', 'import.file_too_large', { mb: IMPORT_MAX_BYTES / 1024 / 1024 });
  const { size } = await fs.promises.stat(file.path);
  if (size === 0) throw invalidField('file', 'import.no_rows');
  const head = Buffer.alloc(4);
  const fd = await fs.promises.open(file.path, 'r');
  try {
    await fd.read(head, 0, 4, 0);
  } finally {
    await fd.close();
  }
  const type = importFileType(file.filename, head);
  if (!type) throw invalidField('file', 'import.file_type');
  let rows = 0;
  let header: string[] | null = null;
  try {
    for await (const row of readImportFile(file.path, type)) {
      if (header === null) {
        header = row.cells;
        const { missing } = mapHeader(importer, header);
        if (missing.length > 0) throw invalidField('file', 'import.column_missing', { columns: missing.map((k) => columnHeader(importer, k, ctx.locale).replace('*', '')).join(ctx.locale === 'en-US' ? ', ' : '、') });
        continue;
      }
      rows += 1;
      if (rows > IMPORT_MAX_ROWS) throw invalidField('file', 'import.too_many_rows', { max: IMPORT_MAX_ROWS.toLocaleString('en-US'), rows: IMPORT_MAX_ROWS.toLocaleString('en-US') });
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw invalidField('file', 'import.file_unreadable');
    throw error;
  }
  if (header === null) throw invalidField('file', 'import.file_empty');
  if (rows === 0) throw invalidField('file', 'import.no_rows');
  const name = path.basename(file.filename).slice(0, 200) || `import.${type}`;
  const [task] = await ctx.db
    .insert(importTasks)
    .values({ tenantId: ctx.tenantId, staffId: ctx.staffId, creator: ctx.session.name, storeId: ctx.storeId, importer: importer.key, name, fileType: type, fileKey: 'pending', fileSize: size, totalRows: rows })
    .returning({ id: importTasks.id });
  // kept as long as the task is, like an export's file
  const key = `imports/${ctx.tenantId}/${task.id}-${randomUUID()}.${type}`;
  await storage.writeFile(key, file.path);
  await ctx.db.update(importTasks).set({ fileKey: key }).where(eq(importTasks.id, task.id));
  ctx.audit.targetType = 'import_task';
  ctx.audit.targetId = task.id;
  wakeSoon();
  return task;
}

function toTask(ctx: RequestContext, r: typeof importTasks.$inferSelect): ImportTask {
  const tz = ctx.session.timeZone;
  const importer = importerOf(r.importer);
  return {
    id: r.id,
    kind: r.importer,
    kind_title: importer ? titleIn(importer.title, ctx.locale) : r.importer,
    name: r.name,
    file_type: r.fileType,
    file_size: r.fileSize,
    import_status: r.importStatus as ImportTask['import_status'],
    progress: r.progress,
    total_rows: r.totalRows,
    created_count: r.createdCount,
    updated_count: r.updatedCount,
    refused_count: r.refusedCount,
    problem_count: r.problemCount,
    fail_msg: r.failMsg,
    has_refused_file: r.refusedKey !== null,
    creator: r.creator,
    created_at: formatDateTime(r.createdAt, tz)!,
    checked_at: formatDateTime(r.checkedAt, tz),
    finished_at: formatDateTime(r.finishedAt, tz),
  };
}

export async function listImports(ctx: RequestContext, query: ImportListQuery) {
  const where = and(mine(ctx), query.kind ? eq(importTasks.importer, query.kind) : undefined, query.import_status ? eq(importTasks.importStatus, query.import_status) : undefined);
  return paginate(query, {
    rows: (page) => ctx.db.select().from(importTasks).where(where).orderBy(desc(importTasks.createdAt), desc(importTasks.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(importTasks).where(where),
    map: (rows) => rows.map((r) => toTask(ctx, r)),
  });
}

async function ownTask(ctx: RequestContext, id: number, forUpdate = false) {
  const q = ctx.db.select().from(importTasks).where(and(mine(ctx), eq(importTasks.id, id)));
  const [task] = forUpdate ? await q.for('update') : await q;
  if (!task) throw notFound();
  return task;
}

export async function getImport(ctx: RequestContext, id: number): Promise<ImportTask> {
  return toTask(ctx, await ownTask(ctx, id));
}

export async function listProblems(ctx: RequestContext, id: number, query: ImportProblemsQuery) {
  const task = await ownTask(ctx, id);
  const importer = importerOf(task.importer);
  const where = and(eq(importTaskProblems.taskId, id), eq(importTaskProblems.phase, query.phase));
  return paginate(query, {
    rows: (page) => ctx.db.select().from(importTaskProblems).where(where).orderBy(asc(importTaskProblems.rowNo), asc(importTaskProblems.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(importTaskProblems).where(where),
    map: (rows) =>
      rows.map((p) => ({
        row_no: p.rowNo,
        column_key: p.columnKey,
        column: p.columnKey && importer ? columnHeader(importer, p.columnKey, ctx.locale).replace('*', '') : p.columnKey,
        message: p.message,
      })),
  });
}

/** Starts the checked import (2 → 3); the kind's permission is needed again, as it was to upload. */
export async function runImport(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const task = await ownTask(ctx, id, true);
  importerFor(ctx, task.importer);
  if (task.importStatus === 1) throw conflict('import.not_ready');
  if (task.importStatus !== 2) throw conflict('import.not_runnable');
  await ctx.db.update(importTasks).set({ importStatus: 3, progress: 0, startedAt: new Date(), attempts: 0 }).where(and(mine(ctx), eq(importTasks.id, id)));
  wakeSoon();
  return { id };
}

/** A signed link to the file uploaded, or to the refused rows with their reason (after a run). */
export async function downloadImport(ctx: RequestContext, id: number, file: 'source' | 'refused', storage: FileStorage): Promise<{ file_url: string }> {
  const task = await ownTask(ctx, id);
  if (file === 'source') return { file_url: await storage.signedUrl(task.fileKey, LINK_SECONDS, task.name) };
  if (!task.refusedKey) throw conflict('import.no_refused');
  const base = task.name.replace(/\.(xlsx|csv|txt)$/i, '');
  const suffix = ctx.locale === 'en-US' ? 'refused' : '失败行';
  return { file_url: await storage.signedUrl(task.refusedKey, LINK_SECONDS, `${base}_${suffix}.xlsx`) };
}

/** Deletes a task that is not running, with its files. */
export async function deleteImport(ctx: RequestContext, id: number, storage: FileStorage): Promise<{ id: number }> {
  const task = await ownTask(ctx, id, true);
  if (task.importStatus === 3) throw conflict('import.not_runnable');
  await ctx.db.delete(importTasks).where(and(mine(ctx), eq(importTasks.id, id)));
  await storage.remove(task.fileKey);
  if (task.refusedKey) await storage.remove(task.refusedKey);
  return { id };
}
