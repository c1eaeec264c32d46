import { useMemo } from 'react';
import { Card, Col, DatePicker, Empty, Flex, Form, Input, InputNumber, Row, Segmented, Select, Spin, Statistic, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { z } from 'zod';
import {
  ABC_CLASSES,
  GOODS_RANK_BY,
  GoodsSkuListShapeSchema,
  SlowMoverListShapeSchema,
  type GoodsSkuRow,
  type RankedSku,
  type SlowMoverRow,
} from '@tradewind/contract/bi/goods.schema';
import { plainInt } from '@tradewind/contract/common/validation';
import { EChart } from '@/core/chart/echart';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList, useListParams } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { GOODS_SKUS_EXPORT_PATH, GOODS_SKUS_PATH, SLOW_MOVERS_EXPORT_PATH, SLOW_MOVERS_PATH, goodsSkuKeys, slowMoverKeys, useGoodsSummaryQuery } from '../api/goods.api';
import { StoreChoiceSelect } from '../../period-filter/components/store-choice-select';
import { Defined, SkuLink } from '../components/goods-cells';
import { defaultPeriod, percent, periodFromValues, periodOf, periodShape, periodToValues, qtyText, withOptionalPeriod } from '../components/goods-period';

type T = ReturnType<typeof useI18n>['t'];

// the page's own state in the address: the period, the ranking's measure and length, the tab
const PageSchema = z.object({
  ...periodShape,
  by: z.enum(GOODS_RANK_BY).default('amount'),
  top: plainInt(z.union([z.literal(5), z.literal(10), z.literal(20)])).default(10),
  tab: z.enum(['skus', 'slow']).default('skus'),
  // a new period starts the table below on its first page
  page: plainInt(z.number().int().positive()).default(1),
});
const SkuSchema = withOptionalPeriod(GoodsSkuListShapeSchema);
const SlowSchema = withOptionalPeriod(SlowMoverListShapeSchema);

const CLASS_COLORS = { A: 'green', B: 'gold', C: 'default' } as const;
const CLASS_CHART_COLORS = { A: '#389e0d', B: '#d48806', C: '#8c8c8c' } as const;

function rankColumns(t: T, by: 'amount' | 'qty'): TableColumnsType<RankedSku & { rank: number }> {
  return [
    { title: t('bi_goods.rank'), dataIndex: 'rank', width: 50, align: 'center' },
    { title: t('bi_goods.sku'), key: 'sku', render: (_v, r) => <SkuLink code={r.code} name={r.name} spec={r.spec_text} /> },
    { title: t('bi_goods.net_qty'), dataIndex: 'qty', align: 'right', width: 110, render: (v: string, r) => <Typography.Text strong={by === 'qty'}>{qtyText(v, r.unit_name)}</Typography.Text> },
    { title: t('bi_goods.net_amount'), dataIndex: 'amount', align: 'right', width: 120, render: (v: string) => <Typography.Text strong={by === 'amount'}>{v}</Typography.Text> },
  ];
}

