import { integer, numeric, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

/** /system/setting/warehouse: one row per tenant, absent until first saved (defaults then). */
export const warehouseSettings = pgTable('wms_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  allowNegative: smallint('allow_negative').notNull().default(0),
  overReceiptPercent: numeric('over_receipt_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  receivingAudit: smallint('receiving_audit').notNull().default(1),
  /** stock counts: lock the locations under count against other postings (migration 0034) */
  lockCountingLocations: smallint('lock_counting_locations').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The warehouse a store's documents start from. */
export const storeDefaultWarehouses = pgTable(
  'wms_store_default_warehouses',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.tenantId] })],
);
