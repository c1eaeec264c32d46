import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { percentile, positiveInt } from './lib/runs';

/**
 * Claiming a coupon with a code (marketing README "Coupons"): CLIENTS concurrent clients (default 50), each
 * claiming one code after another for DURATION seconds, every claim a code of its own for one of CUSTOMERS
 * customers. Three ways, the same data, in one run:
 * - `tradewind`: POST /marketing/coupon/claim through the whole request (token, transaction, RLS, zod,
 *   the claim: the customer's advisory lock and limit, the code row locked, customer coupon and code
 *   written, the coupon's conditional count update last, the action log);
 * - `bare, count last`: the same statements on a pg pool of the same size, without the API around them;
 * - `naive, lock first`: what a first try writes — the coupon's row `SELECT … FOR UPDATE` at the start, then
 *   the checks and writes — on the same pool: every claim waits for the whole previous transaction.
 * After each run the coupon's issued_count must equal the coupons written and the codes claimed (exact).
 * Goal (issue 34 item 10): p95 ≤ 10 ms with 50 clients.
 */
const CLIENTS = positiveInt('CLIENTS', 50);
const DURATION = positiveInt('DURATION', 10);
const WARMUP = positiveInt('WARMUP', 2);
const CUSTOMERS = positiveInt('CUSTOMERS', 2000);
const POOL = positiveInt('PG_POOL_MAX', 10);
const CODES = 120_000;

const log = (line: string) => process.stdout.write(`${line}\n`);

/** What the load process is told: where to send claims (HTTP or a database URL) and which codes and customers to use. */
type Job = { kind: 'http' | 'bare' | 'naive'; target: string; token: string; tenantId: number; couponId: number; prefix: string; customers: number[]; clients: number; seconds: number; warmup: number; pool: number };
type Result = { latencies: number[]; failures: string[]; done: number };

if (process.argv.includes('--load')) {
  process.once('message', (job: Job) => void load(job).then((r) => process.send?.(r, () => process.exit(0))));
} else {
  await main();
}

/** The claims of one way, from a process of its own: `clients` loops, each claiming the next code until time is up. */
async function load(job: Job): Promise<Result> {
  const pool = job.kind === 'http' ? null : new pg.Pool({ connectionString: job.target, max: job.pool });
  let next = 0;
  const latencies: number[] = [];
  const failures: string[] = [];
  let done = 0;
  const start = performance.now();
  const measureFrom = start + job.warmup * 1000;
  const end = measureFrom + job.seconds * 1000;
  const claimOne = async () => {
    const code = `${job.prefix}${String((next += 1)).padStart(7, '0')}`;
    const customer = job.customers[next % job.customers.length];
    if (job.kind === 'http') {
      const res = await fetch(job.target, { method: 'POST', headers: { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ customer_id: customer, code }) });
      const body = (await res.json()) as { code: number; message: string };
      if (body.code !== 200) throw new Error(`${body.code} ${body.message}`);
      return;
    }
    const client = await pool!.connect();
    try {
      await client.query('BEGIN');
      if (job.kind === 'naive') await client.query('SELECT id FROM marketing_coupons WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [job.tenantId, job.couponId]);
      else await client.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [0x0c0d01, customer]);
      const found = await client.query<{ id: string; coupon_id: number; customer_coupon_id: string | null }>('SELECT id, coupon_id, customer_coupon_id FROM marketing_coupon_codes WHERE tenant_id = $1 AND code = $2 FOR UPDATE', [job.tenantId, code]);
      const row = found.rows[0];
      if (!row || row.customer_coupon_id !== null) throw new Error(`code ${code} not claimable`);
      const coupon = await client.query<{ per_customer: number; status: number; issued_count: number; total_count: number }>('SELECT per_customer, status, issued_count, total_count FROM marketing_coupons WHERE tenant_id = $1 AND id = $2', [job.tenantId, row.coupon_id]);
      {
        const held = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM marketing_customer_coupons WHERE tenant_id = $1 AND coupon_id = $2 AND customer_id = $3', [job.tenantId, row.coupon_id, customer]);
        if (held.rows[0].n >= coupon.rows[0].per_customer || coupon.rows[0].issued_count >= coupon.rows[0].total_count) throw new Error('limit');
      }
      const made = await client.query<{ id: string }>(
        `INSERT INTO marketing_customer_coupons (tenant_id, coupon_id, customer_id, source, code_id, status, valid_from, valid_to) VALUES ($1, $2, $3, 3, $4, 1, now(), now() + interval '30 days') RETURNING id`,
        [job.tenantId, row.coupon_id, customer, row.id],
      );
      await client.query('UPDATE marketing_coupon_codes SET customer_coupon_id = $1, claimed_at = now() WHERE tenant_id = $2 AND id = $3', [made.rows[0].id, job.tenantId, row.id]);
      const taken = await client.query('UPDATE marketing_coupons SET issued_count = issued_count + 1 WHERE tenant_id = $1 AND id = $2 AND status = 1 AND issued_count < total_count RETURNING id', [job.tenantId, row.coupon_id]);
      if (taken.rowCount !== 1) throw new Error('exhausted');
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK');
      throw e;
    } finally {
      client.release();
    }
  };
  await Promise.all(
    Array.from({ length: job.clients }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await claimOne();
          if (t0 >= measureFrom) {
            latencies.push(performance.now() - t0);
            done += 1;
          }
        } catch (e) {
          if (failures.length < 5) failures.push((e as Error).message);
        }
      }
    }),
  );
  await pool?.end();
  return { latencies, failures, done };
}

function runLoad(job: Job): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load'], { execArgv: ['--import', import.meta.resolve('tsx/esm')], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (r: Result) => resolve(r));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load process exited with ${code}`))));
    child.send(job);
  });
}

