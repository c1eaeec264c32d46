import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { eanCheckDigit } from '@tradewind/contract/pms/barcode';
import type { SpuDetail, SpuRow } from '@tradewind/contract/pms/spu.schema';
import { actionLogs } from '@/core/audit/action-log.table';
import { withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp } from '@/test/test-app';
import { importRows, previewRows } from '@/test/fixtures/import-run';
import { csvText, importCalls } from '@/test/test-imports';
import { countStatements } from '@/test/statement-count';
import { skuPriceLogs, skuSpecValues, skuUnits, skus, spuSpecs, spus } from './goods.table';

/** The goods import (pms README "Importing goods") through the import centre: good, bad and repeated files. */
const t = useTestApp();
let admin = '';
let creator = '';
let nobody = '';
let tenantId = 0;
const tag = randomBytes(2).toString('hex');

let barcodes = 0;
const ean = () => {
  barcodes += 1;
  const body = `69${String(Date.now() % 1e6).padStart(6, '0')}${String(barcodes).padStart(4, '0')}`;
  return `${body}${eanCheckDigit(body)}`;
};

beforeAll(async () => {
  const prefix = `gi${tag}`;
  const member = (key: string) => ({ key, account: `${prefix}_${key}`, name: key, password: TEST_PASSWORD, roles: [key], stores: 'all' as const });
  const tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'creator', name: 'Creator', permissions: ['system:import:list', 'pms:spu:list', 'pms:spu:create'] },
      { key: 'nobody', name: 'Nobody', permissions: ['system:import:list', 'pms:spu:list'] },
    ],
    staff: [{ ...member('admin'), dept: 'head' }, member('creator'), member('nobody')],
  });
  [admin, creator, nobody] = [tenant.tokens.admin, tenant.tokens.creator, tenant.tokens.nobody];
  tenantId = tenant.tenantId;
  const post = async (url: string, body: unknown) => {
    const res = await t.call<{ id: number }>('POST', url, { token: admin, body });
    expect(res.code, res.message).toBe(200);
    return res.data;
  };
  const drinks = await post('/pms/category', { name: '饮料' });
  await post('/pms/category', { name: '矿泉水', parent_id: drinks.id });
  await post('/pms/category', { name: '粮油' });
  await post('/pms/brand', { name: '怡宝' });
  for (const name of ['瓶', '箱', '袋']) await post('/pms/unit_config', { name });
  await post('/pms/spec', { name: '规格', values: ['500ml', '1L'] });
  await post('/pms/spec', { name: '颜色', values: ['红色', '蓝色'] });
  await t.call('PUT', '/pms/setting/goods', { token: admin, body: { spu_check: 0, sku_code_mode: 1, sku_code_prefix: 'IG', allow_free_barcode: 0 } });
});

const HEADER = ['商品编码', '商品名称', '分类', '品牌', '规格1', '规格1值', 'SKU编码', '条码', '基本单位', '销售价', '成本价', '包装单位1', '包装单位1换算', '包装单位1售价', '提交上架'];

const spuNamed = async (name: string) => {
  const list = (await t.call<ListData<SpuRow>>('GET', '/pms/spus', { token: admin, query: { keyword: name } })).data.list.filter((r) => r.name === name);
  if (list.length !== 1) return null;
  return (await t.call<SpuDetail>('GET', `/pms/spu/${list[0].id}`, { token: admin })).data;
};
const spuCount = async () => (await t.call<ListData<SpuRow>>('GET', '/pms/spus', { token: admin })).data.pagination.total;

