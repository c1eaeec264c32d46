import { useEffect, useMemo, useRef, useState } from 'react';
import { LockOutlined, ThunderboltOutlined, UnlockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { isApproximateLocation } from '@tradewind/contract/common/location';
import { Alert, Button, Card, DatePicker, Descriptions, Empty, Flex, InputNumber, List, Progress, Select, Space, Tag, Typography } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import dayjs from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROUTE_PLAN_PROGRESS_TOPIC, type LineMap, type RoutePlanDetail, type StopOrder } from '@tradewind/contract/lms/line.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { LocationTag } from '@/core/map/location-tag';
import { L, toLatLng, useLeafletMap, type LngLat } from '@/core/map/use-leaflet-map';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { useRealtimeTopic } from '@/modules/common';
import { linePath, planKeys, useAddStopsMutation, useLineActionMutation, useLineMapQuery, usePlanMutations, usePlanQuery, usePreLinesInUseQuery } from '../api/line.api';
import { LoadCell, LockMark, PlanStatusTag, StopArrival, hhmm, km, routeColor, useDuration } from '../components/line-parts';
import { mapProjection, pointOf } from '../components/map-coords';
import { dayToFollow } from '../components/map-day';
import '../line.messages';
import { formatVolume } from '@tradewind/contract/common/measure';

type Stop = StopOrder & { seq?: number; locked?: 0 | 1; planned_arrival?: string | null; waiting_s?: number; late?: boolean };
/** A route as the map draws it: a proposed line or a line of the day. */
type Route = { key: number; label: string; color: string; stops: Stop[]; editable: boolean };

const tomorrow = () => dayjs().add(1, 'day').format('YYYY-MM-DD');

/**
 * /lms/line_map/index (智能排线): the store's day on Leaflet — waiting orders as markers, each line (or
 * proposed line) a coloured polyline from the depot with numbered stops. 智能排线 starts a plan (a
 * background job; progress pushed and polled), whose proposal is edited here — pick a stop, move it to
 * another line or off every line, lock it, solve again — and confirmed into lines.
 */
