import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { setupTenant } from '@/modules/system/tenant';
import { checkStockLedger } from '@/modules/wms';
import { startBenchApp } from './lib/bench-app';
import { serverVersion } from './lib/bench-db';
import { bulkLoadCustomers, customersReadyToOrder } from './lib/customers';
import { adminTenantSpec, BENCH_PASSWORD } from './lib/generate';
import { startLatencyClient } from './lib/latency-client';
import { formatTable, machineLine } from './lib/report';
import { measure, positiveInt, type Run, type Stats } from './lib/runs';
import { signIn } from './lib/server-node';
import { generateGoods, stockEverySku } from './lib/stock-data';

/**
 * Orders (oms README), two parts in one run:
 * - **flow**: FLOW_ORDERS orders through `POST /oms/order` then `PUT /oms/order/{id}/audit` (pricing every
 *   line for its customer, server totals, the reservation of every line), CLIENTS at a time over HTTP,
 *   over SKUS SKUs all in stock; orders per second, and the latency of each call;
 * - **list**: `GET /oms/orders` (status tab counts, page, keyword) at LIST_ORDERS orders of CUSTOMERS
 *   customers (bulk-written history over two years, as the flow's orders would have left them), REQUESTS
 *   runs per kind one at a time from a client process of its own, beside the naive query (the same rows
 *   by `ILIKE` over the joined tables, its count and its per-status counts) on the same data.
 */
const SKUS = positiveInt('SKUS', 10_000);
const CUSTOMERS = positiveInt('CUSTOMERS', 5_000);
const FLOW_ORDERS = positiveInt('FLOW_ORDERS', 2_000);
const CLIENTS = positiveInt('CLIENTS', 20);
const LIST_ORDERS = positiveInt('LIST_ORDERS', 500_000);
const REQUESTS = positiveInt('REQUESTS', 100);
const NAIVE_REQUESTS = positiveInt('NAIVE_REQUESTS', 10);

const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (v: number) => (Number.isNaN(v) ? '–' : `${v.toFixed(1)} ms`);

const spec = adminTenantSpec('Bench orders');

