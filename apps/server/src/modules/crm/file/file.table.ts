import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

export const customerFiles = pgTable(
  'crm_customer_files',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    size: integer('size').notNull().default(0),
    fileType: varchar('file_type', { length: 20 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);
