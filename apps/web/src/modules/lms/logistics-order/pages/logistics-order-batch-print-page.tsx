import { Empty, Spin } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { LogisticsOrderDetail } from '@tradewind/contract/lms/logistics.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { fetchLogisticsOrder, logisticsOrderKeys } from '../api/logistics.api';
import { LogisticsSheet } from '../components/logistics-sheet';

/** /lms/logistics_order/batch_print?ids=1,2,3 (print layout): the chosen delivery notes, one a page, in the order given. */
export function LogisticsOrderBatchPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const ids = [...new Set((params.get('ids') ?? '').split(',').map((v) => idParamOf(v.trim())).filter((v): v is number => v !== null))].slice(0, 100);
  const orders = useQueries({ queries: ids.map((id) => ({ queryKey: logisticsOrderKeys.detail(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchLogisticsOrder(id, signal) })) });
  if (ids.length === 0) return <Empty description={t('lms_lo.no_selection')} />;
  if (orders.some((o) => o.isPending)) return <Spin />;
  const found = orders.map((o) => o.data).filter((o): o is LogisticsOrderDetail => o !== undefined);
  if (found.length === 0) return <Empty description={t('lms.logistics_order_not_found')} />;
  return (
    <>
      {found.map((o) => (
        <LogisticsSheet key={o.id} order={o} />
      ))}
    </>
  );
}
