import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePurchaseOrderQuery } from '../api/purchase-order.api';
import { PurchaseOrderSheet } from '../components/purchase-order-sheet';

/** /wms/purchase_order/print?id= (print layout): the order on paper with its number as Code 128. */
export function PurchaseOrderPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const order = usePurchaseOrderQuery(idParamOf(params.get('id')));
  if (order.isError || idParamOf(params.get('id')) === null) return <Empty description={t('wms.po_not_found_page')} />;
  if (!order.data) return <Spin />;
  return <PurchaseOrderSheet order={order.data} />;
}
