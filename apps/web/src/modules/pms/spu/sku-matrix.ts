/**
 * The SKU matrix of an SPU (docs/trading-model.md §2): one SKU per combination of the ticked values of its specs,
 * in the specs' order. Regenerating it after values are ticked or unticked keeps what was typed.
 */

/** A spec the product varies by, with the values ticked, in the spec's own order. */
export type SpecChoice = { spec_id: number; name: string; values: { id: number; value: string }[] };

/** What the matrix needs of a row: its combination and, once saved, the SKU's id. */
export type MatrixRow = { id?: number | null; spec_value_ids: number[]; code?: string; barcode?: string };

/** Every combination of one ticked value per spec; no spec gives the one combination [] (a product sold in one form). */
export function combinations(specs: readonly SpecChoice[]): number[][] {
  return specs.reduce<number[][]>((combos, spec) => combos.flatMap((combo) => spec.values.map((v) => [...combo, v.id])), [[]]);
}

/** '红色 / 500g': the values of a combination joined as the server's spec_text. */
export function specTextOf(specs: readonly SpecChoice[], ids: readonly number[]): string {
  return ids.map((id, i) => specs[i]?.values.find((v) => v.id === id)?.value ?? '').join(' / ');
}

const sameCombo = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
const within = (small: readonly number[], big: readonly number[]) => small.every((id) => big.includes(id));

/**
 * The matrix for these specs from the rows typed so far. A combination that existed keeps its row as it
 * was (with the saved SKU's id). A new one takes the prices, unit and measures of the row it grew from
 * or shrank to (a spec added or removed: the old combination's values lie within the new one's or the
 * other way round), each old row at most once, but not its id, code or barcode — those name one SKU —
 * and otherwise starts from `blank`.
 */
export function buildMatrix<R extends MatrixRow>(specs: readonly SpecChoice[], rows: readonly R[], blank: (specValueIds: number[]) => R): R[] {
  const combos = combinations(specs);
  const used = new Set<R>();
  const exact = combos.map((combo) => rows.find((row) => sameCombo(row.spec_value_ids, combo)));
  exact.forEach((row) => row && used.add(row));
  return combos.map((combo, i) => {
    const kept = exact[i];
    if (kept) return kept;
    const origin = rows.find((row) => !used.has(row) && (within(row.spec_value_ids, combo) || within(combo, row.spec_value_ids)));
    if (!origin) return blank(combo);
    used.add(origin);
    return { ...origin, id: null, code: '', barcode: '', spec_value_ids: combo };
  });
}

/** Batch fill: each row with `value` in `field` (a column's 'fill all'). */
export function fillColumn<R extends object, K extends keyof R>(rows: readonly R[], field: K, value: R[K]): R[] {
  return rows.map((row) => ({ ...row, [field]: value }));
}
