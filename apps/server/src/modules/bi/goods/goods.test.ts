import { beforeAll, describe, expect, it } from 'vitest';
import type { GoodsSkuRow, GoodsSummary, SlowMoverRow } from '@tradewind/contract/bi/goods.schema';
import type { ListData } from '@tradewind/contract/common/envelope';
import { rebuildSeededRollupsAfterAll } from '@/test/fixtures/bi/seeded-rollups';
import { goodsBiFixture, PERIOD, type GoodsBiFixture } from '@/test/fixtures/bi/goods-test-fixture';
import { useTestApp } from '@/test/test-app';
import { periodMonths } from '../period/period';
import { downloadExport } from '@/test/test-exports';

const t = useTestApp();
let f: GoodsBiFixture;
rebuildSeededRollupsAfterAll(t, () => f.tenant.tenantId);

beforeAll(async () => {
  f = await goodsBiFixture(t, 'bg', [
    { key: 'viewer', permissions: ['bi:goods:index'] },
    { key: 'nobody', permissions: ['system:store:list'] },
  ]);
});

async function get<T>(url: string, query: Record<string, unknown>, who: 'admin' | 'viewer' = 'admin', store: 'a' | 'b' = 'a'): Promise<T> {
  const reply = await t.call<T>('GET', url, { ...f.as(who, store), query: { ...PERIOD, ...query } });
  expect(reply.code, JSON.stringify(reply)).toBe(200);
  return reply.data;
}
const bySku = <R extends { sku_id: number }>(rows: R[]) => new Map(rows.map((r) => [r.sku_id, r]));

describe('best and worst sellers, ABC classes (GET /bi/goods/summary)', () => {
  it('ranks by net amount and by net quantity; worst among SKUs on sale that sold', async () => {
    const s = await get<GoodsSummary>('/bi/goods/summary', {});
    expect(s.best.map((r) => [r.sku_id, r.amount, r.qty])).toEqual([
      [f.sku[0], '600.00', '7.000'],
      [f.sku[1], '200.00', '20.000'],
      [f.sku[4], '150.00', '1.500'],
      [f.sku[2], '25.00', '1.000'],
      [f.sku[5], '25.00', '1.000'],
    ]);
    // the wine is off sale; the chips' second SKU never sold
    expect(s.worst.map((r) => r.sku_id)).toEqual([f.sku[2], f.sku[4], f.sku[1], f.sku[0]]);
    expect(s.best[0]).toMatchObject({ name: f.names.beer, unit_name: expect.any(String), code: expect.any(String) });
    const byQty = await get<GoodsSummary>('/bi/goods/summary', { by: 'qty', top: 2 });
    expect(byQty.best.map((r) => r.sku_id)).toEqual([f.sku[1], f.sku[0]]);
    expect(byQty.worst.map((r) => r.sku_id)).toEqual([f.sku[2], f.sku[4]]);
  });

  it('classes by cumulative share: the SKU reaching exactly 80 % is A, the next B up to exactly 95 %, then C', async () => {
    const s = await get<GoodsSummary>('/bi/goods/summary', {});
    expect(s.total_amount).toBe('1000.00');
    expect(s.sku_count).toBe(5);
    expect(s.classes).toEqual([
      { class: 'A', sku_count: 2, amount: '800.00', share: '80.00' },
      { class: 'B', sku_count: 1, amount: '150.00', share: '15.00' },
      { class: 'C', sku_count: 2, amount: '50.00', share: '5.00' },
    ]);
    expect(s.pareto.map((p) => [p.sku_id, p.cum_share, p.class])).toEqual([
      [f.sku[0], '60.00', 'A'],
      [f.sku[1], '80.00', 'A'],
      [f.sku[4], '95.00', 'B'],
      [f.sku[2], '97.50', 'C'],
      [f.sku[5], '100.00', 'C'],
    ]);
  });

  it('reads the store asked: store B has only its own sale', async () => {
    const s = await get<GoodsSummary>('/bi/goods/summary', {}, 'admin', 'b');
    expect(s.best.map((r) => [r.sku_id, r.amount])).toEqual([[f.sku[5], '999.99']]);
    const asked = await get<GoodsSummary>('/bi/goods/summary', { store_id: f.tenant.stores.b });
    expect(asked.total_amount).toBe('999.99');
    // a SKU whose own share passes 80 % is A
    expect(asked.classes[0]).toEqual({ class: 'A', sku_count: 1, amount: '999.99', share: '100.00' });
  });

  it('reads every store of the caller\'s with store_id=all, whichever store the shell has chosen', async () => {
    const a = await get<GoodsSummary>('/bi/goods/summary', {}, 'admin', 'a');
    const all = await get<GoodsSummary>('/bi/goods/summary', { store_id: 'all' }, 'admin', 'b');
    // store B's one sale beside store A's
    expect(Number(all.total_amount)).toBeCloseTo(Number(a.total_amount) + 999.99, 2);
    expect(all.best.map((r) => r.sku_id)).toContain(f.sku[5]);
    // a viewer of store A only: all is store A
    const viewer = await get<GoodsSummary>('/bi/goods/summary', { store_id: 'all' }, 'viewer', 'a');
    expect(viewer.total_amount).toBe(a.total_amount);
    const slow = await get<ListData<SlowMoverRow>>('/bi/goods/slow_movers', { store_id: 'all' }, 'viewer', 'a');
    expect(slow.pagination.total).toBe((await get<ListData<SlowMoverRow>>('/bi/goods/slow_movers', {}, 'viewer', 'a')).pagination.total);
  });
});

