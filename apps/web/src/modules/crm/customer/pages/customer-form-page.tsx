import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCustomerQuery } from '../api/customer.api';
import { CustomerForm } from '../components/customer-form';

/** /crm/customer/add and /crm/customer/edit?id=: one page, one form. */
export function CustomerFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useCustomerQuery} notFound={t('crm_customer.not_found')}>
      {(customer) => <CustomerForm customer={customer} />}
    </RecordFormPage>
  );
}
