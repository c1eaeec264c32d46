import { bigint, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The customer's own history as people read it in the drawer (append-only). */
export const customerLogs = pgTable('crm_customer_logs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
  customerId: integer('customer_id').notNull(),
  staffId: integer('staff_id'),
  action: varchar('action', { length: 40 }).notNull(),
  content: varchar('content', { length: 500 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
