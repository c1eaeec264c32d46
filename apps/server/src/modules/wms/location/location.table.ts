import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A location (库位) of a warehouse. type: 1 storage, 2 picking, 3 receiving, 4 defective. */
export const locations = pgTable(
  'wms_locations',
  {
    ...rowKey(),
    warehouseId: integer('warehouse_id').notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    zone: varchar('zone', { length: 20 }),
    type: smallint('type').notNull().default(1),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** set when a location with history is deleted: the ledger keeps pointing at it, lists skip it */
    ...softDelete(),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
