import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { translate } from '@tradewind/contract/common/messages';
import {
  StockProcessSide as SIDE,
  StockProcessStatus as S,
  type StockProcess,
  type StockProcessDetail,
  type StockProcessFilter,
  type StockProcessLine,
  type StockProcessListQuery,
  type StockProcessRecipe,
} from '@tradewind/contract/wms/stock-process.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { listDocumentLogs } from '@/core/documents/document-log';
import { invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { processes, processItems, skuIdMatches, type SkuRecord, skus, spus, units } from '@/modules/pms';
import { intArray, listStores, ownStores, timeText } from '../picking/picking-scope';
import { plainDecimal } from '../stock/quantity';
import { amountCents, lossFigures, scaled, spreadOverOutputs, unscaled } from './stock-process-cost';

const processItem = alias(processItems, 'i');
const processR = alias(processes, 'r');
const skuS = alias(skus, 's');
const spu = alias(spus, 'p');
const unitU = alias(units, 'u');

/** Reading stock processing runs: the list, one run with its lines at their costs, and the recipes a run starts from. */

export const DOC = 'stock_process' as const;

type HeaderRow = {
  id: number;
  number: string;
  status: 0 | 1 | 2;
  store_id: number;
  store_name: string;
  warehouse_id: number;
  warehouse_name: string;
  process_id: number | null;
  process_name: string | null;
  quantity: string | null;
  input_count: number;
  output_count: number;
  loss_rate: string;
  loss_unit: string | null;
  input_qty: string | null;
  output_qty: string | null;
  loss_qty: string | null;
  input_amount: string;
  output_amount: string;
  remark: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  audited_by_name: string | null;
  audited_at: Date | string | null;
  updated_at: Date | string;
};

const headerSelect = sql`SELECT d.id, coalesce(d.number, '') AS number, d.status, d.store_id, st.name AS store_name, d.warehouse_id, w.name AS warehouse_name,
    d.process_id, d.process_name, d.quantity::text AS quantity,
    (SELECT count(*)::int FROM wms_stock_process_items AS i WHERE i.process_doc_id = d.id AND i.side = 1) AS input_count,
    (SELECT count(*)::int FROM wms_stock_process_items AS i WHERE i.process_doc_id = d.id AND i.side = 2) AS output_count,
    d.loss_rate::text AS loss_rate, d.loss_unit, d.input_qty::text AS input_qty, d.output_qty::text AS output_qty, d.loss_qty::text AS loss_qty,
    d.input_amount::text AS input_amount, d.output_amount::text AS output_amount, d.remark,
    cs.name AS created_by_name, d.created_at, aus.name AS audited_by_name, d.audited_at, d.updated_at
  FROM wms_stock_processes AS d
  JOIN stores AS st ON st.id = d.store_id
  JOIN wms_warehouses AS w ON w.id = d.warehouse_id
  LEFT JOIN staff AS cs ON cs.id = d.created_by
  LEFT JOIN staff AS aus ON aus.id = d.audited_by`;

const qtyText = (v: string | null) => (v === null ? null : plainDecimal(v));
const milliOf = (v: string | null) => (v === null ? null : scaled(v, 3));

/** The weighed figures of a run: what went in and came out in the loss unit, the expected and actual loss. */
export function figuresOf(r: { loss_rate: string; loss_unit: string | null; input_qty: string | null; output_qty: string | null; loss_qty: string | null }) {
  const loss = lossFigures(milliOf(r.input_qty), milliOf(r.loss_qty), scaled(r.loss_rate, 2));
  return {
    loss_rate: r.loss_rate,
    loss_unit: r.loss_unit,
    input_qty: qtyText(r.input_qty),
    output_qty: qtyText(r.output_qty),
    loss_qty: qtyText(r.loss_qty),
    expected_loss_qty: loss.expected === null ? null : plainDecimal(unscaled(loss.expected, 3)),
    actual_loss_rate: loss.rate2 === null ? null : unscaled(loss.rate2, 2),
  };
}

const toRow = (ctx: RequestContext, r: HeaderRow): StockProcess => ({
  id: r.id,
  number: r.number,
  status: r.status,
  store_id: r.store_id,
  store_name: r.store_name,
  warehouse_id: r.warehouse_id,
  warehouse_name: r.warehouse_name,
  process_id: r.process_id,
  process_name: r.process_name,
  quantity: qtyText(r.quantity),
  input_count: Number(r.input_count),
  output_count: Number(r.output_count),
  ...figuresOf(r),
  input_amount: r.input_amount,
  output_amount: r.output_amount,
  remark: r.remark,
  created_by_name: r.created_by_name,
  created_at: timeText(ctx, r.created_at)!,
  audited_by_name: r.audited_by_name,
  audited_at: timeText(ctx, r.audited_at),
  updated_at: timeText(ctx, r.updated_at)!,
});

// ---------- list ----------

function listWhere(ctx: RequestContext, q: StockProcessFilter & { before_id?: number }): SQL {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'wms.date_range_invalid');
  const tz = ctx.session.timeZone;
  const conds: SQL[] = [sql`d.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) conds.push(sql`d.number ILIKE ${`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.status !== undefined) conds.push(sql`d.status = ${q.status}`);
  if (q.warehouse_id !== undefined) conds.push(sql`d.warehouse_id = ${q.warehouse_id}`);
  if (q.process_id !== undefined) conds.push(sql`d.process_id = ${q.process_id}`);
  if (q.start_date) conds.push(sql`d.created_at >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})`);
  if (q.end_date) conds.push(sql`d.created_at < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  const sku = skuIdMatches(ctx, sql`i.sku_id`, q.sku_keyword);
  if (sku) conds.push(sql`EXISTS (SELECT 1 FROM wms_stock_process_items AS i WHERE i.process_doc_id = d.id AND ${sku})`);
  if (q.before_id !== undefined) conds.push(sql`d.id < ${q.before_id}`);
  return sql.join(conds, sql` AND `);
}

