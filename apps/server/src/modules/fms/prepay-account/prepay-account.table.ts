import { integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';

/** A supplier's or worker's prepay account: opened by postPrepayAccount on first use (migration 0039). */
export const prepayAccounts = pgTable(
  'fms_prepay_accounts',
  {
    ...rowKey(),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    totalPrepayAmount: numeric('total_prepay_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);

/** One change of a prepay account (postPrepayAccount writes it; append-only). */
export const prepayHistories = pgTable(
  'fms_prepay_histories',
  {
    ...lineKey(),
    accountId: integer('account_id').notNull(),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
    type: smallint('type').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    beforeAmount: numeric('before_amount', { precision: 14, scale: 2 }).notNull(),
    afterAmount: numeric('after_amount', { precision: 14, scale: 2 }).notNull(),
    docType: varchar('doc_type', { length: 40 }),
    docId: integer('doc_id'),
    docNo: varchar('doc_no', { length: 40 }),
    remark: varchar('remark', { length: 200 }),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
