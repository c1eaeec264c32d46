import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { Outbound, OutboundDetail } from '@tradewind/contract/wms/outbound.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { memberTenant } from '@/test/fixtures/wms/warehouse-test-fixture';
import { useTenantPair, useTestApp } from '@/test/test-app';
import { checkStockLedger } from '../stock/ledger-check';

/** Outbound delivery orders of the manual types (sales: picking/picking.test.ts) and the lack-out list. */
const t = useTestApp();
const [tenant, other] = useTenantPair(
  () => memberTenant(t, 'ob', { key: 'clerk', name: 'Clerk', permissions: ['wms:outbound_delivery_order:list', 'wms:outbound_delivery_order:create'] }),
  () => t.tenant({}),
);
let goods: TestGoods;
let warehouseId: number;
let loc: number;
type Errors = { errors: Array<{ field: string; message: string }> };
const admin = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });
const clerk = () => ({ token: tenant.tokens.clerk, storeId: tenant.stores.a });
const create = (body: Record<string, unknown>, who = admin()) => t.call<OutboundDetail>('POST', '/wms/outbound_delivery_order', { ...who, body });
const audit = (id: number) => t.call<OutboundDetail>('PUT', `/wms/outbound_delivery_order/${id}/audit`, { ...admin(), body: {} });
const line = (qty: number, skuIndex = 0) => ({ sku_id: goods.skuIds[skuIndex], unit_id: goods.unitId, qty, location_id: loc });

beforeAll(async () => {
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 2, name: '出库测试' });
  const code = `W${randomBytes(3).toString('hex')}`;
  warehouseId = (await t.call<Warehouse>('POST', '/wms/warehouse', { ...admin(), body: { name: `仓${code}`, code } })).data.id;
  loc = (await t.call<Location>('POST', '/wms/location', { ...admin(), body: { warehouse_id: warehouseId, code: 'A-01' } })).data.id;
  const entry = await t.call<WarehousingEntryDetail>('POST', '/wms/warehousing_entry', { ...admin(), body: { type: 6, warehouse_id: warehouseId, lines: [{ ...line(20), price: 5 }] } });
  if (entry.data.status === 0) await t.call('PUT', `/wms/warehousing_entry/${entry.data.id}/audit`, { ...admin(), body: {} });
});

