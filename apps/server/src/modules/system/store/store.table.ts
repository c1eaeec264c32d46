import { pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { place, timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const stores = pgTable(
  'stores',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    isMaster: smallint('is_master').notNull().default(0),
    status: smallint('status').notNull().default(1),
    ...place(),
    contactName: varchar('contact_name', { length: 50 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
