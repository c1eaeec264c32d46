import { bigint, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { tenantKey } from '@/core/db/keys';
import { stockDocumentHead, stockDocumentLine } from '@/core/documents/document-columns';

/**
 * Typed views of migration 0022 (the service writes them in SQL through stock-document.service.ts, shared with
 * the purchase refund order). status: 0 draft, 1 audited, 2 cancelled; type: 1 purchase … 6 other.
 */
export const warehousingEntries = pgTable(
  'wms_warehousing_entries',
  {
    ...stockDocumentHead(),
    type: smallint('type').notNull(),
    supplierId: integer('supplier_id'),
    purchaseOrderId: integer('purchase_order_id'),
  },
  (t) => [tenantKey(t)],
);

export const warehousingEntryItems = pgTable(
  'wms_warehousing_entry_items',
  {
    ...stockDocumentLine(),
    entryId: integer('entry_id').notNull(),
    purchaseOrderItemId: bigint('purchase_order_item_id', { mode: 'number' }),
  },
  (t) => [tenantKey(t)],
);
