import { bigint, integer, jsonb, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantKey } from '@/core/db/keys';
import { documentHead, tradeLine } from '@/core/documents/document-columns';

/** An order refund (migration 0028). status: 1 pending audit → 2 audited → 3 received (type 2) → 4 refunded; 0 rejected. */
export const orderRefunds = pgTable(
  'oms_order_refunds',
  {
    ...documentHead(1),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id').notNull(),
    type: smallint('type').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    goodsAmount: numeric('goods_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    refundAmount: numeric('refund_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    deductReason: varchar('deduct_reason', { length: 200 }),
    warehouseId: integer('warehouse_id'),
    locationId: integer('location_id'),
    entryId: integer('entry_id'),
    entryNo: varchar('entry_no', { length: 30 }),
    creditedNeedPay: numeric('credited_need_pay', { precision: 14, scale: 2 }).notNull().default('0'),
    creditedBalance: numeric('credited_balance', { precision: 14, scale: 2 }).notNull().default('0'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    receivedBy: integer('received_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedBy: integer('refunded_by'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    rejectedBy: integer('rejected_by'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** the customer's owner (crm sales_id, 0: none) when refunded (migration 0071; bi's rollups) */
    repId: integer('rep_id').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);

/** A refunded line of an order line: qty in that line's unit, base_qty = qty × ratio, amount = round(qty × price, 2). */
export const orderRefundItems = pgTable(
  'oms_order_refund_items',
  {
    ...tradeLine(),
    refundId: integer('refund_id').notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
  },
  (t) => [tenantKey(t)],
);
