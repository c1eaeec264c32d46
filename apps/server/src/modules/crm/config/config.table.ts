import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

const named = (table: string) =>
  pgTable(
    table,
    {
      ...rowKey(),
      name: varchar('name', { length: 30 }).notNull(),
      sort: integer('sort').notNull().default(0),
      ...timestamps(),
    },
    (t) => [tenantKey(t)],
  );

/** Customer types and levels: the tenant's own lists (`/crm/type`, `/crm/level`). */
export const customerTypes = named('crm_customer_types');
export const customerLevels = named('crm_customer_levels');

/**
 * Customer sources and follow-up types (migration 0060): `value` is what customers, leads and follow-ups
 * store. The built-in values exist without a row; a row renames (`name`, null: the built-in name in the
 * reader's language), re-sorts, disables (`status` 0) or deletes (`deleted` 1) one, or adds a value.
 */
export const configOptions = pgTable(
  'crm_config_options',
  {
    ...rowKey(),
    kind: varchar('kind', { length: 20 }).notNull().$type<'source' | 'visit_type'>(),
    value: smallint('value').notNull(),
    name: varchar('name', { length: 30 }),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    deleted: smallint('deleted').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
