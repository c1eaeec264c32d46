import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useActivityQuery } from '../api/activity.api';
import { ActivityForm } from '../components/activity-form';

/** /marketing/activity/add and /marketing/activity/edit?id=: one page, one form, with its "try a cart". */
export function ActivityFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useActivityQuery} notFound={t('marketing_activity.not_found')}>
      {(activity) => <ActivityForm activity={activity} />}
    </RecordFormPage>
  );
}
