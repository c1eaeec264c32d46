import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryOne } from '@/core/db/database';
import type { LogisticsOrderDetail, LogisticsOrderList, OrderLogistics } from '@tradewind/contract/lms/logistics.schema';
import type { OrderDetail } from '@tradewind/contract/oms/order.schema';
import { tomorrow } from '@/test/fixtures/oms/order-test-fixture';
import { useTestApp } from '@/test/test-app';
import { logisticsFixture, type LogisticsFixture } from '@/test/fixtures/lms/logistics-test-fixture';

/** Logistics orders: made by the shipment listener when a sale outbound posts; list, detail, the order's section, export, permissions. */
const t = useTestApp();
let f: LogisticsFixture;
let cod: number;
let period: number;
let split: number;

beforeAll(async () => {
  f = await logisticsFixture(t);
  cod = await f.auditedOrder();
  // the second address has no coordinates; account period collects nothing at the door
  period = await f.auditedOrder({ customer_id: f.periodCustomer, address_id: f.periodAddress, customer_user_id: undefined, pay_type: 2 });
  // a line from the second warehouse splits the order into two sub-orders
  split = await f.auditedOrder({
    items: [
      { sku_id: f.goods.skuIds[0], unit_id: f.goods.packageUnitId, qty: 1 },
      { sku_id: f.goods.skuIds[0], qty: 4, warehouse_id: f.w2 },
    ],
  });
  await f.ship([cod, period, split]);
  await f.ship([split], f.w2);
});

