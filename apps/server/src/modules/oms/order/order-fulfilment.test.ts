import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResult, OrderDetail } from '@tradewind/contract/oms/order.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import type { Db } from '@/core/db/database';
import { CustomerAccountHistoryType, postCustomerAccount } from '@/modules/fms';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { saleOrderSource } from '../index';
import { orderBody, orderFixture, tomorrow, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';

/**
 * The orders' side of picking and sale outbounds (wms fulfilment/sale-source.ts), called directly as the
 * warehouse module calls it; then delivery, completion and the customer's account.
 */
const t = useTestApp();
let f: OrderFixture;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
});

const source = saleOrderSource;
const inTenant = <T>(fn: (tx: Db) => Promise<T>) => withTenant(t.app.database.db, f.tenant.tenantId, fn);
const stock = (tx: Db) => ({ db: tx, tenantId: f.tenant.tenantId, staffId: f.tenant.staff.admin });
const create = (overrides: Record<string, unknown> = {}) => f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, overrides), 'manager');
const detail = (id: number) => f.ok<OrderDetail>('GET', `/oms/order/${id}`);
const act = (id: number, action: string) => f.call<{ id: number; status: number }>('PUT', `/oms/order/${id}/${action}`, { body: {}, who: 'manager' });
const later = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const account = (customerId: number) =>
  inTenant(async (tx) => (await queryRows<{ balance: string; need_pay: string }>(tx, sql`SELECT balance::text, need_pay::text FROM fms_customer_accounts WHERE customer_id = ${customerId}`))[0] ?? { balance: '0.00', need_pay: '0.00' });

/** Waves, picks and ships one warehouse's part of an order through the provider, as picking and the outbound would. */
async function fulfil(orderId: number, warehouseId: number, shipped?: (lineId: number, baseQty: string) => string) {
  const d = await detail(orderId);
  const lines = d.items.filter((i) => i.warehouse_id === warehouseId);
  await inTenant(async (tx) => {
    await source.waved(stock(tx), [{ orderId, warehouseId }], { id: 900, number: 'PL-TEST' });
    await source.picked(stock(tx), { orderId, warehouseId }, lines.map((l) => ({ orderItemId: l.id, baseQty: l.base_qty })));
    await source.shipped(stock(tx), { orderId, warehouseId }, { id: 901, number: 'OD-TEST' }, lines.map((l) => ({ orderItemId: l.id, baseQty: shipped ? shipped(l.id, l.base_qty) : l.base_qty })));
  });
}