export function LineMapPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const asked = params.get('date');
  const [date, setDate] = useState(() => (asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : tomorrow()));
  const day = useLineMapQuery(date);
  // Opened without a date: tomorrow, unless it has nothing waiting and a later day has (once, so a day
  // the dispatcher picks stays picked).
  const [followed, setFollowed] = useState(Boolean(asked));
  if (!followed && day.data && day.data.date === date) {
    setFollowed(true);
    const next = dayToFollow(day.data);
    if (next) setDate(next);
  }
  // the plan shown: the one chosen (or 'none' after confirming or discarding), else the day's open one
  const [chosen, setPlanId] = useState<number | 'none' | null>(null);
  const open = day.data?.plans.find((x) => x.status === 0 || x.status === 1);
  const planId = chosen === 'none' ? null : (chosen ?? open?.id ?? null);
  const plan = usePlanQuery(planId);
  const { create, act } = usePlanMutations();
  const lineAct = useLineActionMutation();
  const addStops = useAddStopsMutation();
  const [selected, setSelected] = useState<number | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const [preLineIds, setPreLineIds] = useState<number[]>([]);
  const preLineList = usePreLinesInUseQuery(usePermission(['or', 'lms:pre_line:list', 'lms:line:plan'])).data;
  const preLines = (preLineList ?? []).filter((x) => x.car_plate).map((x) => ({ value: x.id, label: `${x.name} · ${x.car_plate}` }));
  const duration = useDuration();

  useRealtimeTopic(ROUTE_PLAN_PROGRESS_TOPIC, (m) => {
    const id = Number(m.payload.id);
    const cached = queryClient.getQueryData<RoutePlanDetail>(planKeys.detail(id));
    if (cached && m.payload.status === 0) queryClient.setQueryData(planKeys.detail(id), { ...cached, progress: Number(m.payload.progress) });
    else void queryClient.invalidateQueries({ queryKey: planKeys.detail(id) });
  });

  const p = plan.data && plan.data.plan_date === date && plan.data.status !== 4 ? plan.data : null;
  const showPlan = p !== null && (p.status === 1 || p.status === 0);
  const routes: Route[] = useMemo(() => {
    if (showPlan && p.status === 1) return p.lines.map((l, i) => ({ key: l.id, label: `${l.car_plate}${l.driver_name ? ` · ${l.driver_name}` : ''}`, color: routeColor(i), stops: l.stops, editable: true }));
    return (day.data?.lines ?? []).map((l, i) => ({ key: l.id, label: `${l.name ?? l.number} · ${l.car_plate ?? ''}`, color: routeColor(i), stops: l.stops, editable: l.status === 1 }));
  }, [showPlan, p, day.data]);
  const loose: Stop[] = showPlan && p.status === 1 ? p.unassigned : showPlan ? [] : (day.data?.waiting ?? []);
  const all = [...routes.flatMap((r) => r.stops.map((s) => ({ stop: s, route: r as Route | null }))), ...loose.map((s) => ({ stop: s, route: null as Route | null }))];
  const picked = all.find((x) => x.stop.logistics_order_id === selected) ?? null;

  return (
    <Flex gap={12} style={{ height: 'calc(100vh - 150px)', minHeight: 520 }}>
      <Card size="small" style={{ width: 380, overflow: 'auto' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}>
        <Space wrap>
          <DatePicker value={dayjs(date)} allowClear={false} onChange={(v) => { if (!v) return; setDate(v.format('YYYY-MM-DD')); setPlanId(null); setSelected(null); }} />
          <Typography.Text type="secondary">{t('lms_map.waiting_count', { n: day.data?.waiting.length ?? 0 })}</Typography.Text>
          <Typography.Text type="secondary">{t('lms_map.car_count', { n: day.data?.cars.length ?? 0 })}</Typography.Text>
        </Space>
        {!day.data?.depot && day.data ? <Alert type="warning" showIcon message={t('lms.depot_missing')} /> : null}
        <Permission rule="lms:line:plan">
          <Space wrap>
            <Select mode="multiple" allowClear placeholder={t('lms_map.pre_lines')} aria-label={t('lms_map.pre_lines')} options={preLines} value={preLineIds} onChange={setPreLineIds} style={{ minWidth: 200 }} maxTagCount={1} />
            {/* a setting of this page only, never saved: keeping it within 1–60 s as it is left is what it should do */}
            {/* eslint-disable-next-line no-restricted-syntax */}
            <InputNumber min={1} max={60} placeholder={t('lms_map.seconds')} aria-label={t('lms_map.seconds')} value={seconds} onChange={(v) => setSeconds(v)} style={{ width: 90 }} />
            <Button
              type="primary"
              icon={<ThunderboltOutlined />}
              loading={create.isPending}
              disabled={!day.data || day.data.waiting.length === 0 || p?.status === 0}
              onClick={() =>
                void create
                  .mutateAsync({ plan_date: date, pre_line_ids: preLineIds, ...(seconds ? { solve_seconds: seconds } : {}) })
                  .then((made) => { setPlanId(made.id); setSelected(null); })
                  .catch(() => undefined)
              }
            >
              {t('lms_map.smart_routing')}
            </Button>
          </Space>
        </Permission>
        {p ? <PlanPanel plan={p} busy={act.isPending} onAct={(action) =>
          void act.mutateAsync({ id: p.id, action, body: action === 'discard' ? {} : { version: p.version } } as Parameters<typeof act.mutateAsync>[0])
            .then((next) => {
              if (action === 'confirm') { message.success(t('lms_map.confirmed', { n: next.lines.filter((l) => l.line_id).length })); setPlanId('none'); }
              if (action === 'discard') setPlanId('none');
            })
            .catch(() => undefined)} /> : null}
        {p?.status === 0 ? null : (
          <List
            size="small"
            header={<Typography.Text strong>{showPlan ? t('lms_map.proposal_lines') : t('lms_map.day_lines')}</Typography.Text>}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lms_map.no_lines')} /> }}
            dataSource={(showPlan ? p.lines : (day.data?.lines ?? [])) as Array<RoutePlanDetail['lines'][number] | LineMap['lines'][number]>}
            renderItem={(l, i) => (
              <List.Item data-testid={`route-${i}`}>
                <Flex vertical style={{ width: '100%' }} gap={2}>
                  <Space>
                    <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: routeColor(i) }} />
                    {'number' in l ? <Link to={linePath('detail', l.id)}>{l.name ?? l.number}</Link> : null}
                    <Typography.Text strong>{l.car_plate}</Typography.Text>
                    <span>{l.driver_name}</span>
                    <Tag>{t('lms_map.stops', { n: l.stop_count })}</Tag>
                  </Space>
                  <Space size={12}>
                    <span>{km(l.distance_m)}</span>
                    <span>{duration(l.duration_s)}</span>
                    <span>{t('lms_map.leaves', { time: hhmm(l.planned_start) })}</span>
                  </Space>
                  <LoadCell weight={l.total_weight} volume={l.total_volume} weightPct={l.weight_pct} volumePct={l.volume_pct} />
                </Flex>
              </List.Item>
            )}
          />
        )}
        {picked ? (
          <StopPanel
            stop={picked.stop}
            route={picked.route}
            routes={routes}
            plan={showPlan && p.status === 1 ? p : null}
            onMove={(to) => {
              if (showPlan && p.status === 1) {
                void act.mutateAsync({ id: p.id, action: 'move_stop', body: { logistics_order_id: picked.stop.logistics_order_id, to_plan_line_id: to, version: p.version } }).catch(() => undefined);
              } else if (picked.route && to !== null) {
                void lineAct.mutateAsync({ id: picked.route.key, action: 'move_stop', body: { logistics_order_id: picked.stop.logistics_order_id, to_line_id: to } }).catch(() => undefined);
              }
            }}
            onLock={(locked) => {
              if (showPlan && p.status === 1) void act.mutateAsync({ id: p.id, action: 'lock_stop', body: { logistics_order_id: picked.stop.logistics_order_id, locked, version: p.version } }).catch(() => undefined);
              else if (picked.route) void lineAct.mutateAsync({ id: picked.route.key, action: 'lock_stop', body: { logistics_order_id: picked.stop.logistics_order_id, locked } }).catch(() => undefined);
            }}
            onOpenLine={(id) => void navigate(linePath('detail', id))}
            onPutOn={(lineId) => {
              const target = routes.find((r) => r.key === lineId);
              void addStops.mutateAsync({ id: lineId, ids: [picked.stop.logistics_order_id] })
                .then(() => message.success(t('lms_map.put_done', { line: target?.label ?? '' })))
                .catch(() => undefined);
            }}
          />
        ) : (
          <Typography.Text type="secondary">{t('lms_map.pick_hint')}</Typography.Text>
        )}
      </Card>
      {day.data ? <RouteMap data={day.data} routes={routes} loose={loose} areas={preLineList ?? []} selected={selected} onSelect={setSelected} /> : <Card loading style={{ flex: 1 }} />}
    </Flex>
  );
}

