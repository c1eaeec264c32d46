/**
 * The daily rollups' tables (migrations 0070, 0076 and 0080, README "Rollups"): two families of measures, each
 * kept at a fine grain and at coarser ones. A coarse table is its family's fine table summed over the keys it
 * lacks — written by the same writer in the same statement, derived, compared and rebuilt from the same
 * derivation. A table keyed by `month` sums the month's days (the month's first day its key). The list's
 * order is the order every writer takes the tables' rows in, so two transactions never wait on each other's
 * rows the other way round.
 */
export type RollupFamily = 'sales' | 'orders';
export type RollupKey = 'store_id' | 'day' | 'month' | 'sku_id' | 'customer_id' | 'rep_id';
export type RollupTableName = 'bi_sales_daily' | 'bi_orders_daily' | 'bi_sales_customer_daily' | 'bi_sales_customer_monthly' | 'bi_sales_sku_daily' | 'bi_sales_sku_monthly' | 'bi_sales_rep_daily' | 'bi_orders_customer_monthly' | 'bi_orders_rep_daily';
export type RollupGrain = { table: RollupTableName; family: RollupFamily; keys: readonly RollupKey[] };

export const SALES_MEASURES = ['lines', 'qty', 'amount', 'cost', 'refund_qty', 'refund_amount', 'refund_cost'] as const;
export const ORDERS_MEASURES = ['orders', 'goods_amount', 'freight_amount', 'carry_fee', 'total_amount', 'refunds', 'refund_amount', 'receipts', 'receipt_amount'] as const;
export type RollupMeasure = (typeof SALES_MEASURES)[number] | (typeof ORDERS_MEASURES)[number];
export const MEASURES: Record<RollupFamily, readonly RollupMeasure[]> = { sales: SALES_MEASURES, orders: ORDERS_MEASURES };

export const ROLLUP_GRAINS: readonly RollupGrain[] = [
  { table: 'bi_sales_daily', family: 'sales', keys: ['store_id', 'day', 'sku_id', 'customer_id', 'rep_id'] },
  { table: 'bi_orders_daily', family: 'orders', keys: ['store_id', 'day', 'customer_id', 'rep_id'] },
  { table: 'bi_sales_customer_daily', family: 'sales', keys: ['store_id', 'day', 'customer_id', 'rep_id'] },
  { table: 'bi_sales_customer_monthly', family: 'sales', keys: ['store_id', 'month', 'customer_id', 'rep_id'] },
  { table: 'bi_sales_sku_daily', family: 'sales', keys: ['store_id', 'day', 'sku_id'] },
  { table: 'bi_sales_sku_monthly', family: 'sales', keys: ['store_id', 'month', 'sku_id'] },
  { table: 'bi_sales_rep_daily', family: 'sales', keys: ['store_id', 'day', 'rep_id'] },
  { table: 'bi_orders_customer_monthly', family: 'orders', keys: ['store_id', 'month', 'customer_id', 'rep_id'] },
  { table: 'bi_orders_rep_daily', family: 'orders', keys: ['store_id', 'day', 'rep_id'] },
];

/** A table's time key: `day`, or `month` (the month's first day, its days summed). */
export const timeKeyOf = (grain: RollupGrain): 'day' | 'month' => (grain.keys.includes('month') ? 'month' : 'day');

/** The tables of a family, the fine one first. */
export const grainsOf = (family: RollupFamily): RollupGrain[] => ROLLUP_GRAINS.filter((g) => g.family === family);
