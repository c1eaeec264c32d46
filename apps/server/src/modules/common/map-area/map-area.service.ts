import { eq } from 'drizzle-orm';
import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';
import { z } from 'zod';
import { formatDateTime } from '@tradewind/contract/common/time';
import { idSchema, optionalText, plainNumber } from '@tradewind/contract/common/validation';
import type { Db } from '@/core/db/database';
import { invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';

export const mapAreas = pgTable(
  'map_areas',
  {
    ...rowKey(),
    storeId: integer('store_id'),
    name: varchar('name', { length: 50 }).notNull(),
    color: varchar('color', { length: 20 }),
    points: jsonb('points').$type<Array<[number, number]>>().notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);

const point = z.tuple([
  plainNumber(z.number().min(-180, 'validation.longitude').max(180, 'validation.longitude')),
  plainNumber(z.number().min(-90, 'validation.latitude').max(90, 'validation.latitude')),
]);

/** A delivery zone: a polygon of [longitude, latitude] points, sent as a list or as JSON text. */
export const SaveMapAreaSchema = z.object({
  id: idSchema.optional(),
  name: z.string({ error: 'validation.name_required' }).trim().min(1, 'validation.name_required').max(50, 'validation.name_too_long'),
  store_id: idSchema.nullable().optional(),
  color: z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid').optional(),
  remark: optionalText(200),
  points: z
    .union([z.string(), z.array(z.unknown())], { error: 'validation.points' })
    .transform((v, c) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        c.addIssue({ code: 'custom', message: 'validation.points' });
        return z.NEVER;
      }
    })
    .pipe(z.array(point, { error: 'validation.points' }).min(3, 'validation.points').max(2000, 'validation.points')),
});
export type SaveMapAreaInput = z.infer<typeof SaveMapAreaSchema>;

export type MapArea = { id: number; name: string; store_id: number | null; color: string | null; points: Array<[number, number]>; remark: string | null; updated_at: string };

function toMapArea(row: typeof mapAreas.$inferSelect, timeZone: string): MapArea {
  return { id: row.id, name: row.name, store_id: row.storeId, color: row.color, points: row.points, remark: row.remark, updated_at: formatDateTime(row.updatedAt, timeZone)! };
}

export async function getMapArea(ctx: RequestContext, id: number): Promise<MapArea> {
  const [row] = await ctx.db.select().from(mapAreas).where(eq(mapAreas.id, id));
  if (!row) throw notFound();
  return toMapArea(row, ctx.session.timeZone);
}

export async function saveMapArea(ctx: RequestContext, input: SaveMapAreaInput): Promise<MapArea> {
  const storeId = input.store_id ?? ctx.storeId ?? null;
  if (storeId !== null && !ctx.session.storeIds.includes(storeId)) throw invalidField('store_id', 'common.store_not_authorised');
  const values = { name: input.name, storeId, color: input.color ?? null, points: input.points, remark: input.remark, updatedAt: new Date() };
  if (input.id) {
    const [row] = await ctx.db.update(mapAreas).set(values).where(eq(mapAreas.id, input.id)).returning();
    if (!row) throw notFound();
    return toMapArea(row, ctx.session.timeZone);
  }
  const [row] = await ctx.db.insert(mapAreas).values({ tenantId: ctx.tenantId, ...values }).returning();
  return toMapArea(row, ctx.session.timeZone);
}

export async function storeHasMapAreas(tx: Db, storeId: number): Promise<boolean> {
  const [row] = await tx.select({ id: mapAreas.id }).from(mapAreas).where(eq(mapAreas.storeId, storeId)).limit(1);
  return !!row;
}
