import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

export const specs = pgTable(
  'pms_specs',
  {
    ...rowKey(),
    name: varchar('name', { length: 30 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
