import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import { readConfig, type Config } from '@/config';
import type { Db } from '@/core/db/database';
import { createBenchDb, reuseBenchDb, type BenchDb } from './bench-db';
import { exitAfter } from './deadline';

export type BenchApp = {
  benchDb: BenchDb;
  /** the name of a kept database an earlier run generated (REUSE_DB), whose data is measured again */
  reused: string | undefined;
  config: Config;
  app: FastifyInstance;
  db: Db;
  /** runs before the servers close and the database is dropped (a latency client's `close`) */
  onCleanup(fn: () => void): void;
  /** closes the servers and drops the database (unless KEEP_DB=1); once */
  finish(): Promise<void>;
};

/**
 * A Tradewind server on a throw-away bench database (or the kept one REUSE_DB names), bounded to
 * `deadlineSeconds`: what a latency bench starts with. Call `finish` in a `finally`.
 */
export async function startBenchApp(deadlineSeconds: number): Promise<BenchApp> {
  const reused = process.env.REUSE_DB;
  const benchDb = reused ? reuseBenchDb(reused) : await createBenchDb();
  const servers: FastifyInstance[] = [];
  const hooks: Array<() => void> = [];
  const cleanup = async () => {
    for (const hook of hooks.splice(0)) hook();
    for (const s of servers.splice(0)) await s.close().catch(() => undefined);
    await benchDb.drop();
  };
  const cancelDeadline = exitAfter(deadlineSeconds, cleanup);
  // Stored files (imports, exports) under bench/.data, which git ignores: the default ./data is bench/data,
  // the benches' committed instances.
  const dataDir = path.resolve(import.meta.dirname, '../.data');
  const config = readConfig({}, { databaseUrl: benchDb.url, dataDir, logLevel: 'warn', webDist: null, host: '127.0.0.1', port: 0, seedDemo: false, scryptCost: 1024 });
  // no scheduled tasks: the nightly rollup check or the pool release started on a half-loaded database would
  // run beside the measurement (seen: the rollup check, planned on empty tables, for the whole of a run)
  const app = await buildApp(config, { schedulerPollMs: 0 });
  servers.push(app);
  app.database.pool?.on('error', () => undefined);
  return {
    benchDb,
    reused,
    config,
    app,
    db: app.database.db,
    onCleanup: (fn) => hooks.push(fn),
    finish: async () => {
      cancelDeadline();
      await cleanup();
    },
  };
}
