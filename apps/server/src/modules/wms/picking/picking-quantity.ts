import { fromMilli, toMilli } from '../purchase-order/purchase-order-lines';

/**
 * Quantities of picking and outbound as integer thousandths (numeric(14,3) text ↔ bigint) — the purchase
 * lines' helpers — so sums and allocations never go through floats.
 */
export const milli = toMilli;
export { fromMilli };

/** Cents as money text ('1234' → '12.34'). */
export function fromCents(v: bigint): string {
  const neg = v < 0n;
  const a = neg ? -v : v;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

export const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
