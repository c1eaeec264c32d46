import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerTop } from '@tradewind/contract/bi/customer.schema';
import type { OperationReport } from '@tradewind/contract/bi/operation.schema';
import type { ProfitReport } from '@tradewind/contract/bi/profit.schema';
import type { ScreenData } from '@tradewind/contract/bi/screen.schema';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { todayIn } from '@tradewind/contract/common/time';
import type { CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import type { RefundDetail } from '@tradewind/contract/oms/order-refund.schema';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { auditReceiptNote, createReceiptNote } from '@/modules/fms';
import { orderBody, orderFixture, tomorrow, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { deliveredOrders } from '@/test/fixtures/oms/refund-test-fixture';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { uploadTestImage } from '@/test/test-uploads';
import { checkRollups } from './rollup/rollup-derive';

/**
 * Every headline figure of the dashboards equals a direct sum over the documents (orders and their lines with
 * their discount shares and frozen cost, refunds, receipt notes) for a period made of real documents: two
 * stores, orders of two and three lines, one cancelled after audit, one pending, a refund of each type and two
 * receipt notes — to the cent.
 */
const t = useTestApp();
let f: OrderFixture;
const TZ = 'Asia/Shanghai';
const today = () => todayIn(TZ) as string;
const period = () => ({ start_date: today(), end_date: today() });

const { inTenant, deliveredOrder } = deliveredOrders(t, () => f);
const rows = <R>(query: ReturnType<typeof sql>) => inTenant((tx) => queryRows<R>(tx, query));
const get = async <T>(url: string, query: Record<string, unknown>): Promise<T> => {
  const reply = await t.call<T>('GET', url, { token: f.tenant.tokens.admin, query });
  expect(reply.code, `${url}: ${reply.message}`).toBe(200);
  return reply.data;
};

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods, { stock: 200 });
  const { a, b } = f.tenant.stores;
  const admin = f.tenant.tokens.admin;
  const inStore = async <T>(store: number, method: 'POST' | 'PUT', url: string, body: unknown, token = admin): Promise<T> => {
    const reply = await t.call<T>(method, url, { token, storeId: store, body });
    if (reply.code !== 200) throw new Error(`${method} ${url}: ${reply.code} ${reply.message} ${JSON.stringify(reply.data)}`);
    return reply.data;
  };
  // a SKU of a second category; priced purchases so every line freezes a cost above 0
  const other = await createTestGoods(t, admin, { skus: 1 });
  const [s0, s1, s2] = f.goods.skuIds;
  const s3 = other.skuIds[0];
  const purchase = async (store: number, warehouse: number, lines: Array<[number, number, number]>) => {
    const entry = await inStore<{ id: number }>(store, 'POST', '/wms/warehousing_entry', { type: 6, warehouse_id: warehouse, lines: lines.map(([sku, unit, price]) => ({ sku_id: sku, unit_id: unit, qty: 100, price })) });
    await inStore(store, 'PUT', `/wms/warehousing_entry/${entry.id}/audit`, {});
  };
  await purchase(a, f.w1, [[s0, f.goods.unitId, 4.37], [s1, f.goods.unitId, 1.13], [s2, f.goods.unitId, 5.55], [s3, other.unitId, 3.21]]);
  await purchase(b, f.wB, [[s0, f.goods.unitId, 4.11], [s1, f.goods.unitId, 1.29], [s3, other.unitId, 2.99]]);

  // a customer of store B, owned by the manager
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const customerB = (await inStore<{ id: number }>(b, 'POST', '/crm/customer', { name: `B店客户${randomBytes(2).toString('hex')}`, phone, sales_type: 1, sales_id: f.tenant.staff.manager, contact_name: '赵' })).id;
  const [area] = await withSystem(t.app.database.db, (tx) => queryRows<{ id: number }>(tx, sql`SELECT id FROM areas WHERE level = 1 ORDER BY id LIMIT 1`));
  const addressB = (await inStore<{ id: number }>(b, 'POST', '/crm/address', { customer_id: customerB, contact_name: '赵', contact_phone: '13911113333', province_id: area.id, address: '浦东大道 8 号', is_default: 1 })).id;

  const manager = f.tenant.tokens.manager;
  const made = async (store: number, body: Record<string, unknown>, audit = true) => {
    const order = await inStore<CreateOrderResult>(store, 'POST', '/oms/order', body, manager);
    if (audit) await inStore(store, 'PUT', `/oms/order/${order.id}/audit`, {}, manager);
    return order.id;
  };
  const noContact = { customer_user_id: null, address_id: null };
  // store A: a delivered order (refunded below), a three-line order of another rep's customer, one cancelled after audit, one pending
  const delivered = await deliveredOrder();
  await made(a, orderBody(f, { ...noContact, customer_id: f.otherCustomer, coupon_amount: '3.33', items: [{ sku_id: s0, qty: 5 }, { sku_id: s2, qty: 4 }, { sku_id: s3, qty: 2 }] }));
  const cancelled = await made(a, orderBody(f, { ...noContact, customer_id: f.periodCustomer, address_id: f.periodAddress, pay_type: 2 }));
  await inStore(a, 'PUT', `/oms/order/${cancelled}/cancel`, { remark: '客户取消' }, manager);
  await made(a, orderBody(f), false);
  // store B: two orders of its customer
  const bodyB = (items: unknown[], extra: Record<string, unknown> = {}) =>
    orderBody(f, { ...noContact, customer_id: customerB, address_id: addressB, warehouse_id: f.wB, delivery_date: tomorrow(), freight_amount: '4.00', carry_fee: '0', coupon_amount: '1.20', activity_amount: '0.80', items, ...extra });
  await made(b, bodyB([{ sku_id: s0, qty: 6 }, { sku_id: s3, qty: 3 }]));
  await made(b, bodyB([{ sku_id: s1, qty: 9 }, { sku_id: s3, qty: 1 }, { sku_id: s0, qty: 2 }], { coupon_amount: '0', activity_amount: '2.00' }));

  // a return with the goods back and a refund only
  const photo = await uploadTestImage(t, admin);
  const refund = async (type: 1 | 2, line: number, qty: number) => {
    const r = await f.ok<RefundDetail>('POST', '/oms/order_refund', { order_id: delivered.id, type, reason: '包装破损', photos: [photo], lines: [{ order_item_id: delivered.items[line].id, qty }] });
    await f.ok('PUT', `/oms/order_refund/${r.id}/audit`, {});
    if (type === 2) await f.ok('PUT', `/oms/order_refund/${r.id}/receive`, {});
    await f.ok('PUT', `/oms/order_refund/${r.id}/refund`, {});
  };
  await refund(2, 0, 1);
  await refund(1, 1, 2);

  // two receipt notes, one in each store, audited by someone other than their maker
  const cash = (await f.ok<{ id: number }>('POST', '/fms/payment_config', { kind: 1, name: '现金', is_default: 1 })).id;
  const note = async (store: number, customer: number, amount: string) => {
    const ctxIn = (tx: Db, staffId: number) => ({ ...f.ctx(tx), storeId: store, requestedStoreId: store, staffId });
    const made = await inTenant((tx) => createReceiptNote(ctxIn(tx, f.tenant.staff.admin), { customer_id: customer, payment_config_id: cash, amount, receipt_date: today(), attachments: [], remark: null, items: [] }));
    await inTenant((tx) => auditReceiptNote(ctxIn(tx, f.tenant.staff.manager), made.id));
  };
  await note(a, f.customer, '88.80');
  await note(b, customerB, '120.35');
});

