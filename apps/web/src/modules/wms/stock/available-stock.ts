/** A document line as the stock hint reads it: its SKU, the warehouse it ships from, its quantity and the unit's ratio to the base unit. */
export type StockHintLine = { sku_id: number; warehouse_id: number | null | undefined; qty: number | null | undefined; ratio: string | number };

/** What a warehouse may still give of a SKU (on hand − reserved, base unit, as the server wrote it); undefined while unknown. */
export type AvailableOf = (warehouseId: number, skuId: number) => string | undefined;

/**
 * A line's stock figures in thousandths of the base unit: what its warehouse has available, what the
 * document's lines of that SKU from that warehouse ask together (two lines of one SKU in 箱 and 瓶 draw on
 * the same stock), and whether that passes it.
 */
export type StockHint = { availableMilli: number; demandMilli: number; short: boolean };

const milli = (value: number | string) => Math.round(Number(value) * 1000);
const baseMilliOf = (line: StockHintLine) => (line.qty === null || line.qty === undefined || !Number.isFinite(line.qty) || line.qty <= 0 ? 0 : Math.round(milli(line.qty) * Number(line.ratio)));

/**
 * Each line's hint (null: no warehouse chosen yet, or its figure not read yet). A warning, not a refusal:
 * the server refuses only where its rules do (an order at audit, a transfer when it posts).
 */
export function stockHints(lines: readonly StockHintLine[], availableOf: AvailableOf): Array<StockHint | null> {
  const demand = new Map<string, number>();
  const keyOf = (l: StockHintLine) => `${l.warehouse_id}:${l.sku_id}`;
  for (const l of lines) if (l.warehouse_id) demand.set(keyOf(l), (demand.get(keyOf(l)) ?? 0) + baseMilliOf(l));
  return lines.map((l) => {
    if (!l.warehouse_id) return null;
    const available = availableOf(l.warehouse_id, l.sku_id);
    if (available === undefined) return null;
    const availableMilli = milli(available);
    const demandMilli = demand.get(keyOf(l)) ?? 0;
    return { availableMilli, demandMilli, short: demandMilli > availableMilli };
  });
}

/** A quantity in thousandths as the forms show it: no trailing zeros. */
export const qtyText = (valueMilli: number) => String(valueMilli / 1000);

/** How many whole packages of `ratio` base units a quantity (thousandths) makes; null for the base unit itself or none. */
export function wholePackages(valueMilli: number, ratio: string | number): number | null {
  const r = milli(ratio);
  if (r <= 1000 || valueMilli <= 0) return null;
  return Math.floor(valueMilli / r);
}
