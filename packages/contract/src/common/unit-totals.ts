import { z } from 'zod';

/**
 * A document's quantity total is shown per unit, never as one figure over different units (10 箱 and 650 个
 * are not 660 of anything): the lines' quantities summed per unit name, in the order the units first
 * appear, '10 箱 + 650 个'. Sums run in thousandths (quantities have at most 3 decimals), never in floats.
 */
export type UnitQuantity = { unit_name: string; qty: string | number };

/** What a list row carries for its total: the lines summed per unit (the server's GROUP BY). */
export const UnitTotalsSchema = z.array(z.object({ unit_name: z.string(), qty: z.string() }));
export type UnitTotals = z.infer<typeof UnitTotalsSchema>;

const toMilli = (qty: string | number): number => {
  const n = typeof qty === 'number' ? qty : Number(qty);
  return Number.isFinite(n) ? Math.round(n * 1000) : 0;
};
const fromMilli = (m: number): string => String(m / 1000);

/** The lines summed per unit name, in the order each unit first appears; lines of quantity 0 or none left out. */
export function sumByUnit(lines: ReadonlyArray<UnitQuantity | null | undefined>): UnitTotals {
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (!line) continue;
    const m = toMilli(line.qty);
    if (m === 0) continue;
    sums.set(line.unit_name, (sums.get(line.unit_name) ?? 0) + m);
  }
  return [...sums].map(([unit_name, m]) => ({ unit_name, qty: fromMilli(m) }));
}

/** '10 箱 + 650 个'; one unit '660 个'; nothing '0'. Takes lines or already summed totals alike. */
export function formatUnitTotals(lines: ReadonlyArray<UnitQuantity | null | undefined>): string {
  const totals = sumByUnit(lines);
  return totals.length ? totals.map((t) => `${t.qty} ${t.unit_name}`).join(' + ') : '0';
}
