import { bigint, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { lineKey, tenantKey } from '@/core/db/keys';

/** The append-only ledger (the database refuses UPDATE and DELETE). qty signed, in the base unit. */
export const stockMoves = pgTable(
  'wms_stock_moves',
  {
    ...lineKey(),
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    locationId: integer('location_id').notNull(),
    qty: numeric('qty', { precision: 14, scale: 3 }).notNull(),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    docType: varchar('doc_type', { length: 30 }).notNull(),
    docId: integer('doc_id').notNull(),
    docNo: varchar('doc_no', { length: 40 }).notNull(),
    docItemId: bigint('doc_item_id', { mode: 'number' }),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 3 }).notNull(),
    costAfter: numeric('cost_after', { precision: 14, scale: 4 }).notNull(),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);

/** On-hand per SKU, warehouse and location: the sum of that key's moves. */
export const stock = pgTable(
  'wms_stock',
  {
    tenantId: integer('tenant_id').notNull(),
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    locationId: integer('location_id').notNull(),
    onHand: numeric('on_hand', { precision: 14, scale: 3 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.warehouseId, t.locationId, t.tenantId] })],
);

/** Per SKU and warehouse: on-hand, reserved, moving average cost, alert limits. */
export const stockTotals = pgTable(
  'wms_stock_totals',
  {
    tenantId: integer('tenant_id').notNull(),
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    onHand: numeric('on_hand', { precision: 14, scale: 3 }).notNull().default('0'),
    reserved: numeric('reserved', { precision: 14, scale: 3 }).notNull().default('0'),
    cost: numeric('cost', { precision: 14, scale: 4 }).notNull().default('0'),
    safetyStock: numeric('safety_stock', { precision: 14, scale: 3 }),
    upperLimit: numeric('upper_limit', { precision: 14, scale: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.warehouseId, t.tenantId] })],
);

/** A hard reservation of one source line in a warehouse; qty is what is still open. */
export const reservations = pgTable(
  'wms_reservations',
  {
    ...lineKey(),
    sourceType: varchar('source_type', { length: 30 }).notNull(),
    sourceId: integer('source_id').notNull(),
    sourceLineId: bigint('source_line_id', { mode: 'number' }).notNull(),
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    qty: numeric('qty', { precision: 14, scale: 3 }).notNull().default('0'),
    reservedQty: numeric('reserved_qty', { precision: 14, scale: 3 }).notNull().default('0'),
    consumedQty: numeric('consumed_qty', { precision: 14, scale: 3 }).notNull().default('0'),
    releasedQty: numeric('released_qty', { precision: 14, scale: 3 }).notNull().default('0'),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
