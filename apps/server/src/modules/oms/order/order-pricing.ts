import type { TypedDiscounts } from '@tradewind/contract/oms/order-discount';
import type { OrderPricingStep } from '@tradewind/contract/oms/order.schema';
import type { RequestContext } from '@/core/http/request-context';

/**
 * The price pipeline's hook (README "Price pipeline"). Marketing sits above orders (docs/trading-model.md
 * §7), so it registers this provider at start; orders call it and never name marketing. Without one (an
 * app without marketing) orders keep the customer's prices and the typed fees and discounts.
 */

/** A line as orders priced it: the customer's price (crm, or a hand-set one) and round(qty × price). */
export type OrderPricingLine = {
  /** the line's place in the order */
  key: number;
  skuId: number;
  unitId: number;
  categoryId: number | null;
  brandId: number | null;
  qtyMilli: bigint;
  /** base units in one of the line's unit, in thousandths (a case of 12: 12000) */
  ratioMilli: bigint;
  priceCents: number;
  amountCents: number;
};

export type OrderPricingInput = {
  /** the order being edited (its held coupon stays usable for it); null when new or previewed */
  orderId: number | null;
  customerId: number;
  storeId: number;
  customerCouponId: number | null;
  /** the discounts typed by hand: the pipeline's step after the coupon, before the freight (README "Price pipeline") */
  typed: TypedDiscounts;
  lines: OrderPricingLine[];
  /** the delivery address's areas, for the freight template (null: no address yet) */
  address: { provinceId: number | null; cityId: number | null; areaId: number | null } | null;
  /** the lines' pieces (base quantity, thousandths), weight (thousandths of a kg), volume (millionths of a m³) */
  pieces: bigint;
  weightMilli: bigint;
  volumeMicro: bigint;
};

export type OrderPricingGift = { activityId: number; name: string; skuId: number; /** 0: the SKU's base unit */ unitId: number; qtyMilli: bigint };

export type OrderPricingResult = {
  /** per input line, in input order; the activity and coupon shares hold the typed discounts' shares too */
  lines: Array<{ key: number; priceCents: number; amountCents: number; activityCents: number; couponCents: number; steps: OrderPricingStep[] }>;
  gifts: OrderPricingGift[];
  /** the address's freight template's charge; null when the store has none (the typed freight stays) */
  freight: { cents: number; name: string } | null;
  /** what of the typed discounts the lines took (less than typed only when they pass the goods after the rules) */
  typed: TypedDiscounts;
  /** the chosen coupon: applied, or why not */
  coupon: { customerCouponId: number; applied: boolean; reason: 'below_threshold' | 'out_of_scope' | 'not_stacking' | null } | null;
};

/**
 * What marketing does for orders, each in the caller's transaction:
 * - `price`: the pipeline over the lines (activities in force for the customer and store, the chosen
 *   coupon when it is the customer's and usable — 409 `marketing.coupon_unavailable` otherwise — the typed
 *   discounts, and the freight template on the goods after all of them); reads only.
 * - `saved`: after create or edit — the order holds its coupon (unused → held, conditional: 409 when another
 *   order took it) and lets go of one it no longer names.
 * - `audited`: the held coupon is used (counted once).
 * - `cancelled`: a held coupon is released; a used one (cancel after audit) given back while still valid.
 */
export type OrderPricingProvider = {
  price(ctx: RequestContext, input: OrderPricingInput): Promise<OrderPricingResult>;
  saved(ctx: RequestContext, order: { orderId: number; customerId: number; customerCouponId: number | null }): Promise<void>;
  audited(ctx: RequestContext, orderId: number): Promise<void>;
  cancelled(ctx: RequestContext, orderId: number): Promise<void>;
};

let provider: OrderPricingProvider | null = null;

/** Marketing registers its pipeline at start (`registerMarketingModule`); a second call replaces the first. */
export function registerOrderPricing(next: OrderPricingProvider | null): void {
  provider = next;
}

/** The registered pipeline, or null (today's prices and typed amounts). */
export function orderPricing(): OrderPricingProvider | null {
  return provider;
}
