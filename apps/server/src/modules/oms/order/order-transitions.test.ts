import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResult, OrderDetail } from '@tradewind/contract/oms/order.schema';
import { queryRows, type Db } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { AppError } from '@/core/http/errors';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { useTestApp } from '@/test/test-app';
import { markOrderDelivered, markOrderDeliveryFailed, saleOrderSource as source } from '../index';

/**
 * The order's and its sub-orders' state changes outside the staff buttons — the warehouse's wave, picking and
 * outbound, logistics' delivery and failed delivery, and what cancel and complete do to the parts — all go
 * through `transition()` by the contract's ORDER_STATES and SUB_ORDER_STATES: each logged, each refused with
 * the module's 409 from a state it does not start from.
 */
const t = useTestApp();
let f: OrderFixture;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
});

const inTenant = <T>(fn: (tx: Db) => Promise<T>) => withTenant(t.app.database.db, f.tenant.tenantId, fn);
const stock = (tx: Db) => ({ db: tx, tenantId: f.tenant.tenantId, staffId: f.tenant.staff.admin });
const detail = (id: number) => f.ok<OrderDetail>('GET', `/oms/order/${id}`);
const act = (id: number, action: string, body: Record<string, unknown> = {}) => f.call<{ id: number; status: number }>('PUT', `/oms/order/${id}/${action}`, { body, who: 'manager' });
/** a split order: SKU 2 from W1, SKU 1 from W2, audited */
async function splitOrder(): Promise<OrderDetail> {
  const made = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, { items: [{ sku_id: f.goods.skuIds[1], qty: 3 }, { sku_id: f.goods.skuIds[0], qty: 2, warehouse_id: f.w2 }] }), 'manager');
  expect((await act(made.id, 'audit')).code).toBe(200);
  return detail(made.id);
}
const subLogs = (id: number) =>
  inTenant((tx) => queryRows<{ action: string; from_status: number; to_status: number; remark: string | null; staff_id: number | null }>(
    tx,
    sql`SELECT action, from_status, to_status, remark, staff_id FROM document_logs WHERE document_type = 'sub_order' AND document_id = ${id}::int ORDER BY id`,
  ));
const logsOf = async (id: number) => (await detail(id)).logs.map((l) => [l.action, l.from_status, l.to_status, l.remark]);
/** [code, message key, params] of what `p` was refused with */
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (e) {
    return e instanceof AppError ? [e.code, e.message, e.params] : String(e);
  }
};
const lines = (d: OrderDetail, warehouseId: number) => d.items.filter((i) => i.warehouse_id === warehouseId).map((i) => ({ orderItemId: i.id, baseQty: i.base_qty }));

