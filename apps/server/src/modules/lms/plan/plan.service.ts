import { sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import {
  ROUTE_PLAN_STATUS as P,
  type CreateRoutePlanInput,
  type MovePlanStopInput,
  type PlanLine,
  type PlanStop,
  type RoutePlan,
  type RoutePlanDetail,
} from '@tradewind/contract/lms/line.schema';
import { refuseUnknownIds } from '@/core/http/id-list';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { checkCrew, insertLine, numberLines, takeWaitingOrders } from '../line/line.service';
import { intArray, isLate, ownStores, pct, plain, stopOrderColumns, timeText, toStopOrder, type StopOrderRow } from '../line/line.read';
import type { RoutingInput, RoutingJob, RoutingVehicle } from '../routing/types';
import { unitClosedSql } from '../logistics-order/order-unit';
import { readLogisticsSetting, vehicleCostOf } from '../setting/setting.reader';
import { amounts, coordsOf, DAY_END_S, departureSeconds, depotOf, instantSql, slotWindow, timeSequence } from './route-timing';
import { wakePlanRunner } from './plan-waker';

/**
 * Route plans (智能排线, lms README "Lines, planning and the map"): a store's waiting orders of a day and
 * its available cars become a VROOM-shaped input; a background job (plan-runner.ts) solves it in a worker
 * thread and writes the proposal (0 solving → 1 proposed, or 3 failed); the dispatcher moves and locks
 * stops (each edit bumps `version`), solves again keeping locked stops on their car, and confirms
 * (1 → 2): one planned line per proposed line with stops, each order 0 → 1, in one transaction.
 */

type PlanRow = {
  id: number;
  store_id: number;
  plan_date: string;
  status: number;
  progress: number;
  solve_seconds: number;
  departure: string;
  distance_m: number;
  duration_s: number;
  unassigned_count: number;
  iterations: number;
  error: string | null;
  version: number;
  created_by_name: string | null;
  created_at: Date | string;
  solved_at: Date | string | null;
  confirmed_at: Date | string | null;
  depot_longitude: string | null;
  depot_latitude: string | null;
};

const planSelect = sql`SELECT p.id, p.store_id, p.plan_date::text AS plan_date, p.status, p.progress, p.solve_seconds, p.departure, p.distance_m, p.duration_s,
    p.unassigned_count, p.iterations, p.error, p.version, cs.name AS created_by_name, p.created_at, p.solved_at, p.confirmed_at,
    p.depot_longitude::text AS depot_longitude, p.depot_latitude::text AS depot_latitude
  FROM lms_route_plans AS p LEFT JOIN staff AS cs ON cs.id = p.created_by`;

const toPlan = (ctx: RequestContext, r: PlanRow): RoutePlan => ({
  id: r.id,
  store_id: r.store_id,
  plan_date: r.plan_date,
  status: r.status as RoutePlan['status'],
  progress: r.progress,
  solve_seconds: r.solve_seconds,
  departure: r.departure,
  distance_m: r.distance_m,
  duration_s: r.duration_s,
  unassigned_count: r.unassigned_count,
  iterations: r.iterations,
  error: r.error,
  version: r.version,
  created_by_name: r.created_by_name,
  created_at: timeText(ctx, r.created_at)!,
  solved_at: timeText(ctx, r.solved_at),
  confirmed_at: timeText(ctx, r.confirmed_at),
});

export async function plansOfDay(ctx: RequestContext, stores: string, date: string): Promise<RoutePlan[]> {
  const rows = await queryRows<PlanRow>(ctx.db, sql`${planSelect} WHERE p.store_id = ANY(${stores}::int[]) AND p.plan_date = ${date}::date ORDER BY p.id DESC LIMIT 20`);
  return rows.map((r) => toPlan(ctx, r));
}

type PlanLineRow = Omit<PlanLine, 'stops' | 'weight_pct' | 'volume_pct' | 'planned_start'> & { planned_start: Date | string | null };
type PlanStopRow = StopOrderRow & { plan_line_id: number | null; seq: number; planned_arrival: Date | string | null; distance_m: number; duration_s: number; waiting_s: number; locked: number };

/** `GET /lms/route_plan/:id`: the plan, its proposed lines with stops and loads, the unassigned, what breaks a rule. */
export async function getPlan(ctx: RequestContext, id: number): Promise<RoutePlanDetail> {
  const row = await queryOne<PlanRow>(ctx.db, sql`${planSelect} WHERE p.id = ${id} AND p.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!row) throw notFound('lms.plan_not_found');
  const [lineRows, stopRows] = await Promise.all([
    queryRows<PlanLineRow>(
      ctx.db,
      sql`SELECT pl.id, pl.car_id, c.plate AS car_plate, cm.name AS car_model_name, pl.driver_id, d.name AS driver_name, pl.helper_ids, pl.pre_line_id,
            pl.stop_count, pl.total_pieces::text AS total_pieces, pl.total_weight::text AS total_weight, pl.total_volume::text AS total_volume,
            cm.capacity_weight::text AS capacity_weight, cm.capacity_volume::text AS capacity_volume, pl.distance_m, pl.duration_s, pl.planned_start, pl.line_id
          FROM lms_route_plan_lines AS pl JOIN lms_cars AS c ON c.id = pl.car_id JOIN lms_car_models AS cm ON cm.id = c.car_model_id
          LEFT JOIN lms_workers AS d ON d.id = pl.driver_id
         WHERE pl.plan_id = ${id} ORDER BY pl.sort, pl.id`,
    ),
    queryRows<PlanStopRow>(
      ctx.db,
      sql`SELECT ps.plan_line_id, ps.seq, ps.planned_arrival, ps.distance_m, ps.duration_s, ps.waiting_s, ps.locked, ${stopOrderColumns}
          FROM lms_route_plan_stops AS ps JOIN lms_logistics_orders AS o ON o.id = ps.logistics_order_id
         WHERE ps.plan_id = ${id} ORDER BY ps.plan_line_id NULLS LAST, ps.seq, o.id`,
    ),
  ]);
  const toStop = (r: PlanStopRow): PlanStop => ({
    ...toStopOrder(r),
    seq: r.seq,
    planned_arrival: timeText(ctx, r.planned_arrival),
    distance_m: r.distance_m,
    duration_s: r.duration_s,
    waiting_s: r.waiting_s,
    locked: r.locked === 1 ? 1 : 0,
    late: isLate(ctx, r.planned_arrival, r.time_slot),
  });
  const violations: string[] = [];
  const lines: PlanLine[] = lineRows.map((l) => {
    const stops = stopRows.filter((s) => s.plan_line_id === l.id).map(toStop);
    const line: PlanLine = {
      ...l,
      total_pieces: plain(l.total_pieces),
      total_weight: plain(l.total_weight),
      total_volume: plain(l.total_volume),
      capacity_weight: plain(l.capacity_weight),
      capacity_volume: plain(l.capacity_volume),
      weight_pct: pct(l.total_weight, l.capacity_weight),
      volume_pct: pct(l.total_volume, l.capacity_volume),
      planned_start: timeText(ctx, l.planned_start),
      stops,
    };
    if ((line.weight_pct ?? 0) > 100) violations.push(translate('lms.violation_weight', ctx.locale, { plate: l.car_plate, pct: line.weight_pct! }));
    if ((line.volume_pct ?? 0) > 100) violations.push(translate('lms.violation_volume', ctx.locale, { plate: l.car_plate, pct: line.volume_pct! }));
    for (const s of stops) if (s.late) violations.push(translate('lms.violation_late', ctx.locale, { plate: l.car_plate, customer: s.customer_name, slot: s.time_slot ?? '' }));
    return line;
  });
  const unassigned = stopRows.filter((s) => s.plan_line_id === null).map(toStop);
  // a stop the solver never saw, for want of a location, is named: the dispatcher fixes its address
  for (const s of unassigned) if (s.longitude === null || s.latitude === null) violations.push(translate('lms.violation_no_location', ctx.locale, { number: s.logistics_order_no, customer: s.customer_name }));
  return {
    ...toPlan(ctx, row),
    depot: row.depot_longitude !== null && row.depot_latitude !== null ? { longitude: plain(row.depot_longitude), latitude: plain(row.depot_latitude) } : null,
    lines,
    unassigned,
    violations,
  };
}

type CarRow = { id: number; plate: string; capacity_weight: string; capacity_volume: string; default_driver_id: number | null };

/**
 * `POST /lms/route_plan`: a plan of the current store's day — the chosen (or every) available car, the
 * day's waiting orders (those without coordinates stay unassigned), pre-lines' usual customers locked on
 * their cars — saved as solving; the runner takes it at once.
 */
export async function createPlan(ctx: RequestContext, input: CreateRoutePlanInput): Promise<RoutePlanDetail> {
  const storeId = ctx.storeId ?? ctx.session.storeIds[0];
  if (!storeId) throw invalidField('plan_date', 'lms.plan_store_required');
  const cars = await queryRows<CarRow & { status: number; store_id: number }>(
    ctx.db,
    sql`SELECT c.id, c.plate, c.status, c.store_id, cm.capacity_weight::text AS capacity_weight, cm.capacity_volume::text AS capacity_volume, c.default_driver_id
          FROM lms_cars AS c JOIN lms_car_models AS cm ON cm.id = c.car_model_id
         WHERE c.store_id = ${storeId} AND ${input.car_ids ? sql`c.id = ANY(${intArray(input.car_ids)}::int[])` : sql`c.status = 1`} ORDER BY c.id`,
  );
  // every unavailable car named at once (core/http/id-list.ts), not only the first
  if (input.car_ids) refuseUnknownIds('car_ids', input.car_ids, cars.filter((c) => c.status === 1).map((c) => c.id), 'lms.plan_car_invalid');
  if (cars.length === 0) throw invalidField('car_ids', 'lms.plan_no_cars');
  const orders = await queryRows<{ id: number; customer_id: number; longitude: string | null; latitude: string | null }>(
    ctx.db,
    sql`SELECT o.id, o.customer_id, o.longitude::text AS longitude, o.latitude::text AS latitude FROM lms_logistics_orders AS o
         WHERE o.store_id = ${storeId} AND o.delivery_date = ${input.plan_date}::date AND o.status = 0 AND NOT ${unitClosedSql()} ORDER BY o.id`,
  );
  if (orders.length === 0) throw invalidField('plan_date', 'lms.plan_no_orders');
  const setting = await readLogisticsSetting(ctx.db);
  const depot = await depotOf(ctx.db, storeId, setting);
  if (!depot) throw invalidField('plan_date', 'lms.depot_missing');
  const preLines = input.pre_line_ids.length
    ? await queryRows<{ id: number; car_id: number | null; driver_id: number | null; helper_ids: number[]; customer_ids: number[] }>(
        ctx.db,
        sql`SELECT id, car_id, driver_id, helper_ids, customer_ids FROM lms_pre_lines WHERE id = ANY(${intArray(input.pre_line_ids)}::int[]) AND store_id = ${storeId} AND deleted_at IS NULL AND status = 1`,
      )
    : [];
  const usablePreLines = preLines.filter((p) => p.car_id && cars.some((c) => c.id === p.car_id)).map((p) => p.id);
  refuseUnknownIds('pre_line_ids', input.pre_line_ids, usablePreLines, 'lms.plan_pre_line_invalid');
  const plan = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO lms_route_plans (tenant_id, store_id, plan_date, status, solve_seconds, car_ids, pre_line_ids, depot_longitude, depot_latitude, departure, created_by)
        VALUES (${ctx.tenantId}, ${storeId}, ${input.plan_date}::date, ${P.solving}, ${input.solve_seconds ?? setting.solveSeconds}, ${intArray(cars.map((c) => c.id))}::int[],
                ${intArray(input.pre_line_ids)}::int[], ${depot.longitude}::numeric, ${depot.latitude}::numeric, ${input.departure}, ${ctx.staffId}) RETURNING id`,
  );
  const planId = plan!.id;
  // a pre-line's car gets a proposed line now, with its usual customers' orders locked on it
  const lockedTo = new Map<number, number>();
  for (const [i, pre] of preLines.entries()) {
    const line = await queryOne<{ id: number }>(
      ctx.db,
      sql`INSERT INTO lms_route_plan_lines (tenant_id, plan_id, car_id, driver_id, helper_ids, pre_line_id, sort)
          VALUES (${ctx.tenantId}, ${planId}, ${pre.car_id}, ${pre.driver_id}, ${intArray(pre.helper_ids)}::int[], ${pre.id}, ${i}) ON CONFLICT (plan_id, car_id, tenant_id) DO NOTHING RETURNING id`,
    );
    if (!line) continue;
    for (const o of orders) if (pre.customer_ids.includes(o.customer_id) && coordsOf(o) && !lockedTo.has(o.id)) lockedTo.set(o.id, line.id);
  }
  await ctx.db.execute(sql`INSERT INTO lms_route_plan_stops (tenant_id, plan_id, plan_line_id, logistics_order_id, locked)
    SELECT ${ctx.tenantId}::int, ${planId}::int, x.line_id, x.id, (x.line_id IS NOT NULL)::int
      FROM unnest(${intArray(orders.map((o) => o.id))}::int[], ${`{${orders.map((o) => lockedTo.get(o.id) ?? 'NULL').join(',')}}`}::int[]) AS x(id, line_id)`);
  wakePlanRunner();
  return getPlan(ctx, planId);
}

/**
 * The solver's input as the plan stands (the runner calls it when it starts solving): vehicles are the
 * plan's cars (id = car id) from and back to the depot within the day, with their models' capacities in
 * grams and cm³; jobs the plan's orders with coordinates (id = logistics order id), their loads, the
 * settings' service minutes and their time slot as window; `lockedJobs` the locked stops' cars.
 */
export async function buildPlanInput(db: Db, planId: number) {
  const plan = await queryOne<{ car_ids: number[]; departure: string; depot_longitude: string; depot_latitude: string; solve_seconds: number }>(
    db,
    sql`SELECT car_ids, departure, depot_longitude::text AS depot_longitude, depot_latitude::text AS depot_latitude, solve_seconds FROM lms_route_plans WHERE id = ${planId}`,
  );
  if (!plan) throw notFound('lms.plan_not_found');
  const setting = await readLogisticsSetting(db);
  const cars = await queryRows<CarRow>(
    db,
    sql`SELECT c.id, c.plate, cm.capacity_weight::text AS capacity_weight, cm.capacity_volume::text AS capacity_volume, c.default_driver_id
          FROM lms_cars AS c JOIN lms_car_models AS cm ON cm.id = c.car_model_id WHERE c.id = ANY(${intArray(plan.car_ids)}::int[]) ORDER BY c.id`,
  );
  const stops = await queryRows<{ id: number; longitude: string | null; latitude: string | null; weight: string; volume: string; time_slot: string | null; locked: number; car_id: number | null }>(
    db,
    sql`SELECT o.id, o.longitude::text AS longitude, o.latitude::text AS latitude, o.weight::text AS weight, o.volume::text AS volume, o.time_slot, ps.locked, pl.car_id
          FROM lms_route_plan_stops AS ps JOIN lms_logistics_orders AS o ON o.id = ps.logistics_order_id LEFT JOIN lms_route_plan_lines AS pl ON pl.id = ps.plan_line_id
         WHERE ps.plan_id = ${planId} ORDER BY o.id`,
  );
  const depot = coordsOf({ longitude: plan.depot_longitude, latitude: plan.depot_latitude })!;
  const start = departureSeconds(plan.departure);
  const vehicles: RoutingVehicle[] = cars.map((c) => ({ id: c.id, start: depot, end: depot, capacity: amounts(c.capacity_weight, c.capacity_volume), time_window: [start, DAY_END_S], description: c.plate }));
  const jobs: RoutingJob[] = [];
  for (const s of stops) {
    const location = coordsOf(s);
    if (!location) continue;
    const window = slotWindow(s.time_slot);
    jobs.push({ id: s.id, location, delivery: amounts(s.weight, s.volume), service: Math.round(setting.serviceMinutes * 60), ...(window ? { time_windows: [window] } : {}) });
  }
  const input: RoutingInput = { vehicles, jobs };
  const lockedJobs = stops.filter((s) => s.locked && s.car_id !== null && jobs.some((j) => j.id === s.id)).map((s) => ({ jobId: s.id, vehicleId: s.car_id! }));
  return {
    input,
    options: { seed: planId, timeLimitMs: plan.solve_seconds * 1000, roadFactor: setting.roadFactor, speedKmh: setting.averageSpeedKmh, vehicleCost: vehicleCostOf(setting), lockedJobs },
    routingUrl: setting.routingUrl,
  };
}

/** Locks the plan row; 404 outside the caller's stores; 409 unless proposed, or when `version` is stale. */
async function lockPlan(ctx: RequestContext, id: number, version?: number) {
  const plan = await queryOne<{ id: number; status: number; version: number; store_id: number; plan_date: string; departure: string }>(
    ctx.db,
    sql`SELECT id, status, version, store_id, plan_date::text AS plan_date, departure FROM lms_route_plans WHERE id = ${id} AND store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`,
  );
  if (!plan) throw notFound('lms.plan_not_found');
  if (plan.status !== P.proposed) throw conflict('lms.plan_not_proposed');
  if (version !== undefined && version !== plan.version) throw conflict('lms.plan_changed');
  return plan;
}

/** Times a proposed line's stops in their order again and keeps its totals (after a dispatcher's edit). */
async function retimePlanLine(ctx: RequestContext, plan: { store_id: number; plan_date: string; departure: string }, planLineId: number): Promise<void> {
  const stops = await queryRows<{ id: number; longitude: string | null; latitude: string | null; time_slot: string | null }>(
    ctx.db,
    sql`SELECT ps.id, o.longitude::text AS longitude, o.latitude::text AS latitude, o.time_slot FROM lms_route_plan_stops AS ps
          JOIN lms_logistics_orders AS o ON o.id = ps.logistics_order_id WHERE ps.plan_line_id = ${planLineId} ORDER BY ps.seq, ps.id`,
  );
  const setting = await readLogisticsSetting(ctx.db);
  const depot = await queryOne<{ longitude: string; latitude: string }>(
    ctx.db,
    sql`SELECT p.depot_longitude::text AS longitude, p.depot_latitude::text AS latitude FROM lms_route_plans AS p JOIN lms_route_plan_lines AS pl ON pl.plan_id = p.id WHERE pl.id = ${planLineId}`,
  );
  const departure = departureSeconds(plan.departure);
  const timing = await timeSequence(stops.map((s) => ({ id: s.id, coords: coordsOf(s), slot: s.time_slot })), depot ?? null, departure, setting);
  const day = instantSql(plan.plan_date, 0, ctx.session.timeZone);
  if (timing.stops.length) {
    const values = sql.join(timing.stops.map((t, i) => sql`(${t.id}::int, ${i + 1}::int, ${Math.round(t.arrival)}::int, ${Math.round(t.distance)}::int, ${Math.round(t.duration)}::int, ${Math.round(t.waiting)}::int)`), sql`, `);
    await ctx.db.execute(sql`UPDATE lms_route_plan_stops AS s SET seq = v.seq, planned_arrival = ${day} + make_interval(secs => v.arrival), distance_m = v.distance, duration_s = v.duration, waiting_s = v.waiting
      FROM (VALUES ${values}) AS v(id, seq, arrival, distance, duration, waiting) WHERE s.id = v.id`);
  }
  // the plan's departure is the earliest; the line leaves as the solver's would (timeSequence)
  await ctx.db.execute(sql`UPDATE lms_route_plan_lines AS pl SET stop_count = t.n, total_pieces = t.pieces, total_weight = t.weight, total_volume = t.volume,
      distance_m = ${Math.round(timing.distance)}, duration_s = ${Math.round(timing.duration)}, planned_start = ${day} + make_interval(secs => ${Math.round(timing.start)})
    FROM (SELECT count(*)::int AS n, coalesce(sum(o.pieces), 0) AS pieces, coalesce(sum(o.weight), 0) AS weight, coalesce(sum(o.volume), 0) AS volume
            FROM lms_route_plan_stops AS s JOIN lms_logistics_orders AS o ON o.id = s.logistics_order_id WHERE s.plan_line_id = ${planLineId}) AS t
    WHERE pl.id = ${planLineId}`);
}

async function bumpPlan(ctx: RequestContext, planId: number): Promise<void> {
  await ctx.db.execute(sql`UPDATE lms_route_plans AS p SET version = version + 1, updated_at = now(),
      distance_m = coalesce((SELECT sum(distance_m) FROM lms_route_plan_lines WHERE plan_id = p.id), 0)::int,
      duration_s = coalesce((SELECT sum(duration_s) FROM lms_route_plan_lines WHERE plan_id = p.id), 0)::int,
      unassigned_count = (SELECT count(*) FROM lms_route_plan_stops WHERE plan_id = p.id AND plan_line_id IS NULL)::int
    WHERE p.id = ${planId}`);
}

/**
 * `PUT /lms/route_plan/:id/move_stop`: a stop onto another proposed line (at `position`, default last)
 * or off every line (unassigned). A locked stop must be unlocked first.
 */
export async function movePlanStop(ctx: RequestContext, id: number, input: MovePlanStopInput): Promise<RoutePlanDetail> {
  const plan = await lockPlan(ctx, id, input.version);
  const stop = await queryOne<{ id: number; plan_line_id: number | null; locked: number }>(
    ctx.db,
    sql`SELECT id, plan_line_id, locked FROM lms_route_plan_stops WHERE plan_id = ${id} AND logistics_order_id = ${input.logistics_order_id}`,
  );
  if (!stop) throw invalidField('logistics_order_id', 'lms.plan_stop_invalid');
  if (stop.locked) throw conflict('lms.stop_locked');
  const target = input.to_plan_line_id;
  if (target !== null) {
    const line = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_route_plan_lines WHERE id = ${target} AND plan_id = ${id}`);
    if (!line) throw invalidField('to_plan_line_id', 'lms.plan_line_invalid');
    const order = (await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM lms_route_plan_stops WHERE plan_line_id = ${target} AND id <> ${stop.id} ORDER BY seq, id`)).map((r) => r.id);
    const at = input.position === undefined ? order.length : Math.min(input.position - 1, order.length);
    order.splice(at, 0, stop.id);
    await ctx.db.execute(sql`UPDATE lms_route_plan_stops SET plan_line_id = ${target} WHERE id = ${stop.id}`);
    await ctx.db.execute(sql`UPDATE lms_route_plan_stops AS s SET seq = x.n FROM unnest(${intArray(order)}::int[]) WITH ORDINALITY AS x(id, n) WHERE s.id = x.id`);
    await retimePlanLine(ctx, plan, target);
  } else {
    await ctx.db.execute(sql`UPDATE lms_route_plan_stops SET plan_line_id = NULL, seq = 0, planned_arrival = NULL, distance_m = 0, duration_s = 0, waiting_s = 0 WHERE id = ${stop.id}`);
  }
  if (stop.plan_line_id !== null && stop.plan_line_id !== target) await retimePlanLine(ctx, plan, stop.plan_line_id);
  await bumpPlan(ctx, id);
  return getPlan(ctx, id);
}

