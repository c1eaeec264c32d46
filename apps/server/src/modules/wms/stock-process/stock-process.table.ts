import { integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Typed views of migration 0033 (the service writes them in SQL). status: 0 draft, 1 audited, 2 cancelled;
 * a line's side: 1 input, 2 output.
 */
export const stockProcesses = pgTable('wms_stock_processes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
  number: varchar('number', { length: 30 }),
  storeId: integer('store_id').notNull(),
  warehouseId: integer('warehouse_id').notNull(),
  processId: integer('process_id'),
  processName: varchar('process_name', { length: 60 }),
  quantity: numeric('quantity', { precision: 14, scale: 3 }),
  status: smallint('status').notNull().default(0),
  lossRate: numeric('loss_rate', { precision: 5, scale: 2 }).notNull().default('0'),
  lossUnit: varchar('loss_unit', { length: 20 }),
  inputQty: numeric('input_qty', { precision: 14, scale: 3 }),
  outputQty: numeric('output_qty', { precision: 14, scale: 3 }),
  lossQty: numeric('loss_qty', { precision: 14, scale: 3 }),
  inputAmount: numeric('input_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  outputAmount: numeric('output_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  remark: varchar('remark', { length: 200 }),
  createdBy: integer('created_by'),
  auditedBy: integer('audited_by'),
  auditedAt: timestamp('audited_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stockProcessItems = pgTable('wms_stock_process_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
  processDocId: integer('process_doc_id').notNull(),
  side: smallint('side').notNull(),
  skuId: integer('sku_id').notNull(),
  unitName: varchar('unit_name', { length: 20 }).notNull(),
  qty: numeric('qty', { precision: 14, scale: 3 }).notNull(),
  locationId: integer('location_id'),
  costRatio: numeric('cost_ratio', { precision: 16, scale: 4 }).notNull().default('0'),
  unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull().default('0'),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
  remark: varchar('remark', { length: 200 }),
  sort: integer('sort').notNull().default(0),
});
