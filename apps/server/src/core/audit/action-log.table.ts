import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';

export const actionLogs = pgTable(
  'action_logs',
  {
    ...lineKey(),
    staffId: integer('staff_id'),
    staffName: varchar('staff_name', { length: 50 }),
    storeId: integer('store_id'),
    module: varchar('module', { length: 30 }).notNull(),
    action: varchar('action', { length: 100 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    targetType: varchar('target_type', { length: 50 }),
    targetId: varchar('target_id', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
