import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { SkuPriceLog, SkuRow } from '@tradewind/contract/pms/sku.schema';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { ean13, goodsMaker } from '@/test/fixtures/pms/sku-test-goods';
import { downloadExport } from '@/test/test-exports';

const t = useTestApp();
let tenant: TestTenant;
const cat: Record<string, number> = {};
const sku: Record<string, number> = {};
let brandId: number;

/** A lister with the SKU list only, and a merchandiser who may also export, switch and price SKUs. */
beforeAll(async () => {
  const prefix = `sk${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'lister', name: 'Lister', permissions: ['pms:goods:list'] },
      { key: 'clerk', name: 'Clerk', permissions: ['system:store:list'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'lister', account: `${prefix}_lister`, name: 'Lister', password: TEST_PASSWORD, roles: ['lister'], stores: ['a'] },
      { key: 'clerk', account: `${prefix}_clerk`, name: 'Clerk', password: TEST_PASSWORD, roles: ['clerk'], stores: ['a'] },
    ],
  });
  const admin = tenant.tokens.admin;
  const goods = await goodsMaker(t, admin);
  const category = async (name: string, parent_id?: number) => (await t.call<{ id: number }>('POST', '/pms/category', { token: admin, body: { name, parent_id } })).data.id;
  cat.drinks = await category('酒水');
  cat.beer = await category('啤酒', cat.drinks);
  cat.snacks = await category('零食');
  brandId = (await t.call<{ id: number }>('POST', '/pms/brand', { token: admin, body: { name: '青岛' } })).data.id;
  const beer = await goods.spu('青岛啤酒', cat.beer, [{ code: 'TS-330', barcode: ean13('690100000001'), sale_price: '4.50' }, { code: 'TS-500', sale_price: '6.00' }]);
  await t.call('PUT', '/pms/spu', { token: admin, body: { ...beer, brand_id: brandId, spec_ids: beer.specs.map((s) => s.spec_id), skus: beer.skus.map((s) => ({ ...s, units: s.units.map((u) => ({ unit_id: u.unit_id, ratio: u.ratio })) })) } });
  [sku.beer330, sku.beer500] = beer.skus.map((s) => s.id);
  sku.chips = (await goods.spu('薯片', cat.snacks, [{ code: 'CHIPS', sale_price: '8.00' }])).skus[0].id;
  sku.draft = (await goods.spu('草稿', cat.snacks, [{ code: 'DRAFT' }], { draft: true })).skus[0].id;
});

const list = async (query: Record<string, unknown> = {}, token = tenant.tokens.admin) => {
  const reply = await t.call<ListData<SkuRow>>('GET', '/pms/skus', { token, query: { page_size: 100, ...query } });
  expect(reply.code, JSON.stringify(reply)).toBe(200);
  return reply.data;
};
const ids = async (query: Record<string, unknown> = {}) => (await list(query)).list.map((r) => r.id);

describe('SKU list (GET /pms/skus)', () => {
  it('lists the SKUs of checked SPUs with their SPU, category, brand, units and stock', async () => {
    const page = await list({ keyword: 'TS-330' });
    expect(page.pagination.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      id: sku.beer330,
      name: '青岛啤酒',
      spec_text: '1号',
      code: 'TS-330',
      barcode: ean13('690100000001'),
      category_id: cat.beer,
      category_name: '啤酒',
      brand_name: '青岛',
      sale_price: '4.50',
      market_price: null,
      cost_price: '5.00',
      stock: '0',
      status: 1,
      spu_status: 2,
      units: [{ ratio: '12', sale_price: null }],
    });
    expect(page.list[0].updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await ids()).not.toContain(sku.draft);
  });

  it('filters by keyword kind, category subtree, brand, status and ids, and sorts', async () => {
    expect(await ids({ keyword: '啤酒', sort: 'code', order: 'asc' })).toEqual([sku.beer330, sku.beer500]);
    expect(await ids({ keyword: 'qdpj', sort: 'code', order: 'desc' })).toEqual([sku.beer500, sku.beer330]);
    expect(await ids({ keyword: ean13('690100000001') })).toEqual([sku.beer330]);
    expect(await ids({ keyword: 'chi' })).toEqual([sku.chips]);
    expect(await ids({ category_id: cat.drinks, sort: 'sale_price', order: 'asc' })).toEqual([sku.beer330, sku.beer500]);
    expect(await ids({ category_id: cat.snacks })).toEqual([sku.chips]);
    expect(await ids({ brand_id: brandId, sort: 'sale_price', order: 'desc' })).toEqual([sku.beer500, sku.beer330]);
    expect(await ids({ ids: [sku.chips, sku.beer500], sort: 'code', order: 'asc' })).toEqual([sku.chips, sku.beer500]);
    expect(await ids({ keyword: '青岛', sort: 'name', order: 'asc' })).toHaveLength(2);
    expect(await ids({ status: 0 })).toEqual([]);
    const paged = await list({ page_size: 1, sort: 'code', order: 'asc' });
    expect(paged.pagination.total).toBe(3);
    expect(paged.list.map((r) => r.code)).toEqual(['CHIPS']);
    for (const query of [{ sort: 'stock' }, { status: 2 }, { category_id: 'x' }, { ids: ['a'] }, { keyword: 'x'.repeat(61) }]) {
      expect((await t.call('GET', '/pms/skus', { token: tenant.tokens.admin, query })).code, JSON.stringify(query)).toBe(422);
    }
  });

  it('switches SKUs on and off sale in a batch, all or none', async () => {
    const admin = tenant.tokens.admin;
    expect((await t.call('PUT', '/pms/skus/status', { token: admin, body: { ids: [sku.beer330, sku.chips], status: 0 } })).code).toBe(200);
    expect(await ids({ status: 0, sort: 'code', order: 'asc' })).toEqual([sku.chips, sku.beer330]);
    const other = await t.tenant({});
    const foreign = (await goodsMaker(t, other.tokens.admin).then(async (g) => g.spu('外来', (await t.call<{ id: number }>('POST', '/pms/category', { token: other.tokens.admin, body: { name: '外' } })).data.id, [{}]))).skus[0].id;
    for (const body of [{ ids: [sku.beer500, 999999999], status: 0 }, { ids: [sku.beer500, foreign], status: 0 }]) {
      expect(await t.call('PUT', '/pms/skus/status', { token: admin, body })).toMatchObject({ code: 422, data: { errors: [{ field: 'ids' }] } });
    }
    for (const body of [{ ids: [], status: 0 }, { ids: [sku.beer500], status: 3 }, { ids: Array.from({ length: 501 }, (_, i) => i + 1), status: 1 }]) {
      expect((await t.call('PUT', '/pms/skus/status', { token: admin, body })).code, JSON.stringify(body)).toBe(422);
    }
    expect(await ids({ status: 0, sort: 'code', order: 'asc' })).toEqual([sku.chips, sku.beer330]);
    expect((await t.call('PUT', '/pms/skus/status', { token: tenant.tokens.lister, body: { ids: [sku.chips], status: 1 } })).code).toBe(402);
    expect((await t.call('PUT', '/pms/skus/status', { token: admin, body: { ids: [sku.beer330, sku.chips], status: 1 } })).code).toBe(200);
    expect(await ids({ status: 0 })).toEqual([]);
  });

  it('edits prices with a history row per changed price (who, when, old → new)', async () => {
    const admin = tenant.tokens.admin;
    const edited = await t.call<SkuRow>('PUT', `/pms/sku/${sku.chips}/price`, { token: admin, body: { sale_price: '8.5', market_price: '9.90', cost_price: '5.00' } });
    expect(edited.code).toBe(200);
    expect(edited.data).toMatchObject({ sale_price: '8.50', market_price: '9.90', cost_price: '5.00' });
    await t.call('PUT', `/pms/sku/${sku.chips}/price`, { token: admin, body: { sale_price: '8.50', market_price: '', cost_price: '4.8' } });
    const logs = await t.call<SkuPriceLog[]>('GET', `/pms/sku/${sku.chips}/price_logs`, { token: tenant.tokens.lister });
    expect(logs.code).toBe(200);
    expect(logs.data.map((l) => [l.field, l.old_value, l.new_value, l.staff_name])).toEqual([
      ['cost_price', '5.00', '4.80', 'Admin'],
      ['market_price', '9.90', null, 'Admin'],
      ['market_price', null, '9.90', 'Admin'],
      ['sale_price', '8.00', '8.50', 'Admin'],
    ]);
    const before = await list({ ids: [sku.chips] });
    for (const body of [{ sale_price: -1 }, { sale_price: '' }, { market_price: 1 }, { sale_price: 10_000_001 }, { sale_price: '1.234' }, { sale_price: 1, cost_price: 'abc' }]) {
      expect((await t.call('PUT', `/pms/sku/${sku.chips}/price`, { token: admin, body })).code, JSON.stringify(body)).toBe(422);
    }
    expect((await t.call('PUT', `/pms/sku/${sku.chips}/price`, { token: tenant.tokens.lister, body: { sale_price: 1 } })).code).toBe(402);
    expect((await t.call('PUT', '/pms/sku/999999999/price', { token: admin, body: { sale_price: 1 } })).code).toBe(404);
    expect((await t.call('GET', '/pms/sku/999999999/price_logs', { token: admin })).code).toBe(404);
    expect(await list({ ids: [sku.chips] })).toEqual(before);
  });

  it('exports the filtered list through the export centre, headers in the creator’s language', async () => {
    const started = await t.call<{ id: number }>('GET', '/pms/skus/export', { token: tenant.tokens.admin, query: { category_id: cat.drinks } });
    expect(started).toMatchObject({ code: 200, message: '导出任务已创建，请到下载中心查看' });
    const sheet = await downloadExport(t, tenant.tokens.admin, started.data.id);
    expect(sheet[0]).toEqual(['ID', '商品名称', '规格', 'SKU 编码', '条码', '分类', '品牌', '单位', '包装单位', '销售价', '市场价', '成本价', '库存', '状态', '更新时间']);
    expect(sheet.slice(1).map((r) => [r[3], r[13]])).toEqual([['TS-330', '上架'], ['TS-500', '上架']]);
    expect(String(sheet[1][8])).toMatch(/^1 箱\w+ = 12 个\w+$/);
    // a creator who reads English gets English headers and status texts
    expect((await t.call('PUT', '/auth/info', { token: tenant.tokens.admin, body: { language: 'en-US' } })).code).toBe(200);
    const inEnglish = await t.call<{ id: number }>('GET', '/pms/skus/export', { token: tenant.tokens.admin, query: { keyword: '薯片' } });
    const englishSheet = await downloadExport(t, tenant.tokens.admin, inEnglish.data.id);
    expect(englishSheet[0].slice(0, 4)).toEqual(['ID', 'Product', 'Spec', 'SKU code']);
    expect(englishSheet.slice(1).map((r) => [r[3], r[13]])).toEqual([['CHIPS', 'On sale']]);
    expect((await t.call('PUT', '/auth/info', { token: tenant.tokens.admin, body: { language: 'zh-CN' } })).code).toBe(200);
    expect((await t.call('GET', '/pms/skus/export', { token: tenant.tokens.lister })).code).toBe(402);
    expect((await t.call('GET', '/pms/skus/export', { token: tenant.tokens.admin, query: { sort: 'x' } })).code).toBe(422);
  });

  it('opens the list and the price history to pms:goods:list only', async () => {
    const clerk = tenant.tokens.clerk;
    expect((await t.call('GET', '/pms/skus', { token: clerk })).code).toBe(401);
    expect((await t.call('GET', `/pms/sku/${sku.chips}/price_logs`, { token: clerk })).code).toBe(401);
    expect((await list({}, tenant.tokens.lister)).pagination.total).toBe(3);
    // the picker is open to every logged-in member
    expect((await t.call('GET', '/pms/skus/search', { token: clerk })).code).toBe(200);
  });
});
