import { beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, CustomerCoupon } from '@tradewind/contract/marketing/coupon.schema';
import type { CreateOrderResult, OrderDetail, OrderList, PricePreviewResult } from '@tradewind/contract/oms/order.schema';
import type { RefundDetail } from '@tradewind/contract/oms/order-refund.schema';
import { orderPricing, registerOrderPricing } from '@/modules/oms/order/order-pricing';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { orderBody, orderFixture, type OrderFixture, type Who } from '@/test/fixtures/oms/order-test-fixture';
import { deliveredOrders } from '@/test/fixtures/oms/refund-test-fixture';
import { useTestApp } from '@/test/test-app';

/**
 * The discounts typed by hand (oms README "Price pipeline"): the body's `coupon_amount` and `activity_amount`
 * shared onto the lines after the rules, each line's share a step of its own; a refund gives back a line's
 * share; typing one needs the price permission; a typed coupon amount beside a chosen coupon and typed
 * discounts past the goods are refused; an edit shares them again; orders without marketing share them alike.
 */
const t = useTestApp();
let f: OrderFixture;
let a: number; // ¥10 a piece
let b: number; // ¥20 a piece
let c: number; // ¥6 a piece

/** 7 of A, 4 of B, 3 of C: goods ¥168; typed ¥1.00 off as a coupon and ¥2.00 as a discount unless told otherwise. */
const body = (overrides: Record<string, unknown> = {}) =>
  orderBody(f, { coupon_amount: '1.00', activity_amount: '2.00', freight_amount: '5.00', carry_fee: '3.00', items: [{ sku_id: a, qty: 7 }, { sku_id: b, qty: 4 }, { sku_id: c, qty: 3 }], ...overrides });
const create = (overrides: Record<string, unknown> = {}, who: Who = 'manager') => f.call<CreateOrderResult & { errors?: Array<{ field: string; message: string }> }>('POST', '/oms/order', { body: body(overrides), who });
const detail = (id: number) => f.ok<OrderDetail>('GET', `/oms/order/${id}`);
const cents = (v: string) => Math.round(Number(v) * 100);
const lineFigures = (d: OrderDetail) => d.items.map((i) => [i.sku_id, i.amount, i.coupon_amount, i.activity_amount]);
/** The body's lines and shares: ¥1.00 over 70 : 80 : 18, then ¥2.00 over what is left (69.58 : 79.53 : 17.89). */
const sharedFigures = () => [
  [a, '70.00', '0.42', '0.83'],
  [b, '80.00', '0.47', '0.95'],
  [c, '18.00', '0.11', '0.22'],
];
/** Σ line payable + freight + carry fee: the order's total, to the cent */
const linesAddUp = (d: OrderDetail) => {
  const payable = d.items.reduce((s, i) => s + cents(i.amount) - cents(i.activity_amount) - cents(i.coupon_amount), 0);
  expect(payable + cents(d.freight_amount) + cents(d.carry_fee)).toBe(cents(d.total_amount));
};

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods, { stock: 100 });
  const goods = await createTestGoods(t, f.tenant.tokens.admin, { skus: 3, prices: ['10.00', '20.00', '6.00'] });
  [a, b, c] = goods.skuIds;
  for (const sku of goods.skuIds) await f.stockIn(sku, f.w1, 100, goods.unitId);
});

