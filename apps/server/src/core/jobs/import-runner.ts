import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { translate, type Locale } from '@tradewind/contract/common/messages';
import { loadStaffSession } from '@/core/auth/session';
import { writeActionLog } from '@/core/audit/action-log';
import type { Db } from '@/core/db/database';
import { newReadMemo } from '@/core/db/read-memo';
import { withTenant } from '@/core/db/tenancy';
import type { RequestContext, StaffSession } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { importerOf, type ImportProblem, type ImportSummary, type Importer } from './importer';
import { readImportFile, UnreadableFile, type FileRow, type ImportFileType } from './import-file';
import { checkUnits, columnHeader, mapHeader, parseRow, problemOfError, problemText, REASON_HEADERS, unitCollector, type CheckedUnit } from './import-rows';
import { importTaskProblems, importTasks } from './import-task.table';
import { createJobLoop, type JobLoop } from './job-loop';
import { EXPORT_MAX_ATTEMPTS, EXPORT_STALE_SECONDS } from './export-runner';
import { LostClaim, taskClaims } from './task-claim';
import { creatorContext, creatorLocale } from './task-creator';

type TaskRow = typeof importTasks.$inferSelect;
type AnyImporter = Importer<unknown, unknown, unknown>;

/**
 * Units a run applies at once, each in a transaction of its own: a unit's statements wait on the database
 * round trip more than on either side's CPU (PGlite has one session: there they take turns).
 */
export const IMPORT_CONCURRENCY = 4;

/** The loop's controls (job-loop.ts) and this node's id. */
export type ImportRunner = JobLoop & { readonly nodeId: string };

export type ImportRunnerOptions = {
  db: Db;
  storage: FileStorage;
  /** tells the creator, in the tenant's transaction, that a check or a run ended (the message centre, realtime) */
  notify?: (tx: Db, task: { tenantId: number; staffId: number; id: number; name: string; status: number }) => Promise<void>;
  pollMs?: number;
  nodeId?: string;
  log?: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
};

/** Copies a stored file into a scratch file (the readers need a path). */
export async function scratchCopy(storage: FileStorage, key: string, ext: string): Promise<string> {
  const stream = await storage.read(key);
  if (!stream) throw new UnreadableFile('file gone');
  const file = path.join(os.tmpdir(), `tradewind-import-${randomUUID()}.${ext}`);
  await pipeline(stream, fs.createWriteStream(file));
  return file;
}

/**
 * The import centre's job runner (core/jobs/importer.ts says what an importer does). It claims import
 * tasks with FOR UPDATE SKIP LOCKED like the export runner, heartbeats in the progress column, takes a
 * dead node's task over after EXPORT_STALE_SECONDS and fails it after EXPORT_MAX_ATTEMPTS. A task at 1 is
 * checked (the preview: problems and expected counts, nothing written) and waits at 2; one at 3 is run
 * and ends at 4 with the refused rows' file.
 */
