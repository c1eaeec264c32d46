import { date, integer, jsonb, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored, timestampTz } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';
import type { RoutingInput, RoutingOutput } from '../routing/types';

// Typed views of migration 0038's route plans (lms README "Lines, planning and the map").

/** status 0 solving, 1 proposed, 2 confirmed, 3 failed, 4 discarded. */
export const routePlans = pgTable(
  'lms_route_plans',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    planDate: date('plan_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(0),
    progress: smallint('progress').notNull().default(0),
    solveSeconds: smallint('solve_seconds').notNull().default(5),
    carIds: integer('car_ids').array().notNull().default([]),
    preLineIds: integer('pre_line_ids').array().notNull().default([]),
    depotLongitude: numeric('depot_longitude', { precision: 10, scale: 6 }),
    depotLatitude: numeric('depot_latitude', { precision: 10, scale: 6 }),
    departure: varchar('departure', { length: 5 }).notNull().default('07:00'),
    input: jsonb('input').$type<RoutingInput>(),
    output: jsonb('output').$type<RoutingOutput>(),
    distanceM: integer('distance_m').notNull().default(0),
    durationS: integer('duration_s').notNull().default(0),
    unassignedCount: integer('unassigned_count').notNull().default(0),
    iterations: integer('iterations').notNull().default(0),
    error: varchar('error', { length: 500 }),
    version: integer('version').notNull().default(1),
    attempts: smallint('attempts').notNull().default(0),
    lockedBy: varchar('locked_by', { length: 64 }),
    lockedAt: timestampTz('locked_at'),
    confirmedBy: integer('confirmed_by'),
    confirmedAt: timestampTz('confirmed_at'),
    solvedAt: timestampTz('solved_at'),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

export const routePlanLines = pgTable(
  'lms_route_plan_lines',
  {
    ...rowKey(),
    planId: integer('plan_id').notNull(),
    carId: integer('car_id').notNull(),
    driverId: integer('driver_id'),
    helperIds: integer('helper_ids').array().notNull().default([]),
    preLineId: integer('pre_line_id'),
    sort: integer('sort').notNull().default(0),
    stopCount: integer('stop_count').notNull().default(0),
    totalPieces: numeric('total_pieces', { precision: 14, scale: 3 }).notNull().default('0'),
    totalWeight: numeric('total_weight', { precision: 14, scale: 3 }).notNull().default('0'),
    totalVolume: numeric('total_volume', { precision: 14, scale: 6 }).notNull().default('0'),
    distanceM: integer('distance_m').notNull().default(0),
    durationS: integer('duration_s').notNull().default(0),
    plannedStart: timestampTz('planned_start'),
    lineId: integer('line_id'),
  },
  (t) => [tenantKey(t)],
);

/** plan_line_id null: unassigned; locked 1 keeps the stop on its car when solving again. */
export const routePlanStops = pgTable(
  'lms_route_plan_stops',
  {
    ...rowKey(),
    planId: integer('plan_id').notNull(),
    planLineId: integer('plan_line_id'),
    logisticsOrderId: integer('logistics_order_id').notNull(),
    seq: integer('seq').notNull().default(0),
    plannedArrival: timestampTz('planned_arrival'),
    distanceM: integer('distance_m').notNull().default(0),
    durationS: integer('duration_s').notNull().default(0),
    waitingS: integer('waiting_s').notNull().default(0),
    locked: smallint('locked').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);
