import { fromCents, toCents } from '@tradewind/contract/common/money';

/** A target in the form's allocation table: its key (`order:12`), what is open on it, and what this note puts on it. */
export type AllocationRow = { key: string; open: string };

export const targetKey = (type: string, id: number) => `${type}:${id}`;

/** Cents of an input's text, 0 when empty or not a 2-decimal amount. */
export const centsOf = (v: string | number | null | undefined): number => {
  const text = v === null || v === undefined ? '' : String(v).trim();
  return /^\d{1,12}(\.\d{1,2})?$/.test(text) ? toCents(text) : 0;
};

/**
 * "按时间先后自动分配": the amount spread over the rows in their order (oldest first), each up to its open
 * amount, in integer cents; rows it does not reach get nothing. Returns key → amount text ('' for nothing).
 */
export function allocateOldestFirst(rows: readonly AllocationRow[], amount: string | number | null | undefined): Record<string, string> {
  let left = centsOf(amount);
  const out: Record<string, string> = {};
  for (const r of rows) {
    const take = Math.min(left, centsOf(r.open));
    out[r.key] = take > 0 ? fromCents(take) : '';
    left -= take;
  }
  return out;
}

/** The sums the form shows: what is allocated and what goes to the balance as a prepayment (negative: over-allocated). */
export function allocationSums(amount: string | number | null | undefined, allocations: Record<string, string | undefined>) {
  const allocated = Object.values(allocations).reduce((s, v) => s + centsOf(v), 0);
  const total = centsOf(amount);
  return { allocated, prepay: total - allocated, total };
}

/**
 * What the table holds: the user's own allocation once they changed a row (or pressed "allocate oldest first"),
 * else the preset of the order or statement page's 收款, else the proposal — the amount over the rows oldest
 * first — which follows the amount and the rows until the user changes it.
 */
export function tableAllocation(
  rows: readonly AllocationRow[],
  amount: string | number | null | undefined,
  chosen: Record<string, string> | null,
  preset: Record<string, string> | null = null,
): Record<string, string> {
  return chosen ?? preset ?? allocateOldestFirst(rows, amount);
}

/** Cents still open on the rows: what the customer owes on the listed orders and statements. */
export const openTotal = (rows: readonly AllocationRow[]): number => rows.reduce((s, r) => s + centsOf(r.open), 0);

/** Cents of the amount left unallocated (it becomes the customer's prepayment), 0 when all is allocated or more. */
export const unallocatedRest = (amount: string | number | null | undefined, allocations: Record<string, string | undefined>): number =>
  Math.max(0, allocationSums(amount, allocations).prepay);