describe('a good file', () => {
  const water = ean();
  const waterBig = ean();
  const rows = [
    HEADER,
    [`W-${tag}`, '怡宝纯净水', '矿泉水', '怡宝', '规格', '500ml', `W-${tag}-S`, water, '瓶', '2.50', '1.60', '箱', '24', '55', '是'],
    [`W-${tag}`, '', '', '', '规格', '1L', `W-${tag}-L`, waterBig, '瓶', '4', '', '', '', '', ''],
    ['', '东北大米 5kg', '粮油', '', '', '', '', '', '袋', '39.9', '30', '', '', '', ''],
  ];

  it('previews three rows to create, writes nothing, then creates the two products with their SKUs, specs, units and prices', async () => {
    const before = await spuCount();
    const preview = await previewRows(t, admin, 'pms.spu', rows);
    expect(preview.problems).toEqual([]);
    expect(preview.task).toMatchObject({ import_status: 2, created_count: 3, updated_count: 0, refused_count: 0 });
    expect(await spuCount()).toBe(before);

    const done = await importRows(t, admin, 'pms.spu', rows);
    expect(done.problems).toEqual([]);
    expect(done.task).toMatchObject({ created_count: 3, updated_count: 0, refused_count: 0 });
    expect(await spuCount()).toBe(before + 2);

    const spu = (await spuNamed('怡宝纯净水'))!;
    expect(spu).toMatchObject({ code: `W-${tag}`, category_name: '矿泉水', brand_name: '怡宝', status: 2 });
    expect(spu.specs.map((s) => s.name)).toEqual(['规格']);
    expect(spu.skus.map((s) => [s.code, s.spec_text, s.barcode, s.unit_name, s.sale_price, s.cost_price])).toEqual([
      [`W-${tag}-S`, '500ml', water, '瓶', '2.50', '1.60'],
      [`W-${tag}-L`, '1L', waterBig, '瓶', '4.00', '0.00'],
    ]);
    expect(spu.skus[0].units.map((u) => [u.unit_name, u.ratio, u.sale_price])).toEqual([['箱', '24', '55.00']]);
    const rice = (await spuNamed('东北大米 5kg'))!;
    // no product code, no 提交上架: a draft, its SKU code made by the goods settings
    expect(rice).toMatchObject({ code: null, category_name: '粮油', brand_name: null, status: 0 });
    expect(rice.skus).toHaveLength(1);
    expect(rice.skus[0].code).toMatch(/^IG/);
  });

  it('imported again creates nothing: every row updates what the first run made', async () => {
    const before = await spuCount();
    const again = await importRows(t, admin, 'pms.spu', rows);
    expect(again.problems).toEqual([]);
    expect(again.preview.task).toMatchObject({ created_count: 0, updated_count: 3, refused_count: 0 });
    expect(again.task).toMatchObject({ created_count: 0, updated_count: 3, refused_count: 0 });
    expect(await spuCount()).toBe(before);
    expect((await spuNamed('怡宝纯净水'))!.skus).toHaveLength(2);
    expect((await spuNamed('东北大米 5kg'))!.skus).toHaveLength(1);
  });

  it('a file of a few columns changes only those: a price by SKU code, in English headers', async () => {
    const done = await importRows(t, admin, 'pms.spu', [['SKU code', 'Sale price'], [`W-${tag}-S`, '2.80']]);
    expect(done.problems).toEqual([]);
    expect(done.task).toMatchObject({ created_count: 0, updated_count: 1 });
    const spu = (await spuNamed('怡宝纯净水'))!;
    expect(spu.skus[0]).toMatchObject({ sale_price: '2.80', cost_price: '1.60', barcode: water, code: `W-${tag}-S` });
    expect(spu.skus[0].units).toHaveLength(1);
    expect(spu.skus[1].sale_price).toBe('4.00');
    const logs = (await t.call<Array<{ field: string; new_value: string }>>('GET', `/pms/sku/${spu.skus[0].id}/price_logs`, { token: admin })).data;
    expect(logs.map((l) => [l.field, l.new_value])).toContainEqual(['sale_price', '2.80']);
  });

  it('adds a SKU to a saved product by its spec value', async () => {
    const done = await importRows(t, admin, 'pms.spu', [
      ['商品编码', '规格1', '规格1值', '基本单位', '销售价'],
      [`W-${tag}`, '规格', '500ml', '瓶', '2.60'],
      [`W-${tag}`, '规格', '1L', '', '4.20'],
    ]);
    expect(done.problems).toEqual([]);
    const spu = (await spuNamed('怡宝纯净水'))!;
    expect(spu.skus.map((s) => [s.spec_text, s.sale_price])).toEqual([
      ['500ml', '2.60'],
      ['1L', '4.20'],
    ]);
  });
});

