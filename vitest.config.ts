import path from 'node:path';
import { defineConfig } from 'vitest/config';

const server = path.resolve(import.meta.dirname, 'apps/server/src');
const web = path.resolve(import.meta.dirname, 'apps/web/src');

const apiProject = (name: string, db: 'pglite' | 'pg') => ({
  resolve: { alias: { '@': server } },
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
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
