import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivityRule, CouponRule, PricingLineInput } from '@tradewind/contract/marketing/pricing.schema';
import { lineAmount, percentOf, priceOrder, refundShare, shareByLargestRemainder } from './price-order';

/** The pure price pipeline (marketing README "Price pipeline"): its order, its sharing, its refusals, and the property that lines add up. */

const line = (key: number, skuId: number, qty: number, priceCents: number, more: Partial<PricingLineInput> = {}): PricingLineInput => ({
  key,
  skuId,
  categoryId: 10,
  brandId: 20,
  qtyMilli: qty * 1000,
  priceCents,
  amountCents: lineAmount(qty * 1000, priceCents),
  ...more,
});
const activity = (id: number, more: Partial<ActivityRule>): ActivityRule => ({
  id,
  name: `A${id}`,
  type: 2,
  tierBasis: 1,
  tiers: [],
  scopeType: 0,
  scopeIds: [],
  prices: [],
  priority: 0,
  stackWithCoupon: true,
  ...more,
});
const coupon = (more: Partial<CouponRule> = {}): CouponRule => ({
  customerCouponId: 7,
  couponId: 70,
  name: 'C',
  type: 1,
  thresholdCents: 0,
  amountCents: 5000,
  percent: 0,
  capCents: null,
  scopeType: 0,
  scopeIds: [],
  stackWithActivity: true,
  validTo: null,
  ...more,
});

describe('largest-remainder sharing', () => {
  it('gives each part its floor and the cents left to the largest remainders, adding up exactly', () => {
    expect(shareByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByLargestRemainder(10, [333, 333, 334])).toEqual([3, 3, 4]);
    expect(shareByLargestRemainder(0, [5, 5])).toEqual([0, 0]);
    expect(shareByLargestRemainder(7, [0, 0])).toEqual([0, 0]);
  });
  it('never gives a part more than its weight when the total fits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 60 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, f) => {
        const sum = weights.reduce((s, w) => s + w, 0);
        const total = Math.floor(sum * f);
        const shares = shareByLargestRemainder(total, weights);
        expect(shares.reduce((s, c) => s + c, 0)).toBe(sum === 0 ? 0 : total);
        shares.forEach((s, i) => expect(s >= 0 && s <= weights[i]).toBe(true));
      }),
    );
  });
});

describe('percent rounding', () => {
  it('rounds half up to the cent, with two decimals of percent', () => {
    expect(percentOf(1005, 10)).toBe(101); // 100.5 → 101
    expect(percentOf(1004, 10)).toBe(100);
    expect(percentOf(333, 12.5)).toBe(42); // 41.625 → 42
    expect(percentOf(200_000_000, 10)).toBe(20_000_000);
  });
});

