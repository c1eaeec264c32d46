import { checkPolygon, type LngLat } from '@tradewind/contract/oms/site-geometry';
import { SITE_TYPE, type Site } from '@tradewind/contract/oms/site.schema';

/** The site form's fields: the polygon is the map editor's open ring (no closing point), the place its marker. */
export type SiteValues = {
  name: string;
  code: string;
  type: 1 | 2;
  address?: string | null;
  longitude?: number | null;
  latitude?: number | null;
  polygon: LngLat[];
  default_line_id?: number | null;
  contact_name?: string | null;
  contact_phone?: string | null;
  status: boolean;
  sort?: number | null;
  remark?: string | null;
};

export type SiteBody = {
  name: string;
  code: string;
  type: number;
  address: string | null;
  longitude: number | null;
  latitude: number | null;
  polygon: LngLat[] | null;
  default_line_id: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  status: 0 | 1;
  sort: number;
  remark: string | null;
};

/** The ring as the editor holds it: without the closing point. */
export const openRing = (ring: readonly LngLat[] | null): LngLat[] => {
  if (!ring || ring.length === 0) return [];
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return ring.length > 1 && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : [...ring];
};

export function siteToValues(site: Site | undefined): SiteValues {
  if (!site) return { name: '', code: '', type: SITE_TYPE.area, polygon: [], status: true, sort: 0 };
  return {
    name: site.name,
    code: site.code,
    type: site.type === SITE_TYPE.pickup ? 1 : 2,
    address: site.address,
    longitude: site.longitude === null ? null : Number(site.longitude),
    latitude: site.latitude === null ? null : Number(site.latitude),
    polygon: openRing(site.polygon),
    default_line_id: site.default_line_id,
    contact_name: site.contact_name,
    contact_phone: site.contact_phone,
    status: site.status === 1,
    sort: site.sort,
    remark: site.remark,
  };
}

export function valuesToBody(v: SiteValues): SiteBody {
  const text = (s?: string | null) => (s && s.trim() ? s.trim() : null);
  return {
    name: v.name.trim(),
    code: v.code.trim(),
    type: v.type,
    address: text(v.address),
    longitude: v.longitude ?? null,
    latitude: v.latitude ?? null,
    polygon: v.polygon.length ? v.polygon : null,
    default_line_id: v.default_line_id ?? null,
    contact_name: text(v.contact_name),
    contact_phone: text(v.contact_phone),
    status: v.status ? 1 : 0,
    sort: v.sort ?? 0,
    remark: text(v.remark),
  };
}

/**
 * The polygon field's rule, the server's (contract `checkPolygon`): a delivery area needs one; a drawn
 * one has 3 distinct points or more, no crossing edges and an area. Answers the message key or null.
 */
export function polygonProblem(type: number, points: readonly LngLat[]): string | null {
  if (points.length === 0) return type === SITE_TYPE.area ? 'oms.site_polygon_required' : null;
  const checked = checkPolygon(points);
  return 'error' in checked ? checked.error : null;
}
