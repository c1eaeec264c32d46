import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { REFUND_STATUS_TABS, REFUND_TYPES, RefundListQuerySchema, type RefundRow } from '@tradewind/contract/oms/order-refund.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs, ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { CustomerSelect } from '@/modules/crm';
import { refundAddPath, refundDetailPath, refundKeys, refundPrintPath, useRefundCountsQuery } from '../api/order-refund.api';
import { RefundActions } from '../components/refund-actions';
import { RefundStatusTag } from '../components/refund-status-tag';

/** /oms/order_refund/list: status tabs with counts; number / order / customer, customer, type and date filters; each refund's actions. */
export function RefundListPage() {
  const { t } = useI18n();
  const list = useList<RefundRow>({ keys: refundKeys, path: '/oms/order_refunds', schema: RefundListQuerySchema });
  const counts = useRefundCountsQuery(list.query as QueryParams).data;
  const columns: TableColumnsType<RefundRow> = [
    { title: t('oms_refund.number'), dataIndex: 'number', width: 170, fixed: 'left', render: (v: string, r) => <Link to={refundDetailPath(r.id)}>{v}</Link> },
    { title: t('oms_refund.status'), dataIndex: 'status', width: 90, render: (v: number) => <RefundStatusTag status={v} /> },
    { title: t('oms_refund.type'), dataIndex: 'type', width: 100, render: (v: number) => t(`oms.refund_type.${v}`) },
    { title: t('oms_refund.order'), dataIndex: 'order_number', width: 170, render: (v: string, r) => <Link to={`/oms/order/detail?id=${r.order_id}`}>{v}</Link> },
    { title: t('oms_refund.customer'), dataIndex: 'customer_name', width: 160, ellipsis: true },
    { title: t('oms_refund.reason'), dataIndex: 'reason', width: 180, ellipsis: true },
    { title: t('oms_refund.goods_amount'), dataIndex: 'goods_amount', width: 110, align: 'right' },
    { title: t('oms_refund.refund_amount'), dataIndex: 'refund_amount', width: 110, align: 'right' },
    { title: t('oms_refund.created'), dataIndex: 'created_at', width: 170, render: (v: string, r) => <span>{v}<br /><small>{r.created_by_name ?? ''}</small></span> },
    {
      title: t('oms_refund.actions'),
      key: 'actions',
      width: 260,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0} wrap>
          <Link to={refundDetailPath(r.id)}>{t('oms_refund.view')}</Link>
          <Permission rule="oms/order_refund/Print">
            <Button type="link" size="small" onClick={() => window.open(refundPrintPath(r.id), '_blank')}>{t('oms_refund.print')}</Button>
          </Permission>
          <RefundActions refund={r} size="small" />
        </Space>
      ),
    },
  ];
  const tabs = filterTabs(list, { all: t('oms_refund.tab_all'), values: REFUND_STATUS_TABS, label: (s) => t(`oms.refund_status.${s}`), counts: counts ?? {} });
  const actions = (
    <Permission rule="oms:order_refund:create">
      <Link to={refundAddPath()}>
        <Button type="primary" icon={<PlusOutlined />}>{t('oms_refund.create')}</Button>
      </Link>
    </Permission>
  );
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('oms_refund.keyword'), width: 240 },
    { name: 'customer_id', control: <CustomerSelect placeholder={t('oms_refund.customer_all')} style={{ width: 200 }} /> },
    { name: 'type', placeholder: t('oms_refund.type_all'), width: 130, options: REFUND_TYPES.map((v) => ({ value: v, label: t(`oms.refund_type.${v}`) })) },
    { name: 'dates', placeholder: [t('oms_refund.date_from'), t('oms_refund.date_to')], width: 240 },
  ];
  return (
    <Card size="small">
      <FilterBar list={list} name="refund_filters" fields={filters} />
      <ListTabs {...tabs} actions={actions} />
      <ListTable<RefundRow> list={list} columns={columns} empty={t('oms_refund.empty')} scroll={{ x: 1500 }} />
    </Card>
  );
}
