import { integer, jsonb, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';

/**
 * A change of an account's balance, as its history keeps it: its type, the amount with the balance before and
 * after, the document that made it, a remark, who and when. Customer and prepay accounts' histories share it.
 */
export const balanceChange = () => ({
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
});

/** One change of a customer account's balance or need_pay (postCustomerAccount writes it; append-only). */
export const balanceHistories = pgTable(
  'fms_balance_histories',
  {
    ...lineKey(),
    accountId: integer('account_id').notNull(),
    customerId: integer('customer_id').notNull(),
    field: varchar('field', { length: 10 }).notNull(),
    ...balanceChange(),
  },
  (t) => [tenantKey(t)],
);

/** One earning of a staff member or worker from one source (recordEarning writes it; immutable but for its settlement). */
export const workerEarnings = pgTable(
  'fms_worker_earnings',
  {
    ...lineKey(),
    storeId: integer('store_id').notNull(),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
    sourceType: varchar('source_type', { length: 30 }).notNull(),
    sourceId: integer('source_id').notNull(),
    sourceNo: varchar('source_no', { length: 40 }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    detail: jsonb('detail'),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settlementId: integer('settlement_id'),
  },
  (t) => [tenantKey(t)],
);
