import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

const named = (table: string) =>
  pgTable(table, {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });

/** Customer types and levels: the tenant's own lists (`/crm/type`, `/crm/level`). */
export const customerTypes = named('crm_customer_types');
export const customerLevels = named('crm_customer_levels');
