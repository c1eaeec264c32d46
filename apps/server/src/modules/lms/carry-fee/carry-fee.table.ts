import { integer, jsonb, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A carry fee (migration 0036): mode 1 floors × pieces × rate, 2 fixed; status 1 draft, 2 confirmed. */
export const carryFees = pgTable(
  'lms_carry_fees',
  {
    ...rowKey(),
    number: varchar('number', { length: 30 }),
    storeId: integer('store_id').notNull(),
    orderId: integer('order_id').notNull(),
    logisticsOrderId: integer('logistics_order_id'),
    mode: smallint('mode').notNull(),
    floors: integer('floors'),
    pieces: integer('pieces'),
    rate: numeric('rate', { precision: 10, scale: 2 }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    workerIds: integer('worker_ids').array().notNull(),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    /** a template's quote (migration 0063): which template, whether there was a lift, the quote's parts */
    templateId: integer('template_id'),
    templateName: varchar('template_name', { length: 50 }),
    lift: smallint('lift').notNull().default(1),
    quote: jsonb('quote'),
    confirmedBy: integer('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);
