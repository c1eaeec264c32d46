import { useEffect, useMemo } from 'react';
import { mapProjection, mapUnprojection } from '@/core/map/map-coords';
import { fromLatLng, L, toLatLng, useLeafletMap, useMapClick, type LngLat } from '@/core/map/use-leaflet-map';

type Props = {
  /** the tenant's tiles; null: the plain coordinate canvas (no network needed) */
  tileUrl: string | null;
  /** the pin, GCJ-02 as stored; null: none */
  pin: LngLat | null;
  /** a point shown faint where the address stands without a pin (its district centre) */
  approximate: LngLat | null;
  onPin: (p: LngLat) => void;
};

const pinIcon = L.divIcon({ className: '', html: '<div style="width:16px;height:16px;border-radius:50%;background:#1677ff;border:3px solid #fff;box-shadow:0 0 0 1px #1677ff"></div>', iconSize: [16, 16], iconAnchor: [8, 8] });

/**
 * The address's point on the map (useLeafletMap, as the depot and the sites pick theirs): a click or a drag
 * places the pin. Points are stored GCJ-02 and drawn through the tiles' projection (`map-coords`).
 */
export function AddressPinMap({ tileUrl, pin, approximate, onPin }: Props) {
  const { ref, map } = useLeafletMap({ tileUrl, center: pin ?? approximate ?? undefined, zoom: 14 });
  const project = useMemo(() => mapProjection(tileUrl), [tileUrl]);
  const unproject = useMemo(() => mapUnprojection(tileUrl), [tileUrl]);
  useMapClick(map, (p) => onPin(unproject(p)));

  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    const shown = pin ?? approximate;
    if (approximate && !pin) L.circle(toLatLng(project(approximate)), { radius: 600, color: '#fa8c16', weight: 1, dashArray: '4 4', fillOpacity: 0.12, interactive: false }).addTo(group);
    if (pin) {
      const m = L.marker(toLatLng(project(pin)), { icon: pinIcon, draggable: true }).addTo(group);
      m.on('dragend', () => onPin(unproject(fromLatLng(m.getLatLng()))));
    }
    if (shown) map.panTo(toLatLng(project(shown)));
    return () => void group.remove();
  }, [map, pin, approximate, project, unproject, onPin]);

  return <div ref={ref} data-testid="address-map" style={{ height: 260, borderRadius: 6, border: '1px solid #f0f0f0' }} />;
}
