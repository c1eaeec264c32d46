import { useMemo } from 'react';
import { Card, Col, Empty, Flex, Row, Skeleton, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { OperationQueryFieldsSchema, type OperationFigures, type OperationReport } from '@tradewind/contract/bi/operation.schema';
import type { StoreChoice } from '@tradewind/contract/bi/period.schema';
import { EChart } from '@/core/chart/echart';
import { dateSchema } from '@tradewind/contract/common/validation';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { useListParams } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { OPERATION_EXPORTS, useOperationQuery } from '../api/operation.api';
import { PeriodFilterBar } from '../../period-filter/components/period-filter-bar';
import { bucketLabel, changeRate, money } from '../../period-filter/figures';
import { defaultPeriod, tenantToday } from '../../period-filter/period-range';

/** The address's filters: the contract's fields, the period optional (this month when left out). */
const PageSchema = OperationQueryFieldsSchema.extend({ start_date: dateSchema().optional(), end_date: dateSchema().optional() });

type Kpi = { key: keyof OperationFigures; title: string; money: boolean };

/** A figure of the period, last year's beside it and the change (green up, red down). */
function KpiCard({ kpi, now, lastYear }: { kpi: Kpi; now: OperationFigures; lastYear: OperationFigures }) {
  const { t } = useI18n();
  const value = now[kpi.key];
  const before = lastYear[kpi.key];
  const rate = kpi.money ? changeRate(String(value), String(before)) : changeRate(Number(value) * 100, Number(before) * 100);
  const up = rate !== null && Number(rate) >= 0;
  return (
    <Card size="small" data-testid={`bi-kpi-${kpi.key}`}>
      <Statistic title={kpi.title} value={kpi.money ? `¥${money(String(value))}` : String(value)} />
      <Flex justify="space-between" wrap gap={4}>
        <Typography.Text type="secondary">{t('bi_operation.last_year', { value: kpi.money ? `¥${money(String(before))}` : String(before) })}</Typography.Text>
        {rate === null ? (
          <Typography.Text type="secondary">{t('bi_operation.change_none')}</Typography.Text>
        ) : (
          <Typography.Text style={{ color: up ? '#389e0d' : '#cf1322' }}>
            {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {t('bi_operation.change', { rate: up ? `+${rate}` : rate })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

function TrendChart({ data }: { data: OperationReport }) {
  const { t } = useI18n();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 56, right: 48, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: data.trend.map((p) => bucketLabel(p.start_date, data.granularity)) },
      yAxis: [{ type: 'value', name: '¥' }, { type: 'value', name: t('bi_operation.orders'), minInterval: 1 }],
      series: [
        { name: t('bi_operation.this_period'), type: 'line', data: data.trend.map((p) => Number(p.sales_amount)) },
        { name: t('bi_operation.last_year_series'), type: 'line', lineStyle: { type: 'dashed' }, data: data.trend.map((p) => Number(p.last_year_sales_amount)) },
        { name: t('bi_operation.orders_series'), type: 'bar', yAxisIndex: 1, barMaxWidth: 16, itemStyle: { opacity: 0.45 }, data: data.trend.map((p) => p.orders) },
      ],
    }),
    [data, t],
  );
  return <EChart option={option} title={t('bi_operation.trend_title', { start: data.start_date, end: data.end_date })} height={320} />;
}

/** The figure columns the store and rep tables share. */
function useFigureColumns<Row extends OperationFigures>(): TableColumnsType<Row> {
  const { t } = useI18n();
  const num = (a: string, b: string) => Number(a) - Number(b);
  return [
    { title: t('bi_operation.sales'), dataIndex: 'sales_amount', align: 'right', render: (v: string) => money(v), sorter: (a, b) => num(a.sales_amount, b.sales_amount), defaultSortOrder: 'descend' },
    { title: t('bi_operation.orders'), dataIndex: 'orders', align: 'right', sorter: (a, b) => a.orders - b.orders },
    { title: t('bi_operation.customers'), dataIndex: 'customers', align: 'right', sorter: (a, b) => a.customers - b.customers },
    { title: t('bi_operation.avg_order'), dataIndex: 'avg_order_amount', align: 'right', render: (v: string) => money(v), sorter: (a, b) => num(a.avg_order_amount, b.avg_order_amount) },
    { title: t('bi_operation.receipts'), dataIndex: 'receipt_amount', align: 'right', render: (v: string) => money(v), sorter: (a, b) => num(a.receipt_amount, b.receipt_amount) },
  ];
}

/** The stores' or the reps' figures, the name column first, sortable, 20 a page past 20. */
function FiguresTable<Row extends OperationFigures>({ rowKey, rows, first }: { rowKey: keyof Row & string; rows: Row[]; first: TableColumnsType<Row>[number] }) {
  const { t } = useI18n();
  const figureColumns = useFigureColumns<Row>();
  return (
    <Table<Row>
      rowKey={rowKey}
      size="small"
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('bi_period.no_sales') }}
      columns={[first, ...figureColumns]}
    />
  );
}

/** /bi/operation/index: the period's sales, orders, customers, average order, receipts and receivables, the trend, stores and reps. */
export function OperationPage() {
  const { t } = useI18n();
  const { tenant } = useSession();
  const defaults = useMemo(() => defaultPeriod(tenantToday(tenant.time_zone)), [tenant.time_zone]);
  const params = useListParams(PageSchema, defaults);
  const q = { ...defaults, ...params.query } as PageFilters;
  const query = { start_date: q.start_date, end_date: q.end_date, granularity: q.granularity, store_id: q.store_id ?? undefined };
  const report = useOperationQuery(query as never);
  const data = report.data;
  const exportQuery = { ...query, store_id: query.store_id ?? undefined };
  const exportButton = (path: string) => (
    <ExportButton permission="bi:operation:export" path={path} query={exportQuery} />
  );
  const kpis: Kpi[] = [
    { key: 'sales_amount', title: t('bi_operation.sales'), money: true },
    { key: 'orders', title: t('bi_operation.orders'), money: false },
    { key: 'customers', title: t('bi_operation.customers'), money: false },
    { key: 'avg_order_amount', title: t('bi_operation.avg_order'), money: true },
    { key: 'receipt_amount', title: t('bi_operation.receipts'), money: true },
  ];
  const empty = data && data.figures.orders === 0 && data.figures.sales_amount === '0.00' && data.figures.receipt_amount === '0.00';
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <PeriodFilterBar value={q} onChange={(next) => params.setFilters(next)} />
      </Card>
      {!data ? (
        <Card size="small">{report.isError ? <Empty description={t('bi_period.failed')} /> : <Skeleton active />}</Card>
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {kpis.map((kpi) => (
              <Col key={kpi.key} xs={24} sm={12} lg={8} xxl={4}>
                <KpiCard kpi={kpi} now={data.figures} lastYear={data.last_year} />
              </Col>
            ))}
            <Col xs={24} sm={12} lg={8} xxl={4}>
              <Card size="small" data-testid="bi-kpi-receivables">
                <Statistic title={t('bi_operation.receivables')} value={`¥${money(data.receivable_amount)}`} />
                <Typography.Text type="secondary">{t('bi_operation.receivables_note')}</Typography.Text>
              </Card>
            </Col>
          </Row>
          <Card size="small" title={t('bi_operation.trend')} extra={exportButton(OPERATION_EXPORTS.trend)}>
            {empty ? <Empty description={t('bi_period.no_sales')} data-testid="bi-no-sales" /> : <TrendChart data={data} />}
          </Card>
          <Row gutter={[12, 12]}>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('bi_operation.by_store')} extra={exportButton(OPERATION_EXPORTS.stores)}>
                <FiguresTable rowKey="store_id" rows={data.stores} first={{ title: t('bi_operation.store'), dataIndex: 'store_name' }} />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('bi_operation.by_rep')} extra={exportButton(OPERATION_EXPORTS.reps)}>
                <FiguresTable
                  rowKey="rep_id"
                  rows={data.reps}
                  first={{ title: t('bi_operation.rep'), dataIndex: 'rep_name', render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('bi_period.no_owner')}</Typography.Text> }}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}

type PageFilters = { start_date: string; end_date: string; granularity: 'day' | 'week' | 'month'; store_id?: StoreChoice | null };
