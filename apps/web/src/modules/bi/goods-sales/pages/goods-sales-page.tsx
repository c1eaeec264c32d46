import { useMemo } from 'react';
import { Button, Card, Col, DatePicker, Empty, Flex, Form, Input, Row, Segmented, Select, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { z } from 'zod';
import { GoodsSalesListShapeSchema, TREND_GRAINS, type GoodsSalesList, type GoodsSalesRow, type TrendGrain } from '@tradewind/contract/bi/goods-sales.schema';
import { idSchema } from '@tradewind/contract/common/validation';
import { EChart } from '@/core/chart/echart';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList, useListParams } from '@/core/list/use-list';
import { useListQuery } from '@/core/list/list-query';
import { ExportButton } from '@/modules/common';
import { CategoryTreeSelect, useBrandOptionsQuery } from '@/modules/pms';
import { Defined, SkuLink } from '../../goods/components/goods-cells';
import { defaultPeriod, percent, periodFromValues, periodToValues, qtyText, withOptionalPeriod } from '../../goods/components/goods-period';
import { GOODS_SALES_EXPORT_PATH, GOODS_SALES_PATH, goodsSalesKeys, useGoodsSalesCategoriesQuery, useGoodsSalesTrendQuery } from '../api/goods-sales.api';

const ListSchema = withOptionalPeriod(GoodsSalesListShapeSchema);
// the trend's SKU (none: the top 5) and its buckets, in the address beside the list's filters
const TrendSchema = z.object({ sku_id: idSchema.optional(), grain: z.enum(TREND_GRAINS).default('day') });

