import { type AnyPgColumn, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

export const categories = pgTable('pms_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  name: varchar('name', { length: 30 }).notNull(),
  image: varchar('image', { length: 500 }),
  sort: integer('sort').notNull().default(0),
  isShow: smallint('is_show').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
