import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import { pointInPolygon, ringArea, ringBounds, type LngLat } from '@tradewind/contract/oms/site-geometry';
import type { MapSetting, Site, SiteForPoint, SiteInput, SiteListQuery, UpdateSiteInput } from '@tradewind/contract/oms/site.schema';
import type { Db } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { withSystem } from '@/core/db/tenancy';
import { conflict, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { mapSettings, sites } from './site.table';

type Row = { s: typeof sites.$inferSelect; createdByName: string | null };

const toSite = (r: Row, tz: string): Site => ({
  id: r.s.id,
  name: r.s.name,
  code: r.s.code,
  type: r.s.type,
  address: r.s.address,
  longitude: r.s.longitude,
  latitude: r.s.latitude,
  polygon: r.s.polygon,
  default_line_id: r.s.defaultLineId,
  contact_name: r.s.contactName,
  contact_phone: r.s.contactPhone,
  status: r.s.status,
  sort: r.s.sort,
  remark: r.s.remark,
  created_by_name: r.createdByName,
  created_at: formatDateTime(r.s.createdAt, tz) ?? '',
  updated_at: formatDateTime(r.s.updatedAt, tz) ?? '',
});

const select = (db: Db) => db.select({ s: sites, createdByName: staff.name }).from(sites).leftJoin(staff, eq(staff.id, sites.createdBy));

/** `GET /oms/sites`: by name / code / address, type and status; sort, then id. */
export async function listSites(ctx: RequestContext, q: SiteListQuery) {
  const where = and(
    q.keyword ? or(containsText(sites.name, q.keyword), containsText(sites.code, q.keyword), containsText(sites.address, q.keyword)) : undefined,
    q.type !== undefined ? eq(sites.type, q.type) : undefined,
    q.status !== undefined ? eq(sites.status, q.status) : undefined,
  );
  return paginate(q, {
    rows: (p) => select(ctx.db).where(where).orderBy(asc(sites.sort), asc(sites.id)).limit(p.limit).offset(p.offset),
    total: ctx.db.select({ total: count() }).from(sites).where(where),
    map: (rows) => rows.map((r) => toSite(r as Row, ctx.session.timeZone)),
  });
}

export async function getSite(ctx: RequestContext, id: number): Promise<Site> {
  const [row] = await select(ctx.db).where(eq(sites.id, id));
  if (!row) throw notFound('oms.site_not_found');
  return toSite(row as Row, ctx.session.timeZone);
}

/** The columns of a site's input: the ring's bounding box beside it, coordinates as text. */
function valuesOf(input: SiteInput) {
  const bounds = input.polygon ? ringBounds(input.polygon) : null;
  const coord = (v: number | null | undefined) => (v === undefined || v === null ? null : v.toFixed(6));
  return {
    name: input.name,
    code: input.code,
    type: input.type,
    address: input.address,
    longitude: coord(input.longitude),
    latitude: coord(input.latitude),
    polygon: input.polygon,
    minLng: bounds ? bounds[0].toFixed(6) : null,
    minLat: bounds ? bounds[1].toFixed(6) : null,
    maxLng: bounds ? bounds[2].toFixed(6) : null,
    maxLat: bounds ? bounds[3].toFixed(6) : null,
    defaultLineId: input.default_line_id,
    contactName: input.contact_name,
    contactPhone: input.contact_phone,
    status: input.status,
    sort: input.sort,
    remark: input.remark,
  };
}

/** A code is the tenant's once (409 `oms.site_code_taken`; a racing twin meets the unique index and gets 409 too). */
async function assertCodeFree(ctx: RequestContext, code: string, except?: number): Promise<void> {
  const [taken] = await ctx.db.select({ id: sites.id }).from(sites).where(and(eq(sites.code, code), except ? ne(sites.id, except) : undefined));
  if (taken) throw conflict('oms.site_code_taken');
}

/** `POST /oms/site`: the polygon checked and closed by the contract (≥ 3 points, an area, no crossing edges). */
export async function createSite(ctx: RequestContext, input: SiteInput): Promise<Site> {
  await assertCodeFree(ctx, input.code);
  const [row] = await ctx.db.insert(sites).values({ tenantId: ctx.tenantId, ...valuesOf(input), createdBy: ctx.staffId }).returning({ id: sites.id });
  ctx.audit.targetId = row.id;
  return getSite(ctx, row.id);
}

export async function updateSite(ctx: RequestContext, input: UpdateSiteInput): Promise<Site> {
  await getSite(ctx, input.id);
  await assertCodeFree(ctx, input.code, input.id);
  await ctx.db.update(sites).set({ ...valuesOf(input), updatedAt: new Date() }).where(eq(sites.id, input.id));
  return getSite(ctx, input.id);
}

export async function setSiteStatus(ctx: RequestContext, id: number, status: 0 | 1): Promise<Site> {
  await getSite(ctx, id);
  await ctx.db.update(sites).set({ status, updatedAt: new Date() }).where(eq(sites.id, id));
  return getSite(ctx, id);
}

export async function deleteSite(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await getSite(ctx, id);
  await ctx.db.delete(sites).where(eq(sites.id, id));
  return { id };
}

/**
 * The enabled site whose polygon holds the point (its border counts), for logistics (an address's site and
 * default line): of several overlapping, the smallest area; none: null. Runs in the caller's tenant
 * transaction (row-level security keeps it to the tenant's sites).
 */
export async function siteForPoint(db: Db, lng: number, lat: number): Promise<SiteForPoint | null> {
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  const candidates = await db
    .select({ id: sites.id, name: sites.name, code: sites.code, type: sites.type, defaultLineId: sites.defaultLineId, polygon: sites.polygon })
    .from(sites)
    .where(and(eq(sites.status, 1), sql`${sites.polygon} IS NOT NULL`, sql`${sites.minLng} <= ${lng} AND ${sites.maxLng} >= ${lng} AND ${sites.minLat} <= ${lat} AND ${sites.maxLat} >= ${lat}`))
    .orderBy(asc(sites.id));
  let best: { site: (typeof candidates)[number]; area: number } | null = null;
  for (const site of candidates) {
    const ring = site.polygon as LngLat[];
    if (!pointInPolygon(lng, lat, ring)) continue;
    const area = Math.abs(ringArea(ring.slice(0, -1)));
    if (!best || area < best.area) best = { site, area };
  }
  return best ? { id: best.site.id, name: best.site.name, code: best.site.code, type: best.site.type, default_line_id: best.site.defaultLineId } : null;
}

/** The tenant's map tile url ('' when none: the maps draw a plain coordinate canvas). */
export async function readMapSetting(db: Db): Promise<MapSetting> {
  const [row] = await db.select({ url: mapSettings.mapTileUrl }).from(mapSettings);
  return { map_tile_url: row?.url ?? '' };
}

export async function updateMapSetting(ctx: RequestContext, input: MapSetting): Promise<MapSetting> {
  await ctx.db
    .insert(mapSettings)
    .values({ tenantId: ctx.tenantId, mapTileUrl: input.map_tile_url })
    .onConflictDoUpdate({ target: mapSettings.tenantId, set: { mapTileUrl: input.map_tile_url, updatedAt: new Date() } });
  return readMapSetting(ctx.db);
}

/**
 * Every tenant's map tile url (`https://webrd0{s}.is.autonavi.com/…`, distinct, non-empty), read across
 * tenants: the web app's Content-Security-Policy lets the maps load images from their hosts.
 */
export async function allMapTileUrls(db: Db): Promise<string[]> {
  return withSystem(db, async (tx) => {
    const rows = await tx.selectDistinct({ url: mapSettings.mapTileUrl }).from(mapSettings).where(ne(mapSettings.mapTileUrl, ''));
    return rows.map((r) => r.url);
  });
}
