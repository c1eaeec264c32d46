import { date, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';

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
    lines: integer('lines').notNull().default(0),
    qty: numeric('qty', { precision: 16, scale: 3 }).notNull().default('0'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull().default('0'),
    refundQty: numeric('refund_qty', { precision: 16, scale: 3 }).notNull().default('0'),
    refundAmount: numeric('refund_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    refundCost: numeric('refund_cost', { precision: 14, scale: 2 }).notNull().default('0'),
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
    orders: integer('orders').notNull().default(0),
    goodsAmount: numeric('goods_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    freightAmount: numeric('freight_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    carryFee: numeric('carry_fee', { precision: 14, scale: 2 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    refunds: integer('refunds').notNull().default(0),
    refundAmount: numeric('refund_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    receipts: integer('receipts').notNull().default(0),
    receiptAmount: numeric('receipt_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.customerId, t.repId, t.tenantId] })],
);
