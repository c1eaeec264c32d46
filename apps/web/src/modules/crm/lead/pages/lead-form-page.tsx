import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeadQuery } from '../api/lead.api';
import { LeadForm } from '../components/lead-form';

/** /crm/leads/add and /crm/leads/edit?id=: one page, one form. */
export function LeadFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useLeadQuery} notFound={t('crm_lead.not_found')}>
      {(lead) => <LeadForm lead={lead} />}
    </RecordFormPage>
  );
}
