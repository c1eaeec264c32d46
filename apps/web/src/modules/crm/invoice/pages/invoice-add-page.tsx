import { Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useInvoiceQuery } from '../api/invoice.api';
import { InvoiceForm } from '../components/invoice-form';

/** /crm/invoice/add (`?customer_id=` preselects; `?original_id=` reverses that opened invoice in red). */
export function InvoiceAddPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const originalId = idParamOf(params.get('original_id'));
  const original = useInvoiceQuery(originalId);
  if (originalId === null) return <InvoiceForm />;
  if (original.isPending) return <Skeleton active />;
  if (!original.data) return <Result status="404" title={t('crm_invoice.not_found')} />;
  return <InvoiceForm original={original.data} key={original.data.id} />;
}
