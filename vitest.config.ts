import path from 'node:path';
import { defineConfig } from 'vitest/config';

const server = path.resolve(import.meta.dirname, 'apps/server/src');
const web = path.resolve(import.meta.dirname, 'apps/web/src');

/**
 * The bad-input class test (core/http/bad-input.suite.ts, four shards) sends thousands of bad values to
 * every route. PGlite is PostgreSQL's own parser and executor, so the database's answers to them are
 * the same on both; on PostgreSQL only the fourth shard runs, as a spot check of the driver's path (the
 * other three cost some five minutes of CI there). Each route's own rejection tests run on both.
 */
const PGLITE_ONLY = ['apps/server/src/core/http/bad-input.test.ts', 'apps/server/src/core/http/bad-input-2.test.ts', 'apps/server/src/core/http/bad-input-3.test.ts'];

const apiProject = (name: string, db: 'pglite' | 'pg') => ({
  resolve: { alias: { '@': server } },
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    exclude: db === 'pg' ? PGLITE_ONLY : [],
    env: { TW_TEST_DB: db },
    // Migrations, areas and menus once per run; files share their worker's app and database, each in
    // tenants of its own (apps/server/src/test/test-app.ts).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

/**
 * `npm test` runs unit tests, the API suite on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set)
 * and the end-to-end tests in Debian's Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/contract/src/**/*.test.ts', 'eslint-rules/**/*.test.js'] } },
      { resolve: { alias: { '@': web } }, test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'pg')] : []),
      'e2e/vitest.config.ts',
    ],
  },
});