/** /bi/goods/index: best and worst sellers, ABC classes with their Pareto chart, sell-through per SKU and slow movers. */
export function GoodsAnalysisPage() {
  const { t } = useI18n();
  const defaults = useMemo(() => defaultPeriod(), []);
  const page = useListParams(PageSchema, defaults);
  const period = periodOf(page.query);
  const summary = useGoodsSummaryQuery({ ...period, by: page.query.by, top: page.query.top });
  const data = summary.data;

  const pareto = useMemo(() => data?.pareto ?? [], [data]);
  const paretoTitle = t('bi_goods.pareto_title', { n: pareto.length });
  const paretoOption = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 64, right: 56, top: 36, bottom: 64 },
      xAxis: { type: 'category', data: pareto.map((p) => p.name), axisLabel: { rotate: 40, width: 90, overflow: 'truncate', interval: 0, fontSize: 11 } },
      yAxis: [
        { type: 'value', name: t('bi_goods.net_amount') },
        { type: 'value', name: t('bi_goods.cum_share'), max: 100, axisLabel: { formatter: '{value}%' } },
      ],
      series: [
        // one bar series a class, stacked: each bar is its SKU's class's colour, named in the legend
        ...ABC_CLASSES.map((cls) => ({
          type: 'bar',
          stack: 'amount',
          name: t('bi_goods.class_n', { cls }),
          itemStyle: { color: CLASS_CHART_COLORS[cls] },
          data: pareto.map((p) => (p.class === cls ? Number(p.amount) : '-')),
        })),
        { type: 'line', name: t('bi_goods.cum_share'), yAxisIndex: 1, data: pareto.map((p) => Number(p.cum_share)), symbolSize: 5,
          markLine: { silent: true, symbol: 'none', lineStyle: { type: 'dashed' }, data: [{ yAxis: 80 }, { yAxis: 95 }], label: { formatter: '{c}%', position: 'insideEndBottom' } } },
      ],
    }),
    [pareto, t],
  );

  const ranked = (rows: RankedSku[] | undefined) => (rows ?? []).map((r, i) => ({ ...r, rank: i + 1 }));

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <FilterBar list={page} name="bi_goods_period" toValues={periodToValues} fromValues={periodFromValues} style={{ marginBottom: 0 }}>
          <Form.Item name="dates" label={t('bi_goods.period')}>
            <DatePicker.RangePicker allowClear={false} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="store_id" label={t('bi_period.store')}>
            <StoreChoiceSelect />
          </Form.Item>
        </FilterBar>
      </Card>

      <Card
        size="small"
        title={<Defined title={`${t('bi_goods.best')} / ${t('bi_goods.worst')}`} tip={t('bi_goods.net_tip')} />}
        extra={
          <Flex gap={8}>
            <Segmented
              value={page.query.by}
              onChange={(by) => page.setFilters({ by: by as 'amount' | 'qty' })}
              options={[
                { value: 'amount', label: t('bi_goods.by_amount') },
                { value: 'qty', label: t('bi_goods.by_qty') },
              ]}
            />
            <Select
              aria-label={t('bi_goods.top_n', { n: page.query.top })}
              value={page.query.top}
              onChange={(top) => page.setFilters({ top })}
              options={[5, 10, 20].map((n) => ({ value: n, label: t('bi_goods.top_n', { n }) }))}
              style={{ width: 110 }}
            />
          </Flex>
        }
      >
        <Row gutter={16}>
          <Col xs={24} xl={12}>
            <Typography.Title level={5}>
              <Defined title={t('bi_goods.best')} tip={t('bi_goods.best_tip')} />
            </Typography.Title>
            <Table size="small" rowKey="sku_id" pagination={false} loading={summary.isFetching} dataSource={ranked(data?.best)} columns={rankColumns(t, page.query.by)}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bi_goods.empty')} /> }} />
          </Col>
          <Col xs={24} xl={12}>
            <Typography.Title level={5}>
              <Defined title={t('bi_goods.worst')} tip={t('bi_goods.worst_tip')} />
            </Typography.Title>
            <Table size="small" rowKey="sku_id" pagination={false} loading={summary.isFetching} dataSource={ranked(data?.worst)} columns={rankColumns(t, page.query.by)}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bi_goods.empty')} /> }} />
          </Col>
        </Row>
      </Card>

      <Card size="small" title={<Defined title={t('bi_goods.abc')} tip={t('bi_goods.abc_tip')} />}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('bi_goods.abc_tip')}
        </Typography.Paragraph>
        <Row gutter={16}>
          {ABC_CLASSES.map((cls) => {
            const c = data?.classes.find((x) => x.class === cls);
            return (
              <Col key={cls} xs={24} md={8}>
                <Card size="small">
                  <Statistic title={<Tag color={CLASS_COLORS[cls]}>{t('bi_goods.class_n', { cls })}</Tag>} value={c?.amount ?? '0.00'} loading={summary.isLoading} />
                  <Typography.Text type="secondary">{t('bi_goods.class_stat', { count: c?.sku_count ?? 0, share: c?.share ?? '0.00' })}</Typography.Text>
                </Card>
              </Col>
            );
          })}
        </Row>
        <Spin spinning={summary.isFetching}>
          {pareto.length > 0 ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 12 }}>
                {paretoTitle}
              </Typography.Title>
              <EChart option={paretoOption} title={paretoTitle} height={340} />
            </>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bi_goods.empty')} />
          )}
        </Spin>
      </Card>

      <Card size="small">
        <Tabs
          activeKey={page.query.tab}
          onChange={(tab) => page.setFilters({ tab: tab as 'skus' | 'slow' })}
          items={[
            { key: 'skus', label: t('bi_goods.tab_skus'), children: page.query.tab === 'skus' ? <SkuTable /> : null },
            { key: 'slow', label: t('bi_goods.tab_slow'), children: page.query.tab === 'slow' ? <SlowMoverTable /> : null },
          ]}
        />
      </Card>
    </Flex>
  );
}

