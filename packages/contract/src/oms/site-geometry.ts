import { z } from 'zod';
/**
 * The geometry of sites (站点, docs/trading-model.md §4): a delivery area's polygon as [lng, lat] pairs, checked the
 * same way by the server, the form and the map editor. A ring is kept closed (its first point repeated
 * last); an open ring is closed, repeated neighbours dropped.
 */
export type LngLat = [number, number];

export const POLYGON_MAX_POINTS = 200;

export type PolygonError =
  | 'oms.site_polygon_invalid'
  | 'oms.site_polygon_too_few'
  | 'oms.site_polygon_too_many'
  | 'oms.site_polygon_degenerate'
  | 'oms.site_polygon_self_intersecting';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const same = (a: LngLat, b: LngLat) => a[0] === b[0] && a[1] === b[1];

/** The ring's distinct vertices in order (no closing point), each a finite in-range [lng, lat] rounded to 6 decimals; null when a point is not one. */
export function ringVertices(points: ReadonlyArray<ReadonlyArray<unknown>>): LngLat[] | null {
  const out: LngLat[] = [];
  for (const p of points) {
    if (!Array.isArray(p) || p.length !== 2) return null;
    const [lng, lat] = p.map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v));
    if (typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat)) return null;
    if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return null;
    const point: LngLat = [round6(lng), round6(lat)];
    if (out.length === 0 || !same(out[out.length - 1], point)) out.push(point);
  }
  while (out.length > 1 && same(out[0], out[out.length - 1])) out.pop();
  return out;
}

/** Twice the signed area (shoelace); 0 for points on one line. */
export function ringArea(vertices: readonly LngLat[]): number {
  let sum = 0;
  for (let i = 0; i < vertices.length; i++) {
    const [x1, y1] = vertices[i];
    const [x2, y2] = vertices[(i + 1) % vertices.length];
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

const cross = (o: LngLat, a: LngLat, b: LngLat) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const onSegment = (p: LngLat, q: LngLat, r: LngLat) =>
  Math.min(p[0], r[0]) <= q[0] && q[0] <= Math.max(p[0], r[0]) && Math.min(p[1], r[1]) <= q[1] && q[1] <= Math.max(p[1], r[1]);

/** Whether segments p1–p2 and p3–p4 touch or cross (collinear overlaps included). */
export function segmentsIntersect(p1: LngLat, p2: LngLat, p3: LngLat, p4: LngLat): boolean {
  const d1 = cross(p3, p4, p1);
  const d2 = cross(p3, p4, p2);
  const d3 = cross(p1, p2, p3);
  const d4 = cross(p1, p2, p4);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  if (d1 === 0 && onSegment(p3, p1, p4)) return true;
  if (d2 === 0 && onSegment(p3, p2, p4)) return true;
  if (d3 === 0 && onSegment(p1, p3, p2)) return true;
  if (d4 === 0 && onSegment(p1, p4, p2)) return true;
  return false;
}

/** Whether two edges of the ring that are not neighbours meet (a bow tie, a loop, a vertex on another edge). */
export function isSelfIntersecting(vertices: readonly LngLat[]): boolean {
  const n = vertices.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // neighbours share a vertex; the first and the last edge too
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsIntersect(vertices[i], vertices[(i + 1) % n], vertices[j], vertices[(j + 1) % n])) return true;
    }
  }
  return false;
}

/**
 * Checks a drawn polygon: at least 3 distinct vertices, at most POLYGON_MAX_POINTS, no crossing edges, an area (not
 * all on one line). Answers the closed ring (first point repeated last) or the error's key.
 */
export function checkPolygon(points: ReadonlyArray<ReadonlyArray<unknown>>): { ring: LngLat[] } | { error: PolygonError } {
  const vertices = ringVertices(points);
  if (!vertices) return { error: 'oms.site_polygon_invalid' };
  if (vertices.length < 3) return { error: 'oms.site_polygon_too_few' };
  if (vertices.length > POLYGON_MAX_POINTS) return { error: 'oms.site_polygon_too_many' };
  if (isSelfIntersecting(vertices)) return { error: 'oms.site_polygon_self_intersecting' };
  if (Math.abs(ringArea(vertices)) < 1e-12) return { error: 'oms.site_polygon_degenerate' };
  return { ring: [...vertices, vertices[0]] };
}

/** Whether a point lies inside a ring (ray casting; a point on the border counts as inside). */
export function pointInPolygon(lng: number, lat: number, ring: readonly LngLat[]): boolean {
  const vertices = ring.length > 1 && same(ring[0], ring[ring.length - 1]) ? ring.slice(0, -1) : ring;
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const [xi, yi] = vertices[i];
    const [xj, yj] = vertices[j];
    if (cross([xj, yj], [xi, yi], [lng, lat]) === 0 && onSegment([xj, yj], [lng, lat], [xi, yi])) return true;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The ring's bounding box [minLng, minLat, maxLng, maxLat]. */
export function ringBounds(ring: readonly LngLat[]): [number, number, number, number] {
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/**
 * A polygon field: [lng, lat] pairs as JSON or a form's JSON text; empty means none. Checked and closed by
 * `checkPolygon` (its messages on the field), `invalid` when it is no list of pairs at all.
 */
export function polygonInputSchema(invalid: string) {
  return z.preprocess(
    (v) => {
      if (v === '' || v === undefined) return null;
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z
      .array(z.array(z.unknown()), { error: invalid })
      .nullable()
      .transform((points, ctx) => {
        if (points === null || points.length === 0) return null;
        const checked = checkPolygon(points);
        if ('error' in checked) {
          ctx.addIssue({ code: 'custom', message: checked.error });
          return z.NEVER;
        }
        return checked.ring;
      }),
  );
}
