import { useEffect, useMemo, useRef } from 'react';
import type { ScreenData } from '@tradewind/contract/bi/screen.schema';
import { LOGISTICS_ORDER_STATUS } from '@tradewind/contract/lms/lms.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { mapProjection, pointOf } from '@/core/map/map-coords';
import { L, toLatLng, useLeafletMap } from '@/core/map/use-leaflet-map';

/** A delivery's colour by its state (lms LOGISTICS_ORDER_STATUS), bright enough for the dark screen. */
export const DELIVERY_COLORS: Record<number, string> = {
  [LOGISTICS_ORDER_STATUS.waiting]: '#bfbfbf',
  [LOGISTICS_ORDER_STATUS.onLine]: '#4096ff',
  [LOGISTICS_ORDER_STATUS.departed]: '#ffc53d',
  [LOGISTICS_ORDER_STATUS.signed]: '#73d13d',
  [LOGISTICS_ORDER_STATUS.failed]: '#ff4d4f',
};

/**
 * Today's deliveries on the map (as the line map draws its stops: the tenant's tiles or the plain canvas,
 * GCJ-02 points projected for the tiles), one dot each in its state's colour; the view fits them when the
 * set of deliveries changes, not when only their states do.
 */
export function DeliveryMap({ deliveries, tileUrl, className }: { deliveries: ScreenData['deliveries']; tileUrl: string | null; className?: string }) {
  const { t } = useI18n();
  const { ref, map } = useLeafletMap({ tileUrl, zoom: 11 });
  const project = useMemo(() => mapProjection(tileUrl), [tileUrl]);
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const bounds: L.LatLngTuple[] = [];
    for (const d of deliveries) {
      const p = pointOf(d);
      if (!p) continue;
      const at = toLatLng(project(p));
      bounds.push(at);
      L.circleMarker(at, { radius: 9, color: '#0b1a2e', weight: 2, fillColor: DELIVERY_COLORS[d.status] ?? '#bfbfbf', fillOpacity: 0.95 })
        .bindTooltip(`${d.customer_name} · ${t(`lms.logistics_order_status.${d.status}`)}`)
        .addTo(layer);
    }
    const key = deliveries.map((d) => d.id).join(',');
    if (bounds.length > 0 && fitted.current !== key) {
      if (bounds.length === 1) map.setView(bounds[0], 14);
      else map.fitBounds(L.latLngBounds(bounds).pad(0.15), { maxZoom: 15 });
      fitted.current = key;
    }
    return () => {
      layer.remove();
    };
  }, [map, deliveries, project, t]);
  return <div ref={ref} className={className} data-testid="screen-map" role="img" aria-label={t('bi_screen.delivery_map')} />;
}
