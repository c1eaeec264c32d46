import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { translate } from '@tradewind/contract/common/messages';
import { MONEY_MAX, optionalText, requiredText } from '@tradewind/contract/common/validation';
import { StockDocLineInputSchema, WarehousingEntryType } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryRows } from '@/core/db/database';
import { textArray } from '@/core/db/pg-array';
import type { ImportProblem, Importer, ImportRow } from '@/core/jobs/importer';
import { conflict } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { skuUnits, skus, units } from '@/modules/pms';
import { lockTotals } from '../stock/posting';
import { intArray, storesOf } from './stock-document.read';
import { LINES_PER_STATEMENT } from './stock-document.service';
import { postOpeningStock } from './warehousing-entry.service';

/**
 * The opening stock import (README "Opening stock", docs/trading-model.md §3): what the shelves held when
 * the business moved in, one row per SKU and location of a warehouse, posted in ONE transaction for the
 * file as one audited warehousing entry of type 7 (opening balance) per warehouse it names, through the
 * entries' own audit and so through the ledger's one writer, each line at its unit cost (the moving
 * average starts from it). An opening of a SKU at a location of a warehouse is taken once: a row naming
 * one already taken is refused, so importing a file twice posts nothing twice.
 */

export type OpeningStockRow = {
  warehouse: string;
  location?: string | null;
  sku: string;
  unit?: string | null;
  qty: string;
  unit_cost: number;
  remark?: string | null;
};

const line = StockDocLineInputSchema.shape;

/** One schema with the entry form: quantity, price (here the unit cost) and remark are the line's own fields. */
const rowSchema = z
  .object({
    warehouse: requiredText(50),
    location: optionalText(30),
    sku: requiredText(40),
    unit: optionalText(10),
    qty: line.qty,
    unit_cost: line.price,
    remark: line.remark,
  })
  // the line's amount must fit its column, as the form's lines are held (checkLineAmounts)
  .superRefine((row, ctx) => {
    if (Number(row.qty) * row.unit_cost > MONEY_MAX) ctx.addIssue({ code: 'custom', path: ['unit_cost'], message: 'validation.line_amount_too_large' });
  });

/** A row as the ledger needs it: the ids its texts name. */
type Resolved = {
  warehouseId: number;
  warehouseName: string;
  skuId: number;
  skuCode: string;
  unitId: number;
  locationId: number;
  locationCode: string;
};

type RowIn = Pick<ImportRow<OpeningStockRow>, 'no' | 'values'>;
type Outcome = { line: Resolved | null; problems: ImportProblem[] };

const key = (...parts: Array<string | number>) => parts.join('\u0000');
const norm = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

const sku = alias(skus, 's');
const baseUnit = alias(units, 'u');
const pack = alias(skuUnits, 'su');
const packUnit = alias(units, 'pu');

type WarehouseRow = { id: number; code: string; name: string; status: number; default_location_id: number | null };
type SkuRow = { id: number; code: string; barcode: string | null; unit_id: number; unit_name: string; allow_decimal: number };
type UnitRow = { sku_id: number; unit_id: number; unit_name: string; allow_decimal: number };
type LocationRow = { id: number; warehouse_id: number; code: string; status: number };
type TakenRow = { warehouse_id: number; sku_id: number; location_id: number; number: string };

/** The openings already taken among these warehouses and SKUs, by (warehouse, SKU, location): the entry's number. */
async function takenOpenings(ctx: RequestContext, warehouseIds: number[], skuIds: number[]): Promise<Map<string, string>> {
  if (!warehouseIds.length || !skuIds.length) return new Map();
  const rows = await queryRows<TakenRow>(
    ctx.db,
    sql`SELECT e.warehouse_id, i.sku_id, i.location_id, min(e.number) AS number
          FROM wms_warehousing_entry_items AS i JOIN wms_warehousing_entries AS e ON e.id = i.entry_id
         WHERE e.type = ${WarehousingEntryType.opening} AND e.status = 1
           AND i.sku_id = ANY(${intArray(skuIds)}::int[]) AND e.warehouse_id = ANY(${intArray(warehouseIds)}::int[])
         GROUP BY e.warehouse_id, i.sku_id, i.location_id`,
  );
  return new Map(rows.map((r) => [key(r.warehouse_id, r.sku_id, r.location_id), r.number]));
}

