import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { todayIn } from '@tradewind/contract/common/time';
import type { OutboundDetail } from '@tradewind/contract/wms/outbound.schema';
import type { StockRow } from '@tradewind/contract/wms/stock-view.schema';
import type { TransferOrderDetail, TransferOrderList } from '@tradewind/contract/wms/transfer-order.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { createTestWarehouse } from '@/test/fixtures/wms/warehouse-test-fixture';
import { downloadExport } from '@/test/test-exports';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { checkStockLedger } from '../stock/ledger-check';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let goods: TestGoods;
/** store A: source (locations A-01 default, A-02) and a second warehouse (B-01 default, B-02); store B: one warehouse */
let src: number;
let dst: number;
let far: number;
let srcLoc: Record<string, number> = {};
let dstLoc: Record<string, number> = {};

const P = 'wms:transfer_order';
const admin = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });
const keeper = () => ({ token: tenant.tokens.keeper, storeId: tenant.stores.a });

async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, as = admin()): Promise<T> {
  const reply = await t.call<T>(method, url, { ...as, body });
  if (reply.code !== 200) throw new Error(`${method} ${url}: ${reply.code} ${reply.message} ${JSON.stringify(reply.data)}`);
  return reply.data;
}

const warehouse = (name: string, codes: string[], storeId = tenant.stores.a) => createTestWarehouse(t, { token: tenant.tokens.admin, storeId }, name, codes);

/** Stock in through an audited warehousing entry (type other) at `price` per base unit. */
async function stockIn(warehouseId: number, skuId: number, qty: number, price: string, locationId?: number) {
  const entry = await ok<WarehousingEntryDetail>('POST', '/wms/warehousing_entry', { type: 6, warehouse_id: warehouseId, lines: [{ sku_id: skuId, unit_id: goods.unitId, qty, price, location_id: locationId ?? null }] });
  if (entry.status === 0) await ok('PUT', `/wms/warehousing_entry/${entry.id}/audit`, {});
}

async function onHand(skuId: number, warehouseId: number, locationId?: number): Promise<{ onHand: number; cost: number }> {
  const [row] = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
    locationId
      ? queryRows<{ on_hand: string; cost: string }>(tx, sql`SELECT on_hand::text, '0' AS cost FROM wms_stock WHERE sku_id = ${skuId} AND warehouse_id = ${warehouseId} AND location_id = ${locationId}`)
      : queryRows<{ on_hand: string; cost: string }>(tx, sql`SELECT on_hand::text, cost::text FROM wms_stock_totals WHERE sku_id = ${skuId} AND warehouse_id = ${warehouseId}`),
  );
  return row ? { onHand: Number(row.on_hand), cost: Number(row.cost) } : { onHand: 0, cost: 0 };
}

/** The stock list's row of a SKU in a warehouse, with its in-transit figure. */
async function stockRow(skuId: number, warehouseId: number): Promise<StockRow | undefined> {
  const page = await ok<ListData<StockRow>>('GET', `/wms/stock?warehouse_id=${warehouseId}&page_size=100`);
  return page.list.find((r) => r.sku_id === skuId);
}

const ledgerClean = () => withTenant(t.app.database.db, tenant.tenantId, (tx) => checkStockLedger(tx, tenant.tenantId));
const draft = (overrides: Record<string, unknown> = {}) => ({
  from_warehouse_id: src,
  to_warehouse_id: dst,
  remark: '补货到二号仓',
  lines: [{ sku_id: goods.skuIds[0], unit_id: goods.unitId, qty: 5 }],
  ...overrides,
});