describe('the sale order source', () => {
  it('offers audited orders of a day and warehouse to a wave, moves them 2 → 3 → 4 → 5 with picked and shipped quantities, and refuses what is out of turn', async () => {
    const day = later(3);
    const a = await create({ delivery_date: day });
    const split = await create({ delivery_date: day, items: [{ sku_id: f.goods.skuIds[1], qty: 3 }, { sku_id: f.goods.skuIds[0], qty: 2, warehouse_id: f.w2 }] });
    const pending = await create({ delivery_date: day, items: [{ sku_id: f.goods.skuIds[2], qty: 9 }] });
    const otherDay = await create({ delivery_date: later(4) });
    for (const o of [a, split, otherDay]) expect((await act(o.id, 'audit')).code).toBe(200);

    const demand = await inTenant((tx) => source.pendingDemand(stock(tx), { storeId: f.tenant.stores.a, warehouseId: f.w1 }));
    expect(demand).toContainEqual({ skuId: f.goods.skuIds[2], warehouseId: f.w1, baseQty: '9.000' });
    expect(await inTenant((tx) => source.pendingDemand(stock(tx), { storeId: f.tenant.stores.b }))).toEqual([]);

    const open = await inTenant((tx) => source.openForWave(stock(tx), { storeId: f.tenant.stores.a, warehouseId: f.w1, deliveryDate: day }));
    const ad = await detail(a.id);
    const sd = await detail(split.id);
    expect(open.map((l) => [l.orderId, l.orderItemId, l.baseQty, l.subOrderId])).toEqual([
      ...ad.items.map((i) => [a.id, i.id, i.base_qty, null]),
      [split.id, sd.items[0].id, '3.000', sd.sub_orders[0].id],
    ]);
    expect(open[0]).toMatchObject({ orderNo: a.number, customerName: '海鲜酒楼', deliveryDate: day, warehouseId: f.w1 });
    expect(await inTenant((tx) => source.openForWave(stock(tx), { storeId: f.tenant.stores.a, warehouseId: f.w1, deliveryDate: day, orderIds: [split.id, pending.id] }))).toHaveLength(1);

    await inTenant((tx) => source.waved(stock(tx), [{ orderId: a.id, warehouseId: f.w1 }, { orderId: split.id, warehouseId: f.w1 }], { id: 7, number: 'PL20261124-0001' }));
    expect((await detail(a.id)).status).toBe(3);
    // the split order waits for its other warehouse: the least advanced part decides
    expect((await detail(split.id)).status).toBe(2);
    expect((await detail(split.id)).sub_orders.map((s) => [s.status, s.wave_no])).toEqual([
      [3, 'PL20261124-0001'],
      [2, null],
    ]);
    // a waved order is not offered again, and cannot be waved twice or cancelled after it ships
    expect(await inTenant((tx) => source.openForWave(stock(tx), { storeId: f.tenant.stores.a, warehouseId: f.w1, deliveryDate: day }))).toEqual([]);
    await expect(inTenant((tx) => source.waved(stock(tx), [{ orderId: a.id, warehouseId: f.w1 }], { id: 8, number: 'PL2' }))).rejects.toMatchObject({ code: 409 });
    await expect(inTenant((tx) => source.shipped(stock(tx), { orderId: a.id, warehouseId: f.w1 }, { id: 1, number: 'OD1' }, []))).rejects.toMatchObject({ code: 409 });
    await expect(inTenant((tx) => source.waved(stock(tx), [{ orderId: a.id, warehouseId: f.w2 }], { id: 8, number: 'PL2' }))).rejects.toMatchObject({ code: 404 });

    const [first, second] = ad.items;
    await expect(inTenant((tx) => source.picked(stock(tx), { orderId: a.id, warehouseId: f.w1 }, [{ orderItemId: sd.items[0].id, baseQty: '1' }]))).rejects.toMatchObject({ code: 422 });
    await expect(inTenant((tx) => source.picked(stock(tx), { orderId: a.id, warehouseId: f.w1 }, [{ orderItemId: first.id, baseQty: '37' }]))).rejects.toMatchObject({ code: 422 });
    await expect(inTenant((tx) => source.picked(stock(tx), { orderId: a.id, warehouseId: f.w1 }, [{ orderItemId: first.id, baseQty: '-1' }]))).rejects.toMatchObject({ code: 422 });
    await inTenant((tx) => source.picked(stock(tx), { orderId: a.id, warehouseId: f.w1 }, [{ orderItemId: first.id, baseQty: '30' }, { orderItemId: second.id, baseQty: '7' }]));
    expect((await detail(a.id)).status).toBe(4);
    await inTenant((tx) => source.shipped(stock(tx), { orderId: a.id, warehouseId: f.w1 }, { id: 55, number: 'OD20261124-0001' }, [{ orderItemId: first.id, baseQty: '30' }]));
    const shipped = await detail(a.id);
    expect(shipped).toMatchObject({ status: 5, wave_no: 'PL20261124-0001', outbound_no: 'OD20261124-0001' });
    expect(shipped.items.map((i) => [i.picked_base_qty, i.shipped_base_qty])).toEqual([
      ['30.000', '30.000'],
      ['7.000', '0.000'],
    ]);
    expect(shipped.logs.map((l) => [l.action, l.from_status, l.to_status])).toEqual([
      ['create', null, 1],
      ['audit', 1, 2],
      ['wave', 2, 3],
      ['picked', 3, 4],
      ['ship', 4, 5],
    ]);
    expect((await act(a.id, 'cancel')).code).toBe(409);

    // delivered: what was shipped — 30 of 36 pieces of the 360.00 line (300.00), none of 17.50 — plus fees less discounts
    expect((await act(a.id, 'deliver')).data).toEqual({ id: a.id, status: 6 });
    expect(await detail(a.id)).toMatchObject({ status: 6, delivered_amount: '304.50', delivered_by_name: '王经理' });
    expect((await act(a.id, 'complete')).data).toEqual({ id: a.id, status: 7 });
    expect((await act(a.id, 'complete')).code).toBe(409);

    await fulfil(split.id, f.w2);
    expect((await detail(split.id)).status).toBe(3);
    await inTenant(async (tx) => {
      const line = sd.items[0];
      await source.picked(stock(tx), { orderId: split.id, warehouseId: f.w1 }, [{ orderItemId: line.id, baseQty: line.base_qty }]);
      await source.shipped(stock(tx), { orderId: split.id, warehouseId: f.w1 }, { id: 60, number: 'OD3' }, [{ orderItemId: line.id, baseQty: line.base_qty }]);
    });
    const splitShipped = await detail(split.id);
    expect(splitShipped.status).toBe(5);
    expect(splitShipped.sub_orders.map((s) => s.status)).toEqual([5, 5]);
    expect((await act(split.id, 'deliver')).data.status).toBe(6);
    expect((await detail(split.id)).sub_orders.map((s) => s.status)).toEqual([6, 6]);
    await act(pending.id, 'cancel');
    await act(otherDay.id, 'cancel');
    expect(tomorrow() < day).toBe(true);
  });
});