/** `GET /wms/stock_processes`: the current store's runs (each store the caller works in without one), newest first. */
export async function listStockProcesses(ctx: RequestContext, q: StockProcessListQuery & { before_id?: number }): Promise<ListData<StockProcess>> {
  const where = listWhere(ctx, q);
  const { limit, offset } = pageOf(q);
  const [rows, total] = await Promise.all([
    queryRows<HeaderRow>(ctx.db, sql`${headerSelect} WHERE ${where} ORDER BY d.id DESC LIMIT ${limit} OFFSET ${offset}`),
    queryOne<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM wms_stock_processes AS d WHERE ${where}`),
  ]);
  return { list: rows.map((r) => toRow(ctx, r)), pagination: { total: total?.total ?? 0, page: q.page, size: q.page_size } };
}

// ---------- lines and their costs ----------

export type SkuInfo = Pick<SkuRecord, 'id' | 'code' | 'name' | 'spec_text' | 'image' | 'unit_name' | 'allow_decimal'>;

/** A line as the costs see it, saved or not. */
type CostLine = {
  id: number;
  side: 1 | 2;
  sku: SkuInfo;
  qtyMilli: bigint;
  locationId: number | null;
  locationCode: string | null;
  ratio4: bigint;
  remark: string | null;
  /** set once posted (audited documents) */
  posted?: { unitCost4: bigint; cents: bigint };
};

type Costed = { inputs: StockProcessLine[]; outputs: StockProcessLine[]; inputCents: bigint };

/**
 * Costs the lines: posted ones as they were posted; otherwise inputs at today's moving average of the
 * warehouse (as the ledger would take them out now) and outputs by the spread of their total.
 */
export async function costLines(ctx: RequestContext, warehouseId: number, lines: CostLine[]): Promise<Costed> {
  const inputs = lines.filter((l) => l.side === SIDE.input);
  const outputs = lines.filter((l) => l.side === SIDE.output);
  const posted = lines.length > 0 && lines.every((l) => l.posted);
  const costs = posted
    ? new Map<number, bigint>()
    : new Map(
        (
          await queryRows<{ sku_id: number; cost: string }>(
            ctx.db,
            sql`SELECT sku_id, cost::text AS cost FROM wms_stock_totals WHERE warehouse_id = ${warehouseId} AND sku_id = ANY(${intArray([...new Set(inputs.map((l) => l.sku.id))])}::int[])`,
          )
        ).map((r) => [r.sku_id, scaled(r.cost, 4)]),
      );
  const inputCosts = inputs.map((l) => {
    if (l.posted) return l.posted;
    const cost4 = costs.get(l.sku.id) ?? 0n;
    return { unitCost4: cost4, cents: amountCents(l.qtyMilli, cost4) };
  });
  const inputCents = inputCosts.reduce((s, c) => s + c.cents, 0n);
  const spread = spreadOverOutputs(inputCents, outputs.map((o) => ({ ratio4: o.ratio4, qtyMilli: o.qtyMilli })));
  const view = (l: CostLine, cost: { unitCost4: bigint; cents: bigint }, share2: bigint | null): StockProcessLine => ({
    id: l.id,
    side: l.side,
    sku_id: l.sku.id,
    sku_code: l.sku.code,
    sku_name: l.sku.name,
    spec_text: l.sku.spec_text,
    image: l.sku.image,
    unit_name: l.sku.unit_name,
    allow_decimal: l.sku.allow_decimal,
    qty: plainDecimal(unscaled(l.qtyMilli, 3)),
    location_id: l.locationId,
    location_code: l.locationCode,
    cost_ratio: plainDecimal(unscaled(l.ratio4, 4)),
    share: share2 === null ? '' : unscaled(share2, 2),
    unit_cost: unscaled(cost.unitCost4, 4),
    amount: unscaled(cost.cents, 2),
    remark: l.remark,
  });
  return {
    inputs: inputs.map((l, i) => view(l, inputCosts[i], null)),
    outputs: outputs.map((l, i) => view(l, l.posted ?? { unitCost4: spread[i].unitCost4, cents: spread[i].cents }, spread[i].share2)),
    inputCents,
  };
}

type ItemRow = {
  id: number;
  side: 1 | 2;
  sku_id: number;
  sku_code: string;
  sku_name: string;
  spec_text: string;
  image: string | null;
  unit_name: string;
  allow_decimal: 0 | 1;
  qty: string;
  location_id: number | null;
  location_code: string | null;
  cost_ratio: string;
  unit_cost: string;
  amount: string;
  remark: string | null;
};

export const readItems = (ctx: RequestContext, id: number) =>
  queryRows<ItemRow>(
    ctx.db,
    sql`SELECT i.id, i.side, i.sku_id, ${skuS.code} AS sku_code, ${spu.name} AS sku_name, ${skuS.specText}, coalesce(${skuS.image}, ${spu.images}->>0) AS image, i.unit_name, ${unitU.allowDecimal},
          i.qty::text AS qty, i.location_id, l.code AS location_code, i.cost_ratio::text AS cost_ratio, i.unit_cost::text AS unit_cost, i.amount::text AS amount, i.remark
        FROM wms_stock_process_items AS i
        JOIN ${skus} AS ${skuS} ON ${skuS.id} = i.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} JOIN ${units} AS ${unitU} ON ${unitU.id} = ${skuS.unitId}
        LEFT JOIN wms_locations AS l ON l.id = i.location_id
       WHERE i.process_doc_id = ${id} ORDER BY i.side, i.sort, i.id`,
  );

const toCostLine = (r: ItemRow, posted: boolean): CostLine => ({
  id: r.id,
  side: r.side,
  sku: { id: r.sku_id, code: r.sku_code, name: r.sku_name, spec_text: r.spec_text, image: r.image, unit_name: r.unit_name, allow_decimal: r.allow_decimal },
  qtyMilli: scaled(r.qty, 3),
  locationId: r.location_id,
  locationCode: r.location_code,
  ratio4: scaled(r.cost_ratio, 4),
  remark: r.remark,
  posted: posted ? { unitCost4: scaled(r.unit_cost, 4), cents: scaled(r.amount, 2) } : undefined,
});

/** `GET /wms/stock_process/:id`: header, inputs and outputs with their costs (a draft's: today's estimate), the log. 404 outside the caller's stores. */
export async function getStockProcess(ctx: RequestContext, id: number): Promise<StockProcessDetail> {
  const head = await queryOne<HeaderRow>(ctx.db, sql`${headerSelect} WHERE d.id = ${id} AND d.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!head) throw notFound('wms.sp_not_found');
  const [items, logs] = await Promise.all([readItems(ctx, id), listDocumentLogs(ctx.db, DOC, id, ctx.session.timeZone)]);
  const audited = head.status === S.audited;
  const costed = await costLines(ctx, head.warehouse_id, items.map((r) => toCostLine(r, audited)));
  const amount = audited ? head.input_amount : unscaled(costed.inputCents, 2);
  return { ...toRow(ctx, head), input_amount: amount, output_amount: amount, estimated: head.status === S.draft, inputs: costed.inputs, outputs: costed.outputs, logs };
}

