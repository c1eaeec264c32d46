import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
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
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
