import { char, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

export const staffInvites = pgTable(
  'staff_invites',
  {
    ...rowKey(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    deptId: integer('dept_id'),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [tenantKey(t)],
);
