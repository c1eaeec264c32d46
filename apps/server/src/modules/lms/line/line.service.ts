import { sql } from 'drizzle-orm';
import { todayIn } from '@tradewind/contract/common/time';
import type { CreateLineInput, LineDetail, LineFromPreLineInput, UpdateLineInput } from '@tradewind/contract/lms/line.schema';
import { LINE_STATES, LINE_STATUS, LOGISTICS_ORDER_STATUS, type LineAction } from '@tradewind/contract/lms/lms.schema';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { requireState, transition, transitionAll, type DocumentTable } from '@/core/documents/transition';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { sendMessage } from '@/modules/common/message';
import { cheapestOrder, coordsOf, departureSeconds, depotOf, instantSql, timeSequence } from '../plan/route-timing';
import { readLogisticsSetting } from '../setting/setting.reader';
import { closeWaitingOfClosedOrders } from '../logistics-order/hand-delivery';
import { LOGISTICS_ORDERS } from '../logistics-order/logistics-order.document';
import { unitClosedSql } from '../logistics-order/order-unit';
import { getLine, intArray, ownStores } from './line.read';

/**
 * Lines (线路, lms README "Lines, planning and the map"): 1 planned → 2 departed (→ 3 completed by the
 * sign-ins, logistics' part); 0 cancelled while planned. The line part moves its logistics orders
 * 0 ↔ 1 (on / off a line) and 1 → 2 (departed). Locks: the line row first (two lines in id order), then
 * its logistics orders by id — the order the lms parts agreed on. A planned line's stops change in
 * line-stops.ts; the pages read lines through line.read.ts.
 */

const S = LINE_STATUS;
const LO = LOGISTICS_ORDER_STATUS;

type LockedLine = {
  id: number;
  status: number;
  store_id: number;
  line_date: string;
  name: string | null;
  car_id: number | null;
  driver_id: number | null;
  helper_ids: number[];
  departure: string;
  remark: string | null;
  number: string | null;
  planned_start: Date | string | null;
};

/** The line under FOR UPDATE, 404 outside the caller's stores. */
export async function lockLine(ctx: RequestContext, id: number): Promise<LockedLine> {
  const row = await queryOne<LockedLine>(
    ctx.db,
    sql`SELECT id, status, store_id, line_date::text AS line_date, name, car_id, driver_id, helper_ids, departure, remark, number, planned_start FROM lms_lines
         WHERE id = ${id} AND store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`,
  );
  if (!row) throw notFound('lms.line_not_found');
  return row;
}

export const mustBePlanned = (line: LockedLine) => {
  if (line.status !== S.planned) throw conflict('lms.line_not_planned');
};

/** The lines' table as their state changes see it (`lockLine` locks the row in the caller's stores); 409 unless planned. */
export const LINES: DocumentTable<LineAction> = {
  type: 'line',
  table: 'lms_lines',
  states: LINE_STATES,
  notFound: 'lms.line_not_found',
  conflict: () => conflict('lms.line_not_planned'),
};

type LockedOrder = { id: number; status: number; store_id: number; delivery_date: string; line_id: number | null };

/** Logistics orders under FOR UPDATE, in id order. */
export async function lockOrders(db: Db, ids: readonly number[]): Promise<LockedOrder[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedOrder>(
    db,
    sql`SELECT id, status, store_id, delivery_date::text AS delivery_date, line_id FROM lms_logistics_orders WHERE id = ANY(${intArray(ids)}::int[]) ORDER BY id FOR UPDATE`,
  );
}

/**
 * Orders going onto a line: each must exist in the line's store (422 on the field otherwise), be of the
 * line's day (422) and still be waiting (409: someone put it on a line meanwhile).
 */
export async function takeWaitingOrders(ctx: RequestContext, ids: readonly number[], storeId: number, day: string, field = 'logistics_order_ids'): Promise<void> {
  const rows = await lockOrders(ctx.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const o = byId.get(id);
    if (!o || o.store_id !== storeId) throw invalidField(field, 'lms.line_order_invalid', { id });
    if (o.delivery_date !== day) throw invalidField(field, 'lms.line_order_other_day', { id });
    if (o.status !== LO.waiting) throw conflict('lms.order_not_waiting', { id });
  }
  // a delivery whose order was delivered, completed or cancelled meanwhile is never routed (module README)
  const closed = await queryOne<{ number: string | null }>(ctx.db, sql`SELECT o.number FROM lms_logistics_orders AS o WHERE o.id = ANY(${intArray(ids)}::int[]) AND ${unitClosedSql()} ORDER BY o.id LIMIT 1`);
  if (closed) throw conflict('lms.order_closed', { number: closed.number ?? '' });
}

