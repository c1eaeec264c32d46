import { Empty, Spin } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { OrderDetail } from '@tradewind/contract/oms/order.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { http } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { orderKeys } from '../api/order.api';
import { OrderSheet } from '../components/order-sheet';

/** /oms/order/print_batch?ids=1,2,3 (print layout): the chosen orders, one a page, in the order given. */
export function OrderBatchPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const ids = [...new Set((params.get('ids') ?? '').split(',').map((v) => idParamOf(v.trim())).filter((v): v is number => v !== null))].slice(0, 100);
  const orders = useQueries({
    queries: ids.map((id) => ({ queryKey: orderKeys.detail(id), queryFn: async ({ signal }: { signal: AbortSignal }) => (await http.get<OrderDetail>(`/oms/order/${id}`, { signal })).data })),
  });
  if (ids.length === 0) return <Empty description={t('oms_order.no_selection')} />;
  if (orders.some((o) => o.isPending)) return <Spin />;
  const found = orders.map((o) => o.data).filter((o): o is OrderDetail => o !== undefined);
  if (found.length === 0) return <Empty description={t('oms_order.not_found')} />;
  return (
    <>
      {found.map((o) => (
        <OrderSheet key={o.id} order={o} />
      ))}
    </>
  );
}
