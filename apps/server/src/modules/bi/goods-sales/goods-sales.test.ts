import { beforeAll, describe, expect, it } from 'vitest';
import type { GoodsSalesCategories, GoodsSalesList, GoodsSalesTrend } from '@tradewind/contract/bi/goods-sales.schema';
import { rebuildSeededRollupsAfterAll } from '@/test/fixtures/bi/seeded-rollups';
import { goodsBiFixture, PERIOD, type GoodsBiFixture } from '@/test/fixtures/bi/goods-test-fixture';
import { useTestApp } from '@/test/test-app';
import { downloadExport } from '@/test/test-exports';
import { bucketsOf } from './goods-sales.read';

const t = useTestApp();
let f: GoodsBiFixture;
rebuildSeededRollupsAfterAll(t, () => f.tenant.tenantId);

beforeAll(async () => {
  f = await goodsBiFixture(t, 'bs', [
    { key: 'viewer', permissions: ['bi:goods_sales:index'] },
    { key: 'nobody', permissions: ['bi:goods:index'] },
  ]);
});

async function get<T>(url: string, query: Record<string, unknown> = {}, who: 'admin' | 'viewer' = 'admin'): Promise<T> {
  const reply = await t.call<T>('GET', url, { ...f.as(who), query: { ...PERIOD, ...query } });
  expect(reply.code, JSON.stringify(reply)).toBe(200);
  return reply.data;
}
const ids = (list: GoodsSalesList) => list.list.map((r) => r.sku_id);

describe('goods sales per SKU (GET /bi/goods_sales/list)', () => {
  it('sums the period’s facts to the cent, with refunds, lines and each SKU’s share', async () => {
    const list = await get<GoodsSalesList>('/bi/goods_sales/list');
    expect(list.pagination.total).toBe(5);
    expect(ids(list)).toEqual([f.sku[0], f.sku[1], f.sku[4], f.sku[2], f.sku[5]]);
    expect(list.list[0]).toMatchObject({
      name: f.names.beer,
      qty: '10.000',
      lines: 2,
      sales_amount: '850.00',
      refund_qty: '3.000',
      refund_amount: '250.00',
      amount: '600.00',
      share: '60.00',
      brand_name: expect.stringContaining('甲'),
    });
    // two customers' 120.55 and 79.45 on one day
    expect(list.list[1]).toMatchObject({ qty: '20.000', lines: 2, sales_amount: '200.00', amount: '200.00', share: '20.00' });
    expect(list.list[4]).toMatchObject({ brand_name: null, category_name: expect.stringContaining('分类') });
    expect(list.totals).toEqual({ qty: '33.500', lines: 7, sales_amount: '1250.00', refund_amount: '250.00', amount: '1000.00' });
  });

  it('filters by category (and below), brand and keyword; shares of what the filters find', async () => {
    const beer = await get<GoodsSalesList>('/bi/goods_sales/list', { category_id: f.categories.beer });
    expect(ids(beer)).toEqual([f.sku[0], f.sku[1], f.sku[4], f.sku[2]]);
    expect(beer.totals.amount).toBe('975.00');
    const chips = await get<GoodsSalesList>('/bi/goods_sales/list', { category_id: f.categories.chips });
    expect(ids(chips)).toEqual([f.sku[4]]);
    expect(chips.list[0].share).toBe('100.00');
    expect(ids(await get<GoodsSalesList>('/bi/goods_sales/list', { brand_id: f.brands.a }))).toEqual([f.sku[0], f.sku[1], f.sku[2]]);
    expect(ids(await get<GoodsSalesList>('/bi/goods_sales/list', { keyword: f.names.wine }))).toEqual([f.sku[5]]);
    expect(ids(await get<GoodsSalesList>('/bi/goods_sales/list', { keyword: f.names.chips, brand_id: f.brands.a }))).toEqual([]);
  });

  it('sorts and pages', async () => {
    const byQty = await get<GoodsSalesList>('/bi/goods_sales/list', { sort: 'qty', order: 'asc', page: 2, page_size: 2 });
    // sold quantities 1 (s2), 1 (s5), 1.5 (s4), 10 (s0), 20 (s1)
    expect(ids(byQty)).toEqual([f.sku[4], f.sku[0]]);
    expect(byQty.pagination).toEqual({ total: 5, page: 2, size: 2 });
    // a page past the last: no rows, the same total and sums
    const past = await get<GoodsSalesList>('/bi/goods_sales/list', { page: 9, page_size: 2 });
    expect([past.list, past.pagination.total, past.totals]).toEqual([[], 5, byQty.totals]);
    expect(byQty.totals.amount).toBe('1000.00');
  });

  it('reads the store in scope: store B’s own sale only', async () => {
    const b = await get<GoodsSalesList>('/bi/goods_sales/list', { store_id: f.tenant.stores.b });
    expect(b.list.map((r) => [r.sku_id, r.amount, r.share])).toEqual([[f.sku[5], '999.99', '100.00']]);
  });
});

