import { and, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { GoalActualSource } from '@/modules/crm';
import { receiptNotes } from './receipt-note.table';

/**
 * Receipts for crm's business goals: audited receipt notes by their audit time, with their amount — except
 * those paid from the customer's balance (kind 5), whose money was counted when it was prepaid.
 */
export const receiptGoalSource: GoalActualSource = {
  kind: 'receipts',
  rows: (db, range) =>
    db
      .select({ customer_id: receiptNotes.customerId, audited_at: receiptNotes.auditedAt, amount: receiptNotes.amount })
      .from(receiptNotes)
      .where(
        and(
          eq(receiptNotes.status, 1),
          or(isNull(receiptNotes.paymentKind), ne(receiptNotes.paymentKind, 5)),
          gte(receiptNotes.auditedAt, sql`${range.from}`),
          lt(receiptNotes.auditedAt, sql`${range.to}`),
        ),
      ),
};
