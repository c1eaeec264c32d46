import { integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A photo order (migration 0029): 1 pending → 2 converted (order_id) / 3 rejected (reject_reason). */
export const photoOrders = pgTable(
  'oms_photo_orders',
  {
    ...rowKey(),
    number: varchar('number', { length: 30 }).notNull(),
    storeId: integer('store_id').notNull(),
    customerId: integer('customer_id').notNull(),
    customerUserId: integer('customer_user_id'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    remark: varchar('remark', { length: 200 }),
    status: smallint('status').notNull().default(1),
    source: smallint('source').notNull().default(1),
    orderId: integer('order_id'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    handledBy: integer('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);
