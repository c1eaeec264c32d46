import { date, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  isExperience: smallint('is_experience').notNull().default(0),
  contractBegin: date('contract_begin'),
  contractEnd: date('contract_end'),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Shanghai'),
  status: smallint('status').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
