import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const brands = pgTable(
  'pms_brands',
  {
    ...rowKey(),
    name: varchar('name', { length: 30 }).notNull(),
    logo: varchar('logo', { length: 500 }),
    letter: varchar('letter', { length: 1 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
