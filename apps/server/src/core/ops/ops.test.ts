import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@/app';
import { readOpsConfig } from '@/config';
import { openDatabase, queryOne, type Db } from '@/core/db/database';
import { migrationFiles } from '@/core/db/migrate';
import { withSystem } from '@/core/db/tenancy';
import { createExportRunner } from '@/core/jobs/export-runner';
import { createScheduler } from '@/core/jobs/scheduler';
import { onPostgres, useTestApp, type TestTenant } from '@/test/test-app';
import { registerHealthRoutes } from './health.routes';
import { createReadiness } from './readiness';
import { shutdownGracefully } from './shutdown';

/** A promise resolved from outside. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const t = useTestApp();
const TOKEN = 'metrics-token-0123456789';
/** a second node on the worker's database, with a metrics token and a built web app (its SPA fallback) */
let node: FastifyInstance;
let webDist: string;
let tenant: TestTenant;
/** the slow call of the shutdown test: it has arrived; it may answer */
const arrived = gate();
const release = gate();

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-ops-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tradewind</title>');
  const config = { ...t.config, metricsToken: TOKEN, webDist };
  // its own pool on PostgreSQL, so its shutdown closes it; the same embedded instance on PGlite
  node = onPostgres ? await buildApp(config, { prepared: true, jobPollMs: 0 }) : await buildApp(config, { database: t.app.database, prepared: true, jobPollMs: 0 });
  // a slow call that still needs the database when it ends
  node.get('/_slow', async () => {
    arrived.open();
    await release.promise;
    return { answer: (await queryOne<{ one: number }>(node.database.db, sql`SELECT 1 AS one`))?.one };
  });
  tenant = await t.tenant({});
});
afterAll(async () => {
  release.open();
  await shutdownGracefully(node, { timeoutMs: 1000 });
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'GET', url, ...options });

