import { integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';
import { balanceChange } from '../ledger/ledger.table';

/** A supplier's or worker's prepay account: opened by postPrepayAccount on first use (migration 0039). */
export const prepayAccounts = pgTable(
  'fms_prepay_accounts',
  {
    ...rowKey(),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    totalPrepayAmount: numeric('total_prepay_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    ...timestamps(),
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
    ...balanceChange(),
  },
  (t) => [tenantKey(t)],
);
