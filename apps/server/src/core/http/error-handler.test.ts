import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp } from '@/test/test-app';
import { DATABASE_RETRY_AFTER_SECONDS, installErrorHandler } from './error-handler';

/**
 * The error handler's answers to what the database throws (docs/architecture.md §3): errors raised by the
 * real drivers (the test database's, PGlite or PostgreSQL, and node-postgres refused at a closed port), thrown
 * from routes of a bare app that has only the handler.
 */
const t = useTestApp();
let app: FastifyInstance;
const closedPort = new pg.Pool({ connectionString: 'postgres://tradewind@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });

/** What a driver threw, kept as thrown (the route rethrows it: the handler sees the driver's own error and its wrappers). */
async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const faults: Record<string, () => Promise<unknown>> = {
  // the database's own numeric overflow, through the ORM (22003)
  overflow: () => thrown(() => withSystem(t.app.database.db, (tx) => tx.execute(sql`SELECT 99999999999999::numeric(14, 2)`))),
  refused: () => thrown(() => closedPort.query('SELECT 1')),
  // what PostgreSQL sends a session when an administrator shuts it down, and a connection exception (class 08)
  shutdown: async () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }),
  lost: async () => new Error('Failed query: SELECT 1', { cause: Object.assign(new Error('connection failure during authentication'), { code: '08006' }) }),
  pool: async () => new Error('timeout exceeded when trying to connect'),
  fault: async () => new Error('something else went wrong at /srv/app.js:1:2'),
};

beforeAll(async () => {
  app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get('/fault/:kind', async (req) => {
    throw await faults[(req.params as { kind: string }).kind]();
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await closedPort.end();
});

const get = (kind: string, locale = 'zh-CN') => app.inject({ method: 'GET', url: `/fault/${kind}`, headers: { 'accept-language': locale } });

describe('the error handler and the database', () => {
  it('answers a numeric overflow the schemas did not stop with 422, naming no SQL', async () => {
    const res = await get('overflow', 'en-US');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: ErrorCode.invalid,
      message: 'A number is out of range: please check the quantities and amounts',
      data: { errors: [{ field: '_', message: 'A number is out of range: please check the quantities and amounts' }] },
    });
  });

  it('answers a database out of reach with 503 and Retry-After, in both locales, without its detail', async () => {
    for (const kind of ['refused', 'shutdown', 'lost', 'pool']) {
      for (const [locale, message] of [
        ['zh-CN', '数据库暂时无法连接，请稍后再试'],
        ['en-US', 'The database is briefly unavailable, please try again shortly'],
      ]) {
        const res = await get(kind, locale);
        expect(res.statusCode, kind).toBe(503);
        expect(res.headers['retry-after'], kind).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        const body = res.json() as { code: number; message: string; data: Record<string, unknown> };
        expect(body, kind).toMatchObject({ code: ErrorCode.unavailable, message });
        expect(Object.keys(body.data), kind).toEqual(['request_id']);
        expect(res.body, kind).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|57P01|08006|administrator|timeout|\bat \S+:\d+/);
      }
    }
  });

  it('still answers any other fault 500 without its detail', async () => {
    const res = await get('fault');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('/srv/app.js');
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
