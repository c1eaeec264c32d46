import { useState } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Space, Typography, type TableColumnsType } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import type { Brand } from '@tradewind/contract/pms/brand.schema';
import { SkuListQuerySchema, type SkuRow } from '@tradewind/contract/pms/sku.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { ExportButton } from '@/modules/common';
import { brandApi } from '../../brand/api/brand.api';
import { CategoryTreeSelect } from '../../sku-picker/components/category-tree-select';
import { SkuImageCell, SkuNameCell, SkuStatusTag, SkuUnitCell } from '../../sku-picker/components/sku-cells';
import { SKU_EXPORT_PATH, SKU_LIST_PATH, skuKeys, useSkuStatusMutation } from '../api/sku.api';
import { SkuPriceModal } from '../components/sku-price-modal';
import { labelPrintPath } from '../label-print-path';

/** At most this many labels go to one print page (the list call's `ids` limit). */
const PRINT_MAX = 100;

/** /pms/goods/list: every SKU of a checked SPU, with its prices, stock and own sale switch. */
export function SkuListPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const list = useList<SkuRow, typeof SkuListQuerySchema>({ keys: skuKeys, path: SKU_LIST_PATH, schema: SkuListQuerySchema, exportPath: SKU_EXPORT_PATH });
  const canReadBrands = usePermission('pms:brand:list');
  const canReadCategories = usePermission('pms:category:list');
  const brands = brandApi.useOptions<Brand>(canReadBrands);
  const setStatus = useSkuStatusMutation();
  const [ticked, setTicked] = useState<number[]>([]);
  const [pricing, setPricing] = useState<SkuRow | null>(null);

  const changeStatus = (status: 0 | 1) =>
    setStatus.mutate(
      { ids: ticked, status },
      {
        onSuccess: () => {
          void message.success(t(status === 1 ? 'pms.goods_put_on_sale_done' : 'pms.goods_take_off_sale_done', { count: ticked.length }));
          setTicked([]);
        },
      },
    );
  const printLabels = () => {
    if (ticked.length > PRINT_MAX) {
      void message.warning(t('pms.label_print_max', { max: PRINT_MAX }));
      return;
    }
    window.open(labelPrintPath(ticked), '_blank', 'noopener');
  };

  const columns: TableColumnsType<SkuRow> = [
    { title: t('pms.goods_image'), dataIndex: 'image', width: 64, fixed: 'left', render: (v: string | null) => <SkuImageCell src={v} size={40} /> },
    {
      title: t('pms.goods_goods'),
      dataIndex: 'name',
      fixed: 'left',
      width: 220,
      ...list.sorter('name'),
      render: (_v, row) => <SkuNameCell name={row.name} spec={row.spec_text} />,
    },
    { title: t('pms.goods_code'), dataIndex: 'code', width: 140, ...list.sorter('code') },
    { title: t('pms.goods_barcode'), dataIndex: 'barcode', width: 140, render: (v: string | null) => v ?? '-' },
    { title: t('pms.goods_category'), dataIndex: 'category_name', width: 110 },
    { title: t('pms.goods_brand'), dataIndex: 'brand_name', width: 100, render: (v: string | null) => v ?? '-' },
    {
      title: t('pms.goods_unit'),
      key: 'unit',
      width: 110,
      render: (_v, row) => <SkuUnitCell unit={row.unit_name} units={row.units} />,
    },
    { title: t('pms.goods_sale_price'), dataIndex: 'sale_price', width: 100, align: 'right', ...list.sorter('sale_price') },
    { title: t('pms.goods_market_price'), dataIndex: 'market_price', width: 100, align: 'right', render: (v: string | null) => v ?? '-' },
    { title: t('pms.goods_cost_price'), dataIndex: 'cost_price', width: 100, align: 'right' },
    { title: t('pms.goods_stock'), dataIndex: 'stock', width: 80, align: 'right', render: (v: string) => Number(v) },
    { title: t('pms.goods_status'), dataIndex: 'status', width: 80, render: (v: number) => <SkuStatusTag status={v} /> },
    { title: t('pms.goods_updated_at'), dataIndex: 'updated_at', width: 160, ...list.sorter('updated_at') },
    {
      title: t('pms.actions'),
      key: 'actions',
      fixed: 'right',
      width: 100,
      render: (_v, row) => (
        <Permission rule="pms:goods:price" fallback="-">
          <Button type="link" onClick={() => setPricing(row)}>
            {t('pms.goods_price_edit')}
          </Button>
        </Permission>
      ),
    },
  ];

  const batch = (
    <Space wrap>
      <Permission rule="pms:goods:status">
        <ConfirmAction title={t('pms.goods_put_on_sale_confirm', { count: ticked.length })} onConfirm={() => changeStatus(1)} disabled={ticked.length === 0}>
          <Button disabled={ticked.length === 0} loading={setStatus.isPending}>
            {t('pms.goods_put_on_sale')}
          </Button>
        </ConfirmAction>
      </Permission>
      <Permission rule="pms:goods:status">
        <ConfirmAction title={t('pms.goods_take_off_sale_confirm', { count: ticked.length })} okButtonProps={{ danger: true }} onConfirm={() => changeStatus(0)} disabled={ticked.length === 0}>
          <Button disabled={ticked.length === 0} loading={setStatus.isPending}>
            {t('pms.goods_take_off_sale')}
          </Button>
        </ConfirmAction>
      </Permission>
      <Button icon={<PrinterOutlined />} disabled={ticked.length === 0} onClick={printLabels}>
        {t('pms.label_print')}
      </Button>
      <ExportButton permission="pms:goods:export" {...list.exportProps} />
      {ticked.length > 0 ? <Typography.Text type="secondary">{t('pms.goods_ticked', { count: ticked.length })}</Typography.Text> : null}
    </Space>
  );

  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="sku_filters"
        fields={[
          { name: 'keyword', placeholder: t('pms.goods_keyword_hint'), width: 240 },
          canReadCategories && { name: 'category_id', control: <CategoryTreeSelect placeholder={t('pms.goods_category')} /> },
          canReadBrands && { name: 'brand_id', control: <Select placeholder={t('pms.goods_brand')} allowClear showSearch={{ optionFilterProp: 'label' }} options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))} style={{ width: 140 }} /> },
          { name: 'status', placeholder: t('pms.goods_status'), width: 110, options: [{ value: 1, label: t('pms.goods_on_sale') }, { value: 0, label: t('pms.goods_off_sale') }] },
        ]}
      />
      <Flex style={{ marginBottom: 12 }}>{batch}</Flex>
      <ListTable<SkuRow>
        list={list}
        columns={columns}
        scroll={{ x: 1700 }}
        empty={t(list.filtered ? 'pms.goods_empty_filtered' : 'pms.goods_empty')}
        rowSelection={{ selectedRowKeys: ticked, preserveSelectedRowKeys: true, onChange: (keys) => setTicked(keys.map(Number)) }}
      />
      {pricing ? <SkuPriceModal sku={pricing} onClose={() => setPricing(null)} /> : null}
    </Card>
  );
}
