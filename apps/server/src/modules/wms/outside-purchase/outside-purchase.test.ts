import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { todayIn } from '@tradewind/contract/common/time';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { OutsidePurchase, OutsidePurchaseDetail } from '@tradewind/contract/wms/outside-purchase.schema';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { createTestWarehouse, memberTenant, stockTotals } from '@/test/fixtures/wms/warehouse-test-fixture';
import { dateCell, downloadExport } from '@/test/test-exports';
import { useTenantPair, useTestApp } from '@/test/test-app';
import { checkStockLedger } from '../stock/ledger-check';
import { uploadTestImage } from '@/test/test-uploads';

const t = useTestApp();
const [tenant, other] = useTenantPair(
  () => memberTenant(t, 'op', { key: 'buyer', name: '采购小王', permissions: ['wms:outside_purchase_order:list', 'wms:outside_purchase_order:create', 'wms:outside_purchase_order:update'] }),
  () => t.tenant({}),
);
let goods: TestGoods;
let warehouseId: number;
let loc: number;
let fallbackLoc: number;
let theirLoc: number;
let theirWarehouse: number;

/** the seller's receipt: one of the tenant's uploads */
let receiptPhoto: string;

const admin = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });
const buyer = () => ({ token: tenant.tokens.buyer, storeId: tenant.stores.a });
const today = () => todayIn('Asia/Shanghai');

const body = (overrides: Record<string, unknown> = {}) => ({
  warehouse_id: warehouseId,
  seller_name: '农贸市场 3 号摊',
  seller_place: '曹安路农贸市场',
  purchase_date: today(),
  photos: [receiptPhoto],
  remark: '缺货临时采购',
  lines: [{ sku_id: goods.skuIds[0], unit_id: goods.packageUnitId, qty: 2, price: '36.00', location_id: loc }],
  ...overrides,
});

async function stockRow(skuId: number) {
  const row = await stockTotals(t, tenant.tenantId, skuId, warehouseId);
  return row ? { onHand: Number(row.on_hand), cost: Number(row.cost) } : { onHand: 0, cost: 0 };
}

beforeAll(async () => {
  receiptPhoto = await uploadTestImage(t, tenant.tokens.admin);
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 2, name: '青菜' });
  const w = await createTestWarehouse(t, admin(), '市场采购仓', ['M-01', 'M-00'], 'M-00');
  [warehouseId, loc, fallbackLoc] = [w.id, w.locs['M-01'], w.locs['M-00']];
  const theirs = await createTestWarehouse(t, { token: other.tokens.admin, storeId: other.stores.a }, '别家仓', ['X-01']);
  [theirWarehouse, theirLoc] = [theirs.id, theirs.locs['X-01']];
});

