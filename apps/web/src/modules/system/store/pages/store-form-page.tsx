import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useStoreQuery } from '../api/store.api';
import { StoreForm } from '../components/store-form';

/** /system/store/add and /system/store/edit?id=: one page, one form. */
export function StoreFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useStoreQuery} notFound={t('store.not_found')}>
      {(store) => <StoreForm store={store} />}
    </RecordFormPage>
  );
}
