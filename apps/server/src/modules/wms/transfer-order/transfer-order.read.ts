import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { StockDocType } from '@tradewind/contract/wms/stock.schema';
import {
  TransferOrderStatus as S,
  type TransferOrder,
  type TransferOrderDetail,
  type TransferOrderFilter,
  type TransferOrderLine,
  type TransferOrderList,
  type TransferOrderListQuery,
} from '@tradewind/contract/wms/transfer-order.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { listDocumentLogs } from '@/core/documents/document-log';
import { statusTabs } from '@/core/documents/status-tabs';
import { invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { skuIdMatches, skus, skuUnits, spus, units } from '@/modules/pms';
import { tenantName } from '@/modules/system/tenant';
import { intArray, listStores, ownStores, timeText } from '../picking/picking-scope';
import { plainDecimal, unitTotalsOf, unitTotalsSql } from '../stock/quantity';

const skuS = alias(skus, 's');
const skuUnit = alias(skuUnits, 'su');
const spu = alias(spus, 'p');
const unit = alias(units, 'u');
const unitPu = alias(units, 'pu');

/** Reading transfer orders: the list with its status tabs, one order with its lines and moves, and what is in transit. */

type HeaderRow = Omit<TransferOrder, 'created_at' | 'audited_at' | 'received_at' | 'updated_at' | 'unit_totals'> & {
  unit_totals: unknown;
  created_at: Date | string;
  audited_at: Date | string | null;
  received_at: Date | string | null;
  updated_at: Date | string;
};

const headerSelect = sql`SELECT t.id, coalesce(t.number, '') AS number, t.status, t.store_id, st.name AS store_name,
    t.from_warehouse_id, fw.name AS from_warehouse_name, t.to_store_id, ts.name AS to_store_name, t.to_warehouse_id, tw.name AS to_warehouse_name,
    (SELECT count(*)::int FROM wms_transfer_order_items AS i WHERE i.transfer_id = t.id) AS line_count,
    t.total_qty::text AS total_qty, ${unitTotalsSql('wms_transfer_order_items', 'transfer_id', sql`t.id`)} AS unit_totals, t.received_qty::text AS received_qty, t.lost_qty::text AS lost_qty,
    (CASE WHEN t.status IN (1, 3) THEN t.total_qty - t.received_qty - t.lost_qty ELSE 0 END)::numeric(14, 3)::text AS transit_qty,
    t.total_amount::text AS total_amount, t.loss_reason, t.remark,
    cs.name AS created_by_name, t.created_at, aus.name AS audited_by_name, t.audited_at, rs.name AS received_by_name, t.received_at, t.updated_at
  FROM wms_transfer_orders AS t
  JOIN stores AS st ON st.id = t.store_id
  JOIN stores AS ts ON ts.id = t.to_store_id
  JOIN wms_warehouses AS fw ON fw.id = t.from_warehouse_id
  JOIN wms_warehouses AS tw ON tw.id = t.to_warehouse_id
  LEFT JOIN staff AS cs ON cs.id = t.created_by
  LEFT JOIN staff AS aus ON aus.id = t.audited_by
  LEFT JOIN staff AS rs ON rs.id = t.received_by`;

const toRow = (ctx: RequestContext, r: HeaderRow): TransferOrder => ({
  ...r,
  line_count: Number(r.line_count),
  total_qty: plainDecimal(r.total_qty),
  unit_totals: unitTotalsOf(r.unit_totals),
  received_qty: plainDecimal(r.received_qty),
  lost_qty: plainDecimal(r.lost_qty),
  transit_qty: plainDecimal(r.transit_qty),
  created_at: timeText(ctx, r.created_at)!,
  audited_at: timeText(ctx, r.audited_at),
  received_at: timeText(ctx, r.received_at),
  updated_at: timeText(ctx, r.updated_at)!,
});

/** Transfers of `stores`: those shipping out of them and those coming into them. */
export const inStores = (stores: string) => sql`(t.store_id = ANY(${stores}::int[]) OR t.to_store_id = ANY(${stores}::int[]))`;

async function listWhere(ctx: RequestContext, q: TransferOrderFilter): Promise<SQL[]> {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'wms.date_range_invalid');
  const tz = ctx.session.timeZone;
  const conds: SQL[] = [inStores(listStores(ctx))];
  if (q.keyword) conds.push(sql`t.number ILIKE ${`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.from_warehouse_id !== undefined) conds.push(sql`t.from_warehouse_id = ${q.from_warehouse_id}`);
  if (q.to_warehouse_id !== undefined) conds.push(sql`t.to_warehouse_id = ${q.to_warehouse_id}`);
  if (q.start_date) conds.push(sql`t.created_at >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})`);
  if (q.end_date) conds.push(sql`t.created_at < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  const sku = skuIdMatches(ctx, sql`i.sku_id`, q.sku_keyword);
  if (sku) conds.push(sql`EXISTS (SELECT 1 FROM wms_transfer_order_items AS i WHERE i.transfer_id = t.id AND ${sku})`);
  return conds;
}

/** `GET /wms/transfer_orders`: the page of the chosen status tab, newest first, and per status how many match the other filters. */
export async function listTransferOrders(ctx: RequestContext, q: TransferOrderListQuery & { before_id?: number }): Promise<TransferOrderList> {
  const conds = await listWhere(ctx, q);
  const filters = sql.join(conds, sql` AND `);
  const where = sql.join([...conds, ...(q.status !== undefined ? [sql`t.status = ${q.status}`] : []), ...(q.before_id ? [sql`t.id < ${q.before_id}`] : [])], sql` AND `);
  const { limit, offset } = pageOf(q);
  const [rows, counted] = await Promise.all([
    queryRows<HeaderRow>(ctx.db, sql`${headerSelect} WHERE ${where} ORDER BY t.id DESC LIMIT ${limit} OFFSET ${offset}`),
    queryRows<{ status: number; total: number }>(ctx.db, sql`SELECT t.status, count(*)::int AS total FROM wms_transfer_orders AS t WHERE ${filters} GROUP BY t.status`),
  ]);
  const { counts, total } = statusTabs(Object.values(S), counted, q.status);
  return { list: rows.map((r) => toRow(ctx, r)), pagination: { total, page: q.page, size: q.page_size }, counts };
}

type LineRow = Omit<TransferOrderLine, 'units'> & { units: TransferOrderLine['units'] | string };

async function readLines(ctx: RequestContext, id: number): Promise<TransferOrderLine[]> {
  const rows = await queryRows<LineRow>(
    ctx.db,
    sql`SELECT i.id, i.sku_id, ${skuS.code} AS sku_code, ${spu.name} AS sku_name, ${skuS.specText}, coalesce(${skuS.image}, ${spu.images}->>0) AS image, i.unit_id, i.unit_name,
          i.ratio::text AS ratio, ${unit.name} AS base_unit_name, i.qty::text AS qty, i.base_qty::text AS base_qty,
          i.from_location_id, fl.code AS from_location_code, i.to_location_id, tl.code AS to_location_code,
          i.unit_cost::text AS unit_cost, i.amount::text AS amount, i.received_qty::text AS received_qty, i.lost_qty::text AS lost_qty,
          i.transit_qty::text AS transit_qty, i.loss_reason, i.remark,
          jsonb_build_array(jsonb_build_object('unit_id', ${unit.id}, 'unit_name', ${unit.name}, 'ratio', '1', 'allow_decimal', ${unit.allowDecimal}))
            || coalesce((SELECT jsonb_agg(jsonb_build_object('unit_id', ${skuUnit.unitId}, 'unit_name', ${unitPu.name}, 'ratio', ${skuUnit.ratio}::text, 'allow_decimal', 0) ORDER BY ${skuUnit.sort}, ${skuUnit.id})
              FROM ${skuUnits} AS ${skuUnit} JOIN ${units} AS ${unitPu} ON ${unitPu.id} = ${skuUnit.unitId} WHERE ${skuUnit.skuId} = ${skuS.id}), '[]'::jsonb) AS units
        FROM wms_transfer_order_items AS i
        JOIN ${skus} AS ${skuS} ON ${skuS.id} = i.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} JOIN ${units} AS ${unit} ON ${unit.id} = ${skuS.unitId}
        LEFT JOIN wms_locations AS fl ON fl.id = i.from_location_id
        LEFT JOIN wms_locations AS tl ON tl.id = i.to_location_id
        WHERE i.transfer_id = ${id} ORDER BY i.sort, i.id`,
  );
  return rows.map((l) => ({
    ...l,
    units: (typeof l.units === 'string' ? (JSON.parse(l.units) as TransferOrderLine['units']) : l.units).map((u) => ({ ...u, ratio: plainDecimal(String(u.ratio)) })),
    ratio: plainDecimal(l.ratio),
    qty: plainDecimal(l.qty),
    base_qty: plainDecimal(l.base_qty),
    received_qty: plainDecimal(l.received_qty),
    lost_qty: plainDecimal(l.lost_qty),
    transit_qty: plainDecimal(l.transit_qty),
  }));
}

/** `GET /wms/transfer_order/:id`: header, lines with received / lost / in transit, the moves it posted, the log. 404 outside the caller's stores. */
export async function getTransferOrder(ctx: RequestContext, id: number): Promise<TransferOrderDetail> {
  const head = await queryOne<HeaderRow>(ctx.db, sql`${headerSelect} WHERE t.id = ${id} AND ${inStores(ownStores(ctx))}`);
  if (!head) throw notFound('wms.to_not_found');
  const [lines, moves, logs, companyName] = await Promise.all([
    readLines(ctx, id),
    queryRows<{ id: string; item_id: number | null; sku_id: number; warehouse_name: string; location_code: string; qty: string; unit_cost: string; amount: string; staff_name: string | null; created_at: Date | string }>(
      ctx.db,
      sql`SELECT m.id::text AS id, m.doc_item_id AS item_id, m.sku_id, w.name AS warehouse_name, l.code AS location_code, m.qty::text AS qty, m.unit_cost::text AS unit_cost,
            m.amount::text AS amount, st.name AS staff_name, m.created_at
          FROM wms_stock_moves AS m JOIN wms_warehouses AS w ON w.id = m.warehouse_id JOIN wms_locations AS l ON l.id = m.location_id LEFT JOIN staff AS st ON st.id = m.staff_id
         WHERE m.doc_type = ${StockDocType.transferOrder} AND m.doc_id = ${id} ORDER BY m.id`,
    ),
    listDocumentLogs(ctx.db, 'transfer_order', id, ctx.session.timeZone),
    tenantName(ctx),
  ]);
  return {
    ...toRow(ctx, head),
    tenant_name: companyName,
    lines,
    moves: moves.map((m) => ({ ...m, id: Number(m.id), qty: plainDecimal(m.qty), created_at: timeText(ctx, m.created_at)! })),
    logs,
  };
}

export const statusName = (ctx: RequestContext, status: number) => translate(`wms.to_status.${status}` as Parameters<typeof translate>[0], ctx.locale);

// ---------- in transit, for the stock list ----------

/**
 * What is in transit to each (SKU, target warehouse) of `pairs` (base units, numeric text): the open lines
 * of audited and partly received transfers. Read for a page's rows only, through the index of open lines.
 */
export async function inTransitTo(ctx: RequestContext, pairs: ReadonlyArray<{ sku_id: number; warehouse_id: number }>): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const rows = await queryRows<{ sku_id: number; warehouse_id: number; qty: string }>(
    ctx.db,
    sql`SELECT i.sku_id, t.to_warehouse_id AS warehouse_id, sum(i.transit_qty)::text AS qty
          FROM wms_transfer_order_items AS i JOIN wms_transfer_orders AS t ON t.id = i.transfer_id
         WHERE i.transit_qty > 0 AND i.sku_id = ANY(${intArray([...new Set(pairs.map((p) => p.sku_id))])}::int[])
           AND t.to_warehouse_id = ANY(${intArray([...new Set(pairs.map((p) => p.warehouse_id))])}::int[])
         GROUP BY i.sku_id, t.to_warehouse_id`,
  );
  return new Map(rows.map((r) => [`${r.sku_id}:${r.warehouse_id}`, r.qty]));
}
