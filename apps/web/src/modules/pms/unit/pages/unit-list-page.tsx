import { Tag, type TableColumnsType } from 'antd';
import { UnitListQuerySchema, type Unit } from '@tradewind/contract/pms/unit.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CatalogueListPage } from '../../shared/catalogue-list';
import { unitApi } from '../api/unit.api';
import { UnitFormModal } from '../components/unit-form-modal';

/** /pms/unit_config/list: the units goods are counted in; 斤 and kg take decimals. */
export function UnitListPage() {
  const { t } = useI18n();
  const columns: TableColumnsType<Unit> = [
    { title: t('pms.unit_name'), dataIndex: 'name' },
    { title: t('pms.unit_allow_decimal'), dataIndex: 'allow_decimal', width: 120, render: (v: number) => (v === 1 ? <Tag color="blue">{t('pms.yes')}</Tag> : <Tag>{t('pms.no')}</Tag>) },
  ];
  return (
    <CatalogueListPage<Unit>
      entity="unit_config"
      api={unitApi}
      schema={UnitListQuerySchema}
      columns={columns}
      texts={{ create: t('pms.unit_create'), empty: t('pms.unit_empty'), deleteConfirm: (row) => t('pms.unit_delete_confirm', { name: row.name }) }}
      renderForm={(row, onClose) => <UnitFormModal unit={row} onClose={onClose} />}
    />
  );
}
