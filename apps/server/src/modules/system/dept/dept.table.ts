import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const departments = pgTable(
  'departments',
  {
    ...rowKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
