import { beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, CustomerCoupon } from '@tradewind/contract/marketing/coupon.schema';
import type { CreateOrderResult, OrderDetail, PricePreviewResult } from '@tradewind/contract/oms/order.schema';
import type { RefundDetail } from '@tradewind/contract/oms/order-refund.schema';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { deliveredOrders } from '@/test/fixtures/oms/refund-test-fixture';
import { useTestApp } from '@/test/test-app';

/**
 * The price pipeline through orders (marketing README "Orders", oms README "Price pipeline"): an activity
 * (10 % off over ¥100 with a gift) and a coupon (¥5 off over ¥50) priced into an order's lines, the coupon
 * held, released, used and given back with its order, and a refund giving back a line's payable share.
 */
const t = useTestApp();
let f: OrderFixture;
let a: number; // ¥10 a piece
let b: number; // ¥20 a piece
let gift: number;
let couponId: number;

const at = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const held = async () => (await f.ok<CustomerCoupon[]>('GET', `/marketing/customer_coupons?customer_id=${f.customer}`)).filter((c) => c.coupon_id === couponId);
const usedCount = async () => (await f.ok<Coupon>('GET', `/marketing/coupon/${couponId}`)).used_count;
/** 10 of A and 5 of B: goods ¥200, the activity's ¥20 and the coupon's ¥5 shared onto both; no typed discounts. */
const body = (overrides: Record<string, unknown> = {}) =>
  orderBody(f, { coupon_amount: 0, activity_amount: 0, freight_amount: '5.00', carry_fee: '3.00', items: [{ sku_id: a, qty: 10 }, { sku_id: b, qty: 5 }], ...overrides });

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods, { stock: 100 });
  const goods = await createTestGoods(t, f.tenant.tokens.admin, { skus: 3, prices: ['10.00', '20.00', '6.00'] });
  [a, b, gift] = goods.skuIds;
  for (const sku of goods.skuIds) await f.stockIn(sku, f.w1, 100, goods.unitId);
  await f.ok('POST', '/marketing/activity', {
    name: '满百九折',
    type: 3,
    tiers: [{ over: 100, percent: 10, gift_sku_id: gift, gift_qty: 1 }],
    scope_type: 3,
    scope_ids: [a, b],
    starts_at: at(-1),
    ends_at: at(7),
    stack_with_coupon: 1,
  });
  const coupon = await f.ok<Coupon>('POST', '/marketing/coupon', {
    name: '满50减5',
    type: 1,
    threshold: 50,
    amount: 5,
    scope_type: 0,
    total_count: 10,
    per_customer: 1,
    validity_type: 2,
    valid_days: 30,
    take_type: 1,
    stack_with_activity: 1,
  });
  couponId = coupon.id;
  await f.ok('POST', `/marketing/coupon/${couponId}/issue`, { customer_ids: [f.customer] });
});

