import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';

/** The customer's own history as people read it in the drawer (append-only). */
export const customerLogs = pgTable(
  'crm_customer_logs',
  {
    ...lineKey(),
    customerId: integer('customer_id').notNull(),
    staffId: integer('staff_id'),
    action: varchar('action', { length: 40 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
