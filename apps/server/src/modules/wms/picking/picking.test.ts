import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { LackOutRow, OutboundDetail } from '@tradewind/contract/wms/outbound.schema';
import type { PickingListDetail, PickingPriceRule, PickingTaskDetail, Picker } from '@tradewind/contract/wms/picking.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { checkStockLedger } from '../stock/ledger-check';

/**
 * Picking and sale outbounds over real orders: orders are made and audited through the oms API (HTTP;
 * wms imports nothing of oms), then waved, split into tasks, confirmed (one short), finished and shipped.
 */
const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let goods: TestGoods;
let warehouseId: number;
let locA: number; // A-01 (default)
let locB: number; // B-01
let customerId: number;
const deliveryDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

const as = (key: string) => ({ token: tenant.tokens[key], storeId: tenant.stores.a });
const admin = () => as('admin');
type Errors = { errors: Array<{ field: string; message: string }> };

async function order(lines: Array<{ sku: number; qty: number }>, date = deliveryDate): Promise<number> {
  const made = await t.call<{ id: number; status: number }>('POST', '/oms/order', {
    ...admin(),
    body: { customer_id: customerId, warehouse_id: warehouseId, delivery_date: date, items: lines.map((l) => ({ sku_id: l.sku, unit_id: goods.unitId, qty: l.qty })) },
  });
  expect(made.code, made.message).toBe(200);
  if (made.data.status === 1) expect((await t.call('PUT', `/oms/order/${made.data.id}/audit`, { ...admin(), body: {} })).code).toBe(200);
  return made.data.id;
}

const orderStatus = async (id: number) => (await t.call<{ status: number }>('GET', `/oms/order/${id}`, admin())).data.status;
const wave = (body: Record<string, unknown>, who = admin()) => t.call<PickingListDetail>('POST', '/wms/picking_list', { ...who, body: { warehouse_id: warehouseId, delivery_date: deliveryDate, ...body } });
const task = (listId: number, itemIds: number[], pickerId: number, who = admin()) => t.call<PickingTaskDetail>('POST', '/wms/picking_task', { ...who, body: { list_id: listId, picker_id: pickerId, item_ids: itemIds } });
const confirm = (id: number, lines: Array<Record<string, unknown>>, who = as('picker')) => t.call<PickingTaskDetail>('PUT', `/wms/picking_task/${id}/confirm`, { ...who, body: { lines } });
const finish = (id: number, who = as('picker')) => t.call<PickingTaskDetail>('PUT', `/wms/picking_task/${id}/finish`, { ...who, body: {} });
const audit = (id: number) => t.call<OutboundDetail>('PUT', `/wms/outbound_delivery_order/${id}/audit`, { ...admin(), body: {} });

async function ledger() {
  return withTenant(t.app.database.db, tenant.tenantId, (tx) => checkStockLedger(tx, tenant.tenantId));
}
async function stockOf(skuId: number) {
  const [row] = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
    queryRows<{ on_hand: string; reserved: string }>(tx, sql`SELECT on_hand::text, reserved::text FROM wms_stock_totals WHERE sku_id = ${skuId} AND warehouse_id = ${warehouseId}`),
  );
  return { onHand: Number(row?.on_hand ?? 0), reserved: Number(row?.reserved ?? 0) };
}