/** `PUT /lms/route_plan/:id/lock_stop`: locks a proposed stop on its car (solving again keeps it there). */
export async function lockPlanStop(ctx: RequestContext, id: number, orderId: number, locked: 0 | 1, version?: number): Promise<RoutePlanDetail> {
  await lockPlan(ctx, id, version);
  const stop = await queryOne<{ plan_line_id: number | null }>(ctx.db, sql`SELECT plan_line_id FROM lms_route_plan_stops WHERE plan_id = ${id} AND logistics_order_id = ${orderId}`);
  if (!stop) throw invalidField('logistics_order_id', 'lms.plan_stop_invalid');
  if (locked && stop.plan_line_id === null) throw conflict('lms.plan_lock_unassigned');
  await ctx.db.execute(sql`UPDATE lms_route_plan_stops SET locked = ${locked} WHERE plan_id = ${id} AND logistics_order_id = ${orderId}`);
  await bumpPlan(ctx, id);
  return getPlan(ctx, id);
}

/** `PUT /lms/route_plan/:id/resolve`: back to solving, keeping locked stops on their cars. */
export async function resolvePlan(ctx: RequestContext, id: number, version?: number): Promise<RoutePlanDetail> {
  await lockPlan(ctx, id, version);
  await ctx.db.execute(sql`UPDATE lms_route_plans SET status = ${P.solving}, progress = 0, error = NULL, attempts = 0, locked_by = NULL, locked_at = NULL,
      version = version + 1, updated_at = now() WHERE id = ${id}`);
  wakePlanRunner();
  return getPlan(ctx, id);
}

