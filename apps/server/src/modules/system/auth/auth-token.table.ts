import { bigint, boolean, char, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';

export const authTokens = pgTable(
  'auth_tokens',
  {
    ...lineKey(),
    staffId: integer('staff_id').notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout' (401 afterwards) or a server reason: 'disabled', 'password', 'deleted' (403) */
    revokedReason: varchar('revoked_reason', { length: 20 }),
  },
  (t) => [tenantKey(t)],
);

export const loginAttempts = pgTable('login_attempts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  account: varchar('account', { length: 64 }).notNull(),
  ip: varchar('ip', { length: 64 }),
  success: boolean('success').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
