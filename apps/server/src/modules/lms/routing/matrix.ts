import type { Coordinates, DistanceMatrix, DistanceMatrixProvider, RoutingInput } from './types';

export const DEFAULT_ROAD_FACTOR = 1.3;
export const DEFAULT_SPEED_KMH = 30;

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two `[lon, lat]` points. */
export function haversineMetres(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b[1] - a[1]);
  const dLon = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Road distance as the crow flies × `roadFactor` (whole metres) and travel time at `speedKmh` (whole
 * seconds): what planning uses when no routing server is configured. Integers keep every comparison exact.
 */
export function haversineMatrix(locations: Coordinates[], roadFactor = DEFAULT_ROAD_FACTOR, speedKmh = DEFAULT_SPEED_KMH): DistanceMatrix {
  const metresPerSecond = (speedKmh * 1000) / 3600;
  const distances = locations.map(() => new Array<number>(locations.length).fill(0));
  const durations = locations.map(() => new Array<number>(locations.length).fill(0));
  for (let i = 0; i < locations.length; i++) {
    for (let j = i + 1; j < locations.length; j++) {
      const d = Math.round(haversineMetres(locations[i], locations[j]) * roadFactor);
      const t = Math.round(d / metresPerSecond);
      distances[i][j] = distances[j][i] = d;
      durations[i][j] = durations[j][i] = t;
    }
  }
  return { distances, durations };
}

export function haversineProvider(options: { roadFactor?: number; speedKmh?: number } = {}): DistanceMatrixProvider {
  return { matrix: async (locations) => haversineMatrix(locations, options.roadFactor, options.speedKmh) };
}

export class RoutingServerError extends Error {}

/**
 * An OSRM-compatible table service (OSRM itself, or Valhalla/GraphHopper behind an OSRM-style facade):
 * `GET {url}/table/v1/driving/{lon,lat;…}?annotations=distance,duration`. Pairs the server cannot route
 * (null) become unreachable (a very large distance and time), so the solver never puts them together.
 */
export function osrmTableProvider(url: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): DistanceMatrixProvider {
  const base = url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async matrix(locations) {
      if (locations.length === 0) return { distances: [], durations: [] };
      const coordinates = locations.map(([lon, lat]) => `${lon.toFixed(6)},${lat.toFixed(6)}`).join(';');
      const target = `${base}/table/v1/driving/${coordinates}?annotations=distance,duration`;
      let body: { code?: string; message?: string; distances?: Array<Array<number | null>>; durations?: Array<Array<number | null>> };
      try {
        const res = await doFetch(target, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
        if (!res.ok) throw new RoutingServerError(`routing server answered HTTP ${res.status}`);
        body = (await res.json()) as typeof body;
      } catch (error) {
        if (error instanceof RoutingServerError) throw error;
        throw new RoutingServerError(`routing server unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (body.code !== 'Ok' || !body.durations || !body.distances) {
        throw new RoutingServerError(`routing server refused the table: ${body.code ?? 'no code'} ${body.message ?? ''}`.trim());
      }
      const n = locations.length;
      const square = (rows: Array<Array<number | null>>, name: string): number[][] => {
        if (rows.length !== n || rows.some((row) => row.length !== n)) throw new RoutingServerError(`routing server sent a ${name} table of the wrong size`);
        return rows.map((row) => row.map((value) => (value === null || !Number.isFinite(value) ? UNREACHABLE : Math.round(value))));
      };
      return { distances: square(body.distances, 'distance'), durations: square(body.durations, 'duration') };
    },
  };
}

/** Metres or seconds standing for "no road": larger than any day, small enough to add without overflow. */
export const UNREACHABLE = 1e9;

/**
 * The input with a `car` matrix from `provider` and every job and vehicle given its `location_index`,
 * so the solver (or a VROOM binary) needs no routing of its own. An input that has a matrix is returned as is.
 */
export async function withMatrix(input: RoutingInput, provider: DistanceMatrixProvider): Promise<RoutingInput> {
  if (input.matrices?.car) return input;
  const locations: Coordinates[] = [];
  const index = new Map<string, number>();
  const indexOf = (point: Coordinates | undefined): number | undefined => {
    if (!point) return undefined;
    const key = `${point[0]},${point[1]}`;
    let at = index.get(key);
    if (at === undefined) {
      at = locations.length;
      locations.push(point);
      index.set(key, at);
    }
    return at;
  };
  const vehicles = input.vehicles.map((v) => ({ ...v, start_index: indexOf(v.start), end_index: indexOf(v.end) }));
  const jobs = input.jobs.map((j) => ({ ...j, location_index: indexOf(j.location) }));
  const { distances, durations } = await provider.matrix(locations);
  return { vehicles, jobs, matrices: { car: { distances, durations } } };
}