describe('an order priced by the pipeline', () => {
  it('previews, saves, holds, uses and gives back the coupon; every line keeps what each rule did', async () => {
    const [mine] = await held();
    expect(mine).toMatchObject({ status: 1, usable: true });

    // the preview: the activity's ¥20 and the coupon's ¥5 shared onto the two lines, the gift, the coupon applied
    const preview = await f.ok<PricePreviewResult>('POST', '/oms/order/price_preview', {
      customer_id: f.customer,
      customer_coupon_id: mine.id,
      items: [{ sku_id: a, qty: 10 }, { sku_id: b, qty: 5 }],
    }, 'rep');
    expect(preview.list.map((l) => [l.price, l.amount, l.activity_amount, l.coupon_amount, l.payable_amount])).toEqual([
      ['10.00', '100.00', '10.00', '2.50', '87.50'],
      ['20.00', '100.00', '10.00', '2.50', '87.50'],
    ]);
    expect(preview.list[0].pricing_steps).toEqual([
      { kind: 'activity', id: expect.any(Number), name: '满百九折', amount: '10.00' },
      { kind: 'coupon', id: couponId, name: '满50减5', amount: '2.50' },
    ]);
    expect(preview.pricing).toMatchObject({ goods_amount: '200.00', activity_amount: '20.00', coupon_amount: '5.00', freight_amount: null, coupon: { customer_coupon_id: mine.id, applied: true, reason: null } });
    expect(preview.pricing!.gifts).toMatchObject([{ sku_id: gift, qty: '1.000', activity_name: '满百九折' }]);
    // below the threshold the preview says why; saving refuses it on the field
    const small = await f.ok<PricePreviewResult>('POST', '/oms/order/price_preview', { customer_id: f.customer, customer_coupon_id: mine.id, items: [{ sku_id: gift, qty: 2 }] }, 'rep');
    expect(small.pricing!.coupon).toEqual({ customer_coupon_id: mine.id, applied: false, reason: 'below_threshold' });
    const refused = await f.call('POST', '/oms/order', { body: body({ customer_coupon_id: mine.id, items: [{ sku_id: gift, qty: 2 }] }), who: 'rep' });
    expect(refused.code).toBe(422);
    expect((await held())[0].status).toBe(1);

    // saved: the lines' shares, the gift at price 0, the coupon held; total = 200 − 20 − 5 + 5 + 3
    const made = await f.ok<CreateOrderResult>('POST', '/oms/order', body({ customer_coupon_id: mine.id }), 'rep');
    let order = await f.ok<OrderDetail>('GET', `/oms/order/${made.id}`);
    expect([order.goods_amount, order.activity_amount, order.coupon_amount, order.total_amount, order.customer_coupon_id]).toEqual(['200.00', '20.00', '5.00', '183.00', mine.id]);
    expect(order.items.map((i) => [i.sku_id, i.price, i.price_source, i.amount, i.activity_amount, i.coupon_amount])).toEqual([
      [a, '10.00', 'list', '100.00', '10.00', '2.50'],
      [b, '20.00', 'list', '100.00', '10.00', '2.50'],
      [gift, '0.00', 'gift', '0.00', '0.00', '0.00'],
    ]);
    expect(order.items[2].pricing_steps).toMatchObject([{ kind: 'activity', name: '满百九折', amount: '0.00' }]);
    expect((await held())[0]).toMatchObject({ status: 2, order_id: made.id });

    // another order cannot take it; an order of another customer cannot name it
    expect((await f.call('POST', '/oms/order', { body: body({ customer_coupon_id: mine.id }), who: 'rep' })).code).toBe(409);
    expect((await f.call('POST', '/oms/order', { body: body({ customer_id: f.periodCustomer, customer_user_id: null, address_id: f.periodAddress, customer_coupon_id: mine.id }), who: 'manager' })).code).toBe(409);

    // an edit dropping it releases it, naming it again holds it
    const edit = (coupon: number | null) => f.ok('PUT', '/oms/order', { ...body({ customer_coupon_id: coupon }), id: made.id }, 'rep');
    await edit(null);
    expect((await held())[0]).toMatchObject({ status: 1, order_id: null });
    expect((await f.ok<OrderDetail>('GET', `/oms/order/${made.id}`)).total_amount).toBe('188.00');
    await edit(mine.id);
    expect((await held())[0].status).toBe(2);

    // audit: used and counted once; the gift is reserved like any line
    const reservedBefore = (await f.stockOf(gift, f.w1)).reserved;
    await f.ok('PUT', `/oms/order/${made.id}/audit`, {}, 'manager');
    expect((await held())[0]).toMatchObject({ status: 3, order_id: made.id });
    expect(await usedCount()).toBe(1);
    expect((await f.stockOf(gift, f.w1)).reserved).toBe(reservedBefore + 1);

    // cancel after audit: given back, usable again, no longer counted
    await f.ok('PUT', `/oms/order/${made.id}/cancel`, { remark: '客户取消' }, 'manager');
    expect((await held())[0]).toMatchObject({ status: 1, order_id: null, usable: true });
    expect(await usedCount()).toBe(0);
    order = await f.ok<OrderDetail>('GET', `/oms/order/${made.id}`);
    expect(order.status).toBe(0);

    // a pending order cancelled releases it
    const again = await f.ok<CreateOrderResult>('POST', '/oms/order', body({ customer_coupon_id: mine.id }), 'rep');
    expect((await held())[0].status).toBe(2);
    await f.ok('PUT', `/oms/order/${again.id}/cancel`, { remark: '重下' }, 'manager');
    expect((await held())[0]).toMatchObject({ status: 1, usable: true });
    expect(await usedCount()).toBe(0);
  });

  it('a refund gives back a line’s payable share pro rata, never more than was paid', async () => {
    const { deliveredOrder } = deliveredOrders(t, () => f);
    const [mine] = await held();
    const order = await deliveredOrder({ ...body({ customer_coupon_id: mine.id }), customer_user_id: f.contact });
    expect([order.status, order.delivered_amount]).toEqual([6, '183.00']);
    const lineA = order.items.find((i) => i.sku_id === a)!;
    const lineGift = order.items.find((i) => i.price_source === 'gift')!;
    const refund = (lines: Array<{ order_item_id: number; qty: number }>) => f.call<RefundDetail>('POST', '/oms/order_refund', { body: { order_id: order.id, type: 1, reason: '破损', photos: [], lines } });
    // 3 of A's 10: 87.50 × 3 / 10 = 26.25; the gift gives back nothing
    const first = await refund([{ order_item_id: lineA.id, qty: 3 }, { order_item_id: lineGift.id, qty: 1 }]);
    expect(first.code).toBe(200);
    expect([first.data.goods_amount, first.data.refund_amount]).toEqual(['26.25', '26.25']);
    // the other 7: exactly the rest of its 87.50
    const rest = await refund([{ order_item_id: lineA.id, qty: 7 }]);
    expect(rest.data.refund_amount).toBe('61.25');
    expect((await held())[0]).toMatchObject({ status: 3 });
  });

  it('a coupon over a category takes the goods of the categories below it', async () => {
    const parent = await f.ok<{ id: number }>('POST', '/pms/category', { name: `饮品${Date.now() % 100000}` });
    const child = await f.ok<{ id: number }>('POST', '/pms/category', { name: `果汁${Date.now() % 100000}`, parent_id: parent.id });
    const juice = await createTestGoods(t, f.tenant.tokens.admin, { skus: 1, prices: ['30.00'], categoryId: child.id });
    const coupon = await f.ok<Coupon>('POST', '/marketing/coupon', { name: '饮品满60减6', type: 1, threshold: 60, amount: 6, scope_type: 1, scope_ids: [parent.id], total_count: 5, per_customer: 1, validity_type: 2, valid_days: 30, take_type: 1 });
    await f.ok('POST', `/marketing/coupon/${coupon.id}/issue`, { customer_ids: [f.customer] });
    const mine = (await f.ok<CustomerCoupon[]>('GET', `/marketing/customer_coupons?customer_id=${f.customer}`)).find((c) => c.coupon_id === coupon.id)!;
    const preview = await f.ok<PricePreviewResult>('POST', '/oms/order/price_preview', { customer_id: f.customer, customer_coupon_id: mine.id, items: [{ sku_id: juice.skuIds[0], qty: 2 }, { sku_id: gift, qty: 1 }] }, 'rep');
    expect(preview.pricing!.coupon).toEqual({ customer_coupon_id: mine.id, applied: true, reason: null });
    expect(preview.list.map((l) => l.coupon_amount)).toEqual(['6.00', '0.00']);
  });
});
