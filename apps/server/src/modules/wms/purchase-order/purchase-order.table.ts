import { date, integer, jsonb, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';
import { documentHead, tradeLine } from '@/core/documents/document-columns';

/**
 * A purchase order (docs/trading-model.md §3 Procurement, migration 0021). status: 0 draft → 1 submitted → 2 audited →
 * 3 partly received → 4 received / 5 closed / 6 cancelled (PURCHASE_ORDER_STATUS in the contract).
 */
export const purchaseOrders = pgTable(
  'wms_purchase_orders',
  {
    ...documentHead(),
    supplierId: integer('supplier_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    showPricesOnShare: smallint('show_prices_on_share').notNull().default(1),
    totalQty: numeric('total_qty', { precision: 16, scale: 3 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    lineCount: integer('line_count').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);

/** A line: qty in unit_id (ratio base units each), base_qty = qty × ratio, price per unit_id; received_base_qty kept by receiving. */
export const purchaseOrderItems = pgTable(
  'wms_purchase_order_items',
  {
    ...tradeLine(),
    purchaseOrderId: integer('purchase_order_id').notNull(),
    receivedBaseQty: numeric('received_base_qty', { precision: 16, scale: 3 }).notNull().default('0'),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [tenantKey(t)],
);

/** A share link: only the token's SHA-256 is kept; live while not revoked and not expired. */
export const purchaseOrderShares = pgTable(
  'wms_purchase_order_shares',
  {
    ...rowKey(),
    purchaseOrderId: integer('purchase_order_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