/**
 * Resolves rows in bulk (a query per kind of reference, whatever the rows' count): the warehouse among
 * the caller's stores by code, else by name; the location by code in it (empty: its default); the SKU by
 * code, else by barcode; the unit by name among the SKU's base and package units (empty: the base unit);
 * and whether the opening at that place is already taken. Each row gets its line or its problems.
 */
async function resolveRows(ctx: RequestContext, rows: readonly RowIn[]): Promise<Outcome[]> {
  const whTexts = [...new Set(rows.map((r) => r.values.warehouse))];
  const skuTexts = [...new Set(rows.map((r) => r.values.sku))];
  const [warehouses, skuRows] = await Promise.all([
    queryRows<WarehouseRow>(
      ctx.db,
      sql`SELECT id, code, name, status, default_location_id FROM wms_warehouses
           WHERE store_id = ANY(${intArray(storesOf(ctx))}::int[]) AND (code = ANY(${textArray(whTexts)}::text[]) OR name = ANY(${textArray(whTexts)}::text[]))`,
    ),
    queryRows<SkuRow>(
      ctx.db,
      sql`SELECT ${sku.id}, ${sku.code}, ${sku.barcode}, ${sku.unitId} AS unit_id, ${baseUnit.name} AS unit_name, ${baseUnit.allowDecimal} AS allow_decimal
            FROM ${skus} AS ${sku} JOIN ${units} AS ${baseUnit} ON ${baseUnit.id} = ${sku.unitId}
           WHERE ${sku.code} = ANY(${textArray(skuTexts)}::text[]) OR ${sku.barcode} = ANY(${textArray(skuTexts)}::text[])`,
    ),
  ]);
  const skuIds = [...new Set(skuRows.map((s) => s.id))];
  const whIds = warehouses.map((w) => w.id);
  const locationIds = warehouses.map((w) => w.default_location_id).filter((v): v is number => v !== null);
  const locationTexts = [...new Set(rows.map((r) => r.values.location).filter((v): v is string => !!v))];
  const [packUnits, places, taken] = await Promise.all([
    skuIds.length
      ? queryRows<UnitRow>(
          ctx.db,
          sql`SELECT ${pack.skuId} AS sku_id, ${pack.unitId} AS unit_id, ${packUnit.name} AS unit_name, ${packUnit.allowDecimal} AS allow_decimal
                FROM ${skuUnits} AS ${pack} JOIN ${units} AS ${packUnit} ON ${packUnit.id} = ${pack.unitId}
               WHERE ${pack.skuId} = ANY(${intArray(skuIds)}::int[])`,
        )
      : Promise.resolve([]),
    whIds.length
      ? queryRows<LocationRow>(
          ctx.db,
          sql`SELECT id, warehouse_id, code, status FROM wms_locations
               WHERE warehouse_id = ANY(${intArray(whIds)}::int[]) AND deleted_at IS NULL
                 AND (code = ANY(${textArray(locationTexts)}::text[]) OR id = ANY(${intArray(locationIds)}::int[]))`,
        )
      : Promise.resolve([]),
    takenOpenings(ctx, whIds, skuIds),
  ]);
  const unitsOf = new Map<number, UnitRow[]>();
  for (const u of packUnits) unitsOf.set(u.sku_id, [...(unitsOf.get(u.sku_id) ?? []), u]);
  const placeById = new Map(places.map((p) => [p.id, p]));
  const placeByCode = new Map(places.map((p) => [key(p.warehouse_id, p.code), p]));

  return rows.map(({ values: v }): Outcome => {
    const problems: ImportProblem[] = [];
    // the warehouse: by code, else by its name (one of that name)
    const byCode = warehouses.find((w) => w.code === v.warehouse);
    const byName = warehouses.filter((w) => w.name === v.warehouse);
    const wh = byCode ?? (byName.length === 1 ? byName[0] : undefined);
    if (!wh) problems.push({ column: 'warehouse', message: byName.length > 1 ? 'wms.opening_warehouse_ambiguous' : 'wms.opening_warehouse_unknown', params: { name: v.warehouse } });
    else if (wh.status !== 1) problems.push({ column: 'warehouse', message: 'wms.warehouse_disabled' });
    // the SKU: by code, else by barcode (one of that barcode)
    const skuByCode = skuRows.find((s) => s.code === v.sku);
    const skuByBarcode = skuRows.filter((s) => s.barcode === v.sku);
    const s = skuByCode ?? (skuByBarcode.length === 1 ? skuByBarcode[0] : undefined);
    if (!s) problems.push({ column: 'sku', message: skuByBarcode.length > 1 ? 'wms.opening_sku_ambiguous' : 'wms.opening_sku_unknown', params: { code: v.sku } });
    // the unit: the base unit or a package unit, by name; whole quantities where the unit takes no decimals
    let unit: { id: number; decimals: boolean } | undefined;
    if (s) {
      const choices = [{ unit_id: s.unit_id, unit_name: s.unit_name, allow_decimal: s.allow_decimal }, ...(unitsOf.get(s.id) ?? [])];
      const found = v.unit ? choices.find((u) => norm(u.unit_name) === norm(v.unit)) : choices[0];
      if (!found) problems.push({ column: 'unit', message: 'wms.opening_unit_unknown', params: { sku: s.code, unit: v.unit ?? '' } });
      else {
        unit = { id: found.unit_id, decimals: found.allow_decimal === 1 };
        if (!unit.decimals && v.qty.includes('.') && !/\.0*$/.test(v.qty)) problems.push({ column: 'qty', message: 'wms.doc_qty_no_decimals' });
      }
    }
    // the location: by code in the warehouse, else its default
    let place: LocationRow | undefined;
    if (wh) {
      place = v.location ? placeByCode.get(key(wh.id, v.location)) : wh.default_location_id !== null ? placeById.get(wh.default_location_id) : undefined;
      if (!place) problems.push({ column: 'location', message: v.location ? 'wms.opening_location_unknown' : 'wms.no_location', params: { warehouse: wh.name, code: v.location ?? '' } });
      else if (place.status !== 1) problems.push({ column: 'location', message: 'wms.location_disabled' });
    }
    if (wh && s && place) {
      const number = taken.get(key(wh.id, s.id, place.id));
      if (number) problems.push({ column: 'sku', message: 'wms.opening_taken', params: { sku: s.code, location: place.code, number } });
    }
    if (problems.length || !wh || !s || !unit || !place) return { line: null, problems };
    return { line: { warehouseId: wh.id, warehouseName: wh.name, skuId: s.id, skuCode: s.code, unitId: unit.id, locationId: place.id, locationCode: place.code }, problems };
  });
}

