import type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * The customers' receipt notes, which fms owns (docs/trading-model.md §7: fms sits above crm, so crm may
 * neither import it nor name its tables). fms registers at start a SELECT of the tenant's receipt notes
 * (row-level security binds it) with these columns: `id` int; `customer_id` int; `number` text; `amount`
 * numeric, what the customer paid; `audited` boolean, money that came in (an audited note never changes);
 * `receipt_date` date. Payment plans read it only through `receiptNoteRows`.
 */
export type CustomerReceiptSource = { rows: SQL };

let source: CustomerReceiptSource | null = null;

/** fms registers its receipt notes at start; a second registration replaces the first. */
export function registerCustomerReceipts(receipts: CustomerReceiptSource): void {
  source = receipts;
}

/** The receipt notes as a parenthesised sub-select (`FROM ${receiptNoteRows()} AS r`), looked up when the query is built. */
export function receiptNoteRows(): SQLWrapper {
  return {
    getSQL() {
      if (!source) throw new Error("crm: no receipt notes are registered (fms registers them at start)");
      return source.rows;
    },
  };
}
