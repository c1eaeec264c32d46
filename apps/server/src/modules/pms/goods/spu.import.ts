import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FieldError } from '@tradewind/contract/common/envelope';
import { checkPermission } from '@tradewind/contract/common/permission';
import { textSchema } from '@tradewind/contract/common/validation';
import { barcodeProblem } from '@tradewind/contract/pms/barcode';
import type { GoodsSetting } from '@tradewind/contract/pms/goods-setting.schema';
import { optionalPriceSchema } from '@tradewind/contract/pms/pms-fields';
import { CreateSpuSchema, SkuBodySchema, SkuUnitBodySchema, SpuFieldsSchema, UpdateSpuSchema, type CreateSpuInput, type UpdateSpuInput } from '@tradewind/contract/pms/spu.schema';
import { AppError, invalid, noPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { defineImporter, type ImportColumn, type ImportProblem, type ImportUnit } from '@/core/jobs/importer';
import { brands } from '../brand/brand.table';
import { categories } from '../category/category.table';
import { getGoodsSetting } from '../setting/setting.service';
import { specs, specValues } from '../spec/spec.table';
import { units } from '../unit/unit.table';
import { skuSpecValues, skuUnits, skus, spuSpecs, spus } from './goods.table';
import { SPU } from './spu.read';
import { createSpu, submitSpu, updateSpu } from './spu.service';

/**
 * The goods import (pms README "Importing goods"): one row per SKU; consecutive rows with the same
 * product code (else the same product name) are one SPU, saved or refused as a whole through the form's
 * own `createSpu` / `updateSpu` after the form's schema (`CreateSpuSchema` / `UpdateSpuSchema`) has
 * checked the SPU the rows make. Category, brand, units and specs are named, and must exist.
 */

export const SPEC_SLOTS = [1, 2, 3] as const;
export const PACKAGE_SLOTS = [1, 2, 3] as const;
type Slot = 1 | 2 | 3;

const sku = SkuBodySchema.shape;
const pkg = SkuUnitBodySchema.shape;
/** A catalogue entry named in a cell (category, brand, unit, spec, spec value): at most its column's length. */
const named = (max: number) => textSchema().trim().min(1).max(max, 'validation.text_too_long').optional();
const YES = ['是', 'y', 'yes', '1', 'true'];
const NO = ['否', 'n', 'no', '0', 'false'];
const yesNo = textSchema()
  .trim()
  .transform((v) => v.toLowerCase())
  .refine((v) => YES.includes(v) || NO.includes(v), 'pms.import_yes_no')
  .transform((v) => YES.includes(v))
  .optional();

/** A row's cells, each through the form's own field schema (same limits, same messages). */
export const GoodsImportRowSchema = z
  .object({
    spu_code: SpuFieldsSchema.shape.code,
    name: SpuFieldsSchema.shape.name.optional(),
    category: named(30),
    brand: named(30),
    selling_points: SpuFieldsSchema.shape.selling_points,
    spec1_name: named(30),
    spec1_value: named(30),
    spec2_name: named(30),
    spec2_value: named(30),
    spec3_name: named(30),
    spec3_value: named(30),
    sku_code: sku.code,
    barcode: sku.barcode,
    unit: named(10),
    sale_price: sku.sale_price.optional(),
    market_price: sku.market_price,
    cost_price: optionalPriceSchema(),
    weight: sku.weight,
    volume: sku.volume,
    min_order_qty: sku.min_order_qty,
    pkg1_unit: named(10),
    pkg1_ratio: pkg.ratio.optional(),
    pkg1_price: pkg.sale_price,
    pkg2_unit: named(10),
    pkg2_ratio: pkg.ratio.optional(),
    pkg2_price: pkg.sale_price,
    pkg3_unit: named(10),
    pkg3_ratio: pkg.ratio.optional(),
    pkg3_price: pkg.sale_price,
    on_sale: yesNo,
  })
  .superRefine((row, ctx) => {
    if (!row.spu_code && !row.name && !row.sku_code && !row.barcode) ctx.addIssue({ code: 'custom', path: ['name'], message: 'pms.import_key_required' });
  });
export type GoodsImportRow = z.infer<typeof GoodsImportRowSchema>;

// ── the catalogue by name ──────────────────────────────────────────────────────────────────────────

type Catalogue = {
  categories: Map<string, number>;
  brands: Map<string, number>;
  units: Map<string, number>;
  specs: Map<string, { id: number; name: string; values: Map<string, number> }>;
  specById: Map<number, string>;
  /** the goods settings: barcodes free or EAN, SKU codes typed or made */
  setting: GoodsSetting;
};

async function readCatalogue(ctx: RequestContext): Promise<Catalogue> {
  const byName = (rows: Array<{ id: number; name: string }>) => new Map(rows.map((r) => [r.name, r.id]));
  const [categoryRows, brandRows, unitRows, specRows, valueRows] = [
    await ctx.db.select({ id: categories.id, name: categories.name }).from(categories),
    await ctx.db.select({ id: brands.id, name: brands.name }).from(brands),
    await ctx.db.select({ id: units.id, name: units.name }).from(units),
    await ctx.db.select({ id: specs.id, name: specs.name }).from(specs),
    await ctx.db.select({ id: specValues.id, specId: specValues.specId, value: specValues.value }).from(specValues),
  ];
  const specMap = new Map(specRows.map((s) => [s.name, { id: s.id, name: s.name, values: new Map<string, number>() }]));
  const specById = new Map(specRows.map((s) => [s.id, s.name]));
  for (const v of valueRows) specMap.get(specById.get(v.specId) ?? '')?.values.set(v.value, v.id);
  return { categories: byName(categoryRows), brands: byName(brandRows), units: byName(unitRows), specs: specMap, specById, setting: await getGoodsSetting(ctx) };
}

// ── the saved SPUs a file matches, as the form would send them back ───────────────────────────────

type StoredSku = {
  id: number;
  spec_value_ids: number[];
  code: string;
  barcode: string | null;
  unit_id: number;
  sale_price: string;
  market_price: string | null;
  cost_price: string;
  weight: string | null;
  volume: string | null;
  min_order_qty: string;
  image: string | null;
  status: number;
  units: Array<{ unit_id: number; ratio: string; sale_price: string | null }>;
};
type StoredSpu = { id: number; code: string | null; name: string; status: number; specIds: number[]; fields: Record<string, unknown>; skus: StoredSku[] };

const plain = (v: string | null): string | null => (v === null ? null : String(Number(v)));

/** The SPUs by id with their specs and SKUs (five statements however many). */
async function readStoredSpus(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, StoredSpu>> {
  const out = new Map<number, StoredSpu>();
  if (ids.length === 0) return out;
  const spuRows = await ctx.db.select().from(spus).where(inArray(spus.id, [...ids]));
  const specRows = await ctx.db.select().from(spuSpecs).where(inArray(spuSpecs.spuId, [...ids])).orderBy(asc(spuSpecs.sort));
  const skuRows = await ctx.db.select().from(skus).where(inArray(skus.spuId, [...ids])).orderBy(asc(skus.sort), asc(skus.id));
  const skuIds = skuRows.map((s) => s.id);
  const valueRows = skuIds.length
    ? await ctx.db
        .select({ skuId: skuSpecValues.skuId, valueId: skuSpecValues.specValueId, specId: specValues.specId })
        .from(skuSpecValues)
        .innerJoin(specValues, eq(specValues.id, skuSpecValues.specValueId))
        .where(inArray(skuSpecValues.skuId, skuIds))
    : [];
  const unitRows = skuIds.length ? await ctx.db.select().from(skuUnits).where(inArray(skuUnits.skuId, skuIds)).orderBy(asc(skuUnits.sort), asc(skuUnits.id)) : [];
  for (const s of spuRows) {
    out.set(s.id, {
      id: s.id,
      code: s.code,
      name: s.name,
      status: s.status,
      specIds: specRows.filter((r) => r.spuId === s.id).map((r) => r.specId),
      fields: {
        code: s.code,
        name: s.name,
        selling_points: s.sellingPoints,
        category_id: s.categoryId,
        brand_id: s.brandId,
        type_id: s.typeId,
        images: s.images,
        video: s.video,
        description: s.description,
        attributes: s.attributes,
        sort: s.sort,
      },
      skus: [],
    });
  }
  for (const k of skuRows) {
    const spu = out.get(k.spuId)!;
    const values = valueRows.filter((v) => v.skuId === k.id).sort((a, b) => spu.specIds.indexOf(a.specId) - spu.specIds.indexOf(b.specId));
    spu.skus.push({
      id: k.id,
      spec_value_ids: values.map((v) => v.valueId),
      code: k.code,
      barcode: k.barcode,
      unit_id: k.unitId,
      sale_price: k.salePrice,
      market_price: k.marketPrice,
      cost_price: k.costPrice,
      weight: plain(k.weight),
      volume: plain(k.volume),
      min_order_qty: plain(k.minOrderQty)!,
      image: k.image,
      status: k.status,
      units: unitRows.filter((u) => u.skuId === k.id).map((u) => ({ unit_id: u.unitId, ratio: plain(u.ratio)!, sale_price: u.salePrice })),
    });
  }
  return out;
}

// ── rows → the form's body ─────────────────────────────────────────────────────────────────────────

type Unit = ImportUnit<GoodsImportRow, SpuMatch | null>;
export type SpuMatch = { spuId: number };

type Built = {
  body: Record<string, unknown> & { skus: Array<Record<string, unknown>> };
  problems: ImportProblem[];
  /** the sheet row of each SKU of the body (null: a saved SKU the file does not name) */
  skuRows: Array<number | null>;
  /** the package-unit slot of each package unit of each SKU of the body */
  skuSlots: Slot[][];
  onSale: boolean;
};

const SPU_COLUMNS = ['spu_code', 'name', 'category', 'brand', 'selling_points', 'on_sale'] as const;
const money = (n: number | null | undefined) => (n === null || n === undefined ? null : n.toFixed(2));

/**
 * The SPU the unit's rows make: the saved one (if matched) with the given cells over it, or a new one
 * from the cells. Problems of names and of how the rows fit together come back with it; the form's
 * schema judges the rest.
 */
function buildBody(unit: Unit, catalogue: Catalogue, stored: StoredSpu | null): Built {
  const problems: ImportProblem[] = [];
  const add = (row: number, column: string, message: string, params?: Record<string, string | number>) => problems.push({ row, column, message, params });
  const first = unit.rows[0].no;

  // SPU-level cells: the first row that gives one; a later row that gives another value is a problem
  const spuCell = new Map<string, { row: number; value: unknown }>();
  for (const r of unit.rows) {
    for (const key of SPU_COLUMNS) {
      if (!r.given.has(key)) continue;
      const value = r.values[key];
      const seen = spuCell.get(key);
      if (!seen) spuCell.set(key, { row: r.no, value });
      else if (seen.value !== value) add(r.no, key, 'pms.import_rows_differ', { value: String(r.cells[key] ?? '') });
    }
  }
  const cell = <T>(key: (typeof SPU_COLUMNS)[number]) => spuCell.get(key) as { row: number; value: T } | undefined;
  const body: Built['body'] = { ...(stored?.fields ?? { images: [], attributes: [], description: '' }), skus: [] };
  if (stored) body.id = stored.id;
  const code = cell<string>('spu_code');
  if (code) body.code = code.value;
  const name = cell<string>('name');
  if (name) body.name = name.value;
  else if (!stored) add(first, 'name', 'pms.import_required_new');
  const category = cell<string>('category');
  if (category) {
    const id = catalogue.categories.get(category.value);
    if (id === undefined) add(category.row, 'category', 'pms.import_category_unknown', { name: category.value });
    body.category_id = id ?? 0;
  } else if (!stored) add(first, 'category', 'pms.import_required_new');
  const brand = cell<string>('brand');
  if (brand) {
    const id = catalogue.brands.get(brand.value);
    if (id === undefined) add(brand.row, 'brand', 'pms.import_brand_unknown', { name: brand.value });
    body.brand_id = id ?? null;
  }
  const sellingPoints = cell<string | null>('selling_points');
  if (sellingPoints) body.selling_points = sellingPoints.value;

  // specs: the names the rows give, in slot order; a saved SPU keeps its own (the file must agree)
  let specIds = stored?.specIds ?? [];
  const specNames: Array<{ slot: Slot; name: string; row: number }> = [];
  for (const slot of SPEC_SLOTS) {
    const key = `spec${slot}_name` as const;
    const given = unit.rows.find((r) => r.given.has(key));
    if (given) specNames.push({ slot, name: given.values[key]!, row: given.no });
    for (const r of unit.rows) if (given && r.given.has(key) && r.values[key] !== given.values[key]) add(r.no, key, 'pms.import_rows_differ', { value: r.cells[key] ?? '' });
  }
  const named = specNames.map((s) => {
    const spec = catalogue.specs.get(s.name);
    if (!spec) add(s.row, `spec${s.slot}_name`, 'pms.import_spec_unknown', { name: s.name });
    return spec?.id ?? 0;
  });
  if (stored && specNames.length && (named.length !== specIds.length || named.some((id, i) => id !== specIds[i]))) {
    add(specNames[0].row, `spec${specNames[0].slot}_name`, 'pms.import_specs_differ', { specs: specIds.map((id) => catalogue.specById.get(id) ?? '').join(' / ') || '-' });
  }
  if (!stored) specIds = named;
  body.spec_ids = specIds;

  // SKUs: each row names one, matched in the saved SPU by code, barcode or its spec values, else new
  const saved = stored?.skus ?? [];
  const bodySkus: Array<Record<string, unknown>> = saved.map((s) => ({ ...s }));
  const skuRows: Array<number | null> = saved.map(() => null);
  const skuSlots: Slot[][] = saved.map((s) => s.units.map((_u, j) => (j + 1) as Slot));
  for (const r of unit.rows) {
    const v = r.values;
    // the row's spec values, in the SPU's spec order
    let valueIds: number[] | null = null;
    const valueCells = SPEC_SLOTS.filter((slot) => r.given.has(`spec${slot}_value`));
    if (valueCells.length) {
      valueIds = specIds.map((specId, k) => {
        const slot = (specNames[k]?.slot ?? k + 1) as Slot;
        const text = v[`spec${slot}_value`];
        const specName = catalogue.specById.get(specId) ?? '';
        if (text === undefined) {
          add(r.no, `spec${slot}_value`, 'pms.import_spec_value_missing');
          return 0;
        }
        const id = catalogue.specs.get(specName)?.values.get(text);
        if (id === undefined) add(r.no, `spec${slot}_value`, 'pms.import_spec_value_unknown', { spec: specName, value: text });
        return id ?? 0;
      });
      if (valueCells.length > specIds.length) add(r.no, `spec${valueCells[specIds.length]}_value`, 'pms.import_spec_value_missing');
    }
    let index = saved.findIndex((s) => (v.sku_code && s.code === v.sku_code) || (v.barcode && s.barcode === v.barcode));
    if (index < 0 && valueIds && !valueIds.includes(0)) index = saved.findIndex((s) => s.spec_value_ids.join(',') === valueIds!.join(','));
    if (index < 0 && !valueIds && specIds.length === 0 && saved.length === 1 && !v.sku_code && !v.barcode) index = 0;
    if (index >= 0 && skuRows[index] !== null) {
      add(r.no, v.sku_code ? 'sku_code' : 'barcode', 'pms.import_sku_twice');
      continue;
    }
    const target: Record<string, unknown> = index >= 0 ? bodySkus[index] : { spec_value_ids: [], units: [] };
    if (index < 0) {
      if (!r.given.has('unit')) add(r.no, 'unit', 'pms.import_required_new');
      if (!r.given.has('sale_price')) add(r.no, 'sale_price', 'pms.import_required_new');
      if (specIds.length && !valueIds) add(r.no, 'spec1_value', 'pms.import_required_new');
    }
    if (valueIds) target.spec_value_ids = valueIds;
    if (r.given.has('sku_code')) target.code = v.sku_code;
    else if (index < 0 && catalogue.setting.sku_code_mode === 2) add(r.no, 'sku_code', 'pms.sku_code_required');
    if (r.given.has('barcode')) {
      target.barcode = v.barcode;
      // the service's barcode rule (EAN, or free codes when the goods settings allow them), in the preview too
      const problem = v.barcode ? barcodeProblem(v.barcode, catalogue.setting.allow_free_barcode === 1) : null;
      if (problem) add(r.no, 'barcode', problem);
    }
    if (v.unit !== undefined) {
      const id = catalogue.units.get(v.unit);
      if (id === undefined) add(r.no, 'unit', 'pms.import_unit_unknown', { name: v.unit });
      target.unit_id = id ?? 0;
    }
    if (r.given.has('sale_price')) target.sale_price = money(v.sale_price);
    if (r.given.has('market_price')) target.market_price = money(v.market_price);
    if (r.given.has('cost_price')) target.cost_price = money(v.cost_price);
    if (r.given.has('weight')) target.weight = v.weight;
    if (r.given.has('volume')) target.volume = v.volume;
    if (r.given.has('min_order_qty')) target.min_order_qty = v.min_order_qty;
    // package units: any slot given replaces the SKU's package units with the slots given
    let slots = index >= 0 ? skuSlots[index] : [];
    const givenSlots = PACKAGE_SLOTS.filter((n) => r.given.has(`pkg${n}_unit`) || r.given.has(`pkg${n}_ratio`) || r.given.has(`pkg${n}_price`));
    if (givenSlots.length) {
      slots = givenSlots;
      target.units = givenSlots.map((n) => {
        const unitName = v[`pkg${n}_unit`];
        let unitId = 0;
        if (unitName === undefined) add(r.no, `pkg${n}_unit`, 'pms.import_package_unit_required');
        else {
          unitId = catalogue.units.get(unitName) ?? 0;
          if (!unitId) add(r.no, `pkg${n}_unit`, 'pms.import_unit_unknown', { name: unitName });
        }
        return { unit_id: unitId, ratio: v[`pkg${n}_ratio`] ?? '', sale_price: money(v[`pkg${n}_price`]) };
      });
    }
    if (index >= 0) {
      skuRows[index] = r.no;
      skuSlots[index] = slots;
    } else {
      bodySkus.push(target);
      skuRows.push(r.no);
      skuSlots.push(slots);
    }
  }
  body.skus = bodySkus;
  const onSale = cell<boolean>('on_sale')?.value === true;
  return { body, problems, skuRows, skuSlots, onSale };
}

const SKU_FIELD_COLUMNS: Record<string, string> = {
  id: 'sku_code',
  code: 'sku_code',
  barcode: 'barcode',
  unit_id: 'unit',
  spec_value_ids: 'spec1_value',
  sale_price: 'sale_price',
  market_price: 'market_price',
  cost_price: 'cost_price',
  weight: 'weight',
  volume: 'volume',
  min_order_qty: 'min_order_qty',
};
const SPU_FIELD_COLUMNS: Record<string, string> = { code: 'spu_code', name: 'name', category_id: 'category', brand_id: 'brand', selling_points: 'selling_points', spec_ids: 'spec1_name' };
const PACKAGE_FIELD_COLUMNS: Record<string, string> = { unit_id: 'unit', ratio: 'ratio', sale_price: 'price' };

/** The sheet's row and column of a field of the form's body (`skus.2.units.0.ratio` → the third SKU's row, `pkg1_ratio`). */
function placeOf(built: Built, first: number, path: ReadonlyArray<PropertyKey>): { row: number; column: string } {
  const [head, i, field, j, sub] = path.map((p) => (typeof p === 'symbol' ? '' : p));
  if (head === 'skus' && typeof i === 'number') {
    const row = built.skuRows[i] ?? first;
    if (field === 'units' && typeof j === 'number') return { row, column: `pkg${built.skuSlots[i]?.[j] ?? j + 1}_${PACKAGE_FIELD_COLUMNS[String(sub)] ?? 'unit'}` };
    return { row, column: SKU_FIELD_COLUMNS[String(field)] ?? '' };
  }
  return { row: first, column: SPU_FIELD_COLUMNS[String(head)] ?? '' };
}

/** The body through the form's schema: its input, or the problems placed on the rows and columns. */
function parseBody(built: Built, first: number, update: boolean): { input: CreateSpuInput | UpdateSpuInput | null; problems: ImportProblem[] } {
  const parsed = (update ? UpdateSpuSchema : CreateSpuSchema).safeParse(built.body);
  if (parsed.success) return { input: parsed.data, problems: [] };
  return { input: null, problems: parsed.error.issues.map((issue) => ({ ...placeOf(built, first, issue.path), message: issue.message })) };
}

// ── match and check in bulk ────────────────────────────────────────────────────────────────────────

type Holders = {
  spuByCode: Map<string, { id: number; name: string; code: string | null }>;
  spuByName: Map<string, { id: number; name: string; code: string | null }>;
  skuByCode: Map<string, { spuId: number }>;
  skuByBarcode: Map<string, { spuId: number }>;
  spuNames: Map<number, string>;
};

/** Who holds the codes, names and barcodes the units give (four statements for the batch). */
async function readHolders(ctx: RequestContext, units: ReadonlyArray<Unit>): Promise<Holders> {
  const values = (key: 'spu_code' | 'name' | 'sku_code' | 'barcode') => [...new Set(units.flatMap((u) => u.rows.map((r) => r.values[key]).filter((v): v is string => !!v)))];
  const spuCodes = values('spu_code');
  const names = values('name');
  const skuCodes = values('sku_code');
  const barcodes = values('barcode');
  const spuCols = { id: spus.id, name: spus.name, code: spus.code };
  const byCode = spuCodes.length ? await ctx.db.select(spuCols).from(spus).where(inArray(spus.code, spuCodes)) : [];
  const byName = names.length ? await ctx.db.select(spuCols).from(spus).where(inArray(spus.name, names)) : [];
  const skuCols = { spuId: skus.spuId, code: skus.code, barcode: skus.barcode };
  const skusByCode = skuCodes.length ? await ctx.db.select(skuCols).from(skus).where(inArray(skus.code, skuCodes)) : [];
  const skusByBarcode = barcodes.length ? await ctx.db.select(skuCols).from(skus).where(inArray(skus.barcode, barcodes)) : [];
  const otherIds = [...new Set([...skusByCode, ...skusByBarcode].map((s) => s.spuId))];
  const others = otherIds.length ? await ctx.db.select({ id: spus.id, name: spus.name }).from(spus).where(inArray(spus.id, otherIds)) : [];
  return {
    spuByCode: new Map(byCode.map((s) => [s.code!, s])),
    spuByName: new Map(byName.map((s) => [s.name, s])),
    skuByCode: new Map(skusByCode.map((s) => [s.code, s])),
    skuByBarcode: new Map(skusByBarcode.filter((s) => s.barcode).map((s) => [s.barcode!, s])),
    spuNames: new Map([...byCode, ...byName, ...others].map((s) => [s.id, s.name])),
  };
}

/** The SPU a unit updates: by product code, else the SPU of a SKU code or barcode it gives, else by name. */
function matchOf(unit: Unit, holders: Holders): number | null {
  const code = unit.rows.find((r) => r.values.spu_code)?.values.spu_code;
  const byCode = code ? holders.spuByCode.get(code) : undefined;
  if (byCode) return byCode.id;
  for (const r of unit.rows) {
    const held = (r.values.sku_code && holders.skuByCode.get(r.values.sku_code)) || (r.values.barcode && holders.skuByBarcode.get(r.values.barcode));
    if (held) return held.spuId;
  }
  const name = unit.rows.find((r) => r.values.name)?.values.name;
  return (name && holders.spuByName.get(name)?.id) || null;
}

/** Problems of the unit against other SPUs: codes, barcodes and the name another product holds. */
function heldElsewhere(unit: Unit, spuId: number | null, holders: Holders, stored: StoredSpu | null): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const other = (id: number | undefined) => id !== undefined && id !== spuId;
  for (const r of unit.rows) {
    const v = r.values;
    const codeHolder = v.spu_code ? holders.spuByCode.get(v.spu_code) : undefined;
    if (codeHolder && other(codeHolder.id)) problems.push({ row: r.no, column: 'spu_code', message: 'pms.spu_code_taken' });
    if (stored?.code && v.spu_code && stored.code !== v.spu_code) problems.push({ row: r.no, column: 'spu_code', message: 'pms.import_spu_code_differs', params: { name: stored.name, code: stored.code } });
    const nameHolder = v.name ? holders.spuByName.get(v.name) : undefined;
    if (nameHolder && other(nameHolder.id)) problems.push({ row: r.no, column: 'name', message: 'pms.spu_name_taken' });
    const skuHolder = v.sku_code ? holders.skuByCode.get(v.sku_code) : undefined;
    if (skuHolder && other(skuHolder.spuId)) problems.push({ row: r.no, column: 'sku_code', message: 'pms.import_sku_other_product', params: { name: holders.spuNames.get(skuHolder.spuId) ?? '' } });
    const barcodeHolder = v.barcode ? holders.skuByBarcode.get(v.barcode) : undefined;
    if (barcodeHolder && other(barcodeHolder.spuId)) problems.push({ row: r.no, column: 'barcode', message: 'pms.barcode_taken' });
  }
  return problems;
}

/** Everything the unit's save would refuse, without writing: names, the rows' fit, the form's schema. */
function problemsOf(unit: Unit, catalogue: Catalogue, stored: StoredSpu | null): { built: Built; input: CreateSpuInput | UpdateSpuInput | null; problems: ImportProblem[] } {
  const built = buildBody(unit, catalogue, stored);
  if (stored?.status === SPU.pending) built.problems.push({ row: unit.rows[0].no, column: '', message: 'pms.spu_pending_locked' });
  if (built.problems.length) return { built, input: null, problems: built.problems };
  const { input, problems } = parseBody(built, unit.rows[0].no, stored !== null);
  return { built, input, problems };
}

/**
 * Whether the form's input the rows make is the saved SPU as it stands: the saved state goes through the
 * same schema (numbers, prices and defaults read alike) and the two are compared whole. A saved SPU the
 * schema would refuse (older data) counts as changed, and is saved as the form would save it.
 */
function leavesAsSaved(input: UpdateSpuInput, stored: StoredSpu): boolean {
  const saved = UpdateSpuSchema.safeParse({ ...stored.fields, id: stored.id, spec_ids: stored.specIds, skus: stored.skus });
  return saved.success && JSON.stringify(saved.data) === JSON.stringify(input);
}

/** A refusal of the form's service, its fields turned into the sheet's columns. */
function asColumns(error: unknown, built: Built, first: number): unknown {
  if (!(error instanceof AppError)) return error;
  const errors = (error.data as { errors?: FieldError[] } | null)?.errors;
  if (!errors) return error;
  const mapped = errors.map((e) => ({ field: placeOf(built, first, e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))).column || '', message: e.message }));
  return invalid(mapped, error.params);
}