describe('a period read by whole months and days (the SKU rollups by month and by day)', () => {
  it('cuts a period into its whole months and the days at its ends', () => {
    expect(periodMonths('2026-10-01', '2026-10-31')).toEqual({ months: ['2026-10-01', '2026-10-01'], days: [] });
    expect(periodMonths('2025-12-02', '2026-12-01')).toEqual({ months: ['2026-01-01', '2026-11-01'], days: [['2025-12-02', '2025-12-31'], ['2026-12-01', '2026-12-01']] });
    expect(periodMonths('2026-11-05', '2026-11-20')).toEqual({ months: null, days: [['2026-11-05', '2026-11-20']] });
    expect(periodMonths('2024-02-01', '2024-02-29')).toEqual({ months: ['2024-02-01', '2024-02-01'], days: [] });
    expect(periodMonths('2026-09-30', '2026-11-01')).toEqual({ months: ['2026-10-01', '2026-10-01'], days: [['2026-09-30', '2026-09-30'], ['2026-11-01', '2026-11-01']] });
  });

  it('sums October by month and its neighbouring days by day, as the facts add up', async () => {
    const october = await get<GoodsSummary>('/bi/goods/summary', {});
    const wider = await get<GoodsSummary>('/bi/goods/summary', { start_date: '2026-09-30', end_date: '2026-11-01' });
    // s2's 100.00 on 30 September and s0's 99.99 on 1 November beside October's
    expect(Number(wider.total_amount)).toBeCloseTo(Number(october.total_amount) + 100 + 99.99, 2);
    const skus = await get<ListData<GoodsSkuRow>>('/bi/goods/skus', { start_date: '2026-09-30', end_date: '2026-11-01', page_size: 100 });
    expect(bySku(skus.list).get(f.sku[2])?.amount).toBe('125.00');
  });
});

describe('sell-through and ABC class per SKU (GET /bi/goods/skus)', () => {
  it('divides net quantity by net quantity plus the stock on hand in the store', async () => {
    const list = await get<ListData<GoodsSkuRow>>('/bi/goods/skus', { page_size: 100 });
    expect(list.pagination.total).toBe(6);
    const rows = bySku(list.list);
    expect(rows.get(f.sku[0])).toMatchObject({ qty: '7.000', amount: '600.00', on_hand: '3.000', sell_through: '70.00', abc_class: 'A', cum_share: '60.00' });
    expect(rows.get(f.sku[1])).toMatchObject({ on_hand: '0.000', sell_through: '100.00', abc_class: 'A' });
    expect(rows.get(f.sku[2])).toMatchObject({ qty: '1.000', on_hand: '50.000', sell_through: '1.96', abc_class: 'C' });
    expect(rows.get(f.sku[3])).toMatchObject({ qty: '0.000', amount: '0.00', on_hand: '10.000', sell_through: '0.00', abc_class: null });
    expect(rows.get(f.sku[4])).toMatchObject({ qty: '1.500', on_hand: '0.500', sell_through: '75.00', abc_class: 'B' });
    expect(list.list.map((r) => r.sku_id)).toEqual([f.sku[0], f.sku[1], f.sku[4], f.sku[2], f.sku[5], f.sku[3]]);
  });

  it('filters by class and keyword, sorts, pages', async () => {
    const c = await get<ListData<GoodsSkuRow>>('/bi/goods/skus', { abc_class: 'C' });
    expect(c.list.map((r) => r.sku_id)).toEqual([f.sku[2], f.sku[5]]);
    const chips = await get<ListData<GoodsSkuRow>>('/bi/goods/skus', { keyword: f.names.chips });
    expect(chips.list.map((r) => r.sku_id).sort()).toEqual([f.sku[3], f.sku[4]].sort());
    const bySell = await get<ListData<GoodsSkuRow>>('/bi/goods/skus', { sort: 'sell_through', order: 'asc', page: 2, page_size: 2 });
    expect(bySell.pagination.total).toBe(6);
    expect(bySell.list.map((r) => r.sku_id)).toEqual([f.sku[0], f.sku[4]]);
  });

  it('store B: its stock and sale only', async () => {
    const list = await get<ListData<GoodsSkuRow>>('/bi/goods/skus', { store_id: f.tenant.stores.b });
    expect(bySku(list.list).get(f.sku[0])).toMatchObject({ qty: '0.000', on_hand: '100.000', sell_through: '0.00' });
    expect(bySku(list.list).get(f.sku[5])).toMatchObject({ amount: '999.99', sell_through: '100.00', abc_class: 'A' });
    expect(list.pagination.total).toBe(2);
  });
});

