import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCrowdQuery } from '../api/crowd.api';
import { CrowdForm } from '../components/crowd-form';

/** /crm/crowd/add and /crm/crowd/edit?id=: one page, one form. */
export function CrowdFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useCrowdQuery} notFound={t('crm_crowd.not_found')}>
      {(crowd) => <CrowdForm crowd={crowd} />}
    </RecordFormPage>
  );
}