describe('payments and the customer account', () => {
  it('a balance order is paid from the balance at audit (409 with the figures when short) and given back on cancel', async () => {
    const made = await create({ pay_type: 3 });
    const short = await act(made.id, 'audit');
    expect(short.code).toBe(409);
    expect(short.message).toContain('382.00');
    expect((await detail(made.id)).items.every((i) => i.reserved_base_qty === '0.000')).toBe(true);
    await inTenant((tx) => postCustomerAccount(tx, { customerId: f.customer, field: 'balance', amount: '500', type: CustomerAccountHistoryType.prepay, staffId: null }));
    expect((await act(made.id, 'audit')).code).toBe(200);
    expect(await account(f.customer)).toMatchObject({ balance: '118.00' });
    const paid = await detail(made.id);
    expect(paid).toMatchObject({ pay_status: 2, paid_amount: '382.00' });
    expect(paid.payments.map((p) => [p.field, p.amount, p.before, p.after])).toEqual([['balance', '-382.00', '500.00', '118.00']]);
    expect((await act(made.id, 'cancel')).code).toBe(200);
    expect(await account(f.customer)).toMatchObject({ balance: '500.00' });
    const back = await detail(made.id);
    expect(back).toMatchObject({ pay_status: 0, paid_amount: '0.00' });
    expect(back.payments.map((p) => p.amount)).toEqual(['-382.00', '382.00']);
  });

  it('an account-period order is held to the credit limit at audit and adds what was delivered to need_pay', async () => {
    const body = { customer_id: f.periodCustomer, customer_user_id: null, address_id: f.periodAddress, pay_type: 2 };
    const first = await create(body);
    expect((await act(first.id, 'audit')).code).toBe(200);
    // 382.00 open and 700 more would pass the limit of 1000
    const big = await create({ ...body, coupon_amount: 0, activity_amount: 0, freight_amount: 0, carry_fee: 0, items: [{ sku_id: f.goods.skuIds[0], qty: 70 }] });
    const refused = await act(big.id, 'audit');
    expect(refused).toMatchObject({ code: 409, message: '超出客户信用额度：额度 1000.00 元，应收 0.00 元，未送达订单 382.00 元，本单 700.00 元' });
    expect((await detail(big.id)).status).toBe(1);
    await fulfil(first.id, f.w1);
    expect((await act(first.id, 'deliver')).code).toBe(200);
    expect(await account(f.periodCustomer)).toMatchObject({ need_pay: '382.00' });
    expect((await detail(first.id)).payments.map((p) => [p.field, p.amount])).toEqual([['need_pay', '382.00']]);
    // delivered, the order counts as receivable, not as open: still over the limit
    expect((await act(big.id, 'audit')).message).toContain('应收 382.00 元，未送达订单 0.00 元');
    await act(big.id, 'cancel');
  });
});
