import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import { onPostgres } from './test-app';

/**
 * How many statements `run` sends to the database, on either driver: every `query` of node-postgres's
 * clients (PostgreSQL), every query PGlite runs (its one lock per statement). BEGIN, COMMIT and the
 * session lookup count too, so compare two calls rather than trusting an absolute figure; the API tests
 * start no background work (jobs and exports run when a test asks), so nothing else runs meanwhile.
 */
export async function countStatements(run: () => Promise<unknown>): Promise<number> {
  const spy = onPostgres
    ? vi.spyOn(pg.Client.prototype, 'query')
    : vi.spyOn(PGlite.prototype as unknown as { _runExclusiveQuery: (...args: unknown[]) => Promise<unknown> }, '_runExclusiveQuery');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
