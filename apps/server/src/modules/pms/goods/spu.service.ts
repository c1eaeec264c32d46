import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FieldError } from '@tradewind/contract/common/envelope';
import { translate } from '@tradewind/contract/common/messages';
import { barcodeProblem } from '@tradewind/contract/pms/barcode';
import type { GoodsSetting } from '@tradewind/contract/pms/goods-setting.schema';
import type { CreateSpuInput, SpuDetail, UpdateSpuInput } from '@tradewind/contract/pms/spu.schema';
import { sqlState, type Db } from '@/core/db/database';
import { conflict, invalid, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { sanitizeRichText, tenantImages } from '@/core/html/rich-text';
import { sendMessage } from '@/modules/common/message';
import { brands } from '../brand/brand.table';
import { assertNameFree } from '../catalogue';
import { categories } from '../category/category.table';
import { processItems } from '../process/process.table';
import { getGoodsSetting, takeSkuCodes } from '../setting/setting.service';
import { specs, specValues } from '../spec/spec.table';
import { goodsTypes } from '../type/type.table';
import { units } from '../unit/unit.table';
import { skuSpecValues, skuUnits, skus, spuSpecs, spus, type ApprovedSnapshot } from './goods.table';
import { logPriceChanges } from './price-log';
import { SPU, getSpu } from './spu.read';
import { idsText } from '@/core/http/id-list';

type SpuRecord = typeof spus.$inferSelect;
type SkuRecord = typeof skus.$inferSelect;
type SkuInput = CreateSpuInput['skus'][number];

const price = (n: number): string => n.toFixed(2);
const optionalPrice = (n: number | null): string | null => (n === null ? null : n.toFixed(2));

// ── saving ─────────────────────────────────────────────────────────────────────────────────────────

/** The ids among `ids` that the tenant's table has not (RLS keeps the look to the tenant). */
async function missingIds(ctx: RequestContext, table: typeof categories | typeof brands | typeof goodsTypes | typeof units | typeof specs, ids: number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  // FOR KEY SHARE: a concurrent delete of the entry waits for this save and then sees its goods (409)
  const found = new Set((await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, wanted)).for('key share')).map((r) => r.id));
  return new Set(wanted.filter((id) => !found.has(id)));
}

type Checked = {
  /** spec_text of each SKU in the input, in the SPU's spec order */
  specTexts: string[];
  setting: GoodsSetting;
};

/**
 * Everything the input names must be the tenant's: category, brand, type, units, specs, and each SKU's
 * values must be values of the SPU's specs in their order; barcodes must be EAN (or free when allowed);
 * codes are required when typed by hand. All field problems are answered together (422).
 */
async function checkInput(ctx: RequestContext, input: CreateSpuInput): Promise<Checked> {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  if ((await missingIds(ctx, categories, [input.category_id])).size) add('category_id', 'pms.category_not_found');
  if (input.brand_id && (await missingIds(ctx, brands, [input.brand_id])).size) add('brand_id', 'pms.brand_not_found');
  if (input.type_id && (await missingIds(ctx, goodsTypes, [input.type_id])).size) add('type_id', 'pms.type_not_found');
  const missingUnits = await missingIds(ctx, units, input.skus.flatMap((s) => [s.unit_id, ...s.units.map((u) => u.unit_id)]));
  const missingSpecs = [...(await missingIds(ctx, specs, input.spec_ids))];
  if (missingSpecs.length) add('spec_ids', 'pms.spec_not_found');
  const values = input.spec_ids.length
    ? await ctx.db
        .select({ id: specValues.id, specId: specValues.specId, value: specValues.value })
        .from(specValues)
        .where(inArray(specValues.specId, input.spec_ids))
        .for('key share')
    : [];
  const valueById = new Map(values.map((v) => [v.id, v]));
  const setting = await getGoodsSetting(ctx);
  const specTexts = input.skus.map((sku, i) => {
    if (missingUnits.has(sku.unit_id)) add(`skus.${i}.unit_id`, 'pms.unit_not_found');
    sku.units.forEach((u, j) => missingUnits.has(u.unit_id) && add(`skus.${i}.units.${j}.unit_id`, 'pms.unit_not_found'));
    const mine = sku.spec_value_ids.map((id, k) => valueById.get(id)?.specId === input.spec_ids[k]);
    if (mine.includes(false)) add(`skus.${i}.spec_value_ids`, 'pms.sku_spec_values_mismatch');
    if (setting.sku_code_mode === 2 && !sku.code) add(`skus.${i}.code`, 'pms.sku_code_required');
    const problem = sku.barcode ? barcodeProblem(sku.barcode, setting.allow_free_barcode === 1) : null;
    if (problem) add(`skus.${i}.barcode`, problem);
    return sku.spec_value_ids.map((id) => valueById.get(id)?.value ?? '').join(' / ');
  });
  // the unknown specs named in the message (idsText, as refuseUnknownIds names them)
  if (errors.length) throw invalid(errors, { ids: idsText(missingSpecs) });
  return { specTexts, setting };
}

