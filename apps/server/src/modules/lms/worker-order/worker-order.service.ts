import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { translate } from '@tradewind/contract/common/messages';
import { WorkerOrderFilterSchema, type WorkerOrder, type WorkerOrderFilter, type WorkerOrderListQuery, type WorkerOrderTotal } from '@tradewind/contract/lms/fleet-pay.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { defineExporter } from '@/core/jobs/exporter';
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
    total: queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total ${from} WHERE ${w}`),
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

/** `GET /lms/worker_orders/export`: the filtered rows through the export centre, by id (keyset), in the creator's language. */
export const workerOrderExporter = defineExporter({
  key: 'lms.worker_order',
  source: '工人订单',
  permission: 'lms:worker_order:export',
  params: WorkerOrderFilterSchema,
  columns: [
    { header: '工人', key: 'worker_name', width: 14 },
    { header: '工种', key: 'worker_type', width: 12 },
    { header: '来源', key: 'source_type', width: 12 },
    { header: '单号', key: 'source_no', width: 22 },
    { header: '金额', key: 'amount', width: 12 },
    { header: '结算', key: 'settled', width: 10 },
    { header: '时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => (await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n ${from} WHERE ${where(ctx, params)}`))!.n,
  batch: async (ctx, params, cursor, limit) => {
    const rows = await queryRows<Row>(ctx.db, sql`${select} WHERE ${where(ctx, params)} ${cursor === null ? sql`` : sql`AND ${earning.id} < ${cursor}`} ORDER BY ${earning.id} DESC LIMIT ${limit}`);
    const l = ctx.locale;
    return {
      rows: rows.map(toRow(ctx)).map((r) => ({
        ...r,
        worker_type: translate(`lms.worker_type.${r.worker_type}`, l),
        source_type: translate(`lms.earning_source.${r.source_type}`, l),
        amount: Number(r.amount),
        settled: translate(r.settled ? 'lms.settled' : 'lms.unsettled', l),
      })),
      cursor: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  },
});
