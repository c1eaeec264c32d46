import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Supplier, SupplierSku } from '@tradewind/contract/wms/supplier.schema';
import { TEST_PASSWORD, useTestApp } from '@/test/test-app';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { importRows, previewRows } from '@/test/fixtures/import-run';

/** The suppliers import (wms supplier README "Importing suppliers"): good, bad and repeated files. */
const t = useTestApp();
let admin = '';
let buyer = '';
let goods: TestGoods;
let storeA = '';
let storeC = '';
const tag = randomBytes(2).toString('hex');

beforeAll(async () => {
  const prefix = `si${tag}`;
  storeA = `${prefix} 总店`;
  storeC = `${prefix} 分店`;
  const tenant = await t.tenant({
    stores: [
      { key: 'a', name: storeA, isMaster: true },
      { key: 'c', name: storeC },
    ],
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      // may add suppliers and their SKUs, not change them; works in store A only
      { key: 'buyer', name: 'Buyer', permissions: ['system:import:list', 'wms:supplier:list', 'wms:supplier:create', 'wms:supplier_sku:create'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'buyer', account: `${prefix}_buyer`, name: 'Buyer', password: TEST_PASSWORD, roles: ['buyer'], stores: ['a'] },
    ],
  });
  [admin, buyer] = [tenant.tokens.admin, tenant.tokens.buyer];
  goods = await createTestGoods(t, admin, { skus: 3 });
  // the third SKU gets a barcode, to be named by it
  const spu = goods.spu;
  const res = await t.call('PUT', '/pms/spu', {
    token: admin,
    body: {
      ...spu,
      spec_ids: spu.specs.map((s) => s.spec_id),
      skus: spu.skus.map((s, i) => ({ ...s, barcode: i === 2 ? '6901285991219' : s.barcode, units: s.units.map((u) => ({ unit_id: u.unit_id, ratio: u.ratio, sale_price: u.sale_price })) })),
    },
  });
  expect(res.code, res.message).toBe(200);
});

const HEADER = ['供应商编码', '供应商名称', '联系人', '联系电话', '结算方式', '账期天数', '供货门店', '状态', 'SKU编码', '条码', '采购单位', '采购价', '最小采购量'];

const supplierByCode = async (code: string) => {
  const list = (await t.call<ListData<Supplier>>('GET', '/wms/suppliers', { token: admin, query: { keyword: code } })).data.list.filter((s) => s.code === code);
  return list[0] ?? null;
};
const linesOf = async (supplierId: number) => (await t.call<ListData<SupplierSku>>('GET', '/wms/supplier_skus', { token: admin, query: { supplier_id: supplierId, page_size: 100 } })).data.list;
const supplierCount = async () => (await t.call<ListData<Supplier>>('GET', '/wms/suppliers', { token: admin })).data.pagination.total;

describe('a good file', () => {
  const rows = () => [
    HEADER,
    [`S1-${tag}`, `饮品批发${tag}`, '王强', '13800138000', '账期', '30', storeA, '启用', goods.skuCodes[0], '', '', '8.50', '10'],
    [`S1-${tag}`, '', '', '', '', '', '', '', goods.skuCodes[1], '', goods.spu.skus[1].units[0].unit_name, '96', ''],
    [`S1-${tag}`, '', '', '', '', '', '', '', '', '6901285991219', '', '', ''],
    [`S2-${tag}`, `粮油批发${tag}`, '', '', '现结', '', '', '', '', '', '', '', ''],
  ];

  it('previews, then creates the suppliers with their SKUs, purchase units and prices', async () => {
    const before = await supplierCount();
    const preview = await previewRows(t, admin, 'wms.supplier', rows());
    expect(preview.problems).toEqual([]);
    expect(preview.task).toMatchObject({ created_count: 4, updated_count: 0, refused_count: 0 });
    expect(await supplierCount()).toBe(before);

    const done = await importRows(t, admin, 'wms.supplier', rows());
    expect(done.problems).toEqual([]);
    expect(done.task).toMatchObject({ created_count: 4, refused_count: 0 });
    expect(await supplierCount()).toBe(before + 2);
    const s1 = (await supplierByCode(`S1-${tag}`))!;
    expect(s1).toMatchObject({ name: `饮品批发${tag}`, contact_phone: '13800138000', settlement_type: 2, settlement_days: 30, status: 1 });
    expect(s1.stores.map((s) => s.name)).toEqual([storeA]);
    const lines = await linesOf(s1.id);
    const bySku = new Map(lines.map((l) => [l.sku_id, l]));
    expect(bySku.get(goods.skuIds[0])).toMatchObject({ purchase_price: '8.50', min_qty: '10', unit_id: goods.unitId });
    expect(bySku.get(goods.skuIds[1])).toMatchObject({ purchase_price: '96.00', unit_id: goods.packageUnitId });
    // named by its barcode, no price: the SKU's cost price
    expect(bySku.get(goods.skuIds[2])?.purchase_price).toBe(goods.spu.skus[2].cost_price);
    expect(await supplierByCode(`S2-${tag}`)).toMatchObject({ settlement_type: 1, settlement_days: null });
  });

  it('imported again creates nothing twice', async () => {
    const before = await supplierCount();
    const s1 = (await supplierByCode(`S1-${tag}`))!;
    const again = await importRows(t, admin, 'wms.supplier', rows());
    expect(again.problems).toEqual([]);
    expect(again.task).toMatchObject({ created_count: 0, updated_count: 4, refused_count: 0 });
    expect(await supplierCount()).toBe(before);
    expect(await linesOf(s1.id)).toHaveLength(3);
  });

  it('changes only the cells given: a purchase price by barcode, the phone left as it was', async () => {
    const s1 = (await supplierByCode(`S1-${tag}`))!;
    const done = await importRows(t, admin, 'wms.supplier', [['Supplier code', 'Barcode', 'Purchase price'], [`S1-${tag}`, '6901285991219', '7.25']]);
    expect(done.problems).toEqual([]);
    expect(done.task).toMatchObject({ updated_count: 1 });
    const line = (await linesOf(s1.id)).find((l) => l.sku_id === goods.skuIds[2])!;
    expect(line.purchase_price).toBe('7.25');
    expect(await supplierByCode(`S1-${tag}`)).toMatchObject({ contact_phone: '13800138000', settlement_days: 30, name: `饮品批发${tag}` });
    expect((await linesOf(s1.id)).find((l) => l.sku_id === goods.skuIds[0])?.purchase_price).toBe('8.50');
  });
});

