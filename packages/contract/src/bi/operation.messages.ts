import type { MessageEntry } from '../common/core-messages';

/** The server's texts of the operation and profit dashboards: refusals of a period, the exports' sources and columns. */
export const biOpsMessages = {
  'bi.granularity_invalid': { zh: '统计粒度只能是日、周或月', en: 'The granularity must be day, week or month' },
  'bi.dimension_invalid': { zh: '请选择分析维度：商品、分类、品牌、客户、门店或业务员', en: 'Choose a dimension: SKU, category, brand, customer, store or rep' },
  'bi.period_end_before_start': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  'bi.period_too_long': { zh: '统计期间最长 366 天', en: 'A period spans at most 366 days' },
  'bi.no_owner': { zh: '无负责人', en: 'No owner' },
  'bi.no_brand': { zh: '无品牌', en: 'No brand' },
  // operation exports: the trend, by store, by rep
  'export.source.bi.operation.trend': { zh: '经营分析-趋势', en: 'Operations trend' },
  'export.column.bi.operation.trend.start_date': { zh: '开始日期', en: 'From' },
  'export.column.bi.operation.trend.end_date': { zh: '结束日期', en: 'To' },
  'export.column.bi.operation.trend.sales_amount': { zh: '销售额', en: 'Sales' },
  'export.column.bi.operation.trend.last_year_sales_amount': { zh: '去年同期销售额', en: 'Sales last year' },
  'export.column.bi.operation.trend.orders': { zh: '订单数', en: 'Orders' },
  'export.column.bi.operation.trend.last_year_orders': { zh: '去年同期订单数', en: 'Orders last year' },
  'export.source.bi.operation.store': { zh: '经营分析-门店', en: 'Operations by store' },
  'export.column.bi.operation.store.store_name': { zh: '门店', en: 'Store' },
  'export.source.bi.operation.rep': { zh: '经营分析-业务员', en: 'Operations by rep' },
  'export.column.bi.operation.rep.rep_name': { zh: '业务员', en: 'Rep' },
  ...figureColumns('bi.operation.store'),
  ...figureColumns('bi.operation.rep'),
  // profit exports: the table of a dimension, the order lines of a SKU
  'export.source.bi.profit': { zh: '利润分析', en: 'Profit' },
  'export.column.bi.profit.name': { zh: '名称', en: 'Name' },
  'export.column.bi.profit.code': { zh: 'SKU 编码', en: 'SKU code' },
  'export.column.bi.profit.qty': { zh: '净销量', en: 'Net qty' },
  'export.column.bi.profit.sales_amount': { zh: '净销售额', en: 'Net sales' },
  'export.column.bi.profit.cost_amount': { zh: '成本', en: 'Cost' },
  'export.column.bi.profit.gross_profit_amount': { zh: '毛利', en: 'Gross profit' },
  'export.column.bi.profit.margin_rate': { zh: '毛利率', en: 'Margin' },
  'export.source.bi.profit.orders': { zh: '利润分析-订单明细', en: 'Profit order lines' },
  'export.column.bi.profit.orders.order_number': { zh: '订单号', en: 'Order no.' },
  'export.column.bi.profit.orders.audit_date': { zh: '审核日期', en: 'Audited on' },
  'export.column.bi.profit.orders.customer_name': { zh: '客户', en: 'Customer' },
  'export.column.bi.profit.orders.store_name': { zh: '门店', en: 'Store' },
  'export.column.bi.profit.orders.qty': { zh: '数量', en: 'Qty' },
  'export.column.bi.profit.orders.sales_amount': { zh: '金额', en: 'Amount' },
  'export.column.bi.profit.orders.cost_amount': { zh: '成本', en: 'Cost' },
  'export.column.bi.profit.orders.gross_profit_amount': { zh: '毛利', en: 'Gross profit' },
} as const satisfies Record<string, MessageEntry>;

function figureColumns<K extends string>(key: K) {
  return {
    [`export.column.${key}.sales_amount`]: { zh: '销售额', en: 'Sales' },
    [`export.column.${key}.orders`]: { zh: '订单数', en: 'Orders' },
    [`export.column.${key}.customers`]: { zh: '下单客户数', en: 'Customers ordering' },
    [`export.column.${key}.avg_order_amount`]: { zh: '客单价', en: 'Average order' },
    [`export.column.${key}.receipt_amount`]: { zh: '回款额', en: 'Receipts' },
  } as Record<`export.column.${K}.${'sales_amount' | 'orders' | 'customers' | 'avg_order_amount' | 'receipt_amount'}`, MessageEntry>;
}