// ── the template ───────────────────────────────────────────────────────────────────────────────────

const names = (table: typeof categories | typeof brands | typeof units) => async (ctx: RequestContext) =>
  (await ctx.db.select({ name: table.name }).from(table).orderBy(asc(table.name))).map((r) => r.name);

async function specNameList(ctx: RequestContext): Promise<string[]> {
  return (await ctx.db.select({ name: specs.name }).from(specs).orderBy(asc(specs.sort), asc(specs.id))).map((r) => r.name);
}

/** Each spec's values as '颜色：红色、蓝色'. */
async function specValueList(ctx: RequestContext): Promise<string[]> {
  const catalogue = await readCatalogue(ctx);
  return [...catalogue.specs.values()].map((s) => `${s.name}：${[...s.values.keys()].join('、')}`);
}

const specColumns: ImportColumn[] = SPEC_SLOTS.flatMap((n) => [
  {
    key: `spec${n}_name`,
    header: { zh: `规格${n}`, en: `Spec ${n}` },
    example: n === 1 ? '规格' : undefined,
    note: { zh: '已有规格的名称；同一商品各行相同', en: 'The name of an existing spec; the same on every row of a product' },
    values: specNameList,
  },
  {
    key: `spec${n}_value`,
    header: { zh: `规格${n}值`, en: `Spec ${n} value` },
    example: n === 1 ? '500ml' : undefined,
    note: { zh: '该规格已有的值', en: 'One of the spec’s values' },
    values: specValueList,
  },
]);

