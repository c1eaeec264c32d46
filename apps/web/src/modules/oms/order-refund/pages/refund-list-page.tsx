import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { REFUND_STATUS_TABS, REFUND_TYPES, RefundListQuerySchema, type RefundRow } from '@tradewind/contract/oms/order-refund.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { CustomerSelect } from '@/modules/crm';
import { dateRangeFromValues, dateRangeToValues, type DateRangeValues } from '@/core/list/date-range-values';
import { refundAddPath, refundDetailPath, refundKeys, refundPrintPath, useRefundCountsQuery } from '../api/order-refund.api';
import { RefundActions } from '../components/refund-actions';
import { RefundStatusTag } from '../components/refund-status-tag';

/** /oms/order_refund/list: status tabs with counts; number / order / customer, customer, type and date filters; each refund's actions. */
export function RefundListPage() {
  const { t } = useI18n();
  const list = useList<RefundRow>({ keys: refundKeys, path: '/oms/order_refunds', schema: RefundListQuerySchema });
  const counts = useRefundCountsQuery(list.query as QueryParams).data;
  const status = list.query.status;
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
  const tabs = [{ key: 'all', label: `${t('oms_refund.tab_all')} (${counts?.all ?? 0})` }, ...REFUND_STATUS_TABS.map((s) => ({ key: String(s), label: `${t(`oms.refund_status.${s}`)} (${counts?.[String(s)] ?? 0})` }))];
  const actions = (
    <Permission rule="oms:order_refund:create">
      <Link to={refundAddPath()}>
        <Button type="primary" icon={<PlusOutlined />}>{t('oms_refund.create')}</Button>
      </Link>
    </Permission>
  );
  return (
    <Card size="small">
      <FilterBar<DateRangeValues> list={list} name="refund_filters" toValues={dateRangeToValues} fromValues={dateRangeFromValues}>
        <Form.Item name="keyword">
          <Input placeholder={t('oms_refund.keyword')} allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="customer_id">
          <CustomerSelect placeholder={t('oms_refund.customer_all')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="type">
          <Select placeholder={t('oms_refund.type_all')} allowClear style={{ width: 130 }} options={REFUND_TYPES.map((v) => ({ value: v, label: t(`oms.refund_type.${v}`) }))} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker placeholder={[t('oms_refund.date_from'), t('oms_refund.date_to')]} allowEmpty={[true, true]} style={{ width: 240 }} />
        </Form.Item>
      </FilterBar>
      <ListTabs activeKey={status === undefined ? 'all' : String(status)} onChange={(key) => list.go({ ...list.query, page: 1, status: key === 'all' ? undefined : Number(key) })} items={tabs} actions={actions} />
      <ListTable<RefundRow> list={list} columns={columns} empty={t('oms_refund.empty')} scroll={{ x: 1500 }} />
    </Card>
  );
}
