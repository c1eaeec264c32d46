import { sql } from 'drizzle-orm';
import { StockDocType } from '@tradewind/contract/wms/stock.schema';
import {
  STOCK_PROCESS_STATES,
  StockProcessSide as SIDE,
  StockProcessStatus as S,
  type CreateStockProcessInput,
  type StockProcessStateAction,
  type StockProcessDetail,
  type StockProcessPreview,
  type UpdateStockProcessInput,
} from '@tradewind/contract/wms/stock-process.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { lockDocument, transition, type DocumentTable } from '@/core/documents/transition';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { conflict, invalid, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { processes, processItems, readSkus, skus as pmsSkus } from '@/modules/pms';
import { intArray, ownStores } from '../picking/picking-scope';
import { lockTotals, postStockMoves } from '../stock/posting';
import { defaultRatio4, divRound, scaled, spreadOverOutputs, unscaled } from './stock-process-cost';
import { DOC, costLines, figuresOf, getStockProcess, readItems, statusName, type SkuInfo } from './stock-process.read';

/**
 * Stock processing (加工单, README "Stock processing"): a draft names a warehouse and its input and output
 * lines — a recipe's scaled by a quantity, or free ones; audit takes the inputs out at the moving average
 * and puts the outputs in at that cost spread by the outputs' ratios, in one transaction, through
 * postStockMoves only (doc type `stock_process`).
 */

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
    recipe = (await queryOne<RecipeRow>(ctx.db, sql`SELECT id, name, loss_rate::text AS loss_rate, status FROM ${processes} WHERE id = ${input.process_id}`)) ?? null;
    if (!recipe || recipe.status !== 1) throw invalidField('process_id', 'wms.sp_process_invalid');
  }
  const quantity = recipe ? (input.quantity ?? '1') : null;
  const fromRecipe = recipe !== null && input.inputs.length === 0 && input.outputs.length === 0;
  let raw: RawLine[];
  if (fromRecipe) {
    const items = await queryRows<{ side: 1 | 2; sku_id: number; quantity: string }>(
      ctx.db,
      sql`SELECT side, sku_id, quantity::text AS quantity FROM ${processItems} WHERE process_id = ${recipe!.id} ORDER BY side, sort, id`,
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
    queryRows<{ id: number; weight: string | null }>(ctx.db, sql`SELECT id, weight::text AS weight FROM ${pmsSkus} WHERE id = ANY(${intArray(skuIds)}::int[])`),
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

/** The runs' table as their state changes see it: the caller's stores (404), 409 naming the state a second action at once finds. */
const PROCESSES: DocumentTable<StockProcessStateAction> = {
  type: DOC,
  table: 'wms_stock_processes',
  states: STOCK_PROCESS_STATES,
  scope: (ctx) => sql`store_id = ANY(${ownStores(ctx)}::int[])`,
  notFound: 'wms.sp_not_found',
  conflict: (ctx, status) => conflict('wms.sp_status_changed', { status: statusName(ctx, status) }),
};

/** The run under FOR UPDATE, in a state the action starts from. */
const lockProcess = (ctx: RequestContext, id: number, action: StockProcessStateAction) =>
  lockDocument<StockProcessStateAction, Locked>(ctx, PROCESSES, action, id, sql`coalesce(number, '') AS number, warehouse_id`);

/** `PUT /wms/stock_process`: drafts only; the header and lines are replaced. */
export async function updateStockProcess(ctx: RequestContext, input: UpdateStockProcessInput): Promise<StockProcessDetail> {
  const row = await lockProcess(ctx, input.id, 'update');
  const p = await prepare(ctx, input);
  const m = measureColumns(p.measure);
  await ctx.db.execute(
    sql`UPDATE wms_stock_processes SET store_id = ${p.warehouse.store_id}, warehouse_id = ${p.warehouse.id}, process_id = ${p.recipe?.id ?? null}, process_name = ${p.recipe?.name ?? null},
          quantity = ${p.quantity}, loss_rate = ${p.lossRate}, loss_unit = ${m.unit}, input_qty = ${m.input}, output_qty = ${m.output}, loss_qty = ${m.loss},
          remark = ${input.remark}, updated_at = now() WHERE id = ${input.id}`,
  );
  await ctx.db.execute(sql`DELETE FROM wms_stock_process_items WHERE process_doc_id = ${input.id}`);
  await insertLines(ctx, input.id, p.lines);
  await transition(ctx, PROCESSES, 'update', row);
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
  await transition(ctx, PROCESSES, 'cancel', id, { remark });
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
  await transition(ctx, PROCESSES, 'audit', row, {
    set: sql`input_amount = ${unscaled(total, 2)}::numeric, output_amount = ${unscaled(total, 2)}::numeric, audited_by = ${ctx.staffId}::int, audited_at = now()`,
    remark,
  });
  return getStockProcess(ctx, id);
}
