import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResult, OrderDetail, PricePreviewResult } from '@tradewind/contract/oms/order.schema';
import { withTenant } from '@/core/db/tenancy';
import { checkStockLedger } from '@/modules/wms';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { orderAmounts } from './order-lines';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';

/**
 * Issue 17 "Exactness": reservations under concurrent audits never oversell and cancellations give back
 * exactly what they held; order amounts are the sum of rounded lines plus fees less discounts, to the cent.
 */
const t = useTestApp();
let f: OrderFixture;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods, { stock: 500 });
});

const act = (id: number, action: string) => f.call<{ id: number; status: number }>('PUT', `/oms/order/${id}/${action}`, { body: {}, who: 'manager' });

/** A decimal text as an integer of its smallest unit: '12.5' at 3 places → 12500n. An oracle apart from the server's parsing. */
const scaled = (text: string, places: number): bigint => {
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole + frac.padEnd(places, '0').slice(0, places));
};
/** round half up of qty (3 places) × price (2 places) to the cent. */
const oracleLine = (qty: string, price: string) => (scaled(qty, 3) * scaled(price, 2) + 500n) / 1000n;
const centsText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

describe('reservations under concurrent audits', () => {
  it('30 orders for the last 20 units: exactly 20 audited, 10 refused with the shortfall, available never below 0; cancels release exactly', async () => {
    const goods = await createTestGoods(t, f.tenant.tokens.admin, { skus: 1, prices: ['3.00'] });
    const sku = goods.skuIds[0];
    await f.stockIn(sku, f.w1, 20, goods.unitId);
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const made = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, { items: [{ sku_id: sku, qty: 1 }] }), 'rep');
      ids.push(made.id);
    }
    const answers = await Promise.all(ids.map((id) => act(id, 'audit')));
    const won = ids.filter((_, i) => answers[i].code === 200);
    const lost = answers.filter((a) => a.code !== 200);
    expect(won.length).toBe(20);
    expect(lost.length).toBe(10);
    for (const a of lost) {
      expect(a.code).toBe(409);
      expect(a.message).toContain(goods.skuCodes[0]);
    }
    expect(await f.stockOf(sku, f.w1)).toEqual({ on_hand: 20, reserved: 20 });
    for (const id of ids.filter((i) => !won.includes(i))) expect((await f.ok<OrderDetail>('GET', `/oms/order/${id}`)).status).toBe(1);

    // cancelling five audited orders gives back exactly five; the refused ones can now be audited, up to 20 again
    for (const id of won.slice(0, 5)) expect((await act(id, 'cancel')).code).toBe(200);
    expect(await f.stockOf(sku, f.w1)).toEqual({ on_hand: 20, reserved: 15 });
    const retry = await Promise.all(ids.filter((i) => !won.includes(i)).map((id) => act(id, 'audit')));
    expect(retry.filter((a) => a.code === 200).length).toBe(5);
    expect(await f.stockOf(sku, f.w1)).toEqual({ on_hand: 20, reserved: 20 });
    expect(await withTenant(t.app.database.db, f.tenant.tenantId, (tx) => checkStockLedger(tx))).toEqual([]);
  });

  it('two audits of one order at once: one succeeds, the other answers 409; one reservation', async () => {
    const sku = f.goods.skuIds[1];
    const before = await f.stockOf(sku, f.w1);
    const made = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, { items: [{ sku_id: sku, qty: 4 }] }), 'rep');
    const [a, b] = await Promise.all([act(made.id, 'audit'), act(made.id, 'audit')]);
    expect([a.code, b.code].sort()).toEqual([200, 409]);
    expect(await f.stockOf(sku, f.w1)).toEqual({ on_hand: before.on_hand, reserved: before.reserved + 4 });
    const [c, d] = await Promise.all([act(made.id, 'cancel'), act(made.id, 'cancel')]);
    expect([c.code, d.code].sort()).toEqual([200, 409]);
    expect(await f.stockOf(sku, f.w1)).toEqual(before);
  });
});

