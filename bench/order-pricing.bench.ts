import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { ActivityRule, CouponRule, PriceOrderInput, PricingLineInput } from '@tradewind/contract/marketing/pricing.schema';
import { buildApp } from '@/app';
import { readConfig } from '@/config';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { activeActivitiesFor, inScope, lineAmount, priceOrder, shareByLargestRemainder } from '@/modules/marketing';
import { percentOf } from '@/modules/marketing/pricing/price-order';
import { setupTenant } from '@/modules/system/tenant';
import { createBenchDb, serverVersion } from './lib/bench-db';
import { exitAfter } from './lib/deadline';
import { adminTenantSpec } from './lib/generate';
import { formatTable, machineLine, ms } from './lib/report';
import { percentile, positiveInt } from './lib/runs';

/**
 * Pricing an order (issue 34 item 10; marketing README "Price pipeline"): a LINES-line order (default 50) for a
 * customer with ACTIVE activities on (default 20: five of each type, over SKUs, categories, brands and
 * everything) among NOISE ended, off and void ones in the table, and one coupon of COUPONS issued ones
 * (default 100,000) — per order:
 * - `load + price`: the order side's work — activeActivitiesFor on PostgreSQL (its own tenant transaction,
 *   RLS) and the engine over the lines with the coupon;
 * - `engine`: priceOrder alone;
 * - `naive`: the same answer the way a first try computes it — every rule against every line, the activities
 *   re-sorted by priority for each line, each line's tier basis summed by scanning every line again.
 * Both answers are compared order by order (totals, each line's discounts, gifts): one difference fails the bench.
 * The coupon is one of COUPONS coupon rules held in memory: an order prices one coupon, so their number does
 * not reach the engine; reading a customer's coupons from the coupon tables is the coupons part's
 * (`couponRulesFor`) and is timed with them. Goal: p95 ≤ 20 ms for load + price.
 */
const LINES = positiveInt('LINES', 50);
const ACTIVE = positiveInt('ACTIVE', 20);
const NOISE = positiveInt('NOISE', 2_000);
const COUPONS = positiveInt('COUPONS', 100_000);
const ORDERS = positiveInt('ORDERS', 1_000);
const NAIVE_ORDERS = positiveInt('NAIVE_ORDERS', 200);
const SKUS = 5_000;
const BRANDS = 40;

const log = (line: string) => process.stdout.write(`${line}\n`);

/** A seeded generator, so every run prices the same orders. */
let seed = 34;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const spec = adminTenantSpec('Bench pricing', 'bench_admin', [
  { key: 'a', name: '上海店', isMaster: true },
  { key: 'b', name: '杭州店' },
]);