beforeAll(async () => {
  const prefix = `to${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'keeper', name: 'Keeper', permissions: ['wms:stock:list', ...['list', 'create', 'update', 'delete', 'audit', 'cancel', 'receive', 'close'].map((a) => `${P}:${a}`)] },
      { key: 'viewer', name: 'Viewer', permissions: [`${P}:list`] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'keeper', account: `${prefix}_keeper`, name: '仓管老周', password: TEST_PASSWORD, roles: ['keeper'], stores: ['a'] },
      { key: 'viewer', account: `${prefix}_viewer`, name: 'Viewer', password: TEST_PASSWORD, roles: ['viewer'], stores: ['a'] },
      { key: 'nobody', account: `${prefix}_nobody`, name: 'Nobody', password: TEST_PASSWORD, roles: [], stores: ['a'] },
      { key: 'receiver', account: `${prefix}_receiver`, name: '分店仓管', password: TEST_PASSWORD, roles: ['keeper'], stores: ['b'] },
    ],
  });
  other = await t.tenant({});
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 4, name: '调拨测试品' });
  const a = await warehouse('总仓', ['A-01', 'A-02']);
  const b = await warehouse('二号仓', ['B-01', 'B-02']);
  src = a.id;
  srcLoc = a.locs;
  dst = b.id;
  dstLoc = b.locs;
  far = (await warehouse('分店仓', ['F-01'], tenant.stores.b)).id;
  await stockIn(src, goods.skuIds[0], 100, '2.50', srcLoc['A-01']);
  await stockIn(src, goods.skuIds[1], 50, '4.00', srcLoc['A-02']);
});

describe('transfer orders', () => {
  it('ship out of the source on audit, show in transit, are received in part at the outbound’s cost, and the rest is closed as a loss with its reason', async () => {
    const [sku0, sku1] = goods.skuIds;
    const made = await t.call<TransferOrderDetail>('POST', '/wms/transfer_order', {
      ...keeper(),
      body: draft({
        lines: [
          { sku_id: sku0, unit_id: goods.packageUnitId, qty: 2, from_location_id: srcLoc['A-01'], to_location_id: dstLoc['B-02'] },
          { sku_id: sku1, unit_id: goods.unitId, qty: 10, remark: '易碎' },
        ],
      }),
    });
    expect(made.code, JSON.stringify(made)).toBe(200);
    const id = made.data.id;
    expect(made.data.number).toMatch(/^TO\d{8}-\d{4}$/);
    expect(made.data).toMatchObject({
      status: 0,
      from_warehouse_name: '总仓',
      to_warehouse_name: '二号仓',
      total_qty: '34',
      transit_qty: '0',
      created_by_name: '仓管老周',
      lines: [
        { sku_id: sku0, qty: '2', ratio: '12', base_qty: '24', from_location_code: 'A-01', to_location_code: 'B-02', transit_qty: '0' },
        { sku_id: sku1, qty: '10', base_qty: '10', from_location_id: null, to_location_id: null, remark: '易碎' },
      ],
      moves: [],
      logs: [{ action: 'create', to_status: 0 }],
    });
    expect(await onHand(sku0, src)).toEqual({ onHand: 100, cost: 2.5 });

    // audit ships: the source loses the goods (sku1 from the default location A-01 holds none: 409, nothing posts)
    const short = await t.call('PUT', `/wms/transfer_order/${id}/audit`, { ...keeper(), body: {} });
    expect(short).toMatchObject({ code: 409 });
    expect(await onHand(sku0, src)).toEqual({ onHand: 100, cost: 2.5 });
    const fixed = await t.call<TransferOrderDetail>('PUT', '/wms/transfer_order', {
      ...keeper(),
      body: {
        id,
        ...draft({
          lines: [
            { sku_id: sku0, unit_id: goods.packageUnitId, qty: 2, from_location_id: srcLoc['A-01'], to_location_id: dstLoc['B-02'] },
            { sku_id: sku1, unit_id: goods.unitId, qty: 10, from_location_id: srcLoc['A-02'] },
          ],
        }),
      },
    });
    expect(fixed.code, JSON.stringify(fixed)).toBe(200);
    const audited = await t.call<TransferOrderDetail>('PUT', `/wms/transfer_order/${id}/audit`, { ...keeper(), body: { remark: '装车' } });
    expect(audited.code, JSON.stringify(audited)).toBe(200);
    expect(audited.data).toMatchObject({
      status: 1,
      transit_qty: '34',
      total_amount: '100.00',
      audited_by_name: '仓管老周',
      lines: [
        { unit_cost: '2.5000', amount: '60.00', transit_qty: '24' },
        { unit_cost: '4.0000', amount: '40.00', transit_qty: '10' },
      ],
      logs: [{ action: 'create' }, { action: 'audit', from_status: 0, to_status: 1, remark: '装车' }],
    });
    expect(audited.data.moves.map((m) => [m.warehouse_name, m.location_code, m.qty])).toEqual([
      ['总仓', 'A-01', '-24'],
      ['总仓', 'A-02', '-10'],
    ]);
    expect(await onHand(sku0, src)).toEqual({ onHand: 76, cost: 2.5 });
    expect(await onHand(sku1, src)).toEqual({ onHand: 40, cost: 4 });
    // in transit: the target warehouse's row on the stock list, nothing on hand there yet
    expect(await stockRow(sku0, dst)).toMatchObject({ on_hand: '0.000', in_transit: '24.000' });
    expect(await stockRow(sku0, src)).toMatchObject({ on_hand: '76.000', in_transit: '0.000' });

    // a partial receipt: 20 of 24 into B-01 (not the proposed B-02), all 10 of sku1 into the target's default
    const [line0, line1] = audited.data.lines;
    // one past what is in transit: refused on the line, naming the 24 in transit; nothing received
    const over = await t.call('PUT', `/wms/transfer_order/${id}/receive`, { ...keeper(), body: { lines: [{ item_id: line0.id, qty: 25 }] } });
    expect(over).toMatchObject({ code: 422, data: { errors: [{ field: 'lines.0.qty', message: `${line0.sku_code} 在途只有 24，不能收货 25` }] } });
    const overEn = await t.call('PUT', `/wms/transfer_order/${id}/receive`, { ...keeper(), headers: { 'accept-language': 'en-US' }, body: { lines: [{ item_id: line0.id, qty: 25 }] } });
    expect(overEn.message).toBe(`${line0.sku_code}: only 24 is in transit, 25 cannot be received`);
    expect(await ok<TransferOrderDetail>('GET', `/wms/transfer_order/${id}`)).toMatchObject({ status: 1, received_qty: '0', lines: [{ received_qty: '0', transit_qty: '24' }, { received_qty: '0', transit_qty: '10' }] });
    expect(await stockRow(sku0, dst)).toMatchObject({ on_hand: '0.000', in_transit: '24.000' });
    const part = await t.call<TransferOrderDetail>('PUT', `/wms/transfer_order/${id}/receive`, {
      ...keeper(),
      body: { lines: [{ item_id: line0.id, qty: 20, location_id: dstLoc['B-01'] }, { item_id: line1.id, qty: 10 }], remark: '第一车' },
    });
    expect(part.code, JSON.stringify(part)).toBe(200);
    expect(part.data).toMatchObject({ status: 3, received_qty: '30', transit_qty: '4', received_by_name: '仓管老周', lines: [{ received_qty: '20', transit_qty: '4' }, { received_qty: '10', transit_qty: '0' }] });
    expect(part.data.logs.at(-1)).toMatchObject({ action: 'receive', from_status: 1, to_status: 3, remark: '第一车' });
    // inbound at the cost the outbound carried
    expect(await onHand(sku0, dst)).toEqual({ onHand: 20, cost: 2.5 });
    expect(await onHand(sku0, dst, dstLoc['B-01'])).toMatchObject({ onHand: 20 });
    expect(await onHand(sku1, dst, dstLoc['B-01'])).toMatchObject({ onHand: 10 });
    expect(await stockRow(sku0, dst)).toMatchObject({ on_hand: '20.000', in_transit: '4.000' });

    // the rest is lost: a reason is required; no stock comes back for it
    expect(await t.call('PUT', `/wms/transfer_order/${id}/close`, { ...keeper(), body: { reason: ' ' } })).toMatchObject({ code: 422, data: { errors: [{ field: 'reason' }] } });
    const closed = await t.call<TransferOrderDetail>('PUT', `/wms/transfer_order/${id}/close`, { ...keeper(), body: { reason: '运输途中破损 4 个' } });
    expect(closed.code, JSON.stringify(closed)).toBe(200);
    expect(closed.data).toMatchObject({
      status: 2,
      received_qty: '30',
      lost_qty: '4',
      transit_qty: '0',
      loss_reason: '运输途中破损 4 个',
      lines: [{ lost_qty: '4', transit_qty: '0', loss_reason: '运输途中破损 4 个' }, { lost_qty: '0', loss_reason: null }],
    });
    expect(closed.data.logs.map((l) => l.action)).toEqual(['create', 'audit', 'receive', 'close']);
    expect(closed.data.logs.at(-1)).toMatchObject({ from_status: 3, to_status: 2, remark: '运输途中破损 4 个' });
    expect(closed.data.moves).toHaveLength(4);
    expect(await onHand(sku0, dst)).toEqual({ onHand: 20, cost: 2.5 });
    expect(await stockRow(sku0, dst)).toMatchObject({ in_transit: '0.000' });

    // nothing more may happen to it
    for (const [method, url, body] of [
      ['PUT', `/wms/transfer_order/${id}/audit`, {}],
      ['PUT', `/wms/transfer_order/${id}/cancel`, {}],
      ['PUT', `/wms/transfer_order/${id}/receive`, { lines: [{ item_id: line0.id, qty: 1 }] }],
      ['PUT', `/wms/transfer_order/${id}/close`, { reason: '再关一次' }],
      ['PUT', '/wms/transfer_order', { id, ...draft() }],
      ['DELETE', `/wms/transfer_order/${id}`, undefined],
    ] as const)
      expect((await t.call(method, url, { ...keeper(), body })).code, `${method} ${url}`).toBe(409);
    // the history names the transfer
    const history = await ok<ListData<{ doc_type: string; doc_no: string }>>('GET', `/wms/stock/history?sku_id=${sku0}&doc_type=transfer_order`);
    expect(history.list.map((m) => m.doc_no)).toEqual([made.data.number, made.data.number]);
    expect(await ledgerClean()).toEqual([]);
  });

  it('list with filters, tabs’ counts and export; drafts are edited, cancelled and deleted; another store’s target needs cross_store', async () => {
    const [sku0, , sku2] = goods.skuIds;
    const one = await ok<TransferOrderDetail>('POST', '/wms/transfer_order', draft({ lines: [{ sku_id: sku2, unit_id: goods.unitId, qty: 3 }] }), keeper());
    const two = await ok<TransferOrderDetail>('POST', '/wms/transfer_order', draft({ remark: '备用' }), keeper());
    const list = async (query: Record<string, unknown>) =>
      (await t.call<TransferOrderList>('GET', '/wms/transfer_orders', { ...keeper(), query: { page_size: 100, ...query } })).data;
    const ids = async (query: Record<string, unknown>) => (await list(query)).list.map((r) => r.id);
    expect(await ids({ keyword: one.number })).toEqual([one.id]);
    expect(await ids({ sku_keyword: goods.skuCodes[2] })).toEqual([one.id]);
    expect((await ids({ status: 0 })).slice(0, 2)).toEqual([two.id, one.id]);
    expect(await ids({ status: 0, from_warehouse_id: dst })).toEqual([]);
    expect((await ids({ to_warehouse_id: dst, start_date: todayIn('Asia/Shanghai'), end_date: todayIn('Asia/Shanghai') })).slice(0, 2)).toEqual([two.id, one.id]);
    expect(await ids({ end_date: '2020-01-01' })).toEqual([]);
    const counted = await list({});
    expect(counted.counts).toMatchObject({ all: counted.pagination.total, 0: 2, 2: 1 });
    expect((await t.call('GET', '/wms/transfer_orders', { ...keeper(), query: { start_date: '2026-02-01', end_date: '2026-01-01' } })).code).toBe(422);
    expect((await t.call('GET', '/wms/transfer_orders', { ...keeper(), query: { status: 9 } })).code).toBe(422);

    const started = await t.call<{ id: number }>('GET', '/wms/transfer_orders/export', { ...admin(), query: { keyword: one.number } });
    expect(started.code).toBe(200);
    const sheet = await downloadExport(t, tenant.tokens.admin, started.data.id);
    expect(sheet[0].slice(0, 5)).toEqual(['单号', '状态', '调出仓库', '调入仓库', '调入门店']);
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[6]])).toEqual([[one.number, '草稿', '总仓', '二号仓', 3]]);

    const edited = await ok<TransferOrderDetail>('PUT', '/wms/transfer_order', { id: two.id, ...draft({ remark: null, lines: [{ sku_id: sku0, unit_id: goods.unitId, qty: 7, to_location_id: dstLoc['B-02'] }] }) }, keeper());
    expect(edited).toMatchObject({ remark: null, total_qty: '7', lines: [{ qty: '7', to_location_code: 'B-02' }] });
    const cancelled = await ok<TransferOrderDetail>('PUT', `/wms/transfer_order/${one.id}/cancel`, { remark: '不调了' }, keeper());
    expect(cancelled).toMatchObject({ status: 4, logs: [{ action: 'create' }, { action: 'cancel', from_status: 0, to_status: 4, remark: '不调了' }] });
    expect((await t.call('PUT', `/wms/transfer_order/${one.id}/audit`, { ...keeper(), body: {} })).code).toBe(409);
    expect((await t.call('DELETE', `/wms/transfer_order/${two.id}`, keeper())).code).toBe(200);
    expect((await t.call('GET', `/wms/transfer_order/${two.id}`, keeper())).code).toBe(404);

    // another store's warehouse: refused without cross_store (402), allowed with it; both stores list it
    expect((await t.call('POST', '/wms/transfer_order', { ...keeper(), body: draft({ to_warehouse_id: far }) })).code).toBe(402);
    const cross = await ok<TransferOrderDetail>('POST', '/wms/transfer_order', draft({ to_warehouse_id: far }));
    expect(cross).toMatchObject({ store_id: tenant.stores.a, to_store_id: tenant.stores.b, to_warehouse_name: '分店仓' });
    // the target store sees the draft but does not ship it: that is the source store's
    const theirs = { token: tenant.tokens.receiver, storeId: tenant.stores.b };
    expect((await t.call('GET', `/wms/transfer_order/${cross.id}`, theirs)).code).toBe(200);
    for (const action of ['audit', 'cancel']) expect((await t.call('PUT', `/wms/transfer_order/${cross.id}/${action}`, { ...theirs, body: {} })).code, action).toBe(404);
    expect((await t.call('DELETE', `/wms/transfer_order/${cross.id}`, theirs)).code).toBe(404);
    await ok('PUT', `/wms/transfer_order/${cross.id}/audit`, {});
    expect((await t.call<TransferOrderList>('GET', '/wms/transfer_orders', { ...theirs, query: { status: 1 } })).data.list.map((r) => r.id)).toEqual([cross.id]);
    const item = (await ok<TransferOrderDetail>('GET', `/wms/transfer_order/${cross.id}`, undefined, theirs)).lines[0].id;
    expect(await ok<TransferOrderDetail>('PUT', `/wms/transfer_order/${cross.id}/receive`, { lines: [{ item_id: item, qty: 5 }] }, theirs)).toMatchObject({ status: 2, received_by_name: '分店仓管' });
    expect(await ledgerClean()).toEqual([]);
  });

  it('refuse bad input (422 on the field, nothing saved), members without the permission (402) and other tenants’ transfers (404)', async () => {
    const before = (await t.call<TransferOrderList>('GET', '/wms/transfer_orders', admin())).data.counts.all;
    const line = { sku_id: goods.skuIds[0], unit_id: goods.unitId, qty: 1 };
    const theirWarehouse = (await t.call<Warehouse>('POST', '/wms/warehouse', { token: other.tokens.admin, storeId: other.stores.a, body: { name: '别家仓', code: `X${randomBytes(3).toString('hex')}` } })).data.id;
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ from_warehouse_id: null }, 'from_warehouse_id'],
      [{ to_warehouse_id: src }, 'to_warehouse_id'],
      [{ from_warehouse_id: theirWarehouse }, 'from_warehouse_id'],
      [{ to_warehouse_id: theirWarehouse }, 'to_warehouse_id'],
      [{ remark: 'x'.repeat(201) }, 'remark'],
      [{ lines: [] }, 'lines'],
      [{ lines: 'x' }, 'lines'],
      [{ lines: [{ ...line, qty: 0 }] }, 'lines.0.qty'],
      [{ lines: [{ ...line, qty: 1.5 }] }, 'lines.0.qty'],
      [{ lines: [{ ...line, qty: 'abc' }] }, 'lines.0.qty'],
      [{ lines: [{ ...line, unit_id: 999999 }] }, 'lines.0.unit_id'],
      [{ lines: [{ ...line, sku_id: 999999 }] }, 'lines.0.sku_id'],
      [{ lines: [{ ...line, from_location_id: dstLoc['B-01'] }] }, 'lines.0.from_location_id'],
      [{ lines: [{ ...line, to_location_id: srcLoc['A-01'] }] }, 'lines.0.to_location_id'],
    ];
    for (const [overrides, field] of bad)
      expect(await t.call('POST', '/wms/transfer_order', { ...admin(), body: draft(overrides) }), JSON.stringify(overrides)).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field })] } });
    expect((await t.call<TransferOrderList>('GET', '/wms/transfer_orders', admin())).data.counts.all).toBe(before);

    const made = await ok<TransferOrderDetail>('POST', '/wms/transfer_order', draft(), keeper());
    // receipts before audit, and receipt lines that are not right
    expect((await t.call('PUT', `/wms/transfer_order/${made.id}/receive`, { ...keeper(), body: { lines: [{ item_id: made.lines[0].id, qty: 1 }] } })).code).toBe(409);
    expect((await t.call('PUT', `/wms/transfer_order/${made.id}/close`, { ...keeper(), body: { reason: '丢失' } })).code).toBe(409);
    await ok('PUT', `/wms/transfer_order/${made.id}/audit`, {}, keeper());
    const item = made.lines[0].id;
    for (const [body, field] of [
      [{ lines: [] }, 'lines'],
      [{ lines: [{ item_id: 999999, qty: 1 }] }, 'lines.0.item_id'],
      [{ lines: [{ item_id: item, qty: 1 }, { item_id: item, qty: 1 }] }, 'lines.1.item_id'],
      [{ lines: [{ item_id: item, qty: 0.5 }] }, 'lines.0.qty'],
      [{ lines: [{ item_id: item, qty: 6 }] }, 'lines.0.qty'],
      [{ lines: [{ item_id: item, qty: 1, location_id: srcLoc['A-01'] }] }, 'lines.0.location_id'],
    ] as const)
      expect(await t.call('PUT', `/wms/transfer_order/${made.id}/receive`, { ...keeper(), body }), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [expect.objectContaining({ field })] } });
    expect((await ok<TransferOrderDetail>('GET', `/wms/transfer_order/${made.id}`)).received_qty).toBe('0');

    // permissions: a viewer lists and reads, nothing else; the nobody not even that
    const viewer = { token: tenant.tokens.viewer, storeId: tenant.stores.a };
    expect((await t.call('GET', `/wms/transfer_order/${made.id}`, viewer)).code).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/wms/transfer_order', draft()],
      ['PUT', '/wms/transfer_order', { id: made.id, ...draft() }],
      ['DELETE', `/wms/transfer_order/${made.id}`, undefined],
      ['PUT', `/wms/transfer_order/${made.id}/audit`, {}],
      ['PUT', `/wms/transfer_order/${made.id}/cancel`, {}],
      ['PUT', `/wms/transfer_order/${made.id}/receive`, { lines: [{ item_id: item, qty: 1 }] }],
      ['PUT', `/wms/transfer_order/${made.id}/close`, { reason: '丢失' }],
      ['GET', '/wms/transfer_orders/export', undefined],
    ] as const)
      expect((await t.call(method, url, { ...viewer, body })).code, `${method} ${url}`).toBe(402);
    // a page the member may not view answers 401 in the body (the no-auth page)
    expect((await t.call('GET', '/wms/transfer_orders', { token: tenant.tokens.nobody, storeId: tenant.stores.a })).code).toBe(401);

    const theirs = { token: other.tokens.admin, storeId: other.stores.a };
    for (const [method, url, body] of [
      ['GET', `/wms/transfer_order/${made.id}`, undefined],
      ['PUT', `/wms/transfer_order/${made.id}/receive`, { lines: [{ item_id: item, qty: 1 }] }],
      ['PUT', `/wms/transfer_order/${made.id}/close`, { reason: '丢失' }],
      ['DELETE', `/wms/transfer_order/${made.id}`, undefined],
    ] as const)
      expect((await t.call(method, url, { ...theirs, body })).code, `${method} ${url}`).toBe(404);
    expect((await t.call<TransferOrderList>('GET', '/wms/transfer_orders', theirs)).data.list).toEqual([]);
    await ok('PUT', `/wms/transfer_order/${made.id}/close`, { reason: '测试结束' }, keeper());
  });

  it('stay exact under 20 concurrent receipts and 20 outbound postings of one SKU: ledger = on hand, no receipt posts twice, nothing left in transit', async () => {
    const sku = goods.skuIds[3];
    await stockIn(src, sku, 200, '3.00');
    await stockIn(dst, sku, 20, '3.00');
    const outbound = async (warehouseId: number) => (await ok<OutboundDetail>('POST', '/wms/outbound_delivery_order', { type: 6, warehouse_id: warehouseId, lines: [{ sku_id: sku, unit_id: goods.unitId, qty: 1 }] })).id;
    const transfers = await Promise.all(Array.from({ length: 10 }, () => ok<TransferOrderDetail>('POST', '/wms/transfer_order', draft({ lines: [{ sku_id: sku, unit_id: goods.unitId, qty: 10 }] }))));
    const fromSource = await Promise.all(Array.from({ length: 10 }, () => outbound(src)));
    // ten audits (out of the source) beside ten outbounds from the same SKU and warehouse
    const shipped = await Promise.all([
      ...transfers.map((x) => t.call('PUT', `/wms/transfer_order/${x.id}/audit`, { ...admin(), body: {} })),
      ...fromSource.map((id) => t.call('PUT', `/wms/outbound_delivery_order/${id}/audit`, { ...admin(), body: {} })),
    ]);
    expect(shipped.map((r) => r.code)).toEqual(Array(20).fill(200));
    expect(await onHand(sku, src)).toMatchObject({ onHand: 90 });
    expect(await stockRow(sku, dst)).toMatchObject({ on_hand: '20.000', in_transit: '100.000' });

    // every transfer received twice at once (a double click, two clerks) beside twenty outbounds from the target
    const fromTarget = await Promise.all(Array.from({ length: 20 }, () => outbound(dst)));
    const receipts = transfers.flatMap((x) => [x, x].map((y) => () => t.call('PUT', `/wms/transfer_order/${y.id}/receive`, { ...admin(), body: { lines: [{ item_id: y.lines[0].id, qty: 10 }] } })));
    const results = await Promise.all([...receipts.map((r) => r()), ...fromTarget.map((id) => t.call('PUT', `/wms/outbound_delivery_order/${id}/audit`, { ...admin(), body: {} }))]);
    const receiptCodes = results.slice(0, 20).map((r) => r.code);
    expect(receiptCodes.filter((c) => c === 200)).toHaveLength(10);
    expect(receiptCodes.filter((c) => c === 409)).toHaveLength(10);
    expect(results.slice(20).map((r) => r.code)).toEqual(Array(20).fill(200));

    const moves = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      queryRows<{ doc_id: number; n: number; qty: string }>(
        tx,
        sql`SELECT doc_id, count(*)::int AS n, sum(qty)::text AS qty FROM wms_stock_moves WHERE doc_type = 'transfer_order' AND sku_id = ${sku} AND qty > 0 GROUP BY doc_id`,
      ),
    );
    expect(moves).toHaveLength(10);
    expect(moves.every((m) => m.n === 1 && Number(m.qty) === 10)).toBe(true);
    expect(await onHand(sku, src)).toMatchObject({ onHand: 90 });
    expect(await onHand(sku, dst)).toMatchObject({ onHand: 100 });
    expect(await stockRow(sku, dst)).toMatchObject({ on_hand: '100.000', in_transit: '0.000' });
    for (const x of transfers) expect((await ok<TransferOrderDetail>('GET', `/wms/transfer_order/${x.id}`)).status).toBe(2);
    expect(await ledgerClean()).toEqual([]);
  });
});
