import { useMemo, useState } from 'react';
import { Button, Card, Col, DatePicker, Flex, InputNumber, Progress, Row, Space, Spin, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  CHURN_DAYS_MAX,
  CHURN_DAYS_MIN,
  CustomerDashboardAddressSchema,
  TOP_CUSTOMERS_DEFAULT,
  type CustomerChurnRow,
  type CustomerTopRow,
} from '@tradewind/contract/bi/customer.schema';
import { groupDigits } from '@tradewind/contract/common/money';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useAccessibleTable } from '@/core/list/table-a11y';
import { useList } from '@/core/list/use-list';
import { useSession } from '@/core/session/session-context';
import { ExportButton } from '@/modules/common';
import { openCustomerDrawer } from '@/modules/crm';
import { CHURN_API, CHURN_EXPORT_PATH, TOP_EXPORT_PATH, biCustomerKeys, useCustomerOverviewQuery, useTopCustomersQuery } from '../api/customer.api';
import { StoreChoiceSelect } from '../../period-filter/components/store-choice-select';
import { CohortHeatmap } from '../components/cohort-heatmap';
import { MetricTitle } from '../components/metric-title';
import { NewRepeatChart } from '../components/new-repeat-chart';

const money = (v: string) => `¥${groupDigits(v)}`;

/** The page opens on the last 12 months: from the first day of the month 11 months ago to today. */
function defaultPeriod() {
  const today = dayjs();
  return { start_date: today.subtract(11, 'month').startOf('month').format('YYYY-MM-DD'), end_date: today.format('YYYY-MM-DD') };
}

/** A customer's name that opens crm's customer drawer. */
function CustomerLink({ id, name }: { id: number; name: string }) {
  return (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => openCustomerDrawer(id)}>
      {name}
    </Button>
  );
}

/**
 * /bi/customer/index: for a period and store (in the address), new and repeat customers by month, the
 * repurchase rate, repurchase by month of first order, the churn-risk list (N days in the address) and the
 * top customers — each with its definition; the two lists exportable.
 */
