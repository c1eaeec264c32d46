import { integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A customer's account: opened by fms on first use (openCustomerAccount); finance moves it through its ledgers. */
export const customerAccounts = pgTable(
  'fms_customer_accounts',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    needPay: numeric('need_pay', { precision: 14, scale: 2 }).notNull().default('0'),
    totalPrepayAmount: numeric('total_prepay_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