function PlanPanel({ plan, onAct, busy }: { plan: RoutePlanDetail; onAct: (action: 'resolve' | 'confirm' | 'discard') => void; busy: boolean }) {
  const { t } = useI18n();
  const duration = useDuration();
  return (
    <Card size="small" type="inner" title={<Space>{t('lms_map.plan')} #{plan.id}<PlanStatusTag status={plan.status} /></Space>} data-testid="plan-panel">
      {plan.status === 0 ? (
        <Flex vertical gap={4}>
          <Progress percent={plan.progress} status="active" data-testid="plan-progress" />
          <Typography.Text type="secondary">{t('lms_map.solving', { s: plan.solve_seconds })}</Typography.Text>
        </Flex>
      ) : null}
      {plan.status === 3 ? <Alert type="error" showIcon message={plan.error ?? t('lms.route_plan_status.3')} /> : null}
      {plan.status === 1 ? (
        <Flex vertical gap={8}>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('lms_line.distance')}>{km(plan.distance_m)}</Descriptions.Item>
            <Descriptions.Item label={t('lms_line.duration')}>{duration(plan.duration_s)}</Descriptions.Item>
            <Descriptions.Item label={t('lms_map.lines')}>{plan.lines.length}</Descriptions.Item>
            <Descriptions.Item label={t('lms_map.unassigned')}>{plan.unassigned.length}</Descriptions.Item>
          </Descriptions>
          {plan.violations.length ? <Alert type="warning" showIcon message={t('lms_map.violations')} description={plan.violations.map((v) => <div key={v}>{v}</div>)} /> : null}
          <Space wrap>
            <Permission rule="lms:line:plan">
              <Button loading={busy} onClick={() => onAct('resolve')}>{t('lms_map.resolve')}</Button>
              <ConfirmAction title={t('lms_map.discard_confirm')} onConfirm={() => onAct('discard')}>
                <Button danger>{t('lms_map.discard')}</Button>
              </ConfirmAction>
            </Permission>
            <Link to={`/lms/line/compare?date=${plan.plan_date}&left=plan:${plan.id}&right=pre_lines`}>{t('lms_map.compare')}</Link>
            <Permission rule="lms:line:confirm">
              <ConfirmAction title={t('lms_map.confirm_confirm', { n: plan.lines.length })} onConfirm={() => onAct('confirm')}>
                <Button type="primary" loading={busy}>{t('lms_map.confirm')}</Button>
              </ConfirmAction>
            </Permission>
          </Space>
        </Flex>
      ) : null}
    </Card>
  );
}

