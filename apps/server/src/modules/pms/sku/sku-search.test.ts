import { sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { ean13, goodsMaker, type GoodsMaker } from '@/test/fixtures/pms/sku-test-goods';

const t = useTestApp();
let tenant: TestTenant;
let goods: GoodsMaker;
const cat: Record<string, number> = {};
const sku: Record<string, number> = {};

/**
 * 饮料 (top) › 碳酸饮料 (child) holds 可口可乐 (2 SKUs); 粮油 holds 东北大米 and 金龙鱼花生油; an off-sale SPU
 * 下架饼干 and a draft 草稿糖果 complete it; another tenant has a 可口可乐 of its own.
 */
beforeAll(async () => {
  tenant = await t.tenant({});
  const admin = tenant.tokens.admin;
  goods = await goodsMaker(t, admin);
  const category = async (name: string, parent_id?: number) => (await t.call<{ id: number }>('POST', '/pms/category', { token: admin, body: { name, parent_id } })).data.id;
  cat.drinks = await category('饮料');
  cat.soda = await category('碳酸饮料', cat.drinks);
  cat.grain = await category('粮油');
  const cola = await goods.spu('可口可乐', cat.soda, [{ code: 'KO-330', barcode: ean13('690000000001') }, { code: 'KO-500', barcode: ean13('690000000002') }]);
  [sku.cola330, sku.cola500] = cola.skus.map((s) => s.id);
  sku.rice = (await goods.spu('东北大米', cat.grain, [{ code: 'RICE5KG' }])).skus[0].id;
  sku.oil = (await goods.spu('金龙鱼花生油', cat.grain, [{ code: 'OIL-LONGCODE-0001', barcode: ean13('692222222222') }])).skus[0].id;
  const off = await goods.spu('下架饼干', cat.grain, [{ code: 'OFF-1' }]);
  sku.off = off.skus[0].id;
  expect((await t.call('PUT', `/pms/spu/${off.id}/off_sale`, { token: admin })).code).toBe(200);
  sku.draft = (await goods.spu('草稿糖果', cat.grain, [{ code: 'DRAFT-1' }], { draft: true })).skus[0].id;
  const other = await t.tenant({});
  const otherCat = (await t.call<{ id: number }>('POST', '/pms/category', { token: other.tokens.admin, body: { name: '饮料' } })).data.id;
  await (await goodsMaker(t, other.tokens.admin)).spu('可口可乐', otherCat, [{ code: 'KO-330' }]);
});

const search = async (query: Record<string, unknown>, token = tenant.tokens.admin) => {
  const reply = await t.call<ListData<SkuPickRow>>('GET', '/pms/skus/search', { token, query });
  expect(reply.code, JSON.stringify(reply)).toBe(200);
  return reply.data;
};
const ids = async (query: Record<string, unknown>) => (await search(query)).list.map((r) => r.id);

describe('SKU search (GET /pms/skus/search)', () => {
  it('answers a picker row with units and stock for any logged-in staff member', async () => {
    const page = await search({ keyword: 'KO-330' }, tenant.tokens.clerk);
    expect(page.pagination.total).toBe(1);
    expect(page.list[0]).toEqual({
      id: sku.cola330,
      spu_id: expect.any(Number),
      name: '可口可乐',
      spec_text: '1号',
      image: null,
      code: 'KO-330',
      barcode: ean13('690000000001'),
      unit_id: goods.unitId,
      unit_name: expect.stringMatching(/^个/),
      allow_decimal: 0,
      units: [{ id: expect.any(Number), unit_id: goods.packageUnitId, unit_name: expect.stringMatching(/^箱/), ratio: '12', sale_price: null }],
      sale_price: '10.00',
      stock: '0',
      status: 1,
    });
    expect((await t.call('GET', '/pms/skus/search', { token: null })).code).toBe(401);
  });

  it('matches the name (contains), code and barcode (prefix, any case) and pinyin initials (prefix)', async () => {
    expect(await ids({ keyword: '可' })).toEqual([sku.cola500, sku.cola330]);
    expect(await ids({ keyword: '大米' })).toEqual([sku.rice]);
    expect(await ids({ keyword: '花生油' })).toEqual([sku.oil]);
    expect(await ids({ keyword: '龙鱼花生' })).toEqual([sku.oil]);
    expect(await ids({ keyword: '鱼大' })).toEqual([]);
    expect(await ids({ keyword: 'ko-' })).toEqual([sku.cola500, sku.cola330]);
    expect(await ids({ keyword: 'ko-5' })).toEqual([sku.cola500]);
    expect(await ids({ keyword: 'oil-longcode-00' })).toEqual([sku.oil]);
    expect(await ids({ keyword: 'OIL-LONGCODE-0002' })).toEqual([]);
    expect(await ids({ keyword: ean13('690000000002') })).toEqual([sku.cola500]);
    expect(await ids({ keyword: '6900000' })).toEqual([sku.cola500, sku.cola330]);
    expect(await ids({ keyword: 'kkkl' })).toEqual([sku.cola500, sku.cola330]);
    expect(await ids({ keyword: 'dbd' })).toEqual([sku.rice]);
    expect(await ids({ keyword: 'jlyhsy' })).toEqual([sku.oil]);
    expect(await ids({ keyword: 'jlyhsyx' })).toEqual([]);
    // wildcards are taken literally
    expect(await ids({ keyword: '可%乐' })).toEqual([]);
    expect(await ids({ keyword: '_' })).toEqual([]);
  });

  it('puts an exact code or barcode first, then the newest', async () => {
    expect(await ids({ keyword: 'KO-330' })).toEqual([sku.cola330]);
    const both = await goods.spu('编码测试', cat.grain, [{ code: 'KO' }]);
    expect(await ids({ keyword: 'KO' })).toEqual([both.skus[0].id, sku.cola500, sku.cola330]);
    expect(await ids({ keyword: 'ko' })).toEqual([both.skus[0].id, sku.cola500, sku.cola330]);
  });

  it('filters by category with its subcategories, and shows off-sale goods only when asked', async () => {
    expect(await ids({ category_id: cat.drinks })).toEqual([sku.cola500, sku.cola330]);
    expect(await ids({ category_id: cat.soda, keyword: '大米' })).toEqual([]);
    const all = await ids({ page_size: 100 });
    expect(all).toEqual(expect.arrayContaining([sku.cola330, sku.cola500, sku.rice, sku.oil]));
    expect(all).not.toContain(sku.off);
    expect(all).not.toContain(sku.draft);
    expect(await ids({ keyword: '饼干' })).toEqual([]);
    expect(await ids({ keyword: '饼干', on_sale: 0 })).toEqual([sku.off]);
    expect(await ids({ keyword: '糖果', on_sale: 0 })).toEqual([]);
    // the SKU's own switch
    expect((await t.call('PUT', '/pms/skus/status', { token: tenant.tokens.admin, body: { ids: [sku.cola500], status: 0 } })).code).toBe(200);
    expect(await ids({ keyword: '可乐' })).toEqual([sku.cola330]);
    expect(await ids({ keyword: '可乐', on_sale: 0 })).toEqual([sku.cola500, sku.cola330]);
    expect((await t.call('PUT', '/pms/skus/status', { token: tenant.tokens.admin, body: { ids: [sku.cola500], status: 1 } })).code).toBe(200);
    expect(await ids({ keyword: '可乐' })).toEqual([sku.cola500, sku.cola330]);
  });

  it('pages, and counts the matches', async () => {
    const first = await search({ keyword: 'kkkl', page_size: 1 });
    expect(first.pagination).toEqual({ total: 2, page: 1, size: 1 });
    const second = await search({ keyword: 'kkkl', page_size: 1, page: 2 });
    expect([...first.list, ...second.list].map((r) => r.id)).toEqual([sku.cola500, sku.cola330]);
  });

  it('follows every write of the SPU and SKU (renamed, moved, taken off sale)', async () => {
    const made = await goods.spu('临时商品', cat.grain, [{ code: 'TEMP-1' }]);
    const id = made.skus[0].id;
    expect(await ids({ keyword: 'lssp' })).toEqual([id]);
    const body = {
      ...made,
      name: '改名酸奶',
      category_id: cat.drinks,
      spec_ids: made.specs.map((s) => s.spec_id),
      skus: made.skus.map((s) => ({ ...s, code: 'YOG-1', units: s.units.map((u) => ({ unit_id: u.unit_id, ratio: u.ratio })) })),
    };
    const saved = await t.call('PUT', '/pms/spu', { token: tenant.tokens.admin, body });
    expect(saved.code, JSON.stringify(saved)).toBe(200);
    expect(await ids({ keyword: 'lssp' })).toEqual([]);
    expect(await ids({ keyword: '临时' })).toEqual([]);
    expect(await ids({ keyword: 'TEMP' })).toEqual([]);
    // no checking in this tenant's goods settings: the renamed SPU stays on sale
    expect(await ids({ keyword: 'gmsn' })).toEqual([id]);
    expect(await ids({ keyword: 'yog-1', category_id: cat.drinks })).toEqual([id]);
    expect((await t.call('PUT', `/pms/spu/${made.id}/off_sale`, { token: tenant.tokens.admin })).code).toBe(200);
    expect(await ids({ keyword: '酸奶' })).toEqual([]);
  });

  it('refuses a bad query (422)', async () => {
    for (const query of [{ keyword: 'x'.repeat(61) }, { category_id: 0 }, { on_sale: 2 }, { page_size: 0 }]) {
      expect((await t.call('GET', '/pms/skus/search', { token: tenant.tokens.admin, query })).code, JSON.stringify(query)).toBe(422);
    }
  });

  it('computes pinyin initials in SQL as pinyin-pro does for single characters', async () => {
    const names = ['可口可乐', 'ABC超市', '东北大米 5kg', '金龙鱼'];
    const rows = await withSystem(t.app.database.db, (tx) =>
      queryRows<{ initials: string }>(tx, sql`SELECT tw_pinyin_initials(n) AS initials FROM unnest(${`{${names.join(',')}}`}::text[]) WITH ORDINALITY AS x(n, i) ORDER BY i`),
    );
    const expected = names.map((n) =>
      Array.from(n.toLowerCase())
        .map((c) => (/[a-z0-9]/.test(c) ? c : /\p{Script=Han}/u.test(c) ? pinyin(c, { pattern: 'first', toneType: 'none' }) : ''))
        .join(''),
    );
    expect(rows.map((r) => r.initials)).toEqual(expected);
    expect(expected).toEqual(['kkkl', 'abccs', 'dbdm5kg', 'jly']);
  });
});
