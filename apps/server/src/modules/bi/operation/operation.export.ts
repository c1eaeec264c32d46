import { OperationQuerySchema } from '@tradewind/contract/bi/operation.schema';
import { translate } from '@tradewind/contract/common/messages';
import type { ExportColumn } from '@/core/jobs/exporter';
import { defineReportExporter } from '../period/report-exporter';
import { readOperation } from './operation.read';

const PERMISSION = 'bi:operation:export';

const figureColumns: ExportColumn[] = [
  { header: '销售额', key: 'sales_amount', total: true },
  { header: '订单数', key: 'orders', kind: 'integer', total: true },
  { header: '下单客户数', key: 'customers', kind: 'integer' },
  { header: '客单价', key: 'avg_order_amount' },
  { header: '回款额', key: 'receipt_amount', total: true },
];

/** The trend of the operation dashboard: each bucket beside the same days last year. */
export const operationTrendExporter = defineReportExporter({
  key: 'bi.operation.trend',
  source: '经营分析-趋势',
  permission: PERMISSION,
  params: OperationQuerySchema,
  columns: [
    { header: '开始日期', key: 'start_date' },
    { header: '结束日期', key: 'end_date' },
    { header: '销售额', key: 'sales_amount', total: true },
    { header: '去年同期销售额', key: 'last_year_sales_amount', total: true },
    { header: '订单数', key: 'orders', kind: 'integer', total: true },
    { header: '去年同期订单数', key: 'last_year_orders', kind: 'integer', total: true },
  ],
  rows: async (ctx, params) => (await readOperation(ctx, params)).trend,
});

/** The stores' figures of the period. */
export const operationStoreExporter = defineReportExporter({
  key: 'bi.operation.store',
  source: '经营分析-门店',
  permission: PERMISSION,
  params: OperationQuerySchema,
  columns: [{ header: '门店', key: 'store_name', width: 24 }, ...figureColumns],
  rows: async (ctx, params) => (await readOperation(ctx, params)).stores,
});

/** The reps' figures of the period; rep 0 is "no owner" in the creator's language. */
export const operationRepExporter = defineReportExporter({
  key: 'bi.operation.rep',
  source: '经营分析-业务员',
  permission: PERMISSION,
  params: OperationQuerySchema,
  columns: [{ header: '业务员', key: 'rep_name', width: 16 }, ...figureColumns],
  rows: async (ctx, params) => (await readOperation(ctx, params)).reps.map((r) => ({ ...r, rep_name: r.rep_name ?? translate('bi.no_owner', ctx.locale) })),
});