function StopPanel({ stop, route, routes, plan, onMove, onLock, onOpenLine, onPutOn }: {
  stop: Stop;
  route: Route | null;
  routes: Route[];
  plan: RoutePlanDetail | null;
  onMove: (to: number | null) => void;
  onLock: (locked: 0 | 1) => void;
  onOpenLine: (id: number) => void;
  /** a waiting order onto a planned line of the day (where it adds least: the line's add-stops route) */
  onPutOn: (lineId: number) => void;
}) {
  const { t } = useI18n();
  const plannedLines = plan === null && route === null ? routes.filter((r) => r.editable).map((r) => ({ value: r.key, label: r.label })) : [];
  const editable = plan !== null || (route?.editable ?? false);
  const targets = routes.filter((r) => r.key !== route?.key && (plan !== null || r.editable)).map((r) => ({ value: r.key, label: r.label }));
  if (plan && route) targets.push({ value: 0, label: t('lms_map.unassign') });
  return (
    <Card size="small" type="inner" title={<Space>{stop.customer_name}<LockMark locked={stop.locked ?? 0} /></Space>} data-testid="stop-panel">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('lms_line.address')}>
          {stop.address} <LocationTag longitude={stop.longitude} latitude={stop.latitude} source={stop.location_source} />
        </Descriptions.Item>
        <Descriptions.Item label={t('lms_line.consignee')}>{stop.consignee_name} {stop.consignee_phone}</Descriptions.Item>
        <Descriptions.Item label={t('lms_line.time_slot')}>{stop.time_slot ?? '-'}{stop.planned_arrival ? <> · {t('lms_line.arrival')} <StopArrival stop={stop} /></> : null}</Descriptions.Item>
        <Descriptions.Item label={t('lms_line.load')}>{stop.pieces} · {stop.weight} kg · {formatVolume(stop.volume)} m³</Descriptions.Item>
        <Descriptions.Item label={t('lms_map.on')}>{route ? `${route.label}${stop.seq ? ` · ${t('lms_map.seq', { n: stop.seq })}` : ''}` : t('lms_map.not_on_line')}</Descriptions.Item>
      </Descriptions>
      {editable ? (
        <Space wrap>
          <Select
            placeholder={t('lms_line.move_to')}
            disabled={!!stop.locked || targets.length === 0}
            style={{ width: 200 }}
            value={null}
            options={targets}
            onChange={(to: number) => onMove(to === 0 ? null : to)}
            data-testid="move-stop"
          />
          {route ? (
            <Button icon={stop.locked ? <UnlockOutlined /> : <LockOutlined />} onClick={() => onLock(stop.locked ? 0 : 1)}>
              {t(stop.locked ? 'lms_line.unlock' : 'lms_line.lock')}
            </Button>
          ) : null}
        </Space>
      ) : route && !plan ? (
        <Button type="link" onClick={() => onOpenLine(route.key)}>{t('lms_line.view')}</Button>
      ) : plannedLines.length ? (
        <Permission rule="lms:line:update">
          <Space direction="vertical" size={2}>
            <Select placeholder={t('lms_map.put_on')} style={{ width: 220 }} value={null} options={plannedLines} onChange={(id: number) => onPutOn(id)} data-testid="put-on-line" />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('lms_map.put_on_hint')}</Typography.Text>
          </Space>
        </Permission>
      ) : null}
    </Card>
  );
}

