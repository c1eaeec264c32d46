import { Avatar, type TableColumnsType } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { BrandListQuerySchema, type Brand } from '@tradewind/contract/pms/brand.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CatalogueListPage } from '../../shared/catalogue-list';
import { brandApi } from '../api/brand.api';
import { BrandFormModal } from '../components/brand-form-modal';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ#'].map((l) => ({ value: l, label: l }));

/** /pms/brand/list: the brands goods are made by, with their logo and A–Z initial. */
export function BrandListPage() {
  const { t } = useI18n();
  const columns: TableColumnsType<Brand> = [
    { title: t('pms.brand_logo'), dataIndex: 'logo', width: 110, render: (v: string | null) => <Avatar shape="square" size={36} src={v || undefined} icon={<PictureOutlined />} /> },
    { title: t('pms.brand_name'), dataIndex: 'name' },
    { title: t('pms.brand_letter'), dataIndex: 'letter', width: 90 },
  ];
  return (
    <CatalogueListPage<Brand>
      entity="brand"
      api={brandApi}
      schema={BrandListQuerySchema}
      columns={columns}
      texts={{ create: t('pms.brand_create'), empty: t('pms.brand_empty'), deleteConfirm: (row) => t('pms.brand_delete_confirm', { name: row.name }) }}
      renderForm={(row, onClose) => <BrandFormModal brand={row} onClose={onClose} />}
      filters={[{ name: 'letter', placeholder: t('pms.brand_letter'), width: 100, options: LETTERS }]}
    />
  );
}
