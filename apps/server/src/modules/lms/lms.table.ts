import { date, integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored, coordinates, money, quantity, softDelete, timestampTz, timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

// Typed views of migration 0031's logistics core (module README "Tables"); lms_car_models: car-model/car-model.table.ts.

/** type 1 driver, 2 loader, 3 both; status 1 on duty, 2 on leave, 0 left. */
export const workers = pgTable(
  'lms_workers',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    type: smallint('type').notNull(),
    staffId: integer('staff_id'),
    idCard: varchar('id_card', { length: 18 }),
    licenceNo: varchar('licence_no', { length: 30 }),
    licenceClass: varchar('licence_class', { length: 10 }),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    photo: varchar('photo', { length: 500 }),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);

/** status 1 available, 2 under repair, 0 retired. */
export const cars = pgTable(
  'lms_cars',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    plate: varchar('plate', { length: 20 }).notNull(),
    carModelId: integer('car_model_id').notNull(),
    defaultDriverId: integer('default_driver_id'),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);

/** status 1 planned, 2 departed, 3 completed, 0 cancelled. */
export const lines = pgTable(
  'lms_lines',
  {
    ...rowKey(),
    number: varchar('number', { length: 30 }),
    storeId: integer('store_id').notNull(),
    lineDate: date('line_date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 50 }),
    carId: integer('car_id'),
    driverId: integer('driver_id'),
    helperIds: integer('helper_ids').array().notNull().default([]),
    status: smallint('status').notNull().default(1),
    stopCount: integer('stop_count').notNull().default(0),
    totalPieces: quantity('total_pieces').notNull().default('0'),
    totalWeight: quantity('total_weight').notNull().default('0'),
    totalVolume: numeric('total_volume', { precision: 14, scale: 6 }).notNull().default('0'),
    distanceM: integer('distance_m').notNull().default(0),
    durationS: integer('duration_s').notNull().default(0),
    /** the departure the dispatcher set ('HH:mm', migration 0043): the car leaves no earlier; `plannedStart` is when it leaves, worked out */
    departure: varchar('departure', { length: 5 }).notNull().default('07:00'),
    plannedStart: timestampTz('planned_start'),
    planId: integer('plan_id'),
    preLineId: integer('pre_line_id'),
    remark: varchar('remark', { length: 200 }),
    departedAt: timestampTz('departed_at'),
    completedAt: timestampTz('completed_at'),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

/** status 0 waiting, 1 on a line, 2 departed, 3 signed, 4 failed. */
export const logisticsOrders = pgTable(
  'lms_logistics_orders',
  {
    ...rowKey(),
    number: varchar('number', { length: 30 }),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 30 }).notNull(),
    subOrderId: integer('sub_order_id'),
    subOrderNo: varchar('sub_order_no', { length: 34 }),
    outboundId: integer('outbound_id').notNull(),
    outboundNo: varchar('outbound_no', { length: 30 }).notNull(),
    customerId: integer('customer_id').notNull(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    consigneeName: varchar('consignee_name', { length: 30 }).notNull(),
    consigneePhone: varchar('consignee_phone', { length: 20 }).notNull(),
    areaString: varchar('area_string', { length: 100 }),
    address: varchar('address', { length: 200 }).notNull(),
    ...coordinates(),
    /** copied from the order with the coordinates (contract `common/location.ts`) */
    locationSource: varchar('location_source', { length: 10 }),
    coordSystem: varchar('coord_system', { length: 6 }).notNull().default('gcj02'),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    timeSlot: varchar('time_slot', { length: 20 }),
    pieces: quantity('pieces').notNull().default('0'),
    weight: quantity('weight').notNull().default('0'),
    volume: numeric('volume', { precision: 14, scale: 6 }).notNull().default('0'),
    collectAmount: money('collect_amount').notNull().default('0'),
    collectedAmount: money('collected_amount').notNull().default('0'),
    status: smallint('status').notNull().default(0),
    lineId: integer('line_id'),
    signedAt: timestampTz('signed_at'),
    failReason: varchar('fail_reason', { length: 200 }),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

/** status 0 pending, 1 signed, 2 failed; locked 1 keeps the stop on its line when planning. */
export const lineStops = pgTable(
  'lms_line_stops',
  {
    ...rowKey(),
    lineId: integer('line_id').notNull(),
    logisticsOrderId: integer('logistics_order_id').notNull(),
    seq: integer('seq').notNull(),
    plannedArrival: timestampTz('planned_arrival'),
    actualArrival: timestampTz('actual_arrival'),
    distanceM: integer('distance_m').notNull().default(0),
    durationS: integer('duration_s').notNull().default(0),
    /** how long the car waits at the stop for its slot to open (migration 0043) */
    waitingS: integer('waiting_s').notNull().default(0),
    locked: smallint('locked').notNull().default(0),
    status: smallint('status').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);
