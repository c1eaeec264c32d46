import { bigint, date, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored, quantity } from '@/core/db/columns';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';

// Typed views of migration 0027's picking tables (written in SQL by the picking services; wms README "Picking").

/** pay_type 1 per base unit, 2 per package unit, 3 per kg, 4 per line; target_type 1 category, 2 SKU. */
export const pickingPriceRules = pgTable(
  'wms_picking_price_rules',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    payType: smallint('pay_type').notNull(),
    unitId: integer('unit_id'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

/** status: 1 created, 2 picking, 3 finished, 0 cancelled. */
export const pickingLists = pgTable(
  'wms_picking_lists',
  {
    ...rowKey(),
    number: varchar('number', { length: 30 }),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    orderCount: integer('order_count').notNull().default(0),
    skuCount: integer('sku_count').notNull().default(0),
    totalQty: quantity('total_qty').notNull().default('0'),
    pickedQty: quantity('picked_qty').notNull().default('0'),
    remark: varchar('remark', { length: 200 }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

export const pickingListItems = pgTable(
  'wms_picking_list_items',
  {
    ...lineKey(),
    listId: integer('list_id').notNull(),
    skuId: integer('sku_id').notNull(),
    locationId: integer('location_id').notNull(),
    qty: quantity('qty').notNull(),
    taskId: integer('task_id'),
    pickedQty: quantity('picked_qty'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);

/** status: 1 waiting, 2 picked, 3 shipped. */
export const pickingUnits = pgTable(
  'wms_picking_units',
  {
    ...rowKey(),
    listId: integer('list_id').notNull(),
    orderId: integer('order_id').notNull(),
    subOrderId: integer('sub_order_id'),
    orderNo: varchar('order_no', { length: 30 }).notNull(),
    customerId: integer('customer_id').notNull(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    status: smallint('status').notNull().default(1),
    outboundId: integer('outbound_id'),
  },
  (t) => [tenantKey(t)],
);

export const pickingDemands = pgTable(
  'wms_picking_demands',
  {
    ...lineKey(),
    listId: integer('list_id').notNull(),
    unitId: integer('unit_id').notNull(),
    listItemId: bigint('list_item_id', { mode: 'number' }).notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    skuId: integer('sku_id').notNull(),
    qty: quantity('qty').notNull(),
  },
  (t) => [tenantKey(t)],
);

/** status: 1 waiting, 2 picking, 3 finished, 0 cancelled. */
export const pickingTasks = pgTable(
  'wms_picking_tasks',
  {
    ...rowKey(),
    number: varchar('number', { length: 30 }),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    listId: integer('list_id').notNull(),
    /** a staff member, or null when the picker is a logistics worker (worker_id; migration 0036) */
    pickerId: integer('picker_id'),
    workerId: integer('worker_id'),
    status: smallint('status').notNull().default(1),
    lineCount: integer('line_count').notNull().default(0),
    totalQty: quantity('total_qty').notNull().default('0'),
    pickedQty: quantity('picked_qty').notNull().default('0'),
    earningAmount: numeric('earning_amount', { precision: 14, scale: 2 }),
    remark: varchar('remark', { length: 200 }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

export const pickingTaskItems = pgTable(
  'wms_picking_task_items',
  {
    ...lineKey(),
    taskId: integer('task_id').notNull(),
    listItemId: bigint('list_item_id', { mode: 'number' }).notNull(),
    skuId: integer('sku_id').notNull(),
    locationId: integer('location_id').notNull(),
    qty: quantity('qty').notNull(),
    pickedQty: quantity('picked_qty'),
    shortReason: varchar('short_reason', { length: 200 }),
    earningAmount: numeric('earning_amount', { precision: 14, scale: 2 }),
    confirmedBy: integer('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);

export const pickingAllocations = pgTable(
  'wms_picking_allocations',
  {
    ...lineKey(),
    taskItemId: bigint('task_item_id', { mode: 'number' }).notNull(),
    demandId: bigint('demand_id', { mode: 'number' }).notNull(),
    orderId: integer('order_id').notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    qty: quantity('qty').notNull(),
  },
  (t) => [tenantKey(t)],
);
