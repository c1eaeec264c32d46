import { useEffect, useMemo } from 'react';
import { Button, Space, Typography } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { L, fromLatLng, toLatLng, useLeafletMap, type LngLat } from '@/core/map/use-leaflet-map';
import { mapProjection, mapUnprojection } from './map-coords';

type Props = { value?: LngLat[] | null; onChange?: (v: LngLat[] | null) => void; tileUrl: string | null; center?: LngLat };

/**
 * A pre-line's drawn area: each click on the map adds a corner (GCJ-02 kept, converted for WGS-84 tiles),
 * 撤销 takes the last one back, 清除 empties it. The server closes the ring and checks it.
 */
export function AreaEditor({ value, onChange, tileUrl, center }: Props) {
  const { t } = useI18n();
  const points = useMemo(() => {
    const ring = value ?? [];
    // a saved ring is closed: its last point repeats the first
    return ring.length > 3 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
  }, [value]);
  const { ref, map } = useLeafletMap({ tileUrl, center: points[0] ?? center, zoom: 12 });
  const project = useMemo(() => mapProjection(tileUrl), [tileUrl]);
  const unproject = useMemo(() => mapUnprojection(tileUrl), [tileUrl]);
  useEffect(() => {
    if (!map) return;
    const add = (e: L.LeafletMouseEvent) => onChange?.([...points, unproject(fromLatLng(e.latlng))]);
    map.on('click', add);
    const layer = L.layerGroup().addTo(map);
    const drawn = points.map((p) => toLatLng(project(p)));
    if (drawn.length >= 3) L.polygon(drawn, { color: '#1677ff', weight: 2, fillOpacity: 0.15 }).addTo(layer);
    else if (drawn.length === 2) L.polyline(drawn, { color: '#1677ff', weight: 2 }).addTo(layer);
    for (const p of drawn) L.circleMarker(p, { radius: 4, color: '#1677ff', fillOpacity: 1 }).addTo(layer);
    return () => {
      map.off('click', add);
      layer.remove();
    };
  }, [map, points, project, unproject, onChange]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div ref={ref} data-testid="pre-line-area" style={{ height: 240, borderRadius: 6, border: '1px solid #f0f0f0' }} />
      <Space>
        <Typography.Text type="secondary">{t('lms_pre.area_draw_hint', { n: points.length })}</Typography.Text>
        <Button size="small" disabled={points.length === 0} onClick={() => onChange?.(points.length > 1 ? points.slice(0, -1) : null)}>{t('lms_pre.area_undo')}</Button>
        <Button size="small" disabled={points.length === 0} onClick={() => onChange?.(null)}>{t('lms_pre.area_clear')}</Button>
      </Space>
    </Space>
  );
}