const packageColumns: ImportColumn[] = PACKAGE_SLOTS.flatMap((n) => [
  { key: `pkg${n}_unit`, header: { zh: `包装单位${n}`, en: `Package unit ${n}` }, example: n === 1 ? '箱' : undefined, note: { zh: '已有单位的名称；填写后替换该 SKU 的全部包装单位', en: 'An existing unit; given, it replaces the SKU’s package units' }, values: names(units) },
  { key: `pkg${n}_ratio`, header: { zh: `包装单位${n}换算`, en: `Package unit ${n} ratio` }, example: n === 1 ? '24' : undefined, note: { zh: '1 包装单位 = 多少基本单位，大于 1', en: 'Base units in one package unit, above 1' } },
  { key: `pkg${n}_price`, header: { zh: `包装单位${n}售价`, en: `Package unit ${n} price` }, example: n === 1 ? '60.00' : undefined },
]);

export const GOODS_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'spu_code', header: { zh: '商品编码', en: 'Product code' }, example: 'P-1001', note: { zh: '同一商品的各行相同；据此找到已有商品', en: 'The same on every row of a product; finds a saved product' } },
  { key: 'name', header: { zh: '商品名称', en: 'Product name' }, example: '怡宝纯净水', note: { zh: '新商品必填，最多 60 字', en: 'Required for a new product; up to 60 characters' } },
  { key: 'category', header: { zh: '分类', en: 'Category' }, example: '饮用水', note: { zh: '已有分类的名称；新商品必填', en: 'An existing category; required for a new product' }, values: names(categories) },
  { key: 'brand', header: { zh: '品牌', en: 'Brand' }, example: '怡宝', note: { zh: '已有品牌的名称', en: 'An existing brand' }, values: names(brands) },
  { key: 'selling_points', header: { zh: '卖点', en: 'Selling points' } },
  ...specColumns,
  { key: 'sku_code', header: { zh: 'SKU编码', en: 'SKU code' }, example: 'SKU-1001-1', note: { zh: '留空则按商品设置生成', en: 'Empty: made by the goods settings' } },
  { key: 'barcode', header: { zh: '条码', en: 'Barcode' }, example: '6901285991219', note: { zh: 'EAN-13 或 EAN-8', en: 'EAN-13 or EAN-8' } },
  { key: 'unit', header: { zh: '基本单位', en: 'Base unit' }, example: '瓶', note: { zh: '已有单位的名称；新 SKU 必填', en: 'An existing unit; required for a new SKU' }, values: names(units) },
  { key: 'sale_price', header: { zh: '销售价', en: 'Sale price' }, example: '2.50', note: { zh: '新 SKU 必填；0 到 10,000,000，两位小数', en: 'Required for a new SKU; 0 to 10,000,000, two decimals' } },
  { key: 'market_price', header: { zh: '市场价', en: 'Market price' } },
  { key: 'cost_price', header: { zh: '成本价', en: 'Cost price' }, example: '1.60' },
  { key: 'weight', header: { zh: '重量(kg)', en: 'Weight (kg)' }, example: '0.55' },
  { key: 'volume', header: { zh: '体积(m³)', en: 'Volume (m³)' } },
  { key: 'min_order_qty', header: { zh: '起订量', en: 'Minimum order' }, example: '1' },
  ...packageColumns,
  {
    key: 'on_sale',
    header: { zh: '提交上架', en: 'Put on sale' },
    example: '是',
    note: { zh: '“是”：保存后提交（开启审核时进入待审核）', en: '“yes”: submitted after saving (pending check when checking is on)' },
    values: [
      { zh: '是', en: 'yes' },
      { zh: '否', en: 'no' },
    ],
  },
];

