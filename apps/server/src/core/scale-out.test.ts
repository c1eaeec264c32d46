import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { useTestApp, onPostgres, type TestTenant } from '@/test/test-app';

/**
 * API nodes are stateless (docs/architecture.md §2): a second node over the same database — its own pool on
 * PostgreSQL, the same embedded instance on PGlite — honours the first node's sessions and data.
 */
const t = useTestApp();
let second: FastifyInstance;
let tenant: TestTenant;

beforeAll(async () => {
  second = onPostgres ? await buildApp(t.config, { prepared: true }) : await buildApp(t.config, { database: t.app.database, prepared: true });
  tenant = await t.tenant({});
});
afterAll(async () => {
  await second.close();
});

const on = async (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  (await app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload: body as object | undefined })).json() as {
    code: number;
    data: { id: number; name: string };
  };

describe('two API nodes on one database', () => {
  it('share sessions, writes and revocations', async () => {
    const token = await t.login(tenant.accounts.admin);
    const created = await on(second, 'POST', '/store', token, { name: 'Made on node two' });
    expect(created.code).toBe(200);
    const read = await on(t.app, 'GET', `/store/${created.data.id}`, token);
    expect(read.data.name).toBe('Made on node two');
    expect((await on(t.app, 'POST', '/auth/logout', token)).code).toBe(200);
    expect((await on(second, 'GET', '/auth/info', token)).code).toBe(401);
  });

  it('migrates idempotently when a node starts against an up-to-date database', async () => {
    const third = onPostgres ? await buildApp(t.config, { prepared: true }) : await buildApp(t.config, { database: t.app.database, prepared: true });
    const token = await t.login(tenant.accounts.clerk);
    expect((await on(third, 'GET', '/auth/info', token)).code).toBe(200);
    await third.close();
  });
});
