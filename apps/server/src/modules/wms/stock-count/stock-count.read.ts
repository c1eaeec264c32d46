import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkPermission } from '@tradewind/contract/common/permission';
import type { ListData } from '@tradewind/contract/common/envelope';
import {
  StockCountStatus,
  type CountSku,
  type StockCount,
  type StockCountDetail,
  type StockCountLine,
  type StockCountListQuery,
  type StockCountRecord,
  type StockCountStatusValue,
} from '@tradewind/contract/wms/stock-count.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { listDocumentLogs } from '@/core/documents/document-log';
import { invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { categories, skus, spus, units } from '@/modules/pms';
import { intArray, listStores, ownStores, timeText } from '../picking/picking-scope';
import { plainDecimal } from '../stock/quantity';

const categoryPc = alias(categories, 'pc');
const skuS = alias(skus, 's');
const spu = alias(spus, 'p');
const unit = alias(units, 'u');

/** Reading stock counts: the list and one count as the detail page or the counting page sees it. */

export const BOOK_PERMISSION = 'wms:stock_count:book';
const S = StockCountStatus;

export type HeaderRow = {
  id: number;
  number: string | null;
  store_id: number;
  store_name: string;
  warehouse_id: number;
  warehouse_name: string;
  scope_type: 1 | 2 | 3;
  zones: string[] | string;
  location_ids: number[] | string;
  location_codes: string[] | string;
  category_ids: number[] | string;
  category_names: string[] | string;
  blind: 0 | 1;
  status: StockCountStatusValue;
  line_count: number;
  counted_count: number;
  gain_qty: string;
  loss_qty: string;
  gain_amount: string;
  loss_amount: string;
  recount_round: number;
  remark: string | null;
  created_by_name: string | null;
  started_by_name: string | null;
  started_at: Date | string | null;
  submitted_by_name: string | null;
  submitted_at: Date | string | null;
  audited_by_name: string | null;
  audited_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** Arrays come back as JSON (to_json): parsed by the driver or as text. */
export const jsonArray = <T>(v: T[] | string): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : v);

export const HEADER = sql`SELECT c.id, c.number, c.store_id, st.name AS store_name, c.warehouse_id, w.name AS warehouse_name, c.scope_type,
    to_json(c.zones) AS zones, to_json(c.location_ids) AS location_ids,
    to_json(coalesce((SELECT array_agg(l.code ORDER BY array_position(c.location_ids, l.id)) FROM wms_locations AS l WHERE l.id = ANY(c.location_ids)), '{}')) AS location_codes,
    to_json(c.category_ids) AS category_ids,
    to_json(coalesce((SELECT array_agg(${categoryPc.name} ORDER BY array_position(c.category_ids, ${categoryPc.id})) FROM ${categories} AS ${categoryPc} WHERE ${categoryPc.id} = ANY(c.category_ids)), '{}')) AS category_names,
    c.blind, c.status,
    (SELECT count(*)::int FROM wms_stock_count_items AS i WHERE i.count_id = c.id) AS line_count,
    (SELECT count(*)::int FROM wms_stock_count_items AS i WHERE i.count_id = c.id AND i.counted_qty IS NOT NULL) AS counted_count,
    c.gain_qty::text AS gain_qty, c.loss_qty::text AS loss_qty, c.gain_amount::text AS gain_amount, c.loss_amount::text AS loss_amount,
    c.recount_round, c.remark, cs.name AS created_by_name, ss.name AS started_by_name, c.started_at, sb.name AS submitted_by_name, c.submitted_at,
    au.name AS audited_by_name, c.audited_at, c.created_at, c.updated_at
  FROM wms_stock_counts AS c
  JOIN stores AS st ON st.id = c.store_id
  JOIN wms_warehouses AS w ON w.id = c.warehouse_id
  LEFT JOIN staff AS cs ON cs.id = c.created_by
  LEFT JOIN staff AS ss ON ss.id = c.started_by
  LEFT JOIN staff AS sb ON sb.id = c.submitted_by
  LEFT JOIN staff AS au ON au.id = c.audited_by`;

/** Whether the caller sees book quantities and differences of this count. */
export const bookVisible = (ctx: RequestContext, blind: number) => blind === 0 || checkPermission(BOOK_PERMISSION, ctx.session.permissions);

export function toCount(ctx: RequestContext, r: HeaderRow): StockCount {
  const audited = r.status === S.audited && bookVisible(ctx, r.blind);
  return {
    id: r.id,
    number: r.number ?? '',
    store_id: r.store_id,
    store_name: r.store_name,
    warehouse_id: r.warehouse_id,
    warehouse_name: r.warehouse_name,
    scope_type: r.scope_type,
    zones: jsonArray(r.zones),
    location_ids: jsonArray(r.location_ids).map(Number),
    location_codes: jsonArray(r.location_codes),
    category_ids: jsonArray(r.category_ids).map(Number),
    category_names: jsonArray(r.category_names),
    blind: r.blind,
    status: r.status,
    line_count: Number(r.line_count),
    counted_count: Number(r.counted_count),
    gain_qty: audited ? plainDecimal(r.gain_qty) : null,
    loss_qty: audited ? plainDecimal(r.loss_qty) : null,
    gain_amount: audited ? r.gain_amount : null,
    loss_amount: audited ? r.loss_amount : null,
    recount_round: r.recount_round,
    remark: r.remark,
    created_by_name: r.created_by_name,
    started_by_name: r.started_by_name,
    started_at: timeText(ctx, r.started_at),
    submitted_by_name: r.submitted_by_name,
    submitted_at: timeText(ctx, r.submitted_at),
    audited_by_name: r.audited_by_name,
    audited_at: timeText(ctx, r.audited_at),
    created_at: timeText(ctx, r.created_at)!,
    updated_at: timeText(ctx, r.updated_at)!,
  };
}

export function listWhere(ctx: RequestContext, q: Omit<StockCountListQuery, 'page' | 'page_size'> & { before_id?: number }): SQL {
  const tz = ctx.session.timeZone;
  const conds: SQL[] = [sql`c.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) conds.push(sql`c.number ILIKE ${`%${q.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`);
  if (q.status !== undefined) conds.push(sql`c.status = ${q.status}`);
  if (q.warehouse_id !== undefined) conds.push(sql`c.warehouse_id = ${q.warehouse_id}`);
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'wms.date_range_invalid');
  if (q.start_date) conds.push(sql`c.created_at >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})`);
  if (q.end_date) conds.push(sql`c.created_at < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  if (q.before_id !== undefined) conds.push(sql`c.id < ${q.before_id}`);
  return sql.join(conds, sql` AND `);
}

export async function listStockCounts(ctx: RequestContext, q: StockCountListQuery): Promise<ListData<StockCount>> {
  const where = listWhere(ctx, q);
  return paginate(q, {
    rows: (page) => queryRows<HeaderRow>(ctx.db, sql`${HEADER} WHERE ${where} ORDER BY c.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM wms_stock_counts AS c WHERE ${where}`),
    map: (rows) => rows.map((r) => toCount(ctx, r)),
  });
}

export async function readHeader(ctx: RequestContext, id: number): Promise<HeaderRow> {
  const row = await queryOne<HeaderRow>(ctx.db, sql`${HEADER} WHERE c.id = ${id} AND c.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!row) throw notFound('wms.count_not_found');
  return row;
}

type LineRow = Omit<StockCountLine, 'counted_at' | 'book_qty' | 'moved_qty' | 'expected_qty' | 'diff_qty' | 'unit_cost' | 'diff_amount'> & {
  counted_at: Date | string | null;
  book_qty: string;
  moved_qty: string;
  expected_qty: string;
  diff_qty: string | null;
  unit_cost: string;
  diff_amount: string | null;
};

/**
 * A count's lines (all, or those of `ids`), by location code. Before the audit: moved = the ledger's moves at
 * the line's SKU and location after the start (`id > start_move_id`), expected = book + moved (= on-hand
 * now), difference = counted − expected, value at the warehouse's average cost now; after: what the
 * audit fixed.
 */
export async function readLines(ctx: RequestContext, countId: number, ids?: readonly number[]): Promise<LineRow[]> {
  return queryRows<LineRow>(
    ctx.db,
    sql`SELECT x.*, (x.book + x.moved)::text AS expected_qty,
          CASE WHEN x.status = 3 THEN x.fixed_diff::text WHEN x.counted IS NULL THEN NULL ELSE (x.counted - x.book - x.moved)::text END AS diff_qty,
          CASE WHEN x.status = 3 THEN x.fixed_amount::text WHEN x.counted IS NULL THEN NULL ELSE round((x.counted - x.book - x.moved) * x.cost, 2)::text END AS diff_amount,
          x.book::text AS book_qty, x.moved::text AS moved_qty, x.cost::text AS unit_cost
        FROM (
          SELECT i.id, i.sku_id, ${skuS.code} AS sku_code, ${skuS.barcode}, ${spu.name} AS sku_name, ${skuS.specText}, ${unit.name} AS unit_name, ${unit.allowDecimal},
                 i.location_id, l.code AS location_code, l.zone, i.added, i.recount, i.counted_qty::text AS counted_qty, i.counted_qty AS counted,
                 cb.name AS counted_by_name, i.counted_at, c.status, i.book_qty AS book, i.diff_qty AS fixed_diff, i.diff_amount AS fixed_amount,
                 CASE WHEN c.status = 3 THEN coalesce(i.moved_qty, 0) ELSE coalesce(m.moved, 0) END AS moved,
                 CASE WHEN c.status = 3 THEN coalesce(i.unit_cost, 0) ELSE coalesce(t.cost, 0) END AS cost
            FROM wms_stock_count_items AS i
            JOIN wms_stock_counts AS c ON c.id = i.count_id
            JOIN ${skus} AS ${skuS} ON ${skuS.id} = i.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} JOIN ${units} AS ${unit} ON ${unit.id} = ${skuS.unitId}
            JOIN wms_locations AS l ON l.id = i.location_id
            LEFT JOIN staff AS cb ON cb.id = i.counted_by
            LEFT JOIN wms_stock_totals AS t ON t.sku_id = i.sku_id AND t.warehouse_id = c.warehouse_id
            LEFT JOIN (
              SELECT mv.sku_id, mv.location_id, sum(mv.qty) AS moved FROM wms_stock_moves AS mv, wms_stock_counts AS k
               WHERE k.id = ${countId} AND k.status IN (1, 2, 4) AND mv.warehouse_id = k.warehouse_id AND mv.id > k.start_move_id
                 AND NOT (mv.doc_type = 'stock_count' AND mv.doc_id = k.id)
               GROUP BY mv.sku_id, mv.location_id
            ) AS m ON m.sku_id = i.sku_id AND m.location_id = i.location_id
           WHERE i.count_id = ${countId} ${ids ? sql`AND i.id = ANY(${intArray(ids)}::int[])` : sql``}
        ) AS x
        ORDER BY x.location_code, x.sku_code, x.id`,
  );
}

export function toLine(ctx: RequestContext, r: LineRow, visible: boolean): StockCountLine {
  const q = (v: string | null) => (visible && v !== null ? plainDecimal(v) : null);
  return {
    id: r.id,
    sku_id: r.sku_id,
    sku_code: r.sku_code,
    barcode: r.barcode,
    sku_name: r.sku_name,
    spec_text: r.spec_text,
    unit_name: r.unit_name,
    allow_decimal: r.allow_decimal,
    location_id: r.location_id,
    location_code: r.location_code,
    zone: r.zone,
    book_qty: q(r.book_qty),
    moved_qty: q(r.moved_qty),
    expected_qty: q(r.expected_qty),
    counted_qty: r.counted_qty === null ? null : plainDecimal(r.counted_qty),
    counted_by_name: r.counted_by_name,
    counted_at: timeText(ctx, r.counted_at),
    diff_qty: q(r.diff_qty),
    unit_cost: visible ? r.unit_cost : null,
    diff_amount: visible ? r.diff_amount : null,
    recount: r.recount,
    added: r.added,
  };
}

/**
 * The detail page's count (`wms:stock_count:list`) or the counting page's (`work`: `wms:stock_count:count`,
 * without the log and line history). A blind count hides book, moves and differences from a caller
 * without `wms:stock_count:book` — the answer does not carry them.
 */
export async function getStockCount(ctx: RequestContext, id: number, work = false): Promise<StockCountDetail> {
  const header = await readHeader(ctx, id);
  const visible = bookVisible(ctx, header.blind);
  const [lines, locations, records, logs] = await Promise.all([
    readLines(ctx, id),
    queryRows<{ id: number; code: string }>(
      ctx.db,
      sql`SELECT l.id, l.code FROM wms_stock_count_locks AS k JOIN wms_locations AS l ON l.id = k.location_id WHERE k.count_id = ${id} ORDER BY l.code`,
    ),
    work
      ? Promise.resolve([])
      : queryRows<{ id: number; item_id: number; qty: string; round: number; staff_name: string | null; created_at: Date | string }>(
          ctx.db,
          sql`SELECT id, item_id, qty::text AS qty, round, staff_name, created_at FROM wms_stock_count_records WHERE count_id = ${id} ORDER BY id`,
        ),
    work ? Promise.resolve([]) : listDocumentLogs(ctx.db, 'stock_count', id, ctx.session.timeZone),
  ]);
  return {
    ...toCount(ctx, header),
    book_visible: visible ? 1 : 0,
    locations,
    lines: lines.map((l) => toLine(ctx, l, visible)),
    records: records.map((r): StockCountRecord => ({ id: r.id, item_id: r.item_id, qty: plainDecimal(r.qty), round: r.round, staff_name: r.staff_name, created_at: timeText(ctx, r.created_at)! })),
    logs,
  };
}

/** `GET /wms/stock_count/{id}/sku?code=`: the counting page's scan of a SKU the count has no line of yet (exact code or barcode). */
export async function findCountSku(ctx: RequestContext, id: number, code: string): Promise<CountSku> {
  await readHeader(ctx, id);
  const sku = await queryOne<CountSku>(
    ctx.db,
    sql`SELECT ${skuS.id}, ${skuS.code}, ${skuS.barcode}, ${spu.name}, ${skuS.specText}, ${unit.name} AS unit_name, ${unit.allowDecimal}
          FROM ${skus} AS ${skuS} JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} JOIN ${units} AS ${unit} ON ${unit.id} = ${skuS.unitId}
         WHERE ${skuS.code} = ${code} OR ${skuS.barcode} = ${code} ORDER BY (${skuS.code} = ${code}) DESC, ${skuS.id} LIMIT 1`,
  );
  if (!sku) throw notFound('wms.count_sku_not_found');
  return sku;
}