/** Car, driver and helpers of a line: an available car of a store the caller works in, workers on duty of its store, the driver one who drives. Answers the store. */
export async function checkCrew(ctx: RequestContext, carId: number, driverId: number, helperIds: readonly number[]): Promise<number> {
  const car = await queryOne<{ store_id: number; status: number }>(ctx.db, sql`SELECT store_id, status FROM lms_cars WHERE id = ${carId} FOR KEY SHARE`);
  if (!car || !ctx.session.storeIds.includes(car.store_id)) throw invalidField('car_id', 'lms.line_car_invalid');
  if (car.status !== 1) throw invalidField('car_id', 'lms.line_car_unavailable');
  const ids = [driverId, ...helperIds];
  if (new Set(ids).size !== ids.length) throw invalidField('helper_ids', 'lms.line_helper_duplicate');
  const workers = await queryRows<{ id: number; store_id: number; status: number; type: number }>(
    ctx.db,
    sql`SELECT id, store_id, status, type FROM lms_workers WHERE id = ANY(${intArray(ids)}::int[]) AND deleted_at IS NULL FOR KEY SHARE`,
  );
  const byId = new Map(workers.map((w) => [w.id, w]));
  const driver = byId.get(driverId);
  if (!driver || driver.store_id !== car.store_id || driver.status !== 1 || driver.type === 2) throw invalidField('driver_id', 'lms.line_driver_invalid');
  for (const h of helperIds) {
    const w = byId.get(h);
    if (!w || w.store_id !== car.store_id || w.status !== 1) throw invalidField('helper_ids', 'lms.line_helper_invalid', { id: h });
  }
  return car.store_id;
}

/** What timing a line needs: its stops in order with their places and slots, the depot, the departure set, the settings. */
async function lineTimingInputs(ctx: RequestContext, lineId: number) {
  const line = await queryOne<{ store_id: number; line_date: string; departure: string }>(
    ctx.db,
    sql`SELECT store_id, line_date::text AS line_date, departure FROM lms_lines WHERE id = ${lineId}`,
  );
  if (!line) return null;
  const stops = await queryRows<{ id: number; logistics_order_id: number; longitude: string | null; latitude: string | null; time_slot: string | null }>(
    ctx.db,
    sql`SELECT s.id, s.logistics_order_id, o.longitude::text AS longitude, o.latitude::text AS latitude, o.time_slot
          FROM lms_line_stops AS s JOIN lms_logistics_orders AS o ON o.id = s.logistics_order_id WHERE s.line_id = ${lineId} ORDER BY s.seq, s.id`,
  );
  const setting = await readLogisticsSetting(ctx.db);
  const depot = await depotOf(ctx.db, line.store_id, setting);
  return { line, stops, setting, depot, departure: departureSeconds(line.departure) };
}

/**
 * Works out the line's timing again from its stops, from the depot, by the solver's rules
 * (route-timing.ts `timeSequence`, routing's `evaluatePlan`): the car leaves as late as it can without
 * waiting at the first stop, never before the line's departure; each stop's planned arrival, wait for its
 * slot and leg; the line's totals, leaving time (`planned_start`), distance (back to the depot included)
 * and duration (leaving to being back). Called after every change of stops or departure.
 */