describe('outside purchase orders', () => {
  it('are recorded as drafts with photos, and the audit receives the lines through an audited warehousing entry (moving-average cost)', async () => {
    const [sku] = goods.skuIds;
    // a draft first, so that this order's id and its entry's differ even on a fresh database (the action log check below)
    expect((await t.call('POST', '/wms/outside_purchase_order', { ...buyer(), body: body() })).code).toBe(200);
    const made = await t.call<OutsidePurchaseDetail>('POST', '/wms/outside_purchase_order', { ...buyer(), body: body() });
    expect(made.code, JSON.stringify(made)).toBe(200);
    expect(made.data).toMatchObject({
      status: 0,
      seller_name: '农贸市场 3 号摊',
      seller_place: '曹安路农贸市场',
      buyer_id: tenant.staff.buyer,
      buyer_name: '采购小王',
      purchase_date: today(),
      photos: [receiptPhoto],
      total_amount: '72.00',
      entry_id: null,
      lines: [{ qty: '2', base_qty: '24', location_id: loc, price: '36.00', amount: '72.00' }],
      logs: [{ action: 'create', to_status: 0 }],
    });
    expect(made.data.number).toMatch(/^OP\d{8}-\d{4}$/);
    expect(made.data).not.toHaveProperty('supplier_id');
    expect(await stockRow(sku)).toEqual({ onHand: 0, cost: 0 });

    const audited = await t.call<OutsidePurchaseDetail>('PUT', `/wms/outside_purchase_order/${made.data.id}/audit`, { ...admin(), body: { remark: '票据已核' } });
    expect(audited.code, JSON.stringify(audited)).toBe(200);
    expect(audited.data).toMatchObject({ status: 1, audited_by_name: 'Admin', logs: [{ action: 'create' }, { action: 'audit', to_status: 1, remark: '票据已核' }] });
    // the action log names the outside purchase: the entry it makes and audits inside is locked after it
    const [logged] = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      queryRows<{ target_id: string }>(tx, sql`SELECT target_id FROM action_logs WHERE path = ${`/api/v1/wms/outside_purchase_order/${made.data.id}/audit`} ORDER BY id DESC LIMIT 1`),
    );
    expect(logged?.target_id).toBe(String(made.data.id));
    // 24 base units at 36.00 a box of 12: cost 3.00 each
    expect(await stockRow(sku)).toEqual({ onHand: 24, cost: 3 });
    const entry = await t.call<WarehousingEntryDetail>('GET', `/wms/warehousing_entry/${audited.data.entry_id}`, admin());
    expect(entry.data).toMatchObject({ type: 6, status: 1, number: audited.data.entry_number, lines: [{ base_qty: '24', location_id: loc, price: '36.00' }] });
    expect(entry.data.remark).toContain(made.data.number);
    // the move names the entry, so stock history links to it
    const moves = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      queryRows<{ doc_type: string; doc_id: number }>(tx, sql`SELECT doc_type, doc_id FROM wms_stock_moves WHERE sku_id = ${sku} AND warehouse_id = ${warehouseId}`),
    );
    expect(moves).toEqual([{ doc_type: 'warehousing_entry', doc_id: audited.data.entry_id }]);

    // a second purchase at another price moves the average; audited and cancelled orders are not touched again
    const second = await t.call<OutsidePurchaseDetail>('POST', '/wms/outside_purchase_order', { ...admin(), body: body({ lines: [{ sku_id: sku, unit_id: goods.unitId, qty: 6, price: '4.50' }] }) });
    const twice = await Promise.all([1, 2].map(() => t.call('PUT', `/wms/outside_purchase_order/${second.data.id}/audit`, { ...admin(), body: {} })));
    expect(twice.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(await stockRow(sku)).toEqual({ onHand: 30, cost: 3.3 });
    for (const [method, url] of [
      ['PUT', `/wms/outside_purchase_order/${made.data.id}/audit`],
      ['PUT', `/wms/outside_purchase_order/${made.data.id}/cancel`],
      ['DELETE', `/wms/outside_purchase_order/${made.data.id}`],
    ] as const)
      expect((await t.call(method, url, { ...admin(), body: {} })).code, `${method} ${url}`).toBe(409);
    expect((await t.call('PUT', '/wms/outside_purchase_order', { ...admin(), body: { ...body(), id: made.data.id } })).code).toBe(409);
    expect(await withTenant(t.app.database.db, tenant.tenantId, (tx) => checkStockLedger(tx, tenant.tenantId))).toEqual([]);
  });

  it('lists by number or seller, state, warehouse and purchase date; edits, cancels and deletes drafts; exports', async () => {
    const make = (o: Record<string, unknown>) => t.call<OutsidePurchaseDetail>('POST', '/wms/outside_purchase_order', { ...admin(), body: body(o) });
    const early = await make({ seller_name: '早市王记', purchase_date: '2026-01-05' });
    const late = await make({ seller_name: '夜市李记', purchase_date: '2026-01-20', buyer_id: tenant.staff.buyer });
    const list = async (query: Record<string, unknown>) =>
      (await t.call<ListData<OutsidePurchase>>('GET', '/wms/outside_purchase_orders', { ...admin(), query: { warehouse_id: warehouseId, ...query } })).data.list.map((r) => r.id);
    expect(await list({ start_date: '2026-01-01', end_date: '2026-01-10' })).toEqual([early.data.id]);
    expect(await list({ start_date: '2026-01-20', end_date: '2026-01-20' })).toEqual([late.data.id]);
    expect(await list({ keyword: '李记' })).toEqual([late.data.id]);
    expect(await list({ keyword: late.data.number })).toEqual([late.data.id]);
    expect(await list({ status: 0, end_date: '2026-01-31' })).toEqual([late.data.id, early.data.id]);
    expect((await t.call('GET', '/wms/outside_purchase_orders', { ...admin(), query: { start_date: '2026-02-01', end_date: '2026-01-01' } })).code).toBe(422);
    expect((await t.call('GET', '/wms/outside_purchase_orders', { ...admin(), query: { status: 7 } })).code).toBe(422);

    const edited = await t.call<OutsidePurchaseDetail>('PUT', '/wms/outside_purchase_order', {
      ...buyer(),
      body: { ...body({ seller_name: '夜市李记', purchase_date: '2026-01-21', photos: [] }), id: late.data.id, lines: [{ sku_id: goods.skuIds[1], unit_id: goods.unitId, qty: 3, price: '1.10' }] },
    });
    expect(edited.data).toMatchObject({ purchase_date: '2026-01-21', photos: [], total_amount: '3.30', buyer_id: tenant.staff.buyer, lines: [{ sku_id: goods.skuIds[1], location_id: fallbackLoc }] });

    const started = await t.call<{ id: number }>('GET', '/wms/outside_purchase_orders/export', { ...admin(), query: { keyword: '李记' } });
    expect(started.code).toBe(200);
    const sheet = await downloadExport(t, tenant.tokens.admin, started.data.id);
    expect(sheet[0]).toEqual(['单号', '采购日期', '仓库', '卖方', '采购地点', '采购人', '数量', '金额', '状态', '入库单', '备注', '创建人', '创建时间']);
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[3], r[5], r[7], r[8]])).toEqual([[late.data.number, dateCell('2026-01-21'), '夜市李记', '采购小王', 3.3, '草稿']]);

    expect((await t.call<OutsidePurchaseDetail>('PUT', `/wms/outside_purchase_order/${early.data.id}/cancel`, { ...admin(), body: { remark: '重复录入' } })).data).toMatchObject({ status: 2, logs: [{ action: 'create' }, { action: 'cancel', remark: '重复录入' }] });
    expect((await t.call('PUT', `/wms/outside_purchase_order/${early.data.id}/audit`, { ...admin(), body: {} })).code).toBe(409);
    expect((await t.call('DELETE', `/wms/outside_purchase_order/${late.data.id}`, admin())).code).toBe(200);
    expect((await t.call('GET', `/wms/outside_purchase_order/${late.data.id}`, admin())).code).toBe(404);
  });

  it('refuse bad input (422 on the field, nothing saved), other tenants’ records (404) and members without the permission (402)', async () => {
    const before = (await t.call<ListData<OutsidePurchase>>('GET', '/wms/outside_purchase_orders', admin())).data.pagination.total;
    const line = { sku_id: goods.skuIds[0], unit_id: goods.unitId, qty: 1 };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ seller_name: '' }, 'seller_name'],
      [{ seller_name: 'x'.repeat(51) }, 'seller_name'],
      [{ purchase_date: '2026-02-30' }, 'purchase_date'],
      [{ purchase_date: '2999-01-01' }, 'purchase_date'],
      [{ buyer_id: 999999 }, 'buyer_id'],
      [{ photos: Array.from({ length: 10 }, (_, i) => `/u/${i}.jpg`) }, 'photos'],
      [{ warehouse_id: theirWarehouse }, 'warehouse_id'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ ...line, qty: 0 }] }, 'lines.0.qty'],
      [{ lines: [{ ...line, qty: 0.5 }] }, 'lines.0.qty'],
      [{ lines: [{ ...line, price: -1 }] }, 'lines.0.price'],
      [{ lines: [{ ...line, unit_id: 999999 }] }, 'lines.0.unit_id'],
      [{ lines: [{ ...line, sku_id: 999999 }] }, 'lines.0.sku_id'],
      [{ lines: [{ ...line, location_id: theirLoc }] }, 'lines.0.location_id'],
    ];
    for (const [overrides, field] of bad)
      expect(await t.call('POST', '/wms/outside_purchase_order', { ...admin(), body: body(overrides) }), JSON.stringify(overrides)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    expect((await t.call<ListData<OutsidePurchase>>('GET', '/wms/outside_purchase_orders', admin())).data.pagination.total).toBe(before);

    const made = await t.call<OutsidePurchaseDetail>('POST', '/wms/outside_purchase_order', { ...buyer(), body: body() });
    expect(made.code).toBe(200);
    for (const [method, url] of [
      ['PUT', `/wms/outside_purchase_order/${made.data.id}/audit`],
      ['PUT', `/wms/outside_purchase_order/${made.data.id}/cancel`],
      ['DELETE', `/wms/outside_purchase_order/${made.data.id}`],
      ['GET', '/wms/outside_purchase_orders/export'],
    ] as const)
      expect((await t.call(method, url, { ...buyer(), body: method === 'PUT' ? {} : undefined })).code, `${method} ${url}`).toBe(402);
    const theirs = { token: other.tokens.admin, storeId: other.stores.a };
    expect((await t.call('GET', `/wms/outside_purchase_order/${made.data.id}`, theirs)).code).toBe(404);
    expect((await t.call('PUT', `/wms/outside_purchase_order/${made.data.id}/audit`, { ...theirs, body: {} })).code).toBe(404);
    expect((await t.call<ListData<OutsidePurchase>>('GET', '/wms/outside_purchase_orders', theirs)).data.list).toEqual([]);
    // a line the ledger refuses at audit (its location deleted since) rolls everything back: still a draft, no entry
    const doomed = await t.call<Location>('POST', '/wms/location', { ...admin(), body: { warehouse_id: warehouseId, code: 'M-99' } });
    const draft = await t.call<OutsidePurchaseDetail>('POST', '/wms/outside_purchase_order', { ...admin(), body: body({ lines: [{ ...line, location_id: doomed.data.id }] }) });
    expect((await t.call('DELETE', `/wms/location/${doomed.data.id}`, admin())).code).toBe(200);
    expect((await t.call('PUT', `/wms/outside_purchase_order/${draft.data.id}/audit`, { ...admin(), body: {} })).code).toBe(422);
    expect((await t.call<OutsidePurchaseDetail>('GET', `/wms/outside_purchase_order/${draft.data.id}`, admin())).data).toMatchObject({ status: 0, entry_id: null });
  });
});
