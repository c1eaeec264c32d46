import { date, integer, jsonb, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { tenantKey } from '@/core/db/keys';
import { documentHead } from '@/core/documents/document-columns';
import { noteLine } from '../receipt-note/receipt-note.table';

/** A payment note (付款单, PN…; migration 0040): 0 pending audit → 1 audited. */
export const paymentNotes = pgTable(
  'fms_payment_notes',
  {
    ...documentHead(),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
    paymentConfigId: integer('payment_config_id'),
    /** the method's kind when set (5: paid from the customer's balance, no cash) */
    paymentKind: smallint('payment_kind'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
    prepayUsed: numeric('prepay_used', { precision: 14, scale: 2 }).notNull().default('0'),
    allocatedAmount: numeric('allocated_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    unallocatedAmount: numeric('unallocated_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    source: smallint('source').notNull().default(1),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    attachments: jsonb('attachments').notNull().default([]),
  },
  (t) => [tenantKey(t)],
);

/** What a payment note pays: a supplier or worker settlement order. */
export const paymentNoteItems = pgTable('fms_payment_note_items', noteLine(), (t) => [tenantKey(t)]);