describe('the pipeline', () => {
  it('a time-limited price: the highest priority activity listing the SKU, its lowest price, only when below the customer price', () => {
    const r = priceOrder({
      lines: [line(1, 100, 3, 1000), line(2, 200, 2, 500)],
      activities: [
        activity(1, { type: 1, priority: 1, prices: [{ skuId: 100, priceCents: 700 }] }),
        activity(2, { type: 1, priority: 5, prices: [{ skuId: 100, priceCents: 900 }, { skuId: 100, priceCents: 850 }, { skuId: 200, priceCents: 600 }] }),
      ],
      coupon: null,
      freight: null,
    });
    expect(r.lines[0]).toMatchObject({ priceCents: 850, amountCents: 2550, payableCents: 2550, steps: [{ kind: 'price', id: 2, cents: 450 }] });
    // activity 2 decides SKU 200 and its price is above the customer's: the customer keeps 5.00
    expect(r.lines[1]).toMatchObject({ priceCents: 500, amountCents: 1000, steps: [] });
    expect(r).toMatchObject({ priceOffCents: 450, goodsCents: 3550, totalCents: 3550 });
  });

  it('a time-limited price is per base unit: a case line of 12 pays 12 × it; quantity tiers count base units', () => {
    const r = priceOrder({
      lines: [line(1, 100, 2, 6000, { ratioMilli: 12_000 }), line(2, 100, 3, 500)],
      activities: [
        activity(1, { type: 1, prices: [{ skuId: 100, priceCents: 450 }] }),
        activity(2, { type: 2, tierBasis: 2, tiers: [{ over: 27_000, offCents: 100 }] }),
      ],
      coupon: null,
      freight: null,
    });
    expect(r.lines[0]).toMatchObject({ priceCents: 5400, amountCents: 10_800, baseQtyMilli: 24_000 });
    expect(r.lines[1]).toMatchObject({ priceCents: 450, amountCents: 1350, baseQtyMilli: 3000 });
    expect(r.activityCents).toBe(100); // 24 + 3 = 27 base units reach the tier
  });

  it('满减 by amount: the highest tier reached, shared by the largest remainder onto the lines of the activity', () => {
    const r = priceOrder({
      lines: [line(1, 100, 1, 1000), line(2, 101, 1, 1000), line(3, 102, 1, 1000), line(4, 103, 1, 999, { categoryId: 99 })],
      activities: [
        activity(1, { type: 2, scopeType: 1, scopeIds: [10], tiers: [{ over: 2000, offCents: 100 }, { over: 3000, offCents: 200 }, { over: 5000, offCents: 900 }] }),
      ],
      coupon: null,
      freight: null,
    });
    expect(r.lines.map((l) => l.activityCents)).toEqual([67, 67, 66, 0]);
    expect(r.activityCents).toBe(200);
    expect(r.lines.reduce((s, l) => s + l.payableCents, 0)).toBe(r.totalCents);
    expect(r.totalCents).toBe(3999 - 200);
  });

  it('满折 by quantity rounds half up; one tier activity per line, the highest priority whose scope holds it', () => {
    const r = priceOrder({
      lines: [line(1, 100, 2, 1005, { brandId: 1 }), line(2, 101, 1, 333, { brandId: 2 })],
      activities: [
        activity(1, { type: 3, tierBasis: 2, priority: 1, tiers: [{ over: 1000, percent: 50 }] }),
        activity(2, { type: 3, tierBasis: 2, priority: 9, scopeType: 2, scopeIds: [1], tiers: [{ over: 2000, percent: 10 }, { over: 5000, percent: 20 }] }),
      ],
      coupon: null,
      freight: null,
    });
    // line 1 belongs to activity 2 (priority 9): 2 pieces reach 2 → 10 % of 20.10 = 2.01
    expect(r.lines[0]).toMatchObject({ activityCents: 201, steps: [{ kind: 'activity', id: 2, cents: 201 }] });
    // line 2 to activity 1: 50 % of 3.33 = 1.665 → 1.67
    expect(r.lines[1]).toMatchObject({ activityCents: 167, payableCents: 166 });
  });

  it('满赠: the highest tier reached gives its gift; a tier not reached gives nothing', () => {
    const gift = activity(3, { type: 4, tiers: [{ over: 200_000, giftSkuId: 900, giftUnitId: 5, giftQtyMilli: 1000 }, { over: 500_000, giftSkuId: 900, giftUnitId: 5, giftQtyMilli: 3000 }] });
    const r = priceOrder({ lines: [line(1, 100, 100, 2100)], activities: [gift], coupon: null, freight: null });
    expect(r.gifts).toEqual([{ activityId: 3, name: 'A3', skuId: 900, unit: 5, qtyMilli: 1000 }]);
    expect(r.lines[0]).toMatchObject({ activityCents: 0, payableCents: 210_000, steps: [{ kind: 'activity', id: 3, cents: 0 }] });
    expect(priceOrder({ lines: [line(1, 100, 1, 2100)], activities: [gift], coupon: null, freight: null }).gifts).toEqual([]);
  });

  it('a 满折 tier may give a gift beside its discount: 10 % off snacks, and a case of water over ¥2,000', () => {
    const weekend = activity(4, { type: 3, tiers: [{ over: 1, percent: 10 }, { over: 200_000, percent: 10, giftSkuId: 900, giftUnitId: 5, giftQtyMilli: 1000 }] });
    const small = priceOrder({ lines: [line(1, 100, 10, 1000)], activities: [weekend], coupon: null, freight: null });
    expect(small).toMatchObject({ activityCents: 1000, gifts: [] });
    const big = priceOrder({ lines: [line(1, 100, 100, 2000), line(2, 101, 1, 999)], activities: [weekend], coupon: null, freight: null });
    expect(big).toMatchObject({ activityCents: 20_100, gifts: [{ activityId: 4, skuId: 900, unit: 5, qtyMilli: 1000 }] });
    expect(big.lines.map((l) => l.activityCents)).toEqual([20_000, 100]);
  });

  it('a coupon after the activities, on the lines of its scope, with its threshold on what is left', () => {
    const lines = [line(1, 100, 10, 1000), line(2, 200, 10, 1000, { categoryId: 11 })];
    const tenOff = activity(1, { type: 3, scopeType: 3, scopeIds: [100], tiers: [{ over: 1, percent: 10 }] });
    const r = priceOrder({ lines, activities: [tenOff], coupon: coupon({ thresholdCents: 19_000, amountCents: 1001 }), freight: { cents: 800, templateId: 1, rule: null } });
    expect(r.coupon).toEqual({ customerCouponId: 7, applied: true });
    expect(r.lines.map((l) => l.couponCents)).toEqual([474, 527]); // 1001 over 9000 : 10000
    expect(r).toMatchObject({ activityCents: 1000, couponCents: 1001, freightCents: 800, totalCents: 20_000 - 1000 - 1001 + 800 });
    expect(priceOrder({ lines, activities: [tenOff], coupon: coupon({ thresholdCents: 19_001 }), freight: null }).coupon).toEqual({ customerCouponId: 7, applied: false, reason: 'below_threshold' });
  });

  it('refuses a coupon outside its scope, or over an activity that does not stack, with the reason', () => {
    const lines = [line(1, 100, 1, 1000)];
    const r1 = priceOrder({ lines, activities: [], coupon: coupon({ scopeType: 2, scopeIds: [77] }), freight: null });
    expect(r1.coupon).toMatchObject({ applied: false, reason: 'out_of_scope' });
    expect(r1.couponCents).toBe(0);
    const lonely = activity(1, { type: 2, stackWithCoupon: false, tiers: [{ over: 500, offCents: 100 }] });
    expect(priceOrder({ lines, activities: [lonely], coupon: coupon(), freight: null }).coupon).toMatchObject({ applied: false, reason: 'not_stacking' });
    // a coupon that itself does not stack, over a line a time-limited price acted on
    const price = activity(2, { type: 1, prices: [{ skuId: 100, priceCents: 900 }] });
    expect(priceOrder({ lines, activities: [price], coupon: coupon({ stackWithActivity: false }), freight: null }).coupon).toMatchObject({ reason: 'not_stacking' });
    // an activity whose tier is not reached did nothing: the coupon applies
    const unreached = activity(3, { type: 2, stackWithCoupon: false, tiers: [{ over: 99_999, offCents: 100 }] });
    expect(priceOrder({ lines, activities: [unreached], coupon: coupon({ amountCents: 300 }), freight: null })).toMatchObject({ couponCents: 300, totalCents: 700 });
  });

  it('never below 0: a discount larger than the goods takes the goods, a percent coupon stops at its cap', () => {
    const r = priceOrder({ lines: [line(1, 100, 1, 50)], activities: [activity(1, { tiers: [{ over: 1, offCents: 10_000 }] })], coupon: coupon(), freight: null });
    expect(r).toMatchObject({ activityCents: 50, totalCents: 0 });
    expect(r.coupon).toMatchObject({ applied: false, reason: 'below_threshold' });
    const capped = priceOrder({ lines: [line(1, 100, 10, 10_000)], activities: [], coupon: coupon({ type: 2, percent: 20, capCents: 5000 }), freight: null });
    expect(capped.couponCents).toBe(5000);
  });

  it('freight is free when the goods after discounts reach the template mark', () => {
    const freight = { cents: 1500, templateId: 1, rule: null, freeOverCents: 10_000 };
    const lines = [line(1, 100, 1, 10_000)];
    expect(priceOrder({ lines, activities: [], coupon: null, freight }).freightCents).toBe(0);
    expect(priceOrder({ lines, activities: [], coupon: coupon({ amountCents: 1 }), freight })).toMatchObject({ freightCents: 1500, totalCents: 9999 + 1500 });
  });
});

