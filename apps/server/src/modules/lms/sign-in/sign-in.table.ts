import { integer, jsonb, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { coordinates } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A stop's sign-in (migration 0037; the amount's reason 0042): result 1 signed, 2 failed; one per logistics order. */
export const signIns = pgTable(
  'lms_sign_ins',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    lineId: integer('line_id').notNull(),
    stopId: integer('stop_id').notNull(),
    logisticsOrderId: integer('logistics_order_id').notNull(),
    result: smallint('result').notNull(),
    signer: varchar('signer', { length: 30 }),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    ...coordinates(),
    coordSystem: varchar('coord_system', { length: 6 }).notNull().default('wgs84'),
    collectedAmount: numeric('collected_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    failReason: varchar('fail_reason', { length: 200 }),
    amountReason: varchar('amount_reason', { length: 200 }),
    entryId: integer('entry_id'),
    entryNo: varchar('entry_no', { length: 30 }),
    remark: varchar('remark', { length: 200 }),
    signedBy: integer('signed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
