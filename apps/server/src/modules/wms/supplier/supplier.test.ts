import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Supplier, SupplierSku, SupplierSkuPrice } from '@tradewind/contract/wms/supplier.schema';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { downloadExport } from '@/test/test-exports';
import { recordSupplierPurchasePrice } from '../index';

const t = useTestApp();
let tenant: TestTenant;
let goods: TestGoods;

beforeAll(async () => {
  tenant = await t.tenant({});
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 3, prices: ['10.00', '20.00', '30.00'] });
});

const admin = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });
const clerk = () => ({ token: tenant.tokens.clerk, storeId: tenant.stores.a });
const list = async (query: Record<string, unknown> = {}) =>
  (await t.call<ListData<Supplier>>('GET', '/wms/suppliers', { ...admin(), query: { page_size: 100, ...query } })).data;
const skuList = async (query: Record<string, unknown> = {}) =>
  (await t.call<ListData<SupplierSku>>('GET', '/wms/supplier_skus', { ...admin(), query: { page_size: 100, ...query } })).data;
const create = (body: Record<string, unknown>) => t.call<Supplier>('POST', '/wms/supplier', { ...admin(), body });

describe('suppliers', () => {
  it('are created with stores, settlement and bank details, listed by keyword, status and store, edited and read back', async () => {
    const made = await create({
      name: '上海农夫山泉饮料经销部',
      code: 'SUP-01',
      contact_name: '张经理',
      contact_phone: '13912345678',
      address: '浦东新区川沙路 88 号',
      settlement_type: 2,
      settlement_days: 30,
      bank_name: '招商银行上海分行',
      bank_account: '6225 8812 3456 7890',
      bank_holder: '上海农夫山泉饮料经销部',
      tax_no: '91310115MA1K3ABC2X',
      store_ids: [tenant.stores.a, tenant.stores.b],
      remark: '周一、周四送货',
    });
    expect(made).toMatchObject({
      code: 200,
      data: { name: '上海农夫山泉饮料经销部', code: 'SUP-01', settlement_type: 2, settlement_days: 30, status: 1, sku_count: 0, contact_phone: '13912345678' },
    });
    expect(made.data.stores.map((s) => s.id)).toEqual([tenant.stores.a, tenant.stores.b].sort((a, b) => a - b));
    const cash = await t.call<Supplier>('POST', '/wms/supplier', { ...admin(), body: { name: '杭州粮油批发有限公司', code: 'SUP-02', settlement_type: '1', settlement_days: '', store_ids: String(tenant.stores.b) }, form: true });
    expect(cash.data).toMatchObject({ settlement_type: 1, settlement_days: null, contact_phone: null, stores: [{ id: tenant.stores.b }] });
    expect((await list()).list.map((s) => s.code)).toEqual(['SUP-01', 'SUP-02']);
    expect((await list({ keyword: '粮油' })).list.map((s) => s.code)).toEqual(['SUP-02']);
    expect((await list({ keyword: '1391234' })).list.map((s) => s.code)).toEqual(['SUP-01']);
    expect((await list({ keyword: '张经理' })).list.map((s) => s.code)).toEqual(['SUP-01']);
    expect((await list({ keyword: 'sup-02' })).list.map((s) => s.code)).toEqual(['SUP-02']);
    expect((await list({ store_id: tenant.stores.a })).list.map((s) => s.code)).toEqual(['SUP-01']);
    const edited = await t.call<Supplier>('PUT', '/wms/supplier', { ...admin(), body: { id: made.data.id, name: '上海农夫山泉经销部', code: 'SUP-01', settlement_type: 1, settlement_days: 30, store_ids: [tenant.stores.a] } });
    expect(edited.data).toMatchObject({ name: '上海农夫山泉经销部', settlement_type: 1, settlement_days: null, bank_name: null, stores: [{ id: tenant.stores.a }] });
    const off = await t.call<Supplier>('PUT', `/wms/supplier/${made.data.id}/status`, { ...admin(), body: { status: 0 } });
    expect(off.data.status).toBe(0);
    expect((await list({ status: 0 })).list.map((s) => s.code)).toEqual(['SUP-01']);
    expect((await t.call<Supplier>('GET', `/wms/supplier/${made.data.id}`, admin())).data.name).toBe('上海农夫山泉经销部');
    expect((await t.call('DELETE', `/wms/supplier/${cash.data.id}`, admin())).code).toBe(200);
    expect((await t.call('GET', `/wms/supplier/${cash.data.id}`, admin())).code).toBe(404);
    const log = await t.call<ListData<{ action: string; target_type: string | null }>>('GET', '/action/log', { ...admin(), query: { page_size: 100 } });
    expect(log.data.list.some((r) => r.action === 'wms:supplier:create' && r.target_type === 'wms_supplier')).toBe(true);
  });

  it('refuse duplicate names and codes (409), bad input and other tenants’ stores (422), and callers without permission', async () => {
    const base = await create({ name: '苏州蔬果合作社', code: 'SUP-03' });
    expect(await create({ name: '苏州蔬果合作社', code: 'SUP-99' })).toMatchObject({ code: 409, message: '供应商名称已存在' });
    expect(await t.call('POST', '/wms/supplier', { ...admin(), body: { name: '别的', code: 'SUP-03' }, headers: { 'accept-language': 'en-US' } })).toMatchObject({
      code: 409,
      message: 'A supplier with this code already exists',
    });
    const other = await t.tenant({});
    const before = await list();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ name: '', code: 'X1' }, 'name'],
      [{ name: 'x', code: '' }, 'code'],
      [{ name: 'x', code: 'A B' }, 'code'],
      [{ name: 'x', code: 'X1', contact_phone: '12345' }, 'contact_phone'],
      [{ name: 'x', code: 'X1', contact_phone: '1381234567a' }, 'contact_phone'],
      [{ name: 'x', code: 'X1', settlement_type: 3 }, 'settlement_type'],
      [{ name: 'x', code: 'X1', settlement_type: 2 }, 'settlement_days'],
      [{ name: 'x', code: 'X1', settlement_type: 2, settlement_days: 400 }, 'settlement_days'],
      [{ name: 'x', code: 'X1', bank_account: 'abc' }, 'bank_account'],
      [{ name: 'x', code: 'X1', tax_no: '123' }, 'tax_no'],
      [{ name: 'x', code: 'X1', store_ids: [other.stores.a] }, 'store_ids'],
      [{ name: 'x', code: 'X1', area_id: 999999 }, 'area_id'],
      [{ name: 'x'.repeat(51), code: 'X1' }, 'name'],
    ];
    for (const [body, field] of bad) expect(await create(body), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    for (const query of [{ store_id: '2147483648' }, { status: 2 }, { keyword: 'x'.repeat(51) }])
      expect((await t.call('GET', '/wms/suppliers', { ...admin(), query })).code, JSON.stringify(query)).toBe(422);
    // another tenant's supplier is not found
    const theirs = await t.call<Supplier>('POST', '/wms/supplier', { token: other.tokens.admin, storeId: other.stores.a, body: { name: '苏州蔬果合作社', code: 'SUP-03' } });
    expect(theirs.code).toBe(200);
    expect((await t.call('GET', `/wms/supplier/${theirs.data.id}`, admin())).code).toBe(404);
    expect((await t.call('PUT', '/wms/supplier', { ...admin(), body: { id: theirs.data.id, name: 'x', code: 'Y1' } })).code).toBe(404);
    expect((await t.call('PUT', `/wms/supplier/${theirs.data.id}/status`, { ...admin(), body: { status: 0 } })).code).toBe(404);
    expect((await t.call('DELETE', `/wms/supplier/${theirs.data.id}`, admin())).code).toBe(404);
    // the clerk holds no wms permission
    expect((await t.call('GET', '/wms/suppliers', clerk())).code).toBe(401);
    expect((await t.call('GET', `/wms/supplier/${base.data.id}`, clerk())).code).toBe(401);
    expect((await t.call('POST', '/wms/supplier', { ...clerk(), body: { name: 'x', code: 'Z1' } })).code).toBe(402);
    expect((await t.call('PUT', '/wms/supplier', { ...clerk(), body: { id: base.data.id, name: 'x', code: 'Z1' } })).code).toBe(402);
    expect((await t.call('PUT', `/wms/supplier/${base.data.id}/status`, { ...clerk(), body: { status: 0 } })).code).toBe(402);
    expect((await t.call('DELETE', `/wms/supplier/${base.data.id}`, clerk())).code).toBe(402);
    expect(await list()).toEqual(before);
  });

  it('export the filtered list through the export centre, in the creator’s language', async () => {
    await create({ name: '嘉兴禽蛋批发部', code: 'SUP-30', contact_name: '沈', contact_phone: '13600001111', settlement_type: 2, settlement_days: 15, store_ids: [tenant.stores.a] });
    expect((await t.call('GET', '/wms/suppliers/export', { ...clerk(), query: { keyword: '嘉兴' } })).code).toBe(402);
    const started = await t.call<{ id: number }>('GET', '/wms/suppliers/export', { ...admin(), query: { keyword: '嘉兴' } });
    expect(started.code).toBe(200);
    const sheet = await downloadExport(t, tenant.tokens.admin, started.data.id);
    expect(sheet[0]).toEqual(['供应商名称', '供应商编码', '联系人', '联系电话', '地址', '结算方式', '开户银行', '银行账号', '开户名', '税号', '供货门店', '供应商品数', '状态', '备注']);
    expect(sheet.slice(1).map((r) => [r[0], r[3], r[5], r[11], r[12]])).toEqual([['嘉兴禽蛋批发部', '13600001111', '账期 15 天', 0, '启用']]);
  });
});

