import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerChurnRow, CustomerOverview, CustomerTop } from '@tradewind/contract/bi/customer.schema';
import type { ListData } from '@tradewind/contract/common/envelope';
import { todayIn } from '@tradewind/contract/common/time';
import { addDays } from '../period/period';
import { withSystem } from '@/core/db/tenancy';
import { seedCustomer } from '@/test/fixtures/crm/pool-fixtures';
import { downloadExport } from '@/test/test-exports';
import { rebuildSeededRollupsAfterAll } from '@/test/fixtures/bi/seeded-rollups';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { addOrdersFacts, addSalesFacts, type OrdersFact, type SalesFact } from '../rollup/rollup-writer';

const t = useTestApp();
// the facts seeded below stand for no document
rebuildSeededRollupsAfterAll(t, () => tenant.tenantId);

let tenant: TestTenant;
const ids: Record<string, number> = {};
const PERIOD = { start_date: '2026-01-01', end_date: '2026-06-30' };

const get = <T>(url: string, query: Record<string, unknown>, who = 'admin', storeId?: number) =>
  t.call<T>('GET', url, { token: tenant.tokens[who], query, storeId });
const ok = async <T>(url: string, query: Record<string, unknown>, who = 'admin', storeId?: number): Promise<T> => {
  const r = await get<T>(url, query, who, storeId);
  if (r.code !== 200) throw new Error(`${url}: ${r.code} ${r.message} ${JSON.stringify(r.data)}`);
  return r.data;
};

/**
 * Seven customers with their days of orders (bi_orders_daily) and sales (bi_sales_daily), written straight
 * to the rollups; c6 in store B, the rest in store A. rep1 owns c1, c4, c5; c3 is in the public pool; rep2
 * owns c2 and c7; the manager owns c6.
 */