/** 409 when another SPU's SKU holds one of the codes or barcodes. */
async function assertCodesFree(ctx: RequestContext, input: CreateSpuInput, spuId?: number): Promise<void> {
  const others = spuId ? ne(skus.spuId, spuId) : undefined;
  const codes = input.skus.map((s) => s.code).filter((c): c is string => !!c);
  if (codes.length && (await ctx.db.select({ id: skus.id }).from(skus).where(and(inArray(skus.code, codes), others)).limit(1)).length) throw conflict('pms.sku_code_taken');
  const barcodes = input.skus.map((s) => s.barcode).filter((c): c is string => !!c);
  if (barcodes.length && (await ctx.db.select({ id: skus.id }).from(skus).where(and(inArray(skus.barcode, barcodes), others)).limit(1)).length) throw conflict('pms.barcode_taken');
}

/** 409 when another SPU holds the product code (the partial unique index holds it under concurrency). */
async function assertSpuCodeFree(ctx: RequestContext, code: string | null | undefined, spuId?: number): Promise<void> {
  if (!code) return;
  const [taken] = await ctx.db
    .select({ id: spus.id })
    .from(spus)
    .where(and(eq(spus.code, code), spuId ? ne(spus.id, spuId) : undefined))
    .limit(1);
  if (taken) throw conflict('pms.spu_code_taken');
}

/**
 * `n` generated codes (goods settings: prefix + counter) that no SKU holds yet: a code typed by hand
 * that happens to look generated is skipped, and `reserved` ones (this save's typed codes) too.
 */
async function freshCodes(ctx: RequestContext, n: number, reserved: ReadonlySet<string>): Promise<string[]> {
  const out: string[] = [];
  while (out.length < n) {
    const batch = await takeSkuCodes(ctx, n - out.length);
    const taken = new Set((await ctx.db.select({ code: skus.code }).from(skus).where(inArray(skus.code, batch))).map((r) => r.code));
    out.push(...batch.filter((c) => !taken.has(c) && !reserved.has(c)));
  }
  return out;
}

const spuValues = (ctx: RequestContext, input: CreateSpuInput) => ({
  // absent: the saved code stays (callers that do not know codes never wipe one)
  ...(input.code === undefined ? {} : { code: input.code || null }),
  name: input.name,
  sellingPoints: input.selling_points,
  categoryId: input.category_id,
  brandId: input.brand_id,
  typeId: input.type_id,
  images: input.images,
  video: input.video,
  description: sanitizeRichText(input.description, { imageAllowed: tenantImages(ctx.tenantId) }),
  attributes: input.attributes,
  sort: input.sort,
});

