import { Badge, Card, Form, Input, Select, Space, TreeSelect, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import type { Brand } from '@tradewind/contract/pms/brand.schema';
import { SPU_STATUS_LABELS, SPU_STATUSES, SpuListQuerySchema, type SpuRow, type SpuStatus } from '@tradewind/contract/pms/spu.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { thumbnailUrl } from '@/modules/common';
import { ImportButton } from '@/modules/system';
import { brandApi } from '../../brand/api/brand.api';
import { useCategoriesQuery } from '../../category/api/category.api';
import { categoryTreeData } from '../category-options';
import { spuKeys, useSpuStatusCountsQuery } from '../api/spu.api';
import { SpuRowActions } from '../components/spu-row-actions';
import { SpuStatusTag } from '../components/spu-status-tag';
import { SPU_ADD_PATH } from '../../pms.routes';
import styles from '../components/spu.module.css';

/** '3.50' or '3.50 – 12.00' */
const priceRange = (row: SpuRow) => (row.price_min === null ? '-' : row.price_min === row.price_max ? `¥${row.price_min}` : `¥${row.price_min} – ¥${row.price_max}`);

/** /pms/spu/list: the products by state, with their SKUs' price range and the moves their state allows. */
export function SpuListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<SpuRow, typeof SpuListQuerySchema>({ keys: spuKeys, path: '/pms/spus', schema: SpuListQuerySchema });
  const { keyword, category_id, brand_id } = list.query;
  const counts = useSpuStatusCountsQuery({ keyword, category_id, brand_id });
  const categories = useCategoriesQuery();
  const brands = brandApi.useOptions<Brand>();
  const total = Object.values(counts.data ?? {}).reduce((sum, n) => sum + n, 0);

  const columns: TableColumnsType<SpuRow> = [
    {
      title: t('pms_spu.cover'),
      dataIndex: 'cover',
      width: 56,
      render: (cover: string | null, row) => (cover ? <img src={thumbnailUrl(cover)} alt={row.name} className={styles.cover} /> : <span className={styles.cover} />),
    },
    {
      title: t('pms_spu.name'),
      dataIndex: 'name',
      width: 180,
      ...list.sorter('name'),
      render: (name: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{name}</Typography.Text>
          {row.status === 3 && row.reject_reason ? (
            <span className={styles.reason} data-testid="row-reject-reason">
              {t('pms_spu.reject_reason_label')}：{row.reject_reason}
            </span>
          ) : null}
        </Space>
      ),
    },
    { title: t('pms_spu.category'), dataIndex: 'category_name', width: 110 },
    { title: t('pms_spu.brand'), dataIndex: 'brand_name', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('pms_spu.price'), key: 'price', width: 130, render: (_v, row) => priceRange(row) },
    { title: t('pms_spu.sku_count'), dataIndex: 'sku_count', width: 70, align: 'right' },
    { title: t('pms_spu.status'), dataIndex: 'status', width: 90, render: (status: SpuStatus) => <SpuStatusTag status={status} /> },
    { title: t('pms_spu.updated_at'), dataIndex: 'updated_at', width: 150, ...list.sorter('updated_at') },
    { title: t('pms.actions'), key: 'actions', fixed: 'right', width: 170, render: (_v, row) => <SpuRowActions row={row} /> },
  ];

  const tabLabel = (label: string, count: number | undefined) => (
    <Space size={4}>
      {label}
      <Badge count={count ?? 0} showZero overflowCount={9999} color="rgba(0,0,0,0.06)" style={{ color: 'rgba(0,0,0,0.72)' }} />
    </Space>
  );

  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <ListTabs
        activeKey={list.query.status === undefined ? 'all' : String(list.query.status)}
        onChange={(key) => list.setFilters({ status: key === 'all' ? undefined : (Number(key) as SpuStatus) })}
        items={[
          { key: 'all', label: tabLabel(t('pms_spu.tab_all'), total) },
          ...SPU_STATUSES.map((s) => ({ key: String(s), label: tabLabel(t(SPU_STATUS_LABELS[s]), counts.data?.[String(s)]) })),
        ]}
        actions={
          <Space>
            <ImportButton kind="pms.spu" permission="pms:spu:create" />
            <CreateButton permission="pms:spu:create" label={t('pms_spu.create')} onClick={() => void navigate(SPU_ADD_PATH)} />
          </Space>
        }
      />
      <FilterBar list={list} name="spu_filters">
        <Form.Item name="keyword" label={t('pms_spu.keyword')}>
          <Input placeholder={t('pms_spu.keyword_hint')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="category_id" label={t('pms_spu.category')}>
          <TreeSelect<number> treeData={categoryTreeData(categories.data)} allowClear treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} placeholder={t('pms_spu.category')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="brand_id" label={t('pms_spu.brand')}>
          <Select<number> allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('pms_spu.brand')} options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))} style={{ width: 150 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<SpuRow> list={list} columns={columns} scroll={{ x: 1050 }} empty={t(list.filtered ? 'pms_spu.empty_filtered' : 'pms_spu.empty')} />
    </Card>
  );
}