describe('supplier SKUs', () => {
  it('are added several at once, listed by supplier, keyword and category, edited, priced for orders and deleted', async () => {
    const s = await create({ name: '南京干货商行', code: 'SUP-10' });
    const added = await t.call<SupplierSku[]>('POST', '/wms/supplier_skus', {
      ...admin(),
      body: {
        supplier_id: s.data.id,
        items: [
          { sku_id: goods.skuIds[0], purchase_price: '8.50', supplier_code: 'NJ-001', min_qty: 5 },
          { sku_id: goods.skuIds[1], unit_id: goods.packageUnitId, purchase_price: 180 },
        ],
      },
    });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject([
      { sku_id: goods.skuIds[0], purchase_price: '8.50', supplier_code: 'NJ-001', min_qty: '5', unit_id: goods.unitId, last_price: null, last_purchase_at: null, supplier_name: '南京干货商行' },
      { sku_id: goods.skuIds[1], purchase_price: '180.00', unit_id: goods.packageUnitId, min_qty: null },
    ]);
    expect(added.data[1].unit_name).toMatch(/^箱/);
    expect((await t.call<Supplier>('GET', `/wms/supplier/${s.data.id}`, admin())).data.sku_count).toBe(2);
    expect((await skuList({ supplier_id: s.data.id })).list.map((r) => r.sku_id).sort()).toEqual([goods.skuIds[0], goods.skuIds[1]].sort());
    expect((await skuList({ supplier_id: s.data.id, keyword: goods.skuCodes[1] })).list.map((r) => r.sku_id)).toEqual([goods.skuIds[1]]);
    expect((await skuList({ supplier_id: s.data.id, category_id: goods.categoryId })).pagination.total).toBe(2);
    expect((await skuList({ supplier_id: s.data.id, keyword: '没有这个' })).pagination.total).toBe(0);
    const edited = await t.call<SupplierSku>('PUT', '/wms/supplier_sku', { ...admin(), body: { id: added.data[0].id, purchase_price: '9.2', supplier_code: '', unit_id: goods.packageUnitId, min_qty: '' } });
    expect(edited.data).toMatchObject({ purchase_price: '9.20', supplier_code: null, unit_id: goods.packageUnitId, min_qty: null });
    const prices = await t.call<SupplierSkuPrice[]>('GET', `/wms/supplier/${s.data.id}/skus`, { ...admin(), query: { sku_ids: String(goods.skuIds[0]) } });
    expect(prices.data).toEqual([{ sku_id: goods.skuIds[0], unit_id: goods.packageUnitId, purchase_price: '9.20', min_qty: null, supplier_code: null, last_price: null }]);
    expect((await t.call<SupplierSkuPrice[]>('GET', `/wms/supplier/${s.data.id}/skus`, admin())).data).toHaveLength(2);
    expect((await t.call('DELETE', `/wms/supplier_sku/${added.data[1].id}`, admin())).code).toBe(200);
    expect((await skuList({ supplier_id: s.data.id })).pagination.total).toBe(1);
    // without a price the SKU's cost price is taken
    const third = await t.call<SupplierSku[]>('POST', '/wms/supplier_skus', { ...admin(), body: { supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[2] }] } });
    expect(third.data[0].purchase_price).toMatch(/^\d+\.\d{2}$/);
  });

  it('keep the last purchase price from receiving; a supplier bought from cannot be deleted, one never bought from takes its SKUs along', async () => {
    const s = await create({ name: '无锡调味品公司', code: 'SUP-11' });
    const fresh = await create({ name: '常州冷冻食品', code: 'SUP-12' });
    await t.call('POST', '/wms/supplier_skus', { ...admin(), body: { supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[0], purchase_price: 7 }] } });
    await t.call('POST', '/wms/supplier_skus', { ...admin(), body: { supplier_id: fresh.data.id, items: [{ sku_id: goods.skuIds[0], purchase_price: 7 }] } });
    await withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
      await recordSupplierPurchasePrice({ db: tx, tenantId: tenant.tenantId }, s.data.id, goods.skuIds[0], '6.80');
      await recordSupplierPurchasePrice({ db: tx, tenantId: tenant.tenantId }, s.data.id, goods.skuIds[1], 11);
    });
    const rows = (await skuList({ supplier_id: s.data.id })).list;
    expect(rows.find((r) => r.sku_id === goods.skuIds[0])).toMatchObject({ purchase_price: '7.00', last_price: '6.80' });
    expect(rows.find((r) => r.sku_id === goods.skuIds[0])?.last_purchase_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows.find((r) => r.sku_id === goods.skuIds[1])).toMatchObject({ purchase_price: '11.00', last_price: '11.00', unit_id: goods.unitId });
    expect(await t.call('DELETE', `/wms/supplier/${s.data.id}`, admin())).toMatchObject({ code: 409, message: '供应商已有采购记录，不能删除，可停用' });
    expect((await skuList({ supplier_id: s.data.id })).pagination.total).toBe(2);
    expect((await t.call('DELETE', `/wms/supplier/${fresh.data.id}`, admin())).code).toBe(200);
    expect((await skuList({ supplier_id: fresh.data.id })).pagination.total).toBe(0);
  });

  it('refuse SKUs already supplied, other tenants’ SKUs, units not the SKU’s, absurd prices, and callers without permission', async () => {
    const s = await create({ name: '宁波海产批发', code: 'SUP-20' });
    const ok = await t.call<SupplierSku[]>('POST', '/wms/supplier_skus', { ...admin(), body: { supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[0], purchase_price: 1 }] } });
    expect(ok.code).toBe(200);
    const other = await t.tenant({});
    const theirGoods = await createTestGoods(t, other.tokens.admin, { skus: 1 });
    const theirSupplier = await t.call<Supplier>('POST', '/wms/supplier', { token: other.tokens.admin, storeId: other.stores.a, body: { name: '他家', code: 'SUP-20' } });
    const before = await skuList();
    const add = (body: Record<string, unknown>) => t.call('POST', '/wms/supplier_skus', { ...admin(), body });
    expect(await add({ supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[0], purchase_price: 1 }] })).toMatchObject({ code: 409, message: '该供应商已有此商品' });
    expect(await add({ supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[1] }, { sku_id: goods.skuIds[1] }] })).toMatchObject({ code: 409 });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ supplier_id: s.data.id, items: [{ sku_id: theirGoods.skuIds[0], purchase_price: 1 }] }, 'items.0.sku_id'],
      [{ supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[1], purchase_price: 10_000_000.01 }] }, 'items.0.purchase_price'],
      [{ supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[1], purchase_price: -1 }] }, 'items.0.purchase_price'],
      [{ supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[1], purchase_price: 1.234 }] }, 'items.0.purchase_price'],
      [{ supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[1], unit_id: theirGoods.unitId }] }, 'items.0.unit_id'],
      [{ supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[1], min_qty: 0 }] }, 'items.0.min_qty'],
      [{ supplier_id: s.data.id, items: [] }, 'items'],
    ];
    for (const [body, field] of bad) expect(await add(body), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    expect((await add({ supplier_id: theirSupplier.data.id, items: [{ sku_id: goods.skuIds[1] }] })).code).toBe(404);
    expect(await t.call('PUT', '/wms/supplier_sku', { ...admin(), body: { id: ok.data[0].id, purchase_price: 10_000_001 } })).toMatchObject({ code: 422, data: { errors: [{ field: 'purchase_price' }] } });
    expect((await t.call('GET', `/wms/supplier/${theirSupplier.data.id}/skus`, admin())).code).toBe(404);
    expect(await skuList()).toEqual(before);
    for (const query of [{ supplier_id: '2147483648' }, { category_id: 0 }])
      expect((await t.call('GET', '/wms/supplier_skus', { ...admin(), query })).code, JSON.stringify(query)).toBe(422);
    expect((await t.call('GET', `/wms/supplier/${s.data.id}/skus`, { ...admin(), query: { sku_ids: '1,2147483648' } })).code).toBe(422);
    const id = ok.data[0].id;
    expect((await t.call('GET', '/wms/supplier_skus', clerk())).code).toBe(401);
    expect((await t.call('GET', `/wms/supplier/${s.data.id}/skus`, clerk())).code).toBe(401);
    expect((await t.call('POST', '/wms/supplier_skus', { ...clerk(), body: { supplier_id: s.data.id, items: [{ sku_id: goods.skuIds[1] }] } })).code).toBe(402);
    expect((await t.call('PUT', '/wms/supplier_sku', { ...clerk(), body: { id, purchase_price: 2 } })).code).toBe(402);
    expect((await t.call('DELETE', `/wms/supplier_sku/${id}`, clerk())).code).toBe(402);
    expect((await t.call('DELETE', `/wms/supplier_sku/${id}`, { token: other.tokens.admin, storeId: other.stores.a })).code).toBe(404);
  });
});
