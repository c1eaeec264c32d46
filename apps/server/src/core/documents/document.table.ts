import { date, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';

export const documentSequences = pgTable(
  'document_sequences',
  {
    tenantId: integer('tenant_id').notNull(),
    prefix: varchar('prefix', { length: 8 }).notNull(),
    day: date('day').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix, t.day] })],
);

export const documentLogs = pgTable(
  'document_logs',
  {
    ...lineKey(),
    documentType: varchar('document_type', { length: 40 }).notNull(),
    documentId: integer('document_id').notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    remark: varchar('remark', { length: 500 }),
    staffId: integer('staff_id'),
    staffName: varchar('staff_name', { length: 50 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
