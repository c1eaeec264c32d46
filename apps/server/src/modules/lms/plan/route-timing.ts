import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import gcoord from 'gcoord';
import { DEFAULT_DEPARTURE } from '@tradewind/contract/lms/line.schema';
import { queryOne, type Db } from '@/core/db/database';
import { evaluatePlan } from '../routing/evaluate-plan';
import { haversineProvider, osrmTableProvider, RoutingServerError, withMatrix } from '../routing/matrix';
import { OPEN_END } from '../routing/problem';
import type { Coordinates, DistanceMatrixProvider, RoutingInput, TimeWindow } from '../routing/types';
import type { LogisticsSetting } from '../setting/setting.reader';
import { storeDefaultWarehouses } from '@/modules/wms/setting';
import { warehouses } from '@/modules/wms/warehouse';

const wh = alias(warehouses, 'w');
const defaultWh = alias(storeDefaultWarehouses, 'd');

/**
 * What lines and proposals share about time and place (lms README "Lines, planning and the map"): a
 * time slot '08:00-12:00' is the window [28800, 43200] s from the day's midnight; loads go to the solver
 * as integer [grams, cm³]; the distance provider is the settings' (an OSRM /table server, else haversine
 * × road factor at the average speed — the routing module's providers); the depot is the settings' or
 * the store's default warehouse.
 */

/** Cars must be back by then (s from midnight): the planning day's end. */
export const DAY_END_S = 22 * 3600;

export function slotWindow(slot: string | null | undefined): TimeWindow | null {
  const m = slot ? /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(slot.trim()) : null;
  if (!m) return null;
  const start = Number(m[1]) * 3600 + Number(m[2]) * 60;
  const end = Number(m[3]) * 3600 + Number(m[4]) * 60;
  return start < end && end <= 24 * 3600 ? [start, end] : null;
}

export const departureSeconds = (hhmm: string | null | undefined): number => {
  const [h, m] = (hhmm ?? DEFAULT_DEPARTURE).split(':').map(Number);
  return Number.isFinite(h) && Number.isFinite(m) ? h * 3600 + m * 60 : 7 * 3600;
};

/** kg and m³ as decimal text → the solver's integer grams and cm³. */
export const amounts = (weight: string | number, volume: string | number): number[] => [Math.max(0, Math.round(Number(weight) * 1000)), Math.max(0, Math.round(Number(volume) * 1e6))];

/**
 * The settings' routing server as a matrix provider, asked in WGS-84: our points are GCJ-02 (docs/trading-model.md §5)
 * and an OSRM built from OpenStreetMap works in WGS-84 (routing README). Distances and times do not
 * depend on the system, so the matrix serves the GCJ-02 points as it is.
 */
export function osrmWgs84Provider(url: string): DistanceMatrixProvider {
  const osrm = osrmTableProvider(url);
  return { matrix: (locations) => osrm.matrix(locations.map((p) => gcoord.transform(p, gcoord.GCJ02, gcoord.WGS84) as Coordinates)) };
}

export function distanceProvider(setting: LogisticsSetting): DistanceMatrixProvider {
  const haversine = haversineProvider({ roadFactor: setting.roadFactor, speedKmh: setting.averageSpeedKmh });
  if (!setting.routingUrl) return haversine;
  const osrm = osrmWgs84Provider(setting.routingUrl);
  return {
    // an unreachable routing server must not stop a dispatcher editing a line: haversine then
    matrix: (locations) => osrm.matrix(locations).catch((error: unknown) => {
      if (error instanceof RoutingServerError) return haversine.matrix(locations);
      throw error;
    }),
  };
}

export type Depot = { longitude: string; latitude: string } | null;

/** The settings' depot, else the store's default warehouse's coordinates, else any of its warehouses with some. */
export async function depotOf(db: Db, storeId: number, setting: LogisticsSetting): Promise<Depot> {
  if (setting.depot) return setting.depot;
  const row = await queryOne<{ longitude: string; latitude: string }>(
    db,
    sql`SELECT ${wh.longitude}::text AS longitude, ${wh.latitude}::text AS latitude
          FROM ${warehouses} AS ${wh} LEFT JOIN ${storeDefaultWarehouses} AS ${defaultWh} ON ${defaultWh.warehouseId} = ${wh.id} AND ${defaultWh.storeId} = ${storeId}
         WHERE ${wh.storeId} = ${storeId} AND ${wh.longitude} IS NOT NULL AND ${wh.latitude} IS NOT NULL
         ORDER BY (${defaultWh.warehouseId} IS NULL), ${wh.id} LIMIT 1`,
  );
  return row ?? null;
}

export const coordsOf = (p: { longitude: string | null; latitude: string | null } | null | undefined): Coordinates | null =>
  p && p.longitude !== null && p.latitude !== null ? [Number(p.longitude), Number(p.latitude)] : null;

export type TimedStop = { id: number; coords: Coordinates | null; slot: string | null };
/** `arrival` when the car gets there; `waiting` until the slot opens (service starts at arrival + waiting); the leg from the previous stop. */
export type StopTiming = { id: number; arrival: number; waiting: number; distance: number; duration: number; late: boolean };
/** `start`: when the car leaves the depot — as late as it can without waiting at the first stop, never before the departure given. */
export type SequenceTiming = { start: number; stops: StopTiming[]; returnDistance: number; distance: number; duration: number };