describe('a bad file', () => {
  it('refuses each bad product as a whole with its reasons on its rows and columns, and applies the good ones', async () => {
    const before = await spuCount();
    const good = ean();
    const badBarcode = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    const rows = [
      HEADER,
      [`B1-${tag}`, '坏分类', '不存在的分类', '', '', '', '', '', '瓶', '1', '', '', '', '', ''],
      [`B2-${tag}`, '坏规格值', '矿泉水', '', '规格', '2L', '', '', '瓶', '1', '', '', '', '', ''],
      [`B3-${tag}`, '坏条码', '矿泉水', '', '', '', '', badBarcode, '瓶', '1', '', '', '', '', ''],
      // a product whose second row is bad is refused with its first row: never half a product
      [`B4-${tag}`, '坏价格', '矿泉水', '', '规格', '500ml', '', '', '瓶', '1', '', '', '', '', ''],
      [`B4-${tag}`, '', '', '', '规格', '1L', '', '', '瓶', '-3', '', '', '', '', ''],
      [`B5-${tag}`, '他人SKU', '矿泉水', '', '', '', `W-${tag}-S`, '', '瓶', '1', '', '', '', '', ''],
      [`B6-${tag}`, '分类不一', '矿泉水', '', '规格', '500ml', '', '', '瓶', '1', '', '', '', '', ''],
      [`B6-${tag}`, '', '粮油', '', '规格', '1L', '', '', '瓶', '1', '', '', '', '', ''],
      [`B7-${tag}`, '缺单位', '矿泉水', '', '', '', '', '', '', '1', '', '箱', '1', '', ''],
      [`G1-${tag}`, '好商品', '矿泉水', '', '', '', '', '', '瓶', '1', '', '', '', '', ''],
    ];
    const preview = await previewRows(t, admin, 'pms.spu', rows);
    const found = preview.problems.map((p) => [p.row_no, p.column_key, p.message]);
    expect(found).toContainEqual([2, 'category', '没有名为“不存在的分类”的分类（可选值见模板第二页）']);
    expect(found).toContainEqual([3, 'spec1_value', '规格“规格”没有值“2L”']);
    expect(found).toContainEqual([4, 'barcode', '条码校验位不正确']);
    expect(found).toContainEqual([6, 'sale_price', '价格不能为负数']);
    // its SKU code is another product's, which has a code of its own
    expect(found).toContainEqual([7, 'spu_code', `商品“怡宝纯净水”的编码是 W-${tag}`]);
    expect(found).toContainEqual([9, 'category', '同一商品的各行此项不一致：粮油']);
    expect(found).toContainEqual([10, 'pkg1_ratio', '换算比例须大于 1，最多三位小数']);
    expect(preview.task).toMatchObject({ created_count: 1, refused_count: 9 });

    const done = await importRows(t, admin, 'pms.spu', rows);
    expect(done.task).toMatchObject({ created_count: 1, updated_count: 0, refused_count: 9, has_refused_file: true });
    expect(await spuCount()).toBe(before + 1);
    expect(await spuNamed('坏价格')).toBeNull();
    expect(await spuNamed('好商品')).not.toBeNull();
  });

  it('words the problems in the importing person’s language', async () => {
    const language = (value: string) => t.call('PUT', '/auth/info', { token: admin, body: { language: value } });
    expect((await language('en-US')).code).toBe(200);
    try {
      const bad = await previewRows(t, admin, 'pms.spu', [['Product code', 'Product name', 'Category', 'Base unit', 'Sale price'], [`E-${tag}`, 'English', '矿泉水', '瓶', 'x']]);
      expect(bad.problems.map((p) => [p.column_key, p.message])).toEqual([['sale_price', 'A price is between 0 and 10,000,000']]);
      const unknown = await previewRows(t, admin, 'pms.spu', [['Product code', 'Product name', 'Category', 'Base unit', 'Sale price'], [`E-${tag}`, 'English', 'nowhere', '瓶', '1']]);
      expect(unknown.problems.map((p) => [p.column_key, p.message])).toEqual([['category', 'No category is named “nowhere” (the template’s second sheet lists them)']]);
    } finally {
      await language('zh-CN');
    }
  });

  it('an unknown product with neither name nor code is a problem, not a guess', async () => {
    const preview = await previewRows(t, admin, 'pms.spu', [['SKU编码', '销售价'], [`NOPE-${tag}`, '1']]);
    expect(preview.problems.map((p) => [p.row_no, p.column_key, p.message])).toEqual([[2, 'name', '新商品或新 SKU 须填写此项'], [2, 'category', '新商品或新 SKU 须填写此项'], [2, 'unit', '新商品或新 SKU 须填写此项']]);
  });
});