describe('the discounts typed by hand', () => {
  it('come after the coupon and before the freight: the coupon amount, then the discount, each shared by the largest remainder onto what the lines still pay', () => {
    const lines = [line(1, 100, 10, 1000), line(2, 200, 10, 1000, { categoryId: 11 }), line(3, 300, 1, 500, { categoryId: 11 })];
    const tenOff = activity(1, { type: 3, scopeType: 3, scopeIds: [100], tiers: [{ over: 1, percent: 10 }] });
    const r = priceOrder({
      lines,
      activities: [tenOff],
      coupon: coupon({ scopeType: 1, scopeIds: [11], amountCents: 500 }),
      typed: { couponCents: 0, activityCents: 1000 },
      freight: { cents: 800, templateId: 1, rule: null },
    });
    // after the rules the lines pay 9000, 9524, 476 (the coupon 500 over 10000 : 500); 10.00 typed shares 19000 so
    expect(r.lines.map((l) => l.payableCents)).toEqual([9000 - 474, 9524 - 501, 476 - 25]);
    expect(r.lines.map((l) => l.steps.at(-1))).toEqual([
      { kind: 'manual_discount', id: 0, name: '', cents: 474 },
      { kind: 'manual_discount', id: 0, name: '', cents: 501 },
      { kind: 'manual_discount', id: 0, name: '', cents: 25 },
    ]);
    expect(r).toMatchObject({ activityCents: 1000 + 1000, couponCents: 500, typed: { couponCents: 0, activityCents: 1000 }, freightCents: 800, totalCents: 20_500 - 2500 + 800 });
    expect(r.lines.reduce((s, l) => s + l.payableCents, 0) + r.freightCents).toBe(r.totalCents);
  });

  it('a typed coupon amount goes into the lines’ coupon shares before the typed discount; ¥1.00 over three equal lines is 0.34 + 0.33 + 0.33', () => {
    const lines = [line(1, 100, 1, 1000), line(2, 101, 1, 1000), line(3, 102, 1, 1000)];
    const r = priceOrder({ lines, activities: [], coupon: null, typed: { couponCents: 100, activityCents: 200 }, freight: null });
    // the discount then shares 2.00 over what is left, 9.66 : 9.67 : 9.67
    expect(r.lines.map((l) => [l.couponCents, l.activityCents])).toEqual([[34, 66], [33, 67], [33, 67]]);
    expect(r.lines[0].steps).toEqual([
      { kind: 'manual_coupon', id: 0, name: '', cents: 34 },
      { kind: 'manual_discount', id: 0, name: '', cents: 66 },
    ]);
    expect(r).toMatchObject({ couponCents: 100, activityCents: 200, totalCents: 2700 });
  });

  it('take at most what the lines still pay (the answer says how much, for orders to refuse the rest); a line that pays nothing gets no step', () => {
    const lines = [line(1, 100, 1, 1000), line(2, 101, 1, 0)];
    const r = priceOrder({ lines, activities: [activity(1, { scopeType: 3, scopeIds: [100], tiers: [{ over: 1, offCents: 400 }] })], coupon: null, typed: { couponCents: 500, activityCents: 500 }, freight: null });
    expect(r.typed).toEqual({ couponCents: 500, activityCents: 100 });
    expect(r.lines.map((l) => l.payableCents)).toEqual([0, 0]);
    expect(r.lines[1].steps).toEqual([]);
    expect(r.totalCents).toBe(0);
  });

  it('count for the freight’s free-over mark: goods that reach it only before the typed discount pay the freight', () => {
    const freight = { cents: 1500, templateId: 1, rule: null, freeOverCents: 10_000 };
    const lines = [line(1, 100, 1, 10_000)];
    expect(priceOrder({ lines, activities: [], coupon: null, typed: { couponCents: 0, activityCents: 0 }, freight }).freightCents).toBe(0);
    expect(priceOrder({ lines, activities: [], coupon: null, typed: { couponCents: 0, activityCents: 1 }, freight })).toMatchObject({ freightCents: 1500, totalCents: 9999 + 1500 });
  });
});