const bench = await startBenchApp(1800 + LIST_ORDERS / 500);
try {
  const { app, db, benchDb, config } = bench;
  const ids = await withSystem(db, (tx) => setupTenant(tx, spec, config.scryptCost));
  const tenantId = ids.tenantId;
  const storeId = ids.stores.a;
  let started = performance.now();
  const { skuIds, places } = await generateGoods(db, tenantId, storeId, { skus: SKUS, warehouses: 1, locations: 20 });
  const warehouseId = places[0].warehouseId;
  await stockEverySku(db, tenantId, skuIds, places[0], 1_000_000);
  await bulkLoadCustomers(benchDb.url, [{ tenantId, storeIds: [storeId], repIds: [ids.staff.admin], from: 1, to: CUSTOMERS, total: CUSTOMERS }], () => undefined);
  const customers = await customersReadyToOrder(db, tenantId);
  log(`order-flow: ${SKUS} SKUs in stock, ${customers.length} customers, generated in ${((performance.now() - started) / 1000).toFixed(0)} s (${benchDb.name})`);

  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  const headers = await signIn(base, 'bench_admin', BENCH_PASSWORD, storeId);

  // ---------- flow: create → audit, CLIENTS at a time ----------
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const hash = (n: number) => Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  const call = async (method: string, path: string, body: unknown) => {
    const t0 = performance.now();
    const reply = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
    const json = (await reply.json()) as { code: number; message: string; data: { id: number } };
    return { json, ms: performance.now() - t0 };
  };
  const createTimes: number[] = [];
  const auditTimes: number[] = [];
  let refused = 0;
  let next = 0;
  started = performance.now();
  const client = async () => {
    for (let i = next++; i < FLOW_ORDERS; i = next++) {
      const customer = customers[hash(i) % customers.length];
      const lines = 3 + (hash(i + 1) % 6);
      const items = Array.from({ length: lines }, (_, k) => ({ sku_id: skuIds[hash(i * 31 + k) % skuIds.length], qty: 1 + (hash(i * 17 + k) % 5) }));
      const unique = [...new Map(items.map((it) => [it.sku_id, it])).values()];
      const made = await call('POST', '/oms/order', { customer_id: customer.id, customer_user_id: customer.contact, warehouse_id: warehouseId, delivery_date: tomorrow, pay_type: 1, items: unique });
      if (made.json.code !== 200) throw new Error(`create answered ${made.json.code} ${made.json.message}`);
      createTimes.push(made.ms);
      const audited = await call('PUT', `/oms/order/${made.json.data.id}/audit`, {});
      if (audited.json.code === 409) refused += 1;
      else if (audited.json.code !== 200) throw new Error(`audit answered ${audited.json.code} ${audited.json.message}`);
      auditTimes.push(audited.ms);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const flowSeconds = (performance.now() - started) / 1000;
  const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)];
  const differences = await withSystem(db, (tx) => checkStockLedger(tx));
  const [{ reserved }] = await withSystem(db, (tx) => queryRows<{ reserved: string }>(tx, sql`SELECT coalesce(sum(reserved), 0)::text AS reserved FROM wms_stock_totals WHERE tenant_id = ${tenantId}::int`));
  const [{ ordered }] = await withSystem(db, (tx) =>
    queryRows<{ ordered: string }>(tx, sql`SELECT coalesce(sum(i.base_qty), 0)::text AS ordered FROM oms_order_items i JOIN oms_orders o ON o.id = i.order_id WHERE o.tenant_id = ${tenantId}::int AND o.status = 2`),
  );

  // ---------- list: LIST_ORDERS orders of two years ----------
  started = performance.now();
  await withSystem(db, async (tx) => {
    await tx.execute(sql`CREATE TEMP TABLE bench_customers ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id)::int AS n, id, name, phone FROM crm_customers WHERE tenant_id = ${tenantId}::int`);
    for (let done = 0; done < LIST_ORDERS; done += 100_000) {
      const n = Math.min(100_000, LIST_ORDERS - done);
      // one order every ~2 minutes, oldest first; those older than three days are completed (5 % cancelled),
      // the last three days spread over the open states
      await tx.execute(sql`INSERT INTO oms_orders (tenant_id, number, store_id, customer_id, consignee_name, consignee_phone, address, warehouse_id, delivery_date,
          status, pay_status, pay_type, goods_amount, total_amount, total_qty, line_count, created_at, updated_at, audited_at)
        SELECT ${tenantId}::int, 'SO' || to_char(r.at, 'YYYYMMDD') || '-' || lpad((${done}::int + r.g)::text, 6, '0'), ${storeId}::int, c.id, left(c.name, 30), c.phone, '张杨路 1 号',
               ${warehouseId}::int, (r.at + interval '1 day')::date,
               CASE WHEN r.at < now() - interval '3 days' THEN CASE WHEN r.h % 20 = 0 THEN 0 ELSE 7 END ELSE 1 + r.h % 6 END,
               CASE WHEN r.at < now() - interval '3 days' THEN 2 ELSE 0 END, 1 + r.h % 2, r.amount, r.amount, 10, 4, r.at, r.at, r.at
          FROM (SELECT g, now() - (${LIST_ORDERS}::int - ${done}::int - g) * interval '2 minutes' AS at, hashint4(${done}::int + g) & 2147483647 AS h,
                       round((20 + (hashint4(g * 7) & 4095) / 10.0)::numeric, 2) AS amount
                  FROM generate_series(1, ${n}::int) g) r
          JOIN bench_customers c ON c.n = 1 + (hashint4(${done}::int + r.g + 1) & 2147483647) % ${customers.length}::int`);
    }
  });
  await db.execute(sql`VACUUM ANALYZE`);
  log(`order-flow: ${LIST_ORDERS} list orders written in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const latency = startLatencyClient();
  bench.onCleanup(() => latency.close());
  const get = async (query: string): Promise<Run> => {
    const reply = await latency.get(`${base}/oms/orders?page=1&page_size=20${query}`, headers);
    const body = JSON.parse(reply.body) as { code: number; message: string; data: { list: unknown[]; pagination: { total: number } } };
    if (body.code !== 200) throw new Error(`/oms/orders${query} answered ${body.code} ${body.message}`);
    return { rows: body.data.list.length, total: body.data.pagination.total, ms: reply.ms };
  };
  const naive = async (status: number | null, keyword: string): Promise<Run> => {
    const t0 = performance.now();
    const like = `%${keyword}%`;
    const match = keyword ? sql`AND (o.number ILIKE ${like} OR c.name ILIKE ${like} OR o.contact_phone ILIKE ${like} OR o.consignee_phone ILIKE ${like})` : sql``;
    const tab = status === null ? sql`` : sql`AND o.status = ${status}::int`;
    const from = sql`oms_orders o JOIN crm_customers c ON c.id = o.customer_id WHERE o.store_id = ${storeId}::int ${match}`;
    const [rows, [{ total }]] = await withTenant(db, tenantId, (tx) =>
      Promise.all([
        queryRows<{ id: number }>(tx, sql`SELECT o.id, o.number, c.name, o.total_amount FROM ${from} ${tab} ORDER BY o.created_at DESC, o.id DESC LIMIT 20`),
        queryRows<{ total: number }>(tx, sql`SELECT count(*)::int AS total FROM ${from} ${tab}`),
        queryRows<{ status: number }>(tx, sql`SELECT o.status, count(*) FROM ${from} GROUP BY o.status`),
      ]),
    );
    return { rows: rows.length, total, ms: performance.now() - t0 };
  };
  const sample = customers.filter((_, i) => i % Math.max(1, Math.floor(customers.length / 20)) === 0).slice(0, 20);
  const numbers = await withTenant(db, tenantId, (tx) =>
    queryRows<{ number: string }>(tx, sql`SELECT number FROM oms_orders WHERE tenant_id = ${tenantId}::int AND number LIKE 'SO%' ORDER BY hashint4(id) LIMIT 20`),
  );
  const kinds: Array<{ kind: string; status: number | null; keywords: string[] }> = [
    { kind: 'all, no keyword', status: null, keywords: [''] },
    { kind: 'tab 待审核 (1), no keyword', status: 1, keywords: [''] },
    { kind: 'tab 已完成 (7), no keyword', status: 7, keywords: [''] },
    { kind: 'tab 7 + customer name', status: 7, keywords: sample.map((c) => c.name) },
    { kind: 'all + order number', status: null, keywords: numbers.map((r) => r.number) },
    { kind: 'all + phone', status: null, keywords: sample.map((c) => c.phone) },
  ];
  for (const k of kinds) for (const kw of k.keywords.slice(0, 2)) await get(`${k.status === null ? '' : `&status=${k.status}`}${kw ? `&keyword=${encodeURIComponent(kw)}` : ''}`);
  type Row = { kind: string; http: Stats; naive: Stats };
  const rows: Row[] = [];
  for (const k of kinds) {
    log(`order-flow: list ${k.kind}`);
    rows.push({ kind: k.kind, http: await measure(k.keywords, REQUESTS, (kw) => get(`${k.status === null ? '' : `&status=${k.status}`}${kw ? `&keyword=${encodeURIComponent(kw)}` : ''}`)), naive: { p50: NaN, p95: NaN, rows: 0, total: 0 } });
  }
  for (const [i, k] of kinds.entries()) rows[i].naive = await measure(k.keywords, NAIVE_REQUESTS, (kw) => naive(k.status, kw));

  const [{ total: orderCount }] = await withSystem(db, (tx) => queryRows<{ total: number }>(tx, sql`SELECT count(*)::int AS total FROM oms_orders`));
  const goal = 20;
  log(
    [
      '',
      machineLine(await serverVersion(benchDb.url)),
      `load average at the end (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
      '',
      `flow: ${FLOW_ORDERS} orders (3–8 lines) created and audited by ${CLIENTS} clients over HTTP in ${flowSeconds.toFixed(1)} s = ${(FLOW_ORDERS / flowSeconds).toFixed(0)} orders/s;` +
        ` create p50 ${ms(pct(createTimes, 50))} p95 ${ms(pct(createTimes, 95))}, audit p50 ${ms(pct(auditTimes, 50))} p95 ${ms(pct(auditTimes, 95))}; ${refused} refused`,
      `  after it: reserved ${reserved} = ordered ${ordered} on audited orders; ledger re-sum: ${differences.length} differences`,
      '',
      `GET /api/v1/oms/orders?page=1&page_size=20[&status][&keyword] at ${orderCount} orders; ${REQUESTS} runs (naive: ${NAIVE_REQUESTS}), one at a time`,
      formatTable(
        [
          { title: 'kind', value: (r: Row) => r.kind, align: 'left' },
          { title: 'http p50', value: (r) => ms(r.http.p50) },
          { title: 'p95', value: (r) => ms(r.http.p95) },
          { title: 'total (avg)', value: (r) => r.http.total.toFixed(0) },
          { title: 'naive sql p50', value: (r) => ms(r.naive.p50) },
          { title: 'p95', value: (r) => ms(r.naive.p95) },
          { title: `goal p95 ≤ ${goal} ms`, value: (r) => (r.http.p95 <= goal ? 'met' : 'MISSED'), align: 'left' },
        ],
        rows,
      ),
      '',
    ].join('\n'),
  );
  if (differences.length) throw new Error(`the ledger check found ${differences.length} differences`);
  if (reserved !== ordered) throw new Error(`reserved ${reserved} differs from the audited orders' ${ordered}`);
} finally {
  await bench.finish();
}
