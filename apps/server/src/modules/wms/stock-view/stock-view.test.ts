import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Location } from '@tradewind/contract/wms/location.schema';
import { StockDocType, type StockDocTypeValue } from '@tradewind/contract/wms/stock.schema';
import { STOCK_HISTORY_COUNT_CAP, type AvailableStockRow, type LocationStockRow, type StockDangerRow, type StockLackRow, type StockMoveRow, type StockRow } from '@tradewind/contract/wms/stock-view.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { SkuRow } from '@tradewind/contract/pms/sku.schema';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { downloadExport } from '@/test/test-exports';
import { postStockMoves, type StockMoveLine } from '../stock/posting';
import { reserveStock } from '../stock/reservation';
import { runStockAlerts } from './stock-alert.job';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let beer: TestGoods; // 3 SKUs in the parent category
let chips: TestGoods; // 1 SKU in a subcategory of beer's
let wine: TestGoods; // 1 SKU in a category of its own
type Wh = { id: number; loc: number; loc2: number };
let w1: Wh; // store A
let w2: Wh; // store A, negative stock allowed
let w3: Wh; // store B
let theirs: Wh; // another tenant's
let docId = 0;

const admin = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });

async function makeWarehouse(who: TestTenant, storeId: number, allowNegative = 0): Promise<Wh> {
  const as = { token: who.tokens.admin, storeId };
  const code = `W${randomBytes(3).toString('hex')}`;
  const w = await t.call<Warehouse>('POST', '/wms/warehouse', { ...as, body: { name: `仓${code}`, code, allow_negative: allowNegative } });
  const l = await t.call<Location>('POST', '/wms/location', { ...as, body: { warehouse_id: w.data.id, code: 'A-01' } });
  const l2 = await t.call<Location>('POST', '/wms/location', { ...as, body: { warehouse_id: w.data.id, code: 'B-01' } });
  expect(l2.code).toBe(200);
  await t.call('PUT', `/wms/warehouse/${w.data.id}/default_location`, { ...as, body: { location_id: l.data.id } });
  return { id: w.data.id, loc: l.data.id, loc2: l2.data.id };
}

/** One document posted through the ledger's one writer, in its own transaction (as an audit would). */
function post(lines: StockMoveLine[], docType: StockDocTypeValue = StockDocType.warehousingEntry, who = tenant) {
  docId += 1;
  const id = docId;
  return withTenant(t.app.database.db, who.tenantId, (tx) =>
    postStockMoves({ db: tx, tenantId: who.tenantId, staffId: who.staff.admin }, { docType, docId: id, docNo: `DOC${id}`, lines }),
  );
}

async function get<T>(url: string, query: Record<string, unknown> = {}, as = admin()): Promise<ListData<T>> {
  const reply = await t.call<ListData<T>>('GET', url, { ...as, query: { page_size: 100, ...query } });
  expect(reply.code, JSON.stringify(reply)).toBe(200);
  return reply.data;
}

const download = (id: number) => downloadExport(t, tenant.tokens.admin, id);

