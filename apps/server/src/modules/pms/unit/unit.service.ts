import { eq } from 'drizzle-orm';
import type { CreateUnitInput, Unit, UnitListQuery, UpdateUnitInput } from '@tradewind/contract/pms/unit.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { conflict, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { assertNameFree, listByName, lockRow } from '../catalogue';
import { unitHasGoods } from '../goods/goods-use';
import { units } from './unit.table';

type UnitRow = typeof units.$inferSelect;

const toUnit = (ctx: RequestContext, r: UnitRow): Unit => ({
  id: r.id,
  name: r.name,
  allow_decimal: r.allowDecimal === 1 ? 1 : 0,
  sort: r.sort,
  created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
});

export function listUnits(ctx: RequestContext, query: UnitListQuery) {
  return listByName(ctx, units, query, (rows) => rows.map((r) => toUnit(ctx, r)));
}

export async function getUnit(ctx: RequestContext, id: number): Promise<Unit> {
  const [row] = await ctx.db.select().from(units).where(eq(units.id, id));
  if (!row) throw notFound();
  return toUnit(ctx, row);
}

/** Whether the tenant has the unit (the goods settings' default unit). */
export async function unitExists(ctx: RequestContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: units.id }).from(units).where(eq(units.id, id));
  return Boolean(row);
}

const fields = (input: CreateUnitInput) => ({ name: input.name, allowDecimal: input.allow_decimal, sort: input.sort });

export async function createUnit(ctx: RequestContext, input: CreateUnitInput): Promise<Unit> {
  await assertNameFree(ctx, units, input.name, 'pms.unit_name_taken');
  const [row] = await ctx.db.insert(units).values({ tenantId: ctx.tenantId, ...fields(input) }).returning();
  return toUnit(ctx, row);
}

export async function updateUnit(ctx: RequestContext, input: UpdateUnitInput): Promise<Unit> {
  await lockRow(ctx, units, input.id);
  await assertNameFree(ctx, units, input.name, 'pms.unit_name_taken', input.id);
  const [row] = await ctx.db.update(units).set({ ...fields(input), updatedAt: new Date() }).where(eq(units.id, input.id)).returning();
  return toUnit(ctx, row);
}

/** A unit a SKU counts in or is packed in stays (409); the goods settings' default unit falls back to none (ON DELETE SET NULL). */
export async function deleteUnit(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockRow(ctx, units, id);
  if (await unitHasGoods(ctx, id)) throw conflict('pms.unit_in_use');
  await ctx.db.delete(units).where(eq(units.id, id));
  return { id };
}
