import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { translate } from '@tradewind/contract/common/messages';
import { loadStaffSession } from '@/core/auth/session';
import type { Db } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { exportCell, exportColumnKind, exporterOf, exportHeader, exportTotals } from './exporter';
import { exportTasks } from './export-task.table';
import { createJobLoop, type JobLoop } from './job-loop';
import { LostClaim, taskClaims } from './task-claim';
import { creatorContext, creatorLocale } from './task-creator';

export const EXPORT_BATCH_SIZE = 2000;
/** A claimed task whose heartbeat is older than this belongs to a dead worker and is taken over. */
export const EXPORT_STALE_SECONDS = 60;
/** After this many claims a task is failed with a message instead of being tried again. */
export const EXPORT_MAX_ATTEMPTS = 3;

type TaskRow = typeof exportTasks.$inferSelect;

/** The loop's controls (job-loop.ts) and this node's id. */
export type ExportRunner = JobLoop & { readonly nodeId: string };

export type ExportRunnerOptions = {
  db: Db;
  storage: FileStorage;
  /** tells the creator, in the tenant's transaction (the message centre) */
  notify?: (tx: Db, task: { tenantId: number; staffId: number; id: number; name: string }) => Promise<void>;
  /** after a task ends either way (realtime push) */
  onFinished?: (task: { tenantId: number; staffId: number; id: number; status: 2 | 3 }) => void;
  pollMs?: number;
  nodeId?: string;
  log?: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
};

/**
 * The in-process job runner of docs/architecture.md §7: claims export tasks with FOR UPDATE SKIP LOCKED (so any
 * number of nodes share the table), streams rows into an XLSX file in bounded memory, keeps progress and
 * a heartbeat, stores the file and messages the creator. A task never stays at status 1: a dead worker's
 * claim goes stale and is taken over, and after EXPORT_MAX_ATTEMPTS the task fails with a message.
 */
export function createExportRunner(options: ExportRunnerOptions): ExportRunner {
  const nodeId = options.nodeId ?? randomUUID();
  const { db, storage } = options;

  const claims = taskClaims(db, nodeId, { table: exportTasks, status: 'exportStatus', claimable: [1], staleSeconds: EXPORT_STALE_SECONDS });
  const finish = (task: TaskRow, changes: Partial<typeof exportTasks.$inferInsert>) => claims.finish(task, { ...changes, finishedAt: new Date() });

  async function run(task: TaskRow): Promise<void> {
    // What the task says to its creator (a failure) is in their language.
    const locale = await creatorLocale(db, task);
    const exporter = exporterOf(task.exporter);
    if (!exporter) {
      await finish(task, { exportStatus: 3, failMsg: translate('export.unknown', locale) });
      return;
    }
    if (task.attempts > EXPORT_MAX_ATTEMPTS) {
      await finish(task, { exportStatus: 3, failMsg: translate('export.gave_up', locale) });
      return;
    }
    const key = `exports/${task.tenantId}/${task.id}-${randomUUID()}.xlsx`;
    // The workbook is streamed into a scratch file, then handed to storage (moved, or sent to the bucket).
    const file = path.join(os.tmpdir(), `tradewind-export-${task.id}-${randomUUID()}.xlsx`);
    try {
      const params = exporter.params.parse(task.params);
      const inTenant = <T>(fn: (ctx: RequestContext) => Promise<T>) =>
        withTenant(db, task.tenantId, async (tx) => {
          const session = await loadStaffSession(tx, task.staffId);
          if (!session) throw new Error(translate('export.creator_gone', locale));
          return fn(creatorContext(tx, session, task, locale, `export-${task.id}`));
        });
      const total = await inTenant((ctx) => exporter.count(ctx, params));
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(task.source.slice(0, 31));
      sheet.columns = exporter.columns.map((c) => ({ header: exportHeader(exporter, c, locale), key: c.key, width: c.width ?? 16 }));
      const kinds = exporter.columns.map(exportColumnKind);
      // where the list shows a totals row, the sheet ends with one: the sums of the rows written
      const totals = exportTotals(exporter.columns, translate('export.totals', locale));
      const addRow = (cells: Array<{ value: unknown; numFmt?: string }>, bold = false) => {
        const added = sheet.addRow(cells.map((c) => c.value));
        cells.forEach((c, i) => {
          if (c.numFmt) added.getCell(i + 1).numFmt = c.numFmt;
        });
        if (bold) added.font = { bold: true };
        added.commit();
      };
      let cursor: number | null = null;
      let written = 0;
      for (;;) {
        const batch = await inTenant((ctx) => exporter.batch(ctx, params, cursor, EXPORT_BATCH_SIZE));
        for (const row of batch.rows) {
          // each value as the cell of its column's kind (numbers and dates a spreadsheet can sum and sort)
          const cells = exporter.columns.map((c, i) => exportCell(kinds[i], row[c.key]));
          totals?.add(cells);
          addRow(cells);
        }
        written += batch.rows.length;
        cursor = batch.cursor;
        if (cursor === null || batch.rows.length === 0) break;
        await claims.heartbeat(task, Math.min(99, Math.floor((written / Math.max(total, 1)) * 100)));
      }
      if (totals && written > 0) addRow(totals.cells(), true);
      sheet.commit();
      await workbook.commit();
      const { size } = await fs.promises.stat(file);
      await storage.writeFile(key, file);
      if (await finish(task, { exportStatus: 2, progress: 100, fileKey: key, fileSize: size })) {
        if (options.notify) await withTenant(db, task.tenantId, (tx) => options.notify!(tx, task));
        options.onFinished?.({ tenantId: task.tenantId, staffId: task.staffId, id: task.id, status: 2 });
      } else {
        await storage.remove(key);
      }
    } catch (error) {
      await fs.promises.rm(file, { force: true }).catch(() => undefined);
      await storage.remove(key).catch(() => undefined);
      if (error instanceof LostClaim) return;
      options.log?.error({ err: error, task: task.id }, 'export failed');
      const failMsg = error instanceof Error && error.message.length < 400 ? error.message : translate('export.failed', locale);
      if (await finish(task, { exportStatus: 3, failMsg })) options.onFinished?.({ tenantId: task.tenantId, staffId: task.staffId, id: task.id, status: 3 });
    }
  }

  return { nodeId, ...createJobLoop({ name: 'export runner', pollMs: options.pollMs, log: options.log, claim: claims.claim, run, giveBack: claims.giveBack }) };
}
