import type { ReactNode } from 'react';
import { DatePicker, Flex, Segmented } from 'antd';
import dayjs from 'dayjs';
import type { Granularity } from '@tradewind/contract/bi/operation.schema';
import type { StoreChoice } from '@tradewind/contract/bi/period.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { formatDay, QUICK_RANGES, quickRange, tenantToday } from '../period-range';
import { StoreChoiceSelect } from './store-choice-select';

export type PeriodValue = { start_date: string; end_date: string; granularity: Granularity; store_id?: StoreChoice | null };

/**
 * A dashboard's filters: the period (with quick ranges, at most 366 days), its granularity and the store
 * (one of the caller's, all of them, or none: the store chosen in the shell). Each change goes to the
 * address at once.
 */
export function PeriodFilterBar({ value, onChange, granularity = true, extra }: { value: PeriodValue; onChange: (next: Partial<PeriodValue>) => void; granularity?: boolean; extra?: ReactNode }) {
  const { t } = useI18n();
  const { tenant } = useSession();
  const today = tenantToday(tenant.time_zone);
  return (
    <Flex wrap gap={12} align="center">
      <DatePicker.RangePicker
        aria-label={t('bi_period.range')}
        allowClear={false}
        value={[dayjs(value.start_date), dayjs(value.end_date)]}
        presets={QUICK_RANGES.map((r) => ({ label: t(`bi_period.${r}`), value: quickRange(r, today) }))}
        disabledDate={(d, info) => (info.from ? Math.abs(d.diff(info.from, 'day')) > 365 : false)}
        onChange={(dates) => dates?.[0] && dates[1] && onChange({ start_date: formatDay(dates[0]), end_date: formatDay(dates[1]) })}
        data-testid="bi-period"
      />
      {granularity && (
        <Segmented<Granularity>
          aria-label={t('bi_period.granularity')}
          value={value.granularity}
          options={(['day', 'week', 'month'] as const).map((g) => ({ value: g, label: t(`bi_period.${g}`) }))}
          onChange={(g) => onChange({ granularity: g })}
        />
      )}
      <StoreChoiceSelect value={value.store_id} onChange={(store) => onChange({ store_id: store })} />
      {extra}
    </Flex>
  );
}