export async function retimeLine(ctx: RequestContext, lineId: number): Promise<void> {
  const inputs = await lineTimingInputs(ctx, lineId);
  if (!inputs) return;
  const { line, stops, setting, depot, departure } = inputs;
  const timing = await timeSequence(stops.map((s) => ({ id: s.id, coords: coordsOf(s), slot: s.time_slot })), depot, departure, setting);
  if (timing.stops.length) {
    const values = sql.join(
      timing.stops.map((t, i) => sql`(${t.id}::int, ${i + 1}::int, ${Math.round(t.arrival)}::int, ${Math.round(t.distance)}::int, ${Math.round(t.duration)}::int, ${Math.round(t.waiting)}::int)`),
      sql`, `,
    );
    await ctx.db.execute(sql`UPDATE lms_line_stops AS s SET seq = v.seq, planned_arrival = ${instantSql(line.line_date, 0, ctx.session.timeZone)} + make_interval(secs => v.arrival),
        distance_m = v.distance, duration_s = v.duration, waiting_s = v.waiting
      FROM (VALUES ${values}) AS v(id, seq, arrival, distance, duration, waiting) WHERE s.id = v.id`);
  }
  await ctx.db.execute(sql`UPDATE lms_lines AS l SET
      stop_count = t.n, total_pieces = t.pieces, total_weight = t.weight, total_volume = t.volume,
      distance_m = ${Math.round(timing.distance)}, duration_s = ${Math.round(timing.duration)},
      planned_start = ${instantSql(line.line_date, Math.round(timing.start), ctx.session.timeZone)}, updated_at = now()
    FROM (SELECT count(*)::int AS n, coalesce(sum(o.pieces), 0) AS pieces, coalesce(sum(o.weight), 0) AS weight, coalesce(sum(o.volume), 0) AS volume
            FROM lms_line_stops AS s JOIN lms_logistics_orders AS o ON o.id = s.logistics_order_id WHERE s.line_id = ${lineId}) AS t
    WHERE l.id = ${lineId}`);
}

/**
 * Where orders going onto a line belong: each in turn at the place that adds least (route-timing.ts
 * `cheapestOrder`: fewest late stops, then distance), among the line's stops as they are. Answers the
 * logistics order ids in their new order.
 */
export async function cheapestStopOrder(ctx: RequestContext, lineId: number, orderIds: readonly number[]): Promise<number[]> {
  const inputs = await lineTimingInputs(ctx, lineId);
  if (!inputs) return [...orderIds];
  const added = await queryRows<{ id: number; longitude: string | null; latitude: string | null; time_slot: string | null }>(
    ctx.db,
    sql`SELECT o.id, o.longitude::text AS longitude, o.latitude::text AS latitude, o.time_slot FROM lms_logistics_orders AS o WHERE o.id = ANY(${intArray(orderIds)}::int[])`,
  );
  const byId = new Map(added.map((o) => [o.id, o]));
  const timed = (id: number, p: { longitude: string | null; latitude: string | null; time_slot: string | null } | undefined) => ({ id, coords: coordsOf(p), slot: p?.time_slot ?? null });
  return cheapestOrder(
    inputs.stops.map((s) => timed(s.logistics_order_id, s)),
    orderIds.map((id) => timed(id, byId.get(id))),
    inputs.depot,
    inputs.departure,
    inputs.setting,
  );
}

/** Puts orders on a line after its last stop (or at `position`), as on a line (1). */
export async function appendStops(ctx: RequestContext, lineId: number, orderIds: readonly number[], position?: number, locked: readonly number[] = []): Promise<void> {
  if (orderIds.length === 0) return;
  const existing = await queryRows<{ logistics_order_id: number }>(ctx.db, sql`SELECT logistics_order_id FROM lms_line_stops WHERE line_id = ${lineId} ORDER BY seq, id`);
  const order = existing.map((e) => e.logistics_order_id);
  const at = position === undefined ? order.length : Math.min(Math.max(position - 1, 0), order.length);
  order.splice(at, 0, ...orderIds);
  await ctx.db.execute(sql`INSERT INTO lms_line_stops (tenant_id, line_id, logistics_order_id, seq, locked)
    SELECT ${ctx.tenantId}::int, ${lineId}::int, x.id, 1000000 + x.n, (x.id = ANY(${intArray(locked)}::int[]))::int FROM unnest(${intArray(orderIds)}::int[]) WITH ORDINALITY AS x(id, n)`);
  await reseq(ctx, lineId, order);
  await transitionAll(ctx, LOGISTICS_ORDERS, 'plan', await lockOrders(ctx.db, orderIds), { set: sql`line_id = ${lineId}::int` });
}

export async function reseq(ctx: RequestContext, lineId: number, order: readonly number[]): Promise<void> {
  if (order.length === 0) return;
  await ctx.db.execute(sql`UPDATE lms_line_stops AS s SET seq = x.n FROM unnest(${intArray(order)}::int[]) WITH ORDINALITY AS x(id, n)
    WHERE s.line_id = ${lineId} AND s.logistics_order_id = x.id`);
}

