import { fromCents, toCents } from '@tradewind/contract/common/money';
import type { RefundableLine } from '@tradewind/contract/oms/order-refund.schema';

/** The quantity typed for each order line (null or 0: not refunded). */
export type RefundQtys = Record<number, number | null | undefined>;

/**
 * What is wrong with one line's quantity, as a message key with its parameters (null: fine): above 0, at
 * most 3 decimals, whole where the unit takes no decimals, at most what may still be refunded. The server
 * checks the same (422 `lines.<i>.qty`).
 */
export function refundQtyError(line: RefundableLine, qty: number | null | undefined): { key: string; params?: Record<string, string | number> } | null {
  if (qty === null || qty === undefined || qty === 0) return null;
  // by its text, not qty × 1000 (1.001 × 1000 is 1000.9999999999999 in floating point)
  if (!(qty > 0) || !/^\d+(\.\d{1,3})?$/.test(String(qty))) return { key: 'oms.refund_qty_invalid' };
  if (line.allow_decimal !== 1 && !Number.isInteger(qty)) return { key: 'oms.qty_no_decimals', params: { sku: line.sku_code, unit: line.unit_name } };
  if (qty > Number(line.refundable_qty)) return { key: 'oms.refund_qty_over', params: { sku: line.sku_code, max: Number(line.refundable_qty), unit: line.unit_name } };
  return null;
}

/** round(qty × price) in cents, as the server computes a line. */
export const refundLineCents = (qty: number, price: string) => Math.round((Math.round(qty * 1000) * toCents(price)) / 1000);

/** The lines chosen (a quantity above 0) in the order's line order, and their amount. */
export function refundSelection(lines: readonly RefundableLine[], qtys: RefundQtys): { lines: Array<{ order_item_id: number; qty: string }>; amount: string } {
  const chosen = lines.filter((l) => (qtys[l.order_item_id] ?? 0) > 0);
  const cents = chosen.reduce((s, l) => s + refundLineCents(qtys[l.order_item_id]!, l.price), 0);
  return { lines: chosen.map((l) => ({ order_item_id: l.order_item_id, qty: String(qtys[l.order_item_id]) })), amount: fromCents(cents) };
}
