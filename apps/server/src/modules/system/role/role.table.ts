import { boolean, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const roles = pgTable(
  'roles',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    code: varchar('code', { length: 50 }),
    permissions: text('permissions').array().notNull().default([]),
    /** 1 all stores, 2 own stores, 3 own department and below, 4 own records only */
    dataScope: smallint('data_scope').notNull().default(1),
    isSuper: boolean('is_super').notNull().default(false),
    remark: varchar('remark', { length: 200 }),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
