import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '@/core/db/columns';
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
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
