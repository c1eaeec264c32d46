import { bigint, date, integer, jsonb, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { OrderPricingStep } from '@tradewind/contract/oms/order.schema';
import { deliveryPlace, timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';
import { documentHead, tradeLine } from '@/core/documents/document-columns';

/**
 * An order (docs/trading-model.md §4, migration 0026). status: 1 pending audit → 2 audited → 3 picking → 4 picked →
 * 5 out for delivery → 6 delivered → 7 completed; 0 cancelled (ORDER_STATUS in the contract).
 */
export const orders = pgTable(
  'oms_orders',
  {
    ...documentHead(1),
    customerId: integer('customer_id').notNull(),
    customerUserId: integer('customer_user_id'),
    contactName: varchar('contact_name', { length: 30 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    addressId: integer('address_id'),
    consigneeName: varchar('consignee_name', { length: 30 }).notNull(),
    consigneePhone: varchar('consignee_phone', { length: 20 }).notNull(),
    /** copied from the address, its point with where the point came from */
    ...deliveryPlace(),
    warehouseId: integer('warehouse_id').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    timeSlot: varchar('time_slot', { length: 20 }),
    payStatus: smallint('pay_status').notNull().default(0),
    payType: smallint('pay_type').notNull().default(1),
    source: smallint('source').notNull().default(1),
    goodsAmount: numeric('goods_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    couponAmount: numeric('coupon_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    activityAmount: numeric('activity_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    freightAmount: numeric('freight_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    carryFee: numeric('carry_fee', { precision: 14, scale: 2 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    deliveredAmount: numeric('delivered_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    refundedAmount: numeric('refunded_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    totalQty: numeric('total_qty', { precision: 16, scale: 3 }).notNull().default('0'),
    totalWeight: numeric('total_weight', { precision: 16, scale: 3 }).notNull().default('0'),
    totalVolume: numeric('total_volume', { precision: 16, scale: 6 }).notNull().default('0'),
    lineCount: integer('line_count').notNull().default(0),
    isSplit: smallint('is_split').notNull().default(0),
    waveId: integer('wave_id'),
    waveNo: varchar('wave_no', { length: 30 }),
    outboundId: integer('outbound_id'),
    outboundNo: varchar('outbound_no', { length: 30 }),
    cancelledBy: integer('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredBy: integer('delivered_by'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedBy: integer('completed_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** the customer coupon the order holds while pending and uses at audit (migration 0066; marketing keeps the coupon) */
    customerCouponId: bigint('customer_coupon_id', { mode: 'number' }),
    /** the customer's owner (crm sales_id, 0: none) when the order was audited (migration 0071; bi's rollups) */
    repId: integer('rep_id').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);

/** A line: qty in unit_id (ratio base units each), base_qty = qty × ratio, price per unit_id with its source. */
export const orderItems = pgTable(
  'oms_order_items',
  {
    ...tradeLine(),
    orderId: integer('order_id').notNull(),
    subOrderId: integer('sub_order_id'),
    priceSource: varchar('price_source', { length: 10 }).notNull().default('list'),
    pricePlanId: integer('price_plan_id'),
    listPrice: numeric('list_price', { precision: 12, scale: 2 }).notNull().default('0'),
    warehouseId: integer('warehouse_id').notNull(),
    weight: numeric('weight', { precision: 16, scale: 3 }).notNull().default('0'),
    volume: numeric('volume', { precision: 16, scale: 6 }).notNull().default('0'),
    pickedBaseQty: numeric('picked_base_qty', { precision: 16, scale: 3 }).notNull().default('0'),
    shippedBaseQty: numeric('shipped_base_qty', { precision: 16, scale: 3 }).notNull().default('0'),
    refundedBaseQty: numeric('refunded_base_qty', { precision: 16, scale: 3 }).notNull().default('0'),
    remark: varchar('remark', { length: 200 }),
    /** the line's shares of the activities' and the coupon's discounts, and what each rule did (migration 0066) */
    activityAmount: numeric('activity_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    couponAmount: numeric('coupon_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    pricingSteps: jsonb('pricing_steps').$type<OrderPricingStep[]>().notNull().default([]),
    /** frozen at audit (migration 0071): the moving average cost per base unit in the line's warehouse then, and round(base_qty × it) */
    costPrice: numeric('cost_price', { precision: 14, scale: 4 }).notNull().default('0'),
    costAmount: numeric('cost_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [tenantKey(t)],
);

/** A split order's part of one warehouse, made at audit; picked, shipped and delivered on its own. */
export const subOrders = pgTable(
  'oms_sub_orders',
  {
    ...rowKey(),
    orderId: integer('order_id').notNull(),
    number: varchar('number', { length: 34 }).notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    status: smallint('status').notNull().default(2),
    goodsAmount: numeric('goods_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    lineCount: integer('line_count').notNull().default(0),
    totalWeight: numeric('total_weight', { precision: 16, scale: 3 }).notNull().default('0'),
    totalVolume: numeric('total_volume', { precision: 16, scale: 6 }).notNull().default('0'),
    waveId: integer('wave_id'),
    waveNo: varchar('wave_no', { length: 30 }),
    outboundId: integer('outbound_id'),
    outboundNo: varchar('outbound_no', { length: 30 }),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
