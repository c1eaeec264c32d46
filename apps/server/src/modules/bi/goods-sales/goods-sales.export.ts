import { GoodsSalesExportQuerySchema } from '@tradewind/contract/bi/goods-sales.schema';
import { defineExporter } from '@/core/jobs/exporter';
import { offsetBatches } from '@/core/jobs/export-batches';
import { skuColumns, unitColumn } from '../goods/goods.export';
import { countGoodsSales, goodsSalesRows } from './goods-sales.read';

/** `GET /bi/goods_sales/list/export`: the goods sales table through the export centre, in the table's order. */
export const goodsSalesExporter = defineExporter({
  key: 'bi.goods_sales',
  source: '商品销售',
  permission: 'bi:goods_sales:export',
  params: GoodsSalesExportQuerySchema,
  columns: [
    ...skuColumns,
    { header: '分类', key: 'category_name', width: 12 },
    { header: '品牌', key: 'brand_name', width: 12 },
    unitColumn,
    { header: '销量', key: 'qty', width: 12, total: true },
    { header: '订单行数', key: 'lines', width: 10, kind: 'integer', total: true },
    { header: '销售额', key: 'sales_amount', width: 14, total: true },
    { header: '退货数量', key: 'refund_qty', width: 12, total: true },
    { header: '退款金额', key: 'refund_amount', width: 14, total: true },
    { header: '净销售额', key: 'amount', width: 14, total: true },
    { header: '占比', key: 'share_rate', width: 10 },
  ],
  count: countGoodsSales,
  batch: offsetBatches(async (ctx, params, offset, limit) => (await goodsSalesRows(ctx, params, offset, limit)).map((r) => ({ ...r, share_rate: r.share }))),
});
