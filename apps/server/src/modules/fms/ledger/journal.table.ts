import { date, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';

const journalColumns = () => ({
  ...lineKey(),
  storeId: integer('store_id').notNull(),
  type: smallint('type').notNull(),
  paymentConfigId: integer('payment_config_id').notNull(),
  paymentKind: smallint('payment_kind').notNull(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  targetType: varchar('target_type', { length: 10 }).notNull(),
  targetId: integer('target_id').notNull(),
  docType: varchar('doc_type', { length: 40 }).notNull(),
  docId: integer('doc_id').notNull(),
  docNo: varchar('doc_no', { length: 40 }),
  occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
  remark: varchar('remark', { length: 200 }),
  staffId: integer('staff_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The money-in journal (migration 0040): one row per audited receipt of real money; postMoneyIn writes it, append-only. */
export const moneyInHistories = pgTable('fms_money_in_histories', journalColumns(), (t) => [tenantKey(t)]);
/** The money-out journal: one row per audited payment of real money; postMoneyOut writes it, append-only. */
export const moneyOutHistories = pgTable('fms_money_out_histories', journalColumns(), (t) => [tenantKey(t)]);
