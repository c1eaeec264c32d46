import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationReport } from '@tradewind/contract/bi/operation.schema';
import { withTenant } from '@/core/db/tenancy';
import { downloadExport } from '@/test/test-exports';
import { rebuildSeededRollupsAfterAll } from '@/test/fixtures/bi/seeded-rollups';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { addOrdersFacts, addSalesFacts, type OrdersFact, type SalesFact } from '../rollup/rollup-writer';

/** The operation dashboard over seeded rollups: every figure the sum of its facts, to the cent. */
const t = useTestApp();
// the facts seeded below stand for no document
rebuildSeededRollupsAfterAll(t, () => tenant.tenantId);
let tenant: TestTenant;
let c1: number;
let c2: number;
let c3: number;
let rep: number;

const get = (query: Record<string, unknown>, who = 'admin', storeId?: number) =>
  t.call<OperationReport>('GET', '/bi/operation', { token: tenant.tokens[who], storeId, query });

beforeAll(async () => {
  const tag = Math.random().toString(36).slice(2, 7);
  const member = (key: string, roles: string[], stores: 'all' | string[], name = key) => ({ key, account: `${key}${tag}`, name, password: TEST_PASSWORD, roles, stores });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'viewer', name: 'Viewer', permissions: ['bi:operation:index'], dataScope: 1 },
      { key: 'clerk', name: 'Clerk', permissions: ['system:store:list'], dataScope: 4 },
    ],
    staff: [member('admin', ['admin'], 'all'), member('viewer', ['viewer'], ['a']), member('clerk', ['clerk'], ['a']), member('rep', ['clerk'], 'all', '张业务')],
  });
  rep = tenant.staff.rep;
  const customer = async (name: string, store: 'a' | 'b') => {
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const reply = await t.call<{ id: number }>('POST', '/crm/customer', { token: tenant.tokens.admin, storeId: tenant.stores[store], body: { name, phone, sales_type: 1, sales_id: rep, contact_name: '王' } });
    if (reply.code !== 200) throw new Error(`customer: ${reply.message}`);
    return reply.data.id;
  };
  c1 = await customer('一号酒楼', 'a');
  c2 = await customer('二号饭店', 'a');
  c3 = await customer('三号食堂', 'b');
  // what c1 owes now: the receivables card
  const owed = await t.call('POST', '/fms/customer_account/finance_adjust', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { customer_id: c1, type: 'need_pay', amount: '120.50', reason: '期初欠款' } });
  expect(owed.code).toBe(200);

  const { a, b } = tenant.stores;
  const sales: SalesFact[] = [
    { storeId: a, day: '2025-03-01', skuId: 11, customerId: c1, repId: rep, lines: 1, qtyMilli: 3000, amountCents: 10010, costCents: 6005 },
    { storeId: a, day: '2025-03-05', skuId: 12, customerId: c2, repId: 0, lines: 1, qtyMilli: 1000, amountCents: 5025, costCents: 2000, refundQtyMilli: 200, refundAmountCents: 1010, refundCostCents: 400 },
    { storeId: b, day: '2025-03-10', skuId: 11, customerId: c3, repId: rep, lines: 2, qtyMilli: 5000, amountCents: 20000, costCents: 15000 },
    { storeId: a, day: '2024-03-02', skuId: 11, customerId: c1, repId: rep, lines: 1, qtyMilli: 2000, amountCents: 8000, costCents: 4000 },
    { storeId: a, day: '2025-04-01', skuId: 11, customerId: c1, repId: rep, lines: 1, qtyMilli: 1000, amountCents: 99900, costCents: 100 },
  ];
  const orders: OrdersFact[] = [
    { storeId: a, day: '2025-03-01', customerId: c1, repId: rep, orders: 1, totalAmountCents: 10010 },
    { storeId: a, day: '2025-03-05', customerId: c2, repId: 0, orders: 2, receipts: 1, receiptAmountCents: 3030, refunds: 1, refundAmountCents: 1010 },
    { storeId: b, day: '2025-03-10', customerId: c3, repId: rep, orders: 1 },
    { storeId: a, day: '2025-03-20', customerId: c1, repId: rep, receipts: 1, receiptAmountCents: 5555 },
    // an order audited and cancelled the same day: no order, no customer ordering
    { storeId: a, day: '2025-03-06', customerId: 999_999, repId: 0, orders: 1 },
    { storeId: a, day: '2025-03-06', customerId: 999_999, repId: 0, orders: -1 },
    { storeId: a, day: '2024-03-02', customerId: c1, repId: rep, orders: 1 },
  ];
  await withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
    await addSalesFacts({ db: tx, tenantId: tenant.tenantId }, sales);
    await addOrdersFacts({ db: tx, tenantId: tenant.tenantId }, orders);
  });
});

