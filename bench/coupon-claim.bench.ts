import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { percentile, positiveInt } from './lib/runs';

/**
 * Claiming a coupon with a code (marketing README "Coupons"; issue 34 item 10: claiming p95 ≤ 10 ms with 50
 * clients). CLIENTS (50) counter clerks, each signed in with a role that may only claim and each claiming
 * for a customer of their own, as staff claim a code a customer brought (`POST /marketing/coupon/claim`).
 * Two measurements in one run, every claim a code of its own:
 * - **open loop** (the goal): the clerks' claims arrive as a Poisson process of RATE claims/s in all, whether
 *   or not earlier ones were answered, for DURATION seconds after WARMUP; each claim's time runs from the
 *   moment it was due, not from when it was sent, so queueing in the server — or in the load process — is
 *   counted, never hidden (no coordinated omission). Run at each of RATES on one hot coupon, and at the
 *   highest rate over COUPONS coupons;
 * - **closed loop** (capacity): each clerk claims again as soon as answered, for DURATION seconds —
 *   Tradewind on one coupon and over COUPONS coupons; the same claim statements on a bare pg pool of the
 *   same size (the advisory lock and the claim statement of `claim-statement.ts`, in the tenant's RLS, no
 *   HTTP, no session, no action log); and the naive claim, which locks the coupon's row first.
 * After every run the coupons' issued_count must equal the coupons written, the codes claimed and the
 * claims answered 200, and no customer may hold more than PER_CUSTOMER of a coupon, or the bench fails.
 */
const CLIENTS = positiveInt('CLIENTS', 50);
const DURATION = positiveInt('DURATION', 10);
const WARMUP = positiveInt('WARMUP', 2);
const RATE = positiveInt('RATE', 50);
const RATES = [...new Set([...(process.env.RATES ?? '25,50,100,200').split(',').map((v) => Number(v.trim())), RATE])]
  .filter((v) => Number.isInteger(v) && v > 0)
  .sort((a, b) => a - b);
const COUPONS = positiveInt('COUPONS', 10);
const PER_CUSTOMER = positiveInt('PER_CUSTOMER', 1000);
const POOL = positiveInt('PG_POOL_MAX', 10);
const LOOPS = (process.env.LOOPS ?? 'open,closed').split(',').map((v) => v.trim());
/** codes made for each closed-loop run: more than the fastest way claims in WARMUP + DURATION seconds */
const CLOSED_CODES = positiveInt('CLOSED_CODES', 100_000);

const log = (line: string) => process.stdout.write(`${line}\n`);

type Clerk = { token: string; customer: number };
/** What a load process is told: how to claim, by whom, which codes, and at what pace. */
type Job = {
  kind: 'http' | 'bare' | 'naive';
  loop: 'open' | 'closed';
  /** the claim's URL, or the database's */
  target: string;
  clerks: Clerk[];
  tenantId: number;
  staffId: number;
  prefix: string;
  codes: number;
  /** open loop: claims per second, all clerks together */
  rate: number;
  seconds: number;
  warmup: number;
  pool: number;
};
type Result = {
  /** ms from due (open) or sent (closed) to the answer, of the claims due in the measured seconds */
  latencies: number[];
  /** open loop: ms from due to sent (the load process's own lateness) */
  lags: number[];
  /** claims due (open) or answered (closed) in the measured seconds */
  measured: number;
  /** claims answered 200, warm-up and the measured seconds */
  claimed: number;
  refused: Record<string, number>;
  errors: string[];
};
/** A claim's answer: null when claimed, the refusal's message for a 409; anything else throws. */
type Claim = (clerk: number, code: string) => Promise<string | null>;

if (process.argv.includes('--load')) {
  process.once('message', (job: Job) => void load(job).then((r) => process.send?.(r, () => process.exit(0))));
} else {
  await main();
}

