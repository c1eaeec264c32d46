import { bigint, integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';

/** What a logistics order carries in base units, as shipped (migration 0037). */
export const logisticsOrderItems = pgTable(
  'lms_logistics_order_items',
  {
    ...lineKey(),
    logisticsOrderId: integer('logistics_order_id').notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    skuId: integer('sku_id').notNull(),
    baseQty: numeric('base_qty', { precision: 16, scale: 3 }).notNull(),
  },
  (t) => [tenantKey(t)],
);
