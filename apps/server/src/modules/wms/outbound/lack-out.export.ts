import { LackOutFilterSchema } from '@tradewind/contract/wms/outbound.schema';
import { keysetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { countLackOut, lackOutAfter } from './lack-out.service';

/** `GET /wms/lack_out_sku_histories/export`: the filtered list through the export centre, by id. */
export const lackOutExporter = defineExporter({
  key: 'wms.lack_out_sku_history',
  source: '缺货出库记录',
  permission: 'wms:lack_out_sku_history:export',
  params: LackOutFilterSchema,
  columns: [
    { header: '商品编码', key: 'sku_code', width: 14 },
    { header: '商品名称', key: 'sku_name', width: 24 },
    { header: '规格', key: 'spec_text', width: 14 },
    { header: '单位', key: 'unit_name', width: 6 },
    { header: '仓库', key: 'warehouse_name', width: 14 },
    { header: '订单号', key: 'order_no', width: 18 },
    { header: '出库单号', key: 'outbound_no', width: 18 },
    { header: '客户', key: 'customer_name', width: 18 },
    { header: '配送日期', key: 'delivery_date', width: 12 },
    { header: '下单数量', key: 'ordered_qty', width: 10 },
    { header: '出库数量', key: 'shipped_qty', width: 10 },
    { header: '缺货数量', key: 'short_qty', width: 10 },
    { header: '缺货原因', key: 'reason', width: 24 },
    { header: '出库时间', key: 'created_at', width: 20 },
  ],
  count: countLackOut,
  batch: keysetBatches(lackOutAfter, (row) => row.id),
});
