import { integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Typed views of migration 0022 (written in SQL through the warehousing entry's stock-document.service.ts). status: 0 draft, 1 audited, 2 cancelled. */
export const purchaseRefundOrders = pgTable('wms_purchase_refund_orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
  number: varchar('number', { length: 30 }),
  storeId: integer('store_id').notNull(),
  warehouseId: integer('warehouse_id').notNull(),
  supplierId: integer('supplier_id').notNull(),
  status: smallint('status').notNull().default(0),
  totalQty: numeric('total_qty', { precision: 14, scale: 3 }).notNull().default('0'),
  totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  remark: varchar('remark', { length: 200 }),
  createdBy: integer('created_by'),
  auditedBy: integer('audited_by'),
  auditedAt: timestamp('audited_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const purchaseRefundOrderItems = pgTable('wms_purchase_refund_order_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
  refundId: integer('refund_id').notNull(),
  skuId: integer('sku_id').notNull(),
  unitId: integer('unit_id').notNull(),
  unitName: varchar('unit_name', { length: 20 }).notNull(),
  ratio: numeric('ratio', { precision: 12, scale: 3 }).notNull(),
  qty: numeric('qty', { precision: 14, scale: 3 }).notNull(),
  baseQty: numeric('base_qty', { precision: 14, scale: 3 }).notNull(),
  locationId: integer('location_id'),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
  remark: varchar('remark', { length: 200 }),
  sort: integer('sort').notNull().default(0),
});