const skuValues = (sku: SkuInput, code: string, specText: string, sort: number) => ({
  code,
  barcode: sku.barcode,
  specText,
  unitId: sku.unit_id,
  salePrice: price(sku.sale_price),
  marketPrice: optionalPrice(sku.market_price),
  costPrice: price(sku.cost_price),
  weight: sku.weight === null ? null : String(sku.weight),
  volume: sku.volume === null ? null : String(sku.volume),
  minOrderQty: String(sku.min_order_qty),
  image: sku.image,
  status: sku.status,
  sort,
});

/**
 * The SKUs' spec values and package units become the input's: the rows of all of them are replaced with
 * one statement per table, however many SKUs the matrix has.
 */
async function writeSkuParts(ctx: RequestContext, written: ReadonlyArray<{ skuId: number; sku: Pick<SkuInput, 'spec_value_ids' | 'units'> }>, replace: boolean): Promise<void> {
  if (written.length === 0) return;
  const ids = written.map((w) => w.skuId);
  if (replace) {
    await ctx.db.delete(skuSpecValues).where(inArray(skuSpecValues.skuId, ids));
    await ctx.db.delete(skuUnits).where(inArray(skuUnits.skuId, ids));
  }
  const values = written.flatMap(({ skuId, sku }) => sku.spec_value_ids.map((specValueId) => ({ tenantId: ctx.tenantId, skuId, specValueId })));
  if (values.length) await ctx.db.insert(skuSpecValues).values(values);
  const packages = written.flatMap(({ skuId, sku }) =>
    sku.units.map((u, j) => ({ tenantId: ctx.tenantId, skuId, unitId: u.unit_id, ratio: String(u.ratio), salePrice: optionalPrice(u.sale_price), sort: j + 1 })),
  );
  if (packages.length) await ctx.db.insert(skuUnits).values(packages);
}

/** New SKU rows in one statement; their ids by their (unique) codes. */
async function insertSkus(ctx: RequestContext, spuId: number, rows: ReadonlyArray<Omit<typeof skus.$inferInsert, 'tenantId' | 'spuId'>>): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const made = await ctx.db
    .insert(skus)
    .values(rows.map((r) => ({ ...r, tenantId: ctx.tenantId, spuId })))
    .returning({ id: skus.id, code: skus.code });
  return new Map(made.map((m) => [m.code, m.id]));
}

async function writeSpuSpecs(ctx: RequestContext, spuId: number, specIds: readonly number[], replace = true): Promise<void> {
  if (replace) await ctx.db.delete(spuSpecs).where(eq(spuSpecs.spuId, spuId));
  if (specIds.length) await ctx.db.insert(spuSpecs).values(specIds.map((specId, i) => ({ tenantId: ctx.tenantId, spuId, specId, sort: i + 1 })));
}

/** 409 when a SKU about to go is named by a processing recipe (later modules add stock and orders). */
async function assertSkusRemovable(ctx: RequestContext, gone: SkuRecord[]): Promise<void> {
  if (gone.length === 0) return;
  const [used] = await ctx.db
    .select({ skuId: processItems.skuId })
    .from(processItems)
    .where(
      inArray(
        processItems.skuId,
        gone.map((s) => s.id),
      ),
    )
    .limit(1);
  if (used) throw conflict('pms.sku_in_recipe', { code: gone.find((s) => s.id === used.skuId)!.code });
}

/**
 * Deletes SKUs (or an SPU with its SKUs): a row of a later module that still names one of them (stock, a
 * document line: foreign keys without cascade) makes it a 409 instead of a failure; the call's
 * transaction rolls back either way.
 */
async function deleteSkusSafely(ctx: RequestContext, run: (db: Db) => Promise<unknown>): Promise<void> {
  try {
    await run(ctx.db);
  } catch (error) {
    if (sqlState(error) === '23503') throw conflict('pms.sku_in_use');
    throw error;
  }
}

/**
 * A new SPU with its SKUs (codes generated for empty ones when the settings say so): a draft, or — with
 * `submit` (the goods import's 提交上架) — already in the state `submitSpu` would move the draft to, in the
 * same insert, so its SKUs' search postings are made once.
 */
