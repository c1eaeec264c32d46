import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Modal, Typography, type TableColumnsType } from 'antd';
import { StockDangerQuerySchema, type StockDangerRow } from '@tradewind/contract/wms/stock-view.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { SkuPicker } from '@/modules/pms';
import { useWarehouseOptionsQuery } from '../../warehouse/api/warehouse.api';
import { STOCK_DANGER_PATH, stockDangerKeys } from '../api/stock.api';
import { StockAlertModal } from '../components/stock-alert-modal';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { qty, skuColumns, stockWarehouseFilter, type Keyed } from '../components/stock-columns';

type Editing = Parameters<typeof StockAlertModal>[0]['row'];

/** The page's tabs: below safety (default), above the upper limit (`over=1`), every SKU with limits (`all=1`). */
type View = 'below' | 'over' | 'all';
const VIEW_QUERY: Record<View, { over?: 1; all?: 1 }> = { below: {}, over: { over: 1 }, all: { all: 1 } };
const EMPTY: Record<View, string> = { below: 'wms.stock_danger_empty', over: 'wms.stock_danger_empty_over', all: 'wms.stock_danger_empty_all' };

/**
 * /wms/stock/danger: SKUs whose available stock is below their safety stock, the largest shortfall first;
 * the 超出上限 tab those whose on hand is above their upper limit, the largest excess first; 全部 every SKU
 * with limits. The limits are set here, per SKU and warehouse.
 */
export function StockDangerPage() {
  const { t } = useI18n();
  const list = useList<Keyed<StockDangerRow>, typeof StockDangerQuerySchema>({ keys: stockDangerKeys, path: STOCK_DANGER_PATH, schema: StockDangerQuerySchema });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [adding, setAdding] = useState(false);
  const [warehouseForNew, setWarehouseForNew] = useState<number | undefined>(list.query.warehouse_id);
  const view: View = list.query.all === 1 ? 'all' : list.query.over === 1 ? 'over' : 'below';

  type Column = TableColumnsType<Keyed<StockDangerRow>>[number];
  const figure = (key: keyof StockDangerRow, title: string, render: (v: string) => ReactNode = qty): Column => ({ title: t(title), dataIndex: key, width: 90, align: 'right', render });
  /** how far past the limit, in the tab's tone; nothing when within it */
  const past = (tone: 'danger' | 'warning') => (v: string) => (Number(v) > 0 ? <Typography.Text type={tone}>{qty(v)}</Typography.Text> : '-');
  const below: Column[] = [figure('available', 'wms.stock_available'), figure('safety_stock', 'wms.stock_safety'), figure('shortfall', 'wms.stock_shortfall', past('danger'))];
  const over: Column[] = [figure('on_hand', 'wms.stock_on_hand'), figure('upper_limit', 'wms.stock_upper'), figure('excess', 'wms.stock_excess', past('warning'))];
  // the tab's own figures first (below safety: available, safety, short by; above the limit: on hand, limit, over by)
  const columns: TableColumnsType<Keyed<StockDangerRow>> = [
    ...skuColumns<Keyed<StockDangerRow>>(t, { image: false }),
    ...(view === 'over' ? over : below),
    { title: t('wms.stock_warehouse'), dataIndex: 'warehouse_name', width: 140 },
    ...(view === 'over' ? below : over),
    {
      title: t('wms.actions'),
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_v, row) => (
        <Permission rule="wms:stock:alert" fallback="-">
          <Button type="link" onClick={() => setEditing(row)}>{t('wms.stock_alert_edit')}</Button>
        </Permission>
      ),
    },
  ];

  const actions = (
    <Permission rule="wms:stock:alert">
      <Button type="primary" onClick={() => setAdding(true)}>{t('wms.stock_alert_add')}</Button>
    </Permission>
  );

  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <ListTabs
        activeKey={view}
        onChange={(key) => list.setFilters({ all: undefined, over: undefined, ...VIEW_QUERY[key as View] })}
        items={[
          { key: 'below', label: t('wms.stock_danger_below') },
          { key: 'over', label: t('wms.stock_danger_over') },
          { key: 'all', label: t('wms.stock_danger_all') },
        ]}
        actions={actions}
      />
      <FilterBar list={list} name="stock_danger_filters" fields={[{ name: 'keyword', placeholder: t('wms.stock_keyword'), width: 200 }, stockWarehouseFilter(t)]} />
      <ListTable<Keyed<StockDangerRow>>
        list={list}
        rowKey={(r) => `${r.sku_id}-${r.warehouse_id}`}
        columns={columns}
        scroll={{ x: 1300 }}
        empty={t(EMPTY[view])}
      />
      {adding ? (
        <NewLimit
          warehouseId={warehouseForNew}
          onWarehouse={setWarehouseForNew}
          onPick={(sku) => {
            setAdding(false);
            setEditing(sku);
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {editing ? <StockAlertModal row={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}

/** Limits for a SKU not listed yet: a warehouse first, then the SKU from the goods picker. */
function NewLimit({ warehouseId, onWarehouse, onPick, onClose }: { warehouseId: number | undefined; onWarehouse: (id: number | undefined) => void; onPick: (row: Editing) => void; onClose: () => void }) {
  const { t } = useI18n();
  const warehouses = useWarehouseOptionsQuery();
  const [picking, setPicking] = useState(false);
  const warehouse = warehouses.data?.find((w) => w.id === warehouseId);
  return (
    <>
      <Modal open={!picking} title={t('wms.stock_alert_add')} width={420} onCancel={onClose} onOk={() => setPicking(true)} okText={t('wms.stock_alert_pick_sku')} okButtonProps={{ disabled: !warehouse }}>
        <Flex vertical gap={8}>
          <label htmlFor="alert_warehouse">{t('wms.stock_warehouse')}</label>
          <WarehouseSelect id="alert_warehouse" value={warehouseId} onChange={onWarehouse} placeholder={t('wms.location_choose_warehouse')} style={{ width: '100%' }} />
        </Flex>
      </Modal>
      {warehouse ? (
        <SkuPicker
          open={picking}
          max={1}
          onSale={0}
          title={t('wms.stock_alert_pick_sku')}
          onClose={() => setPicking(false)}
          onConfirm={(picked) => {
            const sku = picked[0];
            if (!sku) return;
            onPick({ sku_id: sku.id, warehouse_id: warehouse.id, name: sku.name, spec_text: sku.spec_text, unit_name: sku.unit_name, warehouse_name: warehouse.name, safety_stock: null, upper_limit: null });
          }}
        />
      ) : null}
    </>
  );
}
