import { useMemo } from 'react';
import { Breadcrumb, Button, Card, Empty, Flex, Segmented, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { omsPages } from '@tradewind/contract/oms/oms.pages';
import { pathsOf } from '@tradewind/contract/common/pages';
import {
  PROFIT_DIMENSIONS,
  ProfitOrdersQueryFieldsSchema,
  ProfitQueryFieldsSchema,
  type ProfitDimension,
  type ProfitOrderLine,
  type ProfitQuery,
  type ProfitReport,
  type ProfitRow,
} from '@tradewind/contract/bi/profit.schema';
import type { StoreChoice } from '@tradewind/contract/bi/period.schema';
import { dateSchema, idSchema } from '@tradewind/contract/common/validation';
import { EChart } from '@/core/chart/echart';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { TotalsRow } from '@/core/list/totals-row';
import { useListParams } from '@/core/list/use-list';
import { sortOrderOf, tableChangeQuery } from '@/core/list/list-url';
import { ExportButton } from '@/modules/common';
import { PROFIT_EXPORTS, useProfitOrdersQuery, useProfitQuery } from '../api/profit.api';
import { PeriodFilterBar } from '../../period-filter/components/period-filter-bar';
import { money } from '../../period-filter/figures';
import { defaultPeriod, tenantToday } from '../../period-filter/period-range';

const ORDER_DETAIL = (id: number) => pathsOf(omsPages)('oms.order_detail', `?id=${id}`);
/** rows of the profit table a page shows */
const TABLE_PAGE = 20;
type ProfitSort = ProfitQuery['sort'];

/** The address: the period, the dimension, the drill-down's ids, the SKU whose order lines show and their page. */
const PageSchema = ProfitQueryFieldsSchema.extend({
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
  sku_id: idSchema.optional(),
  page: ProfitOrdersQueryFieldsSchema.shape.page,
});

type Drill = { category_id?: number; brand_id?: number; customer_id?: number; rep_id?: number; store_id?: StoreChoice | null };
/** Which filter a click on a row of each dimension sets (its SKUs then show). */
const DRILL_FIELD: Record<Exclude<ProfitDimension, 'sku'>, keyof Drill> = { category: 'category_id', brand: 'brand_id', customer: 'customer_id', store: 'store_id', rep: 'rep_id' };
const CLEARED: Drill & { sku_id?: number; page?: number } = { category_id: undefined, brand_id: undefined, customer_id: undefined, rep_id: undefined, sku_id: undefined, page: 1 };

function useRowName() {
  const { t } = useI18n();
  return (dimension: ProfitDimension, row: ProfitRow) =>
    row.name ?? (row.key === 0 ? t(dimension === 'rep' ? 'bi_period.no_owner' : 'bi_profit.no_brand') : `#${row.key}`);
}

function TopChart({ data, onPick }: { data: ProfitReport; onPick: (row: ProfitRow) => void }) {
  const { t } = useI18n();
  const nameOf = useRowName();
  const top = data.top;
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value' },
      yAxis: { type: 'category', inverse: true, data: top.map((r) => nameOf(data.dimension, r)), axisLabel: { width: 140, overflow: 'truncate' } },
      series: [{ name: t('bi_profit.gross_profit'), type: 'bar', barMaxWidth: 18, cursor: 'pointer', data: top.map((r) => Number(r.gross_profit_amount)) }],
    }),
    [data, t, top, nameOf],
  );
  return <EChart option={option} title={t('bi_profit.top10', { dimension: t(`bi_profit.dim_${data.dimension}`) })} height={Math.max(160, top.length * 30 + 24)} onItemClick={(p) => top[p.dataIndex] && onPick(top[p.dataIndex])} />;
}

