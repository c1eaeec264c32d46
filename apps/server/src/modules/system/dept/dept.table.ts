import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

export const departments = pgTable(
  'departments',
  {
    ...rowKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