/** Stops with their distances asked once (one call to a routing server), ready to be timed in any order. */
export type PreparedStops = { input: RoutingInput; departure: number; located: Set<number> } | null;

/**
 * Asks the settings' distance provider once for the depot and the stops, as routing's input: one car from
 * and back to the depot whose shift starts at `departure`, a job per stop with the settings' service
 * minutes and its slot as window. A stop without coordinates is taken to be where the stop before it (in
 * the order given) is. Null when there is nowhere to start from (no depot and no stop with a place).
 */
export async function prepareStops(stops: TimedStop[], depot: Depot, departure: number, setting: LogisticsSetting): Promise<PreparedStops> {
  const home = coordsOf(depot);
  let last = home ?? stops.find((s) => s.coords)?.coords ?? null;
  const start = home ?? last;
  if (!start) return null;
  const service = Math.round(setting.serviceMinutes * 60);
  const jobs = stops.map((s) => {
    last = s.coords ?? last;
    const window = slotWindow(s.slot);
    return { id: s.id, location: last!, delivery: [], service, ...(window ? { time_windows: [window] } : {}) };
  });
  const input = await withMatrix({ vehicles: [{ id: 1, start, end: start, capacity: [], time_window: [departure, OPEN_END] }], jobs }, distanceProvider(setting));
  return { input, departure, located: new Set(stops.filter((s) => s.coords).map((s) => s.id)) };
}

/**
 * The timing of prepared stops in the order given, by routing's `evaluatePlan` — the solver's own rules:
 * the car leaves as late as it can without waiting at the first stop (never before the departure), drives
 * each leg, waits for a slot to open, serves, and drives back. A stop reached after its slot closed is
 * served on arrival and flagged late. Distance and duration (leaving to being back) include the way back.
 */
export function timePrepared(prepared: PreparedStops, order: readonly number[]): SequenceTiming {
  if (!prepared || order.length === 0) {
    const at = prepared?.departure ?? 0;
    return { start: at, stops: order.map((id) => ({ id, arrival: at, waiting: 0, distance: 0, duration: 0, late: false })), returnDistance: 0, distance: 0, duration: 0 };
  }
  const output = evaluatePlan(prepared.input, [{ vehicleId: 1, jobIds: [...order] }]);
  if (output.code !== 0) throw new Error(`route timing: ${output.error ?? output.code}`);
  const steps = output.routes[0].steps;
  const start = steps[0];
  const end = steps[steps.length - 1];
  const stops = steps.slice(1, -1).map((s, i) => ({
    id: s.id!,
    arrival: s.arrival,
    waiting: s.waiting_time,
    distance: s.distance - steps[i].distance,
    duration: s.duration - steps[i].duration,
    late: (s.violations ?? []).length > 0,
  }));
  return { start: start.arrival, stops, returnDistance: end.distance - steps[steps.length - 2].distance, distance: end.distance, duration: end.arrival - start.arrival };
}

/** `prepareStops` then `timePrepared` in the stops' order (a line, a proposed line, a pre-line on a day). */
export async function timeSequence(stops: TimedStop[], depot: Depot, departure: number, setting: LogisticsSetting): Promise<SequenceTiming> {
  return timePrepared(await prepareStops(stops, depot, departure, setting), stops.map((s) => s.id));
}

/**
 * Where stops added by hand go (lms README "Timing"): each in turn at the place that makes the fewest late
 * stops, then the least distance, then the shortest day (cheapest insertion, timed by `timePrepared`); a
 * stop without coordinates costs nothing anywhere, so it goes last. Answers the ids in their new order.
 */
export async function cheapestOrder(existing: TimedStop[], added: TimedStop[], depot: Depot, departure: number, setting: LogisticsSetting): Promise<number[]> {
  const prepared = await prepareStops([...existing, ...added], depot, departure, setting);
  const order = existing.map((s) => s.id);
  for (const stop of added) {
    if (!prepared || !prepared.located.has(stop.id)) {
      order.push(stop.id);
      continue;
    }
    let best: { at: number; cost: number[] } | null = null;
    for (let at = 0; at <= order.length; at++) {
      const timing = timePrepared(prepared, [...order.slice(0, at), stop.id, ...order.slice(at)]);
      const cost = [timing.stops.filter((s) => s.late).length, Math.round(timing.distance), Math.round(timing.duration)];
      if (!best || cost[0] < best.cost[0] || (cost[0] === best.cost[0] && (cost[1] < best.cost[1] || (cost[1] === best.cost[1] && cost[2] < best.cost[2])))) best = { at, cost };
    }
    order.splice(best!.at, 0, stop.id);
  }
  return order;
}

/** A day (YYYY-MM-DD) and seconds from its midnight in the tenant's zone → an instant (as SQL computes it). */
export const instantSql = (day: string, seconds: number, timeZone: string) => sql`((${day}::date::timestamp + make_interval(secs => ${seconds})) AT TIME ZONE ${timeZone})`;
