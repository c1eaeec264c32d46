import { useSearchParams } from 'react-router';
import { RecordFormPage, idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePaymentPlanQuery } from '../api/payment-plan.api';
import { PaymentPlanForm } from '../components/payment-plan-form';

/** /crm/payment_plan/add (`?customer_id=` chooses the customer, as the customer drawer opens it) and /crm/payment_plan/edit?id=: one page, one form. */
export function PaymentPlanFormPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const customerId = idParamOf(params.get('customer_id'));
  return (
    <RecordFormPage useRecord={usePaymentPlanQuery} notFound={t('crm_pp.not_found')}>
      {(plan) => <PaymentPlanForm plan={plan} customerId={customerId} />}
    </RecordFormPage>
  );
}
