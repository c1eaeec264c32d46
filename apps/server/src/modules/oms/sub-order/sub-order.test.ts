import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import type { SubOrderDetail, SubOrderList } from '@tradewind/contract/oms/sub-order.schema';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { orderBody, orderFixture, tomorrow, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { grantPhotoSitePermissions } from '@/test/fixtures/oms/photo-order-test-roles';

const t = useTestApp();
let f: OrderFixture;
let other: TestTenant;
let order: CreateOrderResult;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
  await grantPhotoSitePermissions(t, f);
  other = await t.tenant({});
  // one line ships from W2, the other from W1: the audit splits the order into two sub-orders
  order = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, { items: [{ sku_id: f.goods.skuIds[0], qty: 4, warehouse_id: f.w2 }, { sku_id: f.goods.skuIds[1], qty: 7 }] }));
  await f.ok('PUT', `/oms/order/${order.id}/audit`, {}, 'manager');
});

describe('sub-order pages', () => {
  it('list the split order’s parts per warehouse with the order, customer and delivery date, filtered, with counts per state', async () => {
    const all = await f.call<SubOrderList>('GET', '/oms/sub_orders', { who: 'manager', query: { number: order.number } });
    expect(all.code, JSON.stringify(all)).toBe(200);
    expect(all.data.list).toHaveLength(2);
    expect(all.data.list.map((s) => s.warehouse_id).sort()).toEqual([f.w1, f.w2].sort());
    expect(all.data.list[0]).toMatchObject({ order_id: order.id, order_number: order.number, customer_name: '海鲜酒楼', delivery_date: tomorrow(), status: 2 });
    expect(all.data.counts['2']).toBe(2);
    const w2 = await f.call<SubOrderList>('GET', '/oms/sub_orders', { who: 'manager', query: { number: order.number, warehouse_id: f.w2 } });
    expect(w2.data.list.map((s) => s.warehouse_id)).toEqual([f.w2]);
    const byCustomer = await f.call<SubOrderList>('GET', '/oms/sub_orders', { who: 'manager', query: { customer_id: f.customer, start_date: tomorrow(), end_date: tomorrow() } });
    expect(byCustomer.data.list.filter((s) => s.order_id === order.id)).toHaveLength(2);
    const cancelledTab = await f.call<SubOrderList>('GET', '/oms/sub_orders', { who: 'manager', query: { number: order.number, status: 0 } });
    expect(cancelledTab.data.list).toHaveLength(0);
    const past = await f.call<SubOrderList>('GET', '/oms/sub_orders', { who: 'manager', query: { end_date: '2020-01-01' } });
    expect(past.data.pagination.total).toBe(0);
  });

  it('print one sub-order with only its own lines (the print permission alone reads it)', async () => {
    const [sub] = (await f.call<SubOrderList>('GET', '/oms/sub_orders', { who: 'manager', query: { number: order.number, warehouse_id: f.w2 } })).data.list;
    const printed = await f.call<SubOrderDetail>('GET', `/oms/sub_order/${sub.id}`, { who: 'printer' });
    expect(printed.code, JSON.stringify(printed)).toBe(200);
    expect(printed.data.items.map((i) => [i.sku_id, i.qty])).toEqual([[f.goods.skuIds[0], '4.000']]);
    expect(printed.data).toMatchObject({ warehouse_id: f.w2, remark: '后门卸货' });
    expect(printed.data.store_name).toBeTruthy();
  });

  it('refuse bad filters, callers without the permission and other tenants', async () => {
    expect((await f.call('GET', '/oms/sub_orders', { who: 'manager', query: { start_date: '2026-02-30' } })).code).toBe(422);
    expect((await f.call('GET', '/oms/sub_orders', { who: 'manager', query: { start_date: '2026-03-02', end_date: '2026-03-01' } })).code).toBe(422);
    expect((await f.call('GET', '/oms/sub_orders', { who: 'manager', query: { status: 9 } })).code).toBe(422);
    expect((await f.call('GET', '/oms/sub_orders', { who: 'rep' })).code).toBe(401);
    expect((await f.call('GET', '/oms/sub_orders', { who: 'printer' })).code).toBe(401);
    const [sub] = (await f.call<SubOrderList>('GET', '/oms/sub_orders', { who: 'manager', query: { number: order.number } })).data.list;
    expect((await f.call('GET', `/oms/sub_order/${sub.id}`, { who: 'rep' })).code).toBe(401);
    expect((await t.call('GET', `/oms/sub_order/${sub.id}`, { token: other.tokens.admin, storeId: other.stores.a })).code).toBe(404);
    expect((await f.call('GET', '/oms/sub_order/99999999', { who: 'manager' })).code).toBe(404);
  });
});
