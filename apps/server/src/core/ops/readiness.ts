import { sql } from 'drizzle-orm';
import { queryOne, type Db } from '@/core/db/database';
import { settlesWithin } from '@/core/jobs/settle';

/** A readiness probe that the database does not answer in this time counts as not ready. */
export const READY_TIMEOUT_MS = 2000;

export type Readiness = {
  /** whether this node should take traffic: the database answers, every migration is applied, the jobs run */
  check(): Promise<boolean>;
  /** shutdown started: every later check answers false */
  drain(): void;
  readonly draining: boolean;
};

export type ReadinessOptions = {
  db: Db;
  /** the migration files this build ships (core/db/migrate.ts) */
  migrations: readonly string[];
  /** the export runner and the scheduler */
  jobs: ReadonlyArray<{ alive(): boolean }>;
  timeoutMs?: number;
};

/**
 * GET /readyz's answer (docs/architecture.md §2 "Operations"). One probe at a time: while the database does
 * not answer, later checks wait on the same probe (bounded by the timeout) instead of piling up queries.
 */
export function createReadiness(options: ReadinessOptions): Readiness {
  const { db, migrations, jobs } = options;
  let draining = false;
  let probing: Promise<boolean> | null = null;

  const probe = async (): Promise<boolean> => {
    const row = await queryOne<{ applied: number }>(db, sql`SELECT count(*)::int AS applied FROM _migrations WHERE name IN ${[...migrations]}`);
    return row?.applied === migrations.length;
  };

  return {
    get draining() {
      return draining;
    },
    drain: () => {
      draining = true;
    },
    check: async () => {
      if (draining || !jobs.every((job) => job.alive())) return false;
      const current = (probing ??= probe()
        .catch(() => false)
        .finally(() => {
          probing = null;
        }));
      let answer = false;
      const settled = await settlesWithin(
        current.then((ok) => {
          answer = ok;
        }),
        options.timeoutMs ?? READY_TIMEOUT_MS,
      );
      return settled && answer && !draining;
    },
  };
}
