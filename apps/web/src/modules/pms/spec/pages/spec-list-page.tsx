import { Flex, Tag, type TableColumnsType } from 'antd';
import { SpecListQuerySchema, type Spec } from '@tradewind/contract/pms/spec.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CatalogueListPage } from '../../shared/catalogue-list';
import { specApi } from '../api/spec.api';
import { SpecFormModal } from '../components/spec-form-modal';

/** /pms/spec/list: specs (规格, 口味 …) with their values, from which products make their SKUs. */
export function SpecListPage() {
  const { t } = useI18n();
  const columns: TableColumnsType<Spec> = [
    { title: t('pms.spec_name'), dataIndex: 'name', width: 180 },
    {
      title: t('pms.spec_values'),
      dataIndex: 'values',
      render: (values: Spec['values']) => (
        <Flex wrap gap={4}>
          {values.map((v) => (
            <Tag key={v.id}>{v.value}</Tag>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <CatalogueListPage<Spec>
      entity="spec"
      api={specApi}
      schema={SpecListQuerySchema}
      columns={columns}
      texts={{ create: t('pms.spec_create'), empty: t('pms.spec_empty'), deleteConfirm: (row) => t('pms.spec_delete_confirm', { name: row.name }) }}
      renderForm={(row, onClose) => <SpecFormModal spec={row} onClose={onClose} />}
    />
  );
}
