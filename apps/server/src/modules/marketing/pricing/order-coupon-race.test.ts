import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, CustomerCoupon } from '@tradewind/contract/marketing/coupon.schema';
import type { CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { useTestApp } from '@/test/test-app';

/**
 * A coupon on orders under concurrency (issue 34 "Exactness", marketing README "Orders"; real concurrency on
 * PostgreSQL): twenty orders made at once with one coupon hold it once; two orders naming one coupon audited
 * at once use it once; audits and cancels racing never count a use twice, and `used_count` ends exact.
 */
const t = useTestApp();
let f: OrderFixture;
let sku: number;

const body = (couponId: number | null) =>
  orderBody(f, { coupon_amount: 0, activity_amount: 0, customer_coupon_id: couponId, items: [{ sku_id: sku, qty: 10 }] });
const act = (id: number, action: 'audit' | 'cancel') => f.call<{ status: number }>('PUT', `/oms/order/${id}/${action}`, { body: { remark: '并发' }, who: 'manager' });

/** A coupon (¥5 off over ¥50) issued once to the fixture's customer: the coupon and the customer's coupon. */
async function issuedCoupon(name: string): Promise<{ couponId: number; held: () => Promise<CustomerCoupon>; used: () => Promise<number> }> {
  const coupon = await f.ok<Coupon>('POST', '/marketing/coupon', { name, type: 1, threshold: 50, amount: 5, scope_type: 0, total_count: 5, per_customer: 1, validity_type: 2, valid_days: 30, take_type: 1 });
  await f.ok('POST', `/marketing/coupon/${coupon.id}/issue`, { customer_ids: [f.customer] });
  const held = async () => (await f.ok<CustomerCoupon[]>('GET', `/marketing/customer_coupons?customer_id=${f.customer}`)).find((c) => c.coupon_id === coupon.id)!;
  const used = async () => (await f.ok<Coupon>('GET', `/marketing/coupon/${coupon.id}`)).used_count;
  return { couponId: coupon.id, held, used };
}

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods, { stock: 10 });
  const goods = await createTestGoods(t, f.tenant.tokens.admin, { skus: 1, prices: ['10.00'] });
  sku = goods.skuIds[0];
  await f.stockIn(sku, f.w1, 1000, goods.unitId);
});

describe('a coupon on orders made, audited and cancelled at once', () => {
  it('20 orders made at once with one coupon: one holds it, 19 answer 409 and are not made', async () => {
    const c = await issuedCoupon('并发持有');
    const mine = await c.held();
    const answers = await Promise.all(Array.from({ length: 20 }, () => f.call<CreateOrderResult>('POST', '/oms/order', { body: body(mine.id), who: 'rep' })));
    const won = answers.filter((r) => r.code === 200);
    expect(won.length).toBe(1);
    expect(answers.filter((r) => r.code === 409).length).toBe(19);
    expect(await c.held()).toMatchObject({ status: 2, order_id: won[0].data.id });
    const [count] = await withTenant(t.app.database.db, f.tenant.tenantId, (tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM oms_orders WHERE customer_coupon_id = ${mine.id}::bigint`));
    expect(Number(count.n)).toBe(1);
  });

  it('two orders naming one coupon audited at once: it is used once, the other audit is refused and keeps its order pending', async () => {
    const c = await issuedCoupon('并发审核');
    const mine = await c.held();
    const first = await f.ok<CreateOrderResult>('POST', '/oms/order', body(mine.id), 'rep');
    const second = await f.ok<CreateOrderResult>('POST', '/oms/order', body(null), 'rep');
    // a stale reference (written behind the services' back): the second order names the coupon the first holds
    await withTenant(t.app.database.db, f.tenant.tenantId, (tx) => tx.execute(sql`UPDATE oms_orders SET customer_coupon_id = ${mine.id}::bigint WHERE id = ${second.id}::int`));
    const [x, y] = await Promise.all([act(first.id, 'audit'), act(second.id, 'audit')]);
    expect([x.code, y.code]).toEqual([200, 409]);
    expect(await c.held()).toMatchObject({ status: 3, order_id: first.id });
    expect(await c.used()).toBe(1);
    // and one order audited twice at once: one 200, one 409, still one use
    const third = await f.ok<CreateOrderResult>('POST', '/oms/order', body(null), 'rep');
    const [p, q] = await Promise.all([act(third.id, 'audit'), act(third.id, 'audit')]);
    expect([p.code, q.code].sort()).toEqual([200, 409]);
    expect(await c.used()).toBe(1);
  });

  it('audits and cancels racing, again and again: the coupon is used at most once at a time and used_count ends exact', async () => {
    const c = await issuedCoupon('取消再审');
    const mine = await c.held();
    for (let round = 0; round < 5; round += 1) {
      const made = await f.ok<CreateOrderResult>('POST', '/oms/order', body(mine.id), 'rep');
      // the audit and the cancel at once: whichever comes second either gives the coupon back or is refused
      const [audit, cancel] = await Promise.all([act(made.id, 'audit'), act(made.id, 'cancel')]);
      expect(cancel.code).toBe(200);
      expect([200, 409]).toContain(audit.code);
      // a cancelled order is never audited again
      expect((await act(made.id, 'audit')).code).toBe(409);
      expect(await c.held()).toMatchObject({ status: 1, order_id: null });
      expect(await c.used()).toBe(0);
    }
    // audited at last: one use; cancelled twice at once: given back once
    const last = await f.ok<CreateOrderResult>('POST', '/oms/order', body(mine.id), 'rep');
    await f.ok('PUT', `/oms/order/${last.id}/audit`, {}, 'manager');
    expect(await c.used()).toBe(1);
    const [u, v] = await Promise.all([act(last.id, 'cancel'), act(last.id, 'cancel')]);
    expect([u.code, v.code].sort()).toEqual([200, 409]);
    expect(await c.used()).toBe(0);
    expect(await c.held()).toMatchObject({ status: 1, usable: true });
  });
});
