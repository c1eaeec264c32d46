import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import type { StockDocLine } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { listDocumentLogs, type DocumentLog } from '@/core/documents/document-log';
import { invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { skuUnits, skus, spus, units } from '@/modules/pms';
import { plainDecimal, unitTotalsOf, unitTotalsSql } from '../stock/quantity';
import type { StockDocKind } from './stock-document.service';

const sku = alias(skus, 's');
const skuUnit = alias(skuUnits, 'su');
const spu = alias(spus, 'p');
const unit = alias(units, 'u');
const unitPu = alias(units, 'pu');

/** Reading the receiving documents' shared body: the list of a kind and one document with its lines and log. */

type HeaderRow = {
  id: number;
  number: string | null;
  store_id: number;
  store_name: string;
  warehouse_id: number;
  warehouse_name: string;
  supplier_id: number | null;
  supplier_name: string | null;
  status: 0 | 1 | 2;
  total_qty: string;
  unit_totals: unknown;
  total_amount: string;
  line_count: number;
  remark: string | null;
  created_by_name: string | null;
  audited_by_name: string | null;
  audited_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  [extra: string]: unknown;
};

export const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '')}"`);
const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The caller's stores: the current store when chosen, else every store it works in. */
function storeScope(ctx: RequestContext): number[] {
  if (ctx.storeId !== null) return [ctx.storeId];
  return ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0];
}
export const storesOf = (ctx: RequestContext) => (ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0]);
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

function headerSelect(kind: StockDocKind): SQL {
  const extra = [...kind.extraColumns.map((c) => `d."${c}"`), ...(kind.extraSelect ? [kind.extraSelect] : [])].join(', ');
  const supplier = kind.supplier === false ? sql`NULL::int AS supplier_id, NULL::text AS supplier_name` : sql`d.supplier_id, sp.name AS supplier_name`;
  return sql`SELECT d.id, d.number, d.store_id, st.name AS store_name, d.warehouse_id, w.name AS warehouse_name, ${supplier}, d.status, d.total_qty::text AS total_qty, ${unitTotalsSql(kind.itemTable, kind.parentColumn, sql`d.id`)} AS unit_totals, d.total_amount::text AS total_amount,
      (SELECT count(*)::int FROM ${ident(kind.itemTable)} AS i WHERE i.${ident(kind.parentColumn)} = d.id) AS line_count,
      d.remark, cs.name AS created_by_name, aus.name AS audited_by_name, d.audited_at, d.created_at, d.updated_at${sql.raw(extra ? `, ${extra}` : '')}
    FROM ${ident(kind.table)} AS d
    JOIN stores AS st ON st.id = d.store_id
    JOIN wms_warehouses AS w ON w.id = d.warehouse_id
    ${kind.supplier === false ? sql`` : sql`LEFT JOIN wms_suppliers AS sp ON sp.id = d.supplier_id`}
    LEFT JOIN staff AS cs ON cs.id = d.created_by
    LEFT JOIN staff AS aus ON aus.id = d.audited_by`;
}

export function toDoc(ctx: RequestContext, r: HeaderRow) {
  const tz = ctx.session.timeZone;
  return {
    id: r.id,
    number: r.number ?? '',
    store_id: r.store_id,
    store_name: r.store_name,
    warehouse_id: r.warehouse_id,
    warehouse_name: r.warehouse_name,
    supplier_id: r.supplier_id,
    supplier_name: r.supplier_name,
    status: r.status,
    total_qty: plainDecimal(r.total_qty),
    unit_totals: unitTotalsOf(r.unit_totals),
    total_amount: r.total_amount,
    line_count: Number(r.line_count),
    remark: r.remark,
    created_by_name: r.created_by_name,
    audited_by_name: r.audited_by_name,
    audited_at: r.audited_at ? formatDateTime(toDate(r.audited_at), tz)! : null,
    created_at: formatDateTime(toDate(r.created_at), tz)!,
    updated_at: formatDateTime(toDate(r.updated_at), tz)!,
  };
}

export type StockDocFilter = PaginationQuery & {
  keyword?: string;
  status?: number;
  warehouse_id?: number;
  supplier_id?: number;
  start_date?: string;
  end_date?: string;
  /** the kind's extra columns to match exactly */
  extra?: Record<string, number | undefined>;
  /** ids below this one only (the export's keyset, newest first) */
  before_id?: number;
};

