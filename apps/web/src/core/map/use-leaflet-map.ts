import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';

export type LngLat = [number, number];

export type LeafletMapOptions = {
  /** the tile url template (`https://…/{z}/{x}/{y}.png`); empty or null: a plain coordinate canvas */
  tileUrl?: string | null;
  /** where the map opens, [lng, lat] (default: Shanghai) */
  center?: LngLat;
  zoom?: number;
};

/** People's Square, Shanghai: where a map without anything on it opens. */
export const DEFAULT_CENTER: LngLat = [121.4737, 31.2304];

/**
 * The plain canvas: square tiles of a light grid with each tile's top-left longitude / latitude, so a map
 * without a tile server (no internet, no setting) still shows where one is and draws polygons in lat/lng.
 */
const PlainGrid = L.GridLayer.extend({
  createTile(this: L.GridLayer, coords: L.Coords) {
    const tile = document.createElement('canvas');
    const size = this.getTileSize();
    tile.width = size.x;
    tile.height = size.y;
    const g = tile.getContext('2d');
    if (!g) return tile;
    g.fillStyle = '#f7f9fc';
    g.fillRect(0, 0, size.x, size.y);
    g.strokeStyle = '#e3e8ef';
    g.lineWidth = 1;
    for (let i = 0; i <= 4; i++) {
      const p = (i * size.x) / 4;
      g.beginPath();
      g.moveTo(p + 0.5, 0);
      g.lineTo(p + 0.5, size.y);
      g.moveTo(0, p + 0.5);
      g.lineTo(size.x, p + 0.5);
      g.stroke();
    }
    g.strokeStyle = '#c9d2de';
    g.strokeRect(0.5, 0.5, size.x, size.y);
    const map = (this as unknown as { _map: L.Map })._map;
    const corner = map.unproject(coords.scaleBy(size), coords.z);
    g.fillStyle = '#98a2b3';
    g.font = '10px sans-serif';
    g.fillText(`${corner.lng.toFixed(3)}, ${corner.lat.toFixed(3)}`, 4, 12);
    return tile;
  },
}) as unknown as new (options?: L.GridLayerOptions) => L.GridLayer;

/**
 * A Leaflet map in a div of ours (docs/architecture.md §11: Leaflet through this hook, never react-leaflet): the
 * tenant's tiles when a url is set, else the plain grid; the CRS stays Web Mercator lat/lng either way, so
 * polygons and markers are in [lng, lat] as the server keeps them. Answers the container's ref and the
 * map (null until mounted); the map is removed on unmount and rebuilt when the tile url changes.
 */
export function useLeafletMap(options: LeafletMapOptions = {}) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const { tileUrl, center = DEFAULT_CENTER, zoom = 12 } = options;
  const [lng, lat] = center;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A person who asked their system for less motion gets a map that jumps instead of gliding (zoom, fade,
    // inertia): nothing moves under the pointer after a fit or a zoom.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const m = L.map(el, {
      center: [lat, lng], zoom, zoomControl: true, attributionControl: false, doubleClickZoom: false,
      zoomAnimation: !still, fadeAnimation: !still, markerZoomAnimation: !still, inertia: !still,
    });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(m);
    else new PlainGrid({ tileSize: 256 }).addTo(m);
    setMap(m);
    return () => {
      m.remove();
      setMap(null);
    };
    // the first center and zoom only: later moves are the map's own
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl]);

  return { ref, map };
}

/** Calls the latest `onClick` with each click's point ([lng, lat], 6 decimals) while the map lives; null: clicks do nothing. */
export function useMapClick(map: L.Map | null, onClick: ((p: LngLat) => void) | null) {
  const latest = useRef(onClick);
  useEffect(() => {
    latest.current = onClick;
  });
  useEffect(() => {
    if (!map) return;
    const handle = (e: L.LeafletMouseEvent) => latest.current?.(fromLatLng(e.latlng));
    map.on('click', handle);
    return () => void map.off('click', handle);
  }, [map]);
}

/** Leaflet's [lat, lng] from our [lng, lat]. */
export const toLatLng = ([lng, lat]: LngLat): L.LatLngTuple => [lat, lng];
/** Our [lng, lat] (6 decimals) from Leaflet's. */
export const fromLatLng = (p: L.LatLng): LngLat => [Math.round(p.lng * 1e6) / 1e6, Math.round(p.lat * 1e6) / 1e6];

export { L };
