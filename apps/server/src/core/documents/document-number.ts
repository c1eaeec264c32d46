import { sql } from 'drizzle-orm';
import { queryOne, type Db } from '@/core/db/database';

/** Each business document's number prefix (docs/trading-model.md §1): `PO20261123-0001` is a purchase order's. */
export const DOCUMENT_PREFIXES = {
  purchase_order: 'PO',
  purchase_refund_order: 'PR',
  outside_purchase_order: 'OP',
  warehousing_entry: 'WE',
  outbound_delivery_order: 'OD',
  transfer_order: 'TO',
  stock_process: 'SP',
  stock_count: 'SC',
  picking_list: 'PL',
  picking_task: 'PT',
  order: 'SO',
  order_refund: 'RF',
  statement: 'ST',
  photo_order: 'PH',
  logistics_order: 'LO',
  line: 'LN',
  logistics_carry_fee: 'CF',
  receipt_note: 'RN',
  payment_note: 'PN',
  supplier_settlement: 'SS',
  worker_settlement: 'WS',
  invoice: 'IV',
  payment_plan: 'PP',
} as const;

export type NumberedDocumentType = keyof typeof DOCUMENT_PREFIXES;
/** Every document type of the log: the numbered ones, those numbered after another (a sub-order is its order's number and a suffix), and unnumbered ones (an article). */
export type DocumentType = NumberedDocumentType | 'sub_order' | 'cms_article';

export type DocumentNumberOptions = {
  /** the tenant's time zone: the number's day is the tenant's calendar day */
  timeZone: string;
  /** the clock (tests); documents are never back-dated, so callers leave it to the server */
  now?: Date;
};

/**
 * The next number of a document type in the current tenant: prefix + the tenant's date + a counter of
 * at least four digits that starts at 0001 each day (`PO20261123-0001`).
 *
 * Take it as the last step of the document's transaction (insert the document, its lines and log first,
 * then set the number): the counter row stays locked until the transaction ends, and every other taker
 * of the same type and day waits for it. Numbers are never reused, and a rolled-back transaction
 * gives its number back, so a day's numbers have no gaps.
 *
 * The tenant comes from the transaction's `app.tenant_id` (enterTenant), the same setting the row-level
 * security policies read, so a number cannot be counted in another tenant's row.
 */
export async function takeDocumentNumber(tx: Db, type: NumberedDocumentType, options: DocumentNumberOptions): Promise<string> {
  const prefix = DOCUMENT_PREFIXES[type];
  const at = options.now ?? null;
  const row = await queryOne<{ day: string; last_value: number }>(
    tx,
    sql`INSERT INTO document_sequences AS s (tenant_id, prefix, day, last_value)
        VALUES (nullif(current_setting('app.tenant_id', true), '')::integer, ${prefix},
                (coalesce(${at}::timestamptz, now()) AT TIME ZONE ${options.timeZone})::date, 1)
        ON CONFLICT (tenant_id, prefix, day) DO UPDATE SET last_value = s.last_value + 1
        RETURNING to_char(s.day, 'YYYYMMDD') AS day, s.last_value`,
  );
  if (!row) throw new Error(`no ${type} number was taken`);
  return `${prefix}${row.day}-${String(row.last_value).padStart(4, '0')}`;
}
