import { sql, type SQL } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { ORDER_STATUS, PAY_STATUS, PAY_TYPE } from '@tradewind/contract/oms/order.schema';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { intArray, listStores } from '@/core/http/store-scope';
import { conflict, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { SettlementSource, SettlementTarget, SettlementTargetView } from '@/modules/fms';

const S = ORDER_STATUS;

/**
 * An order as what a receipt note pays (README "Payment state"). Due: the delivered amount once delivered
 * (6, 7), else the total. Open: due − paid − refunded, never below 0 — a refund's money was already credited
 * to the customer when it was refunded (an account-period customer's need_pay first, the rest its balance),
 * so the receipt must not collect it again.
 */
const COLUMNS = sql`o.id, o.number, o.customer_id, o.store_id, o.status, o.pay_type, o.pay_status,
  (CASE WHEN o.status IN (6, 7) THEN o.delivered_amount ELSE o.total_amount END)::text AS due,
  o.paid_amount::text AS paid, o.refunded_amount::text AS refunded,
  EXISTS (SELECT 1 FROM oms_statement_items AS si WHERE si.kind = 1 AND si.order_id = o.id) AS on_statement`;

type Row = { id: number; number: string; customer_id: number; store_id: number; status: number; pay_type: number; pay_status: number; due: string; paid: string; refunded: string; on_statement: boolean };

/** Why a receipt note may not pay the order now (message key), null when it may. */
export function orderRefusal(r: Pick<Row, 'status' | 'pay_type' | 'on_statement'>): string | null {
  const status = Number(r.status);
  const payType = Number(r.pay_type);
  if (status === S.cancelled) return 'oms.receipt_order_cancelled';
  if (r.on_statement) return 'oms.receipt_order_on_statement';
  if (payType === PAY_TYPE.balance) return 'oms.receipt_order_balance_paid';
  if (payType === PAY_TYPE.accountPeriod && status !== S.delivered && status !== S.completed) return 'oms.receipt_order_not_delivered';
  if (status === S.pendingAudit) return 'oms.receipt_order_not_audited';
  return null;
}

/** The order's open amount in cents: due − paid − refunded, never below 0. */
export const orderOpenCents = (r: Pick<Row, 'due' | 'paid' | 'refunded'>) => Math.max(0, toCents(r.due) - toCents(r.paid) - toCents(r.refunded));

const targetOf = (r: Row): SettlementTarget => ({
  id: Number(r.id),
  no: r.number,
  customerId: Number(r.customer_id),
  storeId: Number(r.store_id),
  open: orderOpenCents(r),
  receivable: Number(r.pay_type) === PAY_TYPE.accountPeriod,
  refusal: orderRefusal(r),
});

type ViewRow = Row & { day: string };
const viewOf = (ctx: RequestContext, r: ViewRow): SettlementTargetView => ({
  ...targetOf(r),
  date: r.day,
  dueAmount: fromCents(toCents(r.due)),
  paidAmount: fromCents(toCents(r.paid)),
  stateName: translate(`oms.pay_status.${Number(r.pay_status)}`, ctx.locale),
});

const selectViews = (ctx: RequestContext, where: SQL, tail: SQL = sql``) =>
  queryRows<ViewRow>(
    ctx.db,
    sql`SELECT ${COLUMNS}, to_char((o.created_at AT TIME ZONE ${ctx.session.timeZone})::date, 'YYYY-MM-DD') AS day FROM oms_orders AS o WHERE ${where} ${tail}`,
  ).then((rows) => rows.map((r) => viewOf(ctx, r)));

export const orderSettlementSource: SettlementSource = {
  type: 'order',
  async read(ctx, ids) {
    if (ids.length === 0) return new Map();
    const views = await selectViews(ctx, sql`o.id = ANY(${intArray(ids)}::int[])`);
    return new Map(views.map((v) => [v.id, v]));
  },
  async lock(tx: Db, ids) {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    if (sorted.length === 0) return new Map();
    const rows = await queryRows<Row>(tx, sql`SELECT ${COLUMNS} FROM oms_orders AS o WHERE o.id = ANY(${intArray(sorted)}::int[]) ORDER BY o.id FOR UPDATE OF o`);
    return new Map(rows.map((r) => [Number(r.id), targetOf(r)]));
  },
  async openFor(ctx, customerId, limit) {
    // the refusals in SQL, so the limit counts payable orders only (orderRefusal is the same rule, re-checked below)
    const views = await selectViews(
      ctx,
      sql`o.customer_id = ${customerId}::int AND o.store_id = ANY(${listStores(ctx)}::int[])
          AND o.status <> 0 AND o.pay_type <> ${PAY_TYPE.balance}::int
          AND (CASE WHEN o.pay_type = ${PAY_TYPE.accountPeriod}::int THEN o.status IN (6, 7) ELSE o.status >= 2 END)
          AND NOT EXISTS (SELECT 1 FROM oms_statement_items AS si WHERE si.kind = 1 AND si.order_id = o.id)
          AND (CASE WHEN o.status IN (6, 7) THEN o.delivered_amount ELSE o.total_amount END) - o.paid_amount - o.refunded_amount > 0`,
      sql`ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}::int`,
    );
    return views.filter((v) => v.refusal === null && v.open > 0);
  },
  async apply(ctx, id, cents, note) {
    const row = await queryOne<Row>(ctx.db, sql`SELECT ${COLUMNS} FROM oms_orders AS o WHERE o.id = ${id}::int FOR UPDATE OF o`);
    if (!row) throw notFound('oms.order_not_found');
    const refusal = orderRefusal(row);
    if (refusal) throw conflict(refusal);
    const open = orderOpenCents(row);
    if (!Number.isInteger(cents) || cents <= 0 || cents > open) throw conflict('oms.receipt_over_open', { number: row.number, open: fromCents(open), amount: fromCents(cents) });
    const paid = toCents(row.paid) + cents;
    const payStatus = cents === open ? PAY_STATUS.paid : PAY_STATUS.partlyPaid;
    await ctx.db.execute(sql`UPDATE oms_orders SET paid_amount = ${fromCents(paid)}::numeric, pay_status = ${payStatus}::int, updated_at = now() WHERE id = ${id}::int`);
    const status = Number(row.status);
    await writeDocumentLog(ctx.db, { type: 'order', id, action: 'receipt', from: status, to: status, remark: `${note.no} ${fromCents(cents)}`, by: actorOf(ctx) });
  },
};
