import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { setupTenant } from '@/modules/system/tenant';
import { ensureCustomerOrderPeriods } from '@/modules/oms';
import { formatDate } from '@tradewind/contract/common/time';
import { startBenchApp } from './lib/bench-app';
import { serverVersion } from './lib/bench-db';
import { benchLogin, bulkLoadCustomers, customerBatches, customerBenchRepIds, customerTenantSpec } from './lib/customers';
import { startLatencyClient } from './lib/latency-client';
import { formatTable, machineLine, ms } from './lib/report';
import { percentile, positiveInt } from './lib/runs';

/**
 * Crowds at CUSTOMERS customers (default 1,000,000) with ORDERS_PER_CUSTOMER audited-or-not orders each on
 * average over the last 180 days (crm README "Crowds"). Figures, one request at a time:
 * - `count`: POST /crm/crowd/preview (the form's live count = what a refresh inserts) per rule, through
 *   Tradewind (token, transaction, RLS, zod, the rule compiler and oms's order periods), against the naive
 *   SQL a first try would write — a correlated subquery over the orders per customer — on the same data;
 * - `order periods`: oms's per-customer rows built as of yesterday (a tenant's first use) and rolled to today
 *   (a day's cost), before the counts;
 * - `refresh`: PUT /crm/crowd/{id}/refresh of a saved crowd (members deleted and inserted again);
 * - `members`: GET /crm/crowd/{id}/customers, the first page and a deep one, as the admin and as a rep
 *   whose data scope applies (their own customers and the pools).
 * Goals: a count ≤ 500 ms, a member page p95 ≤ 50 ms.
 */
const CUSTOMERS = positiveInt('CUSTOMERS', 1_000_000);
const ORDERS_PER_CUSTOMER = positiveInt('ORDERS_PER_CUSTOMER', 2);
const REQUESTS = positiveInt('REQUESTS', 20);
const NAIVE_REQUESTS = positiveInt('NAIVE_REQUESTS', 3);
const PAGE_REQUESTS = positiveInt('PAGE_REQUESTS', 200);
const log = (line: string) => process.stdout.write(`${line}\n`);

type Stats = { p50: number; p95: number; max: number; value: number };
async function measure(runs: number, fn: () => Promise<{ ms: number; value: number }>, warmup = 2): Promise<Stats> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times: number[] = [];
  let value = 0;
  for (let i = 0; i < runs; i += 1) {
    const r = await fn();
    times.push(r.ms);
    value = r.value;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], value };
}

const bench = await startBenchApp(900 + (CUSTOMERS * (1 + ORDERS_PER_CUSTOMER)) / 1000);
const { benchDb, reused: REUSE_DB } = bench;

