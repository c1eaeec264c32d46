import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents } from '@tradewind/contract/common/money';
import type { PaymentState, TargetReceipt } from '@tradewind/contract/oms/payment-state.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { SettlementSource } from '@/modules/fms';
import { receiptNoteItems, receiptNotes } from '@/modules/fms/receipt-note';

const note = alias(receiptNotes, 'n');
const item = alias(receiptNoteItems, 'i');

/**
 * The detail pages' payment state of an order or a statement (README "Payment state"): the open amount and
 * whether a receipt note may pay it, from its settlement source (one rule), and the receipt note items that
 * name it — fms's exported tables read by column (oms may read a lower module's tables, never write them).
 */
export async function paymentStateOf(ctx: RequestContext, source: SettlementSource, id: number): Promise<PaymentState> {
  const [targets, receipts] = await Promise.all([
    source.read(ctx, [id]),
    queryRows<TargetReceipt>(
      ctx.db,
      sql`SELECT ${note.id} AS note_id, ${note.number} AS number, ${item.amount}::text AS amount, ${note.status}::int AS status,
                 to_char(${note.receiptDate}, 'YYYY-MM-DD') AS receipt_date
            FROM ${receiptNoteItems} AS ${item} JOIN ${receiptNotes} AS ${note} ON ${note.id} = ${item.noteId}
           WHERE ${item.targetType} = ${source.type} AND ${item.targetId} = ${id}::int
           ORDER BY ${note.receiptDate}, ${note.id}, ${item.id}`,
    ),
  ]);
  const target = targets.get(id);
  return {
    open_amount: fromCents(target?.open ?? 0),
    payable: !!target && target.refusal === null && target.open > 0,
    receipts: receipts.map((r) => ({ ...r, note_id: Number(r.note_id), status: Number(r.status) })),
  };
}
