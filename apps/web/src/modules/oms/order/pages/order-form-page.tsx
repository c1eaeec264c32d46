import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useOrderSettingQuery } from '../../setting/api/order-setting.api';
import { useOrderCustomerQuery } from '../api/order.api';
import { OrderForm } from '../components/order-form';
import { PhotoOrderBeside } from '../../photo-order/components/photo-order-beside';

/** /oms/order/add?user_id= (spec 001: order add takes user_id; customer_id works too): the customer and contact prefilled. */
export function OrderFormPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const userId = idParamOf(params.get('user_id'));
  const customerId = idParamOf(params.get('customer_id'));
  // typing a photo order (its convert button): the photo beside the form, the save links it
  const photoOrderId = idParamOf(params.get('photo_order_id'));
  const setting = useOrderSettingQuery();
  const customer = useOrderCustomerQuery({ user_id: userId ?? undefined, customer_id: userId === null ? (customerId ?? undefined) : undefined });
  if (userId === null && customerId === null) return <Empty description={t('oms_order.customer_choose')} />;
  if (customer.isError) return <Empty description={t('oms.customer_invalid')} />;
  if (!customer.data || !setting.data) return <Spin />;
  return (
    <PhotoOrderBeside photoOrderId={photoOrderId}>
      <OrderForm key={customer.data.id} customer={customer.data} setting={setting.data} photoOrderId={photoOrderId} />
    </PhotoOrderBeside>
  );
}
