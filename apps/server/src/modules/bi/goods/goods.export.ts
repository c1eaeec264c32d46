import { GoodsSkuExportQuerySchema, SlowMoverExportQuerySchema } from '@tradewind/contract/bi/goods.schema';
import { defineExporter, type ExportColumn } from '@/core/jobs/exporter';
import { offsetBatches } from '@/core/jobs/export-batches';
import { countGoodsSkus, countSlowMovers, goodsSkuRows, slowMoverRows } from './goods.read';

/** Exporting the goods dashboard's tables through the export centre, in the table's order (offset batches). */

/** The SKU a row of the goods dashboards' tables is: its code, name and spec, and (`unitColumn`) its unit. */
export const skuColumns: readonly ExportColumn[] = [
  { header: '商品编码', key: 'code', width: 16 },
  { header: '商品名称', key: 'name', width: 24 },
  { header: '规格', key: 'spec_text', width: 14 },
];
export const unitColumn: ExportColumn = { header: '单位', key: 'unit_name', width: 8 };

/** `GET /bi/goods/skus/export`: per SKU — net qty and amount, stock, sell-through, ABC class. */
export const goodsSkuExporter = defineExporter({
  key: 'bi.goods',
  source: '商品分析',
  permission: 'bi:goods:export',
  params: GoodsSkuExportQuerySchema,
  columns: [
    ...skuColumns,
    unitColumn,
    { header: '净销量', key: 'qty', width: 12, total: true },
    { header: '净销售额', key: 'amount', width: 14, total: true },
    { header: '当前库存', key: 'on_hand', width: 12, total: true },
    { header: '售罄率', key: 'sell_through_rate', width: 10 },
    { header: 'ABC 分类', key: 'abc_class', width: 8 },
    { header: '累计占比', key: 'cum_share_rate', width: 10 },
  ],
  count: countGoodsSkus,
  batch: offsetBatches(async (ctx, params, offset, limit) =>
    (await goodsSkuRows(ctx, params, offset, limit)).map((r) => ({ ...r, sell_through_rate: r.sell_through, cum_share_rate: r.cum_share, abc_class: r.abc_class ?? '' })),
  ),
});

/** `GET /bi/goods/slow_movers/export`: SKUs in stock without a sale in the last N days. */
export const slowMoverExporter = defineExporter({
  key: 'bi.goods_slow_movers',
  source: '滞销商品',
  permission: 'bi:goods:export',
  params: SlowMoverExportQuerySchema,
  columns: [
    ...skuColumns,
    unitColumn,
    { header: '当前库存', key: 'on_hand', width: 12, total: true },
    { header: '最后销售日', key: 'last_sale_day', width: 12, kind: 'date' },
    { header: '未销售天数', key: 'days_since', width: 10, kind: 'integer' },
  ],
  count: countSlowMovers,
  batch: offsetBatches(slowMoverRows),
});
