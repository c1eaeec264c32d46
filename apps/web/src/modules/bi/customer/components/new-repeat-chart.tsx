import { useMemo } from 'react';
import { Empty } from 'antd';
import type { CustomerMonth } from '@tradewind/contract/bi/customer.schema';
import { EChart } from '@/core/chart/echart';
import { useI18n } from '@/core/i18n/use-i18n';

/** New and repeat customers per month of the period, stacked bars. */
export function NewRepeatChart({ months }: { months: CustomerMonth[] }) {
  const { t } = useI18n();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: 8 },
      xAxis: { type: 'category', data: months.map((m) => m.month) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: t('bi_customer.new'), type: 'bar', stack: 'customers', barMaxWidth: 40, data: months.map((m) => m.new_customers) },
        { name: t('bi_customer.repeat'), type: 'bar', stack: 'customers', barMaxWidth: 40, data: months.map((m) => m.repeat_customers) },
      ],
    }),
    [months, t],
  );
  if (months.every((m) => m.new_customers + m.repeat_customers === 0)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bi_customer.empty')} style={{ height: 280 }} />;
  return <EChart option={option} title={t('bi_customer.new_repeat_chart')} height={300} />;
}