/** /bi/goods_sales/index: sales per SKU for a period, the trend of one SKU or the top 5, and the category shares. */
export function GoodsSalesPage() {
  const { t } = useI18n();
  const defaults = useMemo(() => defaultPeriod(), []);
  const list = useList<GoodsSalesRow, typeof ListSchema>({ keys: goodsSalesKeys, path: GOODS_SALES_PATH, schema: ListSchema, defaults, exportPath: GOODS_SALES_EXPORT_PATH });
  const trendParams = useListParams(TrendSchema);
  const brands = useBrandOptionsQuery();
  const q = list.query as typeof list.query & { start_date?: string; end_date?: string; category_id?: number; brand_id?: number; keyword?: string };
  const filters = { start_date: q.start_date ?? defaults.start_date, end_date: q.end_date ?? defaults.end_date, category_id: q.category_id, brand_id: q.brand_id, keyword: q.keyword };
  const grain: TrendGrain = trendParams.query.grain;
  const trend = useGoodsSalesTrendQuery({ ...filters, sku_id: trendParams.query.sku_id, grain });
  const categories = useGoodsSalesCategoriesQuery(filters);
  // the totals of every row the filters find come with the page (the same cached answer the table shows)
  const page = useListQuery<GoodsSalesRow>({ queryKey: goodsSalesKeys.lists(), path: GOODS_SALES_PATH, query: { ...q } as never });
  const totals = (page.data as GoodsSalesList | undefined)?.totals;

  const series = useMemo(() => trend.data?.series ?? [], [trend.data]);
  const chosen = trendParams.query.sku_id !== undefined ? series[0] : undefined;
  const grainText = t(`bi_sales.grain.${grain}`);
  const trendTitle = chosen ? t('bi_sales.trend_sku', { name: `${chosen.name} ${chosen.spec_text}`.trim(), grain: grainText }) : t('bi_sales.trend_top', { grain: grainText });
  const trendOption = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 64, right: 24, top: 64, bottom: 32 },
      xAxis: { type: 'category', data: trend.data?.buckets ?? [] },
      yAxis: { type: 'value', name: t('bi_sales.amount') },
      series: series.map((s) => ({ type: 'line', name: `${s.name} ${s.spec_text}`.trim(), data: s.amount.map(Number), symbolSize: 4 })),
    }),
    [trend.data, series, t],
  );
  const categoryTitle = t('bi_sales.categories_title');
  const categoryOption = useMemo(
    () => ({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      series: [
        {
          type: 'pie',
          radius: ['36%', '62%'],
          center: ['50%', '52%'],
          // the small slices' names stay in the tooltip: their labels would overlap
          minShowLabelAngle: 12,
          label: { formatter: '{b}\n{d}%' },
          data: (categories.data?.list ?? []).filter((c) => Number(c.amount) > 0).map((c) => ({ name: c.name, value: Number(c.amount) })),
        },
      ],
    }),
    [categories.data],
  );

  const columns: TableColumnsType<GoodsSalesRow> = [
    { title: t('bi_sales.code'), dataIndex: 'code', width: 110, fixed: 'left', ...list.sorter('code') },
    { title: `${t('bi_sales.name')} / ${t('bi_sales.spec')}`, key: 'name', width: 220, render: (_v, r) => <SkuLink code={r.code} name={r.name} spec={r.spec_text} /> },
    { title: t('bi_sales.category'), dataIndex: 'category_name', width: 90 },
    { title: t('bi_sales.brand'), dataIndex: 'brand_name', width: 90, render: (v: string | null) => v ?? '-' },
    { title: <Defined title={t('bi_sales.qty')} tip={t('bi_sales.qty_tip')} />, dataIndex: 'qty', align: 'right', width: 110, render: (v: string, r) => qtyText(v, r.unit_name), ...list.sorter('qty') },
    { title: t('bi_sales.lines'), dataIndex: 'lines', align: 'right', width: 80, ...list.sorter('lines') },
    { title: <Defined title={t('bi_sales.sales_amount')} tip={t('bi_sales.sales_amount_tip')} />, dataIndex: 'sales_amount', align: 'right', width: 110 },
    {
      title: <Defined title={t('bi_sales.refunds')} tip={t('bi_sales.refunds_tip')} />,
      dataIndex: 'refund_amount',
      align: 'right',
      width: 120,
      ...list.sorter('refund_amount'),
      render: (v: string, r) => (Number(v) === 0 && Number(r.refund_qty) === 0 ? '-' : `${v} / ${qtyText(r.refund_qty, r.unit_name)}`),
    },
    { title: <Defined title={t('bi_sales.amount')} tip={t('bi_sales.amount_tip')} />, dataIndex: 'amount', align: 'right', width: 110, ...list.sorter('amount'), render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: <Defined title={t('bi_sales.share')} tip={t('bi_sales.share_tip')} />, dataIndex: 'share', align: 'right', width: 90, render: percent },
    {
      title: t('bi_sales.actions'),
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_v, r) => (
        <Button type="link" size="small" onClick={() => trendParams.setFilters({ sku_id: r.sku_id })}>
          {t('bi_sales.view_trend')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <FilterBar
          list={list}
          name="bi_goods_sales"
          toValues={periodToValues}
          fromValues={periodFromValues}
          actions={<ExportButton permission="bi:goods_sales:export" {...list.exportProps} />}
        >
          <Form.Item name="dates">
            <DatePicker.RangePicker allowClear={false} style={{ width: 250 }} />
          </Form.Item>
          <Form.Item name="category_id">
            <CategoryTreeSelect placeholder={t('bi_sales.category')} />
          </Form.Item>
          <Form.Item name="brand_id">
            <Select placeholder={t('bi_sales.brand')} allowClear showSearch optionFilterProp="label" options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="keyword">
            <Input placeholder={t('bi_sales.keyword')} allowClear style={{ width: 200 }} />
          </Form.Item>
        </FilterBar>
        <ListTable<GoodsSalesRow>
          list={list}
          columns={columns}
          scroll={{ x: 1150 }}
          empty={t(list.filtered ? 'bi_sales.empty_filtered' : 'bi_sales.empty')}
          summary={() =>
            totals && list.rows.length > 0 ? (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={4}>
                    <Typography.Text strong>{t('bi_sales.totals')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">{qtyText(totals.qty)}</Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">{totals.lines}</Table.Summary.Cell>
                  <Table.Summary.Cell index={6} align="right">{totals.sales_amount}</Table.Summary.Cell>
                  <Table.Summary.Cell index={7} align="right">{totals.refund_amount}</Table.Summary.Cell>
                  <Table.Summary.Cell index={8} align="right">
                    <Typography.Text strong>{totals.amount}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={9} colSpan={2} />
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      </Card>
      <Row gutter={12}>
        <Col xs={24} xl={15}>
          <Card
            size="small"
            title={t('bi_sales.trend')}
            extra={
              <Flex gap={8} align="center">
                {trendParams.query.sku_id !== undefined ? (
                  <Button size="small" onClick={() => trendParams.setFilters({ sku_id: undefined })}>
                    {t('bi_sales.show_top')}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">{t('bi_sales.trend_hint')}</Typography.Text>
                )}
                <Segmented
                  size="small"
                  value={grain}
                  onChange={(g) => trendParams.setFilters({ grain: g as TrendGrain })}
                  options={TREND_GRAINS.map((g) => ({ value: g, label: t(`bi_sales.grain.${g}`) }))}
                />
              </Flex>
            }
          >
            <Spin spinning={trend.isFetching}>
              <Typography.Text strong>{trendTitle}</Typography.Text>
              {series.length > 0 ? <EChart option={trendOption} title={trendTitle} height={320} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bi_sales.empty')} style={{ height: 300, paddingTop: 100 }} />}
            </Spin>
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card size="small" title={t('bi_sales.categories')}>
            <Spin spinning={categories.isFetching}>
              <Typography.Text strong>{categoryTitle}</Typography.Text>
              {(categories.data?.list.length ?? 0) > 0 ? (
                <EChart option={categoryOption} title={categoryTitle} height={320} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bi_sales.empty')} style={{ height: 300, paddingTop: 100 }} />
              )}
            </Spin>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
