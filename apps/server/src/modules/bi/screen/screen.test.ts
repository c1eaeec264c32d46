import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScreenData } from '@tradewind/contract/bi/screen.schema';
import { EventType, FrameType } from '@tradewind/contract/common/realtime';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { todayIn } from '@tradewind/contract/common/time';
import type { CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { rebuildSeededRollupsAfterAll } from '@/test/fixtures/bi/seeded-rollups';
import { useTestApp } from '@/test/test-app';
import { addOrdersFacts, addSalesFacts } from '../rollup/rollup-writer';

/** The data screen: today's figures from seeded rollup facts, orders by state from real orders, its store scope and its refresh event. */
const t = useTestApp();
// the facts seeded below stand for no document
rebuildSeededRollupsAfterAll(t, () => f.tenant.tenantId);
let f: OrderFixture;
const today = todayIn();
const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
let pendingId: number;
/** what the order audited in store A today added to the rollups (its audit feeds them): net cents and base qty by SKU */
let auditedBySku: Map<number, { cents: number; qty: number }>;
/** seeded cents plus the audited order's (all of it, or one SKU's), as the API writes money */
const plus = (cents: number, skuId?: number) => fromCents(cents + [...auditedBySku].filter(([k]) => skuId === undefined || k === skuId).reduce((n, [, v]) => n + v.cents, 0));

const screen = (options: { store?: 'a' | 'b'; query?: Record<string, unknown>; who?: 'admin' | 'manager' | 'clerk' } = {}) =>
  t.call<ScreenData>('GET', '/bi/screen', { token: f.tenant.tokens[options.who ?? 'admin'], storeId: options.store ? f.tenant.stores[options.store] : undefined, query: options.query });

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
  const { a, b } = f.tenant.stores;
  const [sku1, sku2] = f.goods.skuIds;
  await withTenant(t.app.database.db, f.tenant.tenantId, async (tx) => {
    const ctx = { db: tx, tenantId: f.tenant.tenantId };
    await addSalesFacts(ctx, [
      { storeId: a, day: today, skuId: sku1, customerId: f.customer, repId: 0, lines: 2, qtyMilli: 5000, amountCents: 12_345 },
      { storeId: a, day: today, skuId: sku2, customerId: f.customer, repId: 0, lines: 1, qtyMilli: 2000, amountCents: 5_000, refundQtyMilli: 1000, refundAmountCents: 1_000 },
      { storeId: b, day: today, skuId: sku2, customerId: f.otherCustomer, repId: 0, lines: 1, qtyMilli: 9000, amountCents: 30_000 },
      { storeId: a, day: daysAgo(3), skuId: sku1, customerId: f.customer, repId: 0, lines: 1, qtyMilli: 1000, amountCents: 777 },
      // eight days ago: outside the trend
      { storeId: a, day: daysAgo(7), skuId: sku1, customerId: f.customer, repId: 0, lines: 1, qtyMilli: 1000, amountCents: 99_999 },
    ]);
    await addOrdersFacts(ctx, [
      { storeId: a, day: today, customerId: f.customer, repId: 0, orders: 2, receipts: 1, receiptAmountCents: 8_800 },
      { storeId: b, day: today, customerId: f.otherCustomer, repId: 0, orders: 1 },
      // audited and cancelled today: no customer ordering
      { storeId: a, day: today, customerId: f.periodCustomer, repId: 0, orders: 1 },
      { storeId: a, day: today, customerId: f.periodCustomer, repId: 0, orders: -1 },
      { storeId: a, day: daysAgo(3), customerId: f.customer, repId: 0, orders: 1 },
    ]);
  });
  // orders made today in store A: one pending, one audited, one cancelled
  const make = async () => (await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f), 'manager')).id;
  pendingId = await make();
  const audited = await make();
  await f.ok('PUT', `/oms/order/${audited}/audit`, {}, 'manager');
  const lines = await withTenant(t.app.database.db, f.tenant.tenantId, (tx) =>
    queryRows<{ sku_id: number; qty: string; net: string }>(
      tx,
      sql`SELECT sku_id, sum(base_qty)::text AS qty, sum(greatest(amount - activity_amount - coupon_amount, 0))::text AS net FROM oms_order_items WHERE order_id = ${audited} GROUP BY 1`,
    ),
  );
  auditedBySku = new Map(lines.map((l) => [l.sku_id, { cents: toCents(l.net), qty: Number(l.qty) }]));
  const cancelled = await make();
  await f.ok('PUT', `/oms/order/${cancelled}/cancel`, { remark: '客户取消' }, 'manager');
  // today's deliveries of store A: one departed with a point, one waiting without
  await withTenant(t.app.database.db, f.tenant.tenantId, async (tx) => {
    for (const [n, status, lng] of [[1, 2, '121.500000'], [2, 0, null]] as const) {
      await tx.execute(sql`INSERT INTO lms_logistics_orders (tenant_id, number, store_id, warehouse_id, order_id, order_no, outbound_id, outbound_no, customer_id, customer_name,
          consignee_name, consignee_phone, address, longitude, latitude, delivery_date, status)
        VALUES (${f.tenant.tenantId}, ${`LO-S${n}`}, ${a}, ${f.w1}, ${audited}, 'SO-1', ${n}, ${`OB-${n}`},  ${f.customer}, '海鲜酒楼', '王', '13911112222', '张江路 1 号',
          ${lng}::numeric, ${lng ? '31.200000' : null}::numeric, ${today}::date, ${status})`);
    }
  });
});