export async function listStockDocs(ctx: RequestContext, kind: StockDocKind, q: StockDocFilter): Promise<ListData<HeaderRow>> {
  const tz = ctx.session.timeZone;
  const conds: SQL[] = [sql`d.store_id = ANY(${intArray(storeScope(ctx))}::int[])`];
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(${sql.join(['number', ...(kind.keywordColumns ?? [])].map((c) => sql`d.${ident(c)} ILIKE ${like}`), sql` OR `)})`);
  }
  if (q.status !== undefined) conds.push(sql`d.status = ${q.status}`);
  if (q.warehouse_id !== undefined) conds.push(sql`d.warehouse_id = ${q.warehouse_id}`);
  if (q.supplier_id !== undefined) conds.push(sql`d.supplier_id = ${q.supplier_id}`);
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'wms.date_range_invalid');
  if (kind.dateColumn) {
    if (q.start_date) conds.push(sql`d.${ident(kind.dateColumn)} >= ${q.start_date}::date`);
    if (q.end_date) conds.push(sql`d.${ident(kind.dateColumn)} <= ${q.end_date}::date`);
  } else {
    if (q.start_date) conds.push(sql`d.created_at >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})`);
    if (q.end_date) conds.push(sql`d.created_at < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  }
  if (q.before_id !== undefined) conds.push(sql`d.id < ${q.before_id}`);
  for (const [column, value] of Object.entries(q.extra ?? {})) if (value !== undefined) conds.push(sql`d.${ident(column)} = ${value}`);
  const where = sql.join(conds, sql` AND `);
  return paginate(q, {
    rows: (page) => queryRows<HeaderRow>(ctx.db, sql`${headerSelect(kind)} WHERE ${where} ORDER BY d.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM ${ident(kind.table)} AS d WHERE ${where}`),
  });
}

type LineRow = Omit<StockDocLine, 'units'> & { units: StockDocLine['units'] | string };
const trimRatio = (u: StockDocLine['units'][number]) => ({ ...u, ratio: plainDecimal(String(u.ratio)) });

export async function readStockDoc(ctx: RequestContext, kind: StockDocKind, id: number): Promise<{ header: HeaderRow; lines: StockDocLine[]; logs: DocumentLog[] }> {
  const header = await queryOne<HeaderRow>(ctx.db, sql`${headerSelect(kind)} WHERE d.id = ${id} AND d.store_id = ANY(${intArray(storesOf(ctx))}::int[])`);
  if (!header) throw notFound(kind.notFound);
  const lines = await queryRows<LineRow>(
    ctx.db,
    sql`SELECT i.id, i.sku_id, ${sku.code} AS sku_code, ${spu.name} AS sku_name, ${sku.specText}, coalesce(${sku.image}, ${spu.images}->>0) AS image, i.unit_id, i.unit_name,
          i.ratio::text AS ratio, ${unit.name} AS base_unit_name, i.qty::text AS qty, i.base_qty::text AS base_qty, i.location_id, l.code AS location_code,
          i.price::text AS price, i.amount::text AS amount, i.remark${sql.raw(kind.orderLines ? ', i.purchase_order_item_id' : '')},
          json_build_array(json_build_object('unit_id', ${unit.id}, 'unit_name', ${unit.name}, 'ratio', '1', 'allow_decimal', ${unit.allowDecimal}))::jsonb
            || coalesce((SELECT jsonb_agg(jsonb_build_object('unit_id', ${skuUnit.unitId}, 'unit_name', ${unitPu.name}, 'ratio', ${skuUnit.ratio}::text, 'allow_decimal', ${unitPu.allowDecimal}) ORDER BY ${skuUnit.sort}, ${skuUnit.id})
              FROM ${skuUnits} AS ${skuUnit} JOIN ${units} AS ${unitPu} ON ${unitPu.id} = ${skuUnit.unitId} WHERE ${skuUnit.skuId} = ${sku.id}), '[]'::jsonb) AS units
        FROM ${ident(kind.itemTable)} AS i
        JOIN ${skus} AS ${sku} ON ${sku.id} = i.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${sku.spuId} JOIN ${units} AS ${unit} ON ${unit.id} = ${sku.unitId}
        LEFT JOIN wms_locations AS l ON l.id = i.location_id
        WHERE i.${ident(kind.parentColumn)} = ${id} ORDER BY i.sort, i.id`,
  );
  const logs = await listDocumentLogs(ctx.db, kind.documentType, id, ctx.session.timeZone);
  return {
    header,
    lines: lines.map((l) => ({
      ...l,
      units: (typeof l.units === 'string' ? (JSON.parse(l.units) as StockDocLine['units']) : l.units).map(trimRatio),
      ratio: plainDecimal(l.ratio),
      qty: plainDecimal(l.qty),
      base_qty: plainDecimal(l.base_qty),
    })),
    logs,
  };
}
