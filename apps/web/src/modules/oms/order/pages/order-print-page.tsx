import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useOrderQuery } from '../api/order.api';
import { OrderSheet } from '../components/order-sheet';

/** /oms/order/print?id= (print layout): one order on paper. */
export function OrderPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const order = useOrderQuery(id);
  if (id === null || order.isError) return <Empty description={t('oms_order.not_found')} />;
  if (!order.data) return <Spin />;
  return <OrderSheet order={order.data} />;
}
