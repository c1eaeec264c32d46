import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/core/db/database';
import { memoRead, type ReadMemo } from '@/core/db/read-memo';
import { withSystem } from '@/core/db/tenancy';
import { invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { loadAreaRows, nearestDistrict, type AreaRow } from './area-data';
import { areas } from './area.table';

export type Area = { id: number; parent_id: number; name: string; level: number; longitude: number | null; latitude: number | null };

/** Beyond this distance from every district centre a point is not in mainland China for our purposes. */
const MAX_DISTANCE_KM = 150;

function toArea(row: typeof areas.$inferSelect): Area {
  return {
    id: row.id,
    parent_id: row.parentId,
    name: row.name,
    level: row.level,
    longitude: row.longitude === null ? null : Number(row.longitude),
    latitude: row.latitude === null ? null : Number(row.latitude),
  };
}

/** Loads the area reference table from the data package on first start (and after a data upgrade adds rows). */
export async function ensureAreas(db: Db): Promise<void> {
  const rows = loadAreaRows();
  await withSystem(db, async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(areas);
    if (n >= rows.length) return;
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(areas)
        .values(
          rows.slice(i, i + 500).map((r) => ({
            id: r.id,
            parentId: r.parent_id,
            name: r.name,
            level: r.level,
            longitude: r.longitude === null ? null : String(r.longitude),
            latitude: r.latitude === null ? null : String(r.latitude),
          })),
        )
        .onConflictDoNothing();
    }
  });
}

/** Children of an area; 0 lists the provinces. */
export async function childAreas(ctx: RequestContext, parentId: number): Promise<Area[]> {
  if (parentId !== 0) await getArea(ctx, parentId);
  const rows = await ctx.db.select().from(areas).where(eq(areas.parentId, parentId)).orderBy(asc(areas.id));
  return rows.map(toArea);
}

export async function getArea(ctx: RequestContext, id: number): Promise<Area & { path: Area[] }> {
  const path: Area[] = [];
  let current = id;
  while (current !== 0 && path.length < 4) {
    const [row] = await ctx.db.select().from(areas).where(eq(areas.id, current));
    if (!row) throw notFound('area.not_found');
    path.unshift(toArea(row));
    current = row.parentId;
  }
  return { ...path[path.length - 1], path };
}

/**
 * "省 市 区" for a store or address form. Ids must form one chain (each the parent of the next);
 * undefined when they do not. `memo`: each chain read once for a transaction.
 */
export async function areaPathName(tx: Db, ids: Array<number | null | undefined>, memo?: ReadMemo): Promise<string | null | undefined> {
  const given = ids.filter((id): id is number => typeof id === 'number');
  if (given.length === 0) return null;
  const rows = await memoRead(memo, `areas:${given.join(',')}`, () => tx.select().from(areas).where(inArray(areas.id, given)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain = given.map((id) => byId.get(id));
  if (chain.some((r) => !r)) return undefined;
  for (let i = 1; i < chain.length; i += 1) if (chain[i]!.parentId !== chain[i - 1]!.id) return undefined;
  if (chain[0]!.level !== 1) return undefined;
  return chain.map((r) => r!.name).join(' ');
}

/**
 * Each known area's name after its ancestors' ('上海市 浦东新区', '浙江省 杭州市'), by id; unknown ids are
 * left out (a caller refuses them).
 */
export async function areaFullNames(tx: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    tx,
    sql`WITH RECURSIVE up AS (
          SELECT a.id AS leaf, a.parent_id, a.name::text AS name FROM areas AS a WHERE a.id = ANY(${`{${ids.join(',')}}`}::int[])
          UNION ALL SELECT up.leaf, p.parent_id, p.name || ' ' || up.name FROM up JOIN areas AS p ON p.id = up.parent_id)
        SELECT leaf AS id, name FROM up WHERE parent_id = 0`,
  );
  // a municipality's city row repeats its name (上海市 上海市 浦东新区): said once
  return new Map(rows.map((r) => [Number(r.id), r.name.split(' ').filter((part, i, all) => part !== all[i - 1]).join(' ')]));
}

function distanceKm(aLng: number, aLat: number, bLng: number, bLat: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Offline reverse geocoding: the district whose centre is nearest. A real geocoder plugs in by replacing
 * this function (see the module README); the answer's shape stays.
 */
export async function addressByLocation(ctx: RequestContext, longitude: number, latitude: number) {
  const rows: readonly AreaRow[] = loadAreaRows();
  const district = nearestDistrict(rows, longitude, latitude);
  if (!district || district.longitude === null || district.latitude === null) throw notFound('area.no_location');
  if (distanceKm(longitude, latitude, district.longitude, district.latitude) > MAX_DISTANCE_KM) throw invalidField('longitude', 'area.no_location');
  const full = await getArea(ctx, district.id);
  const [province, city, area] = full.path;
  return {
    province: province ?? null,
    city: city ?? null,
    area: area ?? null,
    province_id: province?.id ?? null,
    city_id: city?.id ?? null,
    area_id: area?.id ?? null,
    area_string: full.path.map((a) => a.name).join(' '),
    longitude,
    latitude,
  };
}