function OrderLines({ query, lines, onPage }: { query: Record<string, unknown>; lines: ReturnType<typeof useProfitOrdersQuery>; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const data = lines.data;
  const columns: TableColumnsType<ProfitOrderLine> = [
    { title: t('bi_profit.order_number'), dataIndex: 'order_number', render: (v: string | null, r) => <Link to={ORDER_DETAIL(r.order_id)} data-testid="bi-order-link">{v ?? `#${r.order_id}`}</Link> },
    { title: t('bi_profit.audit_date'), dataIndex: 'audit_date' },
    { title: t('bi_profit.customer'), dataIndex: 'customer_name' },
    { title: t('bi_profit.store'), dataIndex: 'store_name' },
    { title: t('bi_profit.line_qty'), dataIndex: 'qty', align: 'right', render: (v: string) => Number(v).toString() },
    { title: t('bi_profit.amount'), dataIndex: 'sales_amount', align: 'right', render: money },
    { title: t('bi_profit.cost'), dataIndex: 'cost_amount', align: 'right', render: money },
    { title: t('bi_profit.gross_profit'), dataIndex: 'gross_profit_amount', align: 'right', render: money },
  ];
  const name = data ? [data.sku_name, data.sku_code].filter(Boolean).join(' ') : '';
  return (
    <Card
      size="small"
      title={t('bi_profit.orders_of', { sku: name })}
      extra={<ExportButton permission="bi:profit:export" path={PROFIT_EXPORTS.orders} query={{ ...query, page: undefined, page_size: undefined } as never} />}
    >
      <Table<ProfitOrderLine>
        rowKey="id"
        size="small"
        loading={lines.isFetching}
        dataSource={data?.list ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('bi_profit.no_orders') }}
        pagination={{ current: data?.pagination.page ?? 1, pageSize: data?.pagination.size ?? 20, total: data?.pagination.total ?? 0, showSizeChanger: false, onChange: onPage }}
      />
    </Card>
  );
}