/** The activities: ACTIVE on now for everyone in store a (types 1–4 in turn), NOISE ended, off or void. */
async function generateActivities(db: Parameters<typeof withSystem>[0], tenantId: number, storeId: number, categoryIds: number[]): Promise<void> {
  const rows: string[] = [];
  for (let i = 0; i < ACTIVE + NOISE; i += 1) {
    const type = (i % 4) + 1;
    const noise = i >= ACTIVE;
    const scopeType = type === 1 ? 3 : [0, 1, 2, 3][i % 4];
    const scopeIds = scopeType === 1 ? categoryIds.filter(() => random() < 0.2) : scopeType === 2 ? [int(1, BRANDS), int(1, BRANDS)] : scopeType === 3 ? Array.from({ length: 300 }, () => int(1, SKUS)) : [];
    const tiers =
      type === 2 ? [{ over: '100.00', off: '5.00' }, { over: '1000.00', off: '80.00' }] : type === 3 ? [{ over: '1.000', percent: '5.00' }, { over: '50.000', percent: '12.50' }] : type === 4 ? [{ over: '500.00', gift_sku_id: int(1, SKUS), gift_unit: 1, gift_qty: '1.000' }] : [];
    const prices = type === 1 ? Array.from({ length: 100 }, () => ({ sku_id: int(1, SKUS), price: (int(100, 3000) / 100).toFixed(2) })) : [];
    const window = noise && i % 3 === 0 ? `now() - interval '30 days', now() - interval '1 day'` : `now() - interval '1 day', now() + interval '6 days'`;
    const status = noise ? [1, 2, 0][i % 3] : 1;
    rows.push(
      `(${tenantId}, 'A${i}', ${type}, ${type === 3 ? 2 : 1}, '${JSON.stringify(tiers)}', '${JSON.stringify(prices)}', ${scopeType}, '{${(type === 1 ? prices.map((p) => p.sku_id) : scopeIds).join(',')}}', '{${i % 5 === 0 ? storeId : ''}}', ${window}, ${int(0, 20)}, ${i % 6 !== 0}, ${status})`,
    );
  }
  await withSystem(db, (tx) =>
    tx.execute(sql.raw(`INSERT INTO marketing_activities (tenant_id, name, type, tier_basis, tiers, prices, scope_type, scope_ids, store_ids, starts_at, ends_at, priority, stack_with_coupon, status) VALUES ${rows.join(',')}`)),
  );
  await withSystem(db, (tx) => tx.execute(sql`ANALYZE marketing_activities`));
}

function randomCoupon(i: number, categoryIds: number[]): CouponRule {
  const type = i % 2 === 0 ? 1 : 2;
  const scopeType = ([0, 1, 2, 3] as const)[i % 4];
  return {
    customerCouponId: i + 1,
    couponId: (i % 50) + 1,
    name: `C${i % 50}`,
    type,
    thresholdCents: [0, 10_000, 100_000][i % 3],
    amountCents: 5000,
    percent: 8,
    capCents: i % 5 === 0 ? null : 20_000,
    scopeType,
    scopeIds: scopeType === 1 ? categoryIds.slice(0, 10) : scopeType === 2 ? [1, 2, 3] : scopeType === 3 ? Array.from({ length: 50 }, (_, k) => k * 7 + 1) : [],
    stackWithActivity: i % 7 !== 0,
    validTo: null,
  };
}

function randomOrder(categoryIds: number[]): PricingLineInput[] {
  return Array.from({ length: LINES }, (_, k) => {
    const qtyMilli = int(1, 40) * 1000;
    const priceCents = int(150, 9_000);
    return { key: k, skuId: int(1, SKUS), categoryId: categoryIds[int(0, categoryIds.length - 1)], brandId: int(1, BRANDS), qtyMilli, ratioMilli: k % 5 === 0 ? 12_000 : 1000, priceCents, amountCents: lineAmount(qtyMilli, priceCents) };
  });
}

