import type { MessageEntry } from '../common/core-messages';

/** Texts of the customer dashboard the server speaks: its input refusals and its exports' sources and columns (zh-CN, en-US). */
export const biCustomerMessages = {
  'bi.customer_churn_days_range': { zh: '未下单天数在 7 到 365 天之间', en: 'Days without an order are 7 to 365' },
  'bi.customer_top_limit_range': { zh: '排行条数在 1 到 100 之间', en: 'The ranking shows 1 to 100 customers' },
  // exports
  'export.source.bi.customer_churn': { zh: '流失预警客户', en: 'Churn-risk customers' },
  'export.column.bi.customer_churn.customer_id': { zh: '客户ID', en: 'Customer ID' },
  'export.column.bi.customer_churn.customer_name': { zh: '客户名称', en: 'Customer' },
  'export.column.bi.customer_churn.owner_name': { zh: '归属销售', en: 'Owner' },
  'export.column.bi.customer_churn.last_order_day': { zh: '最后下单日', en: 'Last order day' },
  'export.column.bi.customer_churn.days_since': { zh: '未下单天数', en: 'Days since' },
  'export.column.bi.customer_churn.recent_orders': { zh: '近90天订单数', en: 'Orders (last 90 days)' },
  'export.column.bi.customer_churn.recent_amount': { zh: '近90天净销售额', en: 'Net amount (last 90 days)' },
  'export.source.bi.customer_top': { zh: '客户销售排行', en: 'Top customers' },
  'export.column.bi.customer_top.rank': { zh: '排名', en: 'Rank' },
  'export.column.bi.customer_top.customer_id': { zh: '客户ID', en: 'Customer ID' },
  'export.column.bi.customer_top.customer_name': { zh: '客户名称', en: 'Customer' },
  'export.column.bi.customer_top.owner_name': { zh: '归属销售', en: 'Owner' },
  'export.column.bi.customer_top.orders': { zh: '订单数', en: 'Orders' },
  'export.column.bi.customer_top.amount': { zh: '销售额', en: 'Sales amount' },
  'export.column.bi.customer_top.refund_amount': { zh: '退款额', en: 'Refunds' },
  'export.column.bi.customer_top.net_amount': { zh: '净销售额', en: 'Net amount' },
  'export.column.bi.customer_top.share': { zh: '占比', en: 'Share' },
} as const satisfies Record<string, MessageEntry>;
