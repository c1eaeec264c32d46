import { date, integer, jsonb, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';
import { documentHead } from '@/core/documents/document-columns';

/** A receipt note (收款单, RN…; migration 0040): 0 pending audit → 1 audited. */
export const receiptNotes = pgTable(
  'fms_receipt_notes',
  {
    ...documentHead(),
    customerId: integer('customer_id').notNull(),
    paymentConfigId: integer('payment_config_id'),
    /** the method's kind when set (5: paid from the customer's balance, no cash) */
    paymentKind: smallint('payment_kind'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    allocatedAmount: numeric('allocated_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    unallocatedAmount: numeric('unallocated_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    source: smallint('source').notNull().default(1),
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    attachments: jsonb('attachments').notNull().default([]),
    signInId: integer('sign_in_id'),
    /** the customer's owner (crm sales_id, 0: none) when audited (migration 0071; bi's rollups) */
    repId: integer('rep_id').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);

/**
 * A line of a receipt or payment note: what it pays (a settlement source registered with fms: its type, id
 * and number), how much, a remark and its place.
 */
export const noteLine = () => ({
  ...lineKey(),
  noteId: integer('note_id').notNull(),
  targetType: varchar('target_type', { length: 20 }).notNull(),
  targetId: integer('target_id').notNull(),
  targetNo: varchar('target_no', { length: 40 }),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  remark: varchar('remark', { length: 200 }),
  sort: integer('sort').notNull().default(0),
});

/** What a receipt note pays: an order or a statement (registered settlement sources). */
export const receiptNoteItems = pgTable('fms_receipt_note_items', noteLine(), (t) => [tenantKey(t)]);
