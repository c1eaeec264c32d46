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
    /**
     * The server on PGlite that specs asking for the embedded database use (`useServerAndBrowser({ embedded:
     * true })`: the walk through every page), when the workers' own servers run on PostgreSQL; null when they
     * run on PGlite themselves, or every server is asked to run on PostgreSQL (TW_E2E_DB=pg).
     */
    e2eEmbedded: string | null;
  }
}

const SERVER_ROOT = path.resolve(import.meta.dirname, '../../apps/server');

/**
 * Which database the servers run on. With PostgreSQL at hand (TEST_DATABASE_URL, as in CI) the workers'
 * servers run on PostgreSQL, as production does, and one more server runs on PGlite, as `npm start` does,
 * for the specs that ask for it: the walk through every page of the menu (both halves, one per worker, side
 * by side on it), so every page opens on PGlite in every run, and the journeys run on PostgreSQL. Half the
 * journeys ran on PGlite, on one of the two workers, until they were measured: four specs took their server 56 CPU-s on PGlite against 28 on
 * PostgreSQL (and 4.5 of PostgreSQL's own), their browser 98 against 80 (answers that come later are waited
 * for with more of Playwright's polls), 113 s against 82; what differs between the databases stays tested on
 * PGlite by the API suite (vitest.config.ts) and the demo seed. Without TEST_DATABASE_URL every server runs
 * on PGlite; TW_E2E_DB=pglite or pg puts every server on one of them (pg: no embedded server).
 */
type E2eDatabases = { workers: 'pglite' | 'pg'; embedded: boolean };
function databases(): E2eDatabases {
  const mode = process.env.TW_E2E_DB ?? (process.env.TEST_DATABASE_URL ? 'mixed' : 'pglite');
  if (mode === 'pg' || mode === 'pglite') return { workers: mode, embedded: false };
  return { workers: 'pg', embedded: true };
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
 * Vitest worker, provided to the specs as `e2eWorkers`, and with PostgreSQL at hand one server on PGlite
 * (`e2eEmbedded`, see `databases`). Each spec seeds its own tenant on its worker's server (or the embedded
 * one) and connects to its worker's browser (support/setup.ts), so a spec's setup costs a seed and a
 * connection instead of a server and a browser start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const count = workerCount(project);
  const startedAt = performance.now();
  const servers: ChildProcess[] = [];
  const browsers: BrowserServer[] = [];
  const dropDatabases: Array<() => Promise<void>> = [];
  const teardown = async () => {
    await Promise.all([...browsers.map((b) => b.close()), ...servers.map(stopServer)]);
    await Promise.all(dropDatabases.map((drop) => drop().catch(() => undefined)));
  };
  const on = databases();
  /** A server on PostgreSQL (a database of its own) or PGlite, with one tenant seeded ahead. */
  const startServer = async (pgDatabase: number | null) => {
    const database = pgDatabase === null ? null : await createDatabase(pgDatabase);
    if (database) dropDatabases.push(database.drop);
    const s = await forkServer(database?.url ?? null);
    servers.push(s.child);
    // One tenant seeded ahead warms the seed's code paths, so the first spec's seed costs what the others' do.
    const warm = await fetch(`${s.baseUrl}/api/v1/_test/tenant`, { method: 'POST' });
    if (!warm.ok) throw new Error(`the end-to-end server refused to seed a tenant: ${warm.status} ${await warm.text()}`);
    return s.baseUrl;
  };
  try {
    const [started, embedded] = await Promise.all([
      Promise.all(
        Array.from({ length: count }, async (_, worker) => {
          const [baseUrl, browser] = await Promise.all([
            startServer(on.workers === 'pg' ? worker : null),
            chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }).then((b) => (browsers.push(b), b)),
          ]);
          return { baseUrl, wsEndpoint: browser.wsEndpoint() };
        }),
      ),
      on.embedded ? startServer(null) : null,
    ]);
    project.provide('e2eWorkers', started);
    project.provide('e2eEmbedded', embedded);
    const where = `${on.workers === 'pg' ? 'PostgreSQL' : 'PGlite'}${embedded ? ', the walk through every page on PGlite' : ''}`;
    console.log(`[e2e setup] ${count} worker(s) (${where}): servers and browsers started in ${Math.round(performance.now() - startedAt)} ms`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