beforeAll(async () => {
  const prefix = `sv${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'viewer', name: 'Viewer', permissions: ['wms:stock:list'] },
      { key: 'keeper', name: 'Keeper', permissions: ['wms:transfer_order:create'] },
      { key: 'nobody', name: 'Nobody', permissions: ['wms:warehouse:list'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'viewer', account: `${prefix}_viewer`, name: 'Viewer', password: TEST_PASSWORD, roles: ['viewer'], stores: ['a'] },
      { key: 'keeper', account: `${prefix}_keeper`, name: 'Keeper', password: TEST_PASSWORD, roles: ['keeper'], stores: ['a'] },
      { key: 'nobody', account: `${prefix}_nobody`, name: 'Nobody', password: TEST_PASSWORD, roles: ['nobody'], stores: ['a'] },
    ],
  });
  other = await t.tenant({});
  beer = await createTestGoods(t, tenant.tokens.admin, { skus: 3, name: '青岛啤酒' });
  const sub = await t.call<{ id: number }>('POST', '/pms/category', { token: tenant.tokens.admin, body: { name: `子类${prefix}`, parent_id: beer.categoryId } });
  chips = await createTestGoods(t, tenant.tokens.admin, { skus: 1, name: '薯片', categoryId: sub.data.id });
  wine = await createTestGoods(t, tenant.tokens.admin, { skus: 1, name: '葡萄酒' });
  w1 = await makeWarehouse(tenant, tenant.stores.a);
  w2 = await makeWarehouse(tenant, tenant.stores.a, 1);
  w3 = await makeWarehouse(tenant, tenant.stores.b);
  theirs = await makeWarehouse(other, other.stores.a);
  const [b0, b1] = beer.skuIds;
  await post([
    { itemId: 1, skuId: b0, warehouseId: w1.id, locationId: w1.loc, qty: '10', unitCost: '5' },
    { itemId: 2, skuId: b1, warehouseId: w1.id, locationId: w1.loc, qty: '4', unitCost: '2.5' },
    { itemId: 3, skuId: chips.skuIds[0], warehouseId: w1.id, locationId: w1.loc2, qty: '1', unitCost: '1' },
  ]);
  await post([{ skuId: b0, warehouseId: w1.id, locationId: w1.loc, qty: '-3' }], StockDocType.outboundDeliveryOrder);
  await post([{ skuId: b0, warehouseId: w2.id, qty: '2', unitCost: '6' }]);
  await post([{ skuId: b0, warehouseId: w3.id, qty: '7', unitCost: '1' }]);
});

describe('stock list (GET /wms/stock)', () => {
  it('lists SKU × warehouse of the current store with on hand, reserved, available, cost and value', async () => {
    const page = await get<StockRow>('/wms/stock', { sku_ids: beer.skuIds.join(',') });
    expect(page.list.map((r) => [r.code, r.warehouse_id, r.on_hand, r.available, r.cost, r.value])).toEqual([
      [beer.skuCodes[0], w1.id, '7.000', '7.000', '5.0000', '35.00'],
      [beer.skuCodes[0], w2.id, '2.000', '2.000', '6.0000', '12.00'],
      [beer.skuCodes[1], w1.id, '4.000', '4.000', '2.5000', '10.00'],
    ]);
    expect(page.list[0]).toMatchObject({ name: '青岛啤酒', reserved: '0.000', safety_stock: null });
    // store B sees its own warehouse only
    const inB = await get<StockRow>('/wms/stock', {}, { token: tenant.tokens.admin, storeId: tenant.stores.b });
    expect(inB.list.map((r) => [r.sku_id, r.warehouse_id, r.on_hand])).toEqual([[beer.skuIds[0], w3.id, '7.000']]);
  });

  it('filters by keyword, category subtree, warehouse and stock, and sorts', async () => {
    const codes = async (q: Record<string, unknown>) => (await get<StockRow>('/wms/stock', q)).list.map((r) => `${r.code}@${r.warehouse_id}`);
    expect(await codes({ keyword: '薯片' })).toEqual([`${chips.skuCodes[0]}@${w1.id}`]);
    expect(await codes({ keyword: beer.skuCodes[1] })).toEqual([`${beer.skuCodes[1]}@${w1.id}`]);
    expect(await codes({ keyword: '%' })).toEqual([]);
    expect((await codes({ category_id: beer.categoryId })).sort()).toEqual(
      [`${beer.skuCodes[0]}@${w1.id}`, `${beer.skuCodes[0]}@${w2.id}`, `${beer.skuCodes[1]}@${w1.id}`, `${chips.skuCodes[0]}@${w1.id}`].sort(),
    );
    expect(await codes({ category_id: wine.categoryId })).toEqual([]);
    expect(await codes({ warehouse_id: w2.id })).toEqual([`${beer.skuCodes[0]}@${w2.id}`]);
    // a warehouse of store B is visible to a member of store B when asked for by id
    expect(await codes({ warehouse_id: w3.id })).toEqual([`${beer.skuCodes[0]}@${w3.id}`]);
    const byValue = await get<StockRow>('/wms/stock', { sort: 'value', order: 'desc' });
    expect(byValue.list.map((r) => r.value)).toEqual(['35.00', '12.00', '10.00', '1.00']);
    // a limit set on a SKU without stock makes a zero row: listed, but not with in_stock=1
    expect((await t.call('PUT', '/wms/stock/alert', { ...admin(), body: { sku_id: wine.skuIds[0], warehouse_id: w1.id, safety_stock: '1', upper_limit: null } })).code).toBe(200);
    expect(await codes({ keyword: '葡萄酒' })).toEqual([`${wine.skuCodes[0]}@${w1.id}`]);
    expect(await codes({ keyword: '葡萄酒', in_stock: 1 })).toEqual([]);
  });

  it('refuses another tenant’s warehouse, bad filters and members without the permission', async () => {
    expect(await t.call('GET', '/wms/stock', { ...admin(), query: { warehouse_id: theirs.id } })).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: 'warehouse_id' })] } });
    const viewer = { token: tenant.tokens.viewer, storeId: tenant.stores.a };
    expect((await get<StockRow>('/wms/stock', {}, viewer)).list.length).toBeGreaterThan(0);
    // the viewer works in store A only: store B's warehouse is refused
    expect((await t.call('GET', '/wms/stock', { ...viewer, query: { warehouse_id: w3.id } })).code).toBe(422);
    expect((await t.call('GET', '/wms/stock', { ...admin(), query: { sort: 'x' } })).code).toBe(422);
    expect((await t.call('GET', '/wms/stock', { ...admin(), query: { sku_ids: 'a,b' } })).code).toBe(422);
    expect((await t.call('GET', '/wms/stock', { ...admin(), query: { sku_ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') } })).code).toBe(422);
    for (const url of ['/wms/stock/history', '/wms/stock/location_stock', '/wms/stock/danger', '/wms/stock/lack', '/wms/stock/export']) {
      expect((await t.call('GET', url, viewer)).code, url).toBe(402);
    }
    expect((await t.call('PUT', '/wms/stock/alert', { ...viewer, body: { sku_id: beer.skuIds[0], warehouse_id: w1.id, safety_stock: '1', upper_limit: null } })).code).toBe(402);
  });

  it('exports the filtered list through the export centre', async () => {
    const started = await t.call<{ id: number }>('GET', '/wms/stock/export', { ...admin(), query: { category_id: beer.categoryId, in_stock: 1 } });
    expect(started.code).toBe(200);
    const sheet = await download(started.data.id);
    expect(sheet[0]).toEqual(['商品名称', '规格', 'SKU 编码', '条码', '单位', '仓库', '实际库存', '预占', '可用库存', '成本价', '库存金额']);
    expect(sheet.slice(1).map((r) => [r[2], r[6], r[10]])).toEqual([
      [beer.skuCodes[0], 7, 35],
      [beer.skuCodes[0], 2, 12],
      [beer.skuCodes[1], 4, 10],
      [chips.skuCodes[0], 1, 1],
    ]);
  });
});

describe('stock on the goods pages (pms SKU list, export and picker)', () => {
  it('shows on hand over the current store’s warehouses, in the base unit, 0 where there is none', async () => {
    const stockOf = async (url: string, query: Record<string, unknown>, as = admin()) =>
      Object.fromEntries((await get<SkuRow>(url, query, as)).list.map((r) => [r.id, r.stock]));
    const [b0, b1, b2] = beer.skuIds;
    expect(await stockOf('/pms/skus', { category_id: beer.categoryId })).toMatchObject({ [b0]: '9', [b1]: '4', [b2]: '0', [chips.skuIds[0]]: '1' });
    expect(await stockOf('/pms/skus/search', { keyword: '青岛啤酒', on_sale: 0 })).toMatchObject({ [b0]: '9', [b1]: '4', [b2]: '0' });
    expect(await stockOf('/pms/skus', { category_id: beer.categoryId }, { token: tenant.tokens.admin, storeId: tenant.stores.b })).toMatchObject({ [b0]: '7', [b1]: '0' });
  });
});

describe('stock history (GET /wms/stock/history)', () => {
  it('lists the moves newest first with their document, location, balance and who', async () => {
    const page = await get<StockMoveRow>('/wms/stock/history', { sku_id: beer.skuIds[0] });
    expect(page.list.map((r) => [r.warehouse_id, r.location_code, r.doc_type, r.qty, r.balance_after])).toEqual([
      [w2.id, 'A-01', 'warehousing_entry', '2.000', '2.000'],
      [w1.id, 'A-01', 'outbound_delivery_order', '-3.000', '7.000'],
      [w1.id, 'A-01', 'warehousing_entry', '10.000', '10.000'],
    ]);
    expect(page.list[1]).toMatchObject({ doc_type_name: '出库单', doc_no: expect.stringMatching(/^DOC\d+$/), unit_cost: '5.0000', amount: '-15.00', staff_name: 'Admin', code: beer.skuCodes[0] });
    const english = await t.call<ListData<StockMoveRow>>('GET', '/wms/stock/history', { ...admin(), query: { sku_id: beer.skuIds[0] }, headers: { 'accept-language': 'en-US' } });
    expect(english.data.list[1].doc_type_name).toBe('Outbound delivery order');
  });

  it('filters by warehouse, document type, keyword and dates, and refuses bad ones', async () => {
    const n = async (q: Record<string, unknown>) => (await get<StockMoveRow>('/wms/stock/history', q)).pagination.total;
    expect(await n({})).toBe(5); // store A's warehouses only
    expect(await n({ warehouse_id: w1.id })).toBe(4);
    expect(await n({ doc_type: 'outbound_delivery_order' })).toBe(1);
    expect(await n({ keyword: '薯片' })).toBe(1);
    const inZone = (await get<StockMoveRow>('/wms/stock/history')).list[0].created_at.slice(0, 10);
    expect(await n({ start_date: inZone, end_date: inZone })).toBe(5);
    expect(await n({ end_date: '2020-01-01' })).toBe(0);
    expect(await n({ start_date: '2099-01-01' })).toBe(0);
    expect(await t.call('GET', '/wms/stock/history', { ...admin(), query: { start_date: '2026-02-30' } })).toMatchObject({ code: 422 });
    expect(await t.call('GET', '/wms/stock/history', { ...admin(), query: { start_date: '2026-03-02', end_date: '2026-03-01' } })).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: 'end_date' })] } });
    expect(await t.call('GET', '/wms/stock/history', { ...admin(), query: { doc_type: 'nope' } })).toMatchObject({ code: 422 });
    expect(await t.call('GET', '/wms/stock/history', { ...admin(), query: { warehouse_id: theirs.id } })).toMatchObject({ code: 422 });
  });

  it('counts at most STOCK_HISTORY_COUNT_CAP moves: a page past the cap is empty, its total the cap', async () => {
    const pastCap = await get<StockMoveRow>('/wms/stock/history', { page: STOCK_HISTORY_COUNT_CAP / 20 + 1, page_size: 20 });
    expect(pastCap).toMatchObject({ list: [], pagination: { total: STOCK_HISTORY_COUNT_CAP } });
  });

  it('exports the moves oldest first in keyset batches', async () => {
    const started = await t.call<{ id: number }>('GET', '/wms/stock/history/export', { ...admin(), query: { warehouse_id: w1.id } });
    expect(started.code).toBe(200);
    const sheet = await download(started.data.id);
    expect(sheet[0].slice(0, 8)).toEqual(['时间', '商品名称', 'SKU 编码', '仓库', '库位', '单据类型', '单据编号', '数量']);
    expect(sheet.slice(1).map((r) => [r[2], r[4], r[7]])).toEqual([
      [beer.skuCodes[0], 'A-01', 10],
      [beer.skuCodes[1], 'A-01', 4],
      [chips.skuCodes[0], 'B-01', 1],
      [beer.skuCodes[0], 'A-01', -3],
    ]);
  });
});

describe('location stock (GET /wms/stock/location_stock)', () => {
  it('lists on hand per location of the store’s warehouses, filtered by warehouse and location', async () => {
    const rows = async (q: Record<string, unknown>) => (await get<LocationStockRow>('/wms/stock/location_stock', q)).list.map((r) => [r.location_code, r.code, r.on_hand]);
    expect(await rows({ warehouse_id: w1.id })).toEqual([
      ['A-01', beer.skuCodes[0], '7.000'],
      ['A-01', beer.skuCodes[1], '4.000'],
      ['B-01', chips.skuCodes[0], '1.000'],
    ].sort((a, b) => (a[0] === b[0] ? 0 : a[0] < b[0] ? -1 : 1)));
    expect(await rows({ warehouse_id: w1.id, location_id: w1.loc2 })).toEqual([['B-01', chips.skuCodes[0], '1.000']]);
    expect((await get<LocationStockRow>('/wms/stock/location_stock')).pagination.total).toBe(4);
    expect(await t.call('GET', '/wms/stock/location_stock', { ...admin(), query: { warehouse_id: w2.id, location_id: w1.loc } })).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: 'location_id' })] } });
    expect(await t.call('GET', '/wms/stock/location_stock', { ...admin(), query: { location_id: theirs.loc } })).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: 'location_id' })] } });
    expect(await t.call('GET', '/wms/stock/location_stock', { ...admin(), query: { warehouse_id: theirs.id } })).toMatchObject({ code: 422 });
  });
});

describe('safety stock (PUT /wms/stock/alert, GET /wms/stock/danger, GET /wms/stock/lack)', () => {
  it('sets limits and lists the SKUs whose available is below safety', async () => {
    const set = (body: Record<string, unknown>) => t.call<StockRow>('PUT', '/wms/stock/alert', { ...admin(), body });
    const made = await set({ sku_id: beer.skuIds[1], warehouse_id: w1.id, safety_stock: '5', upper_limit: '100' });
    expect(made).toMatchObject({ code: 200, data: { safety_stock: '5.000', upper_limit: '100.000', on_hand: '4.000' } });
    expect((await set({ sku_id: beer.skuIds[0], warehouse_id: w1.id, safety_stock: '7', upper_limit: null })).code).toBe(200);
    const danger = await get<StockDangerRow>('/wms/stock/danger');
    expect(danger.list.map((r) => [r.code, r.warehouse_id, r.shortfall])).toEqual([
      [beer.skuCodes[1], w1.id, '1.000'],
      [wine.skuCodes[0], w1.id, '1.000'],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    // at safety is not below it; `all=1` lists every row with limits
    expect((await get<StockDangerRow>('/wms/stock/danger', { all: 1 })).pagination.total).toBe(3);
    expect((await get<StockDangerRow>('/wms/stock/danger', { warehouse_id: w2.id })).list).toEqual([]);
    // cleared limits leave the list
    expect((await set({ sku_id: wine.skuIds[0], warehouse_id: w1.id, safety_stock: null, upper_limit: '' })).data.safety_stock).toBeNull();
    expect((await get<StockDangerRow>('/wms/stock/danger')).list.map((r) => r.code)).toEqual([beer.skuCodes[1]]);
    // 超出上限: on hand above the upper limit, the largest excess first
    expect((await get<StockDangerRow>('/wms/stock/danger', { over: 1 })).list).toEqual([]);
    expect((await set({ sku_id: beer.skuIds[1], warehouse_id: w1.id, safety_stock: null, upper_limit: '3' })).code).toBe(200);
    const over = await get<StockDangerRow>('/wms/stock/danger', { over: 1 });
    expect(over.list.map((r) => [r.code, r.warehouse_id, r.on_hand, r.upper_limit, r.excess])).toEqual([[beer.skuCodes[1], w1.id, '4.000', '3.000', '1.000']]);
    expect((await get<StockDangerRow>('/wms/stock/danger', { over: 1, warehouse_id: w2.id })).list).toEqual([]);
    expect((await set({ sku_id: beer.skuIds[1], warehouse_id: w1.id, safety_stock: null, upper_limit: '4' })).code).toBe(200);
    expect((await get<StockDangerRow>('/wms/stock/danger', { over: 1 })).list).toEqual([]);
    expect((await t.call('GET', '/wms/stock/danger', { ...admin(), query: { over: 'x' } })).code).toBe(422);
  });

  it('refuses bad limits, SKUs and warehouses of others, and changes nothing', async () => {
    const set = (body: Record<string, unknown>, as = admin()) => t.call('PUT', '/wms/stock/alert', { ...as, body });
    const base = { sku_id: beer.skuIds[2], warehouse_id: w1.id, safety_stock: '1', upper_limit: '2' };
    expect(await set({ ...base, safety_stock: '-1' })).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: 'safety_stock' })] } });
    expect(await set({ ...base, safety_stock: '1.2345' })).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: 'safety_stock' })] } });
    expect(await set({ ...base, upper_limit: '0.5' })).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: 'upper_limit' })] } });
    expect(await set({ ...base, warehouse_id: theirs.id })).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: 'warehouse_id' })] } });
    const theirGoods = await createTestGoods(t, other.tokens.admin, { skus: 1 });
    expect(await set({ ...base, sku_id: theirGoods.skuIds[0] })).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: 'sku_id' })] } });
    // none of the refusals made a row; a warehouse of another store the member works in is taken
    expect((await set({ ...base, warehouse_id: w3.id })).code).toBe(200);
    expect((await get<StockRow>('/wms/stock', { sku_ids: String(beer.skuIds[2]) })).list.map((r) => r.warehouse_id)).toEqual([]);
  });

  it('lists SKUs whose on hand falls short of open reservations (empty until stock leaves after reserving)', async () => {
    expect((await get<StockLackRow>('/wms/stock/lack')).list).toEqual([]);
    // reserve 2 of w2's 2, then take 1 out (w2 allows negative stock): 1 on hand against 2 promised
    await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      reserveStock({ db: tx, tenantId: tenant.tenantId, staffId: tenant.staff.admin }, { sourceType: 'order', sourceId: 1 }, [{ lineId: 1, skuId: beer.skuIds[0], warehouseId: w2.id, qty: '2' }]),
    );
    expect((await get<StockLackRow>('/wms/stock/lack')).list).toEqual([]);
    await post([{ skuId: beer.skuIds[0], warehouseId: w2.id, qty: '-1' }], StockDocType.stockCount);
    const lack = await get<StockLackRow>('/wms/stock/lack');
    expect(lack.list.map((r) => [r.code, r.warehouse_id, r.on_hand, r.available, r.demand, r.lack])).toEqual([[beer.skuCodes[0], w2.id, '1.000', '-1.000', '2.000', '1.000']]);
    expect((await get<StockLackRow>('/wms/stock/lack', { warehouse_id: w1.id })).list).toEqual([]);
    expect((await get<StockLackRow>('/wms/stock/lack', {}, { token: tenant.tokens.admin, storeId: tenant.stores.b })).list).toEqual([]);

    // the document forms' hint (GET /wms/stock/available): on hand − reserved per SKU asked for, in that order, 0 where never stocked
    const available = (query: Record<string, unknown>, who = tenant.tokens.keeper) => t.call<{ list: AvailableStockRow[] }>('GET', '/wms/stock/available', { token: who, storeId: tenant.stores.a, query });
    const [b0, , b2] = beer.skuIds;
    const reply = await available({ warehouse_id: w2.id, sku_ids: `${b2},${b0}` });
    expect(reply.data.list.map((r) => [r.sku_id, r.on_hand, r.reserved, r.available])).toEqual([[b2, '0.000', '0.000', '0.000'], [b0, '1.000', '2.000', '-1.000']]);
    expect((await available({ warehouse_id: w2.id, sku_ids: String(b0) }, tenant.tokens.viewer)).code).toBe(200);
    // a read under a page's permission answers 401 (the no-auth page), as the stock list does
    expect((await available({ warehouse_id: w2.id, sku_ids: String(b0) }, tenant.tokens.nobody)).code).toBe(401);
    // the keeper works in store A: store B's and another tenant's warehouses are refused on the field; bad ids too
    for (const query of [{ warehouse_id: w3.id, sku_ids: String(b0) }, { warehouse_id: theirs.id, sku_ids: String(b0) }]) {
      expect(await available(query)).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: 'warehouse_id' })] } });
    }
    for (const query of [{ warehouse_id: w2.id }, { warehouse_id: w2.id, sku_ids: 'x' }, { warehouse_id: w2.id, sku_ids: Array.from({ length: 201 }, (_, i) => i + 1).join(',') }]) {
      expect(await available(query)).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field: expect.stringMatching(/^sku_ids/) })] } });
    }
  });
});

describe('the daily safety stock rule', () => {
  it('tells a warehouse’s managers once about SKUs newly below safety, and again after they recovered and fell', async () => {
    const wh = await makeWarehouse(tenant, tenant.stores.a);
    expect((await t.call('PUT', `/wms/warehouse/${wh.id}/managers`, { ...admin(), body: { staff_ids: [tenant.staff.viewer] } })).code).toBe(200);
    const sku = wine.skuIds[0];
    await post([{ skuId: sku, warehouseId: wh.id, qty: '3', unitCost: '1' }]);
    expect((await t.call('PUT', '/wms/stock/alert', { ...admin(), body: { sku_id: sku, warehouse_id: wh.id, safety_stock: '5', upper_limit: null } })).code).toBe(200);
    const inbox = async () =>
      (await t.call<ListData<{ title: string; content: string; type: string }>>('GET', '/messages', { token: tenant.tokens.viewer, storeId: tenant.stores.a, query: { page_size: 100 } })).data.list.filter((m) =>
        m.content.includes(wine.skuCodes[0]),
      );
    const run = () => runStockAlerts({ db: t.app.database.db, now: new Date() });
    await run();
    const told = await inbox();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'warehouse', title: expect.stringContaining('库存预警') });
    expect(told[0].content).toContain(`[${wine.skuCodes[0]}] 3/5`);
    await run(); // still below: not told again
    expect(await inbox()).toHaveLength(1);
    await post([{ skuId: sku, warehouseId: wh.id, qty: '4', unitCost: '1' }]);
    await run(); // back above safety: forgotten
    await post([{ skuId: sku, warehouseId: wh.id, qty: '-6' }], StockDocType.outboundDeliveryOrder);
    await run(); // below again: told again
    expect(await inbox()).toHaveLength(2);
  });
});
