import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import { formatDateTime } from '@tradewind/contract/common/time';
import { queryRows } from '@/core/db/database';
import { listOf, pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';

/** The columns of a history row the list reads as the driver gives them (bigint ids as text). */
type MovementRecord = { id: number | string; type: number; created_at: Date | string };

/** A history row as the API gives it: its id a number, its type named, its time in the tenant's zone. */
export type MovementRow<R extends MovementRecord> = Omit<R, 'id' | 'created_at'> & { id: number; type_name: string; created_at: string };

/**
 * A page of an account's history, customer and prepay accounts alike: the movements of `table` (alias h)
 * under `where` (historyFilters), newest first, the account's own `columns` first and the name of the
 * staff who made each. A type is named by the message `typeKey`.<type>, by its number where none is known.
 */
export async function listHistory<R extends MovementRecord>(
  ctx: RequestContext,
  q: PaginationQuery,
  { table, columns, where, typeKey }: { table: PgTable; columns: SQL; where: SQL; typeKey: 'fms.balance_type' | 'fms.prepay_type' },
): Promise<ListData<MovementRow<R>>> {
  const tz = ctx.session.timeZone;
  const { limit, offset } = pageOf(q);
  const [rows, [{ total }]] = await Promise.all([
    queryRows<R>(
      ctx.db,
      sql`SELECT h.id, ${columns}, h.type, h.amount::text AS amount, h.before_amount::text AS before_amount, h.after_amount::text AS after_amount,
                 h.doc_type, h.doc_id, h.doc_no, h.remark, h.staff_id, st.name AS staff_name, h.created_at
            FROM ${table} h LEFT JOIN staff st ON st.id = h.staff_id
           WHERE ${where} ORDER BY h.id DESC LIMIT ${limit}::int OFFSET ${offset}::int`,
    ),
    queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM ${table} h WHERE ${where}`),
  ]);
  const typeName = (type: number) => {
    const key = `${typeKey}.${type}`;
    const text = translate(key as MessageKey, ctx.locale);
    return text === key ? String(type) : text;
  };
  return listOf(
    rows.map((r) => ({ ...r, id: Number(r.id), type_name: typeName(r.type), created_at: formatDateTime(r.created_at, tz)! })),
    total,
    q,
  );
}
