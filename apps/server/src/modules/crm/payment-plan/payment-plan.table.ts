import { date, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { softDelete } from '@/core/db/columns';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';
import { documentHead } from '@/core/documents/document-columns';

/** Payment plans (PP…, migration 0058): 1 in progress → 2 finished / 0 cancelled. */
export const paymentPlans = pgTable(
  'crm_payment_plans',
  {
    ...documentHead(1),
    customerId: integer('customer_id').notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    /** the order or statement number it is for, as written */
    refNo: varchar('ref_no', { length: 40 }),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);

/** A plan's instalments: 0 open → 1 finished by an audited receipt note of the customer. */
export const paymentPlanItems = pgTable(
  'crm_payment_plan_items',
  {
    ...lineKey(),
    planId: integer('plan_id').notNull(),
    sort: integer('sort').notNull().default(0),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    method: smallint('method').notNull(),
    remindDays: integer('remind_days'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    remark: varchar('remark', { length: 200 }),
    status: smallint('status').notNull().default(0),
    receiptNoteId: integer('receipt_note_id'),
    receiptNoteNo: varchar('receipt_note_no', { length: 30 }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    finishedBy: integer('finished_by'),
  },
  (t) => [tenantKey(t)],
);

/** How much of a receipt note payment plans have counted (one row per note, raised conditionally). */
export const receiptNoteUses = pgTable(
  'crm_receipt_note_uses',
  {
    ...rowKey(),
    receiptNoteId: integer('receipt_note_id').notNull(),
    usedAmount: numeric('used_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);

export type PaymentPlanItemRow = typeof paymentPlanItems.$inferSelect;
