import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const units = pgTable(
  'pms_units',
  {
    ...rowKey(),
    name: varchar('name', { length: 10 }).notNull(),
    allowDecimal: smallint('allow_decimal').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
