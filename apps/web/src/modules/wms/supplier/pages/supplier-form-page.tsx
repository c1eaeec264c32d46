import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSupplierQuery } from '../api/supplier.api';
import { SupplierForm } from '../components/supplier-form';

/** /wms/supplier/add and /wms/supplier/edit?id=: one page, one form. */
export function SupplierFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useSupplierQuery} notFound={t('wms.supplier_not_found_page')}>
      {(supplier) => <SupplierForm supplier={supplier} />}
    </RecordFormPage>
  );
}
