import { useEffect, useRef } from 'react';
import { fromLatLng, L, toLatLng, useLeafletMap, useMapClick, type LngLat } from '@/core/map/use-leaflet-map';

type Props = {
  tileUrl: string | null;
  /** the chosen depot, [lng, lat] (GCJ-02) */
  point: LngLat | null;
  /** the store's default warehouse, shown faint for reference */
  warehouse: LngLat | null;
  /** null: the map is only shown (the warehouse is the depot) */
  onPick: ((p: LngLat) => void) | null;
};

const depotIcon = L.divIcon({ className: '', html: '<div style="width:16px;height:16px;border-radius:50%;background:#1677ff;border:3px solid #fff;box-shadow:0 0 0 1px #1677ff"></div>', iconSize: [16, 16], iconAnchor: [8, 8] });

/** The depot on the map (useLeafletMap): a click or a drag places it; the warehouse's point beside it. */
export function DepotMap({ tileUrl, point, warehouse, onPick }: Props) {
  const { ref, map } = useLeafletMap({ tileUrl, center: point ?? warehouse ?? undefined, zoom: 13 });
  const latest = useRef(onPick);
  useEffect(() => {
    latest.current = onPick;
  });
  useMapClick(map, onPick);

  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    if (warehouse) L.circleMarker(toLatLng(warehouse), { radius: 7, color: '#fa8c16', weight: 2, fillOpacity: onPick ? 0.2 : 0.7, interactive: false }).addTo(group);
    if (point && onPick) {
      const m = L.marker(toLatLng(point), { icon: depotIcon, draggable: true }).addTo(group);
      m.on('dragend', () => latest.current?.(fromLatLng(m.getLatLng())));
    }
    return () => void group.remove();
  }, [map, point, warehouse, onPick]);

  return <div ref={ref} data-testid="depot-map" style={{ height: 320, borderRadius: 6, border: '1px solid #f0f0f0' }} />;
}