export async function stopOrderIds(ctx: RequestContext, lineId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(ctx.db, sql`SELECT logistics_order_id AS id FROM lms_line_stops WHERE line_id = ${lineId} ORDER BY seq, id`);
  return rows.map((r) => r.id);
}

async function tellDriver(ctx: RequestContext, lineId: number, what: 'planned' | 'departed'): Promise<void> {
  const row = await queryOne<{ staff_id: number | null; number: string | null; line_date: string; stop_count: number }>(
    ctx.db,
    sql`SELECT w.staff_id, l.number, l.line_date::text AS line_date, l.stop_count FROM lms_lines AS l JOIN lms_workers AS w ON w.id = l.driver_id WHERE l.id = ${lineId}`,
  );
  if (!row?.staff_id) return;
  const params = { number: row.number ?? '', date: row.line_date, stops: row.stop_count };
  await sendMessage(ctx.db, {
    tenantId: ctx.tenantId,
    recipients: [row.staff_id],
    type: 'logistics',
    title: { key: what === 'planned' ? 'lms.msg_line_planned_title' : 'lms.msg_line_departed_title', params },
    content: { key: what === 'planned' ? 'lms.msg_line_planned_content' : 'lms.msg_line_departed_content', params },
    from: { staffId: ctx.staffId, name: ctx.session.name },
    params: { target_type: 'line', target_id: lineId },
  });
}

export type NewLine = {
  storeId: number;
  lineDate: string;
  name: string | null;
  carId: number;
  driverId: number;
  helperIds: readonly number[];
  departure: string;
  remark: string | null;
  orderIds: readonly number[];
  lockedIds?: readonly number[];
  planId?: number | null;
  preLineId?: number | null;
};

/**
 * Inserts a planned line with its stops in the given order and its orders on it (each must be waiting:
 * the caller locked and checked them), times it, logs it, tells the driver and takes its number last.
 */
