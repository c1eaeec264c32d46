import { sql, type SQL } from 'drizzle-orm';
import { formatDateTime, todayIn } from '@tradewind/contract/common/time';
import { cashUpOf } from '@tradewind/contract/lms/line-cash';
import type { CrewConflict, Line, LineDetail, LineList, LineListQuery, LineStop, StopOrder } from '@tradewind/contract/lms/line.schema';
import { LINE_STATUSES } from '@tradewind/contract/lms/lms.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { listDocumentLogs } from '@/core/documents/document-log';
import { statusTabs } from '@/core/documents/status-tabs';
import { invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { intArray, listStores, ownStores } from '@/core/http/store-scope';
import { tenantName } from '@/modules/system/tenant';
import { depotOf, slotWindow } from '../plan/route-timing';
import { unitClosedSql } from '../logistics-order/order-unit';
import { readLogisticsSetting } from '../setting/setting.reader';

/**
 * Reads lines and their stops as the pages show them (lms README "Lines, planning and the map"): the list,
 * one line, the day's waiting orders, a day's lines for the map. The actions are in line.service.ts and line-stops.ts.
 */

// the store scope every document list shares (core/http/store-scope.ts)
export { intArray, listStores, ownStores };

export const timeText = (ctx: RequestContext, v: Date | string | null): string | null => (v === null ? null : formatDateTime(v instanceof Date ? v : new Date(v), ctx.session.timeZone));

/** Trailing zeros off a decimal's text: '12.500' → '12.5'. */
export const plain = (v: string | number | null): string => {
  if (v === null) return '0';
  const s = String(v);
  return s.includes('.') ? s.replace(/\.?0+$/, '') || '0' : s;
};

export const pct = (load: string, capacity: string | null): number | null =>
  capacity === null || Number(capacity) <= 0 ? null : Math.round((Number(load) / Number(capacity)) * 1000) / 10;

/** The logistics order's columns a stop or a marker shows; `o` is lms_logistics_orders. */
export const stopOrderColumns = sql`o.id AS logistics_order_id, coalesce(o.number, '') AS logistics_order_no, o.order_id, coalesce(o.sub_order_no, o.order_no) AS order_no,
  o.customer_id, o.customer_name, o.consignee_name, o.consignee_phone, concat_ws(' ', o.area_string, o.address) AS address,
  o.longitude::text AS longitude, o.latitude::text AS latitude, o.location_source, o.delivery_date::text AS delivery_date, o.time_slot,
  o.pieces::text AS pieces, o.weight::text AS weight, o.volume::text AS volume, o.collect_amount::text AS collect_amount, o.status AS lo_status`;

export type StopOrderRow = Omit<StopOrder, 'lo_status'> & { lo_status: number };

export const toStopOrder = (r: StopOrderRow): StopOrder => ({
  logistics_order_id: r.logistics_order_id,
  logistics_order_no: r.logistics_order_no,
  order_id: r.order_id,
  order_no: r.order_no,
  customer_id: r.customer_id,
  customer_name: r.customer_name,
  consignee_name: r.consignee_name,
  consignee_phone: r.consignee_phone,
  address: r.address,
  longitude: r.longitude === null ? null : plain(r.longitude),
  latitude: r.latitude === null ? null : plain(r.latitude),
  location_source: r.location_source,
  delivery_date: r.delivery_date,
  time_slot: r.time_slot,
  pieces: plain(r.pieces),
  weight: plain(r.weight),
  volume: plain(r.volume),
  collect_amount: r.collect_amount,
  lo_status: r.lo_status as StopOrder['lo_status'],
});

/** Is `arrival` (an instant) after the end of the slot on the stop's day, in the tenant's zone? */
export function isLate(ctx: RequestContext, arrival: Date | string | null, slot: string | null): boolean {
  const w = slotWindow(slot);
  const text = timeText(ctx, arrival);
  if (!w || !text) return false;
  const [h, m, s] = text.slice(11).split(':').map(Number);
  return h * 3600 + m * 60 + s > w[1];
}

export const lineHeaderSelect = sql`SELECT l.id, coalesce(l.number, '') AS number, l.status, l.store_id, st.name AS store_name, l.line_date::text AS line_date, l.name,
    l.car_id, c.plate AS car_plate, cm.name AS car_model_name, cm.capacity_weight::text AS capacity_weight, cm.capacity_volume::text AS capacity_volume,
    l.driver_id, d.name AS driver_name, d.phone AS driver_phone, l.helper_ids,
    coalesce((SELECT array_agg(w.name ORDER BY array_position(l.helper_ids, w.id)) FROM lms_workers AS w WHERE w.id = ANY(l.helper_ids)), '{}') AS helper_names,
    l.stop_count, l.total_pieces::text AS total_pieces, l.total_weight::text AS total_weight, l.total_volume::text AS total_volume, l.distance_m, l.duration_s,
    (SELECT count(*)::int FROM lms_line_stops AS s WHERE s.line_id = l.id AND s.status = 1) AS signed_count,
    (SELECT count(*)::int FROM lms_line_stops AS s WHERE s.line_id = l.id AND s.status = 2) AS failed_count,
    l.departure, l.planned_start, l.plan_id, l.pre_line_id, l.remark, cs.name AS created_by_name, l.created_at, l.departed_at, l.completed_at
  FROM lms_lines AS l
  JOIN stores AS st ON st.id = l.store_id
  LEFT JOIN lms_cars AS c ON c.id = l.car_id
  LEFT JOIN lms_car_models AS cm ON cm.id = c.car_model_id
  LEFT JOIN lms_workers AS d ON d.id = l.driver_id
  LEFT JOIN staff AS cs ON cs.id = l.created_by`;

export type LineRow = Omit<Line, 'planned_start' | 'created_at' | 'departed_at' | 'completed_at' | 'weight_pct' | 'volume_pct' | 'status'> & {
  status: number;
  planned_start: Date | string | null;
  created_at: Date | string;
  departed_at: Date | string | null;
  completed_at: Date | string | null;
};

export const toLine = (ctx: RequestContext, r: LineRow): Line => ({
  ...r,
  status: r.status as Line['status'],
  helper_ids: r.helper_ids ?? [],
  helper_names: r.helper_names ?? [],
  total_pieces: plain(r.total_pieces),
  total_weight: plain(r.total_weight),
  total_volume: plain(r.total_volume),
  capacity_weight: r.capacity_weight === null ? null : plain(r.capacity_weight),
  capacity_volume: r.capacity_volume === null ? null : plain(r.capacity_volume),
  weight_pct: pct(r.total_weight, r.capacity_weight),
  volume_pct: pct(r.total_volume, r.capacity_volume),
  planned_start: timeText(ctx, r.planned_start),
  created_at: timeText(ctx, r.created_at)!,
  departed_at: timeText(ctx, r.departed_at),
  completed_at: timeText(ctx, r.completed_at),
});

export async function readLines(ctx: RequestContext, where: SQL, order = sql`l.id DESC`, limit = 1000, offset = 0): Promise<Line[]> {
  const rows = await queryRows<LineRow>(ctx.db, sql`${lineHeaderSelect} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
  return rows.map((r) => toLine(ctx, r));
}

type StopRow = StopOrderRow & { id: number; line_id: number; seq: number; planned_arrival: Date | string | null; actual_arrival: Date | string | null; distance_m: number; duration_s: number; waiting_s: number; locked: number; status: number; collected_amount: string | null; amount_reason: string | null };

/** The stops of some lines in driving order, by line id. */
export async function readStops(ctx: RequestContext, lineIds: number[]): Promise<Map<number, LineStop[]>> {
  const byLine = new Map<number, LineStop[]>(lineIds.map((id) => [id, []]));
  if (lineIds.length === 0) return byLine;
  const rows = await queryRows<StopRow>(
    ctx.db,
    sql`SELECT s.id, s.line_id, s.seq, s.planned_arrival, s.actual_arrival, s.distance_m, s.duration_s, s.waiting_s, s.locked, s.status, ${stopOrderColumns},
               si.collected_amount::text AS collected_amount, si.amount_reason
          FROM lms_line_stops AS s JOIN lms_logistics_orders AS o ON o.id = s.logistics_order_id LEFT JOIN lms_sign_ins AS si ON si.stop_id = s.id
         WHERE s.line_id = ANY(${intArray(lineIds)}::int[]) ORDER BY s.line_id, s.seq, s.id`,
  );
  for (const r of rows) {
    byLine.get(r.line_id)!.push({
      ...toStopOrder(r),
      id: r.id,
      seq: r.seq,
      planned_arrival: timeText(ctx, r.planned_arrival),
      actual_arrival: timeText(ctx, r.actual_arrival),
      distance_m: r.distance_m,
      duration_s: r.duration_s,
      waiting_s: r.waiting_s,
      locked: r.locked === 1 ? 1 : 0,
      status: r.status as LineStop['status'],
      late: isLate(ctx, r.planned_arrival, r.time_slot),
      collected_amount: r.collected_amount,
      amount_reason: r.amount_reason,
    });
  }
  return byLine;
}

/** Waiting logistics orders of a day in the given stores (the map's markers, the line form's choices); never one whose order is closed. */
export async function readWaitingOrders(ctx: RequestContext, stores: string, date: string): Promise<StopOrder[]> {
  const rows = await queryRows<StopOrderRow>(
    ctx.db,
    sql`SELECT ${stopOrderColumns} FROM lms_logistics_orders AS o
         WHERE o.store_id = ANY(${stores}::int[]) AND o.delivery_date = ${date}::date AND o.status = 0 AND NOT ${unitClosedSql()} ORDER BY o.id LIMIT 2000`,
  );
  return rows.map(toStopOrder);
}

/**
 * The first day from today (the caller's time zone) with a routable waiting order, or null: the line map
 * opens on it when the day it would open on (tomorrow) has none.
 */
export async function nextWaitingDate(ctx: RequestContext, stores: string): Promise<string | null> {
  const row = await queryOne<{ day: string | null }>(
    ctx.db,
    sql`SELECT min(o.delivery_date)::text AS day FROM lms_logistics_orders AS o
         WHERE o.store_id = ANY(${stores}::int[]) AND o.delivery_date >= ${todayIn(ctx.session.timeZone)}::date AND o.status = 0 AND NOT ${unitClosedSql()}`,
  );
  return row?.day ?? null;
}

// ---------- the pages ----------

function listWhere(ctx: RequestContext, q: LineListQuery): SQL[] {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'lms.date_range_invalid');
  const conds: SQL[] = [sql`l.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(l.number ILIKE ${like} OR l.name ILIKE ${like})`);
  }
  if (q.start_date) conds.push(sql`l.line_date >= ${q.start_date}::date`);
  if (q.end_date) conds.push(sql`l.line_date <= ${q.end_date}::date`);
  if (q.car_id !== undefined) conds.push(sql`l.car_id = ${q.car_id}`);
  if (q.driver_id !== undefined) conds.push(sql`l.driver_id = ${q.driver_id}`);
  return conds;
}

/** `GET /lms/lines`: the chosen status tab's page (newest day first) and per status how many match the other filters. */
export async function listLines(ctx: RequestContext, q: LineListQuery): Promise<LineList> {
  const conds = listWhere(ctx, q);
  const filters = sql.join(conds, sql` AND `);
  const where = sql.join([...conds, ...(q.status !== undefined ? [sql`l.status = ${q.status}`] : [])], sql` AND `);
  const { limit, offset } = pageOf(q);
  const [list, counted] = await Promise.all([
    readLines(ctx, where, sql`l.line_date DESC, l.id DESC`, limit, offset),
    queryRows<{ status: number; total: number }>(ctx.db, sql`SELECT l.status, count(*)::int AS total FROM lms_lines AS l WHERE ${filters} GROUP BY l.status`),
  ]);
  const { counts, total } = statusTabs(LINE_STATUSES, counted, q.status);
  return { list, pagination: { total, page: q.page, size: q.page_size }, counts };
}

/** `GET /lms/line/:id`: header, stops in order with their timing, the depot, the log. */
export async function getLine(ctx: RequestContext, id: number): Promise<LineDetail> {
  const row = await queryOne<LineRow>(ctx.db, sql`${lineHeaderSelect} WHERE l.id = ${id} AND l.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!row) throw notFound('lms.line_not_found');
  const line = toLine(ctx, row);
  const [stops, logs, companyName, setting, conflicts] = await Promise.all([
    readStops(ctx, [id]),
    listDocumentLogs(ctx.db, 'line', id, ctx.session.timeZone),
    tenantName(ctx),
    readLogisticsSetting(ctx.db),
    line.status === 1 || line.status === 2 ? crewConflicts(ctx, line) : Promise.resolve([]),
  ]);
  const list = stops.get(id) ?? [];
  const legs = list.reduce((sum, s) => sum + s.distance_m, 0);
  const cash = cashUpOf(list);
  return {
    ...line,
    tenant_name: companyName,
    ...cash,
    return_distance_m: Math.max(0, line.distance_m - legs),
    depot: await depotOf(ctx.db, line.store_id, setting),
    stops: list,
    logs,
    crew_conflicts: conflicts,
  };
}

/**
 * The line's driver and helpers who are also on another planned or departed line of its day (lms README
 * "Crew on two lines": a warning the form shows before saving and the detail after, never a refusal).
 */
export async function crewConflicts(ctx: RequestContext, line: Pick<Line, 'id' | 'line_date' | 'driver_id' | 'helper_ids'>): Promise<CrewConflict[]> {
  const crew = [...(line.driver_id === null ? [] : [line.driver_id]), ...line.helper_ids];
  if (crew.length === 0) return [];
  return queryRows<CrewConflict>(
    ctx.db,
    sql`SELECT w.id AS worker_id, w.name AS worker_name, o.id AS line_id, coalesce(o.number, '') AS line_number, o.name AS line_name
          FROM lms_lines AS o JOIN lms_workers AS w ON w.id = o.driver_id OR w.id = ANY(o.helper_ids)
         WHERE o.line_date = ${line.line_date}::date AND o.id <> ${line.id} AND o.status IN (1, 2) AND w.id = ANY(${intArray(crew)}::int[])
         ORDER BY array_position(${intArray(crew)}::int[], w.id), o.id`,
  );
}

/** `GET /lms/line/waiting_orders?date=`: the day's waiting logistics orders of the list's stores. */
export async function waitingOrders(ctx: RequestContext, date: string): Promise<{ list: StopOrder[] }> {
  return { list: await readWaitingOrders(ctx, listStores(ctx), date) };
}

/** Lines of a store's day with their stops (the map, compare). */
export async function linesOfDay(ctx: RequestContext, stores: string, date: string, statuses: readonly number[] = [1, 2, 3]) {
  const lines = await readLines(ctx, sql`l.store_id = ANY(${stores}::int[]) AND l.line_date = ${date}::date AND l.status = ANY(${intArray(statuses)}::int[])`, sql`l.id`);
  const stops = await readStops(ctx, lines.map((l) => l.id));
  return lines.map((l) => ({ ...l, stops: stops.get(l.id) ?? [] }));
}
