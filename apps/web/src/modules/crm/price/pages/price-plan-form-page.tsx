import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePricePlanQuery } from '../api/price.api';
import { PricePlanForm } from '../components/price-plan-form';

/** /crm/price/add and /crm/price/edit?id=: one page, one form. */
export function PricePlanFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={usePricePlanQuery} notFound={t('crm_price.plan_not_found')}>
      {(plan) => <PricePlanForm plan={plan ?? null} />}
    </RecordFormPage>
  );
}
