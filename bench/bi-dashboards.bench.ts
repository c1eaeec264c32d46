import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { MEASURES, ROLLUP_GRAINS } from '@/modules/bi';
import { setupTenant } from '@/modules/system/tenant';
import { startBenchApp } from './lib/bench-app';
import { serverVersion } from './lib/bench-db';
import { benchLogin, bulkLoadCustomers, customerBatches, customerBenchRepIds, customerTenantSpec } from './lib/customers';
import { formatTable, machineLine, ms } from './lib/report';
import { percentile, positiveInt } from './lib/runs';

/**
 * The dashboards (bi README "Rollups") over a year of ORDERS orders (default 500,000) of LINES_PER_ORDER
 * lines (10: 5,000,000 lines) in 3 stores, generated straight into oms_orders / oms_order_items, with the
 * fine daily rollups filled from them by one INSERT … SELECT … GROUP BY each, as a rebuild would, and the
 * coarse ones (by customer, SKU or rep, by day or month) summed from the fine. Figures, for a year and for a month,
 * one call at a time:
 * - every GET route under /api/v1/bi/ the app registers (exports and routes with parameters left out),
 *   called with start_date/end_date through Tradewind as the pages call them (VARIANTS: the profit's
 *   dimensions, the buckets) — p50/p95 of RUNS calls each;
 * - the headline figures (sales and orders, sales by day, gross profit by top category) from the coarse
 *   rollups, from the fine ones and aggregated live from the orders and their lines (the naive dashboard),
 *   under the tenant's row-level security; the bench fails unless the three answer the same.
 * `--orders 50000` (or ORDERS=50000) for a quick run; KEEP_DB=1 keeps the database and REUSE_DB=<its name> measures
 * it again without generating; ROUTES=<text> measures only the routes whose path holds it, FIGURES=0 skips the
 * headline figures.
 */
const flag = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
if (flag('orders')) process.env.ORDERS = flag('orders');
const ORDERS = positiveInt('ORDERS', 500_000);
const LINES_PER_ORDER = positiveInt('LINES_PER_ORDER', 10);
const CUSTOMERS = positiveInt('CUSTOMERS', 5_000);
const SKUS = positiveInt('SKUS', 2_000);
const RUNS = positiveInt('RUNS', 20);
const NAIVE_RUNS = positiveInt('NAIVE_RUNS', 5);
const BATCH = 50_000;
const TZ = 'Asia/Shanghai';
const CATEGORIES = ['酒水饮料', '粮油调味', '休闲零食', '日用百货', '生鲜果蔬'];
const log = (line: string) => process.stdout.write(`${line}\n`);

/** The query a page adds to a route's period beyond its defaults, one call each ('': the defaults). */
const VARIANTS: Record<string, string[]> = {
  '/bi/operation': ['granularity=day', 'granularity=week', 'granularity=month'],
  '/bi/profit': ['dimension=category', 'dimension=brand', 'dimension=sku', 'dimension=customer', 'dimension=store', 'dimension=rep'],
  '/bi/goods_sales/trend': ['grain=day', 'grain=month'],
};

type Stats = { p50: number; p95: number };
async function timed<T>(runs: number, fn: () => Promise<T>, warmup = 1): Promise<{ stats: Stats; value: T }> {
  let value = await fn();
  for (let i = 1; i < warmup; i += 1) value = await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    value = await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { stats: { p50: percentile(times, 50), p95: percentile(times, 95) }, value };
}

const bench = await startBenchApp(900 + ORDERS / 100);
const { benchDb, reused } = bench;