/** `PUT /lms/route_plan/:id/discard`: the proposal is dropped (a solving one too: its job stops). */
export async function discardPlan(ctx: RequestContext, id: number): Promise<RoutePlanDetail> {
  const plan = await queryOne<{ status: number }>(ctx.db, sql`SELECT status FROM lms_route_plans WHERE id = ${id} AND store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`);
  if (!plan) throw notFound('lms.plan_not_found');
  if (plan.status !== P.proposed && plan.status !== P.solving && plan.status !== P.failed) throw conflict('lms.plan_not_proposed');
  await ctx.db.execute(sql`UPDATE lms_route_plans SET status = ${P.discarded}, version = version + 1, locked_by = NULL, updated_at = now() WHERE id = ${id}`);
  return getPlan(ctx, id);
}

/**
 * `PUT /lms/route_plan/:id/confirm` (1 → 2): every proposed line with stops becomes a planned line (its
 * car; its driver or the car's usual one; stops in order, locks kept), each order 0 → 1 — one
 * transaction; an order put on a line meanwhile refuses the whole confirm (409). Unassigned stay waiting.
 */
export async function confirmPlan(ctx: RequestContext, id: number, version?: number): Promise<RoutePlanDetail> {
  const plan = await lockPlan(ctx, id, version);
  const lines = await queryRows<{ id: number; car_id: number; driver_id: number | null; default_driver_id: number | null; helper_ids: number[]; pre_line_id: number | null; plate: string }>(
    ctx.db,
    sql`SELECT pl.id, pl.car_id, pl.driver_id, c.default_driver_id, pl.helper_ids, pl.pre_line_id, c.plate
        FROM lms_route_plan_lines AS pl JOIN lms_cars AS c ON c.id = pl.car_id
         WHERE pl.plan_id = ${id} AND EXISTS (SELECT 1 FROM lms_route_plan_stops AS s WHERE s.plan_line_id = pl.id) ORDER BY pl.sort, pl.id`,
  );
  if (lines.length === 0) throw conflict('lms.plan_empty');
  const stops = await queryRows<{ plan_line_id: number; logistics_order_id: number; locked: number }>(
    ctx.db,
    sql`SELECT plan_line_id, logistics_order_id, locked FROM lms_route_plan_stops WHERE plan_id = ${id} AND plan_line_id IS NOT NULL ORDER BY plan_line_id, seq, id`,
  );
  // every order first, in id order (the agreed lock order), so a taken one refuses before anything is made
  await takeWaitingOrders(ctx, stops.map((s) => s.logistics_order_id).sort((a, b) => a - b), plan.store_id, plan.plan_date);
  const made: number[] = [];
  for (const l of lines) {
    const driverId = l.driver_id ?? l.default_driver_id;
    if (!driverId) throw invalidField('driver_id', 'lms.plan_line_no_driver', { plate: l.plate });
    await checkCrew(ctx, l.car_id, driverId, l.helper_ids);
    const own = stops.filter((s) => s.plan_line_id === l.id);
    const lineId = await insertLine(ctx, {
      storeId: plan.store_id,
      lineDate: plan.plan_date,
      name: null,
      carId: l.car_id,
      driverId,
      helperIds: l.helper_ids,
      // the plan's departure is the earliest: the line is timed as the proposal was, leaving as late as its first slot allows
      departure: plan.departure,
      remark: null,
      orderIds: own.map((s) => s.logistics_order_id),
      lockedIds: own.filter((s) => s.locked).map((s) => s.logistics_order_id),
      planId: id,
      preLineId: l.pre_line_id,
    }, 'create_from_plan');
    await ctx.db.execute(sql`UPDATE lms_route_plan_lines SET line_id = ${lineId}, driver_id = ${driverId} WHERE id = ${l.id}`);
    made.push(lineId);
  }
  await ctx.db.execute(sql`UPDATE lms_route_plans SET status = ${P.confirmed}, confirmed_by = ${ctx.staffId}, confirmed_at = now(), version = version + 1, updated_at = now() WHERE id = ${id}`);
  // the day's other open proposals planned the same waiting orders: they are out of date now
  await ctx.db.execute(sql`UPDATE lms_route_plans SET status = ${P.discarded}, error = ${`plan ${id} confirmed`}, version = version + 1, updated_at = now()
    WHERE store_id = ${plan.store_id} AND plan_date = ${plan.plan_date}::date AND id <> ${id} AND status IN (${P.solving}, ${P.proposed})`);
  await numberLines(ctx, made);
  return getPlan(ctx, id);
}
