import gcoord from 'gcoord';
import type { LngLat } from './use-leaflet-map';

/**
 * Where a stored point goes on the map (docs/trading-model.md §5): the database keeps GCJ-02, as Chinese map tiles
 * and phone SDKs do. Tiles of a Chinese provider (AMap/Gaode, Tencent) are drawn in GCJ-02 too, so the
 * points go as they are; any other tile server (OpenStreetMap and the like) is WGS-84, so they are
 * converted. Without tiles (the plain coordinate canvas) the stored numbers are shown.
 */
const GCJ_TILE_HOSTS = /(autonavi|amap|gaode|qq\.com|tencent|google\.cn)/i;

export function mapProjection(tileUrl: string | null | undefined): (p: LngLat) => LngLat {
  if (!tileUrl || GCJ_TILE_HOSTS.test(tileUrl)) return (p) => p;
  return (p) => {
    const [lng, lat] = gcoord.transform(p, gcoord.GCJ02, gcoord.WGS84) as [number, number];
    return [lng, lat];
  };
}

/** The other way: a point clicked on the map → the GCJ-02 the database keeps. */
export function mapUnprojection(tileUrl: string | null | undefined): (p: LngLat) => LngLat {
  if (!tileUrl || GCJ_TILE_HOSTS.test(tileUrl)) return (p) => p;
  return (p) => {
    const [lng, lat] = gcoord.transform(p, gcoord.WGS84, gcoord.GCJ02) as [number, number];
    return [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
  };
}

export const pointOf = (o: { longitude: string | null; latitude: string | null }): LngLat | null =>
  o.longitude !== null && o.latitude !== null ? [Number(o.longitude), Number(o.latitude)] : null;
