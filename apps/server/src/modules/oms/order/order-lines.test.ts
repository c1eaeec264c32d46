import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePayableShare, orderAmounts } from './order-lines';

/** The price pipeline's side of an order's amounts (README "Price pipeline"): line shares and payable parts. */
describe('orderAmounts with the lines’ shares of the rules’ discounts', () => {
  it('subtracts the shares per line, at most the line, then the typed discounts; never below 0', () => {
    const a = orderAmounts({
      lines: [
        { qtyMilli: 10_000n, priceCents: 1000, activityCents: 1000, couponCents: 333 },
        { qtyMilli: 5_000n, priceCents: 1000, activityCents: 500, couponCents: 167 },
        { qtyMilli: 1_000n, priceCents: 0 },
      ],
      freightCents: 800,
      carryFeeCents: 0,
      couponCents: 0,
      activityCents: 50,
    });
    expect(a.lineCents).toEqual([10_000n, 5_000n, 0n]);
    expect(a.payableCents).toEqual([8_667n, 4_333n, 0n]);
    expect([a.goodsCents, a.lineActivityCents, a.lineCouponCents, a.totalCents]).toEqual([15_000n, 1_500n, 500n, 13_750n]);
    // a share larger than its line is cut to the line
    const over = orderAmounts({ lines: [{ qtyMilli: 1_000n, priceCents: 100, activityCents: 80, couponCents: 50 }], freightCents: 0, carryFeeCents: 0, couponCents: 0, activityCents: 0 });
    expect([over.payableCents[0], over.lineActivityCents, over.lineCouponCents, over.totalCents]).toEqual([0n, 80n, 20n, 0n]);
  });
});

describe('linePayableShare', () => {
  const line = { amount: '100.00', activityAmount: '10.00', couponAmount: '3.33', baseQty: '3.000' };
  it('gives a line’s payable pro rata, all of it for all units, cumulatively rounded', () => {
    expect(linePayableShare(line, 3_000n)).toBe(8667);
    const parts = [linePayableShare(line, 1_000n), linePayableShare(line, 1_000n, 1_000n), linePayableShare(line, 1_000n, 2_000n)];
    expect(parts).toEqual([2889, 2889, 2889]);
    expect(parts.reduce((s, c) => s + c, 0)).toBe(8667);
    expect(linePayableShare(line, 5_000n, 2_000n)).toBe(2889);
    expect(linePayableShare({ ...line, amount: '0.00', activityAmount: '0.00', couponAmount: '0.00' }, 1_000n)).toBe(0);
  });

  it('any sequence of parts adds up to at most the payable, exactly it when all units are counted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.array(fc.integer({ min: 1, max: 30_000 }), { minLength: 1, maxLength: 8 }),
        (amount, discount, qty, parts) => {
          const d = Math.min(discount, amount);
          const l = { amount: (amount / 100).toFixed(2), activityAmount: (d / 100).toFixed(2), couponAmount: '0.00', baseQty: (qty / 1000).toFixed(3) };
          let before = 0n;
          let sum = 0;
          for (const p of parts) {
            sum += linePayableShare(l, BigInt(p), before);
            before += BigInt(p);
          }
          expect(sum).toBeLessThanOrEqual(amount - d);
          if (before >= BigInt(qty)) expect(sum).toBe(amount - d);
        },
      ),
    );
  });
});
