import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLogisticsOrderQuery } from '../api/logistics.api';
import { LogisticsSheet } from '../components/logistics-sheet';

/** /lms/logistics_order/print?id= (print layout): one delivery note. */
export function LogisticsOrderPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const order = useLogisticsOrderQuery(id);
  if (id === null || order.isError) return <Empty description={t('lms.logistics_order_not_found')} />;
  if (!order.data) return <Spin />;
  return <LogisticsSheet order={order.data} />;
}