/** Cents summed by a key of each row. */
function sumBy<R>(list: R[], key: (r: R) => number, value: (r: R) => number): Map<number, number> {
  const out = new Map<number, number>();
  for (const r of list) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  return out;
}
const byKey = <T extends Record<string, unknown>>(list: T[], key: keyof T) => [...list].sort((x, y) => Number(x[key]) - Number(y[key]));

type Line = { store_id: number; rep_id: number; customer_id: number; sku_id: number; category_id: number; qty: string; amount: string; cost: string };
type Order = { store_id: number; rep_id: number; customer_id: number };
type Receipt = { store_id: number; rep_id: number; amount: string };

/** The period's documents, read straight from their tables (today in the tenant's time zone). */
async function documents() {
  const day = today();
  // a sale: an audited, not cancelled order's line, net of its activity and coupon shares, at the cost frozen on it;
  // a refund refunded today: its lines' amount back, and their cost back when the goods came back (type 2)
  const lines = await rows<Line>(sql`
    SELECT o.store_id, o.rep_id, o.customer_id, i.sku_id, p.category_id, i.base_qty::text AS qty,
           greatest(i.amount - i.activity_amount - i.coupon_amount, 0)::text AS amount, i.cost_amount::text AS cost
      FROM oms_orders o JOIN oms_order_items i ON i.order_id = o.id JOIN pms_skus k ON k.id = i.sku_id JOIN pms_spus p ON p.id = k.spu_id
     WHERE o.audited_at IS NOT NULL AND o.status <> 0 AND (o.audited_at AT TIME ZONE ${TZ})::date = ${day}::date
    UNION ALL
    SELECT r.store_id, r.rep_id, r.customer_id, ri.sku_id, p.category_id, (-ri.base_qty)::text,
           (-ri.amount)::text, (-CASE WHEN r.type = 2 THEN round(ri.base_qty * oi.cost_price, 2) ELSE 0 END)::text
      FROM oms_order_refunds r JOIN oms_order_refund_items ri ON ri.refund_id = r.id JOIN oms_order_items oi ON oi.id = ri.order_item_id
      JOIN pms_skus k ON k.id = ri.sku_id JOIN pms_spus p ON p.id = k.spu_id
     WHERE r.status = 4 AND (r.refunded_at AT TIME ZONE ${TZ})::date = ${day}::date`);
  const orders = await rows<Order>(
    sql`SELECT store_id, rep_id, customer_id FROM oms_orders WHERE audited_at IS NOT NULL AND status <> 0 AND (audited_at AT TIME ZONE ${TZ})::date = ${day}::date`,
  );
  const receipts = await rows<Receipt>(
    sql`SELECT store_id, rep_id, amount::text AS amount FROM fms_receipt_notes
         WHERE status = 1 AND coalesce(payment_kind, 0) <> 5 AND (audited_at AT TIME ZONE ${TZ})::date = ${day}::date`,
  );
  const byStatus = await rows<{ status: number; count: number }>(
    sql`SELECT status::int AS status, count(*)::int AS count FROM oms_orders WHERE (created_at AT TIME ZONE ${TZ})::date = ${day}::date GROUP BY 1 ORDER BY 1`,
  );
  return { lines, orders, receipts, byStatus };
}

