import { date, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tenantKey } from '@/core/db/keys';
import { stockDocumentHead, stockDocumentLine } from '@/core/documents/document-columns';

/**
 * Typed views of migration 0023 (the service writes them in SQL through the receiving documents' shared
 * body, warehousing-entry/stock-document.service.ts). status: 0 draft, 1 audited, 2 cancelled.
 */
export const outsidePurchaseOrders = pgTable(
  'wms_outside_purchase_orders',
  {
    ...stockDocumentHead(),
    sellerName: varchar('seller_name', { length: 50 }).notNull(),
    sellerPlace: varchar('seller_place', { length: 100 }),
    buyerId: integer('buyer_id'),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    entryId: integer('entry_id'),
  },
  (t) => [tenantKey(t)],
);

export const outsidePurchaseOrderItems = pgTable(
  'wms_outside_purchase_order_items',
  {
    ...stockDocumentLine(),
    orderId: integer('order_id').notNull(),
  },
  (t) => [tenantKey(t)],
);
