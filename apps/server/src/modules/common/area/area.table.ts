import { integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/** Reference data shared by all tenants (no tenant_id, read-only to the runtime role). */
export const areas = pgTable('areas', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  name: varchar('name', { length: 50 }).notNull(),
  /** 1 province, 2 city, 3 district */
  level: smallint('level').notNull(),
  longitude: numeric('longitude', { precision: 10, scale: 6 }),
  latitude: numeric('latitude', { precision: 10, scale: 6 }),
});
