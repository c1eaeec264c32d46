import { date, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/** The measures every sales rollup sums (the fine one's, migration 0070). */
const salesMeasures = () => ({
  lines: integer('lines').notNull().default(0),
  qty: numeric('qty', { precision: 16, scale: 3 }).notNull().default('0'),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
  cost: numeric('cost', { precision: 14, scale: 2 }).notNull().default('0'),
  refundQty: numeric('refund_qty', { precision: 16, scale: 3 }).notNull().default('0'),
  refundAmount: numeric('refund_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  refundCost: numeric('refund_cost', { precision: 14, scale: 2 }).notNull().default('0'),
});

/** The measures every orders-and-money rollup sums (the fine one's, migration 0070). */
const ordersMeasures = () => ({
  orders: integer('orders').notNull().default(0),
  goodsAmount: numeric('goods_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  freightAmount: numeric('freight_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  carryFee: numeric('carry_fee', { precision: 14, scale: 2 }).notNull().default('0'),
  totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  refunds: integer('refunds').notNull().default(0),
  refundAmount: numeric('refund_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  receipts: integer('receipts').notNull().default(0),
  receiptAmount: numeric('receipt_amount', { precision: 14, scale: 2 }).notNull().default('0'),
});

/**
 * The daily sales rollup (migration 0070, README "Rollups"): per store × day × SKU × customer × rep, every
 * measure a sum. qty in base units; amount net of the line's discount shares; cost frozen at audit.
 */
export const salesDaily = pgTable(
  'bi_sales_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    skuId: integer('sku_id').notNull(),
    customerId: integer('customer_id').notNull(),
    repId: integer('rep_id').notNull().default(0),
    ...salesMeasures(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.skuId, t.customerId, t.repId, t.tenantId] })],
);

/** The daily orders-and-money rollup (migration 0070): per store × day × customer × rep. */
export const ordersDaily = pgTable(
  'bi_orders_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    repId: integer('rep_id').notNull().default(0),
    ...ordersMeasures(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.customerId, t.repId, t.tenantId] })],
);

/** Sales per store × day × customer × rep (migration 0076): `bi_sales_daily` summed over SKUs. */
export const salesCustomerDaily = pgTable(
  'bi_sales_customer_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    repId: integer('rep_id').notNull().default(0),
    ...salesMeasures(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.customerId, t.repId, t.tenantId] })],
);

/** Sales per store × month × customer × rep (migration 0080): `bi_sales_daily` summed over SKUs and the month's days; month: its first day. */
export const salesCustomerMonthly = pgTable(
  'bi_sales_customer_monthly',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    repId: integer('rep_id').notNull().default(0),
    ...salesMeasures(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.customerId, t.repId, t.tenantId] })],
);

/** Sales per store × day × SKU (migration 0076): `bi_sales_daily` summed over customers and reps. */
export const salesSkuDaily = pgTable(
  'bi_sales_sku_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    skuId: integer('sku_id').notNull(),
    ...salesMeasures(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.skuId, t.tenantId] })],
);

/** Sales per store × month × SKU (migration 0076): `bi_sales_daily` summed over the month's days, customers and reps; month: its first day. */
export const salesSkuMonthly = pgTable(
  'bi_sales_sku_monthly',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    skuId: integer('sku_id').notNull(),
    ...salesMeasures(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.skuId, t.tenantId] })],
);

/** Sales per store × day × rep (migration 0076): `bi_sales_daily` summed over SKUs and customers. */
export const salesRepDaily = pgTable(
  'bi_sales_rep_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    repId: integer('rep_id').notNull().default(0),
    ...salesMeasures(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.repId, t.tenantId] })],
);

/** Orders and money per store × day × rep (migration 0076): `bi_orders_daily` summed over customers. */
export const ordersRepDaily = pgTable(
  'bi_orders_rep_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    repId: integer('rep_id').notNull().default(0),
    ...ordersMeasures(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.repId, t.tenantId] })],
);

/** Orders and money per store × month × customer × rep (migration 0076): `bi_orders_daily` summed over the month's days; month: its first day. */
export const ordersCustomerMonthly = pgTable(
  'bi_orders_customer_monthly',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    repId: integer('rep_id').notNull().default(0),
    ...ordersMeasures(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.customerId, t.repId, t.tenantId] })],
);

/**
 * Each customer's first and last order day in a store (migration 0081, README "Rollups"): the days of
 * `bi_orders_daily` with orders, over reps. Widened by the writer on an audit, recomputed on a cancel after audit.
 */
export const customerSpans = pgTable(
  'bi_customer_spans',
  {
    tenantId: integer('tenant_id').notNull(),
    storeId: integer('store_id').notNull(),
    customerId: integer('customer_id').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.customerId, t.tenantId] })],
);
