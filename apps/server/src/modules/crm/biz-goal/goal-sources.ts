import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/core/db/database';

/**
 * Where a goal's actuals come from (docs/trading-model.md §7): sales are audited orders (oms), receipts
 * audited receipt notes (fms) — both modules sit above crm, which may neither import them nor name their
 * tables. Each registers at start a SELECT of its audited documents in a period; crm attributes them to
 * staff through its own customers (the owner, `sales_id`) and sums them by month.
 */
export type GoalSourceKind = 'sales' | 'receipts';

export type GoalActualSource = {
  kind: GoalSourceKind;
  /**
   * The tenant's documents that count (row-level security binds the tenant), audited at or after `from`
   * and before `to` (timestamptz expressions), with these columns: `customer_id` int, `audited_at`
   * timestamptz, `amount` numeric(14,2). crm uses it as a sub-select.
   */
  rows: (db: Db, range: { from: SQL; to: SQL }) => SQLWrapper;
};

const sources = new Map<GoalSourceKind, GoalActualSource>();

/** oms registers 'sales' and fms 'receipts' at start; a second registration of a kind replaces the first. */
export function registerGoalActualSource(source: GoalActualSource): void {
  sources.set(source.kind, source);
}

/** The registered source of a kind; none (a module not loaded) reads as no documents. */
export function goalActualSource(kind: GoalSourceKind): GoalActualSource | undefined {
  return sources.get(kind);
}
