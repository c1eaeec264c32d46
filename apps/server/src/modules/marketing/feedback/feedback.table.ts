import { integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Feedback (migration 0068): status 1 new → 2 replied → 3 closed; source 1 staff, 2 the ordering app. */
export const feedbacks = pgTable(
  'marketing_feedbacks',
  {
    ...rowKey(),
    customerId: integer('customer_id'),
    contactName: varchar('contact_name', { length: 30 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    type: smallint('type').notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(1),
    source: smallint('source').notNull().default(1),
    reply: varchar('reply', { length: 1000 }),
    repliedBy: integer('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    closedBy: integer('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);
