import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/test-sequencer';

const server = path.resolve(import.meta.dirname, 'apps/server/src');
const web = path.resolve(import.meta.dirname, 'apps/web/src');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const inServer = (pattern: string) => `apps/server/src/${pattern}`;

/**
 * With PostgreSQL at hand (TEST_DATABASE_URL, as in CI) the whole API suite runs there — production's
 * database, where concurrency is real — and PGlite runs what differs between the two databases, plus one
 * path through each module, since `npm start` runs on PGlite:
 * - the database layer itself: migrations against the tables, row-level security, the pool, LIKE patterns,
 *   backup and restore (PGlite's data folder dump against pg_dump);
 * - search and its indexes (trigram and the short-keyword answer; plans differ between 15 and 18);
 * - realtime fan-out and the job runner (in-process on PGlite, LISTEN/NOTIFY and SKIP LOCKED on PostgreSQL);
 * - the probes, the metrics and the graceful shutdown (the embedded session against node-postgres's pool);
 * - the demo seed, which `npm start` runs on PGlite (seed/demo-seed.test.ts, the full demo into an empty
 *   database, runs on PGlite only; seed/demo-data.test.ts, which seeds the same demo and reads every
 *   module's part back through the pages' calls, runs on PostgreSQL only: each database seeds the full
 *   demo once per run, not twice — about a minute of CPU). It is also the one path through each module on
 *   PGlite: the seed makes its staff, customers, goods, warehouses and stock, orders picked, shipped and
 *   delivered, refunds, statements and receipt notes through the modules' own functions, with three weeks
 *   of history, and the admin and a rep sign in. The modules' own API files ran here as well until they
 *   took a sixth of a loaded run's API time (the receipt note's alone 86–135 s on PGlite); the end-to-end
 *   workers' first server runs on PGlite too and walks the pages there.
 * The bad-input class test (core/http/bad-input*.test.ts, four shards, thousands of bad values to every
 * route) runs on PostgreSQL only: PGlite is PostgreSQL's own parser and executor, so the database answers
 * them alike, and PGlite (WebAssembly in the test's own process) took twice the CPU for a shard, 32 s
 * against 16 s with the database's.
 * Without TEST_DATABASE_URL every API test runs on PGlite.
 */
const PGLITE_ALSO = [
  'core/db/**/*.test.ts',
  'core/backup/backup.test.ts',
  'core/realtime/realtime.test.ts',
  'core/scale-out.test.ts',
  'core/ops/ops.test.ts',
  'modules/common/export-task/export-task.test.ts',
  // the import centre's runner, which shares the export runner's job loop (a customers file end to end)
  'modules/crm/customer/customer-import.test.ts',
  'modules/common/upload/upload.test.ts',
  'modules/crm/search/search.test.ts',
  'modules/pms/sku/sku-search.test.ts',
  'seed/demo-seed.test.ts',
];

/** With PostgreSQL at hand, what runs on PGlite only (see above). */
const PGLITE_ONLY = ['seed/demo-seed.test.ts'];

const apiProject = (name: string, db: 'pglite' | 'pg') => ({
  resolve: { alias: { '@': server } },
  test: {
    name,
    include: (db === 'pglite' && onPostgres ? PGLITE_ALSO : ['**/*.test.ts']).map(inServer),
    exclude: (db === 'pg' ? PGLITE_ONLY : []).map(inServer),
    env: { TW_TEST_DB: db },
    // Migrations, areas and menus once per run; files share their worker's app and database, each in
    // tenants of its own (apps/server/src/test/test-app.ts).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    isolate: false,
    // Generous, as a timeout only ends a hang: the concurrency tests (forty requests at once on one SKU)
    // take a few seconds on a quiet machine and several times that beside the browser tests on two cores.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    pool: 'forks' as const,
  },
});

/**
 * `npm test` runs unit tests, the API suite on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set)
 * and the end-to-end tests in Debian's Chromium.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores, a single worker on two: the API files then run
    // one after another while the other core idles (measured: 267 s alone, half the CPU in use).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The longest files first, known by name (scripts/test-sequencer.ts): on a fresh clone Vitest knows no
    // durations and started them last.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      { test: { name: 'unit', include: ['packages/contract/src/**/*.test.ts', 'eslint-rules/**/*.test.js'] } },
      { resolve: { alias: { '@': web } }, test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      apiProject('api-pglite', 'pglite'),
      ...(onPostgres ? [apiProject('api-pg', 'pg')] : []),
      'e2e/vitest.config.ts',
    ],
  },
});
