import { Alert, Button, Flex, Segmented, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { LngLat } from '@tradewind/contract/oms/site-geometry';
import { useI18n } from '@/core/i18n/use-i18n';
import { fromLatLng, L, toLatLng, useLeafletMap } from '@/core/map/use-leaflet-map';
import { polygonProblem } from '../site-form-values';
import styles from './site-map-editor.module.css';

export type OtherSite = { id: number; name: string; polygon: LngLat[] | null; point: LngLat | null };

type Props = {
  tileUrl: string;
  type: number;
  polygon: LngLat[];
  /** changes the ring from its current value (clicks may come faster than renders) */
  onPolygon: (update: (current: LngLat[]) => LngLat[]) => void;
  point: LngLat | null;
  onPoint: (point: LngLat) => void;
  /** the tenant's other sites, drawn faintly */
  others: OtherSite[];
};

const vertexIcon = L.divIcon({ className: styles.vertex, iconSize: [12, 12] });
const pointIcon = L.divIcon({ className: styles.point, iconSize: [16, 16] });

/**
 * The site's map (through useLeafletMap): a click adds a vertex to the area (or, in "place" mode, moves
 * the site's marker); vertices and the marker drag; undo and clear; the other sites' areas show faintly.
 * The polygon's problem (the server's rule) shows under the map as it is drawn.
 */
export function SiteMapEditor({ tileUrl, type, polygon, onPolygon, point, onPoint, others }: Props) {
  const { t } = useI18n();
  // a click draws the area or places the marker: by the type, unless chosen for this type
  const [picked, setPicked] = useState<{ forType: number; mode: 'area' | 'place' } | null>(null);
  const mode = picked?.forType === type ? picked.mode : type === 1 ? 'place' : 'area';
  const start = point ?? polygon[0] ?? others.find((o) => o.point)?.point ?? others.find((o) => o.polygon)?.polygon?.[0];
  const { ref, map } = useLeafletMap({ tileUrl, center: start ?? undefined, zoom: 13 });
  const latest = useRef({ onPolygon, onPoint, mode });
  useEffect(() => {
    latest.current = { onPolygon, onPoint, mode };
  });
  const fitted = useRef(false);

  // once: show this site, else the others
  useEffect(() => {
    if (!map || fitted.current) return;
    fitted.current = true;
    const own = [...polygon, ...(point ? [point] : [])];
    const all = own.length > 0 ? own : others.flatMap((o) => [...(o.polygon ?? []), ...(o.point ? [o.point] : [])]);
    if (all.length > 1) map.fitBounds(L.latLngBounds(all.map(toLatLng)), { padding: [40, 40], maxZoom: 15 });
    else if (all.length === 1) map.setView(toLatLng(all[0]), 14);
    // the first view only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  // clicks: add a vertex, or place the marker
  useEffect(() => {
    if (!map) return;
    const onClick = (e: L.LeafletMouseEvent) => {
      const { onPolygon: setPolygon, onPoint: setPoint, mode: m } = latest.current;
      const p = fromLatLng(e.latlng);
      if (m === 'place') setPoint(p);
      else setPolygon((current) => [...current, p]);
    };
    map.on('click', onClick);
    return () => void map.off('click', onClick);
  }, [map]);

  // the other sites, faint and not clickable
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    for (const o of others) {
      if (o.polygon && o.polygon.length > 2)
        L.polygon(o.polygon.map(toLatLng), { color: '#8c8c8c', weight: 1, dashArray: '4 4', fillOpacity: 0.06, interactive: false }).bindTooltip(o.name, { permanent: true, direction: 'center', className: styles.otherLabel }).addTo(group);
      if (o.point) L.circleMarker(toLatLng(o.point), { radius: 4, color: '#8c8c8c', weight: 1, fillOpacity: 0.4, interactive: false }).addTo(group);
    }
    return () => void group.remove();
  }, [map, others]);

  // this site: its area with draggable vertices, and its marker
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    if (polygon.length > 1) L.polygon(polygon.map(toLatLng), { color: '#1677ff', weight: 2, fillOpacity: 0.18, interactive: false }).addTo(group);
    polygon.forEach((p, i) => {
      const m = L.marker(toLatLng(p), { icon: vertexIcon, draggable: true, title: `${i + 1}` }).addTo(group);
      m.on('dragend', () => {
        const moved = fromLatLng(m.getLatLng());
        latest.current.onPolygon((current) => current.map((q, k) => (k === i ? moved : q)));
      });
    });
    if (point) {
      const m = L.marker(toLatLng(point), { icon: pointIcon, draggable: true }).addTo(group);
      m.on('dragend', () => latest.current.onPoint(fromLatLng(m.getLatLng())));
    }
    return () => void group.remove();
  }, [map, polygon, point]);

  const problem = polygonProblem(type, polygon);
  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Segmented
          value={mode}
          onChange={(v) => setPicked({ forType: type, mode: v as 'area' | 'place' })}
          options={[
            { value: 'area', label: t('oms_site.mode_area') },
            { value: 'place', label: t('oms_site.mode_place') },
          ]}
        />
        <Space>
          <Typography.Text type="secondary">{t('oms_site.vertex_count', { count: polygon.length })}</Typography.Text>
          <Button size="small" disabled={polygon.length === 0} onClick={() => onPolygon((current) => current.slice(0, -1))}>{t('oms_site.undo')}</Button>
          <Button size="small" danger disabled={polygon.length === 0} onClick={() => onPolygon(() => [])}>{t('oms_site.clear')}</Button>
        </Space>
      </Flex>
      <div ref={ref} className={styles.map} data-testid="site-map" />
      <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
        {t(mode === 'area' ? 'oms_site.hint_area' : 'oms_site.hint_place')}
        {!tileUrl && ` ${t('oms_site.plain_canvas')}`}
      </Typography.Paragraph>
      {problem && polygon.length > 0 && <Alert type="warning" showIcon title={t(problem)} style={{ marginTop: 6 }} />}
    </div>
  );
}