describe('order and sub-order transitions', () => {
  it('logs each part’s step on the sub-order and the order following its least advanced part on the order; refuses steps out of turn with the module’s 409', async () => {
    const order = await splitOrder();
    const [s1, s2] = order.sub_orders;
    const unit1 = { orderId: order.id, warehouseId: f.w1 };
    const unit2 = { orderId: order.id, warehouseId: f.w2 };

    await inTenant((tx) => source.waved(stock(tx), [unit1], { id: 1, number: 'PL-A' }));
    expect(await subLogs(s1.id)).toEqual([{ action: 'wave', from_status: 2, to_status: 3, remark: 'PL-A', staff_id: f.tenant.staff.admin }]);
    expect((await logsOf(order.id)).at(-1)).toEqual(['wave', 2, 2, `${s1.number} PL-A`]);
    // a part waved already, or not picked, is refused with the unit's message, and nothing is logged
    expect(await refusal(inTenant((tx) => source.waved(stock(tx), [unit1], { id: 2, number: 'PL-B' })))).toEqual([
      409,
      'oms.unit_status_changed',
      { number: order.number, status: '拣货中', action: '进入拣货' },
    ]);
    expect(await refusal(inTenant((tx) => source.shipped(stock(tx), unit1, { id: 3, number: 'OD-X' }, lines(order, f.w1))))).toEqual([
      409,
      'oms.unit_status_changed',
      { number: order.number, status: '拣货中', action: '出库' },
    ]);
    expect(await subLogs(s1.id)).toHaveLength(1);

    await inTenant(async (tx) => {
      await source.waved(stock(tx), [unit2], { id: 4, number: 'PL-C' });
      await source.picked(stock(tx), unit2, lines(order, f.w2));
      await source.shipped(stock(tx), unit2, { id: 5, number: 'OD-C' }, lines(order, f.w2));
      await source.picked(stock(tx), unit1, lines(order, f.w1));
    });
    expect((await subLogs(s2.id)).map((l) => [l.action, l.from_status, l.to_status, l.remark])).toEqual([
      ['wave', 2, 3, 'PL-C'],
      ['picked', 3, 4, 'PL-C'],
      ['ship', 4, 5, 'OD-C'],
    ]);
    expect((await detail(order.id)).status).toBe(4);
    await inTenant((tx) => source.shipped(stock(tx), unit1, { id: 6, number: 'OD-A' }, lines(order, f.w1)));
    const shipped = await detail(order.id);
    expect(shipped).toMatchObject({ status: 5 });
    expect(shipped.sub_orders.map((s) => [s.status, s.outbound_no])).toEqual([
      [5, 'OD-A'],
      [5, 'OD-C'],
    ]);
    expect((await logsOf(order.id)).slice(2)).toEqual([
      ['wave', 2, 2, `${s1.number} PL-A`],
      ['wave', 2, 3, `${s2.number} PL-C`],
      ['picked', 3, 3, `${s2.number} PL-C`],
      ['ship', 3, 3, `${s2.number} OD-C`],
      ['picked', 3, 4, `${s1.number} PL-A`],
      ['ship', 4, 5, `${s1.number} OD-A`],
    ]);

    // W1's part delivered first: logged on it, the order (still waiting for W2) logs the part
    await inTenant((tx) => markOrderDelivered(f.ctx(tx), order.id, { warehouseId: f.w1, remark: '签收' }));
    expect((await subLogs(s1.id)).at(-1)).toMatchObject({ action: 'deliver', from_status: 5, to_status: 6, remark: '签收' });
    expect((await logsOf(order.id)).at(-1)).toEqual(['deliver_part', 5, 5, s1.number]);
    // a part delivered already is refused with the order's message
    expect(await refusal(inTenant((tx) => markOrderDelivered(f.ctx(tx), order.id, { warehouseId: f.w1 })))).toEqual([409, 'oms.order_status_changed', { status: '已送达' }]);

    // W2's delivery fails: the part is closed, the order is delivered with what W1 delivered
    await inTenant((tx) => markOrderDeliveryFailed(f.ctx(tx), order.id, { warehouseId: f.w2, reason: '拒收' }));
    expect((await subLogs(s2.id)).at(-1)).toMatchObject({ action: 'delivery_failed', from_status: 5, to_status: 0, remark: '拒收' });
    expect((await logsOf(order.id)).at(-1)).toEqual(['delivery_failed', 5, 6, `${s2.number} 拒收`]);
    expect(await refusal(inTenant((tx) => markOrderDeliveryFailed(f.ctx(tx), order.id, { warehouseId: f.w2, reason: '再次' })))).toEqual([409, 'oms.order_status_changed', { status: '已送达' }]);

    // completing completes the delivered part; the failed one stays cancelled
    expect((await act(order.id, 'complete', { remark: '完结' })).data).toEqual({ id: order.id, status: 7 });
    expect((await detail(order.id)).sub_orders.map((s) => s.status)).toEqual([7, 0]);
    expect((await subLogs(s1.id)).at(-1)).toMatchObject({ action: 'complete', from_status: 6, to_status: 7, remark: '完结' });
    expect(await subLogs(s2.id)).toHaveLength(4);
  });

  it('cancelling an order cancels its parts, each logged; a failed delivery of an order not out for delivery is refused and changes nothing', async () => {
    const order = await splitOrder();
    await inTenant((tx) => source.waved(stock(tx), [{ orderId: order.id, warehouseId: f.w1 }], { id: 7, number: 'PL-D' }));
    expect((await act(order.id, 'cancel', { remark: '客户取消' })).data).toEqual({ id: order.id, status: 0 });
    const [s1, s2] = (await detail(order.id)).sub_orders;
    expect([s1.status, s2.status]).toEqual([0, 0]);
    expect((await subLogs(s1.id)).map((l) => [l.action, l.from_status, l.to_status, l.remark])).toEqual([
      ['wave', 2, 3, 'PL-D'],
      ['cancel', 3, 0, '客户取消'],
    ]);
    expect((await subLogs(s2.id)).map((l) => [l.action, l.from_status, l.to_status, l.remark])).toEqual([['cancel', 2, 0, '客户取消']]);

    const whole = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f), 'manager');
    await act(whole.id, 'audit');
    const before = await logsOf(whole.id);
    expect(await refusal(inTenant((tx) => markOrderDeliveryFailed(f.ctx(tx), whole.id, { reason: '拒收' })))).toEqual([409, 'oms.order_status_changed', { status: '已审核' }]);
    expect(await refusal(inTenant((tx) => markOrderDelivered(f.ctx(tx), whole.id)))).toEqual([409, 'oms.order_status_changed', { status: '已审核' }]);
    expect(await detail(whole.id)).toMatchObject({ status: 2 });
    expect(await logsOf(whole.id)).toEqual(before);
    await act(whole.id, 'cancel');
  });
});
