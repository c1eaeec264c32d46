import { z } from 'zod';
import type { TypedDiscounts } from '../oms/order-discount';

/**
 * The price pipeline's rules and answer (marketing README "Price pipeline"): what the pure engine
 * (server modules/marketing/pricing/price-order.ts) reads and returns, in integer cents and thousandths of a
 * unit, and the API form of its steps that orders and the activity page's "try a cart" show line by line.
 */

/** Activity types: 1 time-limited price, 2 满减 amount off by tiers, 3 满折 percent off by tiers, 4 满赠 gift by tiers. */
export const ACTIVITY_TYPES = [1, 2, 3, 4] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** Tier basis: 1 the lines' amount, 2 their quantity. */
export const TIER_BASES = [1, 2] as const;
export type TierBasis = (typeof TIER_BASES)[number];
/** Scope: 0 all goods, 1 categories (and the categories below them), 2 brands, 3 SKUs. */
export const SCOPE_TYPES = [0, 1, 2, 3] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];

/** One tier: reached when the basis (cents, or thousandths of a unit) is at least `over`. */
export type ActivityTierRule = {
  over: number;
  /** type 2: cents off */
  offCents?: number;
  /** type 3: the discount percent, 10 = 10 % off (two decimals at most) */
  percent?: number;
  /** type 4: the gift; a type 2 or 3 tier may give one beside its discount */
  giftSkuId?: number;
  giftUnitId?: number;
  giftQtyMilli?: number;
};

export type ActivityRule = {
  id: number;
  name: string;
  type: ActivityType;
  tierBasis: TierBasis;
  tiers: ActivityTierRule[];
  /** for types 2–4; category ids already include the categories below them */
  scopeType: ScopeType;
  scopeIds: number[];
  /** type 1: the SKUs and their time-limited prices */
  prices: Array<{ skuId: number; priceCents: number }>;
  priority: number;
  stackWithCoupon: boolean;
};

export type CouponRule = {
  customerCouponId: number;
  couponId: number;
  name: string;
  /** 1 amount off over a threshold, 2 percent off with a cap */
  type: 1 | 2;
  /** 0 = no threshold */
  thresholdCents: number;
  /** type 1 */
  amountCents: number;
  /** type 2: the discount percent, 10 = 10 % off */
  percent: number;
  capCents: number | null;
  scopeType: ScopeType;
  scopeIds: number[];
  stackWithActivity: boolean;
  validTo: string | null;
};

export type PricingLineInput = {
  key: string | number;
  skuId: number;
  categoryId: number | null;
  brandId: number | null;
  /** the quantity in thousandths of the line's unit */
  qtyMilli: number | bigint;
  /** base units in one of the line's unit, in thousandths (a case of 12: 12000); absent: 1000, the base unit.
   * Time-limited prices are per base unit (a case line's is that × the ratio) and quantity tiers count base units. */
  ratioMilli?: number | bigint;
  /** the customer price of the line's unit (oms/crm already chose it) */
  priceCents: number;
  /** round half up of qty × price, as oms computes it */
  amountCents: number;
};

export type FreightInput = {
  cents: number;
  templateId: number | null;
  rule: unknown;
  /** free when the goods after discounts reach this amount (null: never) */
  freeOverCents?: number | null;
  /** free when the goods' quantity reaches this (thousandths; null: never) */
  freeOverQtyMilli?: number | null;
};

export type PriceOrderInput = {
  lines: PricingLineInput[];
  activities: ActivityRule[];
  coupon: CouponRule | null;
  /** the order's discounts typed by hand, shared onto the lines after the coupon and before the freight; absent: none */
  typed?: TypedDiscounts;
  freight: FreightInput | null;
};

/** the rules' steps, and the shares of the discounts typed by hand on an order (contract oms/order-discount.ts) */
export const PRICING_STEP_KINDS = ['price', 'activity', 'coupon', 'manual_coupon', 'manual_discount'] as const;
export type PricingStepKind = (typeof PRICING_STEP_KINDS)[number];
/** What one rule did on one line: cents taken off (0 for a gift activity that reached its tier). */
export type PricingStep = { kind: PricingStepKind; id: number; name: string; cents: number };

/** Why a coupon was not applied. */
export const COUPON_REFUSALS = ['below_threshold', 'out_of_scope', 'not_stacking'] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export type PricedLine = {
  key: string | number;
  skuId: number;
  /** the customer price before any activity */
  customerPriceCents: number;
  /** after a time-limited price */
  priceCents: number;
  /** round half up of qty × priceCents */
  amountCents: number;
  activityCents: number;
  couponCents: number;
  payableCents: number;
  qtyMilli: number;
  /** the quantity in thousandths of the base unit (quantity tiers count these) */
  baseQtyMilli: number;
  steps: PricingStep[];
};

export type PricedGift = { activityId: number; name: string; skuId: number; unit: number; qtyMilli: number };

export type PriceOrderResult = {
  lines: PricedLine[];
  gifts: PricedGift[];
  /** the time-limited prices' reduction (already inside goodsCents) */
  priceOffCents: number;
  /** with the typed discounts' shares (`typed`) */
  activityCents: number;
  couponCents: number;
  /** what of the typed discounts was shared: less than typed only when they pass the goods after the rules */
  typed: TypedDiscounts;
  freightCents: number;
  coupon: { customerCouponId: number; applied: boolean; reason?: CouponRefusal } | null;
  /** Σ line amounts after time-limited prices */
  goodsCents: number;
  /** goods − activities − coupon (typed discounts included) + freight = Σ line payable + freight */
  totalCents: number;
};

/** The API form of a step, stored on order lines (pricing_steps) and shown by the preview. */
export const PricingStepSchema = z.object({
  kind: z.enum(PRICING_STEP_KINDS),
  id: z.number().int(),
  name: z.string(),
  amount: z.string(),
});
export type PricingStepView = z.infer<typeof PricingStepSchema>;
