import type {
  ActivityRule,
  CouponRefusal,
  CouponRule,
  PricedGift,
  PricedLine,
  PriceOrderInput,
  PriceOrderResult,
  PricingLineInput,
  PricingStep,
  ScopeType,
} from '@tradewind/contract/marketing/pricing.schema';
import { quantityShare, shareByLargestRemainder } from '@tradewind/contract/common/money';
import { shareTypedDiscounts } from '@tradewind/contract/oms/order-discount';

export { shareByLargestRemainder };

/**
 * The price pipeline (marketing README "Price pipeline"), pure: no database, integer cents only.
 * customer price (given) → time-limited price → one tier activity per line → one coupon → the discounts typed
 * by hand → freight. Every order-level discount is shared onto its lines by the largest remainder, so Σ line
 * payable is the goods less the discounts to the cent, and no line goes below 0.
 */
export function priceOrder(input: PriceOrderInput): PriceOrderResult {
  const byPriority = [...input.activities].sort(comparePriority);
  // the activities that acted on each line, for the coupon's stacking rule
  const acted: ActivityRule[][] = input.lines.map(() => []);
  const lines: PricedLine[] = input.lines.map((l, i) => timeLimitedPrice(l, byPriority, acted[i]));

  const gifts: PricedGift[] = [];
  let activityCents = 0;
  for (const [activity, members] of tierGroups(input.lines, byPriority)) {
    const basis = activity.tierBasis === 2 ? members.reduce((s, i) => s + lines[i].baseQtyMilli, 0) : members.reduce((s, i) => s + lines[i].amountCents, 0);
    const tier = reachedTier(activity, basis);
    if (!tier) continue;
    const base = members.map((i) => lines[i].amountCents);
    const baseSum = base.reduce((s, c) => s + c, 0);
    let off = 0;
    if (activity.type === 2) off = Math.min(tier.offCents ?? 0, baseSum);
    else if (activity.type === 3) off = Math.min(percentOf(baseSum, tier.percent ?? 0), baseSum);
    // a 满赠 tier's gift, or one a 满减 / 满折 tier gives beside its discount (九折 and a case of water over ¥2,000)
    if (tier.giftSkuId && tier.giftQtyMilli && tier.giftQtyMilli > 0) {
      gifts.push({ activityId: activity.id, name: activity.name, skuId: tier.giftSkuId, unit: tier.giftUnitId ?? 0, qtyMilli: tier.giftQtyMilli });
    }
    const shares = shareByLargestRemainder(off, base);
    members.forEach((i, k) => {
      lines[i].activityCents += shares[k];
      lines[i].steps.push({ kind: 'activity', id: activity.id, name: activity.name, cents: shares[k] });
      acted[i].push(activity);
    });
    activityCents += off;
  }

  const coupon = input.coupon ? applyCoupon(input.coupon, input.lines, lines, acted) : null;
  const typed = applyTyped(lines, input.typed ?? { couponCents: 0, activityCents: 0 });
  activityCents += typed.activityCents;
  const couponCents = lines.reduce((s, l) => s + l.couponCents, 0);
  for (const l of lines) l.payableCents = l.amountCents - l.activityCents - l.couponCents;

  const goodsCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const payable = goodsCents - activityCents - couponCents;
  const freightCents = freightOf(input.freight, payable, lines.reduce((s, l) => s + l.qtyMilli, 0));
  return {
    lines,
    gifts,
    priceOffCents: input.lines.reduce((s, l) => s + l.amountCents, 0) - goodsCents,
    activityCents,
    couponCents,
    typed: { couponCents: typed.couponCents, activityCents: typed.activityCents },
    freightCents,
    coupon,
    goodsCents,
    totalCents: payable + freightCents,
  };
}

/** Higher priority first; on a tie the older rule (smaller id), so the answer never depends on input order. */
function comparePriority(a: ActivityRule, b: ActivityRule): number {
  return b.priority - a.priority || a.id - b.id;
}

/** Does a scope (0 all, 1 categories, 2 brands, 3 SKUs) hold the line? */
export function inScope(scopeType: ScopeType, scopeIds: readonly number[], line: Pick<PricingLineInput, 'skuId' | 'categoryId' | 'brandId'>): boolean {
  if (scopeType === 0) return true;
  const id = scopeType === 1 ? line.categoryId : scopeType === 2 ? line.brandId : line.skuId;
  return id !== null && scopeIds.includes(id);
}

/** round half up of qty (thousandths) × price (cents), the oms line rule. */
export function lineAmount(qtyMilli: number, priceCents: number): number {
  return Number((BigInt(qtyMilli) * BigInt(priceCents) + 500n) / 1000n);
}

/** The highest-priority time-limited price activity listing the SKU, its lowest price for it (in the line's unit) — when below the customer price. */
function timeLimitedPrice(l: PricingLineInput, byPriority: readonly ActivityRule[], acted: ActivityRule[]): PricedLine {
  const qtyMilli = Number(l.qtyMilli);
  const ratioMilli = Number(l.ratioMilli ?? 1000);
  const line: PricedLine = {
    key: l.key,
    skuId: l.skuId,
    customerPriceCents: l.priceCents,
    priceCents: l.priceCents,
    amountCents: l.amountCents,
    activityCents: 0,
    couponCents: 0,
    payableCents: l.amountCents,
    qtyMilli,
    baseQtyMilli: Number((BigInt(qtyMilli) * BigInt(ratioMilli)) / 1000n),
    steps: [],
  };
  for (const a of byPriority) {
    if (a.type !== 1) continue;
    const prices = a.prices.filter((p) => p.skuId === l.skuId).map((p) => p.priceCents);
    if (prices.length === 0) continue;
    // per base unit; a package line's price is that × its ratio, rounded to the cent
    const price = lineAmount(ratioMilli, Math.max(0, Math.min(...prices)));
    if (price < l.priceCents) {
      const amount = Math.min(lineAmount(qtyMilli, price), l.amountCents);
      line.priceCents = price;
      line.amountCents = amount;
      line.steps.push({ kind: 'price', id: a.id, name: a.name, cents: l.amountCents - amount });
      acted.push(a);
    }
    break;
  }
  return line;
}

