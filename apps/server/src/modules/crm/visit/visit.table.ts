import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { coordinates, softDelete } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Follow-ups of a customer or a lead (or both, once the lead is transformed): type 1 follow-up, 2 accompanied visit, 3 field check-in. */
export const visits = pgTable(
  'crm_visits',
  {
    ...rowKey(),
    /** null while the follow-up is only a lead's (a transform sets it) */
    customerId: integer('customer_id'),
    /** the lead it was logged on (migration 0055) */
    leadId: integer('lead_id'),
    storeId: integer('store_id'),
    content: varchar('content', { length: 200 }).notNull(),
    /** comma-joined image URLs */
    images: varchar('images', { length: 5000 }).notNull().default(''),
    visitType: smallint('visit_type').notNull(),
    type: smallint('type').notNull().default(1),
    userId: integer('user_id'),
    nextVisitTime: timestamp('next_visit_time', { withTimezone: true }),
    address: varchar('address', { length: 200 }),
    ...coordinates(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
