import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Couriers (migration 0068): code unique in the tenant; tracking_url a template with {no}; status 1 enabled, 0 disabled. */
export const couriers = pgTable(
  'marketing_couriers',
  {
    ...rowKey(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    trackingUrl: varchar('tracking_url', { length: 300 }),
    phone: varchar('phone', { length: 20 }),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);
