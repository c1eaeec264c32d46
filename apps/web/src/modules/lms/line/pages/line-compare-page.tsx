import { Card, Col, DatePicker, Empty, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { ComparePlan } from '@tradewind/contract/lms/line.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCompareQuery, useLineMapQuery } from '../api/line.api';
import { LoadCell, km, useDuration } from '../components/line-parts';
import '../line.messages';

/**
 * /lms/line/compare?date=&left=&right=: two plans of a day side by side — the day's lines, a proposal,
 * another day's lines (yesterday's by default) or the standing routes on the day's orders — with
 * distance, duration, stops and load per car.
 */
export function LineComparePage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') && dayjs(params.get('date')).isValid() ? params.get('date')! : dayjs().add(1, 'day').format('YYYY-MM-DD');
  const yesterday = dayjs(date).subtract(1, 'day').format('YYYY-MM-DD');
  const left = params.get('left') ?? 'lines';
  const right = params.get('right') ?? 'pre_lines';
  const day = useLineMapQuery(date);
  const result = useCompareQuery({ date, left, right });
  const set = (patch: Record<string, string>) => setParams({ date, left, right, ...patch }, { replace: true });
  const sources = [
    { value: 'lines', label: t('lms_compare.lines') },
    { value: 'pre_lines', label: t('lms_compare.pre_lines') },
    { value: `day:${yesterday}`, label: t('lms_compare.yesterday', { date: yesterday }) },
    ...(day.data?.plans ?? []).filter((p) => p.status !== 4).map((p) => ({ value: `plan:${p.id}`, label: `${t('lms_map.plan')} #${p.id} · ${t(`lms.route_plan_status.${p.status}`)}` })),
  ];
  if (![left, right].every((s) => sources.some((o) => o.value === s))) for (const s of [left, right]) if (!sources.some((o) => o.value === s)) sources.push({ value: s, label: s });
  return (
    <Card size="small">
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker value={dayjs(date)} allowClear={false} onChange={(v) => v && set({ date: v.format('YYYY-MM-DD') })} />
        <Select value={left} options={sources} style={{ width: 220 }} aria-label={t('lms_compare.left')} onChange={(v: string) => set({ left: v })} data-testid="compare-left" />
        <Typography.Text>vs</Typography.Text>
        <Select value={right} options={sources} style={{ width: 220 }} aria-label={t('lms_compare.right')} onChange={(v: string) => set({ right: v })} data-testid="compare-right" />
      </Space>
      <Row gutter={12}>
        <Col span={12}><Side plan={result.data?.left} loading={result.isFetching} other={result.data?.right} /></Col>
        <Col span={12}><Side plan={result.data?.right} loading={result.isFetching} other={result.data?.left} /></Col>
      </Row>
    </Card>
  );
}

function Side({ plan, other, loading }: { plan: ComparePlan | undefined; other: ComparePlan | undefined; loading: boolean }) {
  const { t } = useI18n();
  const duration = useDuration();
  const sourceLabel = (source: string) =>
    source === 'lines' ? t('lms_compare.lines')
      : source === 'pre_lines' ? t('lms_compare.pre_lines')
        : source.startsWith('plan:') ? `${t('lms_map.plan')} #${source.slice(5)}`
          : t('lms_compare.yesterday', { date: source.slice(4) });
  if (!plan) return <Card loading={loading} size="small"><Empty /></Card>;
  const better = (mine: number, theirs: number | undefined) => (theirs === undefined || mine === theirs ? undefined : mine < theirs ? { color: '#237804' } : { color: '#cf1322' });
  return (
    <Card size="small" type="inner" title={sourceLabel(plan.source)} loading={loading}>
      <Row gutter={8} style={{ marginBottom: 12 }}>
        <Col span={6}><Statistic title={t('lms_line.distance')} value={km(plan.distance_m)} valueStyle={better(plan.distance_m, other?.distance_m)} /></Col>
        <Col span={6}><Statistic title={t('lms_line.duration')} value={duration(plan.duration_s)} valueStyle={better(plan.duration_s, other?.duration_s)} /></Col>
        <Col span={4}><Statistic title={t('lms_map.lines')} value={plan.line_count} /></Col>
        <Col span={4}><Statistic title={t('lms_line.stops')} value={plan.stop_count} /></Col>
        <Col span={4}><Statistic title={t('lms_map.unassigned')} value={plan.unassigned_count} /></Col>
      </Row>
      <Table
        rowKey={(r) => `${r.name}-${r.car_plate}`}
        size="small"
        pagination={false}
        dataSource={plan.lines}
        locale={{ emptyText: t('lms_map.no_lines') }}
        columns={[
          { title: t('lms_line.name'), dataIndex: 'name', width: 120 },
          { title: t('lms_line.car'), key: 'car', width: 120, render: (_v, r) => `${r.car_plate ?? '-'} ${r.driver_name ?? ''}` },
          { title: t('lms_line.stops'), dataIndex: 'stop_count', width: 60, align: 'right' },
          { title: t('lms_line.distance'), dataIndex: 'distance_m', width: 80, align: 'right', render: (v: number) => km(v) },
          { title: t('lms_line.duration'), dataIndex: 'duration_s', width: 90, align: 'right', render: (v: number) => duration(v) },
          { title: t('lms_line.load'), key: 'load', render: (_v, r) => <LoadCell weight={r.total_weight} volume={r.total_volume} weightPct={r.weight_pct} volumePct={r.volume_pct} /> },
        ]}
      />
    </Card>
  );
}
