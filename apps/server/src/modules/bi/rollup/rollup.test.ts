import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResult, OrderDetail } from '@tradewind/contract/oms/order.schema';
import type { RefundDetail } from '@tradewind/contract/oms/order-refund.schema';
import { formatDate } from '@tradewind/contract/common/time';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { registeredTasks } from '@/core/jobs/scheduler';
import { auditReceiptNote, createReceiptNote } from '@/modules/fms';
import { chargeCarryFee, markOrderDeliveryFailed } from '@/modules/oms';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { deliveredOrders } from '@/test/fixtures/oms/refund-test-fixture';
import { useTestApp } from '@/test/test-app';
import { uploadTestImage } from '@/test/test-uploads';
import { addOrdersFacts, checkRollups, MEASURES, rebuildRollups, ROLLUP_CHECK_TASK, ROLLUP_GRAINS, runRollupCheck } from '@/modules/bi';

/** The daily rollups fed by the facts' own transactions, re-derived from the documents and rebuilt (bi README "Rollups"). */
const t = useTestApp();
let f: OrderFixture;
let PHOTO: string;
let cash: number;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
  PHOTO = await uploadTestImage(t, f.tenant.tokens.admin);
  cash = (await f.ok<{ id: number }>('POST', '/fms/payment_config', { kind: 1, name: '现金', is_default: 1 })).id;
});

const { inTenant, deliveredOrder } = deliveredOrders(t, () => f);
const rows = <R>(query: ReturnType<typeof sql>) => inTenant((tx) => queryRows<R>(tx, query));
const today = () => formatDate(new Date(), 'Asia/Shanghai') as string;
const audited = async (overrides: Record<string, unknown> = {}) => {
  const made = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, overrides), 'manager');
  await f.ok('PUT', `/oms/order/${made.id}/audit`, {}, 'manager');
  return made.id;
};
const detail = (id: number) => f.ok<OrderDetail>('GET', `/oms/order/${id}`);
/** A staff member other than the admin (a receipt note's auditor may not be its maker). */
const ctxOf = (tx: Db, staffId = f.tenant.staff.admin) => ({ ...f.ctx(tx), staffId });

/** The stored rollups of the tenant, summed over every key. */
const storedTotals = async () => {
  const [sales] = await rows<Record<string, string>>(
    sql`SELECT coalesce(sum(lines), 0)::text AS lines, coalesce(sum(qty), 0)::text AS qty, coalesce(sum(amount), 0)::text AS amount, coalesce(sum(cost), 0)::text AS cost,
               coalesce(sum(refund_qty), 0)::text AS refund_qty, coalesce(sum(refund_amount), 0)::text AS refund_amount, coalesce(sum(refund_cost), 0)::text AS refund_cost FROM bi_sales_daily`,
  );
  const [orders] = await rows<Record<string, string>>(
    sql`SELECT coalesce(sum(orders), 0)::text AS orders, coalesce(sum(goods_amount), 0)::text AS goods_amount, coalesce(sum(freight_amount), 0)::text AS freight_amount,
               coalesce(sum(carry_fee), 0)::text AS carry_fee, coalesce(sum(total_amount), 0)::text AS total_amount, coalesce(sum(refunds), 0)::text AS refunds,
               coalesce(sum(refund_amount), 0)::text AS refund_amount, coalesce(sum(receipts), 0)::text AS receipts, coalesce(sum(receipt_amount), 0)::text AS receipt_amount FROM bi_orders_daily`,
  );
  return { sales, orders };
};