/** The operation dashboard's figures of a group of documents. */
function operationFigures(d: { lines: Line[]; orders: Order[]; receipts: Receipt[] }) {
  const sales = d.lines.reduce((n, l) => n + toCents(l.amount), 0);
  const orders = d.orders.length;
  return {
    sales_amount: fromCents(sales),
    orders,
    customers: new Set(d.orders.map((o) => o.customer_id)).size,
    avg_order_amount: fromCents(orders === 0 ? 0 : Math.round(sales / orders)),
    receipt_amount: fromCents(d.receipts.reduce((n, r) => n + toCents(r.amount), 0)),
  };
}

/** The operation figures of each value of a key (store or rep) that has any document. */
function operationBy(d: { lines: Line[]; orders: Order[]; receipts: Receipt[] }, key: 'store_id' | 'rep_id') {
  const keys = new Set([...d.lines, ...d.orders, ...d.receipts].map((x) => x[key]));
  return [...keys]
    .sort((x, y) => x - y)
    .map((k) => ({ [key]: k, ...operationFigures({ lines: d.lines.filter((l) => l[key] === k), orders: d.orders.filter((o) => o[key] === k), receipts: d.receipts.filter((r) => r[key] === k) }) }));
}

/** The profit table by a key: net quantity, net sales, cost of what stayed sold, gross profit. */
function profitBy(lines: Line[], key: 'sku_id' | 'category_id') {
  const qty = sumBy(lines, (l) => l[key], (l) => Math.round(Number(l.qty) * 1000));
  const sales = sumBy(lines, (l) => l[key], (l) => toCents(l.amount));
  const cost = sumBy(lines, (l) => l[key], (l) => toCents(l.cost));
  return [...sales.keys()]
    .sort((x, y) => x - y)
    .map((k) => ({
      key: k,
      qty: (qty.get(k)! / 1000).toFixed(3),
      sales_amount: fromCents(sales.get(k)!),
      cost_amount: fromCents(cost.get(k)!),
      gross_profit_amount: fromCents(sales.get(k)! - cost.get(k)!),
    }));
}

