import { CustomerChurnExportQuerySchema, CustomerTopExportQuerySchema } from '@tradewind/contract/bi/customer.schema';
import { defineExporter } from '@/core/jobs/exporter';
import { keysetBatches, offsetBatches } from '@/core/jobs/export-batches';
import { churnPage, countChurn, countTop, topBatch } from './customer.read';

/**
 * The churn-risk customers as a spreadsheet: the list's filters and sort, every page, read with the
 * creator's stores and data scope when the export runs. The cursor is the number of rows written.
 */
export const customerChurnExporter = defineExporter({
  key: 'bi.customer_churn',
  source: '流失预警客户',
  permission: 'bi:customer:export',
  params: CustomerChurnExportQuerySchema,
  columns: [
    { header: '客户ID', key: 'customer_id', width: 10 },
    { header: '客户名称', key: 'customer_name', width: 24 },
    { header: '归属销售', key: 'owner_name', width: 14 },
    { header: '最后下单日', key: 'last_order_day', width: 14, kind: 'date' },
    { header: '未下单天数', key: 'days_since', width: 12, kind: 'integer' },
    { header: '近90天订单数', key: 'recent_orders', width: 14, kind: 'integer' },
    { header: '近90天净销售额', key: 'recent_amount', width: 16, kind: 'money' },
  ],
  count: (ctx, params) => countChurn(ctx, params),
  batch: offsetBatches(churnPage),
});

/** Every customer of the period by net amount, with its share: the top customers' table, whole. The cursor is the last rank written. */
export const customerTopExporter = defineExporter({
  key: 'bi.customer_top',
  source: '客户销售排行',
  permission: 'bi:customer:export',
  params: CustomerTopExportQuerySchema,
  columns: [
    { header: '排名', key: 'rank', width: 8, kind: 'integer' },
    { header: '客户ID', key: 'customer_id', width: 10 },
    { header: '客户名称', key: 'customer_name', width: 24 },
    { header: '归属销售', key: 'owner_name', width: 14 },
    { header: '订单数', key: 'orders', width: 10, kind: 'integer' },
    { header: '销售额', key: 'amount', width: 14 },
    { header: '退款额', key: 'refund_amount', width: 14 },
    { header: '净销售额', key: 'net_amount', width: 14 },
    { header: '占比', key: 'share', width: 10, kind: 'percent' },
  ],
  count: (ctx, params) => countTop(ctx, params),
  batch: keysetBatches((ctx, params, after, limit) => topBatch(ctx, params, after ?? 0, limit), (row) => row.rank),
});