/** The same sums straight from the documents, as the test reads them (every fact of this file happened today). */
const documentTotals = async () => {
  const [sales] = await rows<Record<string, string>>(
    sql`SELECT count(*)::text AS lines, coalesce(sum(i.base_qty), 0)::text AS qty, coalesce(sum(i.amount - i.activity_amount - i.coupon_amount), 0)::text AS amount,
               coalesce(sum(i.cost_amount), 0)::text AS cost
          FROM oms_order_items i JOIN oms_orders o ON o.id = i.order_id WHERE o.audited_at IS NOT NULL AND o.status <> 0`,
  );
  const [refunds] = await rows<Record<string, string>>(
    sql`SELECT coalesce(sum(ri.base_qty), 0)::text AS refund_qty, coalesce(sum(ri.amount), 0)::text AS refund_amount,
               coalesce(sum(CASE WHEN r.type = 2 THEN round(ri.base_qty * oi.cost_price, 2) ELSE 0 END), 0)::text AS refund_cost, count(DISTINCT r.id)::text AS refunds,
               (SELECT coalesce(sum(refund_amount), 0) FROM oms_order_refunds WHERE status = 4)::text AS refund_money
          FROM oms_order_refunds r JOIN oms_order_refund_items ri ON ri.refund_id = r.id JOIN oms_order_items oi ON oi.id = ri.order_item_id WHERE r.status = 4`,
  );
  const [orders] = await rows<Record<string, string>>(
    sql`SELECT count(*)::text AS orders, coalesce(sum(goods_amount), 0)::text AS goods_amount, coalesce(sum(freight_amount), 0)::text AS freight_amount,
               coalesce(sum(carry_fee), 0)::text AS carry_fee, coalesce(sum(total_amount), 0)::text AS total_amount FROM oms_orders WHERE audited_at IS NOT NULL AND status <> 0`,
  );
  const [receipts] = await rows<Record<string, string>>(
    sql`SELECT count(*)::text AS receipts, coalesce(sum(amount), 0)::text AS receipt_amount FROM fms_receipt_notes WHERE status = 1 AND coalesce(payment_kind, 0) <> 5`,
  );
  return { sales, refunds, orders, receipts };
};

const n = (v: string | undefined) => Number(v ?? 0);

/**
 * Each coarse rollup against its family's fine table summed over the keys it lacks: the rows that differ
 * (a missing row reads as zeros), and how many rows the coarse table holds.
 */
async function coarseAgainstFine(): Promise<Record<string, { differing: number; rows: number }>> {
  const out: Record<string, { differing: number; rows: number }> = {};
  for (const grain of ROLLUP_GRAINS) {
    const fine = ROLLUP_GRAINS.find((g) => g.family === grain.family)!;
    if (grain === fine) continue;
    const measures = MEASURES[grain.family];
    const keys = ['tenant_id', ...grain.keys];
    const [row] = await rows<{ differing: number; rows: number }>(
      sql.raw(`SELECT count(*) FILTER (WHERE (${measures.map((m) => `coalesce(f.${m}, 0)`).join(', ')}) IS DISTINCT FROM (${measures.map((m) => `coalesce(c.${m}, 0)`).join(', ')}))::int AS differing,
                      count(c.tenant_id)::int AS rows
                 FROM (SELECT ${keys.map((k) => (k === 'month' ? `date_trunc('month', day)::date AS month` : k)).join(', ')}, ${measures.map((m) => `sum(${m}) AS ${m}`).join(', ')}
                         FROM ${fine.table} GROUP BY ${keys.map((_k, i) => i + 1).join(', ')}) f
                 FULL JOIN ${grain.table} c ON ${keys.map((k) => `c.${k} = f.${k}`).join(' AND ')}`),
    );
    out[grain.table] = row;
  }
  return out;
}

