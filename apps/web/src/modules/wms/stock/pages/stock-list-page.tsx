import { Card, Flex, Tooltip, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { STOCK_LIST_COUNT_CAP, StockListQuerySchema, type StockRow } from '@tradewind/contract/wms/stock-view.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { CategoryTreeSelect } from '@/modules/pms';
import { STOCK_EXPORT_PATH, STOCK_LIST_PATH, stockKeys } from '../api/stock.api';
import { qty, skuColumns, stockWarehouseFilter, type Keyed } from '../components/stock-columns';

// the page's filters: a page of the SKU list asks by sku_ids, this page does not
const PageQuerySchema = StockListQuerySchema.omit({ sku_ids: true });

/** /wms/stock/list: each SKU in each warehouse of the current store, with what it is worth. */
export function StockListPage() {
  const { t } = useI18n();
  const list = useList<Keyed<StockRow>, typeof PageQuerySchema>({ keys: stockKeys, path: STOCK_LIST_PATH, schema: PageQuerySchema, exportPath: STOCK_EXPORT_PATH, countCap: STOCK_LIST_COUNT_CAP });

  const columns: TableColumnsType<Keyed<StockRow>> = [
    ...skuColumns<Keyed<StockRow>>(t, { sorter: list.sorter('code') }),
    { title: t('wms.stock_on_hand'), dataIndex: 'on_hand', width: 100, align: 'right', render: qty, ...list.sorter('on_hand') },
    {
      title: t('wms.stock_available'),
      dataIndex: 'available',
      width: 100,
      align: 'right',
      ...list.sorter('available'),
      render: (v: string, row) => <Typography.Text type={row.safety_stock !== null && Number(v) < Number(row.safety_stock) ? 'danger' : undefined}>{qty(v)}</Typography.Text>,
    },
    // shipped here by transfer orders, not received yet (transfer-order README)
    { title: <Tooltip title={t('wms_to.stock_in_transit_tip')}>{t('wms_to.stock_in_transit')}</Tooltip>, dataIndex: 'in_transit', width: 80, align: 'right', render: (v?: string) => (Number(v) > 0 ? <Typography.Text type="warning">{qty(v)}</Typography.Text> : qty(v ?? '0')) },
    { title: t('wms.stock_value'), dataIndex: 'value', width: 110, align: 'right', ...list.sorter('value') },
    { title: t('wms.stock_cost'), dataIndex: 'cost', width: 100, align: 'right' },
    { title: t('wms.stock_reserved'), dataIndex: 'reserved', width: 90, align: 'right', render: qty },
    { title: t('wms.stock_safety'), dataIndex: 'safety_stock', width: 90, align: 'right', render: qty },
    { title: t('wms.stock_warehouse'), dataIndex: 'warehouse_name', width: 140 },
    { title: t('wms.stock_updated_at'), dataIndex: 'updated_at', width: 160, ...list.sorter('updated_at') },
    {
      title: t('wms.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_v, row) => (
        <Permission rule="wms:stock:history" fallback="-">
          <Link to={`/wms/stock/history?sku_id=${row.sku_id}&warehouse_id=${row.warehouse_id}`}>{t('wms.stock_history_link')}</Link>
        </Permission>
      ),
    },
  ];

  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="stock_filters"
        actions={<ExportButton permission="wms:stock:export" {...list.exportProps} />}
        fields={[
          { name: 'keyword', placeholder: t('wms.stock_keyword'), width: 220 },
          { name: 'category_id', control: <CategoryTreeSelect placeholder={t('wms.stock_category')} /> },
          stockWarehouseFilter(t),
          { name: 'in_stock', placeholder: t('wms.stock_in_stock_any'), width: 140, options: [{ value: 1, label: t('wms.stock_in_stock_only') }] },
        ]}
      />
      <ListTable<Keyed<StockRow>>
        list={list}
        rowKey={(r) => `${r.sku_id}-${r.warehouse_id}`}
        columns={columns}
        scroll={{ x: 1500 }}
        empty={t(list.filtered ? 'wms.stock_empty_filtered' : 'wms.stock_empty')}
      />
      <Flex justify="flex-end">
        <Typography.Text type="secondary">{t('wms.stock_scope_hint')}</Typography.Text>
      </Flex>
    </Card>
  );
}
