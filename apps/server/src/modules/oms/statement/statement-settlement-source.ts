import { sql, type SQL } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { STATEMENT_STATUS } from '@tradewind/contract/oms/statement.schema';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { conflict, notFound } from '@/core/http/errors';
import { intArray, listStores } from '@/core/http/store-scope';
import type { RequestContext } from '@/core/http/request-context';
import type { SettlementSource, SettlementTarget, SettlementTargetView } from '@/modules/fms';
import { settlePaidStatement } from './statement.service';

const S = STATEMENT_STATUS;

/** A statement as what a receipt note pays (README "Payment state"): open = total − received, payable when sent or confirmed. */
const COLUMNS = sql`st.id, st.number, st.customer_id, st.store_id, st.status, st.total_amount::text AS total, st.received_amount::text AS received`;
type Row = { id: number; number: string; customer_id: number; store_id: number; status: number; total: string; received: string };

export function statementRefusal(status: number): string | null {
  if (Number(status) === S.draft) return 'oms.receipt_statement_draft';
  if (Number(status) === S.settled) return 'oms.receipt_statement_settled';
  return null;
}

export const statementOpenCents = (r: Pick<Row, 'total' | 'received'>) => Math.max(0, toCents(r.total) - toCents(r.received));

const targetOf = (r: Row): SettlementTarget => ({
  id: Number(r.id),
  no: r.number,
  customerId: Number(r.customer_id),
  storeId: Number(r.store_id),
  open: statementOpenCents(r),
  receivable: true,
  refusal: statementRefusal(r.status),
});

type ViewRow = Row & { day: string };
const selectViews = (ctx: RequestContext, where: SQL, tail: SQL = sql``) =>
  queryRows<ViewRow>(ctx.db, sql`SELECT ${COLUMNS}, to_char(st.end_date, 'YYYY-MM-DD') AS day FROM oms_statements AS st WHERE ${where} ${tail}`).then((rows) =>
    rows.map(
      (r): SettlementTargetView => ({
        ...targetOf(r),
        date: r.day,
        dueAmount: fromCents(toCents(r.total)),
        paidAmount: fromCents(toCents(r.received)),
        stateName: translate(`oms.statement_status.${Number(r.status)}`, ctx.locale),
      }),
    ),
  );

export const statementSettlementSource: SettlementSource = {
  type: 'statement',
  async read(ctx, ids) {
    if (ids.length === 0) return new Map();
    const views = await selectViews(ctx, sql`st.id = ANY(${intArray(ids)}::int[])`);
    return new Map(views.map((v) => [v.id, v]));
  },
  async lock(tx: Db, ids) {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    if (sorted.length === 0) return new Map();
    const rows = await queryRows<Row>(tx, sql`SELECT ${COLUMNS} FROM oms_statements AS st WHERE st.id = ANY(${intArray(sorted)}::int[]) ORDER BY st.id FOR UPDATE OF st`);
    return new Map(rows.map((r) => [Number(r.id), targetOf(r)]));
  },
  async openFor(ctx, customerId, limit) {
    return selectViews(
      ctx,
      sql`st.customer_id = ${customerId}::int AND st.store_id = ANY(${listStores(ctx)}::int[]) AND st.status IN (${S.sent}::int, ${S.confirmed}::int) AND st.total_amount > st.received_amount`,
      sql`ORDER BY st.end_date DESC, st.id DESC LIMIT ${limit}::int`,
    );
  },
  async apply(ctx, id, cents, note) {
    const row = await queryOne<Row>(ctx.db, sql`SELECT ${COLUMNS} FROM oms_statements AS st WHERE st.id = ${id}::int FOR UPDATE OF st`);
    if (!row) throw notFound('oms.statement_not_found');
    const refusal = statementRefusal(row.status);
    if (refusal) throw conflict(refusal);
    const open = statementOpenCents(row);
    if (!Number.isInteger(cents) || cents <= 0 || cents > open) throw conflict('oms.receipt_over_open', { number: row.number, open: fromCents(open), amount: fromCents(cents) });
    const received = toCents(row.received) + cents;
    await ctx.db.execute(sql`UPDATE oms_statements SET received_amount = ${fromCents(received)}::numeric, updated_at = now() WHERE id = ${id}::int`);
    const status = Number(row.status);
    await writeDocumentLog(ctx.db, { type: 'statement', id, action: 'receipt', from: status, to: status, remark: `${note.no} ${fromCents(cents)}`, by: actorOf(ctx) });
    // paid in full: settled, and its orders paid
    if (cents === open) await settlePaidStatement(ctx, id, note.no);
  },
};