export async function createSpu(ctx: RequestContext, input: CreateSpuInput, options: { submit?: boolean } = {}): Promise<{ id: number }> {
  const checked = await checkInput(ctx, input);
  await assertNameFree(ctx, spus, input.name, 'pms.spu_name_taken');
  await assertSpuCodeFree(ctx, input.code);
  await assertCodesFree(ctx, input);
  const typed = new Set(input.skus.map((s) => s.code).filter((c): c is string => !!c));
  const generated = await freshCodes(ctx, input.skus.filter((s) => !s.code).length, typed);
  const values = spuValues(ctx, input);
  const state = options.submit ? submittedState(checked.setting, { name: values.name, images: values.images, description: values.description }) : { status: SPU.draft };
  const [spu] = await ctx.db
    .insert(spus)
    .values({ tenantId: ctx.tenantId, ...values, ...state, createdBy: ctx.staffId })
    .returning({ id: spus.id });
  await writeSpuSpecs(ctx, spu.id, input.spec_ids, false);
  const rows = input.skus.map((sku, i) => skuValues(sku, sku.code ?? generated.shift()!, checked.specTexts[i], i + 1));
  const ids = await insertSkus(ctx, spu.id, rows);
  await writeSkuParts(
    ctx,
    input.skus.map((sku, i) => ({ skuId: ids.get(rows[i].code)!, sku })),
    false,
  );
  return { id: spu.id };
}

async function lockSpu(ctx: RequestContext, id: number): Promise<SpuRecord> {
  const [row] = await ctx.db.select().from(spus).where(eq(spus.id, id)).for('update');
  if (!row) throw notFound('pms.spu_not_found');
  return row;
}

const sameImages = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Columns kept as numeric text, equal by value ('0.550' is 0.55). */
const NUMERIC_COLUMNS: ReadonlySet<string> = new Set(['salePrice', 'marketPrice', 'costPrice', 'weight', 'volume', 'minOrderQty']);

/** Whether the saved row already holds every value of `set` (a value absent from `set` is not compared). */
function sameColumns(saved: Record<string, unknown>, set: Record<string, unknown>): boolean {
  return Object.entries(set).every(([key, value]) => {
    const was = saved[key] ?? null;
    const now = value ?? null;
    if (was === null || now === null) return was === now;
    if (NUMERIC_COLUMNS.has(key)) return Number(was) === Number(now);
    return was instanceof Date || typeof was === 'object' ? JSON.stringify(was) === JSON.stringify(now) : was === now;
  });
}

type SavedParts = { specValueIds: number[]; units: Array<{ unitId: number; ratio: string; salePrice: string | null }> };

/** The SPU's spec ids in order, and its saved SKUs' spec values and package units (three statements). */
async function readSkuParts(ctx: RequestContext, spuId: number, saved: readonly SkuRecord[]): Promise<{ specIds: number[]; bySku: Map<number, SavedParts> }> {
  const specIds = (await ctx.db.select({ specId: spuSpecs.specId }).from(spuSpecs).where(eq(spuSpecs.spuId, spuId)).orderBy(spuSpecs.sort)).map((r) => r.specId);
  const bySku = new Map<number, SavedParts>(saved.map((s) => [s.id, { specValueIds: [], units: [] }]));
  const ids = saved.map((s) => s.id);
  if (ids.length === 0) return { specIds, bySku };
  for (const v of await ctx.db.select({ skuId: skuSpecValues.skuId, id: skuSpecValues.specValueId }).from(skuSpecValues).where(inArray(skuSpecValues.skuId, ids))) bySku.get(v.skuId)?.specValueIds.push(v.id);
  const unitRows = await ctx.db.select().from(skuUnits).where(inArray(skuUnits.skuId, ids)).orderBy(skuUnits.sort, skuUnits.id);
  for (const u of unitRows) bySku.get(u.skuId)?.units.push({ unitId: u.unitId, ratio: u.ratio, salePrice: u.salePrice });
  return { specIds, bySku };
}

