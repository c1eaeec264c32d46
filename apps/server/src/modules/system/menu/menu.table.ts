import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const menus = pgTable(
  'menus',
  {
    ...rowKey(),
    key: varchar('key', { length: 100 }).notNull(),
    parentId: integer('parent_id'),
    /** 1 module, 2 page, 3 button */
    type: smallint('type').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    icon: varchar('icon', { length: 50 }),
    router: varchar('router', { length: 200 }),
    isShow: smallint('is_show').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    permission: varchar('permission', { length: 100 }),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