/** Each line to the highest-priority tier activity whose scope holds it; the activities in priority order with their line indexes. */
function tierGroups(lines: readonly PricingLineInput[], byPriority: readonly ActivityRule[]): Array<[ActivityRule, number[]]> {
  const tiered = byPriority.filter((a) => a.type !== 1);
  const groups = new Map<ActivityRule, number[]>();
  lines.forEach((l, i) => {
    const a = tiered.find((t) => inScope(t.scopeType, t.scopeIds, l));
    if (!a) return;
    const members = groups.get(a) ?? [];
    members.push(i);
    groups.set(a, members);
  });
  return tiered.filter((a) => groups.has(a)).map((a) => [a, groups.get(a)!]);
}

function reachedTier(activity: ActivityRule, basis: number) {
  let best: ActivityRule['tiers'][number] | undefined;
  for (const t of activity.tiers) if (basis >= t.over && basis > 0 && (!best || t.over > best.over)) best = t;
  return best;
}

/** round half up of cents × percent / 100, the percent with two decimals at most (10.5 = 10.5 % off). */
export function percentOf(cents: number, percent: number): number {
  const hundredths = BigInt(Math.round(percent * 100));
  return Number((BigInt(cents) * hundredths + 5000n) / 10000n);
}

/** One coupon per order, on the lines of its scope after the activities; refused below its threshold, outside its scope or over an activity that does not stack. */
function applyCoupon(coupon: CouponRule, input: readonly PricingLineInput[], lines: PricedLine[], acted: ActivityRule[][]): NonNullable<PriceOrderResult['coupon']> {
  const refuse = (reason: CouponRefusal) => ({ customerCouponId: coupon.customerCouponId, applied: false, reason });
  const members = input.map((l, i) => i).filter((i) => inScope(coupon.scopeType, coupon.scopeIds, input[i]));
  if (members.length === 0) return refuse('out_of_scope');
  if (members.some((i) => acted[i].some((a) => !a.stackWithCoupon || !coupon.stackWithActivity))) return refuse('not_stacking');
  const base = members.map((i) => lines[i].amountCents - lines[i].activityCents);
  const baseSum = base.reduce((s, c) => s + c, 0);
  if (baseSum <= 0 || baseSum < coupon.thresholdCents) return refuse('below_threshold');
  let off = coupon.type === 1 ? coupon.amountCents : percentOf(baseSum, coupon.percent);
  if (coupon.type === 2 && coupon.capCents !== null) off = Math.min(off, coupon.capCents);
  off = Math.max(0, Math.min(off, baseSum));
  const shares = shareByLargestRemainder(off, base);
  members.forEach((i, k) => {
    lines[i].couponCents = shares[k];
    lines[i].steps.push({ kind: 'coupon', id: coupon.couponId, name: coupon.name, cents: shares[k] } satisfies PricingStep);
  });
  return { customerCouponId: coupon.customerCouponId, applied: true };
}

/**
 * The discounts typed by hand on the order, after the rules and before the freight: shared onto what each line
 * still pays (contract `shareTypedDiscounts`, the function orders without this engine call too), the coupon
 * amount into the lines' coupon shares and the discount into their activity shares, each a step of its own.
 */
function applyTyped(lines: PricedLine[], typed: NonNullable<PriceOrderInput['typed']>) {
  const shared = shareTypedDiscounts(
    lines.map((l) => l.amountCents - l.activityCents - l.couponCents),
    typed,
  );
  shared.lines.forEach((s, i) => {
    lines[i].couponCents += s.couponCents;
    lines[i].activityCents += s.activityCents;
    for (const step of s.steps) lines[i].steps.push({ kind: step.kind, id: 0, name: '', cents: step.cents });
  });
  return shared;
}

/** The template's freight, free when the goods after discounts (or their quantity) reach its free-over mark. */
function freightOf(freight: PriceOrderInput['freight'], goodsAfterCents: number, qtyMilli: number): number {
  if (!freight) return 0;
  if (freight.freeOverCents != null && goodsAfterCents >= freight.freeOverCents) return 0;
  if (freight.freeOverQtyMilli != null && qtyMilli >= freight.freeOverQtyMilli) return 0;
  return Math.max(0, freight.cents);
}

/**
 * The payable share of `qtyMilli` returned from a priced line, after `refundedMilli` already returned:
 * cumulative rounding (round half up of payable × returned / qty, less what the earlier returns got), so any
 * sequence of partial refunds adds up to at most the line's payable, and to exactly it when all is returned.
 */
export function refundShare(line: Pick<PricedLine, 'payableCents' | 'qtyMilli'>, qtyMilli: number | bigint, refundedMilli: number | bigint = 0): number {
  return quantityShare(line.payableCents, line.qtyMilli, qtyMilli, refundedMilli);
}