describe('discounts typed by hand', () => {
  it('are shared onto the lines by the largest remainder, each share a step; the head keeps their totals and the lines add up to the total', async () => {
    const made = await create();
    expect(made.code).toBe(200);
    const d = await detail(made.data.id);
    expect(lineFigures(d)).toEqual(sharedFigures());
    expect(d.items[2].pricing_steps).toEqual([
      { kind: 'manual_coupon', id: 0, name: '', amount: '0.11' },
      { kind: 'manual_discount', id: 0, name: '', amount: '0.22' },
    ]);
    expect([d.goods_amount, d.coupon_amount, d.activity_amount, d.total_amount]).toEqual(['168.00', '1.00', '2.00', '173.00']);
    linesAddUp(d);
  });

  it('show in the preview line by line, as saving would share them', async () => {
    const preview = await f.ok<PricePreviewResult>('POST', '/oms/order/price_preview', { customer_id: f.customer, coupon_amount: '1.00', activity_amount: '2.00', items: body().items }, 'rep');
    expect(preview.list.map((l) => [l.coupon_amount, l.activity_amount, l.payable_amount])).toEqual([
      ['0.42', '0.83', '68.75'],
      ['0.47', '0.95', '78.58'],
      ['0.11', '0.22', '17.67'],
    ]);
    expect(preview.list[0].pricing_steps.map((s) => s.kind)).toEqual(['manual_coupon', 'manual_discount']);
    expect(preview.pricing).toMatchObject({ goods_amount: '168.00', coupon_amount: '1.00', activity_amount: '2.00' });
  });

  it('a refund gives back each line’s share: a line returned whole gives back what it paid, parts add up to it', async () => {
    const { deliveredOrder } = deliveredOrders(t, () => f);
    const order = await deliveredOrder(body());
    expect([order.status, order.delivered_amount]).toEqual([6, '173.00']);
    const [lineA, , lineC] = order.items;
    const refund = (lines: Array<{ order_item_id: number; qty: number }>) => f.call<RefundDetail>('POST', '/oms/order_refund', { body: { order_id: order.id, type: 1, reason: '破损', photos: [], lines } });
    // all of C: 18.00 − 0.11 − 0.22
    expect((await refund([{ order_item_id: lineC.id, qty: 3 }])).data.refund_amount).toBe('17.67');
    // 3 of A's 7: 68.75 × 3 / 7 = 29.46; the other 4 the rest of its 68.75
    expect((await refund([{ order_item_id: lineA.id, qty: 3 }])).data.refund_amount).toBe('29.46');
    expect((await refund([{ order_item_id: lineA.id, qty: 4 }])).data.refund_amount).toBe('39.29');
  });

  it('need the price permission: a rep typing one is refused (402) and nothing is made', async () => {
    const before = (await f.ok<OrderList>('GET', '/oms/orders', undefined, 'manager')).pagination.total;
    expect((await create({}, 'rep')).code).toBe(402);
    expect((await create({ coupon_amount: 0 }, 'rep')).code).toBe(402);
    expect((await create({ activity_amount: 0 }, 'rep')).code).toBe(402);
    expect((await create({ coupon_amount: 0, activity_amount: 0 }, 'rep')).code).toBe(200);
    expect((await f.ok<OrderList>('GET', '/oms/orders', undefined, 'manager')).pagination.total).toBe(before + 1);
  });

  it('an edit of a pending order shares them again over its new lines; a rep may keep or drop them, not change them', async () => {
    const made = (await create()).data;
    const edit = (overrides: Record<string, unknown>, who: Who) => f.call('PUT', '/oms/order', { body: { ...body(overrides), id: made.id }, who });
    // the rep keeps them and drops C: ¥1.00 over 70 : 80, ¥2.00 over what is left
    expect((await edit({ items: [{ sku_id: a, qty: 7 }, { sku_id: b, qty: 4 }] }, 'rep')).code).toBe(200);
    const kept = await detail(made.id);
    expect(lineFigures(kept)).toEqual([
      [a, '70.00', '0.47', '0.93'],
      [b, '80.00', '0.53', '1.07'],
    ]);
    expect([kept.coupon_amount, kept.activity_amount, kept.total_amount]).toEqual(['1.00', '2.00', '155.00']);
    linesAddUp(kept);
    // a changed amount is the manager's to type
    expect((await edit({ activity_amount: '3.00' }, 'rep')).code).toBe(402);
    expect((await edit({ activity_amount: '3.00' }, 'manager')).code).toBe(200);
    expect((await detail(made.id)).activity_amount).toBe('3.00');
    // dropping one gives nothing away: the rep may
    expect((await edit({ coupon_amount: 0, activity_amount: '3.00' }, 'rep')).code).toBe(200);
    const dropped = await detail(made.id);
    expect([dropped.coupon_amount, dropped.activity_amount]).toEqual(['0.00', '3.00']);
    expect(dropped.items.flatMap((i) => i.pricing_steps.map((s) => s.kind))).toEqual(['manual_discount', 'manual_discount', 'manual_discount']);
    linesAddUp(dropped);
  });

  it('may not pass the goods after the rules (422 on the field, with the amount), in both languages', async () => {
    const over = await create({ coupon_amount: '168.01', activity_amount: 0 });
    expect([over.code, over.data.errors?.map((e) => e.field)]).toEqual([422, ['coupon_amount']]);
    expect(over.data.errors?.[0].message).toBe('手工优惠合计不能超过活动与券优惠后的商品金额 168.00 元');
    const together = await t.call<{ errors: Array<{ field: string; message: string }> }>('POST', '/oms/order', { ...f.as('manager'), headers: { 'Accept-Language': 'en-US' }, body: body({ coupon_amount: '100.00', activity_amount: '68.01' }) });
    expect([together.code, together.data.errors.map((e) => e.field)]).toEqual([422, ['activity_amount']]);
    expect(together.data.errors[0].message).toBe('The discounts typed by hand may not exceed the goods after the activities and the coupon (168.00)');
    // all of it is allowed: the goods pay nothing, the fees remain
    const all = await create({ coupon_amount: '100.00', activity_amount: '68.00' });
    expect((await detail(all.data.id)).total_amount).toBe('8.00');
  });

  it('a typed coupon amount beside a chosen coupon is refused (422 on coupon_amount): one coupon per order', async () => {
    const coupon = await f.ok<Coupon>('POST', '/marketing/coupon', { name: '满50减5', type: 1, threshold: 50, amount: 5, scope_type: 0, total_count: 10, per_customer: 1, validity_type: 2, valid_days: 30, take_type: 1, stack_with_activity: 1 });
    await f.ok('POST', `/marketing/coupon/${coupon.id}/issue`, { customer_ids: [f.customer] });
    const mine = (await f.ok<CustomerCoupon[]>('GET', `/marketing/customer_coupons?customer_id=${f.customer}`)).find((x) => x.coupon_id === coupon.id)!;
    const refused = await t.call<{ errors: Array<{ field: string; message: string }> }>('POST', '/oms/order', { ...f.as('manager'), headers: { 'Accept-Language': 'en-US' }, body: body({ customer_coupon_id: mine.id }) });
    expect([refused.code, refused.data.errors.map((e) => e.field)]).toEqual([422, ['coupon_amount']]);
    expect(refused.data.errors[0].message).toBe('A coupon is chosen: no coupon amount may be typed beside it (one coupon per order)');
    expect((await f.ok<CustomerCoupon[]>('GET', `/marketing/customer_coupons?customer_id=${f.customer}`)).find((x) => x.id === mine.id)).toMatchObject({ status: 1 });
    // the typed discount stacks with the coupon: the coupon's ¥5, then ¥2.00 typed, shared over what is left
    const made = await create({ customer_coupon_id: mine.id, coupon_amount: 0 });
    expect(made.code).toBe(200);
    const d = await detail(made.data.id);
    expect([d.coupon_amount, d.activity_amount, d.total_amount]).toEqual(['5.00', '2.00', '169.00']);
    expect(d.items[0].pricing_steps.map((s) => s.kind)).toEqual(['coupon', 'manual_discount']);
    linesAddUp(d);
  });

  it('are shared the same way when no marketing pipeline is registered', async () => {
    const registered = orderPricing();
    registerOrderPricing(null);
    try {
      const made = await create();
      expect(made.code).toBe(200);
      const d = await detail(made.data.id);
      expect(lineFigures(d)).toEqual(sharedFigures());
      expect(d.items[0].pricing_steps.map((s) => s.kind)).toEqual(['manual_coupon', 'manual_discount']);
      linesAddUp(d);
      expect((await create({ coupon_amount: '168.01', activity_amount: 0 })).code).toBe(422);
    } finally {
      registerOrderPricing(registered);
    }
  });
});
