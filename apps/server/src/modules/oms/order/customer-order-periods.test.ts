import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@tradewind/contract/common/time';
import type { CreateOrderResult, OrderDetail } from '@tradewind/contract/oms/order.schema';
import { queryRows, type Db } from '@/core/db/database';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { deliveredOrders } from '@/test/fixtures/oms/refund-test-fixture';
import { onPostgres, useTestApp } from '@/test/test-app';
import { chargeCarryFee } from './carry-fee-charge';
import { markOrderDeliveryFailed } from './order-delivery-failed';
import { registeredTasks } from '@/core/jobs/scheduler';
import { checkCustomerOrderPeriods, customerOrderPeriodsTask, ensureCustomerOrderPeriods, recomputeCustomerOrderPeriods, runCustomerOrderPeriods } from './customer-order-periods';

/** Each customer's audited orders per crowd period, kept by the orders' own transactions and rolled by day (README "Customer order periods"). */
const t = useTestApp();
let f: OrderFixture;
const ZONE = 'Asia/Shanghai';

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods, { stock: 500 });
});

const { inTenant, deliveredOrder } = deliveredOrders(t, () => f);
const ctxOf = (tx: Db) => f.ctx(tx);
const dayOf = (daysFromToday: number) => formatDate(new Date(Date.now() + daysFromToday * 86_400_000), ZONE) as string;
const ensure = (today?: string) => inTenant((tx) => ensureCustomerOrderPeriods(tx, f.tenant.tenantId, ZONE, today));
const check = () => inTenant((tx) => checkCustomerOrderPeriods(tx, { tenantIds: [f.tenant.tenantId] }));
/** an order of one unit of the first SKU (the stock lasts for every order of the file) */
const small = (overrides: Record<string, unknown> = {}) => orderBody(f, { items: [{ sku_id: f.goods.skuIds[0], qty: 1 }], ...overrides });
const audited = async (customer = f.customer) => {
  const made = await f.ok<CreateOrderResult>('POST', '/oms/order', small({ customer_id: customer, ...(customer === f.customer ? {} : { customer_user_id: null, address_id: null }) }), 'manager');
  await f.ok('PUT', `/oms/order/${made.id}/audit`, {}, 'manager');
  return made.id;
};
const totalOf = async (id: number) => (await f.ok<OrderDetail>('GET', `/oms/order/${id}`)).total_amount;
const cents = (amount: string) => Math.round(Number(amount) * 100);
type Row = { customer_id: number; last_ordered_at: string | null; orders_7: number; cents_7: number; orders_30: number; cents_30: number; orders_365: number; cents_365: number };
const rowOf = async (customerId: number) =>
  (await inTenant((tx) => queryRows<Row>(tx, sql`SELECT * FROM oms_customer_order_periods WHERE customer_id = ${customerId}::int`)))[0];
/** Moves an order's creation `days` back (the tests' way to have orders of earlier days; no API backdates an order). */
const backdate = (id: number, days: number) => inTenant((tx) => tx.execute(sql`UPDATE oms_orders SET created_at = created_at - make_interval(days => ${days}::int) WHERE id = ${id}::int`));

