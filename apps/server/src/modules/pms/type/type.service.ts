import { asc, eq, inArray } from 'drizzle-orm';
import type { CreateGoodsTypeInput, GoodsType, GoodsTypeListQuery, UpdateGoodsTypeInput } from '@tradewind/contract/pms/type.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { conflict, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { assertNameFree, listByName, lockRow } from '../catalogue';
import { specs } from '../spec/spec.table';
import { specsFound } from '../spec/spec.service';
import { typeHasGoods } from '../goods/goods-use';
import { goodsTypes, typeAttributes, typeSpecs } from './type.table';
import { refuseUnknownIds } from '@/core/http/id-list';

type TypeRow = typeof goodsTypes.$inferSelect;

async function toTypes(ctx: RequestContext, rows: TypeRow[]): Promise<GoodsType[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [linked, attributes] = await Promise.all([
    ctx.db
      .select({ typeId: typeSpecs.typeId, specId: typeSpecs.specId, name: specs.name })
      .from(typeSpecs)
      .innerJoin(specs, eq(specs.id, typeSpecs.specId))
      .where(inArray(typeSpecs.typeId, ids))
      .orderBy(asc(typeSpecs.sort)),
    ctx.db.select().from(typeAttributes).where(inArray(typeAttributes.typeId, ids)).orderBy(asc(typeAttributes.sort), asc(typeAttributes.id)),
  ]);
  return rows.map((r) => {
    const own = linked.filter((l) => l.typeId === r.id);
    return {
      id: r.id,
      name: r.name,
      spec_ids: own.map((l) => l.specId),
      spec_names: own.map((l) => l.name),
      attributes: attributes
        .filter((a) => a.typeId === r.id)
        .map((a) => ({ id: a.id, name: a.name, input_type: a.inputType === 2 ? 2 : a.inputType === 3 ? 3 : 1, options: a.options })),
      sort: r.sort,
      created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
    };
  });
}

export function listTypes(ctx: RequestContext, query: GoodsTypeListQuery) {
  return listByName(ctx, goodsTypes, query, (rows) => toTypes(ctx, rows));
}

export async function getType(ctx: RequestContext, id: number): Promise<GoodsType> {
  const rows = await ctx.db.select().from(goodsTypes).where(eq(goodsTypes.id, id));
  if (rows.length === 0) throw notFound();
  return (await toTypes(ctx, rows))[0];
}

/**
 * The type's specs and attributes become the input's, in its order. An attribute whose name stays keeps
 * its id (products will hold values of it), the others are replaced.
 */
async function saveParts(ctx: RequestContext, typeId: number, input: CreateGoodsTypeInput): Promise<void> {
  await ctx.db.delete(typeSpecs).where(eq(typeSpecs.typeId, typeId));
  if (input.spec_ids.length) {
    await ctx.db.insert(typeSpecs).values(input.spec_ids.map((specId, i) => ({ tenantId: ctx.tenantId, typeId, specId, sort: i + 1 })));
  }
  const current = await ctx.db.select().from(typeAttributes).where(eq(typeAttributes.typeId, typeId));
  const byName = new Map(current.map((a) => [a.name, a]));
  const names = new Set(input.attributes.map((a) => a.name));
  const gone = current.filter((a) => !names.has(a.name)).map((a) => a.id);
  if (gone.length) await ctx.db.delete(typeAttributes).where(inArray(typeAttributes.id, gone));
  for (const [i, a] of input.attributes.entries()) {
    const values = { inputType: a.input_type, options: a.options, sort: i + 1 };
    const kept = byName.get(a.name);
    if (kept) await ctx.db.update(typeAttributes).set(values).where(eq(typeAttributes.id, kept.id));
    else await ctx.db.insert(typeAttributes).values({ tenantId: ctx.tenantId, typeId, name: a.name, ...values });
  }
}

async function checkSpecs(ctx: RequestContext, ids: readonly number[]): Promise<void> {
  refuseUnknownIds('spec_ids', ids, await specsFound(ctx, ids), 'pms.type_spec_not_found');
}

export async function createType(ctx: RequestContext, input: CreateGoodsTypeInput): Promise<GoodsType> {
  await checkSpecs(ctx, input.spec_ids);
  await assertNameFree(ctx, goodsTypes, input.name, 'pms.type_name_taken');
  const [row] = await ctx.db.insert(goodsTypes).values({ tenantId: ctx.tenantId, name: input.name, sort: input.sort }).returning();
  await saveParts(ctx, row.id, input);
  return getType(ctx, row.id);
}

export async function updateType(ctx: RequestContext, input: UpdateGoodsTypeInput): Promise<GoodsType> {
  await lockRow(ctx, goodsTypes, input.id);
  await checkSpecs(ctx, input.spec_ids);
  await assertNameFree(ctx, goodsTypes, input.name, 'pms.type_name_taken', input.id);
  await ctx.db.update(goodsTypes).set({ name: input.name, sort: input.sort, updatedAt: new Date() }).where(eq(goodsTypes.id, input.id));
  await saveParts(ctx, input.id, input);
  return getType(ctx, input.id);
}

/** A type goods are of stays (409). */
export async function deleteType(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockRow(ctx, goodsTypes, id);
  if (await typeHasGoods(ctx, id)) throw conflict('pms.type_in_use');
  await ctx.db.delete(goodsTypes).where(eq(goodsTypes.id, id));
  return { id };
}