describe('the dashboards against the documents', () => {
  it('operation, profit, customer and data screen figures equal direct sums over the period’s documents, to the cent; the check finds no difference', async () => {
    const d = await documents();
    // the period holds what the brief asks: two stores, a cancel after audit, a refund of each type, two receipts
    expect(new Set(d.orders.map((o) => o.store_id))).toEqual(new Set([f.tenant.stores.a, f.tenant.stores.b]));
    expect(d.orders).toHaveLength(4);
    expect(d.lines.filter((l) => toCents(l.amount) < 0)).toHaveLength(2);
    expect(d.receipts).toHaveLength(2);
    // every sale froze a cost; of the refunds, only the return takes cost back
    expect(d.lines.filter((l) => toCents(l.amount) > 0).every((l) => toCents(l.cost) > 0)).toBe(true);
    expect(d.lines.filter((l) => toCents(l.cost) < 0)).toHaveLength(1);

    // operation: the period's figures, by store and by rep
    const op = await get<OperationReport>('/bi/operation', period());
    expect(op.figures).toEqual(operationFigures(d));
    const pick = (r: Record<string, unknown>, key: string) => ({ [key]: r[key], ...Object.fromEntries(['sales_amount', 'orders', 'customers', 'avg_order_amount', 'receipt_amount'].map((x) => [x, r[x]])) });
    expect(byKey(op.stores, 'store_id').map((r) => pick(r, 'store_id'))).toEqual(operationBy(d, 'store_id'));
    expect(byKey(op.reps, 'rep_id').map((r) => pick(r, 'rep_id'))).toEqual(operationBy(d, 'rep_id'));

    // profit by category and by SKU, with the totals
    for (const [dimension, key] of [['category', 'category_id'], ['sku', 'sku_id']] as const) {
      const report = await get<ProfitReport>('/bi/profit', { ...period(), dimension });
      const expected = profitBy(d.lines, key);
      expect(byKey(report.list, 'key').map((r) => ({ key: r.key, qty: r.qty, sales_amount: r.sales_amount, cost_amount: r.cost_amount, gross_profit_amount: r.gross_profit_amount }))).toEqual(expected);
      const total = (field: 'sales_amount' | 'cost_amount') => fromCents(expected.reduce((n, r) => n + toCents(r[field]), 0));
      expect(report.totals).toMatchObject({ sales_amount: total('sales_amount'), cost_amount: total('cost_amount') });
    }
    expect(profitBy(d.lines, 'category_id')).toHaveLength(2);

    // customer: the top customers' amounts, refunds and net amounts, and their sum
    const top = await get<CustomerTop>('/bi/customer/top', { ...period(), limit: 100 });
    const gross = sumBy(d.lines, (l) => l.customer_id, (l) => Math.max(toCents(l.amount), 0));
    const back = sumBy(d.lines, (l) => l.customer_id, (l) => Math.max(-toCents(l.amount), 0));
    const net = sumBy(d.lines, (l) => l.customer_id, (l) => toCents(l.amount));
    const ordersOf = sumBy(d.orders, (o) => o.customer_id, () => 1);
    expect(byKey(top.list, 'customer_id').map((r) => ({ customer_id: r.customer_id, orders: r.orders, amount: r.amount, refund_amount: r.refund_amount, net_amount: r.net_amount }))).toEqual(
      [...net.keys()].sort((x, y) => x - y).map((c) => ({ customer_id: c, orders: ordersOf.get(c) ?? 0, amount: fromCents(gross.get(c) ?? 0), refund_amount: fromCents(back.get(c) ?? 0), net_amount: fromCents(net.get(c)!) })),
    );
    expect(top.customers).toBe(net.size);
    expect(top.total_net_amount).toBe(fromCents([...net.values()].reduce((n, v) => n + v, 0)));

    // data screen: today's sales, customers ordering, receipts, the stores ranked and the orders made today by state
    const screen = await get<ScreenData>('/bi/screen', {});
    const whole = operationFigures(d);
    expect({ sales_amount: screen.sales_amount, customers: screen.customers, receipt_amount: screen.receipt_amount, receipts: screen.receipts }).toEqual({
      sales_amount: whole.sales_amount,
      customers: whole.customers,
      receipt_amount: whole.receipt_amount,
      receipts: d.receipts.length,
    });
    expect(screen.trend.at(-1)).toEqual({ date: today(), sales_amount: whole.sales_amount, orders: whole.orders });
    const storeSales = sumBy(d.lines, (l) => l.store_id, (l) => toCents(l.amount));
    const storeOrders = sumBy(d.orders, (o) => o.store_id, () => 1);
    expect(screen.stores.map((s) => ({ store_id: s.store_id, sales_amount: s.sales_amount, orders: s.orders }))).toEqual(
      screen.stores.map((s) => ({ store_id: s.store_id, sales_amount: fromCents(storeSales.get(s.store_id) ?? 0), orders: storeOrders.get(s.store_id) ?? 0 })),
    );
    expect(screen.orders_by_status).toEqual(d.byStatus);
    expect(screen.orders).toBe(d.byStatus.reduce((n, r) => n + r.count, 0));
    expect(d.byStatus.map((r) => r.status)).toEqual(expect.arrayContaining([0, 1]));

    // and the re-derivation of the rollups finds nothing to mend
    expect(await inTenant((tx) => checkRollups(tx, { tenantIds: [f.tenant.tenantId] }))).toEqual([]);
  });
});
