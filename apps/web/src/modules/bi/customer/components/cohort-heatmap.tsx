import { useMemo } from 'react';
import { Empty } from 'antd';
import { COHORT_MONTHS, type CustomerCohort } from '@tradewind/contract/bi/customer.schema';
import { EChart } from '@/core/chart/echart';
import { useI18n } from '@/core/i18n/use-i18n';

type Cell = { value: [number, number, number]; label?: { color: string } };

/**
 * The cohorts as a heatmap: a row per month of first order (its size beside it), a column per month since
 * (0–11), each cell the share of the cohort that ordered then; months not reached yet are left out.
 */
export function CohortHeatmap({ cohorts }: { cohorts: CustomerCohort[] }) {
  const { t } = useI18n();
  const option = useMemo(() => {
    const data: Cell[] = [];
    cohorts.forEach((c, row) => c.cells.forEach((share, k) => share !== null && data.push({ value: [k, row, Number(share)], ...(Number(share) >= 50 ? { label: { color: '#fff' } } : {}) })));
    return {
      tooltip: {
        formatter: (p: { value: [number, number, number] }) => {
          const c = cohorts[p.value[1]];
          return t('bi_customer.cohort_tip', { cohort: c.month, size: c.size, k: p.value[0], share: p.value[2].toFixed(2) });
        },
      },
      grid: { left: 8, right: 16, top: 8, bottom: 36 },
      xAxis: { type: 'category', name: t('bi_customer.months_since'), nameLocation: 'middle', nameGap: 24, data: Array.from({ length: COHORT_MONTHS }, (_v, k) => String(k)), splitArea: { show: true } },
      yAxis: { type: 'category', inverse: true, data: cohorts.map((c) => `${c.month} (${c.size})`), splitArea: { show: true } },
      visualMap: { show: false, min: 0, max: 100, inRange: { color: ['#f0f5ff', '#1668dc'] } },
      series: [
        {
          type: 'heatmap',
          data,
          label: { show: true, fontSize: 11, formatter: (p: { value: [number, number, number] }) => `${Math.round(p.value[2])}%` },
          emphasis: { itemStyle: { borderColor: '#000', borderWidth: 1 } },
        },
      ],
    };
  }, [cohorts, t]);
  if (cohorts.every((c) => c.size === 0)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bi_customer.empty')} style={{ height: 280 }} />;
  return <EChart option={option} title={t('bi_customer.cohort_chart')} height={Math.max(220, cohorts.length * 30 + 60)} />;
}
