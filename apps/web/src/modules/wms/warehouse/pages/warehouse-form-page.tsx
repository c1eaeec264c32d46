import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useWarehouseQuery } from '../api/warehouse.api';
import { WarehouseForm } from '../components/warehouse-form';

/** /wms/warehouse/add and /wms/warehouse/edit?id=: one page, one form. */
export function WarehouseFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useWarehouseQuery} notFound={t('wms.warehouse_not_found_page')}>
      {(warehouse) => <WarehouseForm warehouse={warehouse} />}
    </RecordFormPage>
  );
}
