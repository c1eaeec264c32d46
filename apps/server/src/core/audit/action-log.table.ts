import { bigint, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const actionLogs = pgTable('action_logs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
  staffId: integer('staff_id'),
  staffName: varchar('staff_name', { length: 50 }),
  storeId: integer('store_id'),
  module: varchar('module', { length: 30 }).notNull(),
  action: varchar('action', { length: 100 }).notNull(),
  method: varchar('method', { length: 10 }).notNull(),
  path: varchar('path', { length: 300 }).notNull(),
  targetType: varchar('target_type', { length: 50 }),
  targetId: varchar('target_id', { length: 64 }),
  ip: varchar('ip', { length: 64 }),
  requestId: varchar('request_id', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
