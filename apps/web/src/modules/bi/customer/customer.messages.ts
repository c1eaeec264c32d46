/** Texts of the customer dashboard (zh-CN, en-US); the server's refusals and export columns live in the contract (bi/customer.messages.ts). */
export const customerMessages = {
  // filters
  'bi_customer.period_from': { zh: '开始日期', en: 'From' },
  'bi_customer.period_to': { zh: '结束日期', en: 'To' },
  'bi_customer.store_current': { zh: '门店：当前门店 {name}', en: 'Store: current store {name}' },
  'bi_customer.period': { zh: '统计区间 {start} 至 {end}', en: 'Period {start} to {end}' },
  'bi_customer.definition': { zh: '口径', en: 'Definition' },
  // figures
  'bi_customer.repurchase_rate': { zh: '复购率', en: 'Repurchase rate' },
  'bi_customer.repurchase_def': {
    zh: '复购率 = 区间内下单 2 次及以上的客户数 ÷ 区间内下单至少 1 次的客户数（分母为“至少一次”，即全部下单客户）',
    en: 'Repurchase rate = customers with two or more orders in the period ÷ customers with at least one order in it (the denominator is every ordering customer)',
  },
  'bi_customer.repurchase_detail': { zh: '{repeat} / {buyers} 位客户', en: '{repeat} of {buyers} customers' },
  'bi_customer.buyers': { zh: '下单客户', en: 'Ordering customers' },
  'bi_customer.buyers_def': { zh: '区间内至少有 1 笔已审核订单的客户数', en: 'Customers with at least one audited order in the period' },
  'bi_customer.new_total': { zh: '新客户', en: 'New customers' },
  'bi_customer.new_total_def': { zh: '首次下单（有史以来第一笔订单）所在月份在区间内的客户数', en: 'Customers whose first ever order falls in a month of the period' },
  'bi_customer.churn_total': { zh: '流失预警客户', en: 'Churn-risk customers' },
  // new and repeat by month
  'bi_customer.new_repeat': { zh: '新老客户（按月）', en: 'New and repeat customers by month' },
  'bi_customer.new_repeat_def': {
    zh: '新客户：当月为其首次下单月份（按全部历史订单计算，不限于所选区间）；老客户：首次下单月份之前已下过单、当月再次下单的客户。按审核日统计。',
    en: 'New: the month of the customer’s first ever order (over all its orders, not only the period). Repeat: a later month in which it orders again. Counted on the order’s audit day.',
  },
  'bi_customer.new': { zh: '新客户', en: 'New' },
  'bi_customer.repeat': { zh: '老客户', en: 'Repeat' },
  'bi_customer.new_repeat_chart': { zh: '各月新客户与老客户数堆叠柱状图', en: 'Stacked bars of new and repeat customers per month' },
  // cohorts
  'bi_customer.cohort': { zh: '首购月留存（同期群复购）', en: 'Repurchase by month of first order (cohorts)' },
  'bi_customer.cohort_def': {
    zh: '行：首次下单月份（区间最后 12 个月内）及该月新客户数；列：首购后第 0–11 个月；格：该批客户中当月下过单的比例。尚未到达的月份留空。',
    en: 'Rows: the month of first order (within the period’s last 12 months) and its number of customers. Columns: months since, 0 to 11. Cells: the share of the cohort that ordered in that month. Months not reached yet stay empty.',
  },
  'bi_customer.cohort_chart': { zh: '按首购月份的复购热力图', en: 'Heatmap of repurchase by month of first order' },
  'bi_customer.cohort_month': { zh: '首购月份（客户数）', en: 'First order month (customers)' },
  'bi_customer.months_since': { zh: '首购后月数', en: 'Months since' },
  'bi_customer.cohort_tip': { zh: '{cohort} 首购 {size} 位客户，第 {k} 个月 {share}% 下单', en: '{cohort}: {size} new customers, {share}% ordered in month {k}' },
  // churn
  'bi_customer.churn': { zh: '流失预警', en: 'Churn risk' },
  'bi_customer.churn_def': {
    zh: '以前下过单、但截至区间结束日最近 N 天内没有下单的客户（距最后下单日 ≥ N 天）。近 90 天指截至区间结束日的 90 天。归属销售为客户当前的归属人。',
    en: 'Customers who ordered before but not in the last N days up to the period’s end (N days or more since their last order). The last 90 days end on the period’s last day. The owner is the customer’s current rep.',
  },
  'bi_customer.churn_days': { zh: '未下单天数 N', en: 'No order for N days' },
  'bi_customer.churn_days_invalid': { zh: '请输入 7 到 365 之间的整数', en: 'Enter a whole number from 7 to 365' },
  'bi_customer.customer': { zh: '客户', en: 'Customer' },
  'bi_customer.owner': { zh: '归属销售', en: 'Owner' },
  'bi_customer.last_order_day': { zh: '最后下单日', en: 'Last order' },
  'bi_customer.days_since': { zh: '未下单天数', en: 'Days since' },
  'bi_customer.recent_orders': { zh: '近90天订单', en: 'Orders (90 days)' },
  'bi_customer.recent_amount': { zh: '近90天净销售额', en: 'Net amount (90 days)' },
  'bi_customer.churn_empty': { zh: '没有流失预警客户', en: 'No customer at risk' },
  'bi_customer.no_owner': { zh: '公海', en: 'Pool' },
  // top customers
  'bi_customer.top': { zh: '客户销售排行', en: 'Top customers' },
  'bi_customer.top_def': {
    zh: '净销售额 = 区间内已审核订单行金额（扣除活动与优惠券分摊）− 区间内退款金额；占比 = 客户净销售额 ÷ 全部客户净销售额。导出包含全部客户。',
    en: 'Net amount = audited order lines in the period (net of activity and coupon shares) − refunds in the period; share = the customer’s net amount ÷ every customer’s. The export holds every customer.',
  },
  'bi_customer.top_total': { zh: '共 {customers} 位客户，净销售额 ¥{amount}', en: '{customers} customers, net amount ¥{amount}' },
  'bi_customer.rank': { zh: '排名', en: 'Rank' },
  'bi_customer.orders': { zh: '订单数', en: 'Orders' },
  'bi_customer.amount': { zh: '销售额', en: 'Sales' },
  'bi_customer.refund_amount': { zh: '退款额', en: 'Refunds' },
  'bi_customer.net_amount': { zh: '净销售额', en: 'Net amount' },
  'bi_customer.share': { zh: '占比', en: 'Share' },
  'bi_customer.top_empty': { zh: '区间内没有销售', en: 'No sales in the period' },
  'bi_customer.empty': { zh: '区间内没有订单', en: 'No orders in the period' },
} as const;
