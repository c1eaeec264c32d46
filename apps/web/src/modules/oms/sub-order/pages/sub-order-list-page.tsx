import { Button, Card, Space, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ORDER_STATUS_TABS } from '@tradewind/contract/oms/order.schema';
import { SubOrderListQuerySchema, type SubOrder } from '@tradewind/contract/oms/sub-order.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs, ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { CustomerSelect } from '@/modules/crm';
import { WarehouseSelect } from '@/modules/wms';
import { subOrderKeys, subOrderPrintPath, useSubOrderCountsQuery } from '../api/sub-order.api';

const COLORS: Record<number, string> = { 0: 'default', 1: 'gold', 2: 'blue', 3: 'cyan', 4: 'geekblue', 5: 'purple', 6: 'green', 7: 'green' };

/** /oms/sub_order/list: the split orders' parts per warehouse, by state (tabs with counts), warehouse, number, customer and delivery date; each printable. */
export function SubOrderListPage() {
  const { t } = useI18n();
  const list = useList<SubOrder>({ keys: subOrderKeys, path: '/oms/sub_orders', schema: SubOrderListQuerySchema });
  const counts = useSubOrderCountsQuery(list.query as QueryParams).data;
  const columns: TableColumnsType<SubOrder> = [
    { title: t('oms_sub_order.number'), dataIndex: 'number', width: 190 },
    { title: t('oms_sub_order.status'), dataIndex: 'status', width: 90, render: (v: number) => <Tag color={COLORS[v]}>{t(`oms.order_status.${v}`)}</Tag> },
    { title: t('oms_sub_order.order'), dataIndex: 'order_number', width: 170, render: (v: string, r) => <Link to={`/oms/order/detail?id=${r.order_id}`}>{v}</Link> },
    { title: t('oms_sub_order.customer'), key: 'customer', width: 200, ellipsis: true, render: (_v, r) => <span>{r.customer_name}<br /><small>{r.consignee_name} {r.consignee_phone}</small></span> },
    { title: t('oms_sub_order.warehouse'), dataIndex: 'warehouse_name', width: 120, ellipsis: true },
    { title: t('oms_sub_order.delivery_date'), dataIndex: 'delivery_date', width: 150, render: (v: string, r) => `${v} ${r.time_slot ?? ''}` },
    { title: t('oms_sub_order.lines'), dataIndex: 'line_count', width: 70, align: 'right' },
    { title: t('oms_sub_order.goods_amount'), dataIndex: 'goods_amount', width: 110, align: 'right' },
    { title: t('oms_sub_order.wave'), key: 'wave', width: 180, render: (_v, r) => [r.wave_no, r.outbound_no].filter(Boolean).join(' / ') || '-' },
    {
      title: t('oms_sub_order.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_v, r) => (
        <Permission rule="oms/sub_order/Print">
          <Button type="link" size="small" onClick={() => window.open(subOrderPrintPath(r.id), '_blank')}>{t('oms_sub_order.print')}</Button>
        </Permission>
      ),
    },
  ];
  const tabs = filterTabs(list, { all: t('oms_sub_order.tab_all'), values: ORDER_STATUS_TABS.filter((s) => s !== 1), label: (s) => t(`oms.order_status.${s}`), counts: counts ?? {} });
  const filters: FilterFields = [
    { name: 'number', placeholder: t('oms_sub_order.number_filter'), width: 200 },
    { name: 'warehouse_id', control: <WarehouseSelect placeholder={t('oms_sub_order.warehouse_all')} style={{ width: 160 }} allowClear /> },
    { name: 'customer_id', control: <CustomerSelect placeholder={t('oms_sub_order.customer_all')} style={{ width: 200 }} /> },
    { name: 'dates', placeholder: [t('oms_sub_order.date_from'), t('oms_sub_order.date_to')], width: 240 },
  ];
  return (
    <Card size="small">
      <FilterBar list={list} name="sub_order_filters" fields={filters} />
      <Space direction="vertical" style={{ width: '100%' }}>
        <ListTabs {...tabs} />
        <ListTable<SubOrder> list={list} columns={columns} empty={t('oms_sub_order.empty')} scroll={{ x: 1400 }} />
      </Space>
    </Card>
  );
}
