import { bigint, char, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

export const scanLoginTickets = pgTable('scan_login_tickets', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  ticketHash: char('ticket_hash', { length: 64 }).notNull(),
  /** 0 waiting, 1 confirmed, 2 used, 3 cancelled */
  status: smallint('status').notNull().default(0),
  tenantId: integer('tenant_id'),
  staffId: integer('staff_id'),
  ip: varchar('ip', { length: 64 }),
  userAgent: varchar('user_agent', { length: 300 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
