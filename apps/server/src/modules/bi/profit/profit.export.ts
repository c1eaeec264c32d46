import { ProfitOrdersQueryFieldsSchema, ProfitQuerySchema } from '@tradewind/contract/bi/profit.schema';
import { checkPeriod } from '@tradewind/contract/bi/period.schema';
import { translate } from '@tradewind/contract/common/messages';
import { defineExporter } from '@/core/jobs/exporter';
import { defineReportExporter } from '../period/report-exporter';
import { readProfit, readProfitOrders } from './profit.read';

const PERMISSION = 'bi:profit:export';

/** The profit table of a dimension as the page shows it (with the drill-down's narrowing), with a totals row. */
export const profitExporter = defineReportExporter({
  key: 'bi.profit',
  source: '利润分析',
  permission: PERMISSION,
  params: ProfitQuerySchema,
  columns: [
    { header: '名称', key: 'name', width: 28 },
    { header: 'SKU 编码', key: 'code', width: 16 },
    { header: '净销量', key: 'qty', total: true },
    { header: '净销售额', key: 'sales_amount', total: true },
    { header: '成本', key: 'cost_amount', total: true },
    { header: '毛利', key: 'gross_profit_amount', total: true },
    { header: '毛利率', key: 'margin_rate' },
  ],
  rows: async (ctx, params) => {
    const report = await readProfit(ctx, params);
    const none = params.dimension === 'rep' ? 'bi.no_owner' : 'bi.no_brand';
    return report.list.map((r) => ({ ...r, name: r.name ?? (r.key === 0 ? translate(none, ctx.locale) : `#${r.key}`) }));
  },
});

const OrdersParams = ProfitOrdersQueryFieldsSchema.omit({ page: true, page_size: true }).superRefine(checkPeriod);

/** The order lines behind a SKU's figures (the drill-down's last step), every page of them. */
export const profitOrdersExporter = defineExporter({
  key: 'bi.profit.orders',
  source: '利润分析-订单明细',
  permission: PERMISSION,
  params: OrdersParams,
  columns: [
    { header: '订单号', key: 'order_number', width: 24 },
    { header: '审核日期', key: 'audit_date', kind: 'date' },
    { header: '客户', key: 'customer_name', width: 24 },
    { header: '门店', key: 'store_name', width: 16 },
    { header: '数量', key: 'qty', total: true },
    { header: '金额', key: 'sales_amount', total: true },
    { header: '成本', key: 'cost_amount', total: true },
    { header: '毛利', key: 'gross_profit_amount', total: true },
  ],
  count: async (ctx, params) => (await readProfitOrders(ctx, { ...params, page: 1, page_size: 1 })).pagination.total,
  // pages of 100 in order (cursor: the next page)
  batch: async (ctx, params, cursor) => {
    const page = cursor ?? 1;
    const lines = await readProfitOrders(ctx, { ...params, page, page_size: 100 });
    return { rows: lines.list, cursor: lines.list.length === 100 ? page + 1 : null };
  },
});