export const statusName = (ctx: RequestContext, status: number) => translate(`wms.sp_status.${status}` as Parameters<typeof translate>[0], ctx.locale);

// ---------- recipes ----------

/**
 * `GET /wms/stock_process/recipes`: the tenant's enabled recipes (name, or a line's SKU name or code, contains
 * the keyword), at most 50, newest first, with their lines — read from the goods module's tables (reads may
 * join), so a production lead needs no goods permission to follow one.
 */
export async function listRecipes(ctx: RequestContext, keyword: string | undefined): Promise<StockProcessRecipe[]> {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const heads = await queryRows<{ id: number; name: string; loss_rate: string }>(
    ctx.db,
    sql`SELECT ${processR.id}, ${processR.name}, ${processR.lossRate}::text AS loss_rate FROM ${processes} AS ${processR}
         WHERE ${processR.status} = 1 ${like === null ? sql`` : sql`AND (r.name ILIKE ${like} OR EXISTS (SELECT 1 FROM ${processItems} AS ${processItem} JOIN ${skus} AS ${skuS} ON ${skuS.id} = ${processItem.skuId} JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId}
                WHERE ${processItem.processId} = r.id AND (${spu.name} ILIKE ${like} OR ${skuS.code} ILIKE ${like})))`}
         ORDER BY ${processR.id} DESC LIMIT 50`,
  );
  if (heads.length === 0) return [];
  const items = await queryRows<{ process_id: number; side: number; sku_id: number; name: string; spec_text: string; code: string; unit_name: string; quantity: string }>(
    ctx.db,
    sql`SELECT ${processItem.processId}, ${processItem.side}, ${processItem.skuId}, ${spu.name}, ${skuS.specText}, ${skuS.code}, ${unitU.name} AS unit_name, ${processItem.quantity}::text AS quantity
          FROM ${processItems} AS ${processItem} JOIN ${skus} AS ${skuS} ON ${skuS.id} = ${processItem.skuId} JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} JOIN ${units} AS ${unitU} ON ${unitU.id} = ${skuS.unitId}
         WHERE ${processItem.processId} = ANY(${intArray(heads.map((h) => h.id))}::int[]) ORDER BY ${processItem.sort}, ${processItem.id}`,
  );
  return heads.map((h) => {
    const lines = items.filter((i) => i.process_id === h.id).map((i) => ({ side: i.side, sku_id: i.sku_id, name: i.name, spec_text: i.spec_text, code: i.code, unit_name: i.unit_name, quantity: plainDecimal(i.quantity) }));
    const side = (n: number) => lines.filter((l) => l.side === n).map(({ side: _s, ...l }) => l);
    return { ...h, inputs: side(SIDE.input), outputs: side(SIDE.output) };
  });
}