/** The claim of one way: over HTTP with each clerk's own keep-alive connection, or the statements on a pg pool. */
async function claimer(job: Job): Promise<{ claim: Claim; close: () => Promise<void> }> {
  if (job.kind === 'http') {
    const url = new URL(job.target);
    const agents = job.clerks.map(() => new http.Agent({ keepAlive: true }));
    const claim: Claim = (clerk, code) =>
      new Promise((resolve, reject) => {
        const body = JSON.stringify({ customer_id: job.clerks[clerk].customer, code });
        const headers = { authorization: `Bearer ${job.clerks[clerk].token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
        const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: agents[clerk], headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            try {
              const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number; message: string };
              if (answer.code === 200) resolve(null);
              else if (answer.code === 409) resolve(answer.message);
              else reject(new Error(`HTTP ${res.statusCode}, code ${answer.code}: ${answer.message}`));
            } catch (error) {
              reject(error as Error);
            }
          });
        });
        req.on('error', reject);
        req.end(body);
      });
    return { claim, close: async () => agents.forEach((a) => a.destroy()) };
  }
  const pool = new pg.Pool({ connectionString: job.target, max: job.pool, pipeline: true });
  /** One claim's transaction on a pooled connection: `work` begins it and says whether it was refused. */
  const inTransaction = async (work: (client: pg.PoolClient) => Promise<string | null>): Promise<string | null> => {
    const client = await pool.connect();
    try {
      const refused = await work(client);
      await client.query(refused === null ? 'COMMIT' : 'ROLLBACK');
      return refused;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  if (job.kind === 'bare') {
    const { sql } = await import('drizzle-orm');
    const { PgDialect } = await import('drizzle-orm/pg-core');
    const { tenantSettings } = await import('@/core/db/tenancy');
    const { CLAIM_LOCK, claimStatement } = await import('@/modules/marketing/coupon/claim-statement');
    const dialect = new PgDialect();
    // as Tradewind's claim: the tenant entered, generic plans of prepared statements
    const enter = dialect.sqlToQuery(sql`SELECT ${tenantSettings(sql`${job.tenantId}::int`)}, set_config('plan_cache_mode', 'force_generic_plan', true)`);
    const claim: Claim = (clerk, code) => {
      const customer = job.clerks[clerk].customer;
      const statement = dialect.sqlToQuery(
        claimStatement({ customer: sql`SELECT id FROM crm_customers WHERE id = ${customer}`, customerId: customer, code, at: new Date(), tenantId: job.tenantId, staffId: job.staffId }),
      );
      return inTransaction(async (client) => {
        // one round trip: BEGIN, the tenant, the customer's lock and the claim (prepared statements), then the COMMIT
        const [, , , answer] = await Promise.all([
          client.query('BEGIN'),
          client.query(enter.sql, enter.params),
          client.query({ name: 'bare_claim_lock', text: 'SELECT pg_advisory_xact_lock($1::int, $2::int)', values: [CLAIM_LOCK, customer] }),
          client.query<{ held_id: number | null; held: number; per_customer: number; code_claimed: boolean }>({ name: 'bare_claim', text: statement.sql, values: statement.params }),
        ]);
        const row = answer.rows[0];
        if (row.held_id !== null) return null;
        if (row.code_claimed) throw new Error(`code ${code} already claimed`);
        return row.held >= row.per_customer ? 'limit' : 'exhausted';
      });
    };
    return { claim, close: () => pool.end() };
  }
  const claim: Claim = (clerk, code) =>
    inTransaction(async (client) => {
      const customer = job.clerks[clerk].customer;
      await client.query('BEGIN');
      const found = await client.query<{ id: string; coupon_id: number; customer_coupon_id: string | null }>('SELECT id, coupon_id, customer_coupon_id FROM marketing_coupon_codes WHERE tenant_id = $1 AND code = $2', [job.tenantId, code]);
      const row = found.rows[0];
      if (!row || row.customer_coupon_id !== null) throw new Error(`code ${code} not claimable`);
      // the naive claim: the coupon's row first, so every claim of it waits for the whole transaction before
      const coupon = await client.query<{ per_customer: number; status: number; issued_count: number; total_count: number }>(
        'SELECT per_customer, status, issued_count, total_count FROM marketing_coupons WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
        [job.tenantId, row.coupon_id],
      );
      const held = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM marketing_customer_coupons WHERE tenant_id = $1 AND coupon_id = $2 AND customer_id = $3', [job.tenantId, row.coupon_id, customer]);
      const c = coupon.rows[0];
      if (held.rows[0].n >= c.per_customer) return 'limit';
      if (c.issued_count >= c.total_count) return 'exhausted';
      const made = await client.query<{ id: string }>(
        `INSERT INTO marketing_customer_coupons (tenant_id, coupon_id, customer_id, source, code_id, status, valid_from, valid_to) VALUES ($1, $2, $3, 3, $4, 1, now(), now() + interval '30 days') RETURNING id`,
        [job.tenantId, row.coupon_id, customer, row.id],
      );
      await client.query('UPDATE marketing_coupon_codes SET customer_coupon_id = $1, claimed_at = now() WHERE tenant_id = $2 AND id = $3', [made.rows[0].id, job.tenantId, row.id]);
      await client.query('UPDATE marketing_coupons SET issued_count = issued_count + 1 WHERE tenant_id = $1 AND id = $2', [job.tenantId, row.coupon_id]);
      return null;
    });
  return { claim, close: () => pool.end() };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One run of one way, from a process of its own, so the load's work is not the measured server's. */
async function load(job: Job): Promise<Result> {
  const { claim, close } = await claimer(job);
  const result: Result = { latencies: [], lags: [], measured: 0, claimed: 0, refused: {}, errors: [] };
  let next = 0;
  const nextCode = () => {
    next += 1;
    if (next > job.codes) throw new Error(`the run's ${job.codes} codes ran out (CLOSED_CODES)`);
    return `${job.prefix}${String(next).padStart(7, '0')}`;
  };
  const answered = (refused: string | null) => {
    if (refused === null) result.claimed += 1;
    else result.refused[refused] = (result.refused[refused] ?? 0) + 1;
  };
  const failed = (error: unknown) => {
    if (result.errors.length < 5) result.errors.push((error as Error).message);
  };
  const start = performance.now() + 100;
  const measureFrom = start + job.warmup * 1000;
  const end = measureFrom + job.seconds * 1000;
  if (job.loop === 'closed') {
    await sleep(100);
    await Promise.all(
      job.clerks.map(async (_, clerk) => {
        while (performance.now() < end && result.errors.length === 0) {
          const sent = performance.now();
          try {
            const refused = await claim(clerk, nextCode());
            answered(refused);
            if (sent >= measureFrom && sent < end) {
              result.latencies.push(performance.now() - sent);
              result.measured += 1;
            }
          } catch (error) {
            failed(error);
          }
        }
      }),
    );
  } else {
    // each clerk a Poisson process of rate / clerks: together a Poisson process of `rate`
    const perClerk = job.rate / job.clerks.length;
    const arrivals: Array<{ due: number; clerk: number }> = [];
    for (let clerk = 0; clerk < job.clerks.length; clerk += 1) {
      for (let at = start - Math.log(1 - Math.random()) * (1000 / perClerk); at < end; at -= Math.log(1 - Math.random()) * (1000 / perClerk)) arrivals.push({ due: at, clerk });
    }
    arrivals.sort((a, b) => a.due - b.due);
    const inFlight: Array<Promise<void>> = [];
    for (const { due, clerk } of arrivals) {
      for (let wait = due - performance.now(); wait > 0; wait = due - performance.now()) await sleep(wait);
      const measured = due >= measureFrom;
      if (measured) {
        result.measured += 1;
        result.lags.push(performance.now() - due);
      }
      let code: string;
      try {
        code = nextCode();
      } catch (error) {
        failed(error);
        break;
      }
      inFlight.push(
        claim(clerk, code).then((refused) => {
          answered(refused);
          if (measured) result.latencies.push(performance.now() - due);
        }, failed),
      );
    }
    await Promise.all(inFlight);
  }
  await close();
  return result;
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
  const cancelDeadline = exitAfter(1200, cleanup);
  try {
    const config = readConfig({}, { databaseUrl: benchDb.url, logLevel: 'warn', webDist: null, host: '127.0.0.1', port: 0, seedDemo: false, scryptCost: 1024 });
    const app = await buildApp(config);
    servers.push(app);
    const db = app.database.db;
    const spec = adminTenantSpec('Bench coupons');
    spec.roles.push({ key: 'clerk', name: '前台', permissions: ['marketing:coupon:claim'], dataScope: 1 });
    for (let i = 1; i <= CLIENTS; i += 1) spec.staff.push({ key: `clerk${i}`, account: `bench_clerk${i}`, name: `前台${i}`, password: BENCH_PASSWORD, roles: ['clerk'], stores: 'all', dept: 'head' });
    const ids = await withSystem(db, (tx) => setupTenant(tx, spec, config.scryptCost));
    const tenantId = ids.tenantId;
    const customers = await withSystem(db, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO crm_customers (tenant_id, store_id, name, phone, status, sales_type) SELECT ${tenantId}, ${ids.stores.a}, '客户' || g, (15000000000 + g)::text, 1, 0 FROM generate_series(1, ${CLIENTS}) g RETURNING id`,
      ),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const clerks: Clerk[] = [];
    for (let i = 1; i <= CLIENTS; i += 1) {
      const login = (await (await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: `bench_clerk${i}`, password: BENCH_PASSWORD }) })).json()) as { data: { token: string } };
      clerks.push({ token: login.data.token, customer: customers[i - 1].id });
    }

    /** Coupons claimed with codes and `codes` codes spread over them, each run its own letter. */
    let runs = 0;
    const couponsWithCodes = async (count: number, codes: number) => {
      const prefix = String.fromCharCode(65 + runs);
      runs += 1;
      const made = await withSystem(db, (tx) =>
        queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO marketing_coupons (tenant_id, name, type, threshold, amount, total_count, per_customer, validity_type, valid_days, take_type)
              SELECT ${tenantId}, 'bench ' || ${prefix} || g, 1, 100, 10, 10000000, ${PER_CUSTOMER}, 2, 30, 2 FROM generate_series(1, ${count}) g RETURNING id`,
        ),
      );
      const list = `{${made.map((c) => c.id).join(',')}}`;
      await withSystem(db, (tx) =>
        tx.execute(sql`INSERT INTO marketing_coupon_codes (tenant_id, coupon_id, code, batch)
                       SELECT ${tenantId}, (${list}::int[])[1 + g % ${count}], ${prefix} || lpad(g::text, 7, '0'), 1 FROM generate_series(1, ${codes}) g`),
      );
      return { list, prefix, codes };
    };
    /** issued_count = coupons written = codes claimed = claims answered 200, and no customer over the limit. */
    const exactness = async (list: string, claimed: number) => {
      const [c] = await withSystem(db, (tx) =>
        queryRows<{ issued: number; held: number; codes: number; most: number }>(
          tx,
          sql`SELECT (SELECT sum(issued_count)::int FROM marketing_coupons WHERE id = ANY(${list}::int[])) AS issued,
                     (SELECT count(*)::int FROM marketing_customer_coupons WHERE coupon_id = ANY(${list}::int[])) AS held,
                     (SELECT count(*)::int FROM marketing_coupon_codes WHERE coupon_id = ANY(${list}::int[]) AND customer_coupon_id IS NOT NULL) AS codes,
                     (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM marketing_customer_coupons WHERE coupon_id = ANY(${list}::int[]) GROUP BY coupon_id, customer_id) x) AS most`,
        ),
      );
      const text = `${c.issued} = ${c.held} = ${c.codes} = ${claimed}`;
      if (c.issued !== c.held || c.held !== c.codes || c.codes !== claimed) throw new Error(`not exact: issued_count, coupons written, codes claimed, claims answered: ${text}`);
      if (c.most > PER_CUSTOMER) throw new Error(`a customer holds ${c.most} of a coupon, over the limit of ${PER_CUSTOMER}`);
      return { text, most: c.most };
    };

    type Plan = { label: string; kind: Job['kind']; loop: Job['loop']; coupons: number; rate: number; set?: { list: string; prefix: string; codes: number } };
    const plans: Plan[] = [];
    if (LOOPS.includes('open')) {
      for (const rate of RATES) plans.push({ label: `${rate}/s`, kind: 'http', loop: 'open', coupons: 1, rate });
      if (COUPONS > 1) plans.push({ label: `${RATES.at(-1)}/s`, kind: 'http', loop: 'open', coupons: COUPONS, rate: RATES.at(-1)! });
    }
    if (LOOPS.includes('closed')) {
      plans.push({ label: 'tradewind (HTTP)', kind: 'http', loop: 'closed', coupons: 1, rate: 0 });
      if (COUPONS > 1) plans.push({ label: 'tradewind (HTTP)', kind: 'http', loop: 'closed', coupons: COUPONS, rate: 0 });
      plans.push({ label: 'bare SQL, the claim statement', kind: 'bare', loop: 'closed', coupons: 1, rate: 0 });
      plans.push({ label: 'naive SQL, coupon row first', kind: 'naive', loop: 'closed', coupons: 1, rate: 0 });
    }
    log(`coupon-claim: ${CLIENTS} clerks and customers, ${plans.length} runs, their coupons and codes in ${benchDb.name}…`);
    for (const plan of plans) plan.set = await couponsWithCodes(plan.coupons, plan.loop === 'open' ? Math.ceil(plan.rate * (WARMUP + DURATION) * 1.5) + 500 : CLOSED_CODES);
    await db.execute(sql`VACUUM ANALYZE marketing_coupon_codes, marketing_coupons, crm_customers`);

    type Row = { plan: Plan; result: Result; exact: string; most: number };
    const rows: Row[] = [];
    for (const plan of plans) {
      const { set } = plan;
      log(`coupon-claim: ${plan.loop} loop, ${plan.label}, ${plan.coupons === 1 ? 'one coupon' : `${plan.coupons} coupons`}, ${DURATION} s (+${WARMUP} s warm-up)`);
      const result = await runLoad({
        kind: plan.kind,
        loop: plan.loop,
        target: plan.kind === 'http' ? `${base}/marketing/coupon/claim` : benchDb.url,
        clerks,
        tenantId,
        staffId: ids.staff.admin,
        prefix: set!.prefix,
        codes: set!.codes,
        rate: plan.rate,
        seconds: DURATION,
        warmup: WARMUP,
        pool: POOL,
      });
      if (result.errors.length) throw new Error(`${plan.loop} loop, ${plan.label}: claims failed: ${result.errors.join('; ')}`);
      const { text, most } = await exactness(set!.list, result.claimed);
      rows.push({ plan, result, exact: text, most });
    }

    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const refusals = (r: Result) => Object.values(r.refused).reduce((a, b) => a + b, 0);
    const coupons = (r: Row) => (r.plan.coupons === 1 ? '1 (hot)' : String(r.plan.coupons));
    log('');
    log(machineLine(await serverVersion(benchDb.url)));
    log(`${CLIENTS} clerks (a role that may only claim, data scope all), each claiming for a customer of their own; per-customer limit ${PER_CUSTOMER}; ${DURATION} s measured after ${WARMUP} s warm-up; pg pool ${POOL}`);
    const open = rows.filter((r) => r.plan.loop === 'open');
    if (open.length) {
      log('');
      log('open loop: Poisson arrivals at the rate, each claim timed from the moment it was due (queueing counted)');
      log(
        formatTable(
          [
            { title: 'rate', value: (r: Row) => r.plan.label, align: 'left' },
            { title: 'coupons', value: coupons },
            { title: 'due/s', value: (r) => (r.result.measured / DURATION).toFixed(1) },
            { title: 'answered/s', value: (r) => (r.result.latencies.length / DURATION).toFixed(1) },
            { title: 'refused', value: (r) => String(refusals(r.result)) },
            { title: 'p50', value: (r) => ms(percentile(sorted(r.result.latencies), 50)) },
            { title: 'p95', value: (r) => ms(percentile(sorted(r.result.latencies), 95)) },
            { title: 'p99', value: (r) => ms(percentile(sorted(r.result.latencies), 99)) },
            { title: 'max', value: (r) => ms(Math.max(...r.result.latencies)) },
            { title: 'load lag p95', value: (r) => ms(percentile(sorted(r.result.lags), 95)) },
            { title: 'issued = held = codes = claimed', value: (r) => r.exact },
            { title: 'most a customer holds', value: (r) => String(r.most) },
          ],
          open,
        ),
      );
      const goal = open.find((r) => r.plan.rate === RATE && r.plan.coupons === 1);
      if (goal) {
        const p95 = percentile(sorted(goal.result.latencies), 95);
        log(`goal (issue 34): p95 ≤ 10 ms with ${CLIENTS} clients claiming ${RATE}/s in all — ${p95 <= 10 ? 'met' : 'NOT met'} (${ms(p95)})`);
      }
    }
    const closed = rows.filter((r) => r.plan.loop === 'closed');
    if (closed.length) {
      log('');
      log(`closed loop (capacity): each of the ${CLIENTS} claims again as soon as answered, so a claim waits about ${CLIENTS} ÷ claims/s (Little's law)`);
      log(
        formatTable(
          [
            { title: 'claim', value: (r: Row) => r.plan.label, align: 'left' },
            { title: 'coupons', value: coupons },
            { title: 'claims', value: (r) => String(r.result.measured) },
            { title: 'claims/s', value: (r) => (r.result.measured / DURATION).toFixed(0) },
            { title: 'refused', value: (r) => String(refusals(r.result)) },
            { title: 'p50', value: (r) => ms(percentile(sorted(r.result.latencies), 50)) },
            { title: 'p95', value: (r) => ms(percentile(sorted(r.result.latencies), 95)) },
            { title: 'p99', value: (r) => ms(percentile(sorted(r.result.latencies), 99)) },
            { title: 'issued = held = codes = claimed', value: (r) => r.exact },
          ],
          closed,
        ),
      );
    }
    const refusedAny = rows.flatMap((r) => Object.entries(r.result.refused).map(([message, n]) => `${r.plan.loop} ${r.plan.label}: ${n} × ${message}`));
    if (refusedAny.length) log(`refusals: ${refusedAny.join('; ')}`);
  } finally {
    cancelDeadline();
    await cleanup();
  }
}
