import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

const named = (table: string) =>
  pgTable(
    table,
    {
      ...rowKey(),
      name: varchar('name', { length: 30 }).notNull(),
      sort: integer('sort').notNull().default(0),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [tenantKey(t)],
  );

/** Customer types and levels: the tenant's own lists (`/crm/type`, `/crm/level`). */
export const customerTypes = named('crm_customer_types');
export const customerLevels = named('crm_customer_levels');