beforeAll(async () => {
  const prefix = `pk${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'picker', name: 'Picker', permissions: ['wms:picking_task:list', 'wms:picking_task:pick'] },
      { key: 'viewer', name: 'Viewer', permissions: ['wms:picking_list:list', 'wms:picking_task:list', 'wms:outbound_delivery_order:list'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'picker', account: `${prefix}_picker`, name: '拣货员甲', password: TEST_PASSWORD, roles: ['picker'], stores: ['a'] },
      { key: 'picker2', account: `${prefix}_picker2`, name: '拣货员乙', password: TEST_PASSWORD, roles: ['picker'], stores: ['a'] },
      { key: 'viewer', account: `${prefix}_viewer`, name: 'Viewer', password: TEST_PASSWORD, roles: ['viewer'], stores: ['a'] },
    ],
  });
  other = await t.tenant({});
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 3, name: '拣货测试' });
  const code = `W${randomBytes(3).toString('hex')}`;
  const w = await t.call<Warehouse>('POST', '/wms/warehouse', { ...admin(), body: { name: `仓${code}`, code } });
  warehouseId = w.data.id;
  locA = (await t.call<Location>('POST', '/wms/location', { ...admin(), body: { warehouse_id: warehouseId, code: 'A-01' } })).data.id;
  locB = (await t.call<Location>('POST', '/wms/location', { ...admin(), body: { warehouse_id: warehouseId, code: 'B-01' } })).data.id;
  await t.call('PUT', `/wms/warehouse/${warehouseId}/default_location`, { ...admin(), body: { location_id: locA } });
  const [s0, s1, s2] = goods.skuIds;
  const entry = await t.call<WarehousingEntryDetail>('POST', '/wms/warehousing_entry', {
    ...admin(),
    body: {
      type: 6,
      warehouse_id: warehouseId,
      lines: [
        { sku_id: s0, unit_id: goods.unitId, qty: 6, price: 2, location_id: locB },
        { sku_id: s0, unit_id: goods.unitId, qty: 4, price: 2, location_id: locA },
        { sku_id: s1, unit_id: goods.unitId, qty: 50, price: 3, location_id: locA },
        { sku_id: s2, unit_id: goods.unitId, qty: 50, price: 3, location_id: locB },
      ],
    },
  });
  if (entry.data.status === 0) await t.call('PUT', `/wms/warehousing_entry/${entry.data.id}/audit`, { ...admin(), body: {} });
  const c = await t.call<{ id: number }>('POST', '/crm/customer', { ...admin(), body: { name: `拣货客户${prefix}`, address: '上海市浦东新区拣货路 1 号', phone: `139${String(Date.now()).slice(-8)}` } });
  expect(c.code, c.message).toBe(200);
  customerId = c.data.id;
});

describe('picking price rules', () => {
  it('are added and edited in the current store, one per target; the SKU rule beats its category', async () => {
    const cat = await t.call<PickingPriceRule>('POST', '/wms/picking_task_price_rule', { ...admin(), body: { target_type: 1, target_id: goods.categoryId, pay_type: 1, price: 0.1 } });
    expect(cat.code, cat.message).toBe(200);
    expect(cat.data).toMatchObject({ target_type: 1, pay_type: 1, price: '0.10', status: 1 });
    const dup = await t.call('POST', '/wms/picking_task_price_rule', { ...admin(), body: { target_type: 1, target_id: goods.categoryId, pay_type: 4, price: 1 } });
    expect(dup.code).toBe(409);
    const sku = await t.call<PickingPriceRule>('POST', '/wms/picking_task_price_rule', { ...admin(), body: { target_type: 2, target_id: goods.skuIds[1], pay_type: 4, price: 0.5 } });
    expect(sku.data.target_code).toBe(goods.skuCodes[1]);
    const edited = await t.call<PickingPriceRule>('PUT', '/wms/picking_task_price_rule', { ...admin(), body: { id: sku.data.id, target_type: 2, target_id: goods.skuIds[1], pay_type: 4, price: 0.8 } });
    expect(edited.data.price).toBe('0.80');
    // moved onto a target that has its rule: the unique index's 409
    expect(await t.call('PUT', '/wms/picking_task_price_rule', { ...admin(), body: { id: sku.data.id, target_type: 1, target_id: goods.categoryId, pay_type: 4, price: 0.8 } })).toMatchObject({ code: 409, message: '该分类或商品已有计价规则' });
    const list = await t.call<ListData<PickingPriceRule>>('GET', '/wms/picking_task_price_rules', { ...admin(), query: { target_type: 2 } });
    expect(list.data.list.map((r) => r.id)).toEqual([sku.data.id]);
  });

  it('refuse bad input with the field and a missing permission', async () => {
    const bad = await t.call<Errors>('POST', '/wms/picking_task_price_rule', { ...admin(), body: { target_type: 2, target_id: goods.skuIds[0], pay_type: 2, price: -1 } });
    expect(bad.code).toBe(422);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['price', 'unit_id']);
    const wrongUnit = await t.call<Errors>('POST', '/wms/picking_task_price_rule', { ...admin(), body: { target_type: 2, target_id: goods.skuIds[2], pay_type: 2, unit_id: goods.unitId, price: 1 } });
    expect(wrongUnit.data.errors[0].field).toBe('unit_id');
    const nosku = await t.call<Errors>('POST', '/wms/picking_task_price_rule', { ...admin(), body: { target_type: 2, target_id: 99999999, pay_type: 1, price: 1 } });
    expect(nosku.data.errors[0].field).toBe('target_id');
    expect((await t.call('POST', '/wms/picking_task_price_rule', { ...as('viewer'), body: { target_type: 1, target_id: goods.categoryId, pay_type: 1, price: 1 } })).code).toBe(402);
    expect((await t.call('GET', '/wms/picking_task_price_rules', as('picker'))).code).toBe(401); // a page it may not view
  });
});

describe('a wave from orders to the outbound', () => {
  it('gathers the date’s audited orders by SKU and location in walking order, splits into tasks, ships what was picked and records the short', async () => {
    const [s0, s1, s2] = goods.skuIds;
    const o1 = await order([{ sku: s0, qty: 7 }, { sku: s1, qty: 5 }]);
    const o2 = await order([{ sku: s0, qty: 2 }, { sku: s2, qty: 4 }]);
    expect(await stockOf(s0)).toEqual({ onHand: 10, reserved: 9 });

    // chosen orders must be open ones; the date's orders make the wave
    const notOpen = await wave({ order_ids: [o1, 99999999] });
    expect(notOpen.code).toBe(422);
    expect((notOpen.data as unknown as Errors).errors[0].field).toBe('order_ids.1');
    expect((await wave({}, as('viewer'))).code).toBe(402);
    const w = await wave({ order_ids: [o1, o2] });
    expect(w.code, w.message).toBe(200);
    expect(w.data).toMatchObject({ status: 1, order_count: 2, sku_count: 3, total_qty: '18' });
    expect(await orderStatus(o1)).toBe(3);
    // s0: 6 at B-01 (fullest first) then 3 at A-01; walking order is location code order
    expect(w.data.items.map((i) => [i.location_code, i.sku_id, i.qty])).toEqual([
      ['A-01', s0, '3'],
      ['A-01', s1, '5'],
      ['B-01', s0, '6'],
      ['B-01', s2, '4'],
    ]);
    expect((await wave({})).code).toBe(409); // nothing left to wave

    const pickers = await t.call<Picker[]>('GET', '/wms/picking_task/pickers', admin());
    const p1 = pickers.data.find((p) => p.name === '拣货员甲')!;
    const p2 = pickers.data.find((p) => p.name === '拣货员乙')!;
    expect(pickers.data.some((p) => p.name === 'Viewer')).toBe(false);
    const badPicker = await task(w.data.id, [w.data.items[0].id], tenant.staff.viewer);
    expect((badPicker.data as unknown as Errors).errors[0].field).toBe('picker_id');
    const t1 = await task(w.data.id, [w.data.items[0].id, w.data.items[1].id], p1.id);
    expect(t1.code, t1.message).toBe(200);
    expect((await task(w.data.id, [w.data.items[1].id], p2.id)).code).toBe(409); // a line in one task only
    const t2 = await task(w.data.id, [w.data.items[2].id, w.data.items[3].id], p2.id);
    expect((await t.call<PickingListDetail>('GET', `/wms/picking_list/${w.data.id}`, admin())).data.status).toBe(2);

    // the sale outbound of o1 exists before picking ends; its audit answers 4091 with the task
    const out1 = await t.call<OutboundDetail>('POST', '/wms/outbound_delivery_order', { ...admin(), body: { type: 1, picking_list_id: w.data.id, order_id: o1 } });
    expect(out1.code, out1.message).toBe(200);
    expect(out1.data.number).toMatch(/^OD\d{8}-\d{4}$/);
    const blocked = await audit(out1.data.id);
    expect(blocked.code).toBe(4091);
    expect(blocked.data).toEqual({ type: 'picking_task', id: t1.data.id });

    // task 1: A-01 s0 picked 1 of 3 (short, with a reason), s1 all
    const [a0, a1] = t1.data.items;
    const noReason = await confirm(t1.data.id, [{ item_id: a0.id, picked_qty: 1 }]);
    expect((noReason.data as unknown as Errors).errors[0].field).toBe('lines.0.short_reason');
    // one past what the line asks (5): refused on the line, the message naming the SKU and the 5; nothing confirmed
    const over = await confirm(t1.data.id, [{ item_id: a1.id, picked_qty: 6 }]);
    expect(over.code).toBe(422);
    expect((over.data as unknown as Errors).errors).toEqual([{ field: 'lines.0.picked_qty', message: `${a1.sku_code} 应拣 5${a1.unit_name}，拣货数量 6 超出` }]);
    const overEn = await t.call('PUT', `/wms/picking_task/${t1.data.id}/confirm`, { ...as('picker'), headers: { 'accept-language': 'en-US' }, body: { lines: [{ item_id: a1.id, picked_qty: '5.001' }] } });
    expect(overEn.message).toBe(`${a1.sku_code}: 5 ${a1.unit_name} to pick; 5.001 is more`);
    const untouched = (await t.call<PickingTaskDetail>('GET', `/wms/picking_task/${t1.data.id}`, admin())).data;
    expect(untouched).toMatchObject({ status: 1, picked_qty: '0' });
    expect(untouched.items.map((i) => [i.picked_qty, i.confirmed_by_name])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await confirm(t1.data.id, [{ item_id: a0.id, picked_qty: 1, short_reason: '货损' }], as('viewer'))).code).toBe(402);
    expect((await confirm(t1.data.id, [{ item_id: a0.id, picked_qty: 1, short_reason: '货损' }])).data.status).toBe(2);
    expect((await finish(t1.data.id)).code).toBe(409); // a line unconfirmed
    expect((await confirm(t1.data.id, [{ item_id: a1.id, picked_qty: 5 }])).code).toBe(200);
    const done1 = await finish(t1.data.id);
    expect(done1.data).toMatchObject({ status: 3, picked_qty: '6' });
    // earnings: s0 by its category (0.10 per base unit × 1), s1 by its own rule (0.80 per line)
    expect(done1.data.earning_amount).toBe('0.90');
    expect((await audit(out1.data.id)).data).toEqual({ type: 'picking_task', id: t2.data.id }); // o1's s0 also waits at B-01

    const [b0, b2] = t2.data.items;
    await confirm(t2.data.id, [{ item_id: b0.id, picked_qty: 6 }, { item_id: b2.id, picked_qty: 4 }], as('picker2'));
    expect((await finish(t2.data.id, as('picker2'))).data.status).toBe(3);
    const finished = await t.call<PickingListDetail>('GET', `/wms/picking_list/${w.data.id}`, admin());
    expect(finished.data).toMatchObject({ status: 3, picked_qty: '16' });
    expect(await orderStatus(o1)).toBe(4);

    // o1 asked 7 of s0 (6 at B-01 + 1 at A-01); A-01's 3 were picked 1: allocation in demand order gives o1 its 1
    const posted = await audit(out1.data.id);
    expect(posted.code, posted.message).toBe(200);
    expect(posted.data.status).toBe(1);
    expect(posted.data.lines.map((l) => [l.location_code, l.sku_id, l.ordered_qty, l.qty])).toEqual(
      expect.arrayContaining([
        ['A-01', s0, '1', '1'],
        ['A-01', s1, '5', '5'],
        ['B-01', s0, '6', '6'],
      ]),
    );
    expect((await audit(out1.data.id)).code).toBe(409);
    expect(await orderStatus(o1)).toBe(5);

    // o2's 2 of s0 at A-01 got nothing (short 2); the wave makes its outbound
    const made = await t.call<{ ids: number[] }>('POST', `/wms/picking_list/${w.data.id}/outbound`, admin());
    expect(made.data.ids).toHaveLength(1);
    const out2 = await audit(made.data.ids[0]);
    expect(out2.code, out2.message).toBe(200);
    const lack = await t.call<ListData<LackOutRow>>('GET', '/wms/lack_out_sku_histories', { ...admin(), query: { keyword: goods.skuCodes[0] } });
    expect(lack.data.list.map((r) => [r.order_id, r.ordered_qty, r.shipped_qty, r.short_qty, r.reason])).toEqual([[o2, '2', '0', '2', '货损']]);
    // 10 − 7 shipped of s0; nothing stays reserved (o2's short released)
    expect(await stockOf(s0)).toEqual({ onHand: 3, reserved: 0 });
    expect(await ledger()).toEqual([]);

    // earnings are fms rows, one per finished task with a rule
    const earned = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      queryRows<{ source_id: number; amount: string }>(tx, sql`SELECT source_id, amount::text FROM fms_worker_earnings WHERE source_type = 'picking_task' ORDER BY source_id`),
    );
    expect(earned.map((e) => e.source_id)).toEqual([t1.data.id, t2.data.id]);
  });

  it('confirms and posts exactly once when the same calls race', async () => {
    const [s0, s1] = goods.skuIds;
    const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const o = await order([{ sku: s1, qty: 3 }], date);
    const w = await t.call<PickingListDetail>('POST', '/wms/picking_list', { ...admin(), body: { warehouse_id: warehouseId, delivery_date: date } });
    expect(w.data.order_count).toBe(1);
    const p = tenant.staff.picker;
    const tk = await task(w.data.id, w.data.items.map((i) => i.id), p);
    await confirm(tk.data.id, tk.data.items.map((i) => ({ item_id: i.id, picked_qty: i.qty })));
    const finishes = await Promise.all([finish(tk.data.id), finish(tk.data.id), finish(tk.data.id)]);
    expect(finishes.map((r) => r.code).sort()).toEqual([200, 409, 409]);
    const before = await stockOf(s1);
    const out = await t.call<OutboundDetail>('POST', '/wms/outbound_delivery_order', { ...admin(), body: { type: 1, picking_list_id: w.data.id, order_id: o } });
    const again = await t.call('POST', '/wms/outbound_delivery_order', { ...admin(), body: { type: 1, picking_list_id: w.data.id, order_id: o } });
    expect(again.code).toBe(409); // one live sale per unit
    const audits = await Promise.all([audit(out.data.id), audit(out.data.id), audit(out.data.id)]);
    expect(audits.map((r) => r.code).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(s1)).toEqual({ onHand: before.onHand - 3, reserved: before.reserved - 3 });
    expect(await stockOf(s0)).toMatchObject({ reserved: 0 });
    expect(await ledger()).toEqual([]);
  });

  it('shows orders pending audit as demand on the stock-lack view', async () => {
    const s2 = goods.skuIds[2];
    const date = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const made = await t.call<{ id: number; status: number }>('POST', '/oms/order', {
      ...admin(),
      body: { customer_id: customerId, warehouse_id: warehouseId, delivery_date: date, items: [{ sku_id: s2, unit_id: goods.unitId, qty: 500 }] },
    });
    expect(made.data.status).toBe(1); // 500 do not fit: not audited, nothing reserved
    const lack = await t.call<ListData<{ sku_id: number; demand: string; lack: string }>>('GET', '/wms/stock/lack', { ...admin(), query: { warehouse_id: warehouseId } });
    const row = lack.data.list.find((r) => r.sku_id === s2)!;
    expect(Number(row.demand)).toBe(500);
    expect(Number(row.lack)).toBe(500 - 46);
    expect((await t.call('PUT', `/oms/order/${made.data.id}/cancel`, { ...admin(), body: {} })).code).toBe(200);
  });

  it('takes from a location only what earlier waves leave of it until they ship', async () => {
    const s2 = goods.skuIds[2]; // 46 at B-01
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const entry = await t.call<WarehousingEntryDetail>('POST', '/wms/warehousing_entry', {
      ...admin(),
      body: { type: 6, warehouse_id: warehouseId, lines: [{ sku_id: s2, unit_id: goods.unitId, qty: 20, price: 3, location_id: locA }] },
    });
    if (entry.data.status === 0) await t.call('PUT', `/wms/warehousing_entry/${entry.data.id}/audit`, { ...admin(), body: {} });
    const first = await order([{ sku: s2, qty: 40 }], date);
    const second = await order([{ sku: s2, qty: 10 }], date);
    const byDate = (ids: number[]) => t.call<PickingListDetail>('POST', '/wms/picking_list', { ...admin(), body: { warehouse_id: warehouseId, delivery_date: date, order_ids: ids } });
    const w1 = await byDate([first]);
    expect(w1.data.items.map((i) => [i.location_code, i.qty])).toEqual([['B-01', '40']]); // the fullest
    // B-01 still holds 46 but the first wave takes 40 of them: 6 there, the rest at A-01
    const w2 = await byDate([second]);
    expect(w2.data.items.map((i) => [i.location_code, i.qty])).toEqual([
      ['A-01', '4'],
      ['B-01', '6'],
    ]);
  });

  it('keeps records of another tenant out of reach', async () => {
    const theirs = { token: other.tokens.admin, storeId: other.stores.a };
    const lists = await t.call<ListData<unknown>>('GET', '/wms/picking_lists', theirs);
    expect(lists.data.list).toEqual([]);
    const mine = await t.call<ListData<{ id: number }>>('GET', '/wms/picking_tasks', admin());
    expect((await t.call('GET', `/wms/picking_task/${mine.data.list[0].id}`, theirs)).code).toBe(404);
  });
});
