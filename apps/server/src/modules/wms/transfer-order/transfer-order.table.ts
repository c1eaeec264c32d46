import { integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { quantity } from '@/core/db/columns';
import { lineKey, tenantKey } from '@/core/db/keys';
import { documentHead } from '@/core/documents/document-columns';

/**
 * Typed views of migration 0032 (the service writes them in SQL). status: 0 draft, 1 audited (in transit),
 * 2 received, 3 partly received, 4 cancelled. Quantities of the received / lost / transit columns are base units.
 */
export const transferOrders = pgTable(
  'wms_transfer_orders',
  {
    ...documentHead(),
    fromWarehouseId: integer('from_warehouse_id').notNull(),
    toStoreId: integer('to_store_id').notNull(),
    toWarehouseId: integer('to_warehouse_id').notNull(),
    totalQty: quantity('total_qty').notNull().default('0'),
    receivedQty: quantity('received_qty').notNull().default('0'),
    lostQty: quantity('lost_qty').notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    lossReason: varchar('loss_reason', { length: 200 }),
    receivedBy: integer('received_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);

export const transferOrderItems = pgTable(
  'wms_transfer_order_items',
  {
    ...lineKey(),
    transferId: integer('transfer_id').notNull(),
    skuId: integer('sku_id').notNull(),
    unitId: integer('unit_id').notNull(),
    unitName: varchar('unit_name', { length: 20 }).notNull(),
    ratio: numeric('ratio', { precision: 12, scale: 3 }).notNull(),
    qty: quantity('qty').notNull(),
    baseQty: quantity('base_qty').notNull(),
    fromLocationId: integer('from_location_id'),
    toLocationId: integer('to_location_id'),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull().default('0'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
    receivedQty: quantity('received_qty').notNull().default('0'),
    lostQty: quantity('lost_qty').notNull().default('0'),
    transitQty: quantity('transit_qty').notNull().default('0'),
    lossReason: varchar('loss_reason', { length: 200 }),
    remark: varchar('remark', { length: 200 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);