const actionLogCount = async () => (await withSystem(t.app.database.db, (tx) => queryOne<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM action_logs`)))!.n;

describe('health and readiness', () => {
  it('answers /healthz and /readyz at the root with bare bodies, ahead of the web app’s fallback and outside the action log', async () => {
    const logged = await actionLogCount();
    for (const app of [t.app, node]) {
      const health = await get(app, '/healthz', { remoteAddress: '203.0.113.7' });
      expect([health.statusCode, health.body, health.headers['content-type']]).toEqual([200, 'ok', 'text/plain; charset=utf-8']);
      const ready = await get(app, '/readyz', { remoteAddress: '203.0.113.7' });
      expect([ready.statusCode, ready.body]).toEqual([200, 'ready']);
      expect(ready.headers['cache-control']).toBe('no-store');
    }
    // the fallback serves the page for client routes, not for the probes
    expect((await get(node, '/crm/customers')).body).toContain('<title>Tradewind</title>');
    expect(await actionLogCount()).toBe(logged);
  });

  it('is not ready while the database does not answer, a job loop stopped or shutdown started', async () => {
    const probe = Fastify();
    // a database nobody listens on: connecting fails at once
    const unreachable = await openDatabase({ ...t.config, databaseUrl: 'postgres://nobody@127.0.0.1:9/none' });
    // and one that never answers: the probe gives up at its timeout
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const loop = { alive: () => true };
    const FIRST = migrationFiles()[0];
    const readiness = {
      unreachable: createReadiness({ db: unreachable.db, migrations: [FIRST], jobs: [loop] }),
      hanging: createReadiness({ db: hanging, migrations: [FIRST], jobs: [loop], timeoutMs: 20 }),
      behind: createReadiness({ db: t.app.database.db, migrations: [FIRST, '9999_not_yet.sql'], jobs: [loop] }),
      stopped: createReadiness({ db: t.app.database.db, migrations: [FIRST], jobs: [loop, { alive: () => false }] }),
      fine: createReadiness({ db: t.app.database.db, migrations: [FIRST], jobs: [loop] }),
    };
    for (const [name, r] of Object.entries(readiness)) probe.register(async (scope) => registerHealthRoutes(scope, r), { prefix: `/${name}` });
    const status = async (name: string) => {
      const res = await get(probe, `/${name}/readyz`);
      return [res.statusCode, res.body];
    };
    expect(await status('unreachable')).toEqual([503, 'not ready']);
    expect(await status('hanging')).toEqual([503, 'not ready']);
    expect(await status('behind')).toEqual([503, 'not ready']);
    expect(await status('stopped')).toEqual([503, 'not ready']);
    expect(await status('fine')).toEqual([200, 'ready']);
    readiness.fine.drain();
    expect(await status('fine')).toEqual([503, 'not ready']);
    expect((await get(probe, '/fine/healthz')).statusCode).toBe(200);
    await probe.close();
    await unreachable.close();
  });
});

const sample = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe('metrics', () => {
  it('counts requests by route pattern and status, never by raw URL', async () => {
    const route = 'route="/api/v1/crm/customer/:id"';
    const before = sample((await get(t.app, '/metrics')).body, 'tradewind_http_requests_total', route) ?? 0;
    const detail = await t.call('GET', '/crm/customer/987654321', { token: tenant.tokens.admin });
    expect(detail.code).toBe(404);
    await get(t.app, '/no/such/987654321/page');
    const res = await get(t.app, '/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(sample(res.body, 'tradewind_http_requests_total', `method="GET",${route},status_code="200"`)).toBe(before + 1);
    expect(sample(res.body, 'tradewind_http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(1);
    expect(res.body).toContain('route="unmatched",status_code="404"');
    expect(res.body).not.toContain('987654321');
  });

  it('reports the pool, the job queues, the realtime sockets, the ledger re-sums and the process', async () => {
    const text = (await get(t.app, '/metrics')).body;
    expect(sample(text, 'tradewind_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
    if (onPostgres) expect(text).toContain('tradewind_db_pool_connections{state="waiting"}');
    expect(sample(text, 'tradewind_export_tasks', 'state="waiting"')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^tradewind_export_oldest_waiting_seconds \d/m);
    expect(text).toMatch(/^tradewind_scheduled_tasks_due \d/m);
    expect(text).toMatch(/^tradewind_realtime_connections 0$/m);
    // the worker's database holds every earlier file's data, re-summed after each: no differences
    expect(sample(text, 'tradewind_ledger_differences', 'ledger="stock"')).toBe(0);
    expect(sample(text, 'tradewind_ledger_differences', 'ledger="money"')).toBe(0);
    expect(sample(text, 'tradewind_ledger_check_timestamp_seconds', 'ledger="money"')).toBeGreaterThan(Date.now() / 1000 - 3600);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('answers loopback by its socket address, others only with the configured token', async () => {
    expect((await get(t.app, '/metrics', { remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await get(t.app, '/metrics', { remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    // no token configured on the worker's app: nobody else, whatever they claim
    const outside = { remoteAddress: '203.0.113.7' };
    expect((await get(t.app, '/metrics', { ...outside, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    expect((await get(t.app, '/metrics', { ...outside, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    // the node with a token, behind its web app's fallback: a bare 404, not the page
    const refused = await get(node, '/metrics', { ...outside, headers: { authorization: 'Bearer wrong-token-0123456789' } });
    expect([refused.statusCode, refused.body]).toEqual([404, 'Not Found']);
    const allowed = await get(node, '/metrics', { ...outside, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('tradewind_http_requests_total');
  });
});

describe('the operations settings', () => {
  it('default to a 10 s shutdown, no metrics token and an hourly re-sum, and name a bad value', () => {
    expect(readOpsConfig({})).toEqual({ shutdownTimeoutMs: 10_000, metricsToken: null, ledgerCheckMinutes: 60 });
    expect(readOpsConfig({ SHUTDOWN_TIMEOUT_SECONDS: '2.5', METRICS_TOKEN: TOKEN, METRICS_LEDGER_CHECK_MINUTES: '0' })).toEqual({
      shutdownTimeoutMs: 2500,
      metricsToken: TOKEN,
      ledgerCheckMinutes: 0,
    });
    expect(() => readOpsConfig({ SHUTDOWN_TIMEOUT_SECONDS: 'soon', METRICS_TOKEN: 'short' })).toThrow(
      /SHUTDOWN_TIMEOUT_SECONDS must be a number from 0 to 600 \(got 'soon'\)\n {2}- METRICS_TOKEN must be at least 16 characters/,
    );
  });
});

describe('graceful shutdown', () => {
  it('gives an export in hand back for another node when it cannot finish in time', async () => {
    await t.app.exportRunner.runOnce(); // earlier files' tasks out of the way
    const started = await t.call<{ id: number }>('GET', '/staffs/export', { token: tenant.tokens.admin });
    const storing = gate();
    const stuck = createExportRunner({
      db: t.app.database.db,
      pollMs: 0,
      // the workbook is written; storing it never ends
      storage: { ...t.app.storage, writeFile: () => (storing.open(), new Promise<never>(() => undefined)) },
    });
    void stuck.runOnce();
    await storing.promise;
    await stuck.stop(10);
    expect(stuck.alive()).toBe(false);
    const row = await withSystem(t.app.database.db, (tx) =>
      queryOne<{ export_status: number; locked_by: string | null; attempts: number }>(tx, sql`SELECT export_status, locked_by, attempts FROM export_tasks WHERE id = ${started.data.id}`),
    );
    expect(row).toEqual({ export_status: 1, locked_by: null, attempts: 0 });
    await t.app.exportRunner.runOnce();
    const done = await withSystem(t.app.database.db, (tx) => queryOne<{ export_status: number }>(tx, sql`SELECT export_status FROM export_tasks WHERE id = ${started.data.id}`));
    expect(done?.export_status).toBe(2);
  });

  it('gives a scheduled run in hand back, due again at once', async () => {
    const name = `ops-stuck-${Date.now()}`;
    const running = gate();
    const scheduler = createScheduler({
      db: t.app.database.db,
      pollMs: 0,
      tasks: () => [{ name, everySeconds: 3600, run: () => (running.open(), new Promise<never>(() => undefined)) }],
    });
    void scheduler.runDue();
    await running.promise;
    await scheduler.stop(10);
    const row = await withSystem(t.app.database.db, (tx) =>
      queryOne<{ due: boolean; locked_by: string | null }>(tx, sql`SELECT next_run_at <= now() AS due, locked_by FROM scheduled_tasks WHERE name = ${name}`),
    );
    expect(row).toEqual({ due: true, locked_by: null });
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`DELETE FROM scheduled_tasks WHERE name = ${name}`));
  });

  it('finishes a request in flight, refuses new connections and closes the pool', async () => {
    await node.listen({ port: 0, host: '127.0.0.1' });
    const { port } = node.server.address() as net.AddressInfo;
    const slow = new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/_slow', agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    await arrived.promise;

    const shutdown = shutdownGracefully(node, { timeoutMs: 10_000 });
    expect(shutdownGracefully(node, { timeoutMs: 1 })).toBe(shutdown);
    expect(node.readiness.draining).toBe(true);
    expect(await node.readiness.check()).toBe(false);
    await vi.waitFor(() => expect(node.server.listening).toBe(false));
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.on('connect', () => (socket.destroy(), resolve('connected')));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');

    release.open();
    expect(await slow).toEqual({ status: 200, body: '{"answer":1}' });
    expect(await shutdown).toEqual({ drained: true });
    expect(node.exportRunner.alive()).toBe(false);
    expect(node.scheduler.alive()).toBe(false);
    if (onPostgres) expect(node.database.pool?.ended).toBe(true);
  });
});
