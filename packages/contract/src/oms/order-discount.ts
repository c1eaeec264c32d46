import { shareByLargestRemainder, toCents } from '../common/money';

/**
 * The discounts typed by hand on an order (the body's `coupon_amount` 手工券抵扣 and `activity_amount` 手工优惠;
 * oms README "Price pipeline"): one step of the price pipeline, after the rules' steps and before the freight,
 * shared onto the lines by the largest remainder like every order-level discount. The one function marketing's
 * engine and orders without the engine both call, so lines add up to the total the same way either way.
 */

/** The step kinds a typed discount leaves on a line's `pricing_steps`. */
export const TYPED_DISCOUNT_KINDS = { coupon: 'manual_coupon', activity: 'manual_discount' } as const;
export type TypedDiscountKind = (typeof TYPED_DISCOUNT_KINDS)[keyof typeof TYPED_DISCOUNT_KINDS];

/** Cents typed by hand: a coupon amount (a paper coupon, with no coupon chosen) and a discount. */
export type TypedDiscounts = { couponCents: number; activityCents: number };

export type TypedDiscountShares = {
  /** per line, in the lines' order: its shares and the steps they leave (a step on every line that still held something) */
  lines: Array<{ couponCents: number; activityCents: number; steps: Array<{ kind: TypedDiscountKind; cents: number }> }>;
  /** what was shared: at most what the lines still held, so less than typed only when the typed passes the goods */
  couponCents: number;
  activityCents: number;
};

/**
 * Shares the typed coupon amount, then the typed discount, onto lines in proportion to what each still pays
 * after the rules (`payables`, cents ≥ 0): each at most what is left, so no line goes below 0 and the shares
 * add up to what was shared to the cent.
 */
export function shareTypedDiscounts(payables: readonly number[], typed: TypedDiscounts): TypedDiscountShares {
  const lines = payables.map(() => ({ couponCents: 0, activityCents: 0, steps: [] as Array<{ kind: TypedDiscountKind; cents: number }> }));
  const left = payables.map((p) => Math.max(0, p));
  const step = (kind: TypedDiscountKind, asked: number, field: 'couponCents' | 'activityCents'): number => {
    if (asked <= 0) return 0;
    const off = Math.min(asked, left.reduce((s, c) => s + c, 0));
    const shares = shareByLargestRemainder(off, left);
    shares.forEach((cents, i) => {
      if (left[i] === 0) return;
      lines[i][field] += cents;
      lines[i].steps.push({ kind, cents });
      left[i] -= cents;
    });
    return off;
  };
  const couponCents = step(TYPED_DISCOUNT_KINDS.coupon, typed.couponCents, 'couponCents');
  const activityCents = step(TYPED_DISCOUNT_KINDS.activity, typed.activityCents, 'activityCents');
  return { lines, couponCents, activityCents };
}

type StepsOf = { pricing_steps: ReadonlyArray<{ kind: string; amount: string }> };

/**
 * An order's discounts typed by hand, from what it stores: its `coupon_amount` / `activity_amount` less the
 * rules' shares its lines' steps record (`coupon`, `activity`). An order saved before the typed discounts were
 * shared onto lines kept them on the head alone; this reads both the same.
 */
export function typedDiscountsOf(order: { coupon_amount: string; activity_amount: string; items: readonly StepsOf[] }): TypedDiscounts {
  const ruled = (kind: 'coupon' | 'activity') => order.items.reduce((sum, i) => sum + i.pricing_steps.reduce((s, st) => s + (st.kind === kind ? toCents(st.amount) : 0), 0), 0);
  return {
    couponCents: Math.max(0, toCents(order.coupon_amount) - ruled('coupon')),
    activityCents: Math.max(0, toCents(order.activity_amount) - ruled('activity')),
  };
}
