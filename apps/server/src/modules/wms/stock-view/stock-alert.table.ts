import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** The SKUs (per warehouse) the daily safety stock rule has told the managers about, until they recover. */
export const stockAlertNotices = pgTable(
  'wms_stock_alert_notices',
  {
    tenantId: integer('tenant_id').notNull(),
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.warehouseId, t.tenantId] })],
);
