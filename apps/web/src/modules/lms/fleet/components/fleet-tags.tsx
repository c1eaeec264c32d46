import { Tag } from 'antd';
import type { CarryFeeQuotePart } from '@tradewind/contract/lms/fleet-pay.schema';
import { useI18n } from '@/core/i18n/use-i18n';

const WORKER_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };
const CAR_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };

export function WorkerStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={WORKER_STATUS_COLOR[status]}>{t(`lms.worker_status.${status}`)}</Tag>;
}

export function CarStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={CAR_STATUS_COLOR[status]}>{t(`lms.car_status.${status}`)}</Tag>;
}

export function CarryFeeStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={status === 2 ? 'success' : 'processing'}>{t(`lms.carry_fee_status.${status}`)}</Tag>;
}

/** The options of a select of small integer states, named by their messages (`lms.<kind>.<n>`). */
export const stateOptions = (t: (key: string) => string, kind: string, values: readonly number[]) => values.map((v) => ({ value: v, label: t(`lms.${kind}.${v}`) }));

/** A carry-fee template's quote, part by part (floors, no lift, bulky goods, the minimum), as tags. */
export function CarryQuoteParts({ parts }: { parts: readonly CarryFeeQuotePart[] }) {
  const { t } = useI18n();
  return (
    <>
      {parts.map((p, i) => (
        <Tag key={i}>{`${t(`lms_fl.quote_part_${p.kind}`, { floors: p.floors ?? 0, pieces: p.pieces ?? 0, rate: p.rate ?? '', name: p.name ?? '' })} = ¥${p.amount}`}</Tag>
      ))}
    </>
  );
}
