import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';

export type UnitChoice = { unit_id: number; unit_name: string; ratio: string };

/** Quantities as thousandths: the form's figures add up as the server's do (integers, no float sums). */
const milli = (qty: number | null) => (qty === null || !Number.isFinite(qty) ? 0 : Math.round(qty * 1000));
const centsOf = (price: number | null) => (price === null || !Number.isFinite(price) ? 0 : toCents(price));

/** qty × price rounded half up to the cent, as the server computes a line's amount. */
export function lineAmountCents(line: { qty: number | null; price: number | null }): number {
  return Math.floor((milli(line.qty) * centsOf(line.price) + 500) / 1000);
}

export const lineAmount = (line: { qty: number | null; price: number | null }): string => fromCents(lineAmountCents(line));

/** The order's total quantity per unit ('10 箱 + 650 个', contract common/unit-totals.ts) and amount. */
export function orderTotals(lines: ReadonlyArray<{ qty: number | null; price: number | null; unit_name: string }>): { qty: string; amount: string } {
  const cents = lines.reduce((sum, l) => sum + lineAmountCents(l), 0);
  return { qty: formatUnitTotals(lines.map((l) => ({ unit_name: l.unit_name, qty: milli(l.qty) / 1000 }))), amount: fromCents(cents) };
}