/** /bi/profit/index: gross profit and margin by a dimension, its top 10, and the drill-down to the order lines behind any figure. */
export function ProfitPage() {
  const { t } = useI18n();
  const nameOf = useRowName();
  const { tenant } = useSession();
  const defaults = useMemo(() => defaultPeriod(tenantToday(tenant.time_zone)), [tenant.time_zone]);
  const params = useListParams(PageSchema, defaults);
  const q = { ...defaults, ...params.query } as Drill & { start_date: string; end_date: string; granularity: 'day' | 'week' | 'month'; dimension: ProfitDimension; sku_id?: number; page?: number; sort: ProfitSort; order: 'asc' | 'desc' };
  const period = { start_date: q.start_date, end_date: q.end_date, granularity: q.granularity, store_id: q.store_id ?? undefined };
  const drill = { category_id: q.category_id ?? undefined, brand_id: q.brand_id ?? undefined, customer_id: q.customer_id ?? undefined, rep_id: q.rep_id };
  const query = { ...period, dimension: q.dimension, ...drill, sort: q.sort, order: q.order };
  // loaded at every step: its names make the drill-down's path; the address's page is the table's until a SKU's lines show
  const report = useProfitQuery({ ...query, page: q.sku_id ? 1 : (q.page ?? 1), page_size: TABLE_PAGE } as never);
  const data = report.data;
  const linesQuery = { ...period, ...drill, sku_id: q.sku_id, page: q.page ?? 1, page_size: 20 };
  const lines = useProfitOrdersQuery(linesQuery as never, Boolean(q.sku_id));

  const pick = (row: ProfitRow) => {
    if (q.dimension === 'sku') params.setFilters({ sku_id: row.key, page: 1 } as never);
    else if (!(q.dimension === 'brand' && row.key === 0)) params.setFilters({ ...CLEARED, ...drill, dimension: 'sku', [DRILL_FIELD[q.dimension]]: row.key } as never);
  };

  // the drill-down's path: the dimension it started from, the group picked, the SKU whose lines show
  const from = (Object.entries(DRILL_FIELD) as Array<[ProfitDimension, keyof Drill]>).find(([dim, field]) => dim !== 'store' && q[field] !== undefined && q[field] !== null);
  const crumbs: Array<{ title: string; to?: Record<string, unknown> }> = [];
  if (from) {
    crumbs.push({ title: t(`bi_profit.dim_${from[0]}`), to: { ...CLEARED, dimension: from[0] } });
    const names = data?.names ?? {};
    const label = { category: names.category, brand: names.brand, customer: names.customer, rep: q.rep_id === 0 ? t('bi_period.no_owner') : names.rep, store: names.store, sku: undefined }[from[0]];
    crumbs.push({ title: label ?? '…', to: q.sku_id ? { sku_id: undefined, page: 1 } : undefined });
  }
  if (q.sku_id) {
    if (!from) crumbs.push({ title: t('bi_profit.dim_sku'), to: { sku_id: undefined, page: 1 } });
    const row = [...(data?.list ?? []), ...(data?.top ?? [])].find((r) => r.key === q.sku_id);
    const named = lines.data?.sku_name ?? null;
    crumbs.push({ title: row ? nameOf('sku', row) : (named ?? `SKU #${q.sku_id}`) });
  }

  // sorted by the server (the table shows a page of it): a column's order from the address
  const sorter = (field: ProfitSort) => ({ sorter: true, sortOrder: sortOrderOf(q, field) });
  const columns: TableColumnsType<ProfitRow> = [
    {
      title: t(`bi_profit.dim_${q.dimension}`),
      dataIndex: 'name',
      render: (_v, row) =>
        q.dimension === 'brand' && row.key === 0 ? (
          nameOf(q.dimension, row)
        ) : (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => pick(row)} data-testid="bi-drill">
            {nameOf(q.dimension, row)}
          </Button>
        ),
    },
    ...(q.dimension === 'sku' ? [{ title: t('bi_profit.code'), dataIndex: 'code' }] : []),
    { title: t('bi_profit.qty'), dataIndex: 'qty', align: 'right', render: (v: string) => Number(v).toString(), ...sorter('qty') },
    { title: t('bi_profit.sales'), dataIndex: 'sales_amount', align: 'right', render: money, ...sorter('sales_amount') },
    { title: t('bi_profit.cost'), dataIndex: 'cost_amount', align: 'right', render: money, ...sorter('cost_amount') },
    { title: t('bi_profit.gross_profit'), dataIndex: 'gross_profit_amount', align: 'right', render: money, ...sorter('gross_profit_amount') },
    { title: t('bi_profit.margin'), dataIndex: 'margin_rate', align: 'right', render: (v: string | null) => (v === null ? '—' : `${v}%`), ...sorter('margin_rate') },
  ];

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <PeriodFilterBar
          value={q}
          granularity={false}
          onChange={(next) => params.setFilters({ ...next, page: 1 } as never)}
          extra={
            <Segmented<ProfitDimension>
              aria-label={t('bi_profit.dimension')}
              value={from || q.sku_id ? (from?.[0] ?? 'sku') : q.dimension}
              options={PROFIT_DIMENSIONS.map((d) => ({ value: d, label: t(`bi_profit.dim_${d}`) }))}
              onChange={(d) => params.setFilters({ ...CLEARED, dimension: d } as never)}
              data-testid="bi-dimension"
            />
          }
        />
      </Card>
      {crumbs.length > 0 && (
        <Breadcrumb
          items={crumbs.map((c) => ({
            title: c.to ? (
              <a href="#" onClick={(e) => (e.preventDefault(), params.setFilters(c.to as never))}>
                {c.title}
              </a>
            ) : (
              c.title
            ),
          }))}
        />
      )}
      {q.sku_id ? (
        <OrderLines query={linesQuery} lines={lines} onPage={(page) => params.setFilters({ page } as never)} />
      ) : !data ? (
        <Card size="small">{report.isError ? <Empty description={t('bi_period.failed')} /> : <Skeleton active />}</Card>
      ) : data.pagination.total === 0 ? (
        <Card size="small">
          <Empty description={t('bi_period.no_sales')} data-testid="bi-no-sales" />
        </Card>
      ) : (
        <>
          <Card size="small" title={t('bi_profit.top10', { dimension: t(`bi_profit.dim_${data.dimension}`) })} extra={<Typography.Text type="secondary">{t('bi_profit.drill_hint')}</Typography.Text>}>
            <TopChart data={data} onPick={pick} />
          </Card>
          <Card
            size="small"
            title={t('bi_profit.table', { dimension: t(`bi_profit.dim_${data.dimension}`) })}
            extra={<ExportButton permission="bi:profit:export" path={PROFIT_EXPORTS.table} query={query as never} />}
          >
            <Table<ProfitRow>
              rowKey="key"
              size="small"
              loading={report.isFetching}
              dataSource={data.list}
              columns={columns}
              scroll={{ x: 'max-content' }}
              onChange={(pager, _filters, sort) => params.go(tableChangeQuery(PageSchema, q as never, pager, sort as never, params.base))}
              pagination={
                (data.pagination.total > TABLE_PAGE || data.pagination.page > 1) && { current: data.pagination.page, pageSize: TABLE_PAGE, total: data.pagination.total, showSizeChanger: false, showTotal: (total) => t('list.total', { total }) }
              }
              summary={() => (
                <TotalsRow
                  columns={columns}
                  label={t('bi_period.total')}
                  totals={{
                    qty: Number(data.totals.qty).toString(),
                    sales_amount: money(data.totals.sales_amount),
                    cost_amount: money(data.totals.cost_amount),
                    gross_profit_amount: money(data.totals.gross_profit_amount),
                    margin_rate: data.totals.margin_rate === null ? '—' : `${data.totals.margin_rate}%`,
                  }}
                />
              )}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