/** Whether a saved SKU's spec values (in any order) and package units (in order) are the input's. */
function sameParts(saved: SavedParts | undefined, sku: Pick<SkuInput, 'spec_value_ids' | 'units'>): boolean {
  if (!saved) return false;
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
  if (sorted(saved.specValueIds) !== sorted(sku.spec_value_ids) || saved.units.length !== sku.units.length) return false;
  return sku.units.every((u, j) => {
    const s = saved.units[j];
    return s.unitId === u.unit_id && Number(s.ratio) === u.ratio && optionalPrice(s.salePrice === null ? null : Number(s.salePrice)) === optionalPrice(u.sale_price);
  });
}

/**
 * Saves the form: SKUs kept by id (a SKU of another SPU is refused), new combinations added, dropped ones
 * deleted; price changes of kept SKUs go to the price history. Refused while pending (409). When checking
 * is on, a new name or new images of an approved SPU (on or off sale) send it back to pending.
 *
 * `onlyChanged` (the goods import, which saves again products that mostly did not change): the same checks,
 * but the SPU row, its specs, and each kept SKU's row, spec values and package units are written only where
 * they differ from what is saved (the form writes them all, which bumps every SKU's `updated_at`).
 */
export async function updateSpu(ctx: RequestContext, input: UpdateSpuInput, options: { onlyChanged?: boolean } = {}): Promise<SpuDetail> {
  const onlyChanged = options.onlyChanged === true;
  const current = await lockSpu(ctx, input.id);
  if (current.status === SPU.pending) throw conflict('pms.spu_pending_locked');
  const existing = await ctx.db.select().from(skus).where(eq(skus.spuId, input.id)).for('update');
  const byId = new Map(existing.map((s) => [s.id, s]));
  const strangers = input.skus.flatMap((s, i) => (s.id && !byId.has(s.id) ? [{ field: `skus.${i}.id`, message: 'pms.sku_not_of_spu' }] : []));
  if (strangers.length) throw invalid(strangers);
  const checked = await checkInput(ctx, input);
  await assertNameFree(ctx, spus, input.name, 'pms.spu_name_taken', input.id);
  await assertSpuCodeFree(ctx, input.code, input.id);
  await assertCodesFree(ctx, input, input.id);
  const keptIds = new Set(input.skus.map((s) => s.id).filter((id): id is number => !!id));
  const gone = existing.filter((s) => !keptIds.has(s.id));
  await assertSkusRemovable(ctx, gone);

  const approved = current.status === SPU.onSale || current.status === SPU.offSale;
  const recheck = checked.setting.spu_check === 1 && approved && (current.name !== input.name || !sameImages(current.images, input.images));
  const spuSet = spuValues(ctx, input);
  if (!onlyChanged || recheck || !sameColumns(current, spuSet)) {
    await ctx.db
      .update(spus)
      .set({ ...spuSet, ...(recheck ? { status: SPU.pending, submittedAt: new Date() } : {}), updatedAt: new Date() })
      .where(eq(spus.id, input.id));
  }
  const savedParts = onlyChanged ? await readSkuParts(ctx, input.id, existing) : null;
  if (!savedParts || savedParts.specIds.join(',') !== input.spec_ids.join(',')) await writeSpuSpecs(ctx, input.id, input.spec_ids);

  if (gone.length)
    await deleteSkusSafely(ctx, (db) =>
      db.delete(skus).where(
        inArray(
          skus.id,
          gone.map((s) => s.id),
        ),
      ),
    );
  const typed = new Set(input.skus.map((s) => s.code).filter((c): c is string => !!c));
  const generated = await freshCodes(ctx, input.skus.filter((s) => !s.code && !(s.id && byId.has(s.id))).length, typed);
  const values = input.skus.map((sku, i) => skuValues(sku, sku.code ?? (sku.id ? byId.get(sku.id)?.code : undefined) ?? generated.shift()!, checked.specTexts[i], i + 1));
  for (const [i, sku] of input.skus.entries()) {
    const before = sku.id ? byId.get(sku.id) : undefined;
    if (!before || (onlyChanged && sameColumns(before, values[i]))) continue;
    await ctx.db
      .update(skus)
      .set({ ...values[i], updatedAt: new Date() })
      .where(eq(skus.id, before.id));
    await logPriceChanges(
      ctx,
      before.id,
      { sale_price: before.salePrice, market_price: before.marketPrice, cost_price: before.costPrice },
      { sale_price: values[i].salePrice, market_price: values[i].marketPrice, cost_price: values[i].costPrice },
    );
  }
  const added = await insertSkus(
    ctx,
    input.id,
    values.filter((_, i) => !(input.skus[i].id && byId.has(input.skus[i].id!))),
  );
  const parts = input.skus.map((sku, i) => ({ skuId: sku.id && byId.has(sku.id) ? sku.id : added.get(values[i].code)!, sku }));
  await writeSkuParts(ctx, savedParts ? parts.filter((p) => !sameParts(savedParts.bySku.get(p.skuId), p.sku)) : parts, true);
  return getSpu(ctx, input.id);
}

