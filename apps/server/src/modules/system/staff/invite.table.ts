import { char, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const staffInvites = pgTable('staff_invites', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
  codeHash: char('code_hash', { length: 64 }).notNull(),
  deptId: integer('dept_id'),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
