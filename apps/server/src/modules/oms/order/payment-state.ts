import { sql } from 'drizzle-orm';
import { fromCents } from '@tradewind/contract/common/money';
import type { PaymentState, TargetReceipt } from '@tradewind/contract/oms/payment-state.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { SettlementSource } from '@/modules/fms';

/**
 * The detail pages' payment state of an order or a statement (README "Payment state"): the open amount and
 * whether a receipt note may pay it, from its settlement source (one rule), and the receipt note items that
 * name it — fms's tables read in SQL (oms may read a lower module's tables, never write them).
 */
export async function paymentStateOf(ctx: RequestContext, source: SettlementSource, id: number): Promise<PaymentState> {
  const [targets, receipts] = await Promise.all([
    source.read(ctx, [id]),
    queryRows<TargetReceipt>(
      ctx.db,
      sql`SELECT n.id AS note_id, n.number, i.amount::text AS amount, n.status::int AS status, to_char(n.receipt_date, 'YYYY-MM-DD') AS receipt_date
            FROM fms_receipt_note_items AS i JOIN fms_receipt_notes AS n ON n.id = i.note_id
           WHERE i.target_type = ${source.type} AND i.target_id = ${id}::int
           ORDER BY n.receipt_date, n.id, i.id`,
    ),
  ]);
  const target = targets.get(id);
  return {
    open_amount: fromCents(target?.open ?? 0),
    payable: !!target && target.refusal === null && target.open > 0,
    receipts: receipts.map((r) => ({ ...r, note_id: Number(r.note_id), status: Number(r.status) })),
  };
}
