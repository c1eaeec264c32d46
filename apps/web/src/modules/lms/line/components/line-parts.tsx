import { LockOutlined } from '@ant-design/icons';
import { Progress, Space, Tag, Tooltip, Typography } from 'antd';
import type { LineDetail } from '@tradewind/contract/lms/line.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DocumentLog } from '@/core/documents/document-log';
import { serviceStart } from './stop-wait';
import { formatVolume } from '@tradewind/contract/common/measure';

const LINE_COLORS: Record<number, string> = { 0: 'default', 1: 'blue', 2: 'orange', 3: 'green' };
const PLAN_COLORS: Record<number, string> = { 0: 'processing', 1: 'blue', 2: 'green', 3: 'red', 4: 'default' };

/** One colour per line on the map and in the lists beside it. */
export const ROUTE_COLORS = ['#1677ff', '#fa541c', '#52c41a', '#722ed1', '#eb2f96', '#13c2c2', '#faad14', '#2f54eb', '#a0d911', '#f5222d'];
export const routeColor = (i: number) => ROUTE_COLORS[i % ROUTE_COLORS.length];

export function LineStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={LINE_COLORS[status]}>{t(`lms.line_status.${status}`)}</Tag>;
}

export function PlanStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={PLAN_COLORS[status]}>{t(`lms.route_plan_status.${status}`)}</Tag>;
}

export const km = (m: number) => `${(m / 1000).toFixed(1)} km`;
export function useDuration() {
  const { t } = useI18n();
  return (s: number) => {
    const minutes = Math.round(s / 60);
    return minutes >= 60 ? t('lms_line.hours_minutes', { h: Math.floor(minutes / 60), m: minutes % 60 }) : t('lms_line.minutes', { m: minutes });
  };
}
/** 'YYYY-MM-DD HH:mm:ss' → 'HH:mm' */
export const hhmm = (v: string | null) => (v ? v.slice(11, 16) : '-');

/** Load as weight and volume with their share of the car's capacity. */
export function LoadCell({ weight, volume, weightPct, volumePct }: { weight: string; volume: string; weightPct: number | null; volumePct: number | null }) {
  const bar = (pct: number | null, label: string) => (
    <Tooltip title={pct === null ? undefined : `${pct}%`}>
      <Space size={4} style={{ width: '100%' }}>
        <Typography.Text style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{label}</Typography.Text>
        {pct === null ? null : <Progress percent={Math.min(100, pct)} size="small" status={pct > 100 ? 'exception' : 'normal'} showInfo={false} style={{ width: 60, margin: 0 }} />}
      </Space>
    </Tooltip>
  );
  return (
    <Space direction="vertical" size={0}>
      {bar(weightPct, `${weight} kg${weightPct === null ? '' : ` (${weightPct}%)`}`)}
      {bar(volumePct, `${formatVolume(volume)} m³${volumePct === null ? '' : ` (${volumePct}%)`}`)}
    </Space>
  );
}

/**
 * A stop's planned arrival — when the car gets there — and, when it comes before the slot opens, the wait
 * and the time unloading starts (the line detail, the map's panel); late in red.
 */
export function StopArrival({ stop }: { stop: { planned_arrival?: string | null; waiting_s?: number; late?: boolean } }) {
  const { t } = useI18n();
  const start = serviceStart(stop.planned_arrival, stop.waiting_s);
  return (
    <>
      <Typography.Text type={stop.late ? 'danger' : undefined}>{hhmm(stop.planned_arrival ?? null)}{stop.late ? ` ${t('lms_line.late')}` : ''}</Typography.Text>
      {start ? <div><Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="stop-wait">{t('lms_line.wait', { m: Math.round((stop.waiting_s ?? 0) / 60), time: start })}</Typography.Text></div> : null}
    </>
  );
}

export const LockMark = ({ locked }: { locked: 0 | 1 }) => (locked ? <LockOutlined style={{ color: '#fa8c16' }} /> : null);

/** The document log, oldest first. */
export function LineLog({ logs }: { logs: LineDetail['logs'] }) {
  const { t } = useI18n();
  return <DocumentLog logs={logs} action={(l) => t(`lms_line.action_${l.action}`)} status={(l) => t(`lms.line_status.${l.to_status}`)} system={t('lms_line.system')} />;
}