const MARCH = { start_date: '2025-03-01', end_date: '2025-03-31' };

describe('GET /bi/operation', () => {
  it('sums the facts of the period beside the same period last year, by store and by rep', async () => {
    const res = await get({ ...MARCH, granularity: 'week' });
    expect(res.code).toBe(200);
    const r = res.data;
    expect(r).toMatchObject({ last_year_start_date: '2024-03-01', last_year_end_date: '2024-03-31', receivable_amount: '120.50' });
    // 100.10 + (50.25 − 10.10) + 200.00; orders 1 + 2 + 1 (+1 −1); c1, c2, c3; 340.25 ÷ 4; 30.30 + 55.55
    expect(r.figures).toEqual({ sales_amount: '340.25', orders: 4, customers: 3, avg_order_amount: '85.06', receipt_amount: '85.85' });
    expect(r.last_year).toEqual({ sales_amount: '80.00', orders: 1, customers: 1, avg_order_amount: '80.00', receipt_amount: '0.00' });
    expect(r.stores).toEqual([
      { store_id: tenant.stores.b, store_name: expect.any(String), sales_amount: '200.00', orders: 1, customers: 1, avg_order_amount: '200.00', receipt_amount: '0.00' },
      { store_id: tenant.stores.a, store_name: expect.any(String), sales_amount: '140.25', orders: 3, customers: 2, avg_order_amount: '46.75', receipt_amount: '85.85' },
    ]);
    expect(r.reps).toEqual([
      { rep_id: rep, rep_name: '张业务', sales_amount: '300.10', orders: 2, customers: 2, avg_order_amount: '150.05', receipt_amount: '55.55' },
      { rep_id: 0, rep_name: null, sales_amount: '40.15', orders: 2, customers: 1, avg_order_amount: '20.08', receipt_amount: '30.30' },
    ]);
    // ISO weeks from Monday, clipped to the period: 1–2, 3–9, 10–16, 17–23, 24–30, 31 March
    expect(r.trend.map((p) => [p.start_date, p.end_date, p.sales_amount, p.orders, p.last_year_sales_amount, p.last_year_orders])).toEqual([
      ['2025-03-01', '2025-03-02', '100.10', 1, '80.00', 1],
      ['2025-03-03', '2025-03-09', '40.15', 2, '0.00', 0],
      ['2025-03-10', '2025-03-16', '200.00', 1, '0.00', 0],
      ['2025-03-17', '2025-03-23', '0.00', 0, '0.00', 0],
      ['2025-03-24', '2025-03-30', '0.00', 0, '0.00', 0],
      ['2025-03-31', '2025-03-31', '0.00', 0, '0.00', 0],
    ]);
  });

  it('buckets by day and by month', async () => {
    const days = (await get({ ...MARCH })).data.trend;
    expect(days).toHaveLength(31);
    expect(days[4]).toMatchObject({ start_date: '2025-03-05', end_date: '2025-03-05', sales_amount: '40.15', orders: 2 });
    const months = (await get({ start_date: '2025-01-15', end_date: '2025-04-10', granularity: 'month' })).data.trend;
    expect(months.map((p) => [p.start_date, p.end_date, p.sales_amount])).toEqual([
      ['2025-01-15', '2025-01-31', '0.00'],
      ['2025-02-01', '2025-02-28', '0.00'],
      ['2025-03-01', '2025-03-31', '340.25'],
      ['2025-04-01', '2025-04-10', '999.00'],
    ]);
  });

  it('counts only the stores of the caller: a store that is not theirs shows nothing', async () => {
    const own = (await get(MARCH, 'viewer')).data;
    expect(own.figures).toMatchObject({ sales_amount: '140.25', orders: 3, customers: 2 });
    expect(own.stores.map((s) => s.store_id)).toEqual([tenant.stores.a]);
    expect(own.receivable_amount).toBe('120.50');
    const other = (await get({ ...MARCH, store_id: tenant.stores.b }, 'viewer')).data;
    expect(other).toMatchObject({ figures: { sales_amount: '0.00', orders: 0, customers: 0 }, stores: [], reps: [], receivable_amount: '0.00' });
    // the admin's store filter, and the store chosen in the header
    expect((await get({ ...MARCH, store_id: tenant.stores.b })).data.figures.sales_amount).toBe('200.00');
    expect((await get(MARCH, 'admin', tenant.stores.b)).data.figures.sales_amount).toBe('200.00');
    expect((await get(MARCH, 'viewer', tenant.stores.b)).code).toBe(405);
  });

  it('reads every store of the caller\'s with store_id=all, whichever store the shell has chosen — and no other', async () => {
    // the admin holds both stores: all of them even with store B chosen in the header
    const all = (await get({ ...MARCH, store_id: 'all' }, 'admin', tenant.stores.b)).data;
    expect(all.figures).toMatchObject({ sales_amount: '340.25', orders: 4, customers: 3 });
    expect(all.stores.map((s) => s.store_id).sort()).toEqual([tenant.stores.a, tenant.stores.b].sort());
    // the viewer holds store A only: all is A
    const viewer = (await get({ ...MARCH, store_id: 'all' }, 'viewer', tenant.stores.a)).data;
    expect(viewer.figures).toMatchObject({ sales_amount: '140.25', orders: 3, customers: 2 });
    expect(viewer.stores.map((s) => s.store_id)).toEqual([tenant.stores.a]);
    const res = await get({ ...MARCH, store_id: 'every' });
    expect(res.code).toBe(422);
  });

  it('refuses those without the page (401, a page permission) or the export (402), and bad periods (422)', async () => {
    expect((await get(MARCH, 'clerk')).code).toBe(401);
    expect((await t.call('GET', '/bi/operation/stores/export', { token: tenant.tokens.viewer, query: MARCH })).code).toBe(402);
    const bad = async (query: Record<string, unknown>, field: string) => {
      const res = await get(query);
      expect(res.code, JSON.stringify(query)).toBe(422);
      expect((res.data as unknown as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toContain(field);
    };
    await bad({ start_date: '2025-02-30', end_date: '2025-03-31' }, 'start_date');
    await bad({ start_date: '2025/03/01', end_date: '2025-03-31' }, 'start_date');
    await bad({ start_date: '2025-03-01' }, 'end_date');
    await bad({ start_date: '2025-03-31', end_date: '2025-03-01' }, 'end_date');
    await bad({ start_date: '2024-01-01', end_date: '2025-01-01' }, 'end_date');
    await bad({ ...MARCH, granularity: 'year' }, 'granularity');
    await bad({ start_date: '0001-01-01', end_date: '0001-01-31' }, 'start_date');
    await bad({ ...MARCH, store_id: 'x' }, 'store_id');
    // a leap year whole is 366 days: answered
    expect((await get({ start_date: '2024-01-01', end_date: '2024-12-31', granularity: 'month' })).code).toBe(200);
  });

  it('exports the reps table with its titles, "no owner" for rep 0 and a totals row', async () => {
    const started = await t.call<{ id: number }>('GET', '/bi/operation/reps/export', { token: tenant.tokens.admin, query: MARCH });
    expect(started.code).toBe(200);
    const rows = await downloadExport(t, tenant.tokens.admin, started.data.id);
    expect(rows[0]).toEqual(['业务员', '销售额', '订单数', '下单客户数', '客单价', '回款额']);
    expect(rows.slice(1)).toEqual([
      ['张业务', 300.1, 2, 2, 150.05, 55.55],
      ['无负责人', 40.15, 2, 1, 20.08, 30.3],
      ['合计', 340.25, 4, undefined, undefined, 85.85],
    ]);
  });
});
