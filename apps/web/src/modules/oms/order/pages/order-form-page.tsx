import { Alert, Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { ORDER_STATUS, type OrderDetail } from '@tradewind/contract/oms/order.schema';
import { idParamOf, RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useOrderSettingQuery } from '../../setting/api/order-setting.api';
import { useOrderCustomerQuery, useOrderQuery } from '../api/order.api';
import { OrderForm } from '../components/order-form';
import { PhotoOrderBeside } from '../../photo-order/components/photo-order-beside';

/**
 * /oms/order/add?user_id= (spec 001: order add takes user_id; customer_id works too): the customer and
 * contact prefilled. /oms/order/edit?id=: a pending order in the same form, its customer fixed.
 */
export function OrderFormPage() {
  const { t } = useI18n();
  return <RecordFormPage useRecord={useOrderQuery} notFound={t('oms_order.not_found')}>{(order) => <OrderFormFor order={order} />}</RecordFormPage>;
}

function OrderFormFor({ order }: { order: OrderDetail | undefined }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const userId = order ? null : idParamOf(params.get('user_id'));
  const customerId = order ? order.customer_id : idParamOf(params.get('customer_id'));
  // typing a photo order (its convert button): the photo beside the form, the save links it
  const photoOrderId = order ? null : idParamOf(params.get('photo_order_id'));
  const setting = useOrderSettingQuery();
  const customer = useOrderCustomerQuery({ user_id: userId ?? undefined, customer_id: userId === null ? (customerId ?? undefined) : undefined });
  if (order && order.status !== ORDER_STATUS.pendingAudit) return <Alert type="warning" showIcon title={t('oms.order_not_pending')} />;
  if (userId === null && customerId === null) return <Empty description={t('oms_order.customer_choose')} />;
  if (customer.isError) return <Empty description={t('oms.customer_invalid')} />;
  if (!customer.data || !setting.data) return <Spin />;
  return (
    <PhotoOrderBeside photoOrderId={photoOrderId}>
      <OrderForm key={customer.data.id} customer={customer.data} setting={setting.data} photoOrderId={photoOrderId} order={order} />
    </PhotoOrderBeside>
  );
}
