import { and, asc, count, eq, ne, or } from 'drizzle-orm';
import type { Courier, CourierListQuery, CreateCourierInput, UpdateCourierInput } from '@tradewind/contract/marketing/courier.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { containsText } from '@/core/db/like';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { outboundsNamingCourier } from '@/modules/wms';
import { couriers } from './courier.table';

type Row = typeof couriers.$inferSelect;

const toCourier = (ctx: RequestContext, r: Row): Courier => ({
  id: r.id,
  code: r.code,
  name: r.name,
  tracking_url: r.trackingUrl,
  phone: r.phone,
  status: r.status === 1 ? 1 : 0,
  sort: r.sort,
  remark: r.remark,
  created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
  updated_at: formatDateTime(r.updatedAt, ctx.session.timeZone)!,
});

/** Enabled first, then by sort and code: the order pickers show them in. */
export async function listCouriers(ctx: RequestContext, query: CourierListQuery) {
  const keyword = query.keyword || undefined;
  const where = and(keyword ? or(containsText(couriers.code, keyword), containsText(couriers.name, keyword)) : undefined, query.status === undefined ? undefined : eq(couriers.status, query.status));
  return paginate(query, {
    rows: (page) => ctx.db.select().from(couriers).where(where).orderBy(asc(couriers.sort), asc(couriers.code), asc(couriers.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(couriers).where(where),
    map: (rows) => rows.map((r) => toCourier(ctx, r)),
  });
}

async function lockCourier(ctx: RequestContext, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(couriers).where(eq(couriers.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function getCourier(ctx: RequestContext, id: number): Promise<Courier> {
  const [row] = await ctx.db.select().from(couriers).where(eq(couriers.id, id));
  if (!row) throw notFound();
  return toCourier(ctx, row);
}

async function assertCodeFree(ctx: RequestContext, code: string, exceptId?: number): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: couriers.id })
    .from(couriers)
    .where(and(eq(couriers.code, code), exceptId === undefined ? undefined : ne(couriers.id, exceptId)));
  if (taken) throw invalidField('code', 'marketing.courier_code_taken');
}

const fields = (input: CreateCourierInput) => ({
  code: input.code,
  name: input.name,
  trackingUrl: input.tracking_url,
  phone: input.phone,
  status: input.status,
  sort: input.sort,
  remark: input.remark,
});

export async function createCourier(ctx: RequestContext, input: CreateCourierInput): Promise<Courier> {
  await assertCodeFree(ctx, input.code);
  const [row] = await ctx.db.insert(couriers).values({ tenantId: ctx.tenantId, createdBy: ctx.staffId, ...fields(input) }).returning();
  return toCourier(ctx, row);
}

export async function updateCourier(ctx: RequestContext, input: UpdateCourierInput): Promise<Courier> {
  await lockCourier(ctx, input.id);
  await assertCodeFree(ctx, input.code, input.id);
  const [row] = await ctx.db.update(couriers).set({ ...fields(input), updatedAt: new Date() }).where(eq(couriers.id, input.id)).returning();
  return toCourier(ctx, row);
}

/** Enable or disable: a disabled courier stays on the documents that name it and leaves the pickers. */
export async function setCourierStatus(ctx: RequestContext, id: number, status: 0 | 1): Promise<Courier> {
  await lockCourier(ctx, id);
  const [row] = await ctx.db.update(couriers).set({ status, updatedAt: new Date() }).where(eq(couriers.id, id)).returning();
  return toCourier(ctx, row);
}

/** A courier outbounds name cannot be deleted (409, README "Couriers"): it is disabled instead. */
export async function deleteCourier(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const row = await lockCourier(ctx, id);
  const used = await outboundsNamingCourier(ctx, id);
  if (used > 0) throw conflict('marketing.courier_in_use', { name: row.name, count: used });
  await ctx.db.delete(couriers).where(eq(couriers.id, id));
  return { id };
}
