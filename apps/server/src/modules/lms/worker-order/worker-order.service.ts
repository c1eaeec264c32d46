import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { type WorkerOrder, type WorkerOrderFilter, type WorkerOrderListQuery, type WorkerOrderTotal } from '@tradewind/contract/lms/fleet-pay.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { listStores, timeText } from '../fleet/fleet-scope';
import { workerEarnings } from '@/modules/fms/ledger';

const earning = alias(workerEarnings, 'e');

/**
 * Worker orders (/lms/worker_order/list): the earnings rows of logistics workers (fms_worker_earnings with
 * target_type 'worker', read here; fms writes them) — picking tasks, deliveries and carry fees — with the
 * filters of the page, a totals row and an export. lms README "Fleet, settings and pay".
 */

type Row = Omit<WorkerOrder, 'created_at' | 'settled_at'> & { created_at: Date | string; settled_at: Date | string | null };

const from = sql`FROM ${workerEarnings} AS ${earning} JOIN lms_workers AS w ON w.id = ${earning.targetId}`;
const select = sql`SELECT ${earning.id}, ${earning.targetId} AS worker_id, w.name AS worker_name, w.type AS worker_type, ${earning.sourceType}, ${earning.sourceId}, ${earning.sourceNo}, ${earning.amount}::text AS amount,
    ${earning.settledAt} IS NOT NULL AS settled, ${earning.settledAt}, ${earning.createdAt} ${from}`;

function where(ctx: RequestContext, q: WorkerOrderFilter): SQL {
  const tz = ctx.session.timeZone;
  const conds: SQL[] = [sql`${earning.targetType} = 'worker'`, sql`${earning.storeId} = ANY(${listStores(ctx)}::int[])`];
  if (q.worker_id !== undefined) conds.push(sql`${earning.targetId} = ${q.worker_id}`);
  if (q.source_type) conds.push(sql`${earning.sourceType} = ${q.source_type}`);
  if (q.start_date) conds.push(sql`${earning.createdAt} >= (${q.start_date}::date)::timestamp AT TIME ZONE ${tz}`);
  if (q.end_date) conds.push(sql`${earning.createdAt} < (${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz}`);
  if (q.settled === 1) conds.push(sql`${earning.settledAt} IS NOT NULL`);
  if (q.settled === 0) conds.push(sql`${earning.settledAt} IS NULL`);
  return sql.join(conds, sql` AND `);
}

const toRow = (ctx: RequestContext) => (r: Row): WorkerOrder => ({ ...r, created_at: timeText(ctx, r.created_at)!, settled_at: timeText(ctx, r.settled_at) });

/** GET /lms/worker_orders: newest first. */
export async function listWorkerOrders(ctx: RequestContext, q: WorkerOrderListQuery): Promise<ListData<WorkerOrder>> {
  const w = where(ctx, q);
  return paginate(q, {
    rows: (page) => queryRows<Row>(ctx.db, sql`${select} WHERE ${w} ORDER BY ${earning.id} DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: countWorkerOrders(ctx, q),
    map: (rows) => rows.map(toRow(ctx)),
  });
}

/** GET /lms/worker_orders/total: the filtered rows' count, amount and what is not settled yet. */
export async function workerOrderTotal(ctx: RequestContext, q: WorkerOrderFilter): Promise<WorkerOrderTotal> {
  const row = await queryOne<WorkerOrderTotal>(
    ctx.db,
    sql`SELECT count(*)::int AS count, coalesce(sum(${earning.amount}), 0)::numeric(14, 2)::text AS amount,
          coalesce(sum(${earning.amount}) FILTER (WHERE ${earning.settledAt} IS NULL), 0)::numeric(14, 2)::text AS unsettled_amount ${from} WHERE ${where(ctx, q)}`,
  );
  return row!;
}

/** How many earnings rows the list's filters hold. */
export async function countWorkerOrders(ctx: RequestContext, q: WorkerOrderFilter): Promise<number> {
  return (await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n ${from} WHERE ${where(ctx, q)}`))!.n;
}

/** The list's rows before id `before` (from the newest when null), newest first: an export's batch. */
export async function workerOrdersBefore(ctx: RequestContext, q: WorkerOrderFilter, before: number | null, limit: number): Promise<WorkerOrder[]> {
  const rows = await queryRows<Row>(ctx.db, sql`${select} WHERE ${where(ctx, q)} ${before === null ? sql`` : sql`AND ${earning.id} < ${before}`} ORDER BY ${earning.id} DESC LIMIT ${limit}`);
  return rows.map(toRow(ctx));
}
