import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    ...rowKey(),
    staffId: integer('staff_id').notNull(),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    edition: varchar('edition', { length: 20 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    /** 0 open, 1 handled (by the vendor's staff, outside the tenant) */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