describe('customer order periods', () => {
  it('are built on first use; an audit adds, a carry fee adds, a cancel and a failed delivery take back — always equal to the orders', async () => {
    const first = await audited();
    // nothing kept before the first use: the build reads the orders
    expect(await rowOf(f.customer)).toBeUndefined();
    expect(await ensure()).toBe('built');
    expect(await ensure()).toBe('current');
    const a = await totalOf(first);
    expect(await rowOf(f.customer)).toMatchObject({ orders_7: 1, cents_7: cents(a), orders_365: 1 });

    const second = await audited();
    const b = await totalOf(second);
    expect(await rowOf(f.customer)).toMatchObject({ orders_7: 2, cents_7: cents(a) + cents(b), orders_30: 2 });
    // a pending order counts for nothing; a cancelled audited one is taken back
    await f.ok<CreateOrderResult>('POST', '/oms/order', small(), 'manager');
    await f.ok('PUT', `/oms/order/${second}/cancel`, { remark: '客户取消' }, 'manager');
    expect(await rowOf(f.customer)).toMatchObject({ orders_7: 1, cents_7: cents(a) });
    // a carry fee charged after audit adds to the order's periods; a delivery that fails the whole order takes it back
    const delivered = await deliveredOrder();
    await inTenant((tx) => chargeCarryFee(ctxOf(tx), delivered.id, { amount: '12.34', docType: 'carry_fee', docId: 1, docNo: 'CF-TEST' }));
    expect(await rowOf(f.customer)).toMatchObject({ orders_7: 2, cents_7: cents(a) + cents(delivered.total_amount) + 1234 });
    const failed = await deliveredOrder({}, false);
    await inTenant((tx) => markOrderDeliveryFailed(ctxOf(tx), failed.id, { reason: '拒收' }));
    expect(await rowOf(f.customer)).toMatchObject({ orders_7: 2 });
    expect(await check()).toEqual([]);
  });

  it('rolled to a later day, each period loses the days that left it, as a build on that day has them', async () => {
    // orders of the other customer created 0, 5, 8, 29, 31, 200 and 370 days ago
    const ids: number[] = [];
    for (const days of [0, 5, 8, 29, 31, 200, 370]) {
      const id = await audited(f.otherCustomer);
      await backdate(id, days);
      ids.push(id);
    }
    // built as of ten days ago (every order counted from that day's periods), then rolled to today
    expect(await ensure(dayOf(-10))).toBe('built');
    expect(await check()).toEqual([]);
    expect(await ensure()).toBe('rolled');
    expect(await check()).toEqual([]);
    const rolled = await rowOf(f.otherCustomer);
    // whole days: 7 days are today and the 7 before it (0 and 5 days ago), 30 days reach 29 days ago but not 31
    expect(rolled).toMatchObject({ orders_7: 2, orders_30: 4, orders_365: 6 });
    expect(Date.parse(rolled.last_ordered_at!)).toBeGreaterThan(Date.now() - 86_400_000);
    // a roll gives what a build gives
    expect(await ensure(dayOf(-1))).toBe('built');
    expect(await ensure()).toBe('rolled');
    expect(await rowOf(f.otherCustomer)).toEqual(rolled);
  });

  it('stays exact under orders audited and cancelled at once, and a roll among them', async () => {
    await ensure();
    // three of the rep's customer, audited now and cancelled below; five of the other customer, audited below
    const made: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      // (another SKU: the cancels hold the first one's stock row, which an audit of it would wait for)
      const other = i >= 3 ? { customer_id: f.otherCustomer, customer_user_id: null, address_id: null, items: [{ sku_id: f.goods.skuIds[1], qty: 1 }] } : {};
      made.push((await f.ok<CreateOrderResult>('POST', '/oms/order', small(other), 'manager')).id);
    }
    const auditedFirst = made.slice(0, 3);
    for (const id of auditedFirst) await f.ok('PUT', `/oms/order/${id}/audit`, {}, 'manager');
    // made 7 days ago: the day the 7 days lose when rolled to tomorrow, so an audit that added with the day
    // before the roll, and that the roll did not see, would be counted a day too long
    for (const id of made) await backdate(id, 7);
    for (const customer of [f.customer, f.otherCustomer]) await inTenant((tx) => recomputeCustomerOrderPeriods(tx, f.tenant.tenantId, customer));
    expect(await check()).toEqual([]);
    // a roll to tomorrow holds its transaction open while five audits and three cancels start: they wait for
    // it (and then add as of tomorrow) or, without the lock, add as of today and stay counted a day too long
    let changes: Array<Promise<{ code: number; message: string }>> = [];
    await inTenant(async (tx) => {
      expect(await ensureCustomerOrderPeriods(tx, f.tenant.tenantId, ZONE, dayOf(1))).toBe('rolled');
      changes = [
        ...made.slice(3).map((id) => f.call('PUT', `/oms/order/${id}/audit`, { body: {}, who: 'manager' })),
        ...auditedFirst.map((id) => f.call('PUT', `/oms/order/${id}/cancel`, { body: { remark: '并发取消' }, who: 'manager' })),
      ];
      if (onPostgres) await tx.execute(sql`SELECT pg_sleep(0.5)`);
    });
    for (const a of await Promise.all(changes)) expect(a.code, a.message).toBe(200);
    expect(await check()).toEqual([]);
    // back to today: the rows are built again for it
    expect(await ensure()).toBe('built');
    expect(await check()).toEqual([]);
  });

  it('a scheduled run makes every tenant current; a kept row that differs is found', async () => {
    expect(registeredTasks().filter((task) => task.name === customerOrderPeriodsTask.name)).toHaveLength(1);
    // the tenant's rows a day behind: the run rolls them to today (other tenants of the worker may be built or current)
    expect(await ensure(dayOf(-1))).toBe('built');
    const asOf = () => inTenant((tx) => queryRows<{ as_of: string }>(tx, sql`SELECT as_of::text AS as_of FROM oms_customer_order_period_days`));
    expect(await asOf()).toEqual([{ as_of: dayOf(-1) }]);
    const done = await runCustomerOrderPeriods({ db: t.app.database.db, now: new Date() });
    expect(done.rolled).toBeGreaterThanOrEqual(1);
    expect(await asOf()).toEqual([{ as_of: dayOf(0) }]);
    expect(await ensure()).toBe('current');
    expect(await check()).toEqual([]);
    await inTenant((tx) => tx.execute(sql`UPDATE oms_customer_order_periods SET orders_30 = orders_30 + 1 WHERE customer_id = ${f.customer}::int`));
    expect(await check()).toEqual([expect.objectContaining({ customer_id: f.customer, col: 'orders_30' })]);
    await inTenant((tx) => tx.execute(sql`UPDATE oms_customer_order_periods SET orders_30 = orders_30 - 1 WHERE customer_id = ${f.customer}::int`));
    expect(await check()).toEqual([]);
  });
});