export async function insertLine(ctx: RequestContext, l: NewLine, action = 'create'): Promise<number> {
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO lms_lines (tenant_id, store_id, line_date, name, car_id, driver_id, helper_ids, status, departure, planned_start, plan_id, pre_line_id, remark, created_by)
        VALUES (${ctx.tenantId}, ${l.storeId}, ${l.lineDate}::date, ${l.name}, ${l.carId}, ${l.driverId}, ${intArray(l.helperIds)}::int[], ${S.planned}, ${l.departure},
                ${instantSql(l.lineDate, departureSeconds(l.departure), ctx.session.timeZone)}, ${l.planId ?? null}, ${l.preLineId ?? null}, ${l.remark}, ${ctx.staffId})
        RETURNING id`,
  );
  const id = row!.id;
  await appendStops(ctx, id, l.orderIds, undefined, l.lockedIds ?? []);
  await retimeLine(ctx, id);
  await writeDocumentLog(ctx.db, { type: 'line', id, action, from: null, to: S.planned, by: actorOf(ctx) });
  return id;
}

/**
 * Numbers lines made in this transaction — the counter is taken last (core documents README) — and
 * tells each driver of theirs (the message names the number).
 */
export async function numberLines(ctx: RequestContext, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const number = await takeDocumentNumber(ctx.db, 'line', { timeZone: ctx.session.timeZone });
    await ctx.db.execute(sql`UPDATE lms_lines SET number = ${number} WHERE id = ${id}`);
  }
  for (const id of ids) await tellDriver(ctx, id, 'planned');
}

// ---------- changes ----------

/** A line is for today or a day to come (the tenant's calendar): 422 on `line_date` for a day gone by. */
export function mustNotBePast(ctx: RequestContext, day: string): void {
  if (day < todayIn(ctx.session.timeZone)) throw invalidField('line_date', 'lms.line_date_past', { date: day });
}

/** `POST /lms/line`: a planned line by hand — the crew, the day, the waiting orders picked, in the order given. */
export async function createLine(ctx: RequestContext, input: CreateLineInput): Promise<LineDetail> {
  mustNotBePast(ctx, input.line_date);
  const storeId = await checkCrew(ctx, input.car_id, input.driver_id, input.helper_ids);
  await takeWaitingOrders(ctx, input.logistics_order_ids, storeId, input.line_date);
  const id = await insertLine(ctx, {
    storeId,
    lineDate: input.line_date,
    name: input.name,
    carId: input.car_id,
    driverId: input.driver_id,
    helperIds: input.helper_ids,
    departure: input.departure,
    remark: input.remark,
    orderIds: input.logistics_order_ids,
    preLineId: input.pre_line_id,
  });
  await numberLines(ctx, [id]);
  return getLine(ctx, id);
}

/** `PUT /lms/line`: name, crew, departure and remark of a planned line (its store stays); each change of crew or departure is logged. */
export async function updateLine(ctx: RequestContext, input: UpdateLineInput): Promise<LineDetail> {
  const line = await lockLine(ctx, input.id);
  mustBePlanned(line);
  const storeId = await checkCrew(ctx, input.car_id, input.driver_id, input.helper_ids);
  if (storeId !== line.store_id) throw invalidField('car_id', 'lms.line_car_other_store');
  await ctx.db.execute(sql`UPDATE lms_lines SET name = ${input.name}, car_id = ${input.car_id}, driver_id = ${input.driver_id}, helper_ids = ${intArray(input.helper_ids)}::int[],
      remark = ${input.remark}, departure = ${input.departure}, updated_at = now() WHERE id = ${line.id}`);
  await logHeaderChanges(ctx, line, input);
  await retimeLine(ctx, line.id);
  return getLine(ctx, line.id);
}

/**
 * The log lines of a header edit: one per thing changed — car, driver, helpers, departure (`change_*`,
 * the remark 'before → after' in plates, names and times, which read the same in every language) — or
 * `update` when only the name or remark changed.
 */
async function logHeaderChanges(ctx: RequestContext, line: LockedLine, input: UpdateLineInput): Promise<void> {
  const cars = await queryRows<{ id: number; plate: string }>(ctx.db, sql`SELECT id, plate FROM lms_cars WHERE id = ANY(${intArray([line.car_id ?? 0, input.car_id])}::int[])`);
  const workers = await queryRows<{ id: number; name: string }>(
    ctx.db,
    sql`SELECT id, name FROM lms_workers WHERE id = ANY(${intArray([line.driver_id ?? 0, input.driver_id, ...line.helper_ids, ...input.helper_ids])}::int[])`,
  );
  const plate = (id: number | null) => cars.find((c) => c.id === id)?.plate ?? '-';
  const names = (ids: readonly (number | null)[]) => ids.map((id) => workers.find((w) => w.id === id)?.name ?? '-').join('、') || '-';
  const changes: Array<[string, string]> = [];
  if (line.car_id !== input.car_id) changes.push(['change_car', `${plate(line.car_id)} → ${plate(input.car_id)}`]);
  if (line.driver_id !== input.driver_id) changes.push(['change_driver', `${names([line.driver_id])} → ${names([input.driver_id])}`]);
  if (line.helper_ids.join() !== input.helper_ids.join()) changes.push(['change_helpers', `${names(line.helper_ids)} → ${names(input.helper_ids)}`]);
  if (line.departure !== input.departure) changes.push(['change_departure', `${line.departure} → ${input.departure}`]);
  if (changes.length === 0 && (line.name !== input.name || line.remark !== input.remark)) changes.push(['update', '']);
  for (const [action, remark] of changes) await logLineEdit(ctx, line, action, remark);
}

/** One line of a planned line's log for an edit (its state stays): stops added, moved, locked, removed; crew changed. */
export async function logLineEdit(ctx: RequestContext, line: { id: number; status: number }, action: string, remark: string | null): Promise<void> {
  await writeDocumentLog(ctx.db, { type: 'line', id: line.id, action, from: line.status, to: line.status, remark: remark || null, by: actorOf(ctx) });
}

/** The logistics orders' numbers in the order given, for a log line ('LO…, LO…'). */
export async function orderNumbers(ctx: RequestContext, ids: readonly number[]): Promise<string> {
  const rows = await queryRows<{ id: number; number: string | null }>(ctx.db, sql`SELECT id, number FROM lms_logistics_orders WHERE id = ANY(${intArray(ids)}::int[])`);
  return ids.map((id) => rows.find((r) => r.id === id)?.number ?? `#${id}`).join(', ');
}

