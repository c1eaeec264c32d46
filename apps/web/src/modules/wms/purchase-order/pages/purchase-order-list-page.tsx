import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, Tabs, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PURCHASE_ORDER_STATUSES, PurchaseOrderListQuerySchema, type PurchaseOrderRow } from '@tradewind/contract/wms/purchase-order.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { dateRangeFromValues, dateRangeToValues, type DateRangeValues } from '@/core/list/date-range-values';
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
  const status = list.query.status;

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

  const tabs = [{ key: 'all', label: `${t('wms.po_tab_all')} (${counts?.all ?? 0})` }, ...PURCHASE_ORDER_STATUSES.map((s) => ({ key: String(s), label: `${t(`wms.po_status.${s}`)} (${counts?.[String(s)] ?? 0})` }))];
  const create = (
    <Permission rule="wms:purchase_order:create">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(PURCHASE_ORDER_ADD_PATH)}>{t('wms.po_create')}</Button>
    </Permission>
  );
  return (
    <Card size="small">
      <FilterBar<DateRangeValues> list={list} name="purchase_order_filters" actions={create} toValues={dateRangeToValues} fromValues={dateRangeFromValues}>
        <Form.Item name="keyword">
          <Input placeholder={t('wms.po_keyword')} allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="supplier_id">
          <SupplierSelect placeholder={t('wms.po_supplier_all')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="warehouse_id">
          <WarehouseSelect placeholder={t('wms.po_warehouse_all')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker placeholder={[t('wms.po_date_from'), t('wms.po_date_to')]} allowEmpty={[true, true]} style={{ width: 240 }} />
        </Form.Item>
      </FilterBar>
      <Tabs
        activeKey={status === undefined ? 'all' : String(status)}
        onChange={(key) => list.go({ ...list.query, page: 1, status: key === 'all' ? undefined : Number(key) })}
        items={tabs}
      />
      <ListTable<PurchaseOrderRow> list={list} columns={columns} empty={t('wms.po_empty')} scroll={{ x: 1300 }} />
    </Card>
  );
}