describe('refund shares', () => {
  it('gives back pro rata with cumulative rounding: halves of an odd cent add up to the cent', () => {
    const l = { payableCents: 1, qtyMilli: 2000 };
    expect(refundShare(l, 1000) + refundShare(l, 1000, 1000)).toBe(1);
    expect(refundShare({ payableCents: 1000, qtyMilli: 3000 }, 3000)).toBe(1000);
    expect(refundShare({ payableCents: 1000, qtyMilli: 3000 }, 5000, 1000)).toBe(667);
  });
});

describe('property: any mix of activities, a coupon, typed discounts, freight and partial refunds', () => {
  const lineArb = fc.record({
    skuId: fc.integer({ min: 1, max: 8 }),
    categoryId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    brandId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    qtyMilli: fc.integer({ min: 1, max: 500_000 }),
    ratioMilli: fc.constantFrom(1000, 12_000, 2500),
    priceCents: fc.integer({ min: 0, max: 200_000 }),
  });
  const scopeArb = fc.record({ scopeType: fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>, scopeIds: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }) });
  const tierArb = fc.record({
    over: fc.integer({ min: 0, max: 5_000_000 }),
    offCents: fc.integer({ min: 0, max: 5_000_000 }),
    percent: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
    giftSkuId: fc.integer({ min: 1, max: 8 }),
    giftUnitId: fc.constant(1),
    giftQtyMilli: fc.integer({ min: 1, max: 5000 }),
  });
  const activityArb = fc.record({
    type: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
    tierBasis: fc.constantFrom(1, 2) as fc.Arbitrary<1 | 2>,
    tiers: fc.array(tierArb, { maxLength: 3 }),
    scope: scopeArb,
    prices: fc.array(fc.record({ skuId: fc.integer({ min: 1, max: 8 }), priceCents: fc.integer({ min: 0, max: 200_000 }) }), { maxLength: 4 }),
    priority: fc.integer({ min: 0, max: 3 }),
    stackWithCoupon: fc.boolean(),
  });
  const couponArb = fc.option(
    fc.record({
      type: fc.constantFrom(1, 2) as fc.Arbitrary<1 | 2>,
      thresholdCents: fc.integer({ min: 0, max: 3_000_000 }),
      amountCents: fc.integer({ min: 0, max: 3_000_000 }),
      percent: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
      capCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      scope: scopeArb,
      stackWithActivity: fc.boolean(),
    }),
    { nil: null },
  );
  const typedArb = fc.option(fc.record({ couponCents: fc.integer({ min: 0, max: 3_000_000 }), activityCents: fc.integer({ min: 0, max: 3_000_000 }) }), { nil: undefined });
  const freightArb = fc.option(fc.record({ cents: fc.integer({ min: 0, max: 100_000 }), freeOverCents: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }) }), { nil: null });

  it('keeps Σ line payable + freight = total to the cent, no line below 0, and refunds of any subset never give back more than was paid', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 12 }),
        fc.array(activityArb, { maxLength: 6 }),
        couponArb,
        typedArb,
        freightArb,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 600_000 })), { maxLength: 20 }),
        (rawLines, rawActivities, rawCoupon, typed, rawFreight, refunds) => {
          const lines = rawLines.map((l, i) => ({ key: i, ...l, amountCents: lineAmount(l.qtyMilli, l.priceCents) }));
          const activities = rawActivities.map(({ scope, ...a }, i) => activity(i + 1, { ...a, ...scope }));
          const input = {
            lines,
            activities,
            coupon: rawCoupon && coupon({ ...rawCoupon, ...rawCoupon.scope }),
            typed,
            freight: rawFreight && { ...rawFreight, templateId: 1, rule: null },
          };
          const r = priceOrder(input);
          const untyped = priceOrder({ ...input, typed: undefined });
          // the typed discounts come after the rules: what the rules did is the same, the typed shares at most what was left
          expect(r.lines.map((l) => l.steps.filter((st) => !st.kind.startsWith('manual_')))).toEqual(untyped.lines.map((l) => l.steps));
          expect(r.typed.couponCents).toBeLessThanOrEqual(typed?.couponCents ?? 0);
          expect(r.typed.activityCents).toBeLessThanOrEqual(typed?.activityCents ?? 0);
          const left = untyped.lines.reduce((s, l) => s + l.payableCents, 0);
          expect(r.typed.couponCents + r.typed.activityCents).toBe(Math.min(left, (typed?.couponCents ?? 0) + (typed?.activityCents ?? 0)));
          const manual = r.lines.reduce((s, l) => s + l.steps.reduce((m, st) => m + (st.kind.startsWith('manual_') ? st.cents : 0), 0), 0);
          expect(manual).toBe(r.typed.couponCents + r.typed.activityCents);
          const payable = r.lines.reduce((s, l) => s + l.payableCents, 0);
          expect(payable + r.freightCents).toBe(r.totalCents);
          expect(r.goodsCents - r.activityCents - r.couponCents).toBe(payable);
          expect(r.lines.reduce((s, l) => s + l.activityCents, 0)).toBe(r.activityCents);
          expect(r.lines.reduce((s, l) => s + l.couponCents, 0)).toBe(r.couponCents);
          for (const l of r.lines) {
            expect(l.payableCents).toBeGreaterThanOrEqual(0);
            expect(l.amountCents).toBeLessThanOrEqual(lines.find((x) => x.key === l.key)!.amountCents);
            expect(l.steps.reduce((s, st) => s + st.cents, 0)).toBe(lines.find((x) => x.key === l.key)!.amountCents - l.payableCents);
          }
          // a refused coupon gives nothing: only a typed coupon amount is left in the coupon shares
          if (r.coupon && !r.coupon.applied) expect(r.couponCents).toBe(r.typed.couponCents);
          // partial refunds, in any order and any subset of lines: never more than a line paid, all of it when all comes back
          const returned = r.lines.map(() => 0);
          const given = r.lines.map(() => 0);
          for (const [pick, qty] of refunds) {
            const i = pick % r.lines.length;
            given[i] += refundShare(r.lines[i], qty, returned[i]);
            returned[i] = Math.min(r.lines[i].qtyMilli, returned[i] + qty);
          }
          r.lines.forEach((l, i) => {
            expect(given[i]).toBeLessThanOrEqual(l.payableCents);
            expect(given[i]).toBeGreaterThanOrEqual(0);
            const rest = refundShare(l, l.qtyMilli, returned[i]);
            expect(given[i] + rest).toBe(l.payableCents);
          });
          expect(given.reduce((s, c) => s + c, 0)).toBeLessThanOrEqual(r.totalCents - r.freightCents);
        },
      ),
      { numRuns: 400 },
    );
  });
});
