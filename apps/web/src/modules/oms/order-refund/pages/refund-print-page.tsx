import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useRefundQuery } from '../api/order-refund.api';
import { RefundSheet } from '../components/refund-sheet';

/** /oms/order_refund/print?id= (print layout) */
export function RefundPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const refund = useRefundQuery(id);
  if (id === null || refund.isError) return <Empty description={t('oms_refund.not_found')} />;
  if (!refund.data) return <Spin />;
  return <RefundSheet refund={refund.data} />;
}
