import { date, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored, softDelete } from '@/core/db/columns';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';

/** Channel links (migration 0059): code the public registration code; valid_until the last day, null no end. */
export const channelLinks = pgTable(
  'crm_channel_links',
  {
    ...rowKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    storeId: integer('store_id').notNull(),
    salesId: integer('sales_id').notNull(),
    typeId: integer('type_id'),
    levelId: integer('level_id'),
    source: smallint('source').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    status: smallint('status').notNull().default(1),
    customerCount: integer('customer_count').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);

/** Registrations through a link: customer_id the customer made, null for a refused try (counted by the throttle). */
export const channelLinkRecords = pgTable(
  'crm_channel_link_records',
  {
    ...lineKey(),
    linkId: integer('link_id').notNull(),
    customerId: integer('customer_id'),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
