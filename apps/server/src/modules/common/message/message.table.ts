import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';

export const messages = pgTable(
  'messages',
  {
    ...lineKey(),
    /** the recipient */
    staffId: integer('staff_id').notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    fromStaffId: integer('from_staff_id'),
    fromUserName: varchar('from_user_name', { length: 50 }),
    targetType: varchar('target_type', { length: 30 }),
    targetId: integer('target_id'),
    isRead: smallint('is_read').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