/** `PUT /lms/line/:id/depart` (1 → 2): the car leaves; its orders go out for delivery (1 → 2). Needs a stop. */
export async function departLine(ctx: RequestContext, id: number, remark: string | null): Promise<LineDetail> {
  const line = await lockLine(ctx, id);
  requireState(ctx, LINES, 'depart', line.status);
  const orderIds = await stopOrderIds(ctx, id);
  if (orderIds.length === 0) throw conflict('lms.line_empty');
  const orders = await lockOrders(ctx.db, orderIds);
  if (orders.some((o) => o.status !== LO.onLine || o.line_id !== id)) throw conflict('lms.line_stops_changed');
  await transitionAll(ctx, LOGISTICS_ORDERS, 'depart', orders);
  await transition(ctx, LINES, 'depart', line, { set: sql`departed_at = now()`, remark });
  await tellDriver(ctx, id, 'departed');
  return getLine(ctx, id);
}

/** `PUT /lms/line/:id/cancel` (1 → 0): the line is called off; its stops go back to waiting. */
export async function cancelLine(ctx: RequestContext, id: number, remark: string | null): Promise<LineDetail> {
  const line = await lockLine(ctx, id);
  requireState(ctx, LINES, 'cancel', line.status);
  const orderIds = await stopOrderIds(ctx, id);
  const orders = await lockOrders(ctx.db, orderIds);
  await ctx.db.execute(sql`DELETE FROM lms_line_stops WHERE line_id = ${id}`);
  await transitionAll(ctx, LOGISTICS_ORDERS, 'unplan', orders, { set: sql`line_id = NULL` });
  await closeWaitingOfClosedOrders(ctx, orderIds);
  await transition(ctx, LINES, 'cancel', line, { set: sql`stop_count = 0, total_pieces = 0, total_weight = 0, total_volume = 0, distance_m = 0, duration_s = 0`, remark });
  return getLine(ctx, id);
}

/**
 * `POST /lms/line/from_pre_line`: a line of the day the dispatcher picks (today or later) from a standing
 * route — its car, driver and helpers, and the day's waiting orders of its usual customers in their usual order (422 when none waits).
 */
export async function lineFromPreLine(ctx: RequestContext, input: LineFromPreLineInput): Promise<LineDetail> {
  mustNotBePast(ctx, input.line_date);
  const pre = await queryOne<{ id: number; name: string; store_id: number; car_id: number | null; driver_id: number | null; helper_ids: number[]; customer_ids: number[] }>(
    ctx.db,
    sql`SELECT id, name, store_id, car_id, driver_id, helper_ids, customer_ids FROM lms_pre_lines
         WHERE id = ${input.pre_line_id} AND deleted_at IS NULL AND status = 1 AND store_id = ANY(${ownStores(ctx)}::int[])`,
  );
  if (!pre) throw invalidField('pre_line_id', 'lms.pre_line_invalid');
  if (!pre.car_id || !pre.driver_id) throw invalidField('pre_line_id', 'lms.pre_line_no_crew');
  const orders = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT o.id FROM lms_logistics_orders AS o
         WHERE o.store_id = ${pre.store_id} AND o.delivery_date = ${input.line_date}::date AND o.status = 0 AND NOT ${unitClosedSql()} AND o.customer_id = ANY(${intArray(pre.customer_ids)}::int[])
         ORDER BY array_position(${intArray(pre.customer_ids)}::int[], o.customer_id), o.id`,
  );
  if (orders.length === 0) throw invalidField('pre_line_id', 'lms.pre_line_no_orders');
  const storeId = await checkCrew(ctx, pre.car_id, pre.driver_id, pre.helper_ids);
  const ids = orders.map((o) => o.id);
  await takeWaitingOrders(ctx, ids, storeId, input.line_date);
  const id = await insertLine(ctx, {
    storeId,
    lineDate: input.line_date,
    name: pre.name,
    carId: pre.car_id,
    driverId: pre.driver_id,
    helperIds: pre.helper_ids,
    departure: input.departure,
    remark: null,
    orderIds: ids,
    preLineId: pre.id,
  }, 'create_from_pre_line');
  await numberLines(ctx, [id]);
  return getLine(ctx, id);
}