describe('outbound delivery orders (manual types)', () => {
  it('are drafts edited freely; audit takes the lines out of their locations once, also when audits race', async () => {
    const draft = await create({ type: 5, warehouse_id: warehouseId, lines: [line(3)] }, clerk());
    expect(draft.code, draft.message).toBe(200);
    expect(draft.data).toMatchObject({ type: 5, status: 0, total_qty: '3' });
    const edited = await t.call<OutboundDetail>('PUT', '/wms/outbound_delivery_order', { ...admin(), body: { id: draft.data.id, warehouse_id: warehouseId, lines: [line(4)] } });
    expect(edited.data.lines.map((l) => l.qty)).toEqual(['4']);
    expect((await t.call('PUT', `/wms/outbound_delivery_order/${draft.data.id}/audit`, { ...clerk(), body: {} })).code).toBe(402);
    const audits = await Promise.all([audit(draft.data.id), audit(draft.data.id), audit(draft.data.id)]);
    expect(audits.map((a) => a.code).sort()).toEqual([200, 409, 409]);
    const stock = await t.call<ListData<{ on_hand: string }>>('GET', '/wms/stock', { ...admin(), query: { warehouse_id: warehouseId, keyword: goods.skuCodes[0] } });
    expect(Number(stock.data.list[0].on_hand)).toBe(16);
    expect((await t.call('PUT', '/wms/outbound_delivery_order', { ...admin(), body: { id: draft.data.id, warehouse_id: warehouseId, lines: [line(1)] } })).code).toBe(409);
    const drift = await withTenant(t.app.database.db, tenant.tenantId, (tx) => checkStockLedger(tx, tenant.tenantId));
    expect(drift).toEqual([]);
  });

  it('two outbounds of one SKU posted at once never take more than there is', async () => {
    const stock = async () => Number((await t.call<ListData<{ on_hand: string }>>('GET', '/wms/stock', { ...admin(), query: { warehouse_id: warehouseId, keyword: goods.skuCodes[0] } })).data.list[0].on_hand);
    const before = await stock();
    const take = Math.floor(before / 2) + 1; // two of these do not fit
    const [a, b] = await Promise.all([create({ type: 6, warehouse_id: warehouseId, lines: [line(take)] }), create({ type: 6, warehouse_id: warehouseId, lines: [line(take)] })]);
    const audits = await Promise.all([audit(a.data.id), audit(b.data.id)]);
    expect(audits.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(await stock()).toBe(before - take);
    const drift = await withTenant(t.app.database.db, tenant.tenantId, (tx) => checkStockLedger(tx, tenant.tenantId));
    expect(drift).toEqual([]);
  });

  it('refuse what does not fit (409, nothing posted) and bad input on the field', async () => {
    const big = await create({ type: 6, warehouse_id: warehouseId, lines: [line(999)] });
    const refused = await audit(big.data.id);
    expect(refused.code).toBe(409);
    expect((await t.call<OutboundDetail>('GET', `/wms/outbound_delivery_order/${big.data.id}`, admin())).data.status).toBe(0);
    const noWarehouse = await create({ type: 6, lines: [line(1)] });
    expect((noWarehouse.data as unknown as Errors).errors[0].field).toBe('warehouse_id');
    const noSupplier = await create({ type: 2, warehouse_id: warehouseId, lines: [line(1)] });
    expect((noSupplier.data as unknown as Errors).errors[0].field).toBe('supplier_id');
    const saleWithoutUnit = await create({ type: 1 });
    expect((saleWithoutUnit.data as unknown as Errors).errors[0].field).toBe('picking_unit_id');
    const badQty = await create({ type: 6, warehouse_id: warehouseId, lines: [line(-1)] });
    expect((badQty.data as unknown as Errors).errors[0].field).toBe('lines.0.qty');
  });

  it('cancel and delete only drafts; lists filter by type and stay in the tenant', async () => {
    const a = await create({ type: 6, warehouse_id: warehouseId, lines: [line(1)] });
    const b = await create({ type: 6, warehouse_id: warehouseId, lines: [line(1)] });
    expect((await t.call<OutboundDetail>('PUT', `/wms/outbound_delivery_order/${a.data.id}/cancel`, { ...admin(), body: { remark: '不用了' } })).data.status).toBe(2);
    expect((await t.call('DELETE', `/wms/outbound_delivery_order/${a.data.id}`, admin())).code).toBe(409);
    expect((await t.call('DELETE', `/wms/outbound_delivery_order/${b.data.id}`, admin())).code).toBe(200);
    const list = await t.call<ListData<Outbound>>('GET', '/wms/outbound_delivery_orders', { ...admin(), query: { type: 5 } });
    expect(list.data.list.every((o) => o.type === 5)).toBe(true);
    const theirs = { token: other.tokens.admin, storeId: other.stores.a };
    expect((await t.call('GET', `/wms/outbound_delivery_order/${list.data.list[0].id}`, theirs)).code).toBe(404);
  });

  it('ship by express: an enabled courier and a tracking number (linked to the tracking page), changed, cleared; a courier in use is not deleted', async () => {
    const sf = (await t.call<{ id: number }>('POST', '/marketing/courier', { ...admin(), body: { code: 'SF', name: '顺丰速运', tracking_url: 'https://www.sf-express.com/waybill?no={no}' } })).data.id;
    const yd = (await t.call<{ id: number }>('POST', '/marketing/courier', { ...admin(), body: { code: 'YD', name: '韵达快递', status: 0 } })).data.id;
    const theirCourier = (await t.call<{ id: number }>('POST', '/marketing/courier', { token: other.tokens.admin, body: { code: 'SF', name: '顺丰' } })).data.id;
    const choices = await t.call<Array<{ id: number; name: string }>>('GET', '/wms/outbound_delivery_order/couriers', admin());
    expect(choices.data.map((c) => c.id)).toEqual([sf]);
    const express = (id: number, body: Record<string, unknown>, who = admin()) => t.call<OutboundDetail>('PUT', `/wms/outbound_delivery_order/${id}/express`, { ...who, body });
    const draft = await create({ type: 6, warehouse_id: warehouseId, lines: [line(1)] });
    const set = await express(draft.data.id, { courier_id: sf, tracking_no: 'SF1234567890' });
    expect(set.code, set.message).toBe(200);
    expect(set.data).toMatchObject({ courier_id: sf, courier_name: '顺丰速运', tracking_no: 'SF1234567890', tracking_url: 'https://www.sf-express.com/waybill?no=SF1234567890', status: 0 });
    expect(set.data.logs.at(-1)).toMatchObject({ action: 'express', remark: '顺丰速运 SF1234567890' });
    // the list finds the parcel by its number
    const found = await t.call<ListData<Outbound>>('GET', '/wms/outbound_delivery_orders', { ...admin(), query: { keyword: 'SF1234567890' } });
    expect(found.data.list.map((o) => [o.id, o.tracking_url])).toEqual([[draft.data.id, 'https://www.sf-express.com/waybill?no=SF1234567890']]);
    // refused: a disabled courier, another tenant's, a number with spaces, one without the other, no permission; nothing changes
    const field = async (body: Record<string, unknown>) => ((await express(draft.data.id, body)).data as unknown as Errors).errors?.[0];
    expect(await field({ courier_id: yd, tracking_no: 'YD1' })).toMatchObject({ field: 'courier_id', message: '快递公司已停用，请选择其他快递公司' });
    expect(await field({ courier_id: theirCourier, tracking_no: 'X1' })).toMatchObject({ field: 'courier_id', message: '快递公司不存在' });
    expect(await field({ courier_id: sf, tracking_no: 'SF 123' })).toMatchObject({ field: 'tracking_no' });
    expect(await field({ courier_id: sf })).toMatchObject({ field: 'tracking_no', message: '请填写快递单号' });
    expect(await field({ tracking_no: 'SF9' })).toMatchObject({ field: 'courier_id' });
    expect((await express(draft.data.id, { courier_id: sf, tracking_no: 'SF9' }, clerk())).code).toBe(402);
    expect((await t.call('GET', '/wms/outbound_delivery_order/couriers', clerk())).code).toBe(402);
    expect((await t.call('PUT', `/wms/outbound_delivery_order/${draft.data.id}/express`, { token: other.tokens.admin, storeId: other.stores.a, body: { courier_id: theirCourier, tracking_no: 'X1' } })).code).toBe(404);
    expect((await t.call<OutboundDetail>('GET', `/wms/outbound_delivery_order/${draft.data.id}`, admin())).data.tracking_no).toBe('SF1234567890');
    // in use: the courier is disabled instead of deleted; the outbound keeps it and may change its number
    expect(await t.call('DELETE', `/marketing/courier/${sf}`, admin())).toMatchObject({ code: 409, message: '快递公司“顺丰速运”已被 1 张出库单使用，不能删除，请停用' });
    expect((await t.call('PUT', `/marketing/courier/${sf}/status`, { ...admin(), body: { status: 0 } })).code).toBe(200);
    expect((await express(draft.data.id, { courier_id: sf, tracking_no: 'SF2' })).data.tracking_no).toBe('SF2');
    // audited and cancelled outbounds: an audited one ships; a cancelled one does not (409)
    expect((await audit(draft.data.id)).data.status).toBe(1);
    const cleared = await express(draft.data.id, { courier_id: null, tracking_no: '' });
    expect(cleared.data).toMatchObject({ courier_id: null, courier_name: null, tracking_no: null, tracking_url: null, status: 1 });
    expect((await t.call('DELETE', `/marketing/courier/${sf}`, admin())).code).toBe(200);
    const gone = await create({ type: 6, warehouse_id: warehouseId, lines: [line(1)] });
    await t.call('PUT', `/wms/outbound_delivery_order/${gone.data.id}/cancel`, { ...admin(), body: {} });
    expect((await t.call('PUT', `/marketing/courier/${yd}/status`, { ...admin(), body: { status: 1 } })).code).toBe(200);
    expect(await express(gone.data.id, { courier_id: yd, tracking_no: 'YD1' })).toMatchObject({ code: 409, message: '出库单已作废，不能快递发货' });
  });

  it('lack-out history lists and exports with its permission', async () => {
    const list = await t.call<ListData<unknown>>('GET', '/wms/lack_out_sku_histories', { ...admin(), query: { start_date: '2020-01-01' } });
    expect(list.code).toBe(200);
    expect(list.data.list).toEqual([]);
    expect((await t.call('GET', '/wms/lack_out_sku_histories', clerk())).code).toBe(401);
    const exported = await t.call<{ id: number }>('GET', '/wms/lack_out_sku_histories/export', admin());
    expect(exported.code).toBe(200);
    expect((await t.call('GET', '/wms/lack_out_sku_histories/export', clerk())).code).toBe(402);
  });
});