/** Per SKU sold in the period or in stock: net quantity and amount, stock on hand, sell-through, ABC class. */
function SkuTable() {
  const { t } = useI18n();
  const defaults = useMemo(() => defaultPeriod(), []);
  const list = useList<GoodsSkuRow, typeof SkuSchema>({ keys: goodsSkuKeys, path: GOODS_SKUS_PATH, schema: SkuSchema, defaults, exportPath: GOODS_SKUS_EXPORT_PATH });
  const columns: TableColumnsType<GoodsSkuRow> = [
    { title: t('bi_goods.code'), dataIndex: 'code', width: 120, ...list.sorter('code') },
    { title: t('bi_goods.sku'), key: 'sku', render: (_v, r) => <SkuLink code={r.code} name={r.name} spec={r.spec_text} /> },
    { title: t('bi_goods.net_qty'), dataIndex: 'qty', align: 'right', width: 120, render: (v: string, r) => qtyText(v, r.unit_name), ...list.sorter('qty') },
    { title: t('bi_goods.net_amount'), dataIndex: 'amount', align: 'right', width: 120, ...list.sorter('amount') },
    { title: t('bi_goods.on_hand'), dataIndex: 'on_hand', align: 'right', width: 110, render: (v: string, r) => qtyText(v, r.unit_name), ...list.sorter('on_hand') },
    { title: <Defined title={t('bi_goods.sell_through')} tip={t('bi_goods.sell_through_tip')} />, dataIndex: 'sell_through', align: 'right', width: 110, render: percent, ...list.sorter('sell_through') },
    {
      title: <Defined title={t('bi_goods.class')} tip={t('bi_goods.abc_tip')} />,
      dataIndex: 'abc_class',
      width: 90,
      align: 'center',
      render: (v: GoodsSkuRow['abc_class']) => (v ? <Tag color={CLASS_COLORS[v]}>{v}</Tag> : <Typography.Text type="secondary">{t('bi_goods.no_class')}</Typography.Text>),
    },
    { title: t('bi_goods.cum_share'), dataIndex: 'cum_share', align: 'right', width: 100, render: percent },
  ];
  return (
    <>
      <FilterBar
        list={list}
        name="bi_goods_skus"
        actions={<ExportButton permission="bi:goods:export" {...list.exportProps} />}
      >
        <Form.Item name="keyword">
          <Input placeholder={t('bi_goods.keyword')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="abc_class">
          <Select placeholder={t('bi_goods.all_classes')} allowClear options={ABC_CLASSES.map((c) => ({ value: c, label: t('bi_goods.class_n', { cls: c }) }))} style={{ width: 130 }} />
        </Form.Item>
      </FilterBar>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('bi_goods.sell_through_tip')}
      </Typography.Paragraph>
      <ListTable<GoodsSkuRow> list={list} columns={columns} scroll={{ x: 1000 }} empty={t(list.filtered ? 'bi_goods.empty_filtered' : 'bi_goods.empty')} />
    </>
  );
}

/** SKUs in stock without a sale in the last N days up to the period's end. */
function SlowMoverTable() {
  const { t } = useI18n();
  const defaults = useMemo(() => defaultPeriod(), []);
  const list = useList<SlowMoverRow, typeof SlowSchema>({ keys: slowMoverKeys, path: SLOW_MOVERS_PATH, schema: SlowSchema, defaults, exportPath: SLOW_MOVERS_EXPORT_PATH });
  const columns: TableColumnsType<SlowMoverRow> = [
    { title: t('bi_goods.code'), dataIndex: 'code', width: 120, ...list.sorter('code') },
    { title: t('bi_goods.sku'), key: 'sku', render: (_v, r) => <SkuLink code={r.code} name={r.name} spec={r.spec_text} /> },
    { title: t('bi_goods.on_hand'), dataIndex: 'on_hand', align: 'right', width: 120, render: (v: string, r) => qtyText(v, r.unit_name), ...list.sorter('on_hand') },
    { title: t('bi_goods.last_sale'), dataIndex: 'last_sale_day', width: 120, render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('bi_goods.never_sold')}</Typography.Text> },
    { title: t('bi_goods.days'), dataIndex: 'days_since', align: 'right', width: 120, render: (v: number | null) => (v === null ? '-' : v), ...list.sorter('days_since') },
  ];
  return (
    <>
      <FilterBar
        list={list}
        name="bi_goods_slow"
        actions={<ExportButton permission="bi:goods:export" {...list.exportProps} />}
      >
        <Form.Item name="days" label={t('bi_goods.days_label')}>
          <InputNumber precision={0} suffix={t('bi_goods.days_suffix')} placeholder="30" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="keyword">
          <Input placeholder={t('bi_goods.keyword')} allowClear style={{ width: 200 }} />
        </Form.Item>
      </FilterBar>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('bi_goods.slow_tip')}
      </Typography.Paragraph>
      <ListTable<SlowMoverRow> list={list} columns={columns} scroll={{ x: 800 }} empty={t(list.filtered ? 'bi_goods.empty_filtered' : 'bi_goods.slow_empty')} />
    </>
  );
}
