import { OperationQuerySchema, type OperationReport } from '@tradewind/contract/bi/operation.schema';
import { translate } from '@tradewind/contract/common/messages';
import type { RequestContext } from '@/core/http/request-context';
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

/** A table of the period's figures, one row for each of what `name` names (a store, a rep). */
const figuresExporter = (key: string, source: string, name: ExportColumn, rows: (ctx: RequestContext, report: OperationReport) => Array<Record<string, unknown>>) =>
  defineReportExporter({ key, source, permission: PERMISSION, params: OperationQuerySchema, columns: [name, ...figureColumns], rows: async (ctx, params) => rows(ctx, await readOperation(ctx, params)) });

/** The stores' figures of the period. */
export const operationStoreExporter = figuresExporter('bi.operation.store', '经营分析-门店', { header: '门店', key: 'store_name', width: 24 }, (_ctx, report) => report.stores);

/** The reps' figures of the period; rep 0 is "no owner" in the creator's language. */
export const operationRepExporter = figuresExporter('bi.operation.rep', '经营分析-业务员', { header: '业务员', key: 'rep_name', width: 16 }, (ctx, report) =>
  report.reps.map((r) => ({ ...r, rep_name: r.rep_name ?? translate('bi.no_owner', ctx.locale) })),
);