try {
  const { app, db, config } = bench;
  let tenantId: number;
  // the cost columns of migration 0071 (frozen at audit): without them the rollup's cost is the same formula
  let withCost = true;
  let generationSeconds = 0;
  if (reused) {
    const [found] = await queryRows<{ tenant_id: number }>(db, sql`SELECT tenant_id FROM staff WHERE account = 'bench_admin'`);
    if (!found) throw new Error(`REUSE_DB=${reused} holds no bench tenant (run once with KEEP_DB=1 first)`);
    tenantId = found.tenant_id;
    log(`bi-dashboards: reusing the data in ${benchDb.name}`);
  } else {
    const ids = await withSystem(db, (tx) => setupTenant(tx, customerTenantSpec('bench', []), config.scryptCost));
    tenantId = ids.tenantId;
    const storeIds = Object.values(ids.stores);
    log(`bi-dashboards: generating ${ORDERS} orders × ${LINES_PER_ORDER} lines over a year in ${benchDb.name}…`);
    const started = performance.now();
    await bulkLoadCustomers(benchDb.url, customerBatches(tenantId, storeIds, customerBenchRepIds(ids), CUSTOMERS), log);
    const client = new pg.Client({ connectionString: benchDb.url });
    await client.connect();
    try {
      await client.query(`SET maintenance_work_mem = '512MB'`);
      await client.query(`SET work_mem = '64MB'`);
      // migration 0071 freezes the cost on the order line at audit; without it the rollup's cost is the same formula
      const { rows: costColumns } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'oms_order_items' AND column_name IN ('cost_price', 'cost_amount')`,
      );
      withCost = costColumns[0].n === 2;
      // the catalogue: five top categories of four children, SKUs of 500 SPUs; a warehouse per store
      const unit = (await client.query<{ id: number }>(`INSERT INTO pms_units (tenant_id, name) VALUES ($1, '个') RETURNING id`, [tenantId])).rows[0].id;
      const leaves: number[] = [];
      for (const top of CATEGORIES) {
        const parent = (await client.query<{ id: number }>(`INSERT INTO pms_categories (tenant_id, name) VALUES ($1, $2) RETURNING id`, [tenantId, top])).rows[0].id;
        for (let k = 1; k <= 4; k += 1) {
          leaves.push((await client.query<{ id: number }>(`INSERT INTO pms_categories (tenant_id, name, parent_id) VALUES ($1, $2, $3) RETURNING id`, [tenantId, `${top}${k}`, parent])).rows[0].id);
        }
      }
      const spuLo = (
        await client.query<{ id: number }>(
          `INSERT INTO pms_spus (tenant_id, name, category_id) SELECT $1, 'SPU ' || g, ($2::int[])[1 + g % $3] FROM generate_series(1, 500) g RETURNING id`,
          [tenantId, leaves, leaves.length],
        )
      ).rows.reduce((lo, r) => Math.min(lo, r.id), Infinity);
      // SKU k (1-based): price 5 + (k × 37 mod 200); its cost 70–89 % of the price
      await client.query(
        `INSERT INTO pms_skus (tenant_id, spu_id, code, unit_id, sale_price, cost_price)
         SELECT $1, $2::int + (k % 500), 'SKU' || k, $3, 5 + (k * 37 % 200), round((5 + (k * 37 % 200)) * (0.70 + (k % 20) / 100.0), 2) FROM generate_series(1, $4::int) k`,
        [tenantId, spuLo, unit, SKUS],
      );
      const skuLo = (await client.query<{ lo: number }>(`SELECT min(id) AS lo FROM pms_skus WHERE tenant_id = $1`, [tenantId])).rows[0].lo;
      const warehouses: number[] = [];
      for (const [i, storeId] of storeIds.entries()) {
        warehouses.push((await client.query<{ id: number }>(`INSERT INTO wms_warehouses (tenant_id, store_id, name, code) VALUES ($1, $2, $3, $4) RETURNING id`, [tenantId, storeId, `仓 ${i + 1}`, `W${i + 1}`])).rows[0].id);
      }
      const customerLo = (await client.query<{ lo: number }>(`SELECT min(id) AS lo FROM crm_customers WHERE tenant_id = $1`, [tenantId])).rows[0].lo;

      // orders: g = 1…ORDERS, store g mod 3, audited over the last 365 days (busier on weekdays), 3 % pending,
      // 4 % cancelled before audit, the rest audited and later; id = base + g (identity by default)
      const { rows: indexes } = await client.query<{ name: string; def: string }>(
        `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i WHERE i.schemaname = 'public' AND i.tablename IN ('oms_orders', 'oms_order_items')
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      );
      for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
      await client.query(`SET session_replication_role = replica`);
      const base = (await client.query<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM oms_orders`)).rows[0].n;
      // a line: SKU k = 1 + (g × 7919 + j × 104729) mod SKUS, qty 1 + (g + j) mod 12, at the SKU's price
      const skuOf = `(1 + ((g::bigint * 7919 + j * 104729) % ${SKUS}))`;
      const priceOf = `(5 + (${skuOf} * 37 % 200))`;
      const qtyOf = `(1 + (g + j) % 12)`;
      const costOf = `round(${qtyOf} * round(${priceOf} * (0.70 + (${skuOf} % 20) / 100.0), 2), 2)`;
      for (let from = 1; from <= ORDERS; from += BATCH) {
        const to = Math.min(ORDERS, from + BATCH - 1);
        await client.query(
          `INSERT INTO oms_orders (id, tenant_id, number, store_id, customer_id, consignee_name, consignee_phone, address, warehouse_id, delivery_date, status,
                                   goods_amount, total_amount, line_count, audited_at, created_at, updated_at, rep_id)
           SELECT $1::int + g, $2, 'SO' || g, ($3::int[])[1 + g % 3], cid, '收货人', '13800000000', '地址', ($6::int[])[1 + g % 3],
                  (t AT TIME ZONE '${TZ}')::date + 1, s, a, a, ${LINES_PER_ORDER}, CASE WHEN s >= 2 THEN t END, t - interval '20 minutes', t,
                  -- the rep frozen at audit (migration 0071): the customer's owner
                  coalesce((SELECT c.sales_id FROM crm_customers c WHERE c.id = cid), 0)
             FROM generate_series($7::int, $8::int) g,
                  LATERAL (SELECT CASE WHEN g % 100 < 3 THEN 1 WHEN g % 100 < 7 THEN 0 ELSE 2 + g % 6 END AS s,
                                  $4::int + ((g::bigint * 2654435761) % $5)::int AS cid,
                                  now() - make_interval(secs => (g::bigint * 104729 % (365 * 86400))::int) AS t,
                                  (SELECT sum(${qtyOf} * ${priceOf}) FROM generate_series(1, ${LINES_PER_ORDER}) j) AS a) AS x`,
          [base, tenantId, storeIds, customerLo, CUSTOMERS, warehouses, from, to],
        );
        await client.query(
          `INSERT INTO oms_order_items (tenant_id, order_id, sku_id, unit_id, unit_name, qty, base_qty, price, list_price, amount, warehouse_id, sort${withCost ? ', cost_price, cost_amount' : ''})
           SELECT $1, $2::int + g, $3::int - 1 + ${skuOf}, $4, '个', ${qtyOf}, ${qtyOf}, ${priceOf}, ${priceOf}, ${qtyOf} * ${priceOf}, ($5::int[])[1 + g % 3], j
                  ${withCost ? `, round(${priceOf} * (0.70 + (${skuOf} % 20) / 100.0), 4), ${costOf}` : ''}
             FROM generate_series($6::int, $7::int) g, generate_series(1, ${LINES_PER_ORDER}) j`,
          [tenantId, base, skuLo, unit, warehouses, from, to],
        );
        log(`  orders ${to} of ${ORDERS} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      }
      await client.query(`SELECT setval(pg_get_serial_sequence('oms_orders', 'id'), (SELECT max(id) FROM oms_orders))`);
      await client.query(`SET session_replication_role = DEFAULT`);
      for (const index of indexes) await client.query(index.def);
      log(`  indexes rebuilt (${((performance.now() - started) / 1000).toFixed(0)} s)`);

      // the rollups, as a rebuild derives them: a sale is an audited line on its order's audit day (tenant zone)
      const cost = withCost ? 'i.cost_amount' : `round(i.qty * k.cost_price, 2)`;
      await client.query(
        `INSERT INTO bi_sales_daily (tenant_id, store_id, day, sku_id, customer_id, rep_id, lines, qty, amount, cost)
         SELECT o.tenant_id, o.store_id, (o.audited_at AT TIME ZONE '${TZ}')::date, i.sku_id, o.customer_id, o.rep_id,
                count(*), sum(i.base_qty), sum(i.amount - i.activity_amount - i.coupon_amount), sum(${cost})
           FROM oms_orders o JOIN oms_order_items i ON i.order_id = o.id JOIN pms_skus k ON k.id = i.sku_id
          WHERE o.tenant_id = $1 AND o.status BETWEEN 2 AND 7 GROUP BY 1, 2, 3, 4, 5, 6`,
        [tenantId],
      );
      await client.query(
        `INSERT INTO bi_orders_daily (tenant_id, store_id, day, customer_id, rep_id, orders, goods_amount, freight_amount, carry_fee, total_amount)
         SELECT o.tenant_id, o.store_id, (o.audited_at AT TIME ZONE '${TZ}')::date, o.customer_id, o.rep_id,
                count(*), sum(o.goods_amount - o.activity_amount - o.coupon_amount), sum(o.freight_amount), sum(o.carry_fee), sum(o.total_amount)
           FROM oms_orders o WHERE o.tenant_id = $1 AND o.status BETWEEN 2 AND 7 GROUP BY 1, 2, 3, 4, 5`,
        [tenantId],
      );
      // the coarse rollups (bi README "Rollups"): each its family's fine table summed over the keys it lacks
      for (const grain of ROLLUP_GRAINS) {
        const fine = ROLLUP_GRAINS.find((g) => g.family === grain.family)!;
        if (grain === fine) continue;
        const measures = MEASURES[grain.family];
        const keys = ['tenant_id', ...grain.keys];
        // a monthly table's key: the day's month, as its first day
        const select = keys.map((k) => (k === 'month' ? `(day - (extract(day FROM day)::int - 1))` : k));
        await client.query(
          `INSERT INTO ${grain.table} (${keys.join(', ')}, ${measures.join(', ')})
           SELECT ${select.join(', ')}, ${measures.map((m) => `sum(${m})`).join(', ')} FROM ${fine.table} WHERE tenant_id = $1 GROUP BY ${keys.map((_k, i) => i + 1).join(', ')}`,
          [tenantId],
        );
      }
      // each customer's first and last order day per store, as the writer keeps them (migration 0081)
      await client.query(
        `INSERT INTO bi_customer_spans (tenant_id, store_id, customer_id, first_day, last_day)
         SELECT tenant_id, store_id, customer_id, min(day), max(day) FROM bi_orders_daily WHERE tenant_id = $1 AND orders > 0 GROUP BY 1, 2, 3`,
        [tenantId],
      );
      log(`  rollups filled (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    } finally {
      await client.end();
    }
    for (const table of ['oms_orders', 'oms_order_items', ...ROLLUP_GRAINS.map((g) => g.table), 'bi_customer_spans', 'pms_skus', 'pms_spus', 'pms_categories', 'crm_customers']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    generationSeconds = (performance.now() - started) / 1000;
  }
  log(`bi-dashboards: data ready in ${generationSeconds.toFixed(0)} s`);

  // the periods: a year and a month ending today (the tenant's day)
  const [{ today }] = await queryRows<{ today: string }>(db, sql`SELECT to_char((now() AT TIME ZONE ${TZ})::date, 'YYYY-MM-DD') AS today`);
  const minus = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const periods = [
    { name: 'year', start: minus(364), end: today },
    { name: 'month', start: minus(29), end: today },
  ];

  // the headline figures, from the rollups and live from the documents, each under the tenant's RLS
  const inTenant = <T>(query: ReturnType<typeof sql>) => withTenant(db, tenantId, (tx) => queryRows<T>(tx, query));
  const liveCost = sql.raw(withCost ? 'i.cost_amount' : 'round(i.qty * k.cost_price, 2)');
  // the period's SKUs first, then their categories: the catalogue joined once per SKU, not per row
  const byCategory = (table: string, start: string, end: string) =>
    sql`SELECT coalesce(p.name, c.name) AS category, sum(s.profit)::text AS profit
          FROM (SELECT sku_id, sum(amount - cost - (refund_amount - refund_cost)) AS profit FROM ${sql.raw(table)} WHERE day BETWEEN ${start}::date AND ${end}::date GROUP BY sku_id) s
          JOIN pms_skus k ON k.id = s.sku_id JOIN pms_spus u ON u.id = k.spu_id JOIN pms_categories c ON c.id = u.category_id LEFT JOIN pms_categories p ON p.id = c.parent_id
         GROUP BY 1 ORDER BY 1`;
  const figures = (start: string, end: string) => {
    const audited = sql`o.status BETWEEN 2 AND 7 AND o.audited_at >= (${start}::date)::timestamp AT TIME ZONE ${TZ} AND o.audited_at < ((${end}::date + 1)::timestamp AT TIME ZONE ${TZ})`;
    return [
      {
        name: 'sales and orders',
        rollup: sql`SELECT sum(goods_amount)::text AS sales, sum(orders)::int AS orders FROM bi_orders_rep_daily WHERE day BETWEEN ${start}::date AND ${end}::date`,
        fine: sql`SELECT sum(goods_amount)::text AS sales, sum(orders)::int AS orders FROM bi_orders_daily WHERE day BETWEEN ${start}::date AND ${end}::date`,
        live: sql`SELECT sum(o.goods_amount - o.activity_amount - o.coupon_amount)::text AS sales, count(*)::int AS orders FROM oms_orders o WHERE ${audited}`,
      },
      {
        name: 'sales by day',
        rollup: sql`SELECT day::text, sum(goods_amount)::text AS sales FROM bi_orders_rep_daily WHERE day BETWEEN ${start}::date AND ${end}::date GROUP BY day ORDER BY day`,
        fine: sql`SELECT day::text, sum(goods_amount)::text AS sales FROM bi_orders_daily WHERE day BETWEEN ${start}::date AND ${end}::date GROUP BY day ORDER BY day`,
        live: sql`SELECT ((o.audited_at AT TIME ZONE ${TZ})::date)::text AS day, sum(o.goods_amount - o.activity_amount - o.coupon_amount)::text AS sales FROM oms_orders o WHERE ${audited} GROUP BY 1 ORDER BY 1`,
      },
      {
        name: 'gross profit by category',
        rollup: byCategory('bi_sales_sku_daily', start, end),
        fine: byCategory('bi_sales_daily', start, end),
        live: sql`SELECT coalesce(p.name, c.name) AS category, sum(i.amount - i.activity_amount - i.coupon_amount - ${liveCost})::text AS profit
                    FROM oms_orders o JOIN oms_order_items i ON i.order_id = o.id JOIN pms_skus k ON k.id = i.sku_id JOIN pms_spus u ON u.id = k.spu_id
                    JOIN pms_categories c ON c.id = u.category_id LEFT JOIN pms_categories p ON p.id = c.parent_id
                   WHERE ${audited} GROUP BY 1 ORDER BY 1`,
      },
    ];
  };
  type FigureRow = { period: string; name: string; rollup: Stats; fine: Stats; live: Stats; rows: number };
  const figureRows: FigureRow[] = [];
  for (const period of process.env.FIGURES === '0' ? [] : periods) {
    for (const f of figures(period.start, period.end)) {
      log(`bi-dashboards: ${period.name}, ${f.name}`);
      const rollup = await timed(RUNS, () => inTenant<Record<string, unknown>>(f.rollup));
      const fine = await timed(NAIVE_RUNS, () => inTenant<Record<string, unknown>>(f.fine));
      const live = await timed(NAIVE_RUNS, () => inTenant<Record<string, unknown>>(f.live), 0);
      for (const [what, value] of [['the fine rollups', fine.value], ['the orders', live.value]] as const) {
        if (JSON.stringify(rollup.value) !== JSON.stringify(value)) {
          throw new Error(`${period.name} ${f.name}: the coarse rollups answer ${JSON.stringify(rollup.value).slice(0, 300)}, ${what} ${JSON.stringify(value).slice(0, 300)}`);
        }
      }
      figureRows.push({ period: period.name, name: f.name, rollup: rollup.stats, fine: fine.stats, live: live.stats, rows: rollup.value.length });
    }
  }

  // the dashboards' own calls: every GET under /api/v1/bi/ the app registered (printRoutes lists full paths)
  const routes = [...app.printRoutes({ commonPrefix: false }).matchAll(/(\/api\/v1\/bi\/[^\s(]*) \(([^)]*)\)/g)]
    .filter((m) => m[2].split(',').map((x) => x.trim()).includes('GET') && !m[1].includes(':') && !m[1].includes('*') && !/export/.test(m[1]))
    .map((m) => m[1])
    .filter((path) => !process.env.ROUTES || path.includes(process.env.ROUTES))
    .sort();
  type RouteRow = { period: string; path: string; stats: Stats | null; answer: string };
  const routeRows: RouteRow[] = [];
  if (routes.length > 0) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await benchLogin(`${origin}/api/v1`, 'bench_admin');
    const headers = { authorization: `Bearer ${token}`, 'from-client-type': 'pc' };
    // each route as its page calls it: the defaults, and the other choices a page offers where they read
    // differently (the profit's dimensions, the operation's and the trend's buckets); no store chosen (no
    // CurrStoreId): every store of the caller's, as a page's "all stores"
    const calls = routes.flatMap((path) => (VARIANTS[path.replace('/api/v1', '')] ?? ['']).map((extra) => ({ path, extra })));
    for (const period of periods) {
      for (const { path, extra } of calls) {
        const url = `${origin}${path}?start_date=${period.start}&end_date=${period.end}${extra ? `&${extra}` : ''}`;
        const call = async () => (await (await fetch(url, { headers })).json()) as { code: number; message: string };
        const first = await call();
        if (first.code !== 200) {
          routeRows.push({ period: period.name, path: `${path}${extra ? ` ${extra}` : ''}`, stats: null, answer: `${first.code} ${first.message}` });
          continue;
        }
        const { stats } = await timed(RUNS, call, 1);
        routeRows.push({ period: period.name, path: `${path}${extra ? ` ${extra}` : ''}`, stats, answer: '200' });
      }
    }
  }

  const [{ orders, lines }] = await queryRows<{ orders: number; lines: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM oms_orders) AS orders, (SELECT count(*)::int FROM oms_order_items) AS lines`,
  );
  const rollupRows: string[] = [];
  for (const grain of ROLLUP_GRAINS) {
    const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.raw(grain.table)}`);
    rollupRows.push(`${grain.table} ${n}`);
  }
  log(
    [
      '',
      'The dashboards over a year of orders: the coarse rollups against the fine ones and the live aggregate of the orders',
      machineLine(await serverVersion(benchDb.url)),
      `${orders} orders, ${lines} lines in 3 stores, ${CUSTOMERS} customers, ${SKUS} SKUs; rollup rows: ${rollupRows.join(', ')}; ${reused ? `data of an earlier run (${reused})` : `generated in ${generationSeconds.toFixed(0)} s`}`,
      withCost ? 'cost: frozen on the lines (cost_amount)' : 'cost: the lines have no cost columns here (migration 0071 absent): the same formula in the rollup and the live query',
      `load average at the end (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
      `runs: ${RUNS} (coarse rollups, routes), ${NAIVE_RUNS} (fine rollups, live), one at a time; the three answers compared`,
      '',
      formatTable(
        [
          { title: 'period', value: (r: FigureRow) => r.period, align: 'left' },
          { title: 'figure', value: (r) => r.name, align: 'left' },
          { title: 'rows', value: (r) => String(r.rows) },
          { title: 'coarse p50', value: (r) => ms(r.rollup.p50) },
          { title: 'p95', value: (r) => ms(r.rollup.p95) },
          { title: 'fine p50', value: (r) => ms(r.fine.p50) },
          { title: 'p95', value: (r) => ms(r.fine.p95) },
          { title: 'live p50', value: (r) => ms(r.live.p50) },
          { title: 'p95', value: (r) => ms(r.live.p95) },
          { title: 'live / coarse (p50)', value: (r) => `${(r.live.p50 / Math.max(r.rollup.p50, 0.001)).toFixed(0)}×` },
        ],
        figureRows,
      ),
      '',
      routes.length === 0
        ? 'GET /api/v1/bi/…: no dashboard route is registered in this build'
        : formatTable(
            [
              { title: 'period', value: (r: RouteRow) => r.period, align: 'left' },
              { title: 'GET', value: (r) => r.path, align: 'left' },
              { title: 'p50', value: (r) => (r.stats ? ms(r.stats.p50) : '-') },
              { title: 'p95', value: (r) => (r.stats ? ms(r.stats.p95) : '-') },
              { title: 'answer', value: (r) => r.answer, align: 'left' },
            ],
            routeRows,
          ),
      '',
    ].join('\n'),
  );
  if (routeRows.some((r) => r.stats === null)) process.exitCode = 1;
} finally {
  await bench.finish();
}
