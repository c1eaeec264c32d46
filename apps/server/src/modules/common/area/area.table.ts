import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { coordinates } from '@/core/db/columns';

/** Reference data shared by all tenants (no tenant_id, read-only to the runtime role). */
export const areas = pgTable('areas', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  name: varchar('name', { length: 50 }).notNull(),
  /** 1 province, 2 city, 3 district */
  level: smallint('level').notNull(),
  ...coordinates(),
});