export function CustomerAnalysisPage() {
  const { t } = useI18n();
  const { store } = useSession();
  const defaults = useMemo(() => defaultPeriod(), []);
  const list = useList<CustomerChurnRow, typeof CustomerDashboardAddressSchema>({
    keys: biCustomerKeys,
    path: CHURN_API,
    schema: CustomerDashboardAddressSchema,
    defaults,
    exportPath: CHURN_EXPORT_PATH,
  });
  const q = list.query;
  const period = { start_date: q.start_date ?? defaults.start_date, end_date: q.end_date ?? defaults.end_date, store_id: q.store_id } as QueryParams;
  const overview = useCustomerOverviewQuery(period);
  const top = useTopCustomersQuery({ ...period, limit: TOP_CUSTOMERS_DEFAULT });
  const o = overview.data;
  const newTotal = o?.months.reduce((sum, m) => sum + m.new_customers, 0) ?? 0;
  const topTable = useAccessibleTable();

  // the churn days field: typed freely, applied on Enter or leaving when within 7–365
  // (what was typed counts while the address still holds the days it was typed against)
  const [typed, setTyped] = useState<{ base: number; value: number | null } | null>(null);
  const days = typed && typed.base === q.days ? typed.value : q.days;
  const daysValid = days !== null && Number.isInteger(days) && days >= CHURN_DAYS_MIN && days <= CHURN_DAYS_MAX;
  const applyDays = () => {
    if (daysValid && days !== q.days) list.setFilters({ days });
  };

  const churnColumns: TableColumnsType<CustomerChurnRow> = [
    { title: t('bi_customer.customer'), dataIndex: 'customer_name', width: 200, render: (v: string, r) => <CustomerLink id={r.customer_id} name={v} /> },
    { title: t('bi_customer.owner'), dataIndex: 'owner_name', width: 120, render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('bi_customer.no_owner')}</Typography.Text> },
    { title: t('bi_customer.last_order_day'), dataIndex: 'last_order_day', width: 120, ...list.sorter('last_order_day') },
    { title: t('bi_customer.days_since'), dataIndex: 'days_since', width: 110, align: 'right', ...list.sorter('days_since') },
    { title: t('bi_customer.recent_orders'), dataIndex: 'recent_orders', width: 130, align: 'right', ...list.sorter('recent_orders') },
    { title: t('bi_customer.recent_amount'), dataIndex: 'recent_amount', width: 150, align: 'right', ...list.sorter('recent_amount'), render: money },
  ];
  const topColumns: TableColumnsType<CustomerTopRow> = [
    { title: t('bi_customer.rank'), dataIndex: 'rank', width: 60, align: 'right' },
    { title: t('bi_customer.customer'), dataIndex: 'customer_name', width: 200, render: (v: string, r) => <CustomerLink id={r.customer_id} name={v} /> },
    { title: t('bi_customer.owner'), dataIndex: 'owner_name', width: 110, render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('bi_customer.no_owner')}</Typography.Text> },
    { title: t('bi_customer.orders'), dataIndex: 'orders', width: 80, align: 'right' },
    { title: t('bi_customer.amount'), dataIndex: 'amount', width: 120, align: 'right', render: money },
    { title: t('bi_customer.refund_amount'), dataIndex: 'refund_amount', width: 110, align: 'right', render: money },
    { title: t('bi_customer.net_amount'), dataIndex: 'net_amount', width: 130, align: 'right', render: money },
    {
      title: t('bi_customer.share'),
      dataIndex: 'share',
      width: 160,
      render: (v: string) => <Progress percent={Math.max(0, Number(v))} size="small" format={() => `${v}%`} />,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <FilterBar
          list={list}
          name="bi_customer_filters"
          style={{ marginBottom: 0 }}
          fields={[
            { name: 'dates', control: <DatePicker.RangePicker placeholder={[t('bi_customer.period_from'), t('bi_customer.period_to')]} allowClear={false} style={{ width: 260 }} /> },
            { name: 'store_id', control: <StoreChoiceSelect allowAll={false} placeholder={t('bi_customer.store_current', { name: store.name })} style={{ width: 240 }} /> },
          ]}
        />
      </Card>

      <Row gutter={[12, 12]}>
        <Col xs={24} md={12} xl={6}>
          <Card size="small" loading={overview.isPending} style={{ height: '100%' }}>
            <Statistic title={<MetricTitle title={t('bi_customer.repurchase_rate')} definition={t('bi_customer.repurchase_def')} />} value={o?.repurchase_rate ?? '0.00'} suffix="%" />
            <Typography.Text type="secondary">{t('bi_customer.repurchase_detail', { repeat: o?.repeat_buyers ?? 0, buyers: o?.buyers ?? 0 })}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
              {t('bi_customer.repurchase_def')}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card size="small" loading={overview.isPending} style={{ height: '100%' }}>
            <Statistic title={<MetricTitle title={t('bi_customer.buyers')} definition={t('bi_customer.buyers_def')} />} value={o?.buyers ?? 0} />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card size="small" loading={overview.isPending} style={{ height: '100%' }}>
            <Statistic title={<MetricTitle title={t('bi_customer.new_total')} definition={t('bi_customer.new_total_def')} />} value={newTotal} />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card size="small" loading={list.isFetching && list.rows.length === 0} style={{ height: '100%' }}>
            <Statistic title={<MetricTitle title={t('bi_customer.churn_total')} definition={t('bi_customer.churn_def')} />} value={list.total} suffix={<Typography.Text type="secondary" style={{ fontSize: 14 }}>N = {q.days}</Typography.Text>} />
          </Card>
        </Col>
      </Row>

      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={<MetricTitle title={t('bi_customer.new_repeat')} definition={t('bi_customer.new_repeat_def')} />} style={{ height: '100%' }}>
            <Spin spinning={overview.isFetching}>{o ? <NewRepeatChart months={o.months} /> : <div style={{ height: 300 }} />}</Spin>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={<MetricTitle title={t('bi_customer.cohort')} definition={t('bi_customer.cohort_def')} />} style={{ height: '100%' }}>
            <Spin spinning={overview.isFetching}>{o ? <CohortHeatmap cohorts={o.cohorts} /> : <div style={{ height: 300 }} />}</Spin>
          </Card>
        </Col>
      </Row>

      <Card
        size="small"
        title={<MetricTitle title={t('bi_customer.churn')} definition={t('bi_customer.churn_def')} />}
        extra={
          <Space>
            <label htmlFor="bi_customer_churn_days">{t('bi_customer.churn_days')}</label>
            <InputNumber
              id="bi_customer_churn_days"
              value={days}
              precision={0}
              status={daysValid ? undefined : 'error'}
              onChange={(v) => setTyped({ base: q.days, value: v })}
              onBlur={applyDays}
              onPressEnter={applyDays}
              style={{ width: 90 }}
            />
            {!daysValid && <Typography.Text type="danger">{t('bi_customer.churn_days_invalid')}</Typography.Text>}
            <ExportButton permission="bi:customer:export" {...list.exportProps} />
          </Space>
        }
      >
        <ListTable<CustomerChurnRow> list={list} columns={churnColumns} empty={t('bi_customer.churn_empty')} rowKey="customer_id" scroll={{ x: 830 }} />
      </Card>

      <Card
        size="small"
        title={<MetricTitle title={t('bi_customer.top')} definition={t('bi_customer.top_def')} />}
        extra={
          <Space>
            {top.data && <Typography.Text type="secondary">{t('bi_customer.top_total', { customers: top.data.customers, amount: groupDigits(top.data.total_net_amount) })}</Typography.Text>}
            <ExportButton permission="bi:customer:export" path={TOP_EXPORT_PATH} query={period} />
          </Space>
        }
      >
        <Table<CustomerTopRow>
          ref={topTable}
          rowKey="customer_id"
          tableLayout="auto"
          columns={topColumns}
          dataSource={top.data?.list ?? []}
          loading={top.isFetching}
          pagination={false}
          scroll={{ x: 970 }}
          locale={{ emptyText: t('bi_customer.top_empty') }}
        />
      </Card>
    </Flex>
  );
}