async function expectRollupsEqualDocuments(): Promise<void> {
  const stored = await storedTotals();
  const docs = await documentTotals();
  expect({
    lines: n(stored.sales.lines),
    qty: n(stored.sales.qty),
    amount: n(stored.sales.amount),
    cost: n(stored.sales.cost),
    refund_qty: n(stored.sales.refund_qty),
    refund_amount: n(stored.sales.refund_amount),
    refund_cost: n(stored.sales.refund_cost),
    orders: n(stored.orders.orders),
    goods_amount: n(stored.orders.goods_amount),
    freight_amount: n(stored.orders.freight_amount),
    carry_fee: n(stored.orders.carry_fee),
    total_amount: n(stored.orders.total_amount),
    refunds: n(stored.orders.refunds),
    refund_money: n(stored.orders.refund_amount),
    receipts: n(stored.orders.receipts),
    receipt_amount: n(stored.orders.receipt_amount),
  }).toEqual({
    lines: n(docs.sales.lines),
    qty: n(docs.sales.qty),
    amount: n(docs.sales.amount),
    cost: n(docs.sales.cost),
    refund_qty: n(docs.refunds.refund_qty),
    refund_amount: n(docs.refunds.refund_amount),
    refund_cost: n(docs.refunds.refund_cost),
    orders: n(docs.orders.orders),
    goods_amount: n(docs.orders.goods_amount),
    freight_amount: n(docs.orders.freight_amount),
    carry_fee: n(docs.orders.carry_fee),
    total_amount: n(docs.orders.total_amount),
    refunds: n(docs.refunds.refunds),
    refund_money: n(docs.refunds.refund_money),
    receipts: n(docs.receipts.receipts),
    receipt_amount: n(docs.receipts.receipt_amount),
  });
  expect(await inTenant((tx) => checkRollups(tx, { tenantIds: [f.tenant.tenantId] }))).toEqual([]);
  // the coarse tables are the fine ones summed, row by row
  const coarse = await coarseAgainstFine();
  for (const [table, c] of Object.entries(coarse)) {
    expect({ table, differing: c.differing }).toEqual({ table, differing: 0 });
    expect(c.rows).toBeGreaterThan(0);
  }
}

