import { integer, pgTable } from 'drizzle-orm/pg-core';
import { tenantKey } from '@/core/db/keys';
import { stockDocumentHead, stockDocumentLine } from '@/core/documents/document-columns';

/** Typed views of migration 0022 (written in SQL through the warehousing entry's stock-document.service.ts). status: 0 draft, 1 audited, 2 cancelled. */
export const purchaseRefundOrders = pgTable(
  'wms_purchase_refund_orders',
  {
    ...stockDocumentHead(),
    supplierId: integer('supplier_id').notNull(),
  },
  (t) => [tenantKey(t)],
);

export const purchaseRefundOrderItems = pgTable(
  'wms_purchase_refund_order_items',
  {
    ...stockDocumentLine(),
    refundId: integer('refund_id').notNull(),
  },
  (t) => [tenantKey(t)],
);