describe('slow movers (GET /bi/goods/slow_movers)', () => {
  it('lists SKUs in stock without a sale in the last N days up to the period’s end', async () => {
    const list = await get<ListData<SlowMoverRow>>('/bi/goods/slow_movers', {});
    // never sold first, then the longest without a sale; s4 sold the day before the end, s0 within 30 days
    expect(list.list.map((r) => [r.sku_id, r.last_sale_day, r.days_since, r.on_hand])).toEqual([
      [f.sku[3], null, null, '10.000'],
      [f.sku[2], '2026-10-01', 30, '50.000'],
    ]);
    const week = await get<ListData<SlowMoverRow>>('/bi/goods/slow_movers', { days: 7 });
    expect(week.list.map((r) => r.sku_id)).toEqual([f.sku[3], f.sku[2], f.sku[0]]);
    const one = await get<ListData<SlowMoverRow>>('/bi/goods/slow_movers', { days: 1 });
    expect(one.list.map((r) => r.sku_id)).toContain(f.sku[4]);
    const two = await get<ListData<SlowMoverRow>>('/bi/goods/slow_movers', { days: 2 });
    expect(two.list.map((r) => r.sku_id)).not.toContain(f.sku[4]);
  });
});

describe('export, permissions and input', () => {
  it('exports the SKU table and the slow movers in the table’s order', async () => {
    const started = await t.call<{ id: number }>('GET', '/bi/goods/skus/export', { ...f.as('admin'), query: { ...PERIOD, abc_class: 'A' } });
    expect(started.code).toBe(200);
    const rows = await downloadExport(t, f.tenant.tokens.admin, started.data.id);
    expect(rows[0]).toEqual(['商品编码', '商品名称', '规格', '单位', '净销量', '净销售额', '当前库存', '售罄率', 'ABC 分类', '累计占比']);
    expect(rows[1].slice(4)).toEqual([7, 600, 3, 0.7, 'A', 0.6]);
    expect(rows[2].slice(4)).toEqual([20, 200, 0, 1, 'A', 0.8]);
    const slow = await t.call<{ id: number }>('GET', '/bi/goods/slow_movers/export', { ...f.as('admin'), query: PERIOD });
    const slowRows = await downloadExport(t, f.tenant.tokens.admin, slow.data.id);
    expect(slowRows.slice(1, 3).map((r) => r.slice(4))).toEqual([
      [10],
      [50, new Date('2026-10-01T00:00:00Z'), 30],
    ]);
  });

  it('refuses the export without its permission (402) and the page without the view (401)', async () => {
    for (const url of ['/bi/goods/skus/export', '/bi/goods/slow_movers/export']) {
      expect((await t.call('GET', url, { ...f.as('viewer'), query: PERIOD })).code).toBe(402);
    }
    for (const url of ['/bi/goods/summary', '/bi/goods/skus', '/bi/goods/slow_movers']) {
      expect((await t.call('GET', url, { ...f.as('nobody'), query: PERIOD })).code).toBe(401);
    }
  });

  it('refuses another store, a reversed or too long period, bad numbers (422)', async () => {
    const refused = async (query: Record<string, unknown>, field: string, url = '/bi/goods/summary') => {
      const reply = await t.call<{ errors: Array<{ field: string }> }>('GET', url, { ...f.as('viewer'), query });
      expect(reply.code, JSON.stringify(query)).toBe(422);
      expect(reply.data.errors.map((e) => e.field)).toContain(field);
    };
    await refused({ ...PERIOD, store_id: f.tenant.stores.b }, 'store_id');
    await refused({ start_date: '2026-10-31', end_date: '2026-10-01' }, 'end_date');
    await refused({ start_date: '2025-01-01', end_date: '2026-01-03' }, 'end_date');
    await refused({ end_date: '2026-10-01' }, 'start_date');
    await refused({ ...PERIOD, start_date: '2026-02-30' }, 'start_date');
    await refused({ ...PERIOD, top: '1e1' }, 'top');
    await refused({ ...PERIOD, by: 'cost' }, 'by');
    await refused({ ...PERIOD, abc_class: 'D' }, 'abc_class', '/bi/goods/skus');
    await refused({ ...PERIOD, days: 0 }, 'days', '/bi/goods/slow_movers');
    await refused({ ...PERIOD, days: 400 }, 'days', '/bi/goods/slow_movers');
    // the dashboards' one period rule (contract bi/period.schema.ts): 366 days both included, not one more
    expect((await t.call('GET', '/bi/goods/summary', { ...f.as('viewer'), query: { start_date: '2025-01-02', end_date: '2026-01-02' } })).code).toBe(200);
    await refused({ start_date: '2025-01-01', end_date: '2026-01-02' }, 'end_date');
  });
});
