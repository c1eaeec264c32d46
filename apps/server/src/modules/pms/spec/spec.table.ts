import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const specs = pgTable(
  'pms_specs',
  {
    ...rowKey(),
    name: varchar('name', { length: 30 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);

/** A spec's values, in order; a value keeps its id while its text stays (SKUs will refer to it). */
export const specValues = pgTable(
  'pms_spec_values',
  {
    ...rowKey(),
    specId: integer('spec_id').notNull(),
    value: varchar('value', { length: 30 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);
