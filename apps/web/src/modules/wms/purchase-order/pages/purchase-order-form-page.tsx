import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePurchaseOrderQuery } from '../api/purchase-order.api';
import { PurchaseOrderForm } from '../components/purchase-order-form';

/** /wms/purchase_order/add and /wms/purchase_order/edit?id=: one page, one form (drafts only: the server refuses others). */
export function PurchaseOrderFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={usePurchaseOrderQuery} notFound={t('wms.po_not_found_page')}>
      {(order) => <PurchaseOrderForm order={order ?? null} />}
    </RecordFormPage>
  );
}
