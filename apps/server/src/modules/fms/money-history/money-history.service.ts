import { sql, type SQL } from 'drizzle-orm';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import type { MoneyHistoryFilter, MoneyHistoryList, MoneyHistoryListQuery, MoneyHistoryRow } from '@tradewind/contract/fms/money-history.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { invalidField } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { listStores } from '@/core/http/store-scope';
import { targetConditions, targetNameSql } from './target-name';

/**
 * The cash journals (fms README "Money journals"): money in / money out rows of the current store (or
 * every store the caller works in when none is chosen), newest first, names in the caller's language,
 * totals over every matching row. Written only by postMoneyIn / postMoneyOut (notes' audits).
 */

export type Direction = 'in' | 'out';
const tableOf = (d: Direction) => sql.raw(d === 'in' ? 'fms_money_in_histories' : 'fms_money_out_histories');
const name = (ctx: RequestContext, key: string) => translate(key as MessageKey, ctx.locale);

function whereOf(ctx: RequestContext, q: MoneyHistoryFilter): SQL {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'fms.date_range_invalid');
  const conds: SQL[] = [sql`j.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.type !== undefined) conds.push(sql`j.type = ${q.type}::int`);
  if (q.payment_config_id !== undefined) conds.push(sql`j.payment_config_id = ${q.payment_config_id}::int`);
  if (q.payment_kind !== undefined) conds.push(sql`j.payment_kind = ${q.payment_kind}::int`);
  conds.push(...targetConditions(sql`j.target_type`, sql`j.target_id`, q));
  if (q.doc_no) conds.push(sql`j.doc_no ILIKE ${`%${escapeLike(q.doc_no)}%`}`);
  if (q.start_date) conds.push(sql`j.occurred_on >= ${q.start_date}::date`);
  if (q.end_date) conds.push(sql`j.occurred_on <= ${q.end_date}::date`);
  return sql.join(conds, sql` AND `);
}

type Row = Omit<MoneyHistoryRow, 'type_name' | 'payment_kind_name' | 'target_type_name' | 'doc_type_name'>;

export async function listMoneyHistories(ctx: RequestContext, direction: Direction, q: MoneyHistoryListQuery & { before_id?: number }): Promise<MoneyHistoryList> {
  const where = whereOf(ctx, q);
  const { limit, offset } = pageOf(q);
  const [rows, sums] = await Promise.all([
    queryRows<Row>(
      ctx.db,
      sql`SELECT j.id, j.store_id, st.name AS store_name, j.type, j.payment_config_id, pc.name AS payment_config_name, j.payment_kind, j.amount::text AS amount,
            j.target_type, j.target_id, ${targetNameSql(sql`j.target_type`, sql`j.target_id`)} AS target_name, j.doc_type, j.doc_id, coalesce(j.doc_no, '') AS doc_no,
            to_char(j.occurred_on, 'YYYY-MM-DD') AS occurred_on, j.remark, sf.name AS staff_name,
            to_char(j.created_at AT TIME ZONE ${ctx.session.timeZone}, 'YYYY-MM-DD HH24:MI:SS') AS created_at
          FROM ${tableOf(direction)} j JOIN stores st ON st.id = j.store_id JOIN fms_payment_configs pc ON pc.id = j.payment_config_id LEFT JOIN staff sf ON sf.id = j.staff_id
         WHERE ${where} ${q.before_id ? sql`AND j.id < ${q.before_id}::int` : sql``} ORDER BY j.id DESC LIMIT ${limit}::int OFFSET ${offset}::int`,
    ),
    queryOne<{ n: number; amount: string }>(ctx.db, sql`SELECT count(*)::int AS n, coalesce(sum(j.amount), 0)::text AS amount FROM ${tableOf(direction)} j WHERE ${where}`),
  ]);
  return {
    list: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      type: Number(r.type),
      type_name: name(ctx, `fms.money_${direction}_type.${r.type}`),
      payment_kind: Number(r.payment_kind),
      payment_kind_name: name(ctx, `fms.payment_kind.${r.payment_kind}`),
      target_type_name: name(ctx, `fms.target_type.${r.target_type}`),
      doc_type_name: name(ctx, `fms.doc_type.${r.doc_type}`),
    })),
    pagination: { total: Number(sums!.n), page: q.page, size: q.page_size },
    totals: { amount: fromCents(toCents(sums!.amount)), count: Number(sums!.n) },
  };
}
