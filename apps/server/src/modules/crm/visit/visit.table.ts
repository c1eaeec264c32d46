import { integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Follow-ups: type 1 follow-up, 2 accompanied visit, 3 field check-in. */
export const visits = pgTable(
  'crm_visits',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    storeId: integer('store_id'),
    content: varchar('content', { length: 200 }).notNull(),
    /** comma-joined image URLs */
    images: varchar('images', { length: 5000 }).notNull().default(''),
    visitType: smallint('visit_type').notNull(),
    type: smallint('type').notNull().default(1),
    userId: integer('user_id'),
    nextVisitTime: timestamp('next_visit_time', { withTimezone: true }),
    address: varchar('address', { length: 200 }),
    longitude: numeric('longitude', { precision: 10, scale: 6 }),
    latitude: numeric('latitude', { precision: 10, scale: 6 }),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);
