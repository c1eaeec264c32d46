import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCarryTemplateQuery } from '../api/template.api';
import { CarryFeeTemplateForm } from '../components/carry-fee-template-form';

/** /marketing/carry_fee/add and /marketing/carry_fee/edit?id=: one page, one form. */
export function CarryFeeTemplateFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useCarryTemplateQuery} notFound={t('mk_tpl.not_found')}>
      {(template) => <CarryFeeTemplateForm template={template} />}
    </RecordFormPage>
  );
}