export function createImportRunner(options: ImportRunnerOptions): ImportRunner {
  const nodeId = options.nodeId ?? randomUUID();
  const { db, storage } = options;

  const claims = taskClaims(db, nodeId, { table: importTasks, status: 'importStatus', claimable: [1, 3], staleSeconds: EXPORT_STALE_SECONDS });
  /** A task ends unclaimed with its attempts at 0: a checked task is claimed again when it is run. */
  const finish = (task: TaskRow, changes: Partial<typeof importTasks.$inferInsert>) => claims.finish(task, { ...changes, lockedBy: null, attempts: 0 });

  async function saveProblems(task: TaskRow, phase: 1 | 2, problems: ImportProblem[], locale: Locale): Promise<void> {
    if (problems.length === 0) return;
    await withTenant(db, task.tenantId, async (tx) => {
      for (let i = 0; i < problems.length; i += 1000) {
        await tx.insert(importTaskProblems).values(
          problems.slice(i, i + 1000).map((p) => ({ tenantId: task.tenantId, taskId: task.id, phase, rowNo: p.row ?? 0, columnKey: p.column.slice(0, 50), message: problemText(p, locale).slice(0, 500) })),
        );
      }
    });
  }

  /** Reads the file's rows into checked units, batch by batch: `onBatch` gets each batch's units with their problems. */
  async function walk(task: TaskRow, importer: AnyImporter, file: string, locale: Locale, inCtx: <T>(fn: (ctx: RequestContext) => Promise<T>) => Promise<T>, onBatch: (units: CheckedUnit[], rowsRead: number) => Promise<void>, onHeader: (header: string[], keys: Array<string | null>) => void = () => undefined): Promise<void> {
    const identities = new Set<string>();
    let keys: Array<string | null> | null = null;
    let header: string[] = [];
    let read = 0;
    const collector = unitCollector(importer, async (units) => {
      await inCtx((ctx) => checkUnits(ctx, importer, units, identities));
      await onBatch(units, read);
    });
    for await (const row of readImportFile(file, task.fileType as ImportFileType)) {
      if (keys === null) {
        header = row.cells;
        const mapped = mapHeader(importer, row.cells);
        if (mapped.missing.length > 0) throw new UnreadableFile(translate('import.column_missing', locale, { columns: mapped.missing.map((k) => columnHeader(importer, k, locale).replace('*', '')).join(', ') }));
        keys = mapped.keys;
        onHeader(header, keys);
        continue;
      }
      read += 1;
      const parsed = parseRow(importer, keys, row as FileRow, locale);
      await collector.add(parsed.row, parsed.problems);
    }
    if (keys === null) throw new UnreadableFile(translate('import.file_empty', locale));
    await collector.end();
  }

  async function run(task: TaskRow): Promise<void> {
    const locale = await creatorLocale(db, task);
    const importer = importerOf(task.importer);
    const fail = async (message: string) => {
      await finish(task, { importStatus: 5, failMsg: message.slice(0, 500), finishedAt: new Date() });
    };
    if (!importer) return fail(translate('import.unknown_kind', locale));
    if (task.attempts > EXPORT_MAX_ATTEMPTS) return fail(translate('import.gave_up', locale));
    let session: StaffSession | undefined;
    const inCtx = <T>(fn: (ctx: RequestContext) => Promise<T>) =>
      withTenant(db, task.tenantId, async (tx) => {
        session ??= await loadStaffSession(tx, task.staffId);
        if (!session) throw new UnreadableFile(translate('import.creator_gone', locale));
        return fn(creatorContext(tx, session, task, locale, `import-${task.id}`));
      });
    const total = Math.max(task.totalRows, 1);
    let file: string | null = null;
    let refusedFile: string | null = null;
    let refusedKey: string | null = null;
    try {
      file = await scratchCopy(storage, task.fileKey, task.fileType);
      if (task.importStatus === 1) {
        // the check: problems and expected counts, nothing written
        await withTenant(db, task.tenantId, (tx) => tx.delete(importTaskProblems).where(eq(importTaskProblems.taskId, task.id)));
        const counts: ImportSummary = { created: 0, updated: 0, refused: 0 };
        let problemCount = 0;
        await walk(task, importer, file, locale, inCtx, async (units, read) => {
          const problems: ImportProblem[] = [];
          for (const u of units) {
            if (u.problems.length > 0) {
              counts.refused += u.unit.rows.length;
              problems.push(...u.problems);
            } else if (u.unit.match === null) counts.created += u.unit.rows.length;
            else counts.updated += u.unit.rows.length;
          }
          problemCount += problems.length;
          await saveProblems(task, 1, problems, locale);
          session = undefined; // the creator's rights are read again for the next batch
          await claims.heartbeat(task, Math.min(99, Math.floor((read / total) * 100)));
        });
        if (await finish(task, { importStatus: 2, progress: 100, createdCount: counts.created, updatedCount: counts.updated, refusedCount: counts.refused, problemCount, checkedAt: new Date() })) {
          if (options.notify) await withTenant(db, task.tenantId, (tx) => options.notify!(tx, { ...task, status: 2 }));
        }
        return;
      }
      // the run: every unit without problems applied; the refused ones written to a file with their reason
      refusedFile = path.join(os.tmpdir(), `tradewind-import-refused-${task.id}-${randomUUID()}.xlsx`);
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: refusedFile, useStyles: false, useSharedStrings: false });
      const sheet = workbook.addWorksheet('refused');
      let header: string[] = [];
      const counts: ImportSummary = { created: 0, updated: 0, refused: 0 };
      let problemCount = 0;
      // the refused rows' problems, saved a batch at a time
      let refusedProblems: ImportProblem[] = [];
      const saveRefused = async () => {
        const batch = refusedProblems;
        refusedProblems = [];
        await saveProblems(task, 2, batch, locale);
      };
      const refuse = (u: CheckedUnit, problems: ImportProblem[]) => {
        counts.refused += u.unit.rows.length;
        problemCount += problems.length;
        refusedProblems.push(...problems);
        for (const row of u.unit.rows) {
          const own = problems.filter((p) => (p.row ?? row.no) === row.no);
          const reason = (own.length > 0 ? own : problems).map((p) => (p.column ? `${columnHeader(importer, p.column, locale).replace('*', '')}: ` : '') + problemText(p, locale)).join('; ');
          sheet.addRow([...header.map((_h, i) => cellOf(row.cells, keysRef[i])), reason]).commit();
        }
      };
      let keysRef: Array<string | null> = [];
      const state = await inCtx(async (ctx) => (importer.begin ? importer.begin(ctx) : undefined));
      const fileMode = importer.transaction === 'file';
      const pending: CheckedUnit[] = [];
      await withTenant(db, task.tenantId, (tx) => tx.delete(importTaskProblems).where(and(eq(importTaskProblems.taskId, task.id), eq(importTaskProblems.phase, 2))));
      const onHeader = (h: string[], keys: Array<string | null>) => {
        header = h;
        keysRef = keys;
        sheet.addRow([...header, locale === 'en-US' ? REASON_HEADERS.en : REASON_HEADERS.zh]).commit();
      };
      await walk(task, importer, file, locale, inCtx, async (units, read) => {
        // units apply side by side, each in its own transaction (IMPORT_CONCURRENCY at once); their
        // outcomes are then taken in the file's order, so the refused rows' file keeps it
        const live = fileMode ? [] : units.filter((u) => u.problems.length === 0);
        const outcomes = new Map<CheckedUnit, 'created' | 'updated' | ImportProblem>();
        const failed = (u: CheckedUnit, error: unknown) => {
          if (error instanceof UnreadableFile) throw error;
          const problem = problemOfError(error, locale);
          if (!problem) options.log?.error({ err: error, task: task.id }, 'import row failed');
          outcomes.set(u, { ...(problem ?? { column: '', message: translate('import.row_failed', locale) }), row: u.unit.rows[0].no });
        };
        const applyAlone = async (u: CheckedUnit) => {
          try {
            outcomes.set(u, await inCtx((ctx) => importer.apply(ctx, u.unit, state, newReadMemo())));
          } catch (error) {
            failed(u, error);
          }
        };
        const perTransaction = importer.unitsPerTransaction ?? 1;
        if (perTransaction > 1) {
          // units in transactions of up to `perTransaction`, each unit in a savepoint of its own (a unit that
          // fails rolls back to it and is refused; the others commit together). What a unit locks is held to
          // the commit, so the units are dealt into IMPORT_CONCURRENCY lanes by `laneOf` (units locking the
          // same thing share a lane, which runs its transactions one after another) and the lanes run side
          // by side. A unit that still meets a deadlock, or a transaction that fails as a whole (its commit),
          // is applied again in a transaction of its own.
          const lanes: CheckedUnit[][] = Array.from({ length: IMPORT_CONCURRENCY }, () => []);
          let dealt = 0;
          for (const u of live) {
            const key = importer.laneOf?.(u.unit) ?? null;
            lanes[key === null ? dealt++ % lanes.length : laneIndex(key, lanes.length)].push(u);
          }
          const again: CheckedUnit[] = [];
          const runLane = async (lane: CheckedUnit[]) => {
            for (let at = 0; at < lane.length; at += perTransaction) {
              const slice = lane.slice(at, at + perTransaction);
              const slot = new Map<CheckedUnit, 'created' | 'updated'>();
              try {
                await inCtx(async (ctx) => {
                  // the transaction's memo: what its units read alike is read once
                  const memo = newReadMemo();
                  for (const u of slice) {
                    // a savepoint a unit, never released (a round trip less; the transaction ends soon)
                    await ctx.db.execute(sql`SAVEPOINT import_unit`);
                    try {
                      slot.set(u, await importer.apply({ ...ctx, audit: {} }, u.unit, state, memo));
                    } catch (error) {
                      await ctx.db.execute(sql`ROLLBACK TO SAVEPOINT import_unit`);
                      if (RETRIED_CODES.has((error as { code?: string }).code ?? '')) again.push(u);
                      else failed(u, error);
                    }
                  }
                });
                for (const [u, outcome] of slot) outcomes.set(u, outcome);
              } catch (error) {
                if (error instanceof UnreadableFile) throw error;
                options.log?.error({ err: error, task: task.id }, 'import transaction failed: its units one by one');
                for (const u of slice) if (!again.includes(u)) again.push(u);
              }
            }
          };
          await Promise.all(lanes.filter((l) => l.length > 0).map(runLane));
          for (const u of again) await applyAlone(u);
        } else {
          let next = 0;
          const worker = async () => {
            while (next < live.length) await applyAlone(live[next++]);
          };
          await Promise.all(Array.from({ length: Math.min(IMPORT_CONCURRENCY, live.length) }, worker));
        }
        for (const u of units) {
          if (u.problems.length > 0) refuse(u, u.problems);
          else if (fileMode) pending.push(u);
          else {
            const outcome = outcomes.get(u)!;
            if (typeof outcome === 'string') counts[outcome] += u.unit.rows.length;
            else refuse(u, [outcome]);
          }
        }
        await saveRefused();
        session = undefined;
        await claims.heartbeat(task, Math.min(99, Math.floor((read / total) * 100)));
      }, onHeader);
      if (fileMode) {
        // one transaction for the whole file: the first unit refused refuses them all
        let failedAt: { u: CheckedUnit; problem: ImportProblem } | null = null;
        const applied: ImportSummary = { created: 0, updated: 0, refused: 0 };
        try {
          await inCtx(async (ctx) => {
            const memo = newReadMemo();
            for (const u of pending) {
              try {
                applied[await importer.apply(ctx, u.unit, state, memo)] += u.unit.rows.length;
              } catch (error) {
                const problem = problemOfError(error, locale);
                if (!problem) throw error;
                failedAt = { u, problem: { ...problem, row: u.unit.rows[0].no } };
                throw error;
              }
            }
            if (importer.finish) await importer.finish(ctx, state, { ...applied, refused: counts.refused });
          });
          counts.created += applied.created;
          counts.updated += applied.updated;
        } catch (error) {
          if (error instanceof UnreadableFile) throw error;
          const first = failedAt as { u: CheckedUnit; problem: ImportProblem } | null;
          const problem = first?.problem ?? problemOfError(error, locale) ?? { column: '', message: translate('import.row_failed', locale) };
          if (!first) options.log?.error({ err: error, task: task.id }, 'import file failed');
          for (const u of pending) {
            refuse(u, u === first?.u ? [problem] : [{ row: u.unit.rows[0].no, column: '', message: translate('import.file_refused', locale, { row: problem.row ?? 0, reason: problemText(problem, locale) }) }]);
          }
          await saveRefused();
        }
      } else if (importer.finish) {
        await inCtx((ctx) => importer.finish!(ctx, state, counts));
      }
      sheet.commit();
      await workbook.commit();
      let refusedSize: number | null = null;
      if (counts.refused > 0) {
        refusedKey = `imports/${task.tenantId}/${task.id}-refused-${randomUUID()}.xlsx`;
        refusedSize = (await fs.promises.stat(refusedFile)).size;
        await storage.writeFile(refusedKey, refusedFile);
      } else await fs.promises.rm(refusedFile, { force: true });
      refusedFile = null;
      const done = { importStatus: 4, progress: 100, createdCount: counts.created, updatedCount: counts.updated, refusedCount: counts.refused, problemCount, refusedKey, refusedSize, finishedAt: new Date() };
      if (await finish(task, done)) {
        await withTenant(db, task.tenantId, async (tx) => {
          // the run in the action log beside the upload and the start: what it did
          await writeActionLog(tx, { tenantId: task.tenantId, staffId: task.staffId, staffName: task.creator, storeId: task.storeId, module: 'import', action: `${task.importer}.import.finished`, method: 'JOB', path: `/task/import/${task.id}`, targetType: 'import_task', targetId: task.id, ip: null, requestId: `import-${task.id}` });
          if (options.notify) await options.notify(tx, { ...task, status: 4 });
        });
      } else if (refusedKey) await storage.remove(refusedKey);
    } catch (error) {
      if (refusedFile) await fs.promises.rm(refusedFile, { force: true }).catch(() => undefined);
      if (refusedKey) await storage.remove(refusedKey).catch(() => undefined);
      if (error instanceof LostClaim) return;
      if (!(error instanceof UnreadableFile)) options.log?.error({ err: error, task: task.id }, 'import failed');
      const failMsg = error instanceof UnreadableFile ? (error.message.length < 400 && !/^[a-z]/.test(error.message) ? error.message : translate('import.file_unreadable', locale)) : translate('import.failed', locale);
      if (await finish(task, { importStatus: 5, failMsg, finishedAt: new Date() })) {
        if (options.notify) await withTenant(db, task.tenantId, (tx) => options.notify!(tx, { ...task, status: 5 })).catch(() => undefined);
      }
    } finally {
      if (file) await fs.promises.rm(file, { force: true }).catch(() => undefined);
    }
  }

  return { nodeId, ...createJobLoop({ name: 'import runner', pollMs: options.pollMs, log: options.log, claim: claims.claim, run, giveBack: claims.giveBack }) };
}

/** Errors a unit of a shared transaction meets by running beside others (deadlock, serialization): it is applied again alone. */
const RETRIED_CODES = new Set(['40P01', '40001']);

/** A lane for a key (the same key, the same lane). */
function laneIndex(key: string, lanes: number): number {
  let h = 0;
  for (let i = 0; i < key.length; i += 1) h = (h * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(h) % lanes;
}

const cellOf = (cells: Readonly<Record<string, string>>, key: string | null | undefined) => (key ? (cells[key] ?? '') : '');