async function main(): Promise<void> {
  const { sql } = await import('drizzle-orm');
  const { buildApp } = await import('@/app');
  const { readConfig } = await import('@/config');
  const { queryRows } = await import('@/core/db/database');
  const { withSystem } = await import('@/core/db/tenancy');
  const { setupTenant } = await import('@/modules/system/tenant');
  const { createBenchDb, serverVersion } = await import('./lib/bench-db');
  const { adminTenantSpec, BENCH_PASSWORD } = await import('./lib/generate');
  const { exitAfter } = await import('./lib/deadline');
  const { formatTable, machineLine, ms } = await import('./lib/report');

  const benchDb = await createBenchDb();
  const servers: FastifyInstance[] = [];
  const cleanup = async () => {
    for (const s of servers.splice(0)) await s.close().catch(() => undefined);
    await benchDb.drop();
  };
  const cancelDeadline = exitAfter(600, cleanup);
  try {
    const config = readConfig({}, { databaseUrl: benchDb.url, logLevel: 'warn', webDist: null, host: '127.0.0.1', port: 0, seedDemo: false, scryptCost: 1024 });
    const app = await buildApp(config);
    servers.push(app);
    const db = app.database.db;
    const ids = await withSystem(db, (tx) => setupTenant(tx, adminTenantSpec('Bench coupons'), config.scryptCost));
    const tenantId = ids.tenantId;
    log(`coupon-claim: ${CUSTOMERS} customers, three coupons of ${CODES} codes each in ${benchDb.name}…`);
    const customers = await withSystem(db, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO crm_customers (tenant_id, store_id, name, phone, status, sales_type) SELECT ${tenantId}, ${ids.stores.a}, '客户' || g, (15000000000 + g)::text, 1, 0 FROM generate_series(1, ${CUSTOMERS}) g RETURNING id`,
      ),
    );
    const kinds = ['http', 'bare', 'naive'] as const;
    const couponIds = new Map<string, number>();
    for (const kind of kinds) {
      const [c] = await withSystem(db, (tx) =>
        queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO marketing_coupons (tenant_id, name, type, threshold, amount, total_count, per_customer, validity_type, valid_days, take_type)
              VALUES (${tenantId}, ${`bench ${kind}`}, 1, 100, 10, 10000000, 1000, 2, 30, 2) RETURNING id`,
        ),
      );
      couponIds.set(kind, c.id);
      await withSystem(db, (tx) =>
        tx.execute(sql`INSERT INTO marketing_coupon_codes (tenant_id, coupon_id, code, batch) SELECT ${tenantId}, ${c.id}, ${kind.slice(0, 1).toUpperCase()} || lpad(g::text, 7, '0'), 1 FROM generate_series(1, ${CODES}) g`),
      );
    }
    await db.execute(sql`VACUUM ANALYZE marketing_coupon_codes`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const login = (await (await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'bench_admin', password: BENCH_PASSWORD }) })).json()) as { data: { token: string } };
    const token = login.data.token;

    type Row = { name: string; done: number; rps: number; p50: number; p95: number; p99: number; exact: string };
    const rows: Row[] = [];
    const names = { http: 'tradewind (HTTP)', bare: 'bare SQL, count last', naive: 'naive SQL, lock first' };
    for (const kind of kinds) {
      log(`coupon-claim: ${names[kind]}, ${CLIENTS} clients, ${DURATION} s (+${WARMUP} s warm-up)`);
      const couponId = couponIds.get(kind)!;
      const result = await runLoad({
        kind,
        target: kind === 'http' ? `${base}/marketing/coupon/claim` : benchDb.url,
        token,
        tenantId,
        couponId,
        prefix: kind.slice(0, 1).toUpperCase(),
        customers: customers.map((c) => c.id),
        clients: CLIENTS,
        seconds: DURATION,
        warmup: WARMUP,
        pool: POOL,
      });
      if (result.failures.length) throw new Error(`${kind}: claims failed: ${result.failures.join('; ')}`);
      const [check] = await withSystem(db, (tx) =>
        queryRows<{ issued: number; held: number; codes: number }>(
          tx,
          sql`SELECT issued_count AS issued, (SELECT count(*)::int FROM marketing_customer_coupons WHERE coupon_id = ${couponId}) AS held,
                     (SELECT count(*)::int FROM marketing_coupon_codes WHERE coupon_id = ${couponId} AND customer_coupon_id IS NOT NULL) AS codes
                FROM marketing_coupons WHERE id = ${couponId}`,
        ),
      );
      if (check.issued !== check.held || check.held !== check.codes) throw new Error(`${kind}: issued_count ${check.issued}, coupons ${check.held}, codes claimed ${check.codes}`);
      const sorted = [...result.latencies].sort((a, b) => a - b);
      rows.push({ name: names[kind], done: result.done, rps: result.done / DURATION, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), exact: `${check.issued} = ${check.held} = ${check.codes}` });
    }
    log('');
    log(machineLine(await serverVersion(benchDb.url)));
    log(`${CLIENTS} clients, ${DURATION} s each, pg pool ${POOL}, ${CUSTOMERS} customers, per-customer limit 1000`);
    log(
      formatTable(
        [
          { title: 'claim', value: (r: Row) => r.name, align: 'left' },
          { title: 'claims', value: (r) => String(r.done) },
          { title: 'claims/s', value: (r) => r.rps.toFixed(0) },
          { title: 'p50', value: (r) => ms(r.p50) },
          { title: 'p95', value: (r) => ms(r.p95) },
          { title: 'p99', value: (r) => ms(r.p99) },
          { title: 'issued = held = codes', value: (r) => r.exact },
        ],
        rows,
      ),
    );
  } finally {
    cancelDeadline();
    await cleanup();
  }
}
