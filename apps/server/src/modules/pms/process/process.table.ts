import { integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';

/** A processing recipe: inputs turn into outputs with an expected loss (percent). */
export const processes = pgTable(
  'pms_processes',
  {
    ...rowKey(),
    name: varchar('name', { length: 60 }).notNull(),
    lossRate: numeric('loss_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    remark: varchar('remark', { length: 200 }),
    status: smallint('status').notNull().default(1),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

/** side: 1 input, 2 output; quantity in the SKU's base unit. */
export const processItems = pgTable(
  'pms_process_items',
  {
    ...lineKey(),
    processId: integer('process_id').notNull(),
    side: smallint('side').notNull(),
    skuId: integer('sku_id').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);
