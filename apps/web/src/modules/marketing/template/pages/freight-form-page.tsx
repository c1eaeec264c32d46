import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useFreightTemplateQuery } from '../api/template.api';
import { FreightForm } from '../components/freight-form';

/** /marketing/freight/add and /marketing/freight/edit?id=: one page, one form. */
export function FreightFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useFreightTemplateQuery} notFound={t('mk_tpl.not_found')}>
      {(template) => <FreightForm template={template} />}
    </RecordFormPage>
  );
}