/** The naive evaluation: the same rules, every rule against every line, re-sorting the activities per line. */
function naivePrice(input: PriceOrderInput) {
  const sorted = () => [...input.activities].sort((a, b) => b.priority - a.priority || a.id - b.id);
  const lines = input.lines.map((l) => {
    let priceCents = l.priceCents;
    let amountCents = l.amountCents;
    let priced: ActivityRule | null = null;
    for (const a of sorted()) {
      if (a.type !== 1) continue;
      const listed = a.prices.filter((p) => p.skuId === l.skuId);
      if (!listed.length) continue;
      const price = lineAmount(Number(l.ratioMilli ?? 1000), Math.min(...listed.map((p) => p.priceCents)));
      if (price < l.priceCents) {
        priceCents = price;
        amountCents = Math.min(lineAmount(Number(l.qtyMilli), price), l.amountCents);
        priced = a;
      }
      break;
    }
    return { l, priceCents, amountCents, priced, activityCents: 0, couponCents: 0, tier: null as ActivityRule | null, acted: false };
  });
  const ownerOf = (i: number) => sorted().find((a) => a.type !== 1 && inScope(a.scopeType, a.scopeIds, input.lines[i])) ?? null;
  const gifts: number[] = [];
  let activityCents = 0;
  const done = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    const a = ownerOf(i);
    lines[i].tier = a;
    if (!a || done.has(a.id)) continue;
    done.add(a.id);
    const members = lines.map((_, j) => j).filter((j) => ownerOf(j)?.id === a.id);
    const basis = members.reduce((s, j) => s + (a.tierBasis === 2 ? Number((BigInt(input.lines[j].qtyMilli) * BigInt(input.lines[j].ratioMilli ?? 1000)) / 1000n) : lines[j].amountCents), 0);
    const tier = [...a.tiers].sort((x, y) => y.over - x.over).find((t) => basis >= t.over && basis > 0);
    if (!tier) continue;
    const base = members.map((j) => lines[j].amountCents);
    const sum = base.reduce((s, c) => s + c, 0);
    const off = a.type === 2 ? Math.min(tier.offCents ?? 0, sum) : a.type === 3 ? Math.min(percentOf(sum, tier.percent ?? 0), sum) : 0;
    if (tier.giftSkuId && tier.giftQtyMilli) gifts.push(tier.giftSkuId);
    shareByLargestRemainder(off, base).forEach((c, k) => {
      lines[members[k]].activityCents = c;
      lines[members[k]].acted = true;
    });
    activityCents += off;
  }
  const c = input.coupon;
  let applied = false;
  if (c) {
    const members = lines.map((_, j) => j).filter((j) => inScope(c.scopeType, c.scopeIds, input.lines[j]));
    const blocked = members.some((j) => [lines[j].priced, lines[j].acted ? lines[j].tier : null].some((a) => a && (!a.stackWithCoupon || !c.stackWithActivity)));
    const base = members.map((j) => lines[j].amountCents - lines[j].activityCents);
    const sum = base.reduce((s, x) => s + x, 0);
    if (members.length && !blocked && sum > 0 && sum >= c.thresholdCents) {
      let off = c.type === 1 ? c.amountCents : percentOf(sum, c.percent);
      if (c.type === 2 && c.capCents !== null) off = Math.min(off, c.capCents);
      off = Math.max(0, Math.min(off, sum));
      shareByLargestRemainder(off, base).forEach((x, k) => (lines[members[k]].couponCents = x));
      applied = true;
    }
  }
  const goods = lines.reduce((s, l) => s + l.amountCents, 0);
  const coupon = lines.reduce((s, l) => s + l.couponCents, 0);
  return { total: goods - activityCents - coupon, activityCents, coupon, applied, gifts, lines: lines.map((l) => [l.amountCents, l.activityCents, l.couponCents]) };
}

const benchDb = await createBenchDb();
let closeApp: (() => Promise<void>) | null = null;
const cleanup = async () => {
  await closeApp?.().catch(() => undefined);
  await benchDb.drop();
};
const cancelDeadline = exitAfter(900, cleanup);