// ── states ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * One move of the state machine as a single conditional update: only a row still in one of `from`
 * changes, so two concurrent calls move it once; the other gets 409 `refusal` (404 when there is no SPU).
 */
async function move(ctx: RequestContext, id: number, from: readonly number[], set: Partial<typeof spus.$inferInsert>, refusal: string): Promise<SpuRecord> {
  const [row] = await ctx.db
    .update(spus)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(spus.id, id), inArray(spus.status, [...from])))
    .returning();
  if (row) return row;
  const [exists] = await ctx.db.select({ id: spus.id }).from(spus).where(eq(spus.id, id));
  if (!exists) throw notFound('pms.spu_not_found');
  throw conflict(refusal);
}

/** What a check compares a later re-submission with, taken from the row itself in the same statement. */
const snapshotOfRow = sql`jsonb_build_object('name', ${spus.name}, 'images', ${spus.images}, 'description', ${spus.description})`;

/** Where a submission leads: pending with checking on, else on sale with what was approved (`approved`). */
function submittedState(setting: GoodsSetting, approved: ApprovedSnapshot | typeof snapshotOfRow) {
  return setting.spu_check === 1
    ? { status: SPU.pending, submittedAt: new Date(), rejectReason: null }
    : { status: SPU.onSale, submittedAt: new Date(), rejectReason: null, approvedSnapshot: approved as ApprovedSnapshot };
}

/** Draft or rejected → pending (checking on) or straight on sale (checking off). */
export async function submitSpu(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await move(ctx, id, [SPU.draft, SPU.rejected], submittedState(await getGoodsSetting(ctx), snapshotOfRow), 'pms.spu_cannot_submit');
  return { id };
}

/** Pending → on sale (approve: the snapshot keeps what was approved) or rejected with the reason; the author hears of it. */
export async function checkSpu(ctx: RequestContext, id: number, input: { result: 'approve' | 'reject'; reason: string | null }): Promise<{ id: number }> {
  const approve = input.result === 'approve';
  const checked = { checkedAt: new Date(), checkedBy: ctx.staffId };
  const row = await move(
    ctx,
    id,
    [SPU.pending],
    approve ? { ...checked, status: SPU.onSale, rejectReason: null, approvedSnapshot: snapshotOfRow as never } : { ...checked, status: SPU.rejected, rejectReason: input.reason },
    'pms.spu_not_pending',
  );
  if (row.createdBy !== null && row.createdBy !== ctx.staffId) {
    await sendMessage(ctx.db, {
      tenantId: ctx.tenantId,
      recipients: [row.createdBy],
      type: 'system',
      title: { key: 'pms.msg_spu_checked_title' },
      content: approve ? { key: 'pms.msg_spu_approved', params: { name: row.name } } : { key: 'pms.msg_spu_rejected', params: { name: row.name, reason: input.reason ?? '' } },
      from: { staffId: ctx.staffId, name: ctx.session.name },
      params: { target_type: 'pms_spu', target_id: id },
    });
  }
  return { id };
}