describe('permissions as by hand', () => {
  it('needs pms:spu:create to import at all, and pms:spu:update for a product that matches', async () => {
    const upload = await t.app.inject({ method: 'GET', url: '/api/v1/task/import/template?kind=pms.spu', headers: { authorization: `Bearer ${nobody}`, 'from-client-type': 'pc' } });
    expect(upload.json().code).toBe(402);
    const rows = [['商品编码', '商品名称', '分类', '基本单位', '销售价'], [`C-${tag}`, '新建者的商品', '矿泉水', '瓶', '3'], [`W-${tag}`, '怡宝纯净水', '矿泉水', '瓶', '9']];
    const done = await importRows(t, creator, 'pms.spu', rows);
    expect(done.task).toMatchObject({ created_count: 1, updated_count: 0, refused_count: 1 });
    expect(done.problems.map((p) => p.row_no)).toEqual([3]);
    expect((await spuNamed('怡宝纯净水'))!.skus.map((s) => s.sale_price)).not.toContain('9.00');
  });
});

describe('importing the same goods again writes only what changed', () => {
  const code = (n: number) => `R${n}-${tag}`;
  const barcode = [ean(), ean(), ean(), ean(), ean()];
  // three products: two SKUs by a spec (a case of 24 on the first), two SKUs, one SKU of one spec value
  const file = (change: (rows: string[][]) => void = () => {}) => {
    const rows = [
      [code(1), '重导一号', '矿泉水', '怡宝', '规格', '500ml', `${code(1)}-S`, barcode[0], '瓶', '2.50', '1.60', '箱', '24', '55', '是'],
      [code(1), '', '', '', '规格', '1L', `${code(1)}-L`, barcode[1], '瓶', '4', '3', '', '', '', ''],
      [code(2), '重导二号', '矿泉水', '', '规格', '500ml', `${code(2)}-S`, barcode[2], '瓶', '3', '', '箱', '12', '33', ''],
      [code(2), '', '', '', '规格', '1L', `${code(2)}-L`, barcode[3], '瓶', '5', '', '', '', '', ''],
      [code(3), '重导三号', '粮油', '', '规格', '500ml', `${code(3)}-S`, barcode[4], '袋', '9.9', '8', '', '', '', ''],
    ];
    change(rows);
    return [HEADER, ...rows];
  };
  const db = () => t.app.database.db;
  /** everything the import may write of the three products, as rows (ids and updated_at included) */
  const saved = () =>
    withTenant(db(), tenantId, async (tx) => {
      const products = await tx.select().from(spus).where(inArray(spus.code, [code(1), code(2), code(3)])).orderBy(asc(spus.id));
      const spuIds = products.map((p) => p.id);
      const skuRows = await tx.select().from(skus).where(inArray(skus.spuId, spuIds)).orderBy(asc(skus.id));
      const skuIds = skuRows.map((k) => k.id);
      return {
        spus: products,
        specs: await tx.select().from(spuSpecs).where(inArray(spuSpecs.spuId, spuIds)).orderBy(asc(spuSpecs.spuId), asc(spuSpecs.sort)),
        skus: skuRows,
        values: await tx.select().from(skuSpecValues).where(inArray(skuSpecValues.skuId, skuIds)).orderBy(asc(skuSpecValues.skuId), asc(skuSpecValues.specValueId)),
        units: await tx.select().from(skuUnits).where(inArray(skuUnits.skuId, skuIds)).orderBy(asc(skuUnits.id)),
        prices: await tx.select().from(skuPriceLogs).where(inArray(skuPriceLogs.skuId, skuIds)).orderBy(asc(skuPriceLogs.id)),
        // the action log but the import centre's own lines (upload, start, end)
        log: (await tx.select().from(actionLogs).where(eq(actionLogs.tenantId, tenantId)).orderBy(asc(actionLogs.id))).filter((l) => l.targetType !== 'import_task'),
      };
    });
  type Saved = Awaited<ReturnType<typeof saved>>;
  const skuCoded = (state: Saved, skuCode: string) => state.skus.find((k) => k.code === skuCode)!;
  /** the rows of `state` but the SKU with this code (and its parts, named by `except`) */
  const withoutSku = (state: Saved, skuCode: string, except: Array<'values' | 'units'> = []) => {
    const id = skuCoded(state, skuCode).id;
    return { ...state, skus: state.skus.filter((k) => k.id !== id), ...Object.fromEntries(except.map((k) => [k, state[k].filter((r) => r.skuId !== id)])) };
  };

  /** the statements a run of `rows` sends (its check before it not counted), and the finished task */
  const runOnceStatements = async (rows: string[][]) => {
    const calls = importCalls(t, admin);
    const up = await calls.upload('again.csv', Buffer.from(csvText(rows)), 'pms.spu');
    await t.app.importRunner.runOnce();
    expect((await calls.run(up.data.id)).code).toBe(200);
    const n = await countStatements(() => t.app.importRunner.runOnce());
    return { n, task: await calls.task(up.data.id) };
  };
  /**
   * The fewer of two runs: in a full suite on a loaded machine one run once counted four statements more (a
   * transaction's worth: a unit applied again alone), never seen idle; that says nothing of what an unchanged
   * product costs.
   */
  const runStatements = async (rows: string[][]) => {
    const first = await runOnceStatements(rows);
    const second = await runOnceStatements(rows);
    return first.n <= second.n ? first : second;
  };

  it('a file imported again leaves every product untouched: no write, no log line, no price history', async () => {
    expect((await importRows(t, admin, 'pms.spu', file())).task).toMatchObject({ created_count: 5, refused_count: 0 });
    const before = await saved();
    expect(before.skus).toHaveLength(5);
    // the run of one unchanged product and of all three: what a product adds is its lock and its read
    const one = await runStatements(file((rows) => rows.splice(2)));
    const all = await runStatements(file());
    // the rows of a matched product count updated, as in the preview, whether or not anything differed
    expect(one.task).toMatchObject({ import_status: 4, created_count: 0, updated_count: 2, refused_count: 0 });
    expect(all.task).toMatchObject({ import_status: 4, created_count: 0, updated_count: 5, refused_count: 0 });
    // a product's share: its transaction and the runner's statements around it, the SPU's lock and its five
    // reads (9 on PGlite, 15 on PostgreSQL), where saving it through the form would also run the form's
    // checks and write the SPU, its specs, each SKU and their parts (rounded). The rows below show nothing
    // was written.
    expect(Math.round((all.n - one.n) / 2)).toBeLessThanOrEqual(15);
    expect(await saved()).toEqual(before);
  });

  it('a file changing one SKU’s price changes that price alone, with one price-history row', async () => {
    const before = await saved();
    const done = await importRows(t, admin, 'pms.spu', file((rows) => (rows[1][9] = '4.20')));
    expect(done.task).toMatchObject({ created_count: 0, updated_count: 5, refused_count: 0 });
    const after = await saved();
    const changed = skuCoded(after, `${code(1)}-L`);
    expect(changed.salePrice).toBe('4.20');
    expect({ ...changed, salePrice: '4.00', updatedAt: null }).toEqual({ ...skuCoded(before, `${code(1)}-L`), updatedAt: null });
    expect(after.prices.slice(before.prices.length).map((p) => [p.skuId, p.field, p.oldValue, p.newValue])).toEqual([[changed.id, 'sale_price', '4.00', '4.20']]);
    // the rest as it was: the SPU rows, their specs, the other SKUs, every spec value and package unit
    expect({ ...withoutSku(after, `${code(1)}-L`), prices: [] }).toEqual({ ...withoutSku(before, `${code(1)}-L`), prices: [] });
  });

  it('a file changing a spec value or a package unit changes only that', async () => {
    const before = await saved();
    const done = await importRows(
      t,
      admin,
      'pms.spu',
      file((rows) => {
        rows[1][9] = '4.20';
        rows[4][5] = '1L';
        rows[2][12] = '10';
      }),
    );
    expect(done.problems).toEqual([]);
    const after = await saved();
    const moved = skuCoded(after, `${code(3)}-S`);
    expect(moved.specText).toBe('1L');
    const cased = skuCoded(after, `${code(2)}-S`);
    expect(after.units.filter((u) => u.skuId === cased.id).map((u) => [u.ratio, u.salePrice])).toEqual([['10.000', '33.00']]);
    expect(after.prices).toEqual(before.prices);
    // the package unit's SKU row needs no write; the moved SKU's row carries its new spec text
    expect(cased).toEqual(skuCoded(before, `${code(2)}-S`));
    const rest = (state: Saved) => withoutSku(withoutSku(state, `${code(3)}-S`, ['values', 'units']), `${code(2)}-S`, ['values', 'units']);
    expect(rest(after)).toEqual(rest(before));
  });
});