/** The importer's state through a run: the catalogue by name, read once. */
type RunState = { catalogue: Catalogue | null };

export const goodsImporter = defineImporter<GoodsImportRow, SpuMatch, RunState>({
  key: 'pms.spu',
  title: { zh: '商品', en: 'Goods' },
  permission: 'pms:spu:create',
  updatePermission: 'pms:spu:update',
  columns: GOODS_IMPORT_COLUMNS,
  // every cell is text: the row schema's input is wider only because the form's fields also take JSON
  schema: GoodsImportRowSchema as z.ZodType<GoodsImportRow, Record<string, string>>,
  group: (row) => (row.spu_code ? `code:${row.spu_code}` : row.name ? `name:${row.name}` : row.sku_code ? `sku:${row.sku_code}` : `barcode:${row.barcode ?? ''}`),
  identity: (unit) => {
    const r = unit.rows[0].values;
    return r.spu_code ? `code:${r.spu_code}` : r.name ? `name:${r.name}` : null;
  },
  async match(ctx, batch) {
    const holders = await readHolders(ctx, batch);
    return batch.map((unit) => {
      const id = matchOf(unit, holders);
      return id === null ? null : { spuId: id };
    });
  },
  async check(ctx, batch) {
    const catalogue = await readCatalogue(ctx);
    const holders = await readHolders(ctx, batch);
    const stored = await readStoredSpus(ctx, batch.flatMap((u) => (u.match ? [u.match.spuId] : [])));
    const mayOnSale = checkPermission('pms:spu:submit', ctx.session.permissions);
    return batch.map((unit) => {
      const saved = unit.match ? (stored.get(unit.match.spuId) ?? null) : null;
      const held = heldElsewhere(unit, unit.match?.spuId ?? null, holders, saved);
      const { built, problems } = problemsOf(unit, catalogue, saved);
      if (built.onSale && !mayOnSale) problems.push({ row: unit.rows[0].no, column: 'on_sale', message: 'common.no_operation_permission' });
      return [...held, ...problems];
    });
  },
  begin: () => ({ catalogue: null }),
  async apply(ctx, unit, state) {
    state.catalogue ??= await readCatalogue(ctx);
    const first = unit.rows[0].no;
    let stored: StoredSpu | null = null;
    if (unit.match) {
      // the SPU as it is now, locked: a concurrent save waits, and the file's cells go over its latest values
      await ctx.db.select({ id: spus.id }).from(spus).where(eq(spus.id, unit.match.spuId)).for('update');
      stored = (await readStoredSpus(ctx, [unit.match.spuId])).get(unit.match.spuId) ?? null;
    }
    const { built, input, problems } = problemsOf(unit, state.catalogue, stored);
    if (!input) throw invalid(problems.map((p) => ({ field: p.column, message: p.message })), problems[0]?.params);
    if (built.onSale && !(checkPermission('pms:spu:submit', ctx.session.permissions))) throw noPermission();
    try {
      // a new product to put on sale is made in the state a submission leads to; a saved one is submitted
      // only from draft or rejected (the same state rule as by hand)
      if (stored) {
        // a product whose cells all equal what is saved is left as it is (counted updated, as matched rows
        // are in the preview); a changed one is saved with only what differs written
        const submit = built.onSale && (stored.status === SPU.draft || stored.status === SPU.rejected);
        if (!submit && leavesAsSaved(input as UpdateSpuInput, stored)) return 'updated';
        await updateSpu(ctx, input as UpdateSpuInput, { onlyChanged: true });
        if (submit) await submitSpu(ctx, stored.id);
      } else await createSpu(ctx, input as CreateSpuInput, { submit: built.onSale });
    } catch (error) {
      throw asColumns(error, built, first);
    }
    return stored ? 'updated' : 'created';
  },
});

