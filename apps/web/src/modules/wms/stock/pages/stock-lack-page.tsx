import { Alert, Card, Typography, type TableColumnsType } from 'antd';
import { StockLackQuerySchema, type StockLackRow } from '@tradewind/contract/wms/stock-view.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { STOCK_LACK_PATH, stockLackKeys } from '../api/stock.api';
import { qty, skuColumns, stockWarehouseFilter, type Keyed } from '../components/stock-columns';

/** /wms/stock/lack: SKUs whose stock falls short of what open orders have reserved. */
export function StockLackPage() {
  const { t } = useI18n();
  const list = useList<Keyed<StockLackRow>, typeof StockLackQuerySchema>({ keys: stockLackKeys, path: STOCK_LACK_PATH, schema: StockLackQuerySchema });

  const columns: TableColumnsType<Keyed<StockLackRow>> = [
    ...skuColumns<Keyed<StockLackRow>>(t, { image: false }),
    { title: t('wms.stock_on_hand'), dataIndex: 'on_hand', width: 90, align: 'right', render: qty },
    { title: t('wms.stock_available'), dataIndex: 'available', width: 90, align: 'right', render: qty },
    { title: t('wms.stock_demand'), dataIndex: 'demand', width: 90, align: 'right', render: qty },
    { title: t('wms.stock_lack'), dataIndex: 'lack', width: 90, align: 'right', render: (v: string) => <Typography.Text type="danger">{qty(v)}</Typography.Text> },
    { title: t('wms.stock_warehouse'), dataIndex: 'warehouse_name', width: 140 },
  ];

  return (
    <Card size="small">
      <Alert type="info" showIcon title={t('wms.stock_lack_hint')} style={{ marginBottom: 12 }} />
      <FilterBar list={list} name="stock_lack_filters" fields={[{ name: 'keyword', placeholder: t('wms.stock_keyword'), width: 200 }, stockWarehouseFilter(t)]} />
      <ListTable<Keyed<StockLackRow>> list={list} rowKey={(r) => `${r.sku_id}-${r.warehouse_id}`} columns={columns} scroll={{ x: 1000 }} empty={t('wms.stock_lack_empty')} />
    </Card>
  );
}
