import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Select, type TableColumnsType } from 'antd';
import { LocationStockQuerySchema, type LocationStockRow } from '@tradewind/contract/wms/stock-view.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { LOCATION_STOCK_PATH, locationStockKeys, useWarehouseLocationsQuery } from '../api/stock.api';
import { qty, skuColumns, stockWarehouseFilter, type Keyed } from '../components/stock-columns';
import { printLocationPath } from '../print-location-path';

/** /wms/stock/location_stock: what lies on each location of the current store's warehouses. */
export function LocationStockPage() {
  const { t } = useI18n();
  const list = useList<Keyed<LocationStockRow>, typeof LocationStockQuerySchema>({ keys: locationStockKeys, path: LOCATION_STOCK_PATH, schema: LocationStockQuerySchema });
  const warehouseId = list.query.warehouse_id;
  const locations = useWarehouseLocationsQuery(warehouseId);

  const columns: TableColumnsType<Keyed<LocationStockRow>> = [
    { title: t('wms.stock_warehouse'), dataIndex: 'warehouse_name', width: 140, fixed: 'left' },
    { title: t('wms.stock_location'), dataIndex: 'location_code', width: 100, fixed: 'left' },
    ...skuColumns<Keyed<LocationStockRow>>(t, { image: false }),
    { title: t('wms.stock_on_hand'), dataIndex: 'on_hand', width: 100, align: 'right', render: qty },
    { title: t('wms.stock_updated_at'), dataIndex: 'updated_at', width: 160 },
  ];

  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="location_stock_filters"
        actions={
          <Button icon={<PrinterOutlined />} disabled={warehouseId === undefined} onClick={() => window.open(printLocationPath(warehouseId!, list.query.location_id), '_blank', 'noopener')}>
            {t('wms.print_location')}
          </Button>
        }
        fields={[
          stockWarehouseFilter(t),
          {
            name: 'location_id',
            control: (
              <Select
                placeholder={t(warehouseId === undefined ? 'wms.stock_location_after_warehouse' : 'wms.stock_all_locations')}
                disabled={warehouseId === undefined}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.code }))}
                style={{ width: 160 }}
              />
            ),
          },
          { name: 'keyword', placeholder: t('wms.stock_keyword'), width: 200 },
          { name: 'with_zero', placeholder: t('wms.stock_in_stock_only'), width: 140, options: [{ value: 1, label: t('wms.stock_with_zero') }] },
        ]}
      />
      <ListTable<Keyed<LocationStockRow>>
        list={list}
        rowKey={(r) => `${r.location_id}-${r.sku_id}`}
        columns={columns}
        scroll={{ x: 1100 }}
        empty={t(list.filtered ? 'wms.stock_empty_filtered' : 'wms.location_stock_empty')}
      />
    </Card>
  );
}