type State = RowIn[];

/**
 * Posts the file's rows (`finish`, in the file's transaction): locks the balances of every (SKU, warehouse)
 * of the file in the ledger's key order, checks the rows again under the locks — an import of the same
 * file at the same moment finds the other's openings here and refuses the whole file — and posts one
 * opening entry per warehouse, its lines in SKU order.
 */
async function postOpenings(ctx: RequestContext, rows: State): Promise<void> {
  if (!rows.length) return;
  const first = await resolveRows(ctx, rows);
  const refuse = (i: number, problem: ImportProblem) =>
    conflict('wms.opening_changed', { row: rows[i].no, reason: translate(problem.message, ctx.locale, problem.params) });
  first.forEach((o, i) => {
    if (o.problems.length) throw refuse(i, o.problems[0]);
  });
  const lines = first.map((o) => o.line!);
  const pairs = [...new Map(lines.map((l) => [key(l.skuId, l.warehouseId), { skuId: l.skuId, warehouseId: l.warehouseId }])).values()].sort(
    (a, b) => a.skuId - b.skuId || a.warehouseId - b.warehouseId,
  );
  for (let start = 0; start < pairs.length; start += LINES_PER_STATEMENT) await lockTotals(ctx, pairs.slice(start, start + LINES_PER_STATEMENT));
  const taken = await takenOpenings(ctx, [...new Set(lines.map((l) => l.warehouseId))], [...new Set(lines.map((l) => l.skuId))]);
  lines.forEach((l, i) => {
    const number = taken.get(key(l.warehouseId, l.skuId, l.locationId));
    if (number) throw refuse(i, { column: 'sku', message: 'wms.opening_taken', params: { sku: l.skuCode, location: l.locationCode, number } });
  });
  const byWarehouse = new Map<number, number[]>();
  lines.forEach((l, i) => byWarehouse.set(l.warehouseId, [...(byWarehouse.get(l.warehouseId) ?? []), i]));
  const remark = translate('wms.opening_remark', ctx.locale);
  for (const warehouseId of [...byWarehouse.keys()].sort((a, b) => a - b)) {
    const order = byWarehouse.get(warehouseId)!.sort((a, b) => lines[a].skuId - lines[b].skuId || lines[a].locationId - lines[b].locationId || a - b);
    await postOpeningStock(ctx, {
      warehouse_id: warehouseId,
      remark,
      lines: order.map((i) => ({
        sku_id: lines[i].skuId,
        unit_id: lines[i].unitId,
        qty: rows[i].values.qty,
        location_id: lines[i].locationId,
        price: rows[i].values.unit_cost,
        remark: rows[i].values.remark ?? null,
      })),
    });
  }
}

