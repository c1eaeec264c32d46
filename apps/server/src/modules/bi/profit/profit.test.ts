import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfitOrderLines, ProfitReport } from '@tradewind/contract/bi/profit.schema';
import type { CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import { todayIn } from '@tradewind/contract/common/time';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { rebuildSeededRollupsAfterAll } from '@/test/fixtures/bi/seeded-rollups';
import { useTestApp } from '@/test/test-app';
import { downloadExport } from '@/test/test-exports';
import { addSalesFacts } from '../rollup/rollup-writer';

/** The profit dashboard over seeded rollups (goods with category and brand, customers, reps, stores), and its drill-down to order lines. */
const t = useTestApp();
// the facts seeded below stand for no document
rebuildSeededRollupsAfterAll(t, () => f.tenant.tenantId);
let f: OrderFixture;
let brand: number;
let catA: number;
let catB: number;
let s0: number;
let s1: number;
let s2: number;

const MAY = { start_date: '2025-05-01', end_date: '2025-05-31' };
/** without a store chosen (no CurrStoreId): every store of the caller's */
const get = <T>(url: string, query: Record<string, unknown>, who: 'admin' | 'rep' | 'manager' = 'admin') => t.call<T>('GET', url, { token: f.tenant.tokens[who], query });
const profit = (query: Record<string, unknown>, who: 'admin' | 'rep' = 'admin') => get<ProfitReport>('/bi/profit', { ...MAY, ...query }, who);
const rows = (r: ProfitReport) => r.list.map((x) => [x.key, x.sales_amount, x.cost_amount, x.gross_profit_amount, x.margin_rate]);

beforeAll(async () => {
  f = await orderFixture(t, async (app, token, options) => {
    brand = (await app.call<{ id: number }>('POST', '/pms/brand', { token, body: { name: `品牌${Math.random().toString(36).slice(2, 6)}` } })).data.id;
    return createTestGoods(app, token, { ...options, brandId: brand });
  }, { stock: 100 });
  const other = await createTestGoods(t, f.tenant.tokens.admin, { skus: 1 });
  [s0, s1] = f.goods.skuIds;
  s2 = other.skuIds[0];
  catB = other.categoryId;
  catA = (await withTenant(t.app.database.db, f.tenant.tenantId, (tx) => queryRows<{ category_id: number }>(tx, sql`SELECT p.category_id FROM pms_skus k JOIN pms_spus p ON p.id = k.spu_id WHERE k.id = ${s0}`)))[0].category_id;
  const { a, b } = f.tenant.stores;
  const { rep, rep2 } = f.tenant.staff;
  await withTenant(t.app.database.db, f.tenant.tenantId, (tx) =>
    addSalesFacts({ db: tx, tenantId: f.tenant.tenantId }, [
      { storeId: a, day: '2025-05-01', skuId: s0, customerId: f.customer, repId: rep, lines: 1, qtyMilli: 10_000, amountCents: 10_000, costCents: 6_000 },
      { storeId: a, day: '2025-05-02', skuId: s1, customerId: f.customer, repId: rep, lines: 1, qtyMilli: 4_000, amountCents: 4_040, costCents: 3_030, refundQtyMilli: 1_000, refundAmountCents: 1_010, refundCostCents: 757 },
      { storeId: b, day: '2025-05-03', skuId: s2, customerId: f.otherCustomer, repId: rep2, lines: 1, qtyMilli: 2_000, amountCents: 2_000, costCents: 2_500 },
      { storeId: a, day: '2025-05-04', skuId: s0, customerId: f.otherCustomer, repId: 0, lines: 1, qtyMilli: 1_000, amountCents: 999, costCents: 500 },
      { storeId: a, day: '2024-05-04', skuId: s0, customerId: f.customer, repId: rep, lines: 1, qtyMilli: 1_000, amountCents: 77_700, costCents: 100 },
    ]),
  );
});

describe('GET /bi/profit', () => {
  it('gives gross profit (amount − cost − (refund amount − refund cost)) and margin by category, most profit first, with totals', async () => {
    const res = await profit({ dimension: 'category' });
    expect(res.code).toBe(200);
    // A: 100.00 + (40.40 − 10.10) + 9.99 = 140.29 less 60.00 + (30.30 − 7.57) + 5.00 = 87.73; B: a loss of 5.00
    expect(rows(res.data)).toEqual([
      [catA, '140.29', '87.73', '52.56', '37.47'],
      [catB, '20.00', '25.00', '-5.00', '-25.00'],
    ]);
    expect(res.data.list[0]).toMatchObject({ name: expect.stringMatching(/^分类/), qty: '14.000' });
    expect(res.data.totals).toEqual({ qty: '16.000', sales_amount: '160.29', cost_amount: '112.73', gross_profit_amount: '47.56', margin_rate: '29.67' });
    // a period without sales: no rows, totals of zero and no margin
    const none = await get<ProfitReport>('/bi/profit', { start_date: '2020-01-01', end_date: '2020-01-31', dimension: 'customer' });
    expect([none.data.list, none.data.totals]).toEqual([[], { qty: '0.000', sales_amount: '0.00', cost_amount: '0.00', gross_profit_amount: '0.00', margin_rate: null }]);
  });

  it('groups by brand (none for goods without one), SKU, customer, store and rep', async () => {
    const brands = (await profit({ dimension: 'brand' })).data;
    expect(brands.list.map((r) => [r.key, r.gross_profit_amount])).toEqual([[brand, '52.56'], [0, '-5.00']]);
    expect(brands.list[1].name).toBeNull();
    const bySku = (await profit({ dimension: 'sku' })).data.list;
    expect(bySku.map((r) => [r.key, r.gross_profit_amount])).toEqual([[s0, '44.99'], [s1, '7.57'], [s2, '-5.00']]);
    expect(bySku[0].code).toBe(f.goods.skuCodes[0]);
    expect((await profit({ dimension: 'customer' })).data.list.map((r) => [r.key, r.gross_profit_amount])).toEqual([[f.customer, '47.57'], [f.otherCustomer, '-0.01']]);
    expect((await profit({ dimension: 'store' })).data.list.map((r) => [r.key, r.gross_profit_amount])).toEqual([[f.tenant.stores.a, '52.56'], [f.tenant.stores.b, '-5.00']]);
    const reps = (await profit({ dimension: 'rep' })).data.list;
    expect(reps.map((r) => [r.key, r.name, r.gross_profit_amount])).toEqual([[f.tenant.staff.rep, '张伟', '47.57'], [0, null, '4.99'], [f.tenant.staff.rep2, '李娜', '-5.00']]);
  });

  it('drills a category down to its SKUs, a rep to theirs, naming the path', async () => {
    const skus = (await profit({ dimension: 'sku', category_id: catA })).data;
    expect(rows(skus)).toEqual([
      [s0, '109.99', '65.00', '44.99', '40.90'],
      [s1, '30.30', '22.73', '7.57', '24.98'],
    ]);
    expect(skus.names.category).toMatch(/^分类/);
    const none = (await profit({ dimension: 'sku', rep_id: 0 })).data;
    expect(rows(none)).toEqual([[s0, '9.99', '5.00', '4.99', '49.95']]);
    expect((await profit({ dimension: 'sku', store_id: f.tenant.stores.b })).data).toMatchObject({ list: [{ key: s2 }], names: { store: expect.any(String) } });
  });

  it('follows the store chosen in the shell, or reads every store of the caller\'s with store_id=all', async () => {
    const inStore = (query: Record<string, unknown>) =>
      t.call<ProfitReport>('GET', '/bi/profit', { token: f.tenant.tokens.admin, storeId: f.tenant.stores.b, query: { ...MAY, dimension: 'store', ...query } });
    expect((await inStore({})).data.list.map((r) => r.key)).toEqual([f.tenant.stores.b]);
    const all = (await inStore({ store_id: 'all' })).data;
    expect(all.list.map((r) => [r.key, r.gross_profit_amount])).toEqual([[f.tenant.stores.a, '52.56'], [f.tenant.stores.b, '-5.00']]);
    expect(all.names).toEqual({});
    // by category over every store: the same as without a store chosen
    expect((await inStore({ store_id: 'all', dimension: 'category' })).data.totals).toEqual((await profit({ dimension: 'category' })).data.totals);
  });

  it('answers a page of the rows in the asked order, the most profitable beside it, and every row to the export', async () => {
    const keys = (r: ProfitReport['list']) => r.map((x) => x.key);
    const first = (await profit({ dimension: 'sku', page_size: 2 })).data;
    expect(keys(first.list)).toEqual([s0, s1]);
    expect(first.pagination).toEqual({ total: 3, page: 1, size: 2 });
    expect(keys(first.top)).toEqual([s0, s1, s2]);
    const second = (await profit({ dimension: 'sku', page_size: 2, page: 2 })).data;
    expect(keys(second.list)).toEqual([s2]);
    expect(second.list[0]).toEqual(first.top[2]);
    expect({ top: second.top, totals: second.totals }).toEqual({ top: first.top, totals: first.totals });
    // a page past the last: no rows, the same count, top and whole
    const past = (await profit({ dimension: 'sku', page_size: 2, page: 9 })).data;
    expect({ list: past.list, total: past.pagination.total, top: past.top, totals: past.totals }).toEqual({ list: [], total: 3, top: first.top, totals: first.totals });
    // sales 20.00 < 30.30 < 109.99; margin 40.90 % > 24.98 % > −25 %; quantity 2 < 3 < 11; cost 25.00 > 22.73 > 65.00 ascending
    expect(keys((await profit({ dimension: 'sku', sort: 'sales_amount', order: 'asc' })).data.list)).toEqual([s2, s1, s0]);
    expect(keys((await profit({ dimension: 'sku', sort: 'margin_rate' })).data.list)).toEqual([s0, s1, s2]);
    expect(keys((await profit({ dimension: 'sku', sort: 'qty', order: 'asc' })).data.list)).toEqual([s2, s1, s0]);
    expect(keys((await profit({ dimension: 'sku', sort: 'cost_amount', order: 'asc' })).data.list)).toEqual([s1, s2, s0]);
    for (const [query, field] of [
      [{ sort: 'name' }, 'sort'],
      [{ order: 'up' }, 'order'],
      [{ page: 0 }, 'page'],
    ] as const) {
      const res = await profit(query);
      expect(res.code, JSON.stringify(query)).toBe(422);
      expect((res.data as unknown as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toContain(field);
    }
    // the export: every row, in the asked order, whatever page the list shows
    const started = await get<{ id: number }>('/bi/profit/export', { ...MAY, dimension: 'sku', sort: 'sales_amount', order: 'asc', page: 2, page_size: 1 });
    const sheet = await downloadExport(t, f.tenant.tokens.admin, started.data.id);
    expect(sheet.slice(1, 4).map((row) => row[1])).toEqual([s2, s1, s0].map((id) => first.top.find((r) => r.key === id)!.code));
  });

  it('refuses those without the page (401, a page permission) or the export (402), and bad input (422)', async () => {
    expect((await profit({}, 'rep')).code).toBe(401);
    expect((await get('/bi/profit/orders', { ...MAY, sku_id: s0 }, 'rep')).code).toBe(401);
    expect((await get('/bi/profit/orders/export', { ...MAY, sku_id: s0 }, 'manager')).code).toBe(402);
    expect((await get('/bi/profit/export', MAY, 'manager')).code).toBe(402);
    for (const [query, field] of [
      [{ dimension: 'colour' }, 'dimension'],
      [{ start_date: '2025-13-01' }, 'start_date'],
      [{ end_date: '2025-04-30' }, 'end_date'],
      [{ start_date: '2024-01-01', end_date: '2025-01-01' }, 'end_date'],
      [{ rep_id: -1 }, 'rep_id'],
    ] as const) {
      const res = await profit(query);
      expect(res.code, JSON.stringify(query)).toBe(422);
      expect((res.data as unknown as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toContain(field);
    }
    expect((await get('/bi/profit/orders', MAY)).code).toBe(422);
  });
});

describe('GET /bi/profit/orders', () => {
  it('lists the audited order lines of a SKU in the period with the cost frozen on each line at audit', async () => {
    // a priced purchase gives the first SKU a moving average, frozen on the line at audit
    const entry = await f.ok<{ id: number }>('POST', '/wms/warehousing_entry', { type: 6, warehouse_id: f.w1, lines: [{ sku_id: s0, unit_id: f.goods.unitId, qty: 50, price: 4.37 }] });
    await f.ok('PUT', `/wms/warehousing_entry/${entry.id}/audit`, {});
    const made = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f));
    const pending = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f));
    await f.ok('PUT', `/oms/order/${made.id}/audit`, {});
    const today = todayIn('Asia/Shanghai');
    const [line] = await withTenant(t.app.database.db, f.tenant.tenantId, (tx) =>
      queryRows<{ net: string; cost: string }>(
        tx,
        sql`SELECT (amount - activity_amount - coupon_amount)::text AS net, cost_amount::text AS cost FROM oms_order_items WHERE order_id = ${made.id} AND sku_id = ${s0}`,
      ),
    );
    expect(Number(line.cost)).toBeGreaterThan(0);
    const cost = Number(line.cost);
    const res = await get<ProfitOrderLines>('/bi/profit/orders', { start_date: today, end_date: today, sku_id: s0 });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ pagination: { total: 1 }, sku_code: f.goods.skuCodes[0] });
    expect(res.data.list).toEqual([
      {
        id: expect.any(Number),
        order_id: made.id,
        order_number: made.number,
        audit_date: today,
        customer_id: f.customer,
        customer_name: '海鲜酒楼',
        store_name: expect.any(String),
        qty: '36.000',
        sales_amount: line.net,
        cost_amount: cost.toFixed(2),
        gross_profit_amount: ((Math.round(Number(line.net) * 100) - Math.round(cost * 100)) / 100).toFixed(2),
      },
    ]);
    expect(res.data.list.some((l) => l.order_id === pending.id)).toBe(false);
    // the dashboard's cost of the SKU that day is the lines' (the rollup summed the same frozen cost)
    const bySku = await profit({ start_date: today, end_date: today, dimension: 'sku' });
    expect(bySku.data.list.find((r) => r.key === s0)?.cost_amount).toBe(cost.toFixed(2));
    // the rep frozen on the order at audit: the customer's owner
    const byRep = (rep: number) => get<ProfitOrderLines>('/bi/profit/orders', { start_date: today, end_date: today, sku_id: s0, rep_id: rep });
    expect((await byRep(f.tenant.staff.rep)).data.pagination.total).toBe(1);
    expect((await byRep(f.tenant.staff.rep2)).data.pagination.total).toBe(0);
    // another period, another customer, a store not asked: none
    expect((await get<ProfitOrderLines>('/bi/profit/orders', { ...MAY, sku_id: s0 })).data.pagination.total).toBe(0);
    expect((await get<ProfitOrderLines>('/bi/profit/orders', { start_date: today, end_date: today, sku_id: s0, customer_id: f.otherCustomer })).data.pagination.total).toBe(0);
    expect((await get<ProfitOrderLines>('/bi/profit/orders', { start_date: today, end_date: today, sku_id: s0, store_id: f.tenant.stores.b })).data.pagination.total).toBe(0);

    // and the export of the profit table
    const started = await get<{ id: number }>('/bi/profit/export', { ...MAY, dimension: 'brand' });
    const sheet = await downloadExport(t, f.tenant.tokens.admin, started.data.id);
    expect(sheet[0]).toEqual(['名称', 'SKU 编码', '净销量', '净销售额', '成本', '毛利', '毛利率']);
    expect(sheet[2]).toEqual(['无品牌', undefined, 2, 20, 25, -5, -0.25]);
  });
});
