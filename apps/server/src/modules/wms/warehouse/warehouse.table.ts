import { integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { place, timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A warehouse of a store (docs/trading-model.md §3). status: 1 enabled, 0 disabled. */
export const warehouses = pgTable(
  'wms_warehouses',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    ...place(),
    contactName: varchar('contact_name', { length: 50 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    status: smallint('status').notNull().default(1),
    allowNegative: smallint('allow_negative').notNull().default(0),
    defaultLocationId: integer('default_location_id'),
    remark: varchar('remark', { length: 200 }),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);

export const warehouseManagers = pgTable(
  'wms_warehouse_managers',
  {
    tenantId: integer('tenant_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    staffId: integer('staff_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.staffId, t.tenantId] })],
);