/** The warehouses of the caller's stores, for the template's list of values. */
async function warehouseNames(ctx: RequestContext): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    ctx.db,
    sql`SELECT name FROM wms_warehouses WHERE store_id = ANY(${intArray(storesOf(ctx))}::int[]) AND status = 1 ORDER BY id`,
  );
  return rows.map((r) => r.name);
}

/** `wms.opening_stock`: registered by the module at start (index.ts). */
export const openingStockImporter: Importer<OpeningStockRow, null, State> = {
  key: 'wms.opening_stock',
  title: { zh: '期初库存', en: 'Opening stock' },
  // as by hand: an entry is created, then audited
  permission: ['wms:warehousing_entry:create', 'wms:warehousing_entry:audit'],
  columns: [
    { key: 'warehouse', header: { zh: '仓库', en: 'Warehouse' }, required: true, example: '上海总仓', note: { zh: '仓库名称或编码（你所在门店的仓库）', en: 'Its name or code (a warehouse of your stores)' }, values: warehouseNames },
    { key: 'location', header: { zh: '库位', en: 'Location' }, example: 'A-01-01', note: { zh: '库位编码；不填：仓库的默认库位', en: 'The location code; empty: the warehouse’s default location' } },
    { key: 'sku', header: { zh: '商品编码或条码', en: 'SKU code or barcode' }, required: true, example: 'SKU0001', note: { zh: '商品 SKU 的编码，或其条码', en: 'The SKU’s code, or its barcode' } },
    { key: 'unit', header: { zh: '单位', en: 'Unit' }, example: '箱', note: { zh: '商品的基本单位或包装单位；不填：基本单位', en: 'The SKU’s base unit or a package unit; empty: the base unit' } },
    { key: 'qty', header: { zh: '数量', en: 'Quantity' }, required: true, example: '10', note: { zh: '按所填单位，大于 0，最多三位小数', en: 'In the unit given; more than 0, at most three decimals' } },
    { key: 'unit_cost', header: { zh: '单位成本', en: 'Unit cost' }, required: true, example: '48.00', note: { zh: '每个所填单位的成本（元），不小于 0，最多两位小数', en: 'The cost of one of the unit given, 0 or more, at most two decimals' } },
    { key: 'remark', header: { zh: '备注', en: 'Remark' }, note: { zh: '最多 200 字', en: 'At most 200 characters' } },
  ],
  schema: rowSchema as unknown as z.ZodType<OpeningStockRow, Record<string, string>>,
  identity: (unit) => `${norm(unit.values.warehouse)}|${norm(unit.values.location)}|${norm(unit.values.sku)}`,
  // an opening is never updated: every row makes a line (one already taken is refused by `check`)
  match: async (_ctx, units) => units.map(() => null),
  check: async (ctx, units) => (await resolveRows(ctx, units.map((u) => u.rows[0]))).map((o) => o.problems),
  transaction: 'file',
  begin: () => [],
  apply: async (_ctx, unit, state) => {
    state.push(unit.rows[0]);
    return 'created';
  },
  finish: (ctx, state) => postOpenings(ctx, state),
};
