import { sql, type SQL } from 'drizzle-orm';
import type { ListData } from '@tradewind/contract/common/envelope';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  PrepayHistoryType,
  type PrepayAccount,
  type PrepayAccountFilter,
  type PrepayAccountList,
  type PrepayAccountListQuery,
  type PrepayAccountQuery,
  type PrepayAdjustBody,
  type PrepayAdjustResult,
  type PrepayHistoryQuery,
  type PrepayHistoryRow,
  type PrepayTargetQuery,
  type PrepayTargetType,
} from '@tradewind/contract/fms/prepay-account.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { tellAdjustment } from '../ledger/finance-managers';
import { partyRows } from '../ledger/money-party';
import { listHistory } from '../ledger/history-list';
import { historyFilters } from '../ledger/posting-input';
import { prepayHistories } from './prepay-account.table';
import { postPrepayAccount } from './prepay-posting';

export const PREPAY_ADJUST_PERMISSION = 'fms:finance_prepay_account:finance_adjust';

const money = (v: string | null | undefined) => fromCents(toCents(v ?? '0'));
const targetTypeName = (ctx: RequestContext, type: string) => translate(`fms.prepay_target.${type}` as MessageKey, ctx.locale);

type Record = { id: number; account_id: number | null; name: string; code: string | null; status: number; balance: string | null; total_prepay_amount: string | null; updated_at: Date | string | null };

const rowOf = (ctx: RequestContext, type: PrepayTargetType, r: Record): PrepayAccount => ({
  id: Number(r.id),
  account_id: r.account_id === null ? null : Number(r.account_id),
  target_type: type,
  target_type_name: targetTypeName(ctx, type),
  target_id: Number(r.id),
  target_name: r.name,
  target_code: r.code,
  target_status: Number(r.status),
  balance: money(r.balance),
  total_prepay_amount: money(r.total_prepay_amount),
  updated_at: formatDateTime(r.updated_at, ctx.session.timeZone),
});

/**
 * `GET /fms/finance_prepay_accounts`: the suppliers or the workers (as wms and lms registered them, fms
 * sits below both) with their prepay accounts (zeros without one), and the totals. A deleted worker stays
 * listed while its account holds money.
 */
export async function listPrepayAccounts(ctx: RequestContext, q: PrepayAccountListQuery): Promise<PrepayAccountList> {
  const { from, where } = prepayAccountsFrom(q);
  const [rows, sums] = await Promise.all([
    queryRows<Record>(
      ctx.db,
      sql`SELECT ${PREPAY_ACCOUNT_COLUMNS} FROM ${from} WHERE ${where} ORDER BY coalesce(a.balance, 0) DESC, t.id DESC LIMIT ${q.page_size}::int OFFSET ${(q.page - 1) * q.page_size}::int`,
    ),
    queryOne<{ n: number; balance: string; total_prepay_amount: string }>(
      ctx.db,
      sql`SELECT count(*)::int AS n, coalesce(sum(a.balance), 0)::text AS balance, coalesce(sum(a.total_prepay_amount), 0)::text AS total_prepay_amount FROM ${from} WHERE ${where}`,
    ),
  ]);
  return {
    list: rows.map((r) => rowOf(ctx, q.target_type, r)),
    pagination: { total: Number(sums?.n ?? 0), page: q.page, size: q.page_size },
    totals: { balance: money(sums?.balance), total_prepay_amount: money(sums?.total_prepay_amount) },
  };
}

const PREPAY_ACCOUNT_COLUMNS = sql`t.id, a.id AS account_id, t.name, t.code, t.status, a.balance::text AS balance, a.total_prepay_amount::text AS total_prepay_amount, a.updated_at`;

/** The list's rows and filter: the suppliers or workers, each with its account (none before the first movement). */
function prepayAccountsFrom(q: PrepayAccountFilter): { from: SQL; where: SQL } {
  const parts: SQL[] = [sql`(NOT t.deleted OR coalesce(a.balance, 0) > 0)`];
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    parts.push(sql`(t.name ILIKE ${like} OR t.code ILIKE ${like})`);
  }
  if (q.has_balance === 1) parts.push(sql`a.balance > 0`);
  return {
    from: sql`${partyRows(q.target_type)} AS t LEFT JOIN fms_prepay_accounts a ON a.target_type = ${q.target_type} AND a.target_id = t.id`,
    where: sql.join(parts, sql` AND `),
  };
}

