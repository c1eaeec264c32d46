import { integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Typed views of migration 0032 (the service writes them in SQL). status: 0 draft, 1 audited (in transit),
 * 2 received, 3 partly received, 4 cancelled. Quantities of the received / lost / transit columns are base units.
 */
const qty = (name: string) => numeric(name, { precision: 14, scale: 3 });

export const transferOrders = pgTable('wms_transfer_orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
  number: varchar('number', { length: 30 }),
  storeId: integer('store_id').notNull(),
  fromWarehouseId: integer('from_warehouse_id').notNull(),
  toStoreId: integer('to_store_id').notNull(),
  toWarehouseId: integer('to_warehouse_id').notNull(),
  status: smallint('status').notNull().default(0),
  totalQty: qty('total_qty').notNull().default('0'),
  receivedQty: qty('received_qty').notNull().default('0'),
  lostQty: qty('lost_qty').notNull().default('0'),
  totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  lossReason: varchar('loss_reason', { length: 200 }),
  remark: varchar('remark', { length: 200 }),
  createdBy: integer('created_by'),
  auditedBy: integer('audited_by'),
  auditedAt: timestamp('audited_at', { withTimezone: true }),
  receivedBy: integer('received_by'),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const transferOrderItems = pgTable('wms_transfer_order_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
  transferId: integer('transfer_id').notNull(),
  skuId: integer('sku_id').notNull(),
  unitId: integer('unit_id').notNull(),
  unitName: varchar('unit_name', { length: 20 }).notNull(),
  ratio: numeric('ratio', { precision: 12, scale: 3 }).notNull(),
  qty: qty('qty').notNull(),
  baseQty: qty('base_qty').notNull(),
  fromLocationId: integer('from_location_id'),
  toLocationId: integer('to_location_id'),
  unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull().default('0'),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
  receivedQty: qty('received_qty').notNull().default('0'),
  lostQty: qty('lost_qty').notNull().default('0'),
  transitQty: qty('transit_qty').notNull().default('0'),
  lossReason: varchar('loss_reason', { length: 200 }),
  remark: varchar('remark', { length: 200 }),
  sort: integer('sort').notNull().default(0),
});
