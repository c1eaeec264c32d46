import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryOne, type Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { gracefulStop } from './settle';

type JobLog = { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void; warn?(obj: unknown, msg: string): void };

/** What a scheduled task receives: the database (it opens its own transactions) and the run's clock. */
export type ScheduledTaskContext = { db: Db; now: Date; log?: JobLog };

/**
 * A periodic piece of work (docs/architecture.md §7 "scheduled rules"): the public-pool auto-release, stock
 * alerts … A run must be safe to repeat: a node that dies mid-run leaves the rest to the next run.
 */
export type ScheduledTask = {
  /** unique, at most 64 characters: the task's row in scheduled_tasks */
  name: string;
  everySeconds: number;
  run(ctx: ScheduledTaskContext): Promise<void>;
};

const registry = new Map<string, ScheduledTask>();

/** Modules register their tasks when they load; every node's scheduler runs the registered set. */
export function registerScheduledTask(task: ScheduledTask): void {
  if (task.name.length > 64 || task.everySeconds <= 0) throw new Error(`invalid scheduled task ${task.name}`);
  registry.set(task.name, task);
}

export function registeredTasks(): ScheduledTask[] {
  return [...registry.values()];
}

export type Scheduler = {
  /** runs every task that is due now on this node (and claimed by it); resolves with their names */
  runDue(): Promise<string[]>;
  /**
   * Starts no more runs and waits for the one in hand; after `graceMs` (default: as long as it takes) it
   * gives that run back instead — the task is due again at once, for any node. Later calls return the
   * first call's promise.
   */
  stop(graceMs?: number): Promise<void>;
  /** not stopped: readiness (core/ops) */
  alive(): boolean;
  readonly nodeId: string;
};

export type SchedulerOptions = {
  db: Db;
  /** default: the registered tasks */
  tasks?: () => readonly ScheduledTask[];
  /** the clock (tests move it); default: the system clock */
  now?: () => Date;
  /** how often to look for due tasks; 0: only when asked (runDue) */
  pollMs?: number;
  nodeId?: string;
  log?: JobLog;
};

export const SCHEDULER_POLL_MS = 60_000;

/**
 * Runs registered periodic tasks on every node, each run on exactly one: a node claims a run by moving the
 * task's next_run_at forward (UPDATE … WHERE next_run_at <= now RETURNING); a second node's UPDATE waits
 * for the first to commit, sees the new next_run_at and claims nothing. A run that fails is logged and
 * comes round again at the next interval.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const nodeId = options.nodeId ?? randomUUID();
  const { db } = options;
  const tasks = options.tasks ?? registeredTasks;
  const clock = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<string[]> | null = null;
  /** the task this node is running now */
  let current: string | null = null;
  const shutdown = gracefulStop(
    () => timer && clearTimeout(timer),
    () => running,
    async () => {
      const name = current;
      if (!name) return;
      // Shutdown cannot wait any longer: the run is given back (a run is safe to repeat), due at once for
      // any node; this run's record() then matches no row, as it checks locked_by.
      await withSystem(db, (tx) =>
        tx.execute(sql`UPDATE scheduled_tasks SET next_run_at = coalesce(last_started_at, now()), locked_by = NULL WHERE name = ${name} AND locked_by = ${nodeId}`),
      ).catch((error) => options.log?.error({ err: error }, 'scheduled run not released'));
    },
  );

  async function claim(task: ScheduledTask, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const next = new Date(now.getTime() + task.everySeconds * 1000).toISOString();
    return withSystem(db, async (tx) => {
      await tx.execute(sql`INSERT INTO scheduled_tasks (name, next_run_at) VALUES (${task.name}, ${at}::timestamptz) ON CONFLICT (name) DO NOTHING`);
      const row = await queryOne<{ name: string }>(
        tx,
        sql`UPDATE scheduled_tasks SET next_run_at = ${next}::timestamptz, locked_by = ${nodeId}, last_started_at = ${at}::timestamptz
            WHERE name = ${task.name} AND next_run_at <= ${at}::timestamptz RETURNING name`,
      );
      return row !== undefined;
    });
  }

  async function record(task: ScheduledTask, error: string | null): Promise<void> {
    await withSystem(db, (tx) =>
      tx.execute(sql`UPDATE scheduled_tasks SET last_finished_at = now(), last_error = ${error} WHERE name = ${task.name} AND locked_by = ${nodeId}`),
    );
  }

  async function runAll(): Promise<string[]> {
    const ran: string[] = [];
    for (const task of tasks()) {
      if (shutdown.stopped()) break;
      const now = clock();
      if (!(await claim(task, now))) continue;
      current = task.name;
      try {
        await task.run({ db, now, log: options.log });
        await record(task, null);
      } catch (error) {
        options.log?.error({ err: error, task: task.name }, 'scheduled task failed');
        await record(task, (error instanceof Error ? error.message : String(error)).slice(0, 500)).catch(() => undefined);
      } finally {
        current = null;
      }
      ran.push(task.name);
    }
    return ran;
  }

  const runDue = () => {
    running ??= runAll().finally(() => {
      running = null;
    });
    return running;
  };

  const pollMs = options.pollMs ?? SCHEDULER_POLL_MS;
  const schedule = () => {
    if (shutdown.stopped() || pollMs === 0) return;
    timer = setTimeout(() => {
      runDue()
        .catch((error) => options.log?.error({ err: error }, 'scheduler failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  };
  schedule();

  return {
    nodeId,
    runDue,
    alive: () => !shutdown.stopped(),
    stop: shutdown.stop,
  };
}

/**
 * buildApp's one line: starts this node's scheduler beside the export runner and stops it on close.
 * `pollMs` 0 keeps it off (the API tests pass jobPollMs 0 and drive their own scheduler with a fake clock).
 */
export function startScheduler(app: FastifyInstance, db: Db, options: { pollMs?: number } = {}): Scheduler {
  const scheduler = createScheduler({ db, pollMs: options.pollMs === 0 ? 0 : SCHEDULER_POLL_MS, log: app.log });
  // the graceful shutdown (core/ops/shutdown.ts) stops it earlier, bounded; this returns that same stop
  app.addHook('onClose', () => scheduler.stop());
  return scheduler;
}