/** The list's accounts for its export: the same filter, in the target's id order after `afterId` (keyset). */
export async function prepayAccountBatch(ctx: RequestContext, q: PrepayAccountFilter, afterId: number | undefined, limit: number): Promise<PrepayAccount[]> {
  const { from, where } = prepayAccountsFrom(q);
  const after = afterId === undefined ? sql`` : sql` AND t.id > ${afterId}::int`;
  const rows = await queryRows<Record>(ctx.db, sql`SELECT ${PREPAY_ACCOUNT_COLUMNS} FROM ${from} WHERE ${where}${after} ORDER BY t.id LIMIT ${limit}::int`);
  return rows.map((r) => rowOf(ctx, q.target_type, r));
}

/** `GET /fms/finance_prepay_account?target_type&target_id`: one target and its account; 404 when it is not the tenant's. */
export async function getPrepayAccount(ctx: RequestContext, q: PrepayTargetQuery): Promise<PrepayAccount> {
  const row = await queryOne<Record>(
    ctx.db,
    sql`SELECT ${PREPAY_ACCOUNT_COLUMNS}
          FROM ${partyRows(q.target_type)} AS t LEFT JOIN fms_prepay_accounts a ON a.target_type = ${q.target_type} AND a.target_id = t.id
         WHERE t.id = ${q.target_id}::int`,
  );
  if (!row) throw notFound('fms.prepay_target_not_found');
  return rowOf(ctx, q.target_type, row);
}

/** The detail by target, or by the account's id (a finance message's target): 404 when neither is the tenant's. */
export async function getPrepayAccountBy(ctx: RequestContext, q: PrepayAccountQuery): Promise<PrepayAccount> {
  if (q.account_id === undefined) return getPrepayAccount(ctx, { target_type: q.target_type!, target_id: q.target_id! });
  const account = await queryOne<{ target_type: PrepayTargetType; target_id: number }>(ctx.db, sql`SELECT target_type, target_id FROM fms_prepay_accounts WHERE id = ${q.account_id}::int`);
  if (!account) throw notFound('fms.prepay_target_not_found');
  return getPrepayAccount(ctx, { target_type: account.target_type, target_id: Number(account.target_id) });
}

type HistoryRecord = Omit<PrepayHistoryRow, 'type_name' | 'created_at'> & { created_at: Date | string };

/**
 * `GET /fms/finance_prepay_account/histories`: one target's movements, newest first, filtered by type,
 * document number and creation date (tenant time zone, both ends inclusive).
 */
export async function listPrepayHistories(ctx: RequestContext, q: PrepayHistoryQuery & { before_id?: number }): Promise<ListData<PrepayHistoryRow>> {
  await getPrepayAccount(ctx, q);
  const where = historyFilters([sql`h.target_type = ${q.target_type} AND h.target_id = ${q.target_id}::int`], q, ctx.session.timeZone);
  return listHistory<HistoryRecord>(ctx, q, { table: prepayHistories, columns: sql`h.target_type, h.target_id`, where, typeKey: 'fms.prepay_type' });
}

/**
 * `POST /fms/finance_prepay_account/finance_adjust`: a manual change of a supplier's or worker's
 * prepayment by a signed amount with its reason (history type finance adjust) through postPrepayAccount;
 * never below zero (409 fms.prepay_balance_short). The other finance managers get a finance message.
 */
export async function adjustPrepayAccount(ctx: RequestContext, body: PrepayAdjustBody): Promise<PrepayAdjustResult> {
  const target = await getPrepayAccount(ctx, body);
  const posted = await postPrepayAccount(ctx.db, {
    targetType: body.target_type,
    targetId: body.target_id,
    amount: body.amount,
    type: PrepayHistoryType.financeAdjust,
    remark: body.reason,
    staffId: ctx.staffId,
  });
  ctx.audit.targetId = posted.accountId;
  await tellAdjustment(ctx, PREPAY_ADJUST_PERMISSION, {
    title: 'fms.msg_prepay_adjust_title',
    content: 'fms.msg_prepay_adjust',
    params: { target_type: target.target_type_name, target: target.target_name },
    body,
    posted,
    // opens the account's detail page by the account's id (the web's message target finance_prepay_account)
    target: { target_type: 'finance_prepay_account', target_id: posted.accountId },
  });
  return { id: posted.historyId, target_type: body.target_type, target_id: body.target_id, before_amount: posted.before, after_amount: posted.after, balance: posted.balance, total_prepay_amount: posted.totalPrepayAmount };
}
