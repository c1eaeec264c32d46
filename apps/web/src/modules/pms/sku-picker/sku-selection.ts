import type { SkuUnit } from '@tradewind/contract/pms/spu.schema';

export type SkuSelection<T> = { ok: true; selected: T[] } | { ok: false; max: number };

/**
 * The picker's new selection, kept across pages and searches. `keys` are every ticked id the table
 * reports (the ticks of other pages included), `pageRows` the rows of the page on screen. SKUs already on
 * the document (`locked`) are shown ticked but are never handed over again; rows picked earlier keep
 * their data and their place, new ones follow in the order the table gives. Past `max` the whole change
 * is refused, so nothing half-applies (max 0 or absent: no limit).
 */
export function applySkuSelection<T extends { id: number }>(
  previous: readonly T[],
  keys: readonly (string | number | bigint)[],
  pageRows: readonly (T | undefined)[],
  options: { locked?: ReadonlySet<number>; max?: number } = {},
): SkuSelection<T> {
  const locked = options.locked ?? new Set<number>();
  const wanted = new Set(keys.map((k) => Number(k)).filter((id) => !locked.has(id)));
  const kept = previous.filter((row) => wanted.has(row.id));
  const keptIds = new Set(kept.map((row) => row.id));
  const added: T[] = [];
  for (const row of pageRows) {
    if (row && wanted.has(row.id) && !keptIds.has(row.id)) {
      added.push(row);
      keptIds.add(row.id);
    }
  }
  const selected = [...kept, ...added];
  if (options.max && options.max > 0 && selected.length > options.max && selected.length > previous.length) return { ok: false, max: options.max };
  return { ok: true, selected };
}

/** A click on a row: ticks it, or unticks it when it was ticked (a locked row stays as it is). */
export function toggleSku<T extends { id: number }>(previous: readonly T[], row: T, options: { locked?: ReadonlySet<number>; max?: number } = {}): SkuSelection<T> {
  const ticked = previous.some((p) => p.id === row.id);
  const keys = ticked ? previous.filter((p) => p.id !== row.id).map((p) => p.id) : [...previous.map((p) => p.id), row.id];
  return applySkuSelection(previous, keys, [row], options);
}

/**
 * Lines of a document after a pick: the lines it had (with what was typed on them) and one new line per
 * picked SKU it did not have yet, made by `toLine`.
 */
export function addPickedLines<L extends { sku_id: number }, S extends { id: number }>(lines: readonly L[], picked: readonly S[], toLine: (sku: S) => L): L[] {
  const have = new Set(lines.map((line) => line.sku_id));
  return [...lines, ...picked.filter((sku) => !have.has(sku.id)).map(toLine)];
}

/** The package units as a hint beside the base unit: '箱=12个 · 托=480个'. */
export function packageUnitsHint(units: readonly Pick<SkuUnit, 'unit_name' | 'ratio'>[], baseUnit: string): string {
  return units.map((u) => `${u.unit_name}=${Number(u.ratio)}${baseUnit}`).join(' · ');
}

/** An input's step and precision for a quantity in a unit: whole numbers unless the unit takes decimals (斤, kg). */
export function quantityPrecision(allowDecimal: 0 | 1 | boolean | undefined): number {
  return allowDecimal ? 3 : 0;
}