describe('a bad file', () => {
  it('refuses each bad supplier as a whole, with the form’s messages on its rows and columns', async () => {
    const before = await supplierCount();
    const rows = [
      HEADER,
      [`B1-${tag}`, '', '', '', '', '', '', '', '', '', '', '', ''],
      [`B2-${tag}`, `坏电话${tag}`, '', '12345', '', '', '', '', '', '', '', '', ''],
      [`B3-${tag}`, `坏账期${tag}`, '', '', '账期', '', '', '', '', '', '', '', ''],
      [`B4-${tag}`, `坏商品${tag}`, '', '', '', '', '', '', goods.skuCodes[0], '', '', '5', ''],
      [`B4-${tag}`, '', '', '', '', '', '', '', `NOPE-${tag}`, '', '', '5', ''],
      [`B5-${tag}`, `坏门店${tag}`, '', '', '', '', '不存在的门店', '', '', '', '', '', ''],
      [`B6-${tag}`, `饮品批发${tag}`, '', '', '', '', '', '', '', '', '', '', ''],
      [`B7-${tag}`, `坏单位${tag}`, '', '', '', '', '', '', goods.skuCodes[0], '', '吨', '', ''],
      [`G1-${tag}`, `好供应商${tag}`, '', '', '', '', '', '', '', '', '', '', ''],
    ];
    const preview = await previewRows(t, admin, 'wms.supplier', rows);
    const found = preview.problems.map((p) => [p.row_no, p.column_key, p.message]);
    expect(found).toContainEqual([2, 'name', '请输入供应商名称']);
    expect(found.some(([row, column]) => row === 3 && column === 'contact_phone')).toBe(true);
    expect(found.some(([row, column]) => row === 4 && column === 'settlement_days')).toBe(true);
    expect(found).toContainEqual([6, 'sku_code', `没有编码或条码为 NOPE-${tag} 的 SKU`]);
    expect(found).toContainEqual([7, 'stores', '没有名为“不存在的门店”的门店']);
    expect(found).toContainEqual([8, 'name', '供应商名称已存在']);
    expect(found.some(([row, column]) => row === 9 && column === 'purchase_unit')).toBe(true);
    expect(preview.task).toMatchObject({ created_count: 1, refused_count: 8 });
    const done = await importRows(t, admin, 'wms.supplier', rows);
    expect(done.task).toMatchObject({ created_count: 1, refused_count: 8 });
    expect(await supplierCount()).toBe(before + 1);
    expect(await supplierByCode(`B4-${tag}`)).toBeNull();
  });
});

describe('permissions as by hand', () => {
  it('a buyer who may only add refuses the rows that would change a saved supplier, and stores outside their own', async () => {
    const rows = [HEADER, [`S1-${tag}`, '', '', '', '', '', '', '', '', '', '', '', ''], [`N1-${tag}`, `新供应商${tag}`, '', '', '', '', storeC, '', '', '', '', '', ''], [`N2-${tag}`, `新供应商二${tag}`, '', '', '', '', storeA, '', goods.skuCodes[0], '', '', '3', '']];
    const done = await importRows(t, buyer, 'wms.supplier', rows);
    expect(done.task).toMatchObject({ created_count: 1, updated_count: 0, refused_count: 2 });
    expect(done.problems.map((p) => p.row_no).sort()).toEqual([2, 3]);
    expect(await supplierByCode(`N2-${tag}`)).not.toBeNull();
  });
});