describe('daily rollups', () => {
  it('freezes the moving average cost on the lines at audit; a later purchase does not move it; the rollups count the sale on the audit day with the rep', async () => {
    const [sku] = f.goods.skuIds;
    // a priced purchase moves the average of the first SKU in W1 off 0
    const entry = await f.ok<{ id: number }>('POST', '/wms/warehousing_entry', { type: 6, warehouse_id: f.w1, lines: [{ sku_id: sku, unit_id: f.goods.unitId, qty: 300, price: 4.37 }] });
    await f.ok('PUT', `/wms/warehousing_entry/${entry.id}/audit`, {});
    const [before] = await rows<{ cost: string }>(sql`SELECT cost::text AS cost FROM wms_stock_totals WHERE sku_id = ${sku} AND warehouse_id = ${f.w1}`);
    expect(Number(before.cost)).toBeGreaterThan(0);
    const id = await audited();
    const lines = await rows<{ sku_id: number; base_qty: string; cost_price: string; cost_amount: string }>(
      sql`SELECT sku_id, base_qty::text AS base_qty, cost_price::text AS cost_price, cost_amount::text AS cost_amount FROM oms_order_items WHERE order_id = ${id} ORDER BY id`,
    );
    const first = lines.find((l) => l.sku_id === sku)!;
    expect(first.cost_price).toBe(before.cost);
    expect(Number(first.cost_amount)).toBe(Math.round(Number(first.base_qty) * Number(before.cost) * 100) / 100);
    // a later, dearer purchase changes the average, not the audited line
    const later = await f.ok<{ id: number }>('POST', '/wms/warehousing_entry', { type: 6, warehouse_id: f.w1, lines: [{ sku_id: sku, unit_id: f.goods.unitId, qty: 500, price: 9.99 }] });
    await f.ok('PUT', `/wms/warehousing_entry/${later.id}/audit`, {});
    const [after] = await rows<{ cost: string }>(sql`SELECT cost::text AS cost FROM wms_stock_totals WHERE sku_id = ${sku} AND warehouse_id = ${f.w1}`);
    expect(after.cost).not.toBe(before.cost);
    const [still] = await rows<{ cost_price: string }>(sql`SELECT cost_price::text AS cost_price FROM oms_order_items WHERE order_id = ${id} AND sku_id = ${sku}`);
    expect(still.cost_price).toBe(before.cost);
    // the order is counted today, under its customer's rep, in its store
    const [row] = await rows<{ day: string; rep_id: number; store_id: number; orders: number }>(
      sql`SELECT day::text AS day, rep_id, store_id, orders FROM bi_orders_daily WHERE customer_id = ${f.customer}`,
    );
    expect(row).toMatchObject({ day: today(), rep_id: f.tenant.staff.rep, store_id: f.tenant.stores.a, orders: 1 });
    await expectRollupsEqualDocuments();
  });

  it('a cancel after audit and a delivery failing the whole order take the sale back; a carry fee charged later adds to the audit day', async () => {
    const cancelled = await audited();
    await f.ok('PUT', `/oms/order/${cancelled}/cancel`, { remark: '客户取消' }, 'manager');
    // cancelled before audit: never counted
    const pending = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f), 'manager');
    await f.ok('PUT', `/oms/order/${pending.id}/cancel`, { remark: '不要了' }, 'manager');
    const shipped = await deliveredOrder({}, false);
    await inTenant((tx) => markOrderDeliveryFailed(ctxOf(tx), shipped.id, { reason: '拒收' }));
    const delivered = await deliveredOrder();
    await inTenant((tx) => chargeCarryFee(ctxOf(tx), delivered.id, { amount: '12.34', docType: 'carry_fee', docId: 1, docNo: 'CF-TEST' }));
    expect((await detail(delivered.id)).carry_fee).toBe('15.34');
    await expectRollupsEqualDocuments();
  });

  it('refunds count on their day: a refund only without cost, a return with the cost frozen at audit', async () => {
    const order = await deliveredOrder();
    const refundOf = async (type: 1 | 2, line: number, qty: number) => {
      const made = await f.ok<RefundDetail>('POST', '/oms/order_refund', { order_id: order.id, type, reason: '包装破损', photos: [PHOTO], lines: [{ order_item_id: order.items[line].id, qty }] });
      await f.ok('PUT', `/oms/order_refund/${made.id}/audit`, {});
      if (type === 2) await f.ok('PUT', `/oms/order_refund/${made.id}/receive`, {});
      await f.ok('PUT', `/oms/order_refund/${made.id}/refund`, {});
      return made.id;
    };
    const goodsBack = await refundOf(2, 0, 1);
    await refundOf(1, 1, 2);
    const [sales] = await rows<{ refund_cost: string }>(
      sql`SELECT sum(refund_cost)::text AS refund_cost FROM bi_sales_daily WHERE sku_id = ${order.items[0].sku_id} AND day = ${today()}::date`,
    );
    const [line] = await rows<{ cost: string }>(
      sql`SELECT round(ri.base_qty * oi.cost_price, 2)::text AS cost FROM oms_order_refund_items ri JOIN oms_order_items oi ON oi.id = ri.order_item_id WHERE ri.refund_id = ${goodsBack}`,
    );
    expect(Number(sales.refund_cost)).toBe(Number(line.cost));
    const [refund] = await rows<{ rep_id: number }>(sql`SELECT rep_id FROM oms_order_refunds WHERE id = ${goodsBack}`);
    expect(refund.rep_id).toBe(f.tenant.staff.rep);
    await expectRollupsEqualDocuments();
  });

  it('an audited receipt note counts on its audit day with the rep then', async () => {
    const note = await inTenant((tx) =>
      createReceiptNote(ctxOf(tx), { customer_id: f.customer, payment_config_id: cash, amount: '88.80', receipt_date: today(), attachments: [], remark: null, items: [] }),
    );
    await inTenant((tx) => auditReceiptNote(ctxOf(tx, f.tenant.staff.manager), note.id));
    const [row] = await rows<{ receipts: number; receipt_amount: string; rep_id: number }>(
      sql`SELECT sum(receipts)::int AS receipts, sum(receipt_amount)::text AS receipt_amount, max(rep_id) AS rep_id FROM bi_orders_daily WHERE customer_id = ${f.customer} AND receipts > 0`,
    );
    expect(row).toMatchObject({ receipts: 1, receipt_amount: '88.80', rep_id: f.tenant.staff.rep });
    await expectRollupsEqualDocuments();
  });

  it('eight audits of one customer and SKU at once leave exact sums and no deadlock', async () => {
    const body = { items: [{ sku_id: f.goods.skuIds[2], qty: 3 }], freight_amount: 0, carry_fee: 0, coupon_amount: 0, activity_amount: 0 };
    const made = await Promise.all(Array.from({ length: 8 }, () => f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, body), 'manager')));
    const replies = await Promise.all(made.map((m) => f.call('PUT', `/oms/order/${m.id}/audit`, { body: {}, who: 'manager' })));
    expect(replies.map((r) => r.code)).toEqual(Array(8).fill(200));
    const [row] = await rows<{ lines: number; qty: string; amount: string }>(
      sql`SELECT sum(lines)::int AS lines, sum(qty)::text AS qty, sum(amount)::text AS amount FROM bi_sales_daily WHERE sku_id = ${f.goods.skuIds[2]} AND customer_id = ${f.customer}`,
    );
    expect(row.lines).toBeGreaterThanOrEqual(8);
    await expectRollupsEqualDocuments();
  });

  it('audits of two SKUs in opposite orders and receipt notes at once share the coarse rows without a deadlock, to the cent', async () => {
    const [a, b] = f.goods.skuIds;
    const bodies = Array.from({ length: 8 }, (_v, k) => ({
      items: k % 2 === 0 ? [{ sku_id: a, qty: 1 + k }, { sku_id: b, qty: 2 }] : [{ sku_id: b, qty: 3 }, { sku_id: a, qty: k }],
      freight_amount: 0,
      carry_fee: 0,
      coupon_amount: 0,
      activity_amount: 0,
    }));
    const made = await Promise.all(bodies.map((body) => f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, body), 'manager')));
    const notes = await Promise.all(
      ['10.01', '20.02'].map((amount) =>
        inTenant((tx) => createReceiptNote(ctxOf(tx), { customer_id: f.customer, payment_config_id: cash, amount, receipt_date: today(), attachments: [], remark: null, items: [] })),
      ),
    );
    const [replies] = await Promise.all([
      Promise.all(made.map((m) => f.call('PUT', `/oms/order/${m.id}/audit`, { body: {}, who: 'manager' }))),
      Promise.all(notes.map((note) => inTenant((tx) => auditReceiptNote(ctxOf(tx, f.tenant.staff.manager), note.id)))),
    ]);
    expect(replies.map((r) => r.code)).toEqual(Array(8).fill(200));
    // one row a SKU for the store's day, one for the rep, whichever transaction came first
    const [sku] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM bi_sales_sku_daily WHERE store_id = ${f.tenant.stores.a} AND sku_id = ${a} AND day = ${today()}::date`);
    expect(sku.n).toBe(1);
    await expectRollupsEqualDocuments();
  });

  it('the check reports a corrupted row by key and measure, the nightly task logs it at warn, and a rebuild replaces it: 0 differences', async () => {
    const day = today();
    await inTenant((tx) => tx.execute(sql`UPDATE bi_sales_daily SET amount = amount + 1.23 WHERE customer_id = ${f.customer} AND sku_id = ${f.goods.skuIds[2]} AND day = ${day}::date`));
    const found = await inTenant((tx) => checkRollups(tx, { tenantIds: [f.tenant.tenantId], from: day, to: day }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ table: 'bi_sales_daily', tenant_id: f.tenant.tenantId, measure: 'amount', key: { day, sku_id: f.goods.skuIds[2], customer_id: f.customer } });
    expect(Number(found[0].stored) - Number(found[0].derived)).toBeCloseTo(1.23, 2);

    // the nightly task re-derives yesterday: run it as if tomorrow had come
    expect(registeredTasks().map((x) => x.name)).toContain(ROLLUP_CHECK_TASK);
    const warned: unknown[] = [];
    const log = { info: () => undefined, error: (o: unknown) => warned.push(o), warn: (o: unknown) => warned.push(o) };
    const run = await runRollupCheck({ db: t.app.database.db, now: new Date(Date.now() + 86_400_000), log });
    expect(run.differences.filter((d) => d.tenant_id === f.tenant.tenantId)).toHaveLength(1);
    expect(warned.some((w) => (w as { tenant?: number }).tenant === f.tenant.tenantId)).toBe(true);

    // the coarse tables are checked against the documents as well: a row of each changed is found there
    await inTenant((tx) => tx.execute(sql`UPDATE bi_sales_customer_daily SET refund_amount = refund_amount + 5 WHERE store_id = ${f.tenant.stores.a} AND customer_id = ${f.customer} AND day = ${day}::date`));
    await inTenant((tx) => tx.execute(sql`UPDATE bi_sales_customer_monthly SET amount = amount - 0.5 WHERE store_id = ${f.tenant.stores.a} AND customer_id = ${f.customer} AND month = ${`${day.slice(0, 8)}01`}::date`));
    await inTenant((tx) => tx.execute(sql`UPDATE bi_sales_sku_daily SET qty = qty - 1 WHERE store_id = ${f.tenant.stores.a} AND sku_id = ${f.goods.skuIds[2]} AND day = ${day}::date`));
    await inTenant((tx) => tx.execute(sql`UPDATE bi_sales_sku_monthly SET lines = lines + 2 WHERE store_id = ${f.tenant.stores.a} AND sku_id = ${f.goods.skuIds[2]} AND month = ${`${day.slice(0, 8)}01`}::date`));
    await inTenant((tx) => tx.execute(sql`UPDATE bi_sales_rep_daily SET cost = cost + 0.01 WHERE store_id = ${f.tenant.stores.a} AND rep_id = ${f.tenant.staff.rep} AND day = ${day}::date`));
    await inTenant((tx) => tx.execute(sql`UPDATE bi_orders_customer_monthly SET orders = orders + 1 WHERE store_id = ${f.tenant.stores.a} AND customer_id = ${f.customer} AND month = ${`${day.slice(0, 8)}01`}::date`));
    await inTenant((tx) => tx.execute(sql`UPDATE bi_orders_rep_daily SET receipts = receipts + 1 WHERE store_id = ${f.tenant.stores.a} AND rep_id = ${f.tenant.staff.rep} AND day = ${day}::date`));
    const coarse = await inTenant((tx) => checkRollups(tx, { tenantIds: [f.tenant.tenantId], from: day, to: day }));
    expect(coarse.map((d) => [d.table, d.measure])).toEqual([
      ['bi_sales_daily', 'amount'],
      ['bi_sales_customer_daily', 'refund_amount'],
      ['bi_sales_customer_monthly', 'amount'],
      ['bi_sales_sku_daily', 'qty'],
      ['bi_sales_sku_monthly', 'lines'],
      ['bi_sales_rep_daily', 'cost'],
      ['bi_orders_customer_monthly', 'orders'],
      ['bi_orders_rep_daily', 'receipts'],
    ]);
    expect(coarse[3]).toMatchObject({ key: { day, sku_id: f.goods.skuIds[2], store_id: f.tenant.stores.a } });
    expect(Number(coarse[3].derived) - Number(coarse[3].stored)).toBe(1);

    const rebuilt = await withTenant(t.app.database.db, f.tenant.tenantId, (tx) => rebuildRollups({ db: tx, tenantId: f.tenant.tenantId }, day, day));
    expect(rebuilt.sales).toBeGreaterThan(0);
    expect(rebuilt).toMatchObject({ sales_by_sku: expect.any(Number), sales_by_rep: expect.any(Number), orders_by_rep: expect.any(Number) });
    expect(rebuilt.sales_by_sku).toBeGreaterThan(0);
    expect(rebuilt.sales_by_sku_month).toBeGreaterThan(0);
    expect(rebuilt.sales_by_customer).toBeGreaterThan(0);
    expect(rebuilt.sales_by_customer_month).toBeGreaterThan(0);
    expect(rebuilt.orders_by_customer_month).toBeGreaterThan(0);
    expect(await withSystem(t.app.database.db, (tx) => checkRollups(tx, { tenantIds: [f.tenant.tenantId] }))).toEqual([]);
    await expectRollupsEqualDocuments();

    // a customer's span that no longer matches bi_orders_daily is found (whatever the days asked) and rebuilt
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE bi_customer_spans SET first_day = first_day - 3 WHERE tenant_id = ${f.tenant.tenantId} AND customer_id = ${f.customer}`));
    const spans = await inTenant((tx) => checkRollups(tx, { tenantIds: [f.tenant.tenantId], from: day, to: day }));
    expect(spans.map((d) => [d.table, d.measure, d.key])).toEqual([['bi_customer_spans', 'first_day', { store_id: f.tenant.stores.a, customer_id: f.customer }]]);
    const again = await withTenant(t.app.database.db, f.tenant.tenantId, (tx) => rebuildRollups({ db: tx, tenantId: f.tenant.tenantId }, day, day));
    expect(again.customer_spans).toBeGreaterThan(0);
    expect(await inTenant((tx) => checkRollups(tx, { tenantIds: [f.tenant.tenantId] }))).toEqual([]);
  });

  it("keeps each customer's first and last order day: an audit widens it, a cancel after audit narrows or removes it, also beside an audit at once", async () => {
    // facts of a customer id no document has, every one taken back by the end (the rows left are zeros)
    const customerId = 2_000_000_000;
    const storeId = f.tenant.stores.a;
    const fact = (day: string, orders: number) => ({ storeId, day, customerId, repId: 0, orders });
    const add = (facts: Array<ReturnType<typeof fact>>) => inTenant((tx) => addOrdersFacts({ db: tx, tenantId: f.tenant.tenantId }, facts));
    const span = () => rows<{ first_day: string; last_day: string }>(sql`SELECT first_day::text AS first_day, last_day::text AS last_day FROM bi_customer_spans WHERE customer_id = ${customerId}`);
    await add([fact('2026-03-01', 1)]);
    await add([fact('2026-05-20', 1), fact('2026-01-10', 1)]);
    expect(await span()).toEqual([{ first_day: '2026-01-10', last_day: '2026-05-20' }]);
    await add([fact('2026-05-20', -1)]);
    expect(await span()).toEqual([{ first_day: '2026-01-10', last_day: '2026-03-01' }]);
    // a cancel of the first day and audits of later days at once, five times: every audit's day stays in the span
    for (let i = 0; i < 5; i += 1) {
      const later = `2026-06-${String(10 + i).padStart(2, '0')}`;
      const first = (await span())[0].first_day;
      await Promise.all([add([fact(first, -1)]), add([fact(later, 1)])]);
      expect(await span()).toEqual([{ first_day: i === 0 ? '2026-03-01' : `2026-06-${String(10 + i - 1).padStart(2, '0')}`, last_day: later }]);
    }
    // the last order day taken back: no span
    await add([fact('2026-06-13', -1)]);
    expect(await span()).toEqual([{ first_day: '2026-06-14', last_day: '2026-06-14' }]);
    await add([fact('2026-06-14', -1)]);
    expect(await span()).toEqual([]);
    expect(await inTenant((tx) => checkRollups(tx, { tenantIds: [f.tenant.tenantId] }))).toEqual([]);
  });
});
