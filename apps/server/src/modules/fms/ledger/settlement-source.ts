import type { Db } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';

/**
 * What a receipt note pays (docs/trading-model.md §7): documents of modules above fms — oms's orders and statements —
 * that fms may not import. Each registers a source at start (`registerSettlementSource`), and the receipt
 * note reaches them only through it. Amounts are integer cents.
 */
export type SettlementTarget = {
  id: number;
  /** the document's number, kept on the note's item */
  no: string;
  customerId: number;
  storeId: number;
  /** what may still be paid on it now, in cents (≥ 0): its due amount less what audited notes paid */
  open: number;
  /** paying it lowers the customer's receivable (need_pay): an account-period order or a statement */
  receivable: boolean;
  /** why it cannot be paid at all now (message key), e.g. an order on a statement, a cancelled order; null when payable */
  refusal: string | null;
};

/** A target as the note's form and detail show it: the numbers a person needs to choose. */
export type SettlementTargetView = SettlementTarget & {
  /** the document's date (order: created day; statement: its period's end) */
  date: string;
  /** its whole due amount and what has been paid, as money strings */
  dueAmount: string;
  paidAmount: string;
  /** the document's state name in the caller's language (pay status for orders, status for statements) */
  stateName: string;
};

export type SettlementSource = {
  /** the note item's target_type */
  type: 'order' | 'statement';
  /** the targets with these ids (unlocked, under the caller's row-level security), missing ids left out */
  read(ctx: RequestContext, ids: number[]): Promise<Map<number, SettlementTargetView>>;
  /** the same, locked FOR UPDATE in ascending id order in the caller's transaction (the audit's first step) */
  lock(tx: Db, ids: number[]): Promise<Map<number, SettlementTarget>>;
  /** the customer's targets with something open and no refusal, newest first, at most `limit`: the note form's choices */
  openFor(ctx: RequestContext, customerId: number, limit: number): Promise<SettlementTargetView[]>;
  /**
   * Records that an audited note paid `cents` (> 0, ≤ open, checked by fms under the lock) on the target:
   * the order's paid amount and pay status, the statement's received amount — and a statement paid in full
   * is settled (its orders paid). Writes the target's own log. Runs in the audit's transaction.
   */
  apply(ctx: RequestContext, id: number, cents: number, note: { id: number; no: string }): Promise<void>;
};

const sources = new Map<SettlementSource['type'], SettlementSource>();

/** oms registers 'order' and 'statement' at start; a second registration of a type replaces the first (tests). */
export function registerSettlementSource(source: SettlementSource): void {
  sources.set(source.type, source);
}

export function settlementSource(type: string): SettlementSource | undefined {
  return sources.get(type as SettlementSource['type']);
}

export const settlementSourceTypes = (): Array<SettlementSource['type']> => [...sources.keys()];

/**
 * What a supplier settlement gathers (docs/trading-model.md §6): wms's audited purchase warehousing entries (+) and
 * purchase refunds (−). wms registers both at start; fms keeps which are on a settlement
 * (fms_supplier_settlement_items, unique per source) and leaves those out itself.
 */
export type SupplierSettlementCandidate = { id: number; no: string; date: string; warehouseName: string; amount: string };

export type SupplierSettlementSource = {
  type: 'warehousing_entry' | 'purchase_refund';
  /** +1: adds to what the supplier is owed; −1: subtracts */
  sign: 1 | -1;
  /**
   * The supplier's audited documents of this kind in the store, audited on a day from `startDate` to
   * `endDate` (the tenant's calendar, `timeZone`), oldest first — whether or not on a settlement (fms
   * filters). `ids` narrows to those documents (re-reading chosen ones at save).
   */
  candidates(db: Db, filter: { storeId: number; supplierId: number; startDate: string; endDate: string; timeZone: string; ids?: number[] }): Promise<SupplierSettlementCandidate[]>;
};

const supplierSources = new Map<SupplierSettlementSource['type'], SupplierSettlementSource>();

export function registerSupplierSettlementSource(source: SupplierSettlementSource): void {
  supplierSources.set(source.type, source);
}

export const supplierSettlementSources = (): SupplierSettlementSource[] => [...supplierSources.values()];