describe('trend and category shares', () => {
  it('gives the top 5 by day, week or month, or the SKU chosen', async () => {
    const daily = await get<GoodsSalesTrend>('/bi/goods_sales/trend');
    expect(daily.buckets).toHaveLength(31);
    expect(daily.series.map((s) => s.sku_id)).toEqual([f.sku[0], f.sku[1], f.sku[4], f.sku[2], f.sku[5]]);
    const s0 = daily.series[0];
    expect(s0.amount[4]).toBe('850.00');
    expect(s0.amount[19]).toBe('-250.00');
    expect(s0.qty[19]).toBe('-3.000');
    const weekly = await get<GoodsSalesTrend>('/bi/goods_sales/trend', { grain: 'week', sku_id: f.sku[1] });
    expect(weekly.buckets).toEqual(['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26']);
    expect(weekly.series).toEqual([expect.objectContaining({ sku_id: f.sku[1], amount: ['0.00', '200.00', '0.00', '0.00', '0.00'] })]);
    const monthly = await get<GoodsSalesTrend>('/bi/goods_sales/trend', { grain: 'month', start_date: '2026-09-15' });
    expect(monthly.buckets).toEqual(['2026-09-01', '2026-10-01']);
    // the sale of 30 September is in the period now, in September's bucket
    expect(monthly.series.find((s) => s.sku_id === f.sku[2])?.amount).toEqual(['100.00', '25.00']);
    expect(bucketsOf('2026-12-30', '2027-01-02', 'month')).toEqual(['2026-12-01', '2027-01-01']);
  });

  it('shares the net amount per category of the products', async () => {
    const c = await get<GoodsSalesCategories>('/bi/goods_sales/categories');
    expect(c.total_amount).toBe('1000.00');
    expect(c.list.map((r) => [r.category_id, r.amount, r.share])).toEqual([
      [f.categories.beer, '825.00', '82.50'],
      [f.categories.chips, '150.00', '15.00'],
      [f.categories.wine, '25.00', '2.50'],
    ]);
  });
});

describe('export, permissions and input', () => {
  it('exports the filtered table with its totals', async () => {
    const started = await t.call<{ id: number }>('GET', '/bi/goods_sales/list/export', { ...f.as('admin'), query: { ...PERIOD, brand_id: f.brands.a } });
    expect(started.code).toBe(200);
    const rows = await downloadExport(t, f.tenant.tokens.admin, started.data.id);
    expect(rows[0]).toEqual(['商品编码', '商品名称', '规格', '分类', '品牌', '单位', '销量', '订单行数', '销售额', '退货数量', '退款金额', '净销售额', '占比']);
    // its share of the brand's 825.00: 72.73 %
    expect(rows[1].slice(6)).toEqual([10, 2, 850, 3, 250, 600, 0.7273]);
    expect(rows).toHaveLength(5);
    expect(rows[4].slice(6, 12)).toEqual([31, 5, 1075, 3, 250, 825]);
  });

  it('refuses the export without its permission (402) and the page without the view (401)', async () => {
    expect((await t.call('GET', '/bi/goods_sales/list/export', { ...f.as('viewer'), query: PERIOD })).code).toBe(402);
    for (const url of ['/bi/goods_sales/list', '/bi/goods_sales/trend', '/bi/goods_sales/categories']) {
      expect((await t.call('GET', url, { ...f.as('nobody'), query: PERIOD })).code).toBe(401);
    }
  });

  it('refuses bad input (422) on every call', async () => {
    const refused = async (url: string, query: Record<string, unknown>, field: string) => {
      const reply = await t.call<{ errors: Array<{ field: string }> }>('GET', url, { ...f.as('viewer'), query });
      expect(reply.code, `${url} ${JSON.stringify(query)}`).toBe(422);
      expect(reply.data.errors.map((e) => e.field)).toContain(field);
    };
    for (const url of ['/bi/goods_sales/list', '/bi/goods_sales/trend', '/bi/goods_sales/categories']) {
      await refused(url, { ...PERIOD, store_id: f.tenant.stores.b }, 'store_id');
      await refused(url, { start_date: '2026-10-02', end_date: '2026-10-01' }, 'end_date');
      await refused(url, { start_date: '2020-01-01', end_date: '2026-10-01' }, 'end_date');
      await refused(url, { ...PERIOD, category_id: 'x' }, 'category_id');
      await refused(url, { ...PERIOD, brand_id: '-1' }, 'brand_id');
    }
    await refused('/bi/goods_sales/list', { ...PERIOD, sort: 'cost' }, 'sort');
    await refused('/bi/goods_sales/trend', { ...PERIOD, grain: 'year' }, 'grain');
    await refused('/bi/goods_sales/trend', { ...PERIOD, sku_id: '1.5' }, 'sku_id');
  });
});
