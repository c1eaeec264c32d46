import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ORDER_COUNT_CAP, ORDER_STATUS_TABS, OrderListQuerySchema, PAY_TYPES, type OrderRow } from '@tradewind/contract/oms/order.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs, ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { ExportButton } from '@/modules/common';
import { DeptTreeSelect, StaffSelect } from '@/modules/system';
import { WarehouseSelect } from '@/modules/wms';
import { orderBatchPrintPath, orderDetailPath, orderKeys, orderPrintPath, useOrderCountsQuery } from '../api/order.api';
import { OrderActions } from '../components/order-actions';
import { OrderStatusTag, PayStatusTag } from '../components/order-status-tag';

/** /oms/order/list: status tabs with counts, filters, sorting, batch print, export and each order's actions. */
export function OrderListPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const list = useList<OrderRow>({ keys: orderKeys, path: '/oms/orders', schema: OrderListQuerySchema, exportPath: '/oms/orders/export', countCap: ORDER_COUNT_CAP });
  const counts = useOrderCountsQuery(list.query as QueryParams).data;
  const [selected, setSelected] = useState<number[]>([]);
  // the warehouse filter reads the warehouse list, which a rep may not open
  const canListWarehouses = usePermission('wms:warehouse:list');

  const columns: TableColumnsType<OrderRow> = [
    { title: t('oms_order.number'), dataIndex: 'number', width: 170, fixed: 'left', render: (v: string, row) => <Link to={orderDetailPath(row.id)}>{v}</Link> },
    { title: t('oms_order.status'), dataIndex: 'status', width: 90, render: (v: number) => <OrderStatusTag status={v} /> },
    { title: t('oms_order.customer'), key: 'customer', width: 180, ellipsis: true, render: (_v, r) => <span>{r.customer_name}<br /><small>{[r.contact_name, r.contact_phone].filter(Boolean).join(' ')}</small></span> },
    { title: t('oms_order.address'), key: 'address', width: 200, ellipsis: true, render: (_v, r) => `${r.consignee_name} ${r.address_text}` },
    { title: t('oms_order.warehouse'), dataIndex: 'warehouse_name', width: 110, ellipsis: true },
    { title: t('oms_order.delivery_date'), dataIndex: 'delivery_date', width: 130, ...list.sorter('delivery_date'), render: (v: string, r) => <span>{v}<br /><small>{r.time_slot ?? ''}</small></span> },
    { title: t('oms_order.pay_type'), dataIndex: 'pay_type', width: 100, render: (v: number, r) => <span>{t(`oms.pay_type.${v}`)}<br /><PayStatusTag status={r.pay_status} /></span> },
    { title: t('oms_order.total_amount'), dataIndex: 'total_amount', width: 110, align: 'right', ...list.sorter('total_amount') },
    { title: t('oms_order.created'), dataIndex: 'created_at', width: 170, ...list.sorter('created_at'), render: (v: string, r) => <span>{v}<br /><small>{r.created_by_name ?? ''}</small></span> },
    {
      title: t('oms_order.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0} wrap>
          <Link to={orderDetailPath(row.id)}>{t('oms_order.view')}</Link>
          <Permission rule="oms/order/Print">
            <Button type="link" size="small" onClick={() => window.open(orderPrintPath(row.id), '_blank')}>{t('oms_order.print')}</Button>
          </Permission>
          <OrderActions order={row} size="small" />
        </Space>
      ),
    },
  ];

  // the server counts each tab up to ORDER_COUNT_CAP
  const tabs = filterTabs(list, { all: t('oms_order.tab_all'), values: ORDER_STATUS_TABS, label: (s) => t(`oms.order_status.${s}`), counts: counts ?? {}, cap: ORDER_COUNT_CAP });
  const dateTypes = [
    { value: 'created', label: t('oms_order.date_created') },
    { value: 'delivery', label: t('oms_order.date_delivery') },
    { value: 'audited', label: t('oms_order.date_audited') },
  ];
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('oms_order.keyword'), width: 240 },
    canListWarehouses && { name: 'warehouse_id', control: <WarehouseSelect placeholder={t('oms_order.warehouse_all')} style={{ width: 160 }} allowClear /> },
    { name: 'pay_type', placeholder: t('oms_order.pay_type_all'), width: 140, options: PAY_TYPES.map((p) => ({ value: p, label: t(`oms.pay_type.${p}`) })) },
    { name: 'date_type', control: <Select aria-label={t('oms_order.date_type')} style={{ width: 110 }} options={dateTypes} /> },
    { name: 'dates', placeholder: [t('oms_order.date_from'), t('oms_order.date_to')], width: 240 },
    // the customer's owner, as business goals count sales (their links fill these in)
    { name: 'sales_id', control: <StaffSelect placeholder={t('oms_order.owner')} style={{ width: 140 }} /> },
    { name: 'dept_id', control: <DeptTreeSelect placeholder={t('oms_order.owner_dept')} style={{ width: 150 }} /> },
    { name: 'goal_counted', placeholder: t('oms_order.goal_all'), width: 150, options: [{ value: 1, label: t('oms_order.goal_counted') }] },
  ];
  const actions = (
    <Space>
      <Permission rule="oms/order/Print">
        <Button icon={<PrinterOutlined />} onClick={() => (selected.length ? window.open(orderBatchPrintPath(selected), '_blank') : void message.warning(t('oms_order.no_selection')))}>
          {t('oms_order.batch_print')}
        </Button>
      </Permission>
      <ExportButton permission="oms:order:export" {...list.exportProps} />
      <Permission rule="oms:order:create">
        <Link to="/crm/customer/list">
          <Button type="primary" icon={<PlusOutlined />}>{t('oms_order.create')}</Button>
        </Link>
      </Permission>
    </Space>
  );
  return (
    <Card size="small">
      <FilterBar list={list} name="order_filters" fields={filters} />
      <ListTabs {...tabs} actions={actions} />
      <ListTable<OrderRow> list={list} columns={columns} empty={t('oms_order.empty')} scroll={{ x: 1500 }} rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }} />
    </Card>
  );
}