/** The map: depot, routes as polylines with numbered stops, loose orders as grey dots; a click selects a stop. */
function RouteMap({ data, routes, loose, areas, selected, onSelect }: {
  data: LineMap;
  routes: Route[];
  loose: Stop[];
  /** the standing routes' drawn areas, faint */
  areas: ReadonlyArray<{ id: number; name: string; area: Array<[number, number]> | null }>;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useI18n();
  const tileUrl = data.tile_url || null;
  const { ref, map } = useLeafletMap({ tileUrl, zoom: 12 });
  const project = useMemo(() => mapProjection(tileUrl), [tileUrl]);
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const bounds: L.LatLngTuple[] = [];
    const at = (p: LngLat) => {
      const ll = toLatLng(project(p));
      bounds.push(ll);
      return ll;
    };
    for (const a of areas) {
      if (a.area) L.polygon(a.area.map((p) => toLatLng(project(p))), { color: '#8c8c8c', weight: 1, dashArray: '4 4', fillOpacity: 0.05, interactive: false }).addTo(layer);
    }
    const depot = data.depot ? at([Number(data.depot.longitude), Number(data.depot.latitude)]) : null;
    if (depot) L.marker(depot, { icon: L.divIcon({ className: '', html: '<div style="width:18px;height:18px;background:#262626;border:2px solid #fff;box-shadow:0 0 2px #000" title="depot"></div>', iconSize: [18, 18], iconAnchor: [9, 9] }) }).addTo(layer);
    const dot = (s: Stop, color: string, label: string) => {
      const p = pointOf(s);
      if (!p) return;
      const ring = s.logistics_order_id === selected ? 'box-shadow:0 0 0 3px #000;' : '';
      // a district centre stands in for the real place: a dashed rim, and the title says so
      const approximate = isApproximateLocation(s.location_source);
      const html = `<div data-testid="stop-marker-${s.logistics_order_id}" style="width:22px;height:22px;border-radius:11px;background:${color};color:#fff;font:bold 11px/22px sans-serif;text-align:center;border:2px ${approximate ? 'dashed' : 'solid'} #fff;${ring}">${label}</div>`;
      L.marker(at(p), { icon: L.divIcon({ className: '', html, iconSize: [22, 22], iconAnchor: [11, 11] }), title: `${s.customer_name} ${s.time_slot ?? ''}${approximate ? ` · ${t('location.approximate')}` : ''}` })
        .on('click', () => onSelect(s.logistics_order_id))
        .addTo(layer);
    };
    for (const r of routes) {
      const path = r.stops.map(pointOf).filter((x): x is LngLat => x !== null).map((x) => toLatLng(project(x)));
      if (path.length) L.polyline(depot ? [depot, ...path, depot] : path, { color: r.color, weight: 3, opacity: 0.85 }).addTo(layer);
      r.stops.forEach((s, i) => dot(s, r.color, `${s.locked ? '🔒' : ''}${s.seq ?? i + 1}`));
    }
    for (const s of loose) dot(s, '#8c8c8c', '');
    const key = `${data.date}:${routes.length}:${loose.length > 0}`;
    // a single point (the depot while solving) has no extent: the plain canvas has no max zoom to stop at
    if (bounds.length > 1 && fitted.current !== key) {
      map.fitBounds(L.latLngBounds(bounds).pad(0.1), { maxZoom: 15 });
      fitted.current = key;
    }
    return () => {
      layer.remove();
    };
  }, [map, data, routes, loose, areas, selected, project, onSelect, t]);
  return <div ref={ref} data-testid="line-map" style={{ flex: 1, minHeight: 480, borderRadius: 6, border: '1px solid #f0f0f0' }} />;
}

