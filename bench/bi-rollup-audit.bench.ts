import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { checkRollups, feedOrderFacts } from '@/modules/bi';
import { registerOrderFactsListener, unregisterOrderFactsListener } from '@/modules/oms';
import { setupTenant } from '@/modules/system/tenant';
import { startBenchApp } from './lib/bench-app';
import { serverVersion } from './lib/bench-db';
import { bulkLoadCustomers, customersReadyToOrder } from './lib/customers';
import { adminTenantSpec, BENCH_PASSWORD } from './lib/generate';
import { machineLine } from './lib/report';
import { percentile, positiveInt } from './lib/runs';
import { signIn } from './lib/server-node';
import { generateGoods, stockEverySku } from './lib/stock-data';

/**
 * What the daily rollups cost an order's audit (bi README "Rollups", issue 35 item 1): ORDERS orders (3–8
 * lines) of CUSTOMERS customers over SKUS SKUs are made over HTTP, then audited one at a time
 * (`PUT /oms/order/{id}/audit`) in blocks of BLOCK, alternating with bi's order-facts listener registered (as
 * the app runs) and without it, so both halves share the machine's state. Figures: each half's audit p50 and
 * p95 and the difference, and the listener's own time per audit; after it the tenant's re-derivation is timed (its differences are the orders audited
 * without the listener, as expected). Goal: the rollup adds ≤ 2 ms to the audit's p95.
 */
const SKUS = positiveInt('SKUS', 2_000);
const CUSTOMERS = positiveInt('CUSTOMERS', 500);
const ORDERS = positiveInt('ORDERS', 1_000);
const BLOCK = positiveInt('BLOCK', 50);
const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (v: number) => `${v.toFixed(2)} ms`;

const spec = adminTenantSpec('Bench rollups');

const bench = await startBenchApp(1200);
try {
  const { app, db, benchDb, config } = bench;
  const ids = await withSystem(db, (tx) => setupTenant(tx, spec, config.scryptCost));
  const { tenantId } = ids;
  const storeId = ids.stores.a;
  const { skuIds, places } = await generateGoods(db, tenantId, storeId, { skus: SKUS, warehouses: 1, locations: 10 });
  await stockEverySku(db, tenantId, skuIds, places[0], 1_000_000);
  await bulkLoadCustomers(benchDb.url, [{ tenantId, storeIds: [storeId], repIds: [ids.staff.admin], from: 1, to: CUSTOMERS, total: CUSTOMERS }], () => undefined);
  const customers = await customersReadyToOrder(db, tenantId);

  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  const headers = await signIn(base, 'bench_admin', BENCH_PASSWORD, storeId);
  const call = async (method: string, path: string, body: unknown) => {
    const t0 = performance.now();
    const reply = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
    const json = (await reply.json()) as { code: number; message: string; data: { id: number } };
    if (json.code !== 200) throw new Error(`${method} ${path} answered ${json.code} ${json.message}`);
    return { id: json.data.id, ms: performance.now() - t0 };
  };

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const hash = (n: number) => Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  const made: number[] = [];
  for (let i = 0; i < ORDERS + 2 * BLOCK; i += 1) {
    const customer = customers[hash(i) % customers.length];
    const lines = 3 + (hash(i + 1) % 6);
    const items = Array.from({ length: lines }, (_, k) => ({ sku_id: skuIds[hash(i * 31 + k) % skuIds.length], qty: 1 + (hash(i * 17 + k) % 5) }));
    const unique = [...new Map(items.map((it) => [it.sku_id, it])).values()];
    made.push((await call('POST', '/oms/order', { customer_id: customer.id, customer_user_id: customer.contact, warehouse_id: places[0].warehouseId, delivery_date: tomorrow, pay_type: 1, items: unique })).id);
  }
  log(`bi-rollup-audit: ${SKUS} SKUs, ${customers.length} customers, ${made.length} pending orders (${benchDb.name})`);

  // warm-up: a block each way, unmeasured
  const audit = (id: number) => call('PUT', `/oms/order/${id}/audit`, {}).then((r) => r.ms);
  let next = 0;
  for (const on of [true, false]) {
    if (!on) unregisterOrderFactsListener(feedOrderFacts);
    for (let k = 0; k < BLOCK; k += 1) await audit(made[next++]);
    registerOrderFactsListener(feedOrderFacts);
  }
  const withRollup: number[] = [];
  const without: number[] = [];
  // with the listener on, the listener itself is timed too: the rollup's own share of the audit, free of the
  // HTTP round trip's noise on a loaded machine
  const listenerTimes: number[] = [];
  const timedFeed: typeof feedOrderFacts = async (ctx, facts) => {
    const t0 = performance.now();
    await feedOrderFacts(ctx, facts);
    listenerTimes.push(performance.now() - t0);
  };
  unregisterOrderFactsListener(feedOrderFacts);
  for (let block = 0; next < made.length; block += 1) {
    const on = block % 2 === 0;
    if (on) registerOrderFactsListener(timedFeed);
    for (let k = 0; k < BLOCK && next < made.length; k += 1) (on ? withRollup : without).push(await audit(made[next++]));
    unregisterOrderFactsListener(timedFeed);
  }
  registerOrderFactsListener(feedOrderFacts);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const a = sorted(withRollup);
  const b = sorted(without);
  const addedP95 = percentile(a, 95) - percentile(b, 95);
  // the orders audited without the listener are missing from the rollups by design: count what the check finds
  const [{ rows }] = await withSystem(db, (tx) => queryRows<{ rows: number }>(tx, sql`SELECT count(*)::int AS rows FROM bi_sales_daily WHERE tenant_id = ${tenantId}::int`));
  const t0 = performance.now();
  const differences = await withSystem(db, (tx) => checkRollups(tx, { tenantIds: [tenantId] }));
  const checkMs = performance.now() - t0;
  log(
    [
      '',
      machineLine(await serverVersion(benchDb.url)),
      `load average at the end (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
      '',
      `audit over HTTP, one at a time, blocks of ${BLOCK} alternating: with the rollup listener ${a.length} audits p50 ${ms(percentile(a, 50))} p95 ${ms(percentile(a, 95))};` +
        ` without ${b.length} audits p50 ${ms(percentile(b, 50))} p95 ${ms(percentile(b, 95))}`,
      `the rollup adds p50 ${ms(percentile(a, 50) - percentile(b, 50))}, p95 ${ms(addedP95)} (goal ≤ 2 ms at p95: ${addedP95 <= 2 ? 'met' : 'MISSED'})`,
      `the listener itself (one statement in the audit's transaction), ${listenerTimes.length} audits: p50 ${ms(percentile(sorted(listenerTimes), 50))} p95 ${ms(percentile(sorted(listenerTimes), 95))}`,
      `re-derivation of the tenant (${rows} sales rows): ${checkMs.toFixed(0)} ms; ${differences.length} measure differences (the orders audited without the listener, expected)`,
    ].join('\n'),
  );
} finally {
  await bench.finish();
}