beforeAll(async () => {
  const p = `bic${randomBytes(2).toString('hex')}`;
  tenant = await t.tenant({
    departments: [{ key: 'head', name: 'Head office' }],
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'rep', name: 'Rep', permissions: ['bi:customer:index'], dataScope: 4 },
      { key: 'manager', name: 'Manager', permissions: ['bi:customer:index', 'bi:customer:export'], dataScope: 1 },
      { key: 'clerk', name: 'Clerk', permissions: ['system:store:list'], dataScope: 4 },
    ],
    staff: [
      { key: 'admin', account: `${p}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'rep1', account: `${p}_rep1`, name: '销售一', password: TEST_PASSWORD, roles: ['rep'], stores: ['a'], dept: 'head' },
      { key: 'rep2', account: `${p}_rep2`, name: '销售二', password: TEST_PASSWORD, roles: ['rep'], stores: ['a'], dept: 'head' },
      { key: 'manager', account: `${p}_manager`, name: '经理', password: TEST_PASSWORD, roles: ['manager'], stores: ['a', 'b'], dept: 'head' },
      { key: 'clerk', account: `${p}_clerk`, name: 'Clerk', password: TEST_PASSWORD, roles: ['clerk'], stores: ['a'], dept: 'head' },
    ],
  });
  const { rep1, rep2, manager } = tenant.staff;
  const a = tenant.stores.a;
  ids.c1 = await seedCustomer(t, tenant, { name: '客户一', salesType: 1, salesId: rep1 });
  ids.c2 = await seedCustomer(t, tenant, { name: '客户二', salesType: 1, salesId: rep2 });
  ids.c3 = await seedCustomer(t, tenant, { name: '客户三', salesType: 0 });
  ids.c4 = await seedCustomer(t, tenant, { name: '客户四', salesType: 1, salesId: rep1 });
  ids.c5 = await seedCustomer(t, tenant, { name: '客户五', salesType: 1, salesId: rep1 });
  ids.c6 = await seedCustomer(t, tenant, { name: '客户六', salesType: 1, salesId: manager, storeId: tenant.stores.b });
  ids.c7 = await seedCustomer(t, tenant, { name: '客户七', salesType: 1, salesId: rep2 });
  const order = (c: string, day: string, orders = 1, storeId = a): OrdersFact => ({ storeId, day, customerId: ids[c], repId: 0, orders });
  const sale = (c: string, day: string, amountCents: number, refundAmountCents = 0, storeId = a): SalesFact => ({ storeId, day, skuId: 1, customerId: ids[c], repId: 0, lines: 1, amountCents, refundAmountCents });
  const orders = [
    order('c1', '2025-12-10'), order('c1', '2026-02-03'), order('c1', '2026-02-20'), order('c1', '2026-04-10'),
    order('c2', '2026-01-05', 2), order('c2', '2026-03-15'),
    order('c3', '2026-01-20'),
    order('c4', '2026-05-31'),
    order('c5', '2026-06-01'),
    order('c6', '2026-02-10', 1, tenant.stores.b),
    // a day with a refund and no order is no order day: c7's first order is in April
    { ...order('c7', '2026-03-01', 0), refunds: 1, refundAmountCents: 500 }, order('c7', '2026-04-01'),
    // after the period's end: not seen by a period ending 2026-06-30
    order('c3', '2026-07-05'),
  ];
  const sales = [
    sale('c1', '2025-12-10', 99900), sale('c1', '2026-02-03', 20000), sale('c1', '2026-04-10', 10000, 1000),
    sale('c2', '2026-01-05', 50000), sale('c2', '2026-03-15', 10000),
    sale('c4', '2026-05-31', 5000),
    sale('c6', '2026-02-10', 4000, 0, tenant.stores.b),
    sale('c7', '2026-04-01', 7000),
  ];
  await withSystem(t.app.database.db, async (db) => {
    await addOrdersFacts({ db, tenantId: tenant.tenantId }, orders);
    await addSalesFacts({ db, tenantId: tenant.tenantId }, sales);
  });
});

describe('customer dashboard', () => {
  it('counts new and repeat customers by month, the repurchase rate and the cohorts from the rollups', async () => {
    const o = await ok<CustomerOverview>('/bi/customer/overview', PERIOD);
    expect(o.months).toEqual([
      { month: '2026-01', new_customers: 2, repeat_customers: 0 },
      { month: '2026-02', new_customers: 1, repeat_customers: 1 },
      { month: '2026-03', new_customers: 0, repeat_customers: 1 },
      { month: '2026-04', new_customers: 1, repeat_customers: 1 },
      { month: '2026-05', new_customers: 1, repeat_customers: 0 },
      { month: '2026-06', new_customers: 1, repeat_customers: 0 },
    ]);
    // c1 (3 orders) and c2 (3) of 7 customers who ordered in the period
    expect([o.buyers, o.repeat_buyers, o.repurchase_rate]).toEqual([7, 2, '28.57']);
    const n = (k: number) => Array.from({ length: k }, () => null);
    expect(o.cohorts).toEqual([
      { month: '2026-01', size: 2, cells: ['100.00', '0.00', '50.00', '0.00', '0.00', '0.00', ...n(6)] },
      { month: '2026-02', size: 1, cells: ['100.00', '0.00', '0.00', '0.00', '0.00', ...n(7)] },
      { month: '2026-03', size: 0, cells: n(12) },
      { month: '2026-04', size: 1, cells: ['100.00', '0.00', '0.00', ...n(9)] },
      { month: '2026-05', size: 1, cells: ['100.00', '0.00', ...n(10)] },
      { month: '2026-06', size: 1, cells: ['100.00', ...n(11)] },
    ]);
    // a month in the middle: c1's first order (December) is before the period, so February counts it as repeat
    const feb = await ok<CustomerOverview>('/bi/customer/overview', { start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(feb.months).toEqual([{ month: '2026-02', new_customers: 1, repeat_customers: 1 }]);
    expect([feb.buyers, feb.repeat_buyers, feb.repurchase_rate]).toEqual([2, 1, '50.00']);
    // a period beginning and ending inside months: c1's 02-03 and 04-10 fall outside it, its months are still
    // history (it is no new customer of February); c7's first month is April, ordered on 04-01
    const edges = await ok<CustomerOverview>('/bi/customer/overview', { start_date: '2026-02-10', end_date: '2026-04-05' });
    expect(edges.months).toEqual([
      { month: '2026-02', new_customers: 1, repeat_customers: 1 },
      { month: '2026-03', new_customers: 0, repeat_customers: 1 },
      { month: '2026-04', new_customers: 1, repeat_customers: 0 },
    ]);
    expect([edges.buyers, edges.repeat_buyers, edges.repurchase_rate]).toEqual([4, 0, '0.00']);
    expect(edges.cohorts).toEqual([
      { month: '2026-02', size: 1, cells: ['100.00', '0.00', '0.00', ...n(9)] },
      { month: '2026-03', size: 0, cells: n(12) },
      { month: '2026-04', size: 1, cells: ['100.00', ...n(11)] },
    ]);
  });

  it('lists the customers without an order in the last N days, the boundary day included', async () => {
    const churn = await ok<ListData<CustomerChurnRow>>('/bi/customer/churn', { ...PERIOD, days: 30 });
    expect(churn.pagination.total).toBe(6);
    expect(churn.list.map((r) => [r.customer_name, r.last_order_day, r.days_since, r.recent_orders, r.recent_amount])).toEqual([
      ['客户四', '2026-05-31', 30, 1, '50.00'],
      ['客户一', '2026-04-10', 81, 1, '90.00'],
      // 2026-04-01 is the 91st day before the end: outside the last 90 days
      ['客户七', '2026-04-01', 90, 0, '0.00'],
      ['客户二', '2026-03-15', 107, 0, '0.00'],
      ['客户六', '2026-02-10', 140, 0, '0.00'],
      ['客户三', '2026-01-20', 161, 0, '0.00'],
    ]);
    expect(churn.list[0]).toMatchObject({ id: ids.c4, customer_id: ids.c4, owner_id: tenant.staff.rep1, owner_name: '销售一' });
    expect(churn.list.at(-1)?.owner_name).toBeNull();
    // 29 days since c5's last order: at N = 29 it is at risk, at 30 not
    const n29 = await ok<ListData<CustomerChurnRow>>('/bi/customer/churn', { ...PERIOD, days: 29, sort: 'days_since', order: 'asc', page_size: 2 });
    expect(n29.pagination.total).toBe(7);
    expect(n29.list.map((r) => [r.customer_name, r.days_since])).toEqual([['客户五', 29], ['客户四', 30]]);
    const byAmount = await ok<ListData<CustomerChurnRow>>('/bi/customer/churn', { ...PERIOD, days: 30, sort: 'recent_amount', order: 'desc', page: 1, page_size: 1 });
    expect(byAmount.list.map((r) => r.customer_name)).toEqual(['客户一']);
    // a page far past the end is an empty page, not an overflow
    const far = await ok<ListData<CustomerChurnRow>>('/bi/customer/churn', { ...PERIOD, page: 2147483647, page_size: 100 });
    expect([far.pagination.total, far.list]).toEqual([6, []]);
    // an end inside a month: the last order day up to it, from the end's month's days and an earlier month's
    const edge = await ok<ListData<CustomerChurnRow>>('/bi/customer/churn', { start_date: '2026-02-10', end_date: '2026-04-05', days: 30, sort: 'days_since', order: 'asc' });
    expect(edge.list.map((r) => [r.customer_name, r.last_order_day, r.days_since])).toEqual([
      ['客户一', '2026-02-20', 44],
      ['客户六', '2026-02-10', 54],
      ['客户三', '2026-01-20', 75],
    ]);
    expect(edge.pagination.total).toBe(3);
    // an end of today: the last order days from the customers' spans (c3's order after June counts here)
    const today = todayIn('Asia/Shanghai');
    const since = (day: string) => Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
    const now = await ok<ListData<CustomerChurnRow>>('/bi/customer/churn', { start_date: addDays(today, -365), end_date: today, days: 30, sort: 'last_order_day', order: 'desc' });
    const lasts: Array<[string, string]> = [
      ['客户三', '2026-07-05'], ['客户五', '2026-06-01'], ['客户四', '2026-05-31'], ['客户一', '2026-04-10'], ['客户七', '2026-04-01'], ['客户二', '2026-03-15'], ['客户六', '2026-02-10'],
    ];
    expect(now.list.map((r) => [r.customer_name, r.last_order_day, r.days_since])).toEqual(lasts.map(([name, day]) => [name, day, since(day)]));
    // the rep's: their own customers and the pool's (c1, c4, c5 and c3)
    const mine = await ok<ListData<CustomerChurnRow>>('/bi/customer/churn', { start_date: addDays(today, -365), end_date: today, days: 30 }, 'rep1');
    expect(mine.list.map((r) => r.customer_name).sort()).toEqual(['客户一', '客户三', '客户五', '客户四'].sort());
  });

  it('ranks the customers by net amount with their share', async () => {
    const top = await ok<CustomerTop>('/bi/customer/top', PERIOD);
    expect([top.customers, top.total_net_amount]).toEqual([5, '1050.00']);
    expect(top.list.map((r) => [r.rank, r.customer_name, r.orders, r.amount, r.refund_amount, r.net_amount, r.share])).toEqual([
      [1, '客户二', 3, '600.00', '0.00', '600.00', '57.14'],
      [2, '客户一', 3, '300.00', '10.00', '290.00', '27.62'],
      [3, '客户七', 1, '70.00', '0.00', '70.00', '6.67'],
      [4, '客户四', 1, '50.00', '0.00', '50.00', '4.76'],
      [5, '客户六', 1, '40.00', '0.00', '40.00', '3.81'],
    ]);
    expect((await ok<CustomerTop>('/bi/customer/top', { ...PERIOD, limit: 2 })).list).toHaveLength(2);
  });

  it('reads one store: the store asked for, or the current store', async () => {
    const b = await ok<CustomerOverview>('/bi/customer/overview', { ...PERIOD, store_id: tenant.stores.b });
    expect(b.months.map((m) => m.new_customers + m.repeat_customers)).toEqual([0, 1, 0, 0, 0, 0]);
    const header = await ok<CustomerTop>('/bi/customer/top', PERIOD, 'admin', tenant.stores.b);
    expect(header.list.map((r) => r.customer_name)).toEqual(['客户六']);
    const a = await ok<CustomerTop>('/bi/customer/top', { ...PERIOD, store_id: tenant.stores.a });
    expect([a.customers, a.total_net_amount]).toEqual([4, '1010.00']);
    // a store the caller does not work in is refused, not read as empty
    const other = await get('/bi/customer/churn', { ...PERIOD, store_id: tenant.stores.b }, 'rep1');
    expect([other.code, (other.data as { errors: Array<{ field: string }> }).errors[0].field]).toEqual([422, 'store_id']);
  });

  it("shows a rep only their own and the pool's customers", async () => {
    const o = await ok<CustomerOverview>('/bi/customer/overview', PERIOD, 'rep1');
    expect([o.buyers, o.repeat_buyers, o.repurchase_rate]).toEqual([4, 1, '25.00']);
    const churn = await ok<ListData<CustomerChurnRow>>('/bi/customer/churn', { ...PERIOD, days: 30 }, 'rep1');
    expect(churn.list.map((r) => r.customer_name)).toEqual(['客户四', '客户一', '客户三']);
    const top = await ok<CustomerTop>('/bi/customer/top', PERIOD, 'rep1');
    expect([top.customers, top.total_net_amount, top.list.map((r) => r.share)]).toEqual([2, '340.00', ['85.29', '14.71']]);
  });

  it('exports the churn list and the top customers under bi:customer:export', async () => {
    const churn = await t.call<{ id: number }>('GET', '/bi/customer/churn/export', { token: tenant.tokens.manager, query: { ...PERIOD, days: 30 } });
    expect(churn.code).toBe(200);
    const rows = await downloadExport(t, tenant.tokens.manager, churn.data.id);
    expect(rows[0]).toEqual(['客户ID', '客户名称', '归属销售', '最后下单日', '未下单天数', '近90天订单数', '近90天净销售额']);
    expect(rows.slice(1).map((r) => [r[1], r[4], r[6]])).toEqual([
      ['客户四', 30, 50], ['客户一', 81, 90], ['客户七', 90, 0], ['客户二', 107, 0], ['客户六', 140, 0], ['客户三', 161, 0],
    ]);
    const top = await t.call<{ id: number }>('GET', '/bi/customer/top/export', { token: tenant.tokens.manager, query: PERIOD });
    const topRows = await downloadExport(t, tenant.tokens.manager, top.data.id);
    expect(topRows).toHaveLength(6);
    expect(topRows[1]).toEqual([1, ids.c2, '客户二', '销售二', 3, 600, 0, 600, 0.5714]);
  });

  it('refuses callers without the permission: the page (401, as a page one may not view) and the export (402)', async () => {
    for (const url of ['/bi/customer/overview', '/bi/customer/churn', '/bi/customer/top']) {
      expect((await get(url, PERIOD, 'clerk')).code, url).toBe(401);
    }
    for (const who of ['clerk', 'rep1']) {
      expect((await get('/bi/customer/churn/export', PERIOD, who)).code, who).toBe(402);
      expect((await get('/bi/customer/top/export', PERIOD, who)).code, who).toBe(402);
    }
  });

  it('refuses bad periods and parameters (422), naming the field', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/bi/customer/overview', { end_date: '2026-06-30' }, 'start_date'],
      ['/bi/customer/overview', { start_date: '2026-02-30', end_date: '2026-06-30' }, 'start_date'],
      ['/bi/customer/overview', { start_date: '2026-06-30', end_date: '2026-06-01' }, 'end_date'],
      ['/bi/customer/overview', { start_date: '2025-06-28', end_date: '2026-06-30' }, 'end_date'],
      ['/bi/customer/overview', { ...PERIOD, store_id: 'x' }, 'store_id'],
      ['/bi/customer/overview', { ...PERIOD, store_id: 999999 }, 'store_id'],
      ['/bi/customer/churn', { ...PERIOD, days: 6 }, 'days'],
      ['/bi/customer/churn', { ...PERIOD, days: 366 }, 'days'],
      ['/bi/customer/churn', { ...PERIOD, days: '1e1' }, 'days'],
      ['/bi/customer/churn', { ...PERIOD, sort: 'customer_name' }, 'sort'],
      ['/bi/customer/top', { ...PERIOD, limit: 0 }, 'limit'],
      ['/bi/customer/churn/export', { ...PERIOD, days: 400 }, 'days'],
    ];
    for (const [url, query, field] of cases) {
      const r = await get<{ errors: Array<{ field: string }> }>(url, query);
      expect([r.code, r.data?.errors?.[0]?.field], `${url} ${JSON.stringify(query)}`).toEqual([422, field]);
    }
    // the dashboards' one period rule (contract bi/period.schema.ts): 366 days both included, not one more
    expect((await get('/bi/customer/overview', { start_date: '2025-06-30', end_date: '2026-06-30' })).code).toBe(200);
    const tooLong = await get<{ errors: Array<{ field: string; message: string }> }>('/bi/customer/overview', { start_date: '2025-06-29', end_date: '2026-06-30' });
    expect([tooLong.code, tooLong.data.errors[0]]).toEqual([422, { field: 'end_date', message: '统计期间最长 366 天' }]);
  });
});
