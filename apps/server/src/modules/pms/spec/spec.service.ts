import { asc, eq, inArray } from 'drizzle-orm';
import type { CreateSpecInput, Spec, SpecListQuery, UpdateSpecInput } from '@tradewind/contract/pms/spec.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { conflict, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { assertNameFree, listByName, lockRow } from '../catalogue';
import { typeSpecs } from '../type/type.table';
import { specHasGoods, specValueHasGoods } from '../goods/goods-use';
import { specs, specValues } from './spec.table';

type SpecRow = typeof specs.$inferSelect;

async function toSpecs(ctx: RequestContext, rows: SpecRow[]): Promise<Spec[]> {
  const ids = rows.map((r) => r.id);
  const values = ids.length
    ? await ctx.db.select().from(specValues).where(inArray(specValues.specId, ids)).orderBy(asc(specValues.sort), asc(specValues.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    values: values.filter((v) => v.specId === r.id).map((v) => ({ id: v.id, value: v.value })),
    sort: r.sort,
    created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
  }));
}

export function listSpecs(ctx: RequestContext, query: SpecListQuery) {
  return listByName(ctx, specs, query, (rows) => toSpecs(ctx, rows));
}

export async function getSpec(ctx: RequestContext, id: number): Promise<Spec> {
  const rows = await ctx.db.select().from(specs).where(eq(specs.id, id));
  if (rows.length === 0) throw notFound();
  return (await toSpecs(ctx, rows))[0];
}

/**
 * The spec's values become `values`, in that order: a value whose text stays keeps its id (SKUs will
 * refer to it), a removed one goes — unless a SKU is of it (409 with the value) —, a new one is added.
 */
async function saveValues(ctx: RequestContext, specId: number, values: readonly string[]): Promise<void> {
  const current = await ctx.db.select().from(specValues).where(eq(specValues.specId, specId));
  const byValue = new Map(current.map((v) => [v.value, v]));
  const removed = current.filter((v) => !values.includes(v.value));
  for (const v of removed) if (await specValueHasGoods(ctx, v.id)) throw conflict('pms.spec_value_in_use', { value: v.value });
  const gone = removed.map((v) => v.id);
  if (gone.length) await ctx.db.delete(specValues).where(inArray(specValues.id, gone));
  for (const [i, value] of values.entries()) {
    const kept = byValue.get(value);
    if (!kept) await ctx.db.insert(specValues).values({ tenantId: ctx.tenantId, specId, value, sort: i + 1 });
    else if (kept.sort !== i + 1) await ctx.db.update(specValues).set({ sort: i + 1 }).where(eq(specValues.id, kept.id));
  }
}

export async function createSpec(ctx: RequestContext, input: CreateSpecInput): Promise<Spec> {
  await assertNameFree(ctx, specs, input.name, 'pms.spec_name_taken');
  const [row] = await ctx.db.insert(specs).values({ tenantId: ctx.tenantId, name: input.name, sort: input.sort }).returning();
  await saveValues(ctx, row.id, input.values);
  return getSpec(ctx, row.id);
}

export async function updateSpec(ctx: RequestContext, input: UpdateSpecInput): Promise<Spec> {
  await lockRow(ctx, specs, input.id);
  await assertNameFree(ctx, specs, input.name, 'pms.spec_name_taken', input.id);
  await ctx.db.update(specs).set({ name: input.name, sort: input.sort, updatedAt: new Date() }).where(eq(specs.id, input.id));
  await saveValues(ctx, input.id, input.values);
  return getSpec(ctx, input.id);
}

/** Whether every id names one of the tenant's specs. */
/** The ids of `ids` that are the tenant's specs (a caller refuses the rest by name: refuseUnknownIds). */
export async function specsFound(ctx: RequestContext, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await ctx.db.select({ id: specs.id }).from(specs).where(inArray(specs.id, [...ids]))).map((r) => r.id);
}

/** A spec a goods type names, or goods vary by, stays (409): they would silently lose it. */
export async function deleteSpec(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockRow(ctx, specs, id);
  const [used] = await ctx.db.select({ id: typeSpecs.typeId }).from(typeSpecs).where(eq(typeSpecs.specId, id)).limit(1);
  if (used) throw conflict('pms.spec_in_use');
  if (await specHasGoods(ctx, id)) throw conflict('pms.spec_in_use_by_goods');
  await ctx.db.delete(specs).where(eq(specs.id, id));
  return { id };
}