describe('order amounts', () => {
  const qtyArb = fc.integer({ min: 1, max: 99_999_999 }).map((m) => `${Math.floor(m / 1000)}.${String(m % 1000).padStart(3, '0')}`);
  const moneyArb = (max: number) => fc.integer({ min: 0, max }).map((c) => centsText(BigInt(c)));

  it('1,000 random orders: amount = Σ round(qty × price) + freight + carry fee − discounts, never below 0, to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: qtyArb, price: moneyArb(1_000_000_000) }), { minLength: 1, maxLength: 30 }),
        moneyArb(100_000),
        moneyArb(100_000),
        moneyArb(5_000_000),
        moneyArb(5_000_000),
        (lines, freight, carry, coupon, activity) => {
          const got = orderAmounts({
            lines: lines.map((l) => ({ qtyMilli: scaled(l.qty, 3), priceCents: Number(scaled(l.price, 2)) })),
            freightCents: Number(scaled(freight, 2)),
            carryFeeCents: Number(scaled(carry, 2)),
            couponCents: Number(scaled(coupon, 2)),
            activityCents: Number(scaled(activity, 2)),
          });
          const lineCents = lines.map((l) => oracleLine(l.qty, l.price));
          const goods = lineCents.reduce((s, c) => s + c, 0n);
          const gross = goods + scaled(freight, 2) + scaled(carry, 2) - scaled(coupon, 2) - scaled(activity, 2);
          expect(got.lineCents).toEqual(lineCents);
          expect(got.goodsCents).toBe(goods);
          expect(got.totalCents).toBe(gross > 0n ? gross : 0n);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('random orders through the API: what the server stores is the oracle’s amount, line by line, the typed discounts on the lines', async () => {
    const skus = f.goods.skuIds;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.record({ sku: fc.integer({ min: 0, max: 2 }), box: fc.boolean(), qty: fc.integer({ min: 1, max: 500 }), price: fc.option(moneyArb(99_999), { nil: null }) }), {
          minLength: 1,
          maxLength: 6,
          selector: (l) => `${l.sku}:${l.box}`,
        }),
        moneyArb(20_000),
        moneyArb(5_000),
        moneyArb(50_000),
        moneyArb(10_000),
        async (lines, freight, carry, coupon, activity) => {
          const reply = await f.call<CreateOrderResult & { errors?: Array<{ field: string }> }>('POST', '/oms/order', {
            body: orderBody(f, {
              freight_amount: freight,
              carry_fee: carry,
              coupon_amount: coupon,
              activity_amount: activity,
              items: lines.map((l) => ({ sku_id: skus[l.sku], unit_id: l.box ? f.goods.packageUnitId : f.goods.unitId, qty: l.qty, price: l.price })),
            }),
            who: 'manager',
          });
          // the discounts typed by hand may not pass the goods (no rules here): the field that passes them is refused
          const offered = await f.ok<PricePreviewResult>('POST', '/oms/order/price_preview', { customer_id: f.customer, items: lines.map((l) => ({ sku_id: skus[l.sku], unit_id: l.box ? f.goods.packageUnitId : f.goods.unitId })) }, 'manager');
          const expectedGoods = lines.reduce((s, l, n) => s + oracleLine(String(l.qty), l.price ?? offered.list[n].price), 0n);
          const refusedField = scaled(coupon, 2) > expectedGoods ? 'coupon_amount' : scaled(coupon, 2) + scaled(activity, 2) > expectedGoods ? 'activity_amount' : null;
          if (refusedField) {
            expect([reply.code, reply.data.errors?.map((e) => e.field)]).toEqual([422, [refusedField]]);
            return;
          }
          expect(reply.code).toBe(200);
          const d = await f.ok<OrderDetail>('GET', `/oms/order/${reply.data.id}`);
          const lineCents = d.items.map((i) => oracleLine(i.qty, i.price));
          d.items.forEach((i, n) => expect(i.amount).toBe(centsText(lineCents[n])));
          const goods = lineCents.reduce((s, c) => s + c, 0n);
          expect(goods).toBe(expectedGoods);
          const gross = goods + scaled(freight, 2) + scaled(carry, 2) - scaled(coupon, 2) - scaled(activity, 2);
          expect(d.goods_amount).toBe(centsText(goods));
          expect(d.total_amount).toBe(centsText(gross));
          // the typed discounts ride on the lines: they add up to the total to the cent
          const payable = d.items.reduce((s, i) => s + scaled(i.amount, 2) - scaled(i.activity_amount, 2) - scaled(i.coupon_amount, 2), 0n);
          expect(payable + scaled(freight, 2) + scaled(carry, 2)).toBe(gross);
          // a price given by the manager is the line's; none given: the customer's (list) price
          lines.forEach((l, n) => expect(d.items[n].price_source).toBe(l.price !== null && l.price !== d.items[n].list_price ? 'manual' : 'list'));
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
