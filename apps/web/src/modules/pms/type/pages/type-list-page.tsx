import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { ATTRIBUTE_INPUT_LABELS, GoodsTypeListQuerySchema, type GoodsType } from '@tradewind/contract/pms/type.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CatalogueListPage } from '../../shared/catalogue-list';
import { typeApi } from '../api/type.api';
import { TypeFormModal } from '../components/type-form-modal';

/** /pms/type/list: kinds of goods, each naming its specs and extra attributes. */
export function TypeListPage() {
  const { t } = useI18n();
  const columns: TableColumnsType<GoodsType> = [
    { title: t('pms.type_name'), dataIndex: 'name', width: 160 },
    {
      title: t('pms.type_specs'),
      dataIndex: 'spec_names',
      render: (names: string[]) => (
        <Flex wrap gap={4}>
          {names.map((n) => (
            <Tag key={n} color="blue">
              {n}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('pms.type_attributes'),
      dataIndex: 'attributes',
      render: (attributes: GoodsType['attributes']) => (
        <Flex wrap gap={4}>
          {attributes.map((a) => (
            <Tag key={a.id}>
              {a.name} <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(ATTRIBUTE_INPUT_LABELS[a.input_type])}</Typography.Text>
            </Tag>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <CatalogueListPage<GoodsType>
      entity="type"
      api={typeApi}
      schema={GoodsTypeListQuerySchema}
      columns={columns}
      texts={{ create: t('pms.type_create'), empty: t('pms.type_empty'), deleteConfirm: (row) => t('pms.type_delete_confirm', { name: row.name }) }}
      renderForm={(row, onClose) => <TypeFormModal type={row} onClose={onClose} />}
      createdAt={false}
    />
  );
}