describe('logistics orders', () => {
  it('are made when the outbound posts: pieces, weight, volume, coordinates, the amount to collect; one per unit', async () => {
    const list = await f.ok<LogisticsOrderList>('GET', `/lms/logistics_orders?page_size=50`);
    expect(list.pagination.total).toBe(4);
    expect(list.counts).toMatchObject({ all: 4, '0': 4, '1': 0, '3': 0 });
    const order = await f.ok<OrderDetail>('GET', `/oms/order/${cod}`);
    const lo = list.list.find((r) => r.order_id === cod)!;
    const pieces = order.items.reduce((s, i) => s + Number(i.base_qty), 0);
    expect(lo).toMatchObject({
      status: 0,
      order_no: order.number,
      sub_order_no: null,
      customer_name: '海鲜酒楼',
      consignee_name: order.consignee_name,
      longitude: '121.500000',
      latitude: '31.200000',
      coord_system: 'gcj02',
      delivery_date: tomorrow(),
      time_slot: '08:00-12:00',
      pieces: String(pieces),
      weight: String(pieces * 0.5),
      volume: String(Number((pieces * 0.002).toFixed(6))),
      // cash on delivery: all of it is still to collect
      collect_amount: order.total_amount,
      collected_amount: '0.00',
      line_id: null,
    });
    expect(lo.number).toMatch(/^LO\d{8}-\d{4}$/);
    expect(lo.location_source).toBe('pinned');
    // an address naming only its province has no location: its logistics order says so (planning names it)
    const noCoords = list.list.find((r) => r.order_id === period)!;
    expect(noCoords).toMatchObject({ longitude: null, latitude: null, location_source: null, collect_amount: '0.00' });

    // the split order: one per sub-order, the unpaid amount shared by goods amount
    const splitOrder = await f.ok<OrderDetail>('GET', `/oms/order/${split}`);
    const parts = list.list.filter((r) => r.order_id === split).sort((a, b) => a.id - b.id);
    expect(parts.map((p) => p.sub_order_no).sort()).toEqual(splitOrder.sub_orders.map((s) => s.number).sort());
    expect(parts.map((p) => p.warehouse_id).sort()).toEqual([f.w1, f.w2].sort());
    const shared = parts.reduce((s, p) => s + Math.round(Number(p.collect_amount) * 100), 0);
    expect(Math.abs(shared - Math.round(Number(splitOrder.total_amount) * 100))).toBeLessThanOrEqual(1);
    expect(parts.find((p) => p.warehouse_id === f.w2)!.pieces).toBe('4');
  });

  it('list filters, tabs, detail with what it carries, the order section, export; bad input and permissions', async () => {
    const all = (await f.ok<LogisticsOrderList>('GET', '/lms/logistics_orders')).list;
    const one = all.find((r) => r.order_id === cod)!;
    const by = async (query: string) => (await f.ok<LogisticsOrderList>('GET', `/lms/logistics_orders?${query}`)).list.map((r) => r.id);
    expect(await by(`number=${one.number}`)).toEqual([one.id]);
    expect(await by(`order_no=${one.order_no}`)).toEqual([one.id]);
    expect((await by(`customer=${encodeURIComponent('账期')}`)).length).toBe(1);
    expect((await by(`warehouse_id=${f.w2}`)).length).toBe(1);
    expect((await by(`start_date=${tomorrow()}&end_date=${tomorrow()}`)).length).toBe(4);
    expect(await by('start_date=2020-01-01&end_date=2020-01-02')).toEqual([]);
    expect(await by('status=3')).toEqual([]);
    expect((await by(`order_id=${split}`)).length).toBe(2);

    const detail = await f.ok<LogisticsOrderDetail>('GET', `/lms/logistics_order/${one.id}`);
    expect(detail.lines.length).toBe(2);
    expect(detail.lines[0]).toMatchObject({ qty: '3', unit_name: expect.any(String) });
    expect(detail.stop).toBeNull();
    expect(detail.sign_in).toBeNull();
    expect(detail.logs.map((l) => l.action)).toEqual(['create']);

    const section = await f.ok<OrderLogistics>('GET', `/lms/logistics_order/of_order?order_id=${split}`);
    expect(section.length).toBe(2);
    expect(section[0].sign_in).toBeNull();

    const exported = await f.call<{ id: number }>('GET', '/lms/logistics_orders/export', { query: { status: 0 } });
    expect(exported.code, exported.message).toBe(200);
    expect(exported.data.id).toBeGreaterThan(0);

    const bad = await f.call<{ errors: Array<{ field: string }> }>('GET', '/lms/logistics_orders', { query: { start_date: '2026-05-02', end_date: '2026-05-01' } });
    expect(bad.code).toBe(422);
    expect(bad.data.errors[0].field).toBe('end_date');
    expect((await f.call('GET', '/lms/logistics_orders', { query: { status: 9 } })).code).toBe(422);
    expect((await f.call('GET', '/lms/logistics_order/999999')).code).toBe(404);
    // reading needs the list (or print) permission: a page the user may not view answers 401
    expect((await f.call<LogisticsOrderList>('GET', '/lms/logistics_orders', { who: 'manager', query: {} })).code).toBe(401);
    expect((await f.call('GET', `/lms/logistics_order/${one.id}`, { who: 'clerk' })).code).toBe(401);
    expect((await f.call('GET', '/lms/logistics_orders/export', { who: 'manager' })).code).not.toBe(200);
    // the order page's readers see the section; the printer (oms print only) does not
    expect((await f.call('GET', `/lms/logistics_order/of_order?order_id=${cod}`, { who: 'manager' })).code).toBe(200);
    expect((await f.call('GET', `/lms/logistics_order/of_order?order_id=${cod}`, { who: 'printer' })).code).toBe(401);
    // store B sees none of store A's
    const otherStore = await t.call<LogisticsOrderList>('GET', '/lms/logistics_orders', { token: f.tenant.tokens.admin, storeId: f.tenant.stores.b });
    expect(otherStore.data.pagination.total).toBe(0);
    expect((await t.call('GET', `/lms/logistics_order/${one.id}`, { token: f.tenant.tokens.admin, storeId: f.tenant.stores.b })).code).toBe(404);
  });

  it('carry the district centre of an address saved without a pin, flagged approximate, from the address through the order', async () => {
    const district = await f.inTenant((tx) =>
      queryOne<{ province_id: number; city_id: number; area_id: number; longitude: string; latitude: string }>(
        tx,
        sql`SELECT p.id AS province_id, c.id AS city_id, a.id AS area_id, a.longitude::text AS longitude, a.latitude::text AS latitude
              FROM areas AS a JOIN areas AS c ON c.id = a.parent_id JOIN areas AS p ON p.id = c.parent_id
             WHERE a.level = 3 AND a.longitude IS NOT NULL ORDER BY a.id LIMIT 1`,
      ),
    );
    const address = await f.ok<{ id: number; location_source: string }>('POST', '/crm/address', {
      customer_id: f.customer, contact_name: '收货处', contact_phone: '13922223333', province_id: district!.province_id, city_id: district!.city_id, area_id: district!.area_id, address: '没有标注的路 1 号',
    });
    expect(address.location_source).toBe('district');
    const orderId = await f.auditedOrder({ address_id: address.id });
    const order = await f.ok<OrderDetail>('GET', `/oms/order/${orderId}`);
    expect(order).toMatchObject({ longitude: district!.longitude, latitude: district!.latitude, location_source: 'district' });
    await f.ship([orderId]);
    const lo = await f.ok<LogisticsOrderDetail>('GET', `/lms/logistics_order/${(await f.logisticsOrderOf(orderId)).id}`);
    // coordinates to route by (no longer '无坐标'), and the flag the pages show as approximate
    expect(lo).toMatchObject({ longitude: district!.longitude, latitude: district!.latitude, location_source: 'district' });
  });

  it('close when staff deliver the order by hand, and refuse it while the delivery is on a line', async () => {
    const [byHand, onLine] = [await f.auditedOrder(), await f.auditedOrder()];
    await f.ship([byHand, onLine]);
    const lineLo = await f.logisticsOrderOf(onLine);
    await f.departLine([lineLo.id], 1);
    const refused = await t.call('PUT', `/oms/order/${onLine}/deliver`, { token: f.tenant.tokens.manager, body: {} });
    expect(refused.code).toBe(409);
    expect(refused.message).toContain('LN-T');
    expect((await t.call<OrderDetail>('GET', `/oms/order/${onLine}`, { token: f.tenant.tokens.manager })).data.status).toBe(5);
    expect((await f.logisticsOrderOf(onLine)).status).toBe(1);
    expect((await t.call('PUT', `/oms/order/${byHand}/deliver`, { token: f.tenant.tokens.manager, body: { remark: '客户自提' } })).code).toBe(200);
    const closed = await f.logisticsOrderOf(byHand);
    expect(closed.status).toBe(3);
    const detail = (await t.call<LogisticsOrderDetail>('GET', `/lms/logistics_order/${closed.id}`, { token: f.tenant.tokens.admin })).data;
    expect(detail.logs.map((l) => [l.action, l.remark])).toContainEqual(['deliver_by_hand', '客户自提']);
  });
});
