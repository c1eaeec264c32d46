import { bigint, date, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { quantity } from '@/core/db/columns';
import { lineKey, tenantKey } from '@/core/db/keys';
import { stockDocumentHead, stockDocumentLine } from '@/core/documents/document-columns';

/** Typed views of migration 0027's outbound tables. type 1 sale … 6 other; status 0 draft, 1 audited, 2 cancelled. */
export const outboundDeliveryOrders = pgTable(
  'wms_outbound_delivery_orders',
  {
    ...stockDocumentHead(),
    type: smallint('type').notNull(),
    supplierId: integer('supplier_id'),
    pickingListId: integer('picking_list_id'),
    pickingUnitId: integer('picking_unit_id'),
    orderId: integer('order_id'),
    orderNo: varchar('order_no', { length: 30 }),
    customerName: varchar('customer_name', { length: 100 }),
    /** shipped by express (migration 0072): marketing's courier, its name as set, the tracking number */
    courierId: integer('courier_id'),
    courierName: varchar('courier_name', { length: 30 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    expressBy: integer('express_by'),
    expressAt: timestamp('express_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);

export const outboundDeliveryOrderItems = pgTable(
  'wms_outbound_delivery_order_items',
  {
    ...stockDocumentLine(),
    outboundId: integer('outbound_id').notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }),
    demandId: bigint('demand_id', { mode: 'number' }),
    orderedQty: quantity('ordered_qty'),
  },
  (t) => [tenantKey(t)],
);

export const lackOutSkuHistories = pgTable(
  'wms_lack_out_sku_histories',
  {
    ...lineKey(),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    outboundId: integer('outbound_id').notNull(),
    outboundNo: varchar('outbound_no', { length: 30 }).notNull(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 30 }).notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    customerId: integer('customer_id').notNull(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    skuId: integer('sku_id').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    orderedQty: quantity('ordered_qty').notNull(),
    shippedQty: quantity('shipped_qty').notNull(),
    shortQty: quantity('short_qty').notNull(),
    reason: varchar('reason', { length: 400 }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
