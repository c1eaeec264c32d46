import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

export const units = pgTable(
  'pms_units',
  {
    ...rowKey(),
    name: varchar('name', { length: 10 }).notNull(),
    allowDecimal: smallint('allow_decimal').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
