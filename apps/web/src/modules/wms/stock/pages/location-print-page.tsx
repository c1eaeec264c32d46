import { Empty, Flex, Select, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { BarcodeSvg } from '@/core/barcode/barcode-svg';
import { useWarehouseOptionsQuery } from '../../warehouse/api/warehouse.api';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { useWarehouseLocationsQuery } from '../api/stock.api';
import { readPrintIds } from '../print-location-path';
import labels from '@/core/print/label-sheet.module.css';
import styles from './location-print-page.module.css';

/**
 * /wms/stock/print_location?warehouse_id=1&ids=2,3 (print layout): one label per location — its code in
 * Code 128, its warehouse and zone — on the goods labels' sheet, label size and barcode drawing. No ids: every live location of the warehouse.
 */
export function LocationPrintPage() {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const warehouseId = Number(search.get('warehouse_id')) || undefined;
  const ids = readPrintIds(search.get('ids'));
  const warehouses = useWarehouseOptionsQuery();
  const locations = useWarehouseLocationsQuery(warehouseId);
  const warehouse = warehouses.data?.find((w) => w.id === warehouseId);
  const chosen = (locations.data ?? []).filter((l) => ids.length === 0 || ids.includes(l.id));

  const go = (next: { warehouse_id?: number; ids?: number[] }) =>
    setSearch(() => {
      const params = new URLSearchParams();
      if (next.warehouse_id) params.set('warehouse_id', String(next.warehouse_id));
      if (next.ids?.length) params.set('ids', next.ids.join(','));
      return params;
    });

  return (
    <>
      <Flex gap={8} align="center" wrap className={labels.heading} style={{ marginBottom: 12 }}>
        <WarehouseSelect id="print_warehouse" value={warehouseId} onChange={(id) => go({ warehouse_id: id })} placeholder={t('wms.location_choose_warehouse')} style={{ width: 240 }} />
        <Select
          mode="multiple"
          aria-label={t('wms.print_location_choose')}
          value={ids}
          onChange={(next: number[]) => go({ warehouse_id: warehouseId, ids: next })}
          placeholder={t('wms.print_location_all')}
          disabled={warehouseId === undefined}
          options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.code }))}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          maxTagCount="responsive"
          style={{ minWidth: 280, flex: 1 }}
        />
        <Typography.Text type="secondary">{t('wms.print_location_count', { count: chosen.length })}</Typography.Text>
      </Flex>
      {warehouseId === undefined ? (
        <Empty description={t('wms.location_choose_warehouse')} />
      ) : locations.isPending ? (
        <Spin />
      ) : chosen.length === 0 ? (
        <Empty description={t('wms.print_location_none')} />
      ) : (
        <div className={labels.sheet}>
          {chosen.map((l) => (
            <section key={l.id} className={labels.label} data-testid="location-label">
              <div className={styles.head}>
                <span className={styles.code}>{l.code}</span>
                <span className={styles.warehouse}>{[warehouse?.name, l.zone].filter(Boolean).join(' · ')}</span>
              </div>
              <BarcodeSvg sku={{ barcode: null, code: l.code }} className={labels.barcode} />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