try {
  const config = readConfig({}, { databaseUrl: benchDb.url, logLevel: 'warn', webDist: null, host: '127.0.0.1', port: 0, seedDemo: false, scryptCost: 1024 });
  const app = await buildApp(config);
  closeApp = () => app.close();
  const db = app.database.db;
  const ids = await withSystem(db, (tx) => setupTenant(tx, spec, config.scryptCost));
  // a two-level category tree of 60, written as pms would have it
  const categoryIds = await withSystem(db, async (tx) => {
    const tops = await queryRows<{ id: number }>(tx, sql`INSERT INTO pms_categories (tenant_id, name, sort) SELECT ${ids.tenantId}, '类' || g, g FROM generate_series(1, 10) AS g RETURNING id`);
    const out = tops.map((t) => t.id);
    for (const top of tops) out.push(...(await queryRows<{ id: number }>(tx, sql`INSERT INTO pms_categories (tenant_id, parent_id, name, sort) SELECT ${ids.tenantId}, ${top.id}::int, '子' || ${top.id}::int || '-' || g, g FROM generate_series(1, 5) AS g RETURNING id`)).map((r) => r.id));
    return out;
  });
  await generateActivities(db, ids.tenantId, ids.stores.a, categoryIds);
  const coupons = Array.from({ length: COUPONS }, (_, i) => randomCoupon(i, categoryIds));
  log(`order-pricing: ${LINES} lines, ${ACTIVE} activities on among ${ACTIVE + NOISE}, one coupon of ${COUPONS.toLocaleString()} issued, ${ORDERS} orders (naive: ${NAIVE_ORDERS}) in ${benchDb.name}`);

  const load = () => withTenant(db, ids.tenantId, (tx) => activeActivitiesFor(tx, { storeId: ids.stores.a, customerLevelId: null, crowdIds: [], at: new Date() }));
  const loaded = await load();
  if (loaded.length !== ACTIVE) throw new Error(`the loader found ${loaded.length} activities, expected ${ACTIVE}`);
  const orders = Array.from({ length: ORDERS }, (_, i) => ({ lines: randomOrder(categoryIds), activities: loaded, coupon: coupons[int(0, COUPONS - 1)] ?? coupons[i], freight: { cents: 1500, templateId: 1, rule: null, freeOverCents: 300_000 } }));

  // the same answers, order by order
  let compared = 0;
  for (const o of orders.slice(0, NAIVE_ORDERS)) {
    const fast = priceOrder(o);
    const slow = naivePrice(o);
    const same =
      fast.totalCents - fast.freightCents === slow.total &&
      fast.activityCents === slow.activityCents &&
      fast.couponCents === slow.coupon &&
      fast.coupon?.applied === slow.applied &&
      JSON.stringify(fast.gifts.map((g) => g.skuId).sort()) === JSON.stringify([...slow.gifts].sort()) &&
      fast.lines.every((l, k) => l.amountCents === slow.lines[k][0] && l.activityCents === slow.lines[k][1] && l.couponCents === slow.lines[k][2]);
    if (!same) throw new Error(`the engine and the naive evaluation differ on order ${compared}`);
    compared += 1;
  }

  const time = async (n: number, fn: (i: number) => unknown | Promise<unknown>) => {
    for (let i = 0; i < Math.min(50, n); i += 1) await fn(i); // warm-up: JIT, the pool, plans
    const times: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const start = performance.now();
      await fn(i);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
  };
  const rows = [
    { what: 'load + price (PostgreSQL + engine)', ...(await time(ORDERS, async (i) => priceOrder({ ...orders[i], activities: await load() }))) },
    { what: 'tenant transaction alone (SELECT 1)', ...(await time(ORDERS, () => withTenant(db, ids.tenantId, (tx) => tx.execute(sql`SELECT 1`)))) },
    { what: 'engine alone', ...(await time(ORDERS, (i) => priceOrder(orders[i]))) },
    { what: 'naive evaluation', ...(await time(NAIVE_ORDERS, (i) => naivePrice(orders[i]))) },
  ];
  log(
    formatTable(
      [
        { title: 'per order', value: (r) => r.what, align: 'left' },
        { title: 'p50', value: (r) => ms(r.p50) },
        { title: 'p95', value: (r) => ms(r.p95) },
        { title: 'max', value: (r) => ms(r.max) },
      ],
      rows,
    ),
  );
  log(`goal p95 ≤ 20 ms for load + price: ${rows[0].p95 <= 20 ? 'met' : 'MISSED'}; naive / engine at p95: ${(rows[3].p95 / rows[2].p95).toFixed(0)}×; load average ${os.loadavg()[0].toFixed(1)}; ${compared} orders priced alike by both`);
  log(machineLine(await serverVersion(benchDb.url)));
} finally {
  cancelDeadline();
  await cleanup();
}
