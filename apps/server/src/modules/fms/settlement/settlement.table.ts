import { date, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';

const auditColumns = () => ({
  remark: varchar('remark', { length: 200 }),
  ...authored(),
  audit1By: integer('audit1_by'),
  audit1At: timestamp('audit1_at', { withTimezone: true }),
  audit1Remark: varchar('audit1_remark', { length: 200 }),
  audit2By: integer('audit2_by'),
  audit2At: timestamp('audit2_at', { withTimezone: true }),
  audit2Remark: varchar('audit2_remark', { length: 200 }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

/** A supplier settlement order (SS…; migration 0040): 1 draft → 2 audit1 → 3 audit2 → 4 paid. */
export const supplierSettlements = pgTable(
  'fms_supplier_settlements',
  {
    ...rowKey(),
    number: varchar('number', { length: 30 }),
    storeId: integer('store_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    entryCount: integer('entry_count').notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
    entryAmount: numeric('entry_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    refundAmount: numeric('refund_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [tenantKey(t)],
);

/** A source on a supplier settlement: a purchase warehousing entry or a purchase refund (each on at most one). */
export const supplierSettlementItems = pgTable(
  'fms_supplier_settlement_items',
  {
    ...lineKey(),
    settlementId: integer('settlement_id').notNull(),
    sourceType: varchar('source_type', { length: 30 }).notNull(),
    sourceId: integer('source_id').notNull(),
    sourceNo: varchar('source_no', { length: 40 }),
    sourceDate: date('source_date', { mode: 'string' }),
    warehouseName: varchar('warehouse_name', { length: 50 }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);

/** A worker settlement order (WS…): one earner's earnings of a period; its items are fms_worker_earnings rows. */
export const workerSettlements = pgTable(
  'fms_worker_settlements',
  {
    ...rowKey(),
    number: varchar('number', { length: 30 }),
    storeId: integer('store_id').notNull(),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    earningCount: integer('earning_count').notNull().default(0),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [tenantKey(t)],
);
