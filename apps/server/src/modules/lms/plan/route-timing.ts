import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import gcoord from 'gcoord';
import { DEFAULT_DEPARTURE } from '@tradewind/contract/lms/line.schema';
import { queryOne, type Db } from '@/core/db/database';
import { haversineProvider, osrmTableProvider, RoutingServerError, withMatrix } from '../routing/matrix';
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
export type StopTiming = { id: number; arrival: number; begin: number; distance: number; duration: number; late: boolean };
export type SequenceTiming = { start: number; stops: StopTiming[]; returnDistance: number; distance: number; duration: number };

/**
 * The timing of stops in a fixed order (a line, or a proposed line after a dispatcher's edit): the car
 * leaves the depot at `departure`, drives each leg by the provider's matrix, waits for a slot's start,
 * serves `serviceSeconds`, and drives back. A stop after its slot's end is late (kept, flagged). A stop
 * without coordinates is taken to be where the car already is. Distance and duration include the return.
 */
export async function timeSequence(stops: TimedStop[], depot: Depot, departure: number, setting: LogisticsSetting): Promise<SequenceTiming> {
  const service = Math.round(setting.serviceMinutes * 60);
  const home = coordsOf(depot);
  const points: Coordinates[] = [];
  let last = home ?? stops.find((s) => s.coords)?.coords ?? null;
  const start = home ?? last;
  for (const s of stops) {
    last = s.coords ?? last;
    points.push(last ?? [0, 0]);
  }
  if (!start || stops.length === 0) {
    return { start: departure, stops: stops.map((s) => ({ id: s.id, arrival: departure, begin: departure, distance: 0, duration: 0, late: false })), returnDistance: 0, distance: 0, duration: 0 };
  }
  // one vehicle from and back to the depot: withMatrix gives every point its row
  const input: RoutingInput = {
    vehicles: [{ id: 1, start, end: start, capacity: [] }],
    jobs: points.map((location, i) => ({ id: i + 1, location, delivery: [] })),
  };
  const ready = await withMatrix(input, distanceProvider(setting));
  const m = ready.matrices!.car!;
  const at = (i: number) => ready.jobs[i].location_index!;
  let prev = ready.vehicles[0].start_index!;
  let t = departure;
  let first = true;
  let distance = 0;
  const timed: StopTiming[] = [];
  stops.forEach((s, i) => {
    const leg = m.durations[prev][at(i)];
    const legDistance = m.distances?.[prev][at(i)] ?? 0;
    const arrival = t + (first ? 0 : service) + leg;
    const window = slotWindow(s.slot);
    const begin = window && arrival < window[0] ? window[0] : arrival;
    timed.push({ id: s.id, arrival, begin, distance: legDistance, duration: leg, late: window !== null && begin > window[1] });
    distance += legDistance;
    t = begin;
    prev = at(i);
    first = false;
  });
  const end = ready.vehicles[0].end_index!;
  const returnDistance = m.distances?.[prev][end] ?? 0;
  const back = t + service + m.durations[prev][end];
  return { start: departure, stops: timed, returnDistance, distance: distance + returnDistance, duration: back - departure };
}

/** A day (YYYY-MM-DD) and seconds from its midnight in the tenant's zone → an instant (as SQL computes it). */
export const instantSql = (day: string, seconds: number, timeZone: string) => sql`((${day}::date::timestamp + make_interval(secs => ${seconds})) AT TIME ZONE ${timeZone})`;
