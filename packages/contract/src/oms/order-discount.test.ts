import { describe, expect, it } from 'vitest';
import { shareTypedDiscounts, typedDiscountsOf } from './order-discount';

describe('the discounts typed by hand on an order', () => {
  it('are shared onto what each line still pays by the largest remainder, the coupon amount first, each line a step', () => {
    const r = shareTypedDiscounts([1000, 1000, 1000], { couponCents: 100, activityCents: 0 });
    expect(r.lines.map((l) => l.couponCents)).toEqual([34, 33, 33]);
    expect(r.lines[2].steps).toEqual([{ kind: 'manual_coupon', cents: 33 }]);
    expect(r).toMatchObject({ couponCents: 100, activityCents: 0 });
    const both = shareTypedDiscounts([500, 0, 1500], { couponCents: 200, activityCents: 1000 });
    expect(both.lines.map((l) => [l.couponCents, l.activityCents])).toEqual([[50, 250], [0, 0], [150, 750]]);
    // a line that pays nothing takes nothing and records no step
    expect(both.lines[1].steps).toEqual([]);
  });

  it('take at most what the lines still pay, and say how much they took', () => {
    const r = shareTypedDiscounts([300, 200], { couponCents: 400, activityCents: 400 });
    expect(r).toMatchObject({ couponCents: 400, activityCents: 100 });
    expect(r.lines.map((l) => l.couponCents + l.activityCents)).toEqual([300, 200]);
    expect(shareTypedDiscounts([], { couponCents: 5, activityCents: 5 })).toEqual({ lines: [], couponCents: 0, activityCents: 0 });
  });

  it('are read back from an order as its amounts less the rules’ steps — also from an order that kept them on its head alone', () => {
    const steps = (...s: Array<[string, string]>) => ({ pricing_steps: s.map(([kind, amount]) => ({ kind, amount })) });
    const shared = { coupon_amount: '7.00', activity_amount: '12.50', items: [steps(['coupon', '5.00'], ['activity', '10.00'], ['manual_coupon', '1.00'], ['manual_discount', '2.50']), steps(['manual_coupon', '1.00'])] };
    expect(typedDiscountsOf(shared)).toEqual({ couponCents: 200, activityCents: 250 });
    const onTheHead = { coupon_amount: '2.00', activity_amount: '1.50', items: [steps(['price', '3.00'])] };
    expect(typedDiscountsOf(onTheHead)).toEqual({ couponCents: 200, activityCents: 150 });
  });
});
