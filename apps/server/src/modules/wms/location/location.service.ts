import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  LOCATION_BATCH_MAX,
  expandLocationPattern,
  type BatchLocationInput,
  type BatchLocationResult,
  type CreateLocationInput,
  type Location,
  type LocationListQuery,
  type UpdateLocationInput,
} from '@tradewind/contract/wms/location.schema';
import { WMS_CODE_PATTERN } from '@tradewind/contract/wms/warehouse.schema';
import { sqlState, type Db } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { locationUse } from '../stock/posting';
import { stock } from '../stock/stock.table';
import { visibleWarehouses } from '../warehouse/warehouse.service';
import { warehouses } from '../warehouse/warehouse.table';
import { locations } from './location.table';

type LocationRow = typeof locations.$inferSelect;

const toLocation = (ctx: RequestContext, r: LocationRow, defaultId: number | null, onHand: string | null): Location => ({
  id: r.id,
  warehouse_id: r.warehouseId,
  code: r.code,
  zone: r.zone,
  type: r.type as Location['type'],
  status: r.status === 1 ? 1 : 0,
  sort: r.sort,
  is_default: r.id === defaultId ? 1 : 0,
  on_hand: onHand ?? '0',
  created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
});

/** A warehouse the caller may see, for a location's `warehouse_id`: 422 on the field otherwise (another store's or tenant's). */
async function visibleWarehouse(ctx: RequestContext, id: number, lock = false): Promise<{ id: number; defaultLocationId: number | null }> {
  const q = ctx.db
    .select({ id: warehouses.id, defaultLocationId: warehouses.defaultLocationId })
    .from(warehouses)
    .where(and(eq(warehouses.id, id), visibleWarehouses(ctx)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw invalidField('warehouse_id', 'wms.warehouse_not_found');
  return row;
}

const live = isNull(locations.deletedAt);

/** A warehouse's locations in code order, with what each holds; filters by code part, zone, status, type. */
export async function listLocations(ctx: RequestContext, query: LocationListQuery) {
  const warehouse = await visibleWarehouse(ctx, query.warehouse_id);
  const where = and(
    eq(locations.warehouseId, warehouse.id),
    live,
    containsText(locations.code, query.keyword),
    query.zone ? eq(locations.zone, query.zone) : undefined,
    query.status === undefined ? undefined : eq(locations.status, query.status),
    query.type === undefined ? undefined : eq(locations.type, query.type),
  );
  const held = ctx.db
    .select({ locationId: stock.locationId, onHand: sql<string>`sum(${stock.onHand})::text`.as('on_hand') })
    .from(stock)
    .where(eq(stock.warehouseId, warehouse.id))
    .groupBy(stock.locationId)
    .as('held');
  return paginate(query, {
    rows: (page) =>
      ctx.db
        .select({ l: locations, onHand: held.onHand })
        .from(locations)
        .leftJoin(held, eq(held.locationId, locations.id))
        .where(where)
        .orderBy(asc(locations.sort), asc(locations.code), asc(locations.id))
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(locations).where(where),
    map: (rows) => rows.map((r) => toLocation(ctx, r.l, warehouse.defaultLocationId, r.onHand)),
  });
}

/** The location about to change, locked with its warehouse visible to the caller; 404 otherwise. */
async function lockLocation(ctx: RequestContext, id: number): Promise<LocationRow> {
  const [row] = await ctx.db
    .select({ l: locations })
    .from(locations)
    .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
    .where(and(eq(locations.id, id), live, visibleWarehouses(ctx)))
    .for('update', { of: locations });
  if (!row) throw notFound('wms.location_not_found');
  return row.l;
}

async function assertCodeFree(ctx: RequestContext, warehouseId: number, code: string, exceptId?: number): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.code, code), live, exceptId ? ne(locations.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict('wms.location_code_taken');
}

async function readLocation(ctx: RequestContext, id: number): Promise<Location> {
  const [row] = await ctx.db
    .select({ l: locations, defaultId: warehouses.defaultLocationId })
    .from(locations)
    .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
    .where(eq(locations.id, id));
  const [held] = await ctx.db.select({ onHand: sql<string>`coalesce(sum(${stock.onHand}), 0)::text` }).from(stock).where(eq(stock.locationId, id));
  return toLocation(ctx, row.l, row.defaultId, held?.onHand ?? '0');
}

export async function createLocation(ctx: RequestContext, input: CreateLocationInput): Promise<Location> {
  // the warehouse's lock queues concurrent creations of one code (the partial unique index holds too)
  await visibleWarehouse(ctx, input.warehouse_id, true);
  await assertCodeFree(ctx, input.warehouse_id, input.code);
  const [row] = await ctx.db
    .insert(locations)
    .values({ tenantId: ctx.tenantId, warehouseId: input.warehouse_id, code: input.code, zone: input.zone, type: input.type, status: input.status, sort: input.sort })
    .returning({ id: locations.id });
  return readLocation(ctx, row.id);
}

export async function updateLocation(ctx: RequestContext, input: UpdateLocationInput): Promise<Location> {
  const current = await lockLocation(ctx, input.id);
  await assertCodeFree(ctx, current.warehouseId, input.code, input.id);
  await ctx.db
    .update(locations)
    .set({ code: input.code, zone: input.zone, type: input.type, status: input.status, sort: input.sort, updatedAt: new Date() })
    .where(eq(locations.id, input.id));
  return readLocation(ctx, input.id);
}

/**
 * Refused (409) while it holds stock. A location the ledger or a document line refers to (a draft entry
 * naming it) is marked deleted (its moves and lines keep their location, its code is free again, posting
 * into it is refused); one never used is removed.
 */
/** Removes the row in a savepoint; false when a document line's foreign key still names it. */
async function removeUnlessReferenced(db: Db, id: number): Promise<boolean> {
  try {
    await db.transaction((sp) => sp.delete(locations).where(eq(locations.id, id)));
    return true;
  } catch (error) {
    if (sqlState(error) === '23503') return false;
    throw error;
  }
}

export async function deleteLocation(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockLocation(ctx, id);
  const use = await locationUse(ctx.db, id);
  if (use.holdsStock) throw conflict('wms.location_has_stock');
  await ctx.db.update(warehouses).set({ defaultLocationId: null, updatedAt: new Date() }).where(eq(warehouses.defaultLocationId, id));
  if (!use.hasMoves && (await removeUnlessReferenced(ctx.db, id))) return { id };
  await ctx.db.update(locations).set({ deletedAt: new Date(), status: 0, updatedAt: new Date() }).where(eq(locations.id, id));
  return { id };
}

/**
 * Creates the codes a pattern makes (`A-01..10-01..05` → A-01-01 … A-10-05), at most LOCATION_BATCH_MAX.
 * Codes that exist already are skipped when asked, else the batch is refused with 409 listing them.
 */
export async function batchCreateLocations(ctx: RequestContext, input: BatchLocationInput): Promise<BatchLocationResult> {
  const codes = expandLocationPattern(input.pattern);
  if (codes === 'too_many') throw invalidField('pattern', 'wms.location_pattern_too_many', { max: LOCATION_BATCH_MAX });
  if (codes === null || codes.some((c) => c.length > 30 || !WMS_CODE_PATTERN.test(c))) throw invalidField('pattern', 'wms.location_pattern_invalid');
  await visibleWarehouse(ctx, input.warehouse_id, true);
  const existing = await ctx.db
    .select({ code: locations.code })
    .from(locations)
    .where(and(eq(locations.warehouseId, input.warehouse_id), live, inArray(locations.code, codes)));
  const taken = new Set(existing.map((r) => r.code));
  const skipped = codes.filter((c) => taken.has(c));
  if (skipped.length && input.skip_existing !== 1) {
    const shown = skipped.slice(0, 20).join(', ') + (skipped.length > 20 ? ` … (${skipped.length})` : '');
    throw conflict('wms.location_codes_taken', { codes: shown });
  }
  const fresh = codes.filter((c) => !taken.has(c));
  for (let i = 0; i < fresh.length; i += 500) {
    await ctx.db.insert(locations).values(
      fresh.slice(i, i + 500).map((code) => ({ tenantId: ctx.tenantId, warehouseId: input.warehouse_id, code, zone: input.zone, type: input.type })),
    );
  }
  ctx.audit.targetType = 'wms_warehouse';
  ctx.audit.targetId = input.warehouse_id;
  return { created: fresh.length, skipped };
}