export async function onSaleSpu(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await move(ctx, id, [SPU.offSale], { status: SPU.onSale }, 'pms.spu_not_off_sale');
  return { id };
}

export async function offSaleSpu(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await move(ctx, id, [SPU.onSale], { status: SPU.offSale }, 'pms.spu_not_on_sale');
  return { id };
}

/** Only a draft, rejected or off-sale SPU goes (with its SKUs); a SKU named by a recipe keeps it (409). */
export async function deleteSpu(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const current = await lockSpu(ctx, id);
  if (current.status === SPU.pending || current.status === SPU.onSale) throw conflict('pms.spu_cannot_delete');
  await assertSkusRemovable(ctx, await ctx.db.select().from(skus).where(eq(skus.spuId, id)));
  await deleteSkusSafely(ctx, (db) => db.delete(spus).where(and(eq(spus.id, id), inArray(spus.status, [SPU.draft, SPU.rejected, SPU.offSale]))));
  return { id };
}

/** '<name> (副本)', then '<name> (副本 2)' … whichever the tenant has not yet, within the 60 characters of a name. */
async function copyName(ctx: RequestContext, name: string, suffix: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const tail = ` (${suffix}${n > 1 ? ` ${n}` : ''})`;
    const candidate = name.slice(0, 60 - tail.length) + tail;
    const [taken] = await ctx.db.select({ id: spus.id }).from(spus).where(eq(spus.name, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

/**
 * A draft copy: same fields, specs, SKUs (prices, units, package units); SKU codes are generated afresh
 * (prefix + counter, whatever the code mode: the author edits them) and barcodes cleared.
 */
export async function copySpu(ctx: RequestContext, id: number): Promise<SpuDetail> {
  const source = await getSpu(ctx, id);
  const [row] = await ctx.db.select().from(spus).where(eq(spus.id, id));
  const name = await copyName(ctx, source.name, translate('pms.spu_copy_suffix', ctx.locale));
  const [spu] = await ctx.db
    .insert(spus)
    .values({
      tenantId: ctx.tenantId,
      name,
      sellingPoints: row.sellingPoints,
      categoryId: row.categoryId,
      brandId: row.brandId,
      typeId: row.typeId,
      images: row.images,
      video: row.video,
      description: row.description,
      attributes: row.attributes,
      sort: row.sort,
      status: SPU.draft,
      createdBy: ctx.staffId,
    })
    .returning({ id: spus.id });
  await writeSpuSpecs(
    ctx,
    spu.id,
    source.specs.map((s) => s.spec_id),
  );
  const codes = await freshCodes(ctx, source.skus.length, new Set());
  const ids = await insertSkus(
    ctx,
    spu.id,
    source.skus.map((sku, i) => ({
        code: codes[i],
        barcode: null,
        specText: sku.spec_text,
        unitId: sku.unit_id,
        salePrice: sku.sale_price,
        marketPrice: sku.market_price,
        costPrice: sku.cost_price,
        weight: sku.weight,
        volume: sku.volume,
        minOrderQty: sku.min_order_qty,
        image: sku.image,
        status: sku.status,
        sort: i + 1,
    })),
  );
  await writeSkuParts(
    ctx,
    source.skus.map((sku, i) => ({ skuId: ids.get(codes[i])!, sku: { spec_value_ids: sku.spec_value_ids, units: sku.units.map((u) => ({ unit_id: u.unit_id, ratio: Number(u.ratio), sale_price: u.sale_price === null ? null : Number(u.sale_price) })) } })),
    false,
  );
  return getSpu(ctx, spu.id);
}