try {
  const { app, db, config } = bench;
  let tenantId: number;
  let levels: number[];
  let generationSeconds = 0;
  if (REUSE_DB) {
    const [found] = await queryRows<{ tenant_id: number }>(db, sql`SELECT tenant_id FROM staff WHERE account = 'bench_admin'`);
    if (!found) throw new Error(`REUSE_DB=${REUSE_DB} holds no bench tenant (run once with KEEP_DB=1 first)`);
    tenantId = found.tenant_id;
    levels = (await queryRows<{ id: number }>(db, sql`SELECT id FROM crm_customer_levels WHERE tenant_id = ${tenantId} ORDER BY id`)).map((l) => l.id);
    log(`crowd: reusing the data in ${benchDb.name}`);
  } else {
    const ids = await withSystem(db, (tx) => setupTenant(tx, customerTenantSpec('bench', ['crm:crowd:list', 'crm:crowd:customer']), config.scryptCost));
    tenantId = ids.tenantId;
    const storeIds = Object.values(ids.stores);
    log(`crowd: generating ${CUSTOMERS} customers and ~${CUSTOMERS * ORDERS_PER_CUSTOMER} orders in ${benchDb.name}…`);
    const started = performance.now();
    await bulkLoadCustomers(benchDb.url, customerBatches(tenantId, storeIds, customerBenchRepIds(ids), CUSTOMERS), log);
    // levels A/B/C (10 % / 30 % / 60 %), a last follow-up for half of them within 90 days; orders for 70 % of
    // them over 180 days: 85 % audited or later, 10 % pending, 5 % cancelled, ¥50–¥9,000. Loaded as
    // bulkLoadCustomers does: the order table's secondary indexes dropped and built again, triggers off.
    const client = new pg.Client({ connectionString: benchDb.url });
    await client.connect();
    try {
      await client.query(`SET maintenance_work_mem = '512MB'`);
      const made = await client.query<{ id: number }>(`INSERT INTO crm_customer_levels (tenant_id, name) VALUES ($1, 'A'), ($1, 'B'), ($1, 'C') RETURNING id`, [tenantId]);
      levels = made.rows.map((m) => m.id);
      const [a, b, c] = levels;
      await client.query(
        `UPDATE crm_customers SET level_id = CASE WHEN id % 10 = 0 THEN $2::int WHEN id % 10 < 4 THEN $3::int ELSE $4::int END,
           last_visit_at = CASE WHEN id % 2 = 0 THEN now() - make_interval(days => (id % 90)::int) END WHERE tenant_id = $1`,
        [tenantId, a, b, c],
      );
      const w = await client.query<{ id: number }>(`INSERT INTO wms_warehouses (tenant_id, store_id, name, code) VALUES ($1, $2, '总仓', 'W1') RETURNING id`, [tenantId, storeIds[0]]);
      const range = await client.query<{ lo: number; n: number }>(`SELECT min(id) AS lo, count(*)::int AS n FROM crm_customers WHERE tenant_id = $1`, [tenantId]);
      const { lo, n } = range.rows[0];
      const buyers = Math.max(1, Math.floor(n * 0.7));
      const { rows: indexes } = await client.query<{ name: string; def: string }>(
        `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i WHERE i.schemaname = 'public' AND i.tablename = 'oms_orders'
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      );
      for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
      await client.query(`SET session_replication_role = replica`);
      const total = CUSTOMERS * ORDERS_PER_CUSTOMER;
      for (let from = 1; from <= total; from += 500_000) {
        const to = Math.min(total, from + 499_999);
        await client.query(
          `INSERT INTO oms_orders (tenant_id, number, store_id, customer_id, consignee_name, consignee_phone, address, warehouse_id, delivery_date, status, total_amount, created_at, updated_at)
           SELECT $1, 'SO' || g, $2, $3::int + ((g::bigint * 2654435761) % $4)::int, '收货人', '13800000000', '地址', $5, current_date,
                  CASE WHEN g % 20 = 0 THEN 0 WHEN g % 10 = 1 THEN 1 ELSE 2 + (g % 6) END,
                  round((50 + (g::bigint * 7919 % 8950))::numeric, 2), now() - make_interval(secs => (g::bigint * 104729 % (180 * 86400))::int), now()
           FROM generate_series($6::int, $7::int) g`,
          [tenantId, storeIds[0], lo, buyers, w.rows[0].id, from, to],
        );
        log(`  orders ${to} of ${total}`);
      }
      await client.query(`SET session_replication_role = DEFAULT`);
      for (const index of indexes) {
        const t0 = performance.now();
        await client.query(index.def);
        log(`  index ${index.name} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      }
    } finally {
      await client.end();
    }
    await db.execute(sql`VACUUM ANALYZE crm_customers`);
    await db.execute(sql`VACUUM ANALYZE oms_orders`);
    generationSeconds = (performance.now() - started) / 1000;
    log(`crowd: data ready in ${generationSeconds.toFixed(0)} s`);
  }
  const [levelA] = levels;

  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  const admin = await benchLogin(base, 'bench_admin');
  const rep = await benchLogin(base, 'bench_rep3');
  const client = startLatencyClient();
  bench.onCleanup(() => client.close());
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'from-client-type': 'pc', 'content-type': 'application/json' });
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, token: string, body?: unknown): Promise<{ ms: number; data: T }> => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { method, headers: headers(token), body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as { code: number; message: string; data: T };
    const elapsed = performance.now() - started;
    if (json.code !== 200) throw new Error(`${method} ${path} answered ${json.code} ${json.message}`);
    return { ms: elapsed, data: json.data };
  };

  // "the last N days" as the crowds count them: today and the N whole days before it in the tenant's time zone
  const dayStart = (days: number) => `(((now() AT TIME ZONE 'Asia/Shanghai')::date - ${days})::timestamp AT TIME ZONE 'Asia/Shanghai')`;

  // the customers' order periods (oms README "Customer order periods"): built as of yesterday (a tenant's first
  // use), then rolled to today (the daily cost); the counts below find them current
  const periods = async (today?: string) => {
    const started = performance.now();
    const done = await withTenant(db, tenantId, (tx) => ensureCustomerOrderPeriods(tx, tenantId, 'Asia/Shanghai', today));
    return { done, seconds: (performance.now() - started) / 1000 };
  };
  const yesterday = formatDate(new Date(Date.now() - 86_400_000), 'Asia/Shanghai') as string;
  const built = await periods(yesterday);
  const rolled = await periods();
  // what autovacuum does after the roll's updates
  await db.execute(sql`VACUUM ANALYZE oms_customer_order_periods`);
  log(`crowd: order periods ${built.done} in ${built.seconds.toFixed(1)} s (as of yesterday), ${rolled.done} to today in ${rolled.seconds.toFixed(1)} s`);

  const rules: Array<{ name: string; rule: unknown; naive: string }> = [
    {
      name: 'A级 AND ¥5,000+ in 30 days',
      rule: { logic: 'and', rules: [{ feature: 'level', op: 'in', value: [levelA] }, { feature: 'order_amount', op: 'gte', value: '5000', days: 30 }] },
      naive: `c.level_id = ${levelA} AND (SELECT coalesce(sum(o.total_amount), 0) FROM oms_orders o WHERE o.customer_id = c.id AND o.status >= 2 AND o.created_at >= ${dayStart(30)}) >= 5000`,
    },
    {
      name: '3+ orders in 90 days OR no follow-up in 30',
      rule: { logic: 'or', rules: [{ feature: 'order_count', op: 'gte', value: 3, days: 90 }, { feature: 'last_visit', op: 'not_within', value: 30 }] },
      naive: `((SELECT count(*) FROM oms_orders o WHERE o.customer_id = c.id AND o.status >= 2 AND o.created_at >= ${dayStart(90)}) >= 3 OR c.last_visit_at IS NULL OR c.last_visit_at < ${dayStart(30)})`,
    },
    {
      name: 'no order in 60 days (zero passes)',
      rule: { logic: 'and', rules: [{ feature: 'last_order', op: 'not_within', value: 60 }] },
      naive: `NOT EXISTS (SELECT 1 FROM oms_orders o WHERE o.customer_id = c.id AND o.status >= 2 AND o.created_at >= ${dayStart(60)})`,
    },
    {
      name: 'nested, 3 levels',
      rule: {
        logic: 'and',
        rules: [
          { feature: 'sales_type', op: 'in', value: [1] },
          { logic: 'or', rules: [{ feature: 'level', op: 'in', value: [levelA] }, { logic: 'and', rules: [{ feature: 'order_amount', op: 'gte', value: '2000', days: 90 }, { feature: 'created_at', op: 'not_within', value: 30 }] }] },
        ],
      },
      naive: `c.sales_type = 1 AND (c.level_id = ${levelA} OR ((SELECT coalesce(sum(o.total_amount), 0) FROM oms_orders o WHERE o.customer_id = c.id AND o.status >= 2 AND o.created_at >= ${dayStart(90)}) >= 2000 AND c.created_at < ${dayStart(30)}))`,
    },
    {
      // three order conditions over three periods (columns of one periods row)
      name: 'three order conditions, three periods',
      rule: {
        logic: 'or',
        rules: [
          { feature: 'order_count', op: 'gte', value: 3, days: 90 },
          { logic: 'and', rules: [{ feature: 'order_amount', op: 'gte', value: '3000', days: 30 }, { feature: 'last_visit', op: 'not_within', value: 30 }] },
          { feature: 'last_order', op: 'not_within', value: 180 },
        ],
      },
      naive: `((SELECT count(*) FROM oms_orders o WHERE o.customer_id = c.id AND o.status >= 2 AND o.created_at >= ${dayStart(90)}) >= 3
               OR ((SELECT coalesce(sum(o.total_amount), 0) FROM oms_orders o WHERE o.customer_id = c.id AND o.status >= 2 AND o.created_at >= ${dayStart(30)}) >= 3000
                   AND (c.last_visit_at IS NULL OR c.last_visit_at < ${dayStart(30)}))
               OR NOT EXISTS (SELECT 1 FROM oms_orders o WHERE o.customer_id = c.id AND o.status >= 2 AND o.created_at >= ${dayStart(180)}))`,
    },
  ];

  type Row = { name: string; count: Stats; naive: Stats };
  const rows: Row[] = [];
  for (const r of rules) {
    log(`crowd: count ${r.name}`);
    const count = await measure(REQUESTS, async () => {
      const res = await call<{ count: number }>('POST', '/crm/crowd/preview', admin, { rule: r.rule });
      return { ms: res.ms, value: res.data.count };
    });
    const naive = await measure(
      NAIVE_REQUESTS,
      async () => {
        const started = performance.now();
        const [{ n }] = await withTenant(db, tenantId, (tx) => queryRows<{ n: number }>(tx, sql.raw(`SELECT count(*)::int AS n FROM crm_customers c WHERE c.tenant_id = ${tenantId} AND ${r.naive}`)));
        return { ms: performance.now() - started, value: n };
      },
      0,
    );
    if (naive.value !== count.value) throw new Error(`${r.name}: the crowd counts ${count.value}, the naive query ${naive.value}`);
    rows.push({ name: r.name, count, naive });
  }

  log('crowd: saving and refreshing the first crowd');
  const saved = await call<{ id: number; member_count: number }>('POST', '/crm/crowd', admin, { name: 'A级大客户', kind: 1, rule: rules[1].rule });
  const refresh = await measure(3, async () => {
    const res = await call<{ member_count: number }>('PUT', `/crm/crowd/${saved.data.id}/refresh`, admin, {});
    return { ms: res.ms, value: res.data.member_count };
  }, 0);
  // what autovacuum does within a minute of a large refresh: without statistics of the member table the
  // pages' generic plans join every member before sorting (crm README "Crowds")
  await db.execute(sql`VACUUM ANALYZE crm_crowd_members`);

  type PageRow = { who: string; page: number; stats: Stats; total: number };
  const pages: PageRow[] = [];
  for (const [who, token] of [['admin', admin], ['rep', rep]] as const) {
    for (const page of [1, 50]) {
      let total = 0;
      const stats = await measure(PAGE_REQUESTS, async () => {
        const res = await client.get(`${base}/crm/crowd/${saved.data.id}/customers?page=${page}&page_size=20`, headers(token));
        const body = JSON.parse(res.body) as { code: number; message: string; data: { list: unknown[]; pagination: { total: number } } };
        if (body.code !== 200) throw new Error(`members answered ${body.code} ${body.message}`);
        total = body.data.pagination.total;
        return { ms: res.ms, value: body.data.list.length };
      }, 20);
      pages.push({ who, page, stats, total });
    }
  }

  const [{ customers, orders }] = await queryRows<{ customers: number; orders: number }>(db, sql`SELECT (SELECT count(*)::int FROM crm_customers) AS customers, (SELECT count(*)::int FROM oms_orders) AS orders`);
  log(
    [
      '',
      'POST /api/v1/crm/crowd/preview (a rule\u2019s count), PUT /crm/crowd/{id}/refresh, GET /crm/crowd/{id}/customers',
      machineLine(await serverVersion(benchDb.url)),
      `${customers} customers, ${orders} orders; ${REUSE_DB ? `data of an earlier run (${REUSE_DB})` : `generated in ${generationSeconds.toFixed(0)} s`}`,
      `order periods: ${built.done} in ${built.seconds.toFixed(1)} s, ${rolled.done} by a day in ${rolled.seconds.toFixed(1)} s`,
      `load average at the end (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
      '',
      formatTable(
        [
          { title: 'rule', value: (r: Row) => r.name, align: 'left' },
          { title: 'customers', value: (r) => String(r.count.value) },
          { title: 'count p50', value: (r) => ms(r.count.p50) },
          { title: 'p95', value: (r) => ms(r.count.p95) },
          { title: 'naive p50', value: (r) => ms(r.naive.p50) },
          { title: 'goal ≤ 500 ms', value: (r) => (r.count.p95 <= 500 ? 'met' : 'MISSED'), align: 'left' },
        ],
        rows,
      ),
      '',
      `refresh of a crowd of ${refresh.value} members: p50 ${ms(refresh.p50)}, max ${ms(refresh.max)}`,
      '',
      formatTable(
        [
          { title: 'members as', value: (r: PageRow) => r.who, align: 'left' },
          { title: 'page', value: (r) => String(r.page) },
          { title: 'visible', value: (r) => String(r.total) },
          { title: 'p50', value: (r) => ms(r.stats.p50) },
          { title: 'p95', value: (r) => ms(r.stats.p95) },
          { title: 'goal p95 ≤ 50 ms', value: (r) => (r.stats.p95 <= 50 ? 'met' : 'MISSED'), align: 'left' },
        ],
        pages,
      ),
      '',
    ].join('\n'),
  );
} finally {
  await bench.finish();
}
