import { sql } from 'drizzle-orm';
import type { SkuUnit } from '@tradewind/contract/pms/spu.schema';
import type { SkuPickRow, SkuRow } from '@tradewind/contract/pms/sku.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { queryPrepared } from '@/core/db/database';
import type { DocumentLineValues } from '@/core/documents/document-columns';
import type { RequestContext } from '@/core/http/request-context';

/** A SKU as the SKU list, the picker and other modules read it: with its SPU, base unit and package units. */
export type SkuRecord = {
  id: number;
  spu_id: number;
  name: string;
  spec_text: string;
  image: string | null;
  code: string;
  barcode: string | null;
  unit_id: number;
  unit_name: string;
  /** whether the base unit takes decimals (斤, kg) */
  allow_decimal: 0 | 1;
  /** the package units, each `ratio` base units (1 箱 = 12 个) */
  units: SkuUnit[];
  category_id: number;
  category_name: string;
  brand_name: string | null;
  sale_price: string;
  market_price: string | null;
  cost_price: string;
  status: 0 | 1;
  spu_status: 0 | 1 | 2 | 3 | 4;
  updated_at: Date | string;
};

/** The columns of a SkuRecord over pms_skus `s`; the caller brings the FROM, WHERE and order. */
export const skuRecordColumns = sql`s.id, s.spu_id, p.name, s.spec_text, coalesce(s.image, p.images->>0) AS image, s.code, s.barcode,
  s.unit_id, u.name AS unit_name, u.allow_decimal, c.id AS category_id, c.name AS category_name, b.name AS brand_name,
  s.sale_price, s.market_price, s.cost_price, s.status, p.status AS spu_status, s.updated_at,
  coalesce((SELECT json_agg(json_build_object('id', su.id, 'unit_id', su.unit_id, 'unit_name', pu.name, 'ratio', su.ratio::text, 'sale_price', su.sale_price::text) ORDER BY su.sort, su.id)
    FROM pms_sku_units AS su JOIN pms_units AS pu ON pu.id = su.unit_id WHERE su.sku_id = s.id), '[]') AS units`;

/** The joins skuRecordColumns reads. */
export const skuRecordJoins = sql`pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id JOIN pms_units AS u ON u.id = s.unit_id
  JOIN pms_categories AS c ON c.id = p.category_id LEFT JOIN pms_brands AS b ON b.id = p.brand_id`;

/** A ratio as typed ('12', '2.5'), not as numeric(12,3) prints it ('12.000'). */
const trimRatio = (ratio: string) => (ratio.includes('.') ? ratio.replace(/\.?0+$/, '') : ratio);

/** A record as SQL gives it: its package units parsed when the driver left them as text, ratios trimmed. */
export function normaliseSkuRecord(r: SkuRecord): SkuRecord {
  const units = (typeof r.units === 'string' ? JSON.parse(r.units) : r.units) as SkuUnit[];
  return { ...r, units: units.map((u) => ({ ...u, ratio: trimRatio(u.ratio) })) };
}

/** The tenant's SKUs of these ids (any state), by id; ids of other tenants or none are simply absent. */
export async function readSkuRows(ctx: Pick<RequestContext, 'db'>, ids: readonly number[]): Promise<Map<number, SkuRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await queryPrepared<SkuRecord>(
    ctx.db,
    'tw_sku_rows',
    sql`SELECT ${skuRecordColumns} FROM ${skuRecordJoins} WHERE s.id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, normaliseSkuRecord(r)]));
}

/** What the picker's and the list's rows share. */
const commonRow = (r: SkuRecord, stock: string) => ({
  id: r.id,
  spu_id: r.spu_id,
  name: r.name,
  spec_text: r.spec_text,
  image: r.image,
  code: r.code,
  barcode: r.barcode,
  unit_id: r.unit_id,
  unit_name: r.unit_name,
  units: r.units,
  sale_price: r.sale_price,
  // on hand in the base unit, as the warehouse module answers it (sku-stock.ts)
  stock,
  status: r.status,
});

export const toPickRow = (r: SkuRecord, stock: string): SkuPickRow => ({ ...commonRow(r, stock), allow_decimal: r.allow_decimal });

export const toSkuRow = (ctx: RequestContext, r: SkuRecord, stock: string): SkuRow => ({
  ...commonRow(r, stock),
  category_id: r.category_id,
  category_name: r.category_name,
  brand_name: r.brand_name,
  market_price: r.market_price,
  cost_price: r.cost_price,
  spu_status: r.spu_status,
  updated_at: formatDateTime(r.updated_at, ctx.session.timeZone)!,
});

/**
 * What a document's line shows of its SKU beside its own columns (the unit and quantities it keeps as
 * saved): code, name, spec, picture, the base unit and the package units to choose from. A SKU gone from
 * the catalogue shows blank, its base unit the line's.
 */
export function lineSkuFields(sku: SkuRecord | undefined, lineUnitId: number) {
  return {
    sku_code: sku?.code ?? '',
    name: sku?.name ?? '',
    spec_text: sku?.spec_text ?? '',
    image: sku?.image ?? null,
    base_unit_id: sku?.unit_id ?? lineUnitId,
    base_unit_name: sku?.unit_name ?? '',
    allow_decimal: sku?.allow_decimal ?? 0,
    units: sku?.units ?? [],
  };
}

/**
 * A saved document line as its detail answers it, up to its price: its id and SKU, what it shows of the
 * SKU (`lineSkuFields`), then the unit, ratio and quantities it keeps; each document adds its own columns.
 */
export function documentLineFields(line: { id: number } & Omit<DocumentLineValues, 'amount'>, sku: SkuRecord | undefined) {
  return {
    id: line.id,
    sku_id: line.skuId,
    ...lineSkuFields(sku, line.unitId),
    unit_id: line.unitId,
    unit_name: line.unitName,
    ratio: line.ratio,
    qty: line.qty,
    base_qty: line.baseQty,
    price: line.price,
  };
}
