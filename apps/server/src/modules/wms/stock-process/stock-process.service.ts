import { sql, type SQL } from 'drizzle-orm';
import type { ListData } from '@tradewind/contract/common/envelope';
import { translate } from '@tradewind/contract/common/messages';
import { StockDocType } from '@tradewind/contract/wms/stock.schema';
import {
  STOCK_PROCESS_ACTIONS,
  StockProcessFilterSchema,
  StockProcessSide as SIDE,
  StockProcessStatus as S,
  type CreateStockProcessInput,
  type StockProcess,
  type StockProcessAction,
  type StockProcessDetail,
  type StockProcessFilter,
  type StockProcessLine,
  type StockProcessListQuery,
  type StockProcessPreview,
  type StockProcessRecipe,
  type UpdateStockProcessInput,
} from '@tradewind/contract/wms/stock-process.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { actorOf, listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { conflict, invalid, invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { readSkus, skuIdMatches, type SkuRecord } from '@/modules/pms';
import { intArray, listStores, ownStores, timeText } from '../picking/picking-scope';
import { lockTotals, postStockMoves } from '../stock/posting';
import { plainDecimal } from '../stock/quantity';
import { amountCents, defaultRatio4, divRound, lossFigures, scaled, spreadOverOutputs, unscaled } from './stock-process-cost';

/**
 * Stock processing (加工单, README "Stock processing"): a draft names a warehouse and its input and output
 * lines — a recipe's scaled by a quantity, or free ones; audit takes the inputs out at the moving average
 * and puts the outputs in at that cost spread by the outputs' ratios, in one transaction, through
 * postStockMoves only (doc type `stock_process`).
 */

