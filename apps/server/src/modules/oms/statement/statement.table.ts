import { date, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';

/** A statement (migration 0028). status: 1 draft → 2 sent → 3 confirmed → 4 settled; source 1 by hand, 2 scheduled. */
export const statements = pgTable(
  'oms_statements',
  {
    ...rowKey(),
    number: varchar('number', { length: 30 }),
    storeId: integer('store_id').notNull(),
    customerId: integer('customer_id').notNull(),
    accountPeriodId: integer('account_period_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    source: smallint('source').notNull().default(1),
    orderCount: integer('order_count').notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
    orderAmount: numeric('order_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    refundAmount: numeric('refund_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** what receipt notes have paid of it (fms); settled when it reaches the total */
    receivedAmount: numeric('received_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    remark: varchar('remark', { length: 200 }),
    sentBy: integer('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedUserId: integer('confirmed_user_id'),
    confirmedUserName: varchar('confirmed_user_name', { length: 30 }),
    settledBy: integer('settled_by'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settleRemark: varchar('settle_remark', { length: 200 }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

/** A statement's order (kind 1, its delivered amount) or refund (kind 2, its refund amount); each on at most one statement. */
export const statementItems = pgTable(
  'oms_statement_items',
  {
    ...lineKey(),
    statementId: integer('statement_id').notNull(),
    kind: smallint('kind').notNull(),
    orderId: integer('order_id'),
    refundId: integer('refund_id'),
    number: varchar('number', { length: 30 }).notNull(),
    docDate: date('doc_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [tenantKey(t)],
);
