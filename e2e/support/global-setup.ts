import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';

/** What one Vitest worker's specs share: its server and its browser. */
export type SharedWorker = { baseUrl: string; wsEndpoint: string };

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** one per worker; a spec takes the one of its VITEST_POOL_ID */
    e2eWorkers: SharedWorker[];
  }
}

const SERVER_ROOT = path.resolve(import.meta.dirname, '../../apps/server');

/**
 * Which database each worker's server runs on. With PostgreSQL at hand (TEST_DATABASE_URL, as in CI) the
 * workers alternate: the first on PGlite, as `npm start` runs, the second on PostgreSQL, as production
 * does — so every run walks the pages on both, and PostgreSQL's server, quicker than PGlite's to migrate
 * and to seed a tenant, takes part of the load. TW_E2E_DB=pglite or pg puts every worker on one of them.
 */
function databaseOf(worker: number): 'pglite' | 'pg' {
  const mode = process.env.TW_E2E_DB ?? (process.env.TEST_DATABASE_URL ? 'mixed' : 'pglite');
  if (mode === 'pg' || mode === 'pglite') return mode;
  return worker % 2 === 0 ? 'pglite' : 'pg';
}

/** A fresh PostgreSQL database for one worker's server; the returned function drops it. */
async function createDatabase(worker: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TW_E2E_DB=pg needs TEST_DATABASE_URL (a PostgreSQL the tests may create databases in)');
  const name = `tw_e2e_${process.pid}_${worker}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The worker's server in a process of its own (so two workers' servers do not share one event loop). */
function forkServer(databaseUrl: string | null): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = fork(path.join(import.meta.dirname, 'server-process.ts'), [], {
    // tsx runs the server's sources as they are, with its tsconfig's `@/` paths.
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(SERVER_ROOT, 'tsconfig.json'), TW_E2E_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { baseUrl: string }) => resolve({ baseUrl: message.baseUrl, child }));
    child.once('exit', (code) => reject(new Error(`the end-to-end server exited with ${code} before listening`)));
    child.once('error', reject);
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** How many workers will run specs at once: one server and one browser each. */
function workerCount(project: TestProject): number {
  // As Vitest resolves a project's workers: fileParallelism false has already made maxWorkers 1.
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || os.availableParallelism() - 1;
  return Math.max(1, Number(workers) || 1);
}

/**
 * Once per e2e run: a server (the built web app, test routes, SMS capture, no tenant yet) and a Chromium per
 * Vitest worker, provided to the specs as `e2eWorkers`. Each spec seeds its own tenant on its worker's
 * server and connects to its worker's browser (support/setup.ts), so a spec's setup costs a seed and a
 * connection instead of a server and a browser start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const count = workerCount(project);
  const startedAt = performance.now();
  const servers: ChildProcess[] = [];
  const browsers: BrowserServer[] = [];
  const databases: Array<() => Promise<void>> = [];
  const teardown = async () => {
    await Promise.all([...browsers.map((b) => b.close()), ...servers.map(stopServer)]);
    await Promise.all(databases.map((drop) => drop().catch(() => undefined)));
  };
  try {
    const started = await Promise.all(
      Array.from({ length: count }, async (_, worker) => {
        const database = databaseOf(worker) === 'pg' ? await createDatabase(worker) : null;
        if (database) databases.push(database.drop);
        const [server, browser] = await Promise.all([
          forkServer(database?.url ?? null).then(async (s) => {
            servers.push(s.child);
            // One tenant seeded ahead warms the seed's code paths, so the first spec's seed costs what the others' do.
            const warm = await fetch(`${s.baseUrl}/api/v1/_test/tenant`, { method: 'POST' });
            if (!warm.ok) throw new Error(`the end-to-end server refused to seed a tenant: ${warm.status} ${await warm.text()}`);
            return s;
          }),
          chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }).then((b) => (browsers.push(b), b)),
        ]);
        return { baseUrl: server.baseUrl, wsEndpoint: browser.wsEndpoint() };
      }),
    );
    project.provide('e2eWorkers', started);
    const on = Array.from({ length: count }, (_, worker) => (databaseOf(worker) === 'pg' ? 'PostgreSQL' : 'PGlite')).join(', ');
    console.log(`[e2e setup] ${count} worker(s) (${on}): server and browser started in ${Math.round(performance.now() - startedAt)} ms`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