const DOC = 'stock_process' as const;

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
function figuresOf(r: { loss_rate: string; loss_unit: string | null; input_qty: string | null; output_qty: string | null; loss_qty: string | null }) {
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

type SkuInfo = Pick<SkuRecord, 'id' | 'code' | 'name' | 'spec_text' | 'image' | 'unit_name' | 'allow_decimal'>;

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
async function costLines(ctx: RequestContext, warehouseId: number, lines: CostLine[]): Promise<Costed> {
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

const readItems = (ctx: RequestContext, id: number) =>
  queryRows<ItemRow>(
    ctx.db,
    sql`SELECT i.id, i.side, i.sku_id, s.code AS sku_code, p.name AS sku_name, s.spec_text, coalesce(s.image, p.images->>0) AS image, i.unit_name, u.allow_decimal,
          i.qty::text AS qty, i.location_id, l.code AS location_code, i.cost_ratio::text AS cost_ratio, i.unit_cost::text AS unit_cost, i.amount::text AS amount, i.remark
        FROM wms_stock_process_items AS i
        JOIN pms_skus AS s ON s.id = i.sku_id JOIN pms_spus AS p ON p.id = s.spu_id JOIN pms_units AS u ON u.id = s.unit_id
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

// ---------- saving a draft ----------

type WarehouseRow = { id: number; store_id: number; status: number };
type RecipeRow = { id: number; name: string; loss_rate: string; status: number };
type PreparedLine = { side: 1 | 2; sku: SkuInfo; unitId: number; weight: string | null; qtyMilli: bigint; locationId: number | null; ratio4: bigint; remark: string | null };
type Measure = { unit: string; inMilli: bigint; outMilli: bigint } | null;
type Prepared = { warehouse: WarehouseRow; recipe: RecipeRow | null; quantity: string | null; lossRate: string; lines: PreparedLine[]; measure: Measure; locationCodes: Map<number, string> };

type RawLine = { side: 1 | 2; sku_id: number; qty: string; location_id: number | null; cost_ratio: string | null; remark: string | null; field: string };

/**
 * What a run weighs: by the SKUs' weights (kg per base unit) when every line's SKU has one, else in the
 * lines' base unit when they all share it; otherwise it is not measured (units that cannot be added up).
 */
function measureOf(lines: PreparedLine[]): Measure {
  const sum = (side: 1 | 2, of: (l: PreparedLine) => bigint) => lines.filter((l) => l.side === side).reduce((s, l) => s + of(l), 0n);
  if (lines.every((l) => l.weight !== null && scaled(l.weight, 3) > 0n)) {
    const kg = (l: PreparedLine) => divRound(l.qtyMilli * scaled(l.weight!, 3), 1000n);
    return { unit: 'kg', inMilli: sum(SIDE.input, kg), outMilli: sum(SIDE.output, kg) };
  }
  if (new Set(lines.map((l) => l.unitId)).size === 1) return { unit: lines[0].sku.unit_name, inMilli: sum(SIDE.input, (l) => l.qtyMilli), outMilli: sum(SIDE.output, (l) => l.qtyMilli) };
  return null;
}

/**
 * The header and lines checked (422 on the field): the warehouse an enabled one of a store the caller
 * works in; the recipe an enabled one of the tenant (with both sides empty its lines × quantity, rounded to
 * thousandths; a SKU whose unit takes no decimals then needs a whole result: 422 `quantity`); each SKU the
 * tenant's, its quantity whole where its base unit takes no decimals; each location a live one of the
 * warehouse; an output's ratio absent → qty × sale price (all of them 0: by quantity); ratios summing to 0
 * are refused.
 */
async function prepare(ctx: RequestContext, input: CreateStockProcessInput): Promise<Prepared> {
  const warehouse = await queryOne<WarehouseRow>(
    ctx.db,
    sql`SELECT id, store_id, status FROM wms_warehouses WHERE id = ${input.warehouse_id} AND store_id = ANY(${ownStores(ctx)}::int[]) FOR KEY SHARE`,
  );
  if (!warehouse || warehouse.status !== 1) throw invalidField('warehouse_id', 'wms.sp_warehouse_invalid');
  let recipe: RecipeRow | null = null;
  if (input.process_id != null) {
    recipe = (await queryOne<RecipeRow>(ctx.db, sql`SELECT id, name, loss_rate::text AS loss_rate, status FROM pms_processes WHERE id = ${input.process_id}`)) ?? null;
    if (!recipe || recipe.status !== 1) throw invalidField('process_id', 'wms.sp_process_invalid');
  }
  const quantity = recipe ? (input.quantity ?? '1') : null;
  const fromRecipe = recipe !== null && input.inputs.length === 0 && input.outputs.length === 0;
  let raw: RawLine[];
  if (fromRecipe) {
    const items = await queryRows<{ side: 1 | 2; sku_id: number; quantity: string }>(
      ctx.db,
      sql`SELECT side, sku_id, quantity::text AS quantity FROM pms_process_items WHERE process_id = ${recipe!.id} ORDER BY side, sort, id`,
    );
    const runs = scaled(quantity!, 3);
    raw = items.map((i) => ({ side: i.side, sku_id: i.sku_id, qty: unscaled(divRound(scaled(i.quantity, 3) * runs, 1000n), 3), location_id: null, cost_ratio: null, remark: null, field: 'quantity' }));
  } else {
    raw = [
      ...input.inputs.map((l, i): RawLine => ({ side: SIDE.input, sku_id: l.sku_id, qty: l.qty, location_id: l.location_id ?? null, cost_ratio: null, remark: l.remark ?? null, field: `inputs.${i}` })),
      ...input.outputs.map((l, i): RawLine => ({ side: SIDE.output, sku_id: l.sku_id, qty: l.qty, location_id: l.location_id ?? null, cost_ratio: l.cost_ratio, remark: l.remark ?? null, field: `outputs.${i}` })),
    ];
  }
  const skuIds = [...new Set(raw.map((l) => l.sku_id))];
  const locationIds = [...new Set(raw.map((l) => l.location_id).filter((v): v is number => v !== null))];
  const inputSkus = [...new Set(raw.filter((l) => l.side === SIDE.input && l.location_id === null).map((l) => l.sku_id))];
  const [skus, weights, places, fullest] = await Promise.all([
    readSkus(ctx, skuIds),
    queryRows<{ id: number; weight: string | null }>(ctx.db, sql`SELECT id, weight::text AS weight FROM pms_skus WHERE id = ANY(${intArray(skuIds)}::int[])`),
    locationIds.length
      ? queryRows<{ id: number; code: string }>(ctx.db, sql`SELECT id, code FROM wms_locations WHERE id = ANY(${intArray(locationIds)}::int[]) AND warehouse_id = ${warehouse.id} AND deleted_at IS NULL`)
      : Promise.resolve([]),
    // an input without a location is taken from the live location holding the most of it (else the warehouse's default)
    inputSkus.length
      ? queryRows<{ sku_id: number; location_id: number; code: string }>(
          ctx.db,
          sql`SELECT DISTINCT ON (s.sku_id) s.sku_id, s.location_id, l.code FROM wms_stock AS s JOIN wms_locations AS l ON l.id = s.location_id
               WHERE s.warehouse_id = ${warehouse.id} AND s.sku_id = ANY(${intArray(inputSkus)}::int[]) AND s.on_hand > 0 AND l.deleted_at IS NULL
               ORDER BY s.sku_id, s.on_hand DESC, l.code`,
        )
      : Promise.resolve([]),
  ]);
  const fullestOf = new Map(fullest.map((f) => [f.sku_id, f.location_id]));
  const weightOf = new Map(weights.map((w) => [w.id, w.weight]));
  const locationCodes = new Map([...places.map((p): [number, string] => [p.id, p.code]), ...fullest.map((f): [number, string] => [f.location_id, f.code])]);
  const errors: Array<{ field: string; message: string }> = [];
  let params: Record<string, string> | undefined;
  const lines: PreparedLine[] = [];
  for (const l of raw) {
    // a recipe's lines answer on its quantity: the first one that does not fit says it
    if (fromRecipe && errors.length) break;
    const sku = skus.get(l.sku_id);
    if (!sku) {
      errors.push({ field: fromRecipe ? 'process_id' : `${l.field}.sku_id`, message: fromRecipe ? 'wms.sp_process_invalid' : 'wms.sku_not_found' });
      continue;
    }
    const qtyMilli = scaled(l.qty, 3);
    if (qtyMilli <= 0n || qtyMilli > 99_999_999_999_999n) {
      errors.push({ field: fromRecipe ? 'quantity' : `${l.field}.qty`, message: 'wms.doc_qty_invalid' });
      continue;
    }
    if (sku.allow_decimal !== 1 && qtyMilli % 1000n !== 0n) {
      if (fromRecipe) params ??= { sku: sku.code };
      errors.push(fromRecipe ? { field: 'quantity', message: 'wms.sp_quantity_not_whole' } : { field: `${l.field}.qty`, message: 'wms.sp_qty_no_decimals' });
      continue;
    }
    if (l.location_id !== null && !locationCodes.has(l.location_id)) {
      errors.push({ field: `${l.field}.location_id`, message: 'wms.sp_location_invalid' });
      continue;
    }
    lines.push({
      side: l.side,
      sku: { id: sku.id, code: sku.code, name: sku.name, spec_text: sku.spec_text, image: sku.image, unit_name: sku.unit_name, allow_decimal: sku.allow_decimal },
      unitId: sku.unit_id,
      weight: weightOf.get(sku.id) ?? null,
      qtyMilli,
      locationId: l.location_id ?? (l.side === SIDE.input ? (fullestOf.get(sku.id) ?? null) : null),
      ratio4: l.cost_ratio === null ? -1n : scaled(l.cost_ratio, 4),
      remark: l.remark,
    });
  }
  if (errors.length) throw invalid(errors, params);
  // default ratios: qty × sale price; when none of the defaulted outputs has a price, by quantity
  const outputs = lines.filter((l) => l.side === SIDE.output);
  const defaulted = outputs.filter((l) => l.ratio4 < 0n);
  const byPrice = defaulted.map((l) => defaultRatio4(l.qtyMilli, scaled(skus.get(l.sku.id)!.sale_price, 2)));
  const priced = byPrice.some((r) => r > 0n);
  defaulted.forEach((l, i) => {
    l.ratio4 = priced ? byPrice[i] : l.qtyMilli * 10n;
  });
  if (outputs.reduce((s, l) => s + l.ratio4, 0n) === 0n) throw invalidField('outputs', 'wms.sp_ratio_zero');
  const lossRate = input.loss_rate != null ? input.loss_rate.toFixed(2) : (recipe?.loss_rate ?? '0.00');
  return { warehouse, recipe, quantity: quantity === null ? null : unscaled(scaled(quantity, 3), 3), lossRate, lines, measure: measureOf(lines), locationCodes };
}

const measureColumns = (m: Measure) =>
  m === null ? { unit: null, input: null, output: null, loss: null } : { unit: m.unit, input: unscaled(m.inMilli, 3), output: unscaled(m.outMilli, 3), loss: unscaled(m.inMilli - m.outMilli, 3) };

async function insertLines(ctx: RequestContext, id: number, lines: PreparedLine[]): Promise<void> {
  await ctx.db.execute(
    sql`INSERT INTO wms_stock_process_items (tenant_id, process_doc_id, side, sku_id, unit_name, qty, location_id, cost_ratio, remark, sort)
        VALUES ${sql.join(
          lines.map((l, i) => sql`(${ctx.tenantId}, ${id}, ${l.side}, ${l.sku.id}, ${l.sku.unit_name.slice(0, 20)}, ${unscaled(l.qtyMilli, 3)}, ${l.locationId}, ${unscaled(l.side === SIDE.output ? l.ratio4 : 0n, 4)}, ${l.remark}, ${i})`),
          sql`, `,
        )}`,
  );
}

/** `POST /wms/stock_process/preview`: the lines as saving would make them, with today's costs, the spread and the loss; nothing is written. */
export async function previewStockProcess(ctx: RequestContext, input: CreateStockProcessInput): Promise<StockProcessPreview> {
  const p = await prepare(ctx, input);
  const costed = await costLines(
    ctx,
    p.warehouse.id,
    p.lines.map((l) => ({ id: 0, side: l.side, sku: l.sku, qtyMilli: l.qtyMilli, locationId: l.locationId, locationCode: l.locationId === null ? null : (p.locationCodes.get(l.locationId) ?? null), ratio4: l.ratio4, remark: l.remark })),
  );
  const m = measureColumns(p.measure);
  const amount = unscaled(costed.inputCents, 2);
  return {
    ...figuresOf({ loss_rate: p.lossRate, loss_unit: m.unit, input_qty: m.input, output_qty: m.output, loss_qty: m.loss }),
    input_amount: amount,
    output_amount: amount,
    inputs: costed.inputs,
    outputs: costed.outputs,
  };
}

/** `POST /wms/stock_process`: a draft (log: create); its number `SP…` is taken as the transaction's last step. */
export async function createStockProcess(ctx: RequestContext, input: CreateStockProcessInput): Promise<StockProcessDetail> {
  const p = await prepare(ctx, input);
  const m = measureColumns(p.measure);
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO wms_stock_processes (tenant_id, store_id, warehouse_id, process_id, process_name, quantity, status, loss_rate, loss_unit, input_qty, output_qty, loss_qty, remark, created_by)
        VALUES (${ctx.tenantId}, ${p.warehouse.store_id}, ${p.warehouse.id}, ${p.recipe?.id ?? null}, ${p.recipe?.name ?? null}, ${p.quantity}, ${S.draft}, ${p.lossRate},
                ${m.unit}, ${m.input}, ${m.output}, ${m.loss}, ${input.remark}, ${ctx.staffId}) RETURNING id`,
  );
  const id = row!.id;
  await insertLines(ctx, id, p.lines);
  await writeDocumentLog(ctx.db, { type: DOC, id, action: 'create', from: null, to: S.draft, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, DOC, { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE wms_stock_processes SET number = ${number} WHERE id = ${id}`);
  ctx.audit.targetId = id;
  return getStockProcess(ctx, id);
}

type Locked = { id: number; number: string; status: number; warehouse_id: number };

const statusName = (ctx: RequestContext, status: number) => translate(`wms.sp_status.${status}` as Parameters<typeof translate>[0], ctx.locale);

/**
 * The run under FOR UPDATE, in the caller's stores (404 otherwise), in a state the action starts from
 * (409 naming the current state otherwise: of two actions at once the second waits for the lock, then
 * finds the state changed).
 */
async function lockProcess(ctx: RequestContext, id: number, action: StockProcessAction | 'update' | 'delete'): Promise<Locked> {
  const row = await queryOne<Locked>(
    ctx.db,
    sql`SELECT id, coalesce(number, '') AS number, status, warehouse_id FROM wms_stock_processes WHERE id = ${id} AND store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`,
  );
  if (!row) throw notFound('wms.sp_not_found');
  const from: readonly number[] = action === 'update' || action === 'delete' ? [S.draft] : STOCK_PROCESS_ACTIONS[action].from;
  if (!from.includes(row.status)) throw conflict('wms.sp_status_changed', { status: statusName(ctx, row.status) });
  ctx.audit.targetId = id;
  return row;
}

/** `PUT /wms/stock_process`: drafts only; the header and lines are replaced. */
export async function updateStockProcess(ctx: RequestContext, input: UpdateStockProcessInput): Promise<StockProcessDetail> {
  await lockProcess(ctx, input.id, 'update');
  const p = await prepare(ctx, input);
  const m = measureColumns(p.measure);
  await ctx.db.execute(
    sql`UPDATE wms_stock_processes SET store_id = ${p.warehouse.store_id}, warehouse_id = ${p.warehouse.id}, process_id = ${p.recipe?.id ?? null}, process_name = ${p.recipe?.name ?? null},
          quantity = ${p.quantity}, loss_rate = ${p.lossRate}, loss_unit = ${m.unit}, input_qty = ${m.input}, output_qty = ${m.output}, loss_qty = ${m.loss},
          remark = ${input.remark}, updated_at = now() WHERE id = ${input.id}`,
  );
  await ctx.db.execute(sql`DELETE FROM wms_stock_process_items WHERE process_doc_id = ${input.id}`);
  await insertLines(ctx, input.id, p.lines);
  await writeDocumentLog(ctx.db, { type: DOC, id: input.id, action: 'update', from: S.draft, to: S.draft, by: actorOf(ctx) });
  return getStockProcess(ctx, input.id);
}

/** `DELETE /wms/stock_process/:id`: drafts only (its lines and log go with it). */
export async function deleteStockProcess(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockProcess(ctx, id, 'delete');
  await ctx.db.execute(sql`DELETE FROM wms_stock_processes WHERE id = ${id}`);
  return { id };
}

/** `PUT /wms/stock_process/:id/cancel`: a draft ends; nothing was posted. */
export async function cancelStockProcess(ctx: RequestContext, id: number, remark: string | null): Promise<StockProcessDetail> {
  await lockProcess(ctx, id, 'cancel');
  await ctx.db.execute(sql`UPDATE wms_stock_processes SET status = ${S.cancelled}, updated_at = now() WHERE id = ${id}`);
  await writeDocumentLog(ctx.db, { type: DOC, id, action: 'cancel', from: S.draft, to: S.cancelled, remark, by: actorOf(ctx) });
  return getStockProcess(ctx, id);
}

const numericArray = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * `PUT /wms/stock_process/:id/audit`: posts a draft in one transaction. Under its lock, the balance rows
 * of every (SKU, warehouse) of both sides are locked first, in the ledger's key order (no deadlock with a
 * run whose inputs are this one's outputs); the inputs go out at the moving average (postStockMoves; 409
 * `wms.stock_short` or a 422 on `inputs.<i>.…` rolls it all back), their amounts sum to the input cost,
 * which is spread over the outputs by their ratios (to the cent: the rest to the last line) and the
 * outputs come in at amount ÷ qty per base unit. The lines keep what was posted.
 */
export async function auditStockProcess(ctx: RequestContext, id: number, remark: string | null): Promise<StockProcessDetail> {
  const row = await lockProcess(ctx, id, 'audit');
  const items = await readItems(ctx, id);
  const inputs = items.filter((i) => i.side === SIDE.input);
  const outputs = items.filter((i) => i.side === SIDE.output);
  await lockTotals(ctx, items.map((i) => ({ skuId: i.sku_id, warehouseId: row.warehouse_id })));
  const taken = await postStockMoves(ctx, {
    docType: StockDocType.stockProcess,
    docId: id,
    docNo: row.number,
    field: 'inputs',
    lines: inputs.map((i) => ({ itemId: i.id, skuId: i.sku_id, warehouseId: row.warehouse_id, locationId: i.location_id, qty: `-${i.qty}` })),
  });
  const inputCents = taken.map((m) => -scaled(m.amount, 2));
  const total = inputCents.reduce((s, c) => s + c, 0n);
  const spread = spreadOverOutputs(total, outputs.map((o) => ({ ratio4: scaled(o.cost_ratio, 4), qtyMilli: scaled(o.qty, 3) })));
  const put = await postStockMoves(ctx, {
    docType: StockDocType.stockProcess,
    docId: id,
    docNo: row.number,
    field: 'outputs',
    lines: outputs.map((o, i) => ({ itemId: o.id, skuId: o.sku_id, warehouseId: row.warehouse_id, locationId: o.location_id, qty: o.qty, unitCost: unscaled(spread[i].unitCost4, 4) })),
  });
  const posted = [
    ...inputs.map((item, i) => ({ id: item.id, location: taken[i].locationId, cost: taken[i].unitCost, amount: unscaled(inputCents[i], 2) })),
    ...outputs.map((item, i) => ({ id: item.id, location: put[i].locationId, cost: unscaled(spread[i].unitCost4, 4), amount: unscaled(spread[i].cents, 2) })),
  ];
  // the lines keep where they were posted (a line without a location went to the warehouse's default)
  await ctx.db.execute(
    sql`UPDATE wms_stock_process_items AS i SET location_id = m.location, unit_cost = m.cost, amount = m.amount
          FROM unnest(${intArray(posted.map((p) => p.id))}::int[], ${intArray(posted.map((p) => p.location))}::int[], ${numericArray(posted.map((p) => p.cost))}::numeric[],
                      ${numericArray(posted.map((p) => p.amount))}::numeric[]) AS m(id, location, cost, amount)
         WHERE i.id = m.id`,
  );
  await ctx.db.execute(
    sql`UPDATE wms_stock_processes SET status = ${S.audited}, input_amount = ${unscaled(total, 2)}, output_amount = ${unscaled(total, 2)},
          audited_by = ${ctx.staffId}, audited_at = now(), updated_at = now() WHERE id = ${id}`,
  );
  await writeDocumentLog(ctx.db, { type: DOC, id, action: 'audit', from: S.draft, to: S.audited, remark, by: actorOf(ctx) });
  return getStockProcess(ctx, id);
}

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
    sql`SELECT r.id, r.name, r.loss_rate::text AS loss_rate FROM pms_processes AS r
         WHERE r.status = 1 ${like === null ? sql`` : sql`AND (r.name ILIKE ${like} OR EXISTS (SELECT 1 FROM pms_process_items AS i JOIN pms_skus AS s ON s.id = i.sku_id JOIN pms_spus AS p ON p.id = s.spu_id
                WHERE i.process_id = r.id AND (p.name ILIKE ${like} OR s.code ILIKE ${like})))`}
         ORDER BY r.id DESC LIMIT 50`,
  );
  if (heads.length === 0) return [];
  const items = await queryRows<{ process_id: number; side: number; sku_id: number; name: string; spec_text: string; code: string; unit_name: string; quantity: string }>(
    ctx.db,
    sql`SELECT i.process_id, i.side, i.sku_id, p.name, s.spec_text, s.code, u.name AS unit_name, i.quantity::text AS quantity
          FROM pms_process_items AS i JOIN pms_skus AS s ON s.id = i.sku_id JOIN pms_spus AS p ON p.id = s.spu_id JOIN pms_units AS u ON u.id = s.unit_id
         WHERE i.process_id = ANY(${intArray(heads.map((h) => h.id))}::int[]) ORDER BY i.sort, i.id`,
  );
  return heads.map((h) => {
    const lines = items.filter((i) => i.process_id === h.id).map((i) => ({ side: i.side, sku_id: i.sku_id, name: i.name, spec_text: i.spec_text, code: i.code, unit_name: i.unit_name, quantity: plainDecimal(i.quantity) }));
    const side = (n: number) => lines.filter((l) => l.side === n).map(({ side: _s, ...l }) => l);
    return { ...h, inputs: side(SIDE.input), outputs: side(SIDE.output) };
  });
}

// ---------- export ----------

const linesText = async (ctx: RequestContext, ids: number[]) => {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ doc: number; side: number; text: string }>(
    ctx.db,
    sql`SELECT i.process_doc_id AS doc, i.side, string_agg(p.name || coalesce(nullif(' ' || s.spec_text, ' '), '') || ' ' || trim_scale(i.qty)::text || i.unit_name, '、' ORDER BY i.sort, i.id) AS text
          FROM wms_stock_process_items AS i JOIN pms_skus AS s ON s.id = i.sku_id JOIN pms_spus AS p ON p.id = s.spu_id
         WHERE i.process_doc_id = ANY(${intArray(ids)}::int[]) GROUP BY i.process_doc_id, i.side`,
  );
  return new Map(rows.map((r) => [`${r.doc}:${r.side}`, r.text]));
};

/** `GET /wms/stock_processes/export`: the filtered list through the export centre, newest first (keyset on id), in the creator's language. */
export const stockProcessExporter = defineExporter({
  key: 'wms.stock_process',
  source: '加工单',
  permission: 'wms:stock_process:export',
  params: StockProcessFilterSchema,
  columns: [
    { header: '单号', key: 'number', width: 20 },
    { header: '状态', key: 'status', width: 8 },
    { header: '仓库', key: 'warehouse_name', width: 16 },
    { header: '加工配方', key: 'process_name', width: 18 },
    { header: '加工数量', key: 'quantity', width: 10 },
    { header: '投入', key: 'inputs', width: 36 },
    { header: '产出', key: 'outputs', width: 36 },
    { header: '投入成本', key: 'input_amount', width: 12 },
    { header: '预计损耗率%', key: 'loss_rate', width: 12 },
    { header: '实际损耗', key: 'loss', width: 14 },
    { header: '备注', key: 'remark', width: 24 },
    { header: '制单人', key: 'created_by_name', width: 10 },
    { header: '制单时间', key: 'created_at', width: 18 },
    { header: '审核时间', key: 'audited_at', width: 18 },
  ],
  ...exportPagesOf(listStockProcesses, async (ctx, page) => {
    const texts = await linesText(ctx, page.map((r) => r.id));
    return page.map((r) => ({
      ...r,
      status: statusName(ctx, r.status),
      inputs: texts.get(`${r.id}:1`) ?? '',
      outputs: texts.get(`${r.id}:2`) ?? '',
      input_amount: r.status === S.audited ? r.input_amount : '',
      loss: r.loss_qty === null ? '' : `${r.loss_qty} ${r.loss_unit ?? ''}`.trim(),
    }));
  }),
});