describe('GET /bi/screen', () => {
  it('answers today of every store of the caller from the rollups, and today’s orders and deliveries from the documents', async () => {
    const res = await screen();
    expect(res.code).toBe(200);
    const d = res.data;
    expect(d.date).toBe(today);
    // 123.45 + (50.00 − 10.00) + 300.00 seeded, and the order audited in store A
    expect(d).toMatchObject({ sales_amount: plus(46_345), customers: 2, receipts: 1, receipt_amount: '88.00', orders: 3 });
    expect(d.orders_by_status).toEqual([{ status: 0, count: 1 }, { status: 1, count: 1 }, { status: 2, count: 1 }]);
    expect(d.trend).toHaveLength(7);
    expect(d.trend[0].date).toBe(daysAgo(6));
    expect(d.trend[6]).toEqual({ date: today, sales_amount: plus(46_345), orders: 4 });
    expect(d.trend[3]).toEqual({ date: daysAgo(3), sales_amount: '7.77', orders: 1 });
    const [s0, s1] = f.goods.skuIds;
    const top = [
      [s1, String(10 + (auditedBySku.get(s1)?.qty ?? 0)), plus(34_000, s1)],
      [s0, String(5 + (auditedBySku.get(s0)?.qty ?? 0)), plus(12_345, s0)],
    ].sort((x, y) => toCents(y[2] as string) - toCents(x[2] as string));
    expect(d.top_goods.map((g) => [g.sku_id, g.qty, g.sales_amount])).toEqual(top);
    expect(d.top_goods[0].name).not.toBe('');
    const stores = [
      [f.tenant.stores.b, '300.00', 1],
      [f.tenant.stores.a, plus(16_345), 3],
    ].sort((x, y) => toCents(y[1] as string) - toCents(x[1] as string));
    expect(d.stores.slice(0, 2).map((s) => [s.store_id, s.sales_amount, s.orders])).toEqual(stores);
    expect(d.deliveries).toEqual([{ id: expect.any(Number), status: 2, customer_name: '海鲜酒楼', longitude: '121.5', latitude: '31.2' }].map((x) => ({ ...x, longitude: expect.stringMatching(/^121\.5/), latitude: expect.stringMatching(/^31\.2/) })));
    expect(d.deliveries_by_status).toEqual([{ status: 0, count: 1 }, { status: 2, count: 1 }]);
    expect(d.tile_url).toBeNull();
  });

  it('counts every store of the caller’s whatever the current one, or the one asked for when it is theirs', async () => {
    const all = await screen({ store: 'b' });
    expect(all.data).toMatchObject({ sales_amount: plus(46_345), orders: 3 });
    const b = await screen({ store: 'a', query: { store_id: f.tenant.stores.b } });
    expect(b.data).toMatchObject({ sales_amount: '300.00', orders: 0, customers: 1, receipt_amount: '0.00', deliveries: [] });
    expect(b.data.stores.map((s) => s.store_id)).toEqual([f.tenant.stores.b]);
    const a = await screen({ query: { store_id: f.tenant.stores.a } });
    expect(a.data).toMatchObject({ sales_amount: plus(16_345), orders: 3, customers: 1 });
    // a store not among the caller's: nothing
    const other = await screen({ query: { store_id: 999_999 } });
    expect(other.data).toMatchObject({ sales_amount: '0.00', orders: 0, customers: 0, stores: [], deliveries: [] });
  });

  it('refuses a member without bi:screen:index (a view permission: 401 “no view permission”) and a bad store id (422)', async () => {
    for (const who of ['manager', 'clerk'] as const) {
      const refused = await screen({ who, store: 'a' });
      expect([who, refused.code, refused.message]).toEqual([who, 401, '您没有查看该页面的权限']);
    }
    expect((await screen({ query: { store_id: 'x' } })).code).toBe(422);
  });

  it('tells the screens watching orders when an order is audited (list.changed on list:oms.order)', async () => {
    await t.app.ready();
    const ws = await t.app.injectWS('/api/v1/ws');
    const frames: Array<{ type: number; data: Record<string, unknown> }> = [];
    const next = (test: (frame: (typeof frames)[number]) => boolean) =>
      new Promise<(typeof frames)[number]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such frame in time')), 5000);
        const look = () => {
          const at = frames.findIndex(test);
          if (at >= 0) return (clearTimeout(timer), resolve(frames.splice(at, 1)[0]));
          setTimeout(look, 20);
        };
        look();
      });
    ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as (typeof frames)[number]));
    ws.send(JSON.stringify({ type: FrameType.auth, data: { token: f.tenant.tokens.admin } }));
    await next((x) => x.type === FrameType.ack);
    ws.send(JSON.stringify({ type: FrameType.event, data: { event: EventType.subscribe, channel: 'list:oms.order' } }));
    await next((x) => x.type === FrameType.ack);
    await f.ok('PUT', `/oms/order/${pendingId}/audit`, {}, 'manager');
    const pushed = await next((x) => x.type === FrameType.message);
    expect(pushed.data).toEqual({ kind: 2, channel: 'list:oms.order', topic: 'list.changed', payload: { list: 'oms.order', ids: [pendingId] } });
    ws.terminate();
    const after = await screen();
    expect(after.data.orders_by_status).toEqual([{ status: 0, count: 1 }, { status: 2, count: 2 }]);
  });
});
