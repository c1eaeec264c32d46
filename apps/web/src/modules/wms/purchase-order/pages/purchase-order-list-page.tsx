import { Card, Tabs, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PURCHASE_ORDER_STATUSES, PurchaseOrderListQuerySchema, type PurchaseOrderRow } from '@tradewind/contract/wms/purchase-order.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { TwoLineCell } from '../../components/two-line-cell';
import { SupplierSelect } from '../../supplier/components/supplier-select';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { PURCHASE_ORDER_ADD_PATH, purchaseOrderDetailPath, purchaseOrderKeys, usePurchaseOrderCountsQuery } from '../api/purchase-order.api';
import { PurchaseOrderActions } from '../components/purchase-order-actions';
import { PurchaseOrderStatusTag } from '../components/purchase-order-status';

/** /wms/purchase_order/list: status tabs with counts, filters, the actions each order's state and the member's permissions allow. */
export function PurchaseOrderListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<PurchaseOrderRow>({ keys: purchaseOrderKeys, path: '/wms/purchase_orders', schema: PurchaseOrderListQuerySchema });
  const counts = usePurchaseOrderCountsQuery(list.query as QueryParams).data;

  const columns: TableColumnsType<PurchaseOrderRow> = [
    {
      title: t('wms.po_number'),
      dataIndex: 'number',
      width: 170,
      fixed: 'left',
      render: (v: string, row) => <Link to={purchaseOrderDetailPath(row.id)}>{v}</Link>,
    },
    { title: t('wms.po_status'), dataIndex: 'status', width: 100, render: (v: number) => <PurchaseOrderStatusTag status={v} /> },
    { title: t('wms.po_supplier'), dataIndex: 'supplier_name', width: 180, ellipsis: true },
    { title: t('wms.po_warehouse'), dataIndex: 'warehouse_name', width: 130, ellipsis: true },
    { title: t('wms.po_lines'), dataIndex: 'line_count', width: 80, align: 'right' },
    { title: t('wms.po_total_amount'), dataIndex: 'total_amount', width: 120, align: 'right' },
    { title: t('wms.po_expected_date'), dataIndex: 'expected_date', width: 120, render: (v: string | null) => v ?? '-' },
    { title: t('wms.po_created'), key: 'created', width: 170, render: (_v, row) => <TwoLineCell main={row.created_at} sub={row.created_by_name ?? ''} /> },
    {
      title: t('wms.actions'),
      key: 'actions',
      width: 260,
      fixed: 'right',
      render: (_v, row) => <PurchaseOrderActions order={row} size="small" />,
    },
  ];

  const tabs = filterTabs(list, { all: t('wms.po_tab_all'), values: PURCHASE_ORDER_STATUSES, label: (s) => t(`wms.po_status.${s}`), counts: counts ?? {} });
  const create = <CreateButton permission="wms:purchase_order:create" label={t('wms.po_create')} onClick={() => void navigate(PURCHASE_ORDER_ADD_PATH)} />;
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('wms.po_keyword'), width: 220 },
    { name: 'supplier_id', control: <SupplierSelect placeholder={t('wms.po_supplier_all')} style={{ width: 180 }} /> },
    { name: 'warehouse_id', control: <WarehouseSelect placeholder={t('wms.po_warehouse_all')} style={{ width: 160 }} /> },
    { name: 'dates', placeholder: [t('wms.po_date_from'), t('wms.po_date_to')], width: 240 },
  ];
  return (
    <Card size="small">
      <FilterBar list={list} name="purchase_order_filters" actions={create} fields={filters} />
      <Tabs {...tabs} />
      <ListTable<PurchaseOrderRow> list={list} columns={columns} empty={t('wms.po_empty')} scroll={{ x: 1300 }} />
    </Card>
  );
}
