import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSpuQuery } from '../api/spu.api';
import { SpuForm } from '../components/spu-form';

/** /pms/spu/add and /pms/spu/edit?id=: one page, one form. */
export function SpuFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useSpuQuery} notFound={t('pms.spu_not_found')}>
      {(spu) => <SpuForm spu={spu} />}
    </RecordFormPage>
  );
}
