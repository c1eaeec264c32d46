import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { type LackOutFilter, type LackOutListQuery, type LackOutRow } from '@tradewind/contract/wms/outbound.schema';
import { queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { skus, spus, units } from '@/modules/pms';
import { plainDecimal } from '../stock/quantity';
import { listStores, timeText } from '../picking/picking-scope';

const sku = alias(skus, 's');
const spu = alias(spus, 'p');
const unit = alias(units, 'u');

/** /wms/lack_out_sku_history/list: every order line a posted sale outbound shipped short (docs/trading-model.md §3). */

type Row = Omit<LackOutRow, 'created_at'> & { created_at: Date | string };

const select = sql`SELECT h.id, h.sku_id, ${sku.code} AS sku_code, ${spu.name} AS sku_name, ${sku.specText}, ${unit.name} AS unit_name, h.warehouse_id, w.name AS warehouse_name,
    h.outbound_id, h.outbound_no, h.order_id, h.order_no, h.customer_name, to_char(h.delivery_date, 'YYYY-MM-DD') AS delivery_date,
    h.ordered_qty::text AS ordered_qty, h.shipped_qty::text AS shipped_qty, h.short_qty::text AS short_qty, h.reason, h.created_at
  FROM wms_lack_out_sku_histories AS h JOIN wms_warehouses AS w ON w.id = h.warehouse_id
  JOIN ${skus} AS ${sku} ON ${sku.id} = h.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${sku.spuId} JOIN ${units} AS ${unit} ON ${unit.id} = ${sku.unitId}`;

function where(ctx: RequestContext, q: LackOutFilter): SQL {
  const tz = ctx.session.timeZone;
  const conds: SQL[] = [sql`h.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    conds.push(sql`(h.order_no ILIKE ${like} OR h.outbound_no ILIKE ${like} OR s.code ILIKE ${like} OR p.name ILIKE ${like})`);
  }
  if (q.customer) conds.push(sql`h.customer_name ILIKE ${`%${escapeLike(q.customer)}%`}`);
  if (q.warehouse_id !== undefined) conds.push(sql`h.warehouse_id = ${q.warehouse_id}`);
  if (q.start_date) conds.push(sql`h.created_at >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})`);
  if (q.end_date) conds.push(sql`h.created_at < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  return sql.join(conds, sql` AND `);
}

const toRow = (ctx: RequestContext) => (r: Row): LackOutRow => ({
  ...r,
  ordered_qty: plainDecimal(r.ordered_qty),
  shipped_qty: plainDecimal(r.shipped_qty),
  short_qty: plainDecimal(r.short_qty),
  created_at: timeText(ctx, r.created_at)!,
});

export async function listLackOut(ctx: RequestContext, q: LackOutListQuery): Promise<ListData<LackOutRow>> {
  const w = where(ctx, q);
  return paginate(q, {
    rows: (page) => queryRows<Row>(ctx.db, sql`${select} WHERE ${w} ORDER BY h.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: countLackOut(ctx, q),
    map: (rows) => rows.map(toRow(ctx)),
  });
}

/** How many short-shipped lines the list's filters hold. */
export async function countLackOut(ctx: RequestContext, q: LackOutFilter): Promise<number> {
  const [{ total }] = await queryRows<{ total: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS total FROM wms_lack_out_sku_histories AS h JOIN ${skus} AS ${sku} ON ${sku.id} = h.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${sku.spuId} WHERE ${where(ctx, q)}`,
  );
  return total;
}

/** The list's lines after id `after` (all when null), by id: an export's batch. */
export async function lackOutAfter(ctx: RequestContext, q: LackOutFilter, after: number | null, limit: number): Promise<LackOutRow[]> {
  const rows = await queryRows<Row>(ctx.db, sql`${select} WHERE ${where(ctx, q)} ${after === null ? sql`` : sql`AND h.id > ${after}`} ORDER BY h.id LIMIT ${limit}`);
  return rows.map(toRow(ctx));
}
