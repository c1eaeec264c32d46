import { eq } from 'drizzle-orm';
import type { RequestContext } from '@/core/http/request-context';
import { skuSpecValues, skuUnits, skus, spuSpecs, spus } from './goods.table';

/**
 * Whether goods use a catalogue entry: the delete checks of categories, brands, types, units and specs
 * (and a spec value's removal). Only goods tables are read, so the catalogue services import this
 * without importing the SPU service.
 */
const exists = async (query: PromiseLike<unknown[]>) => (await query).length > 0;

export const categoryHasGoods = (ctx: RequestContext, id: number) => exists(ctx.db.select({ id: spus.id }).from(spus).where(eq(spus.categoryId, id)).limit(1));
export const brandHasGoods = (ctx: RequestContext, id: number) => exists(ctx.db.select({ id: spus.id }).from(spus).where(eq(spus.brandId, id)).limit(1));
export const typeHasGoods = (ctx: RequestContext, id: number) => exists(ctx.db.select({ id: spus.id }).from(spus).where(eq(spus.typeId, id)).limit(1));
export const specHasGoods = (ctx: RequestContext, id: number) => exists(ctx.db.select({ id: spuSpecs.spuId }).from(spuSpecs).where(eq(spuSpecs.specId, id)).limit(1));
export const specValueHasGoods = (ctx: RequestContext, id: number) =>
  exists(ctx.db.select({ id: skuSpecValues.skuId }).from(skuSpecValues).where(eq(skuSpecValues.specValueId, id)).limit(1));

/** A SKU's base unit or one of its package units. */
export const unitHasGoods = async (ctx: RequestContext, id: number) =>
  (await exists(ctx.db.select({ id: skus.id }).from(skus).where(eq(skus.unitId, id)).limit(1))) ||
  exists(ctx.db.select({ id: skuUnits.id }).from(skuUnits).where(eq(skuUnits.unitId, id)).limit(1));
