import { DEFAULT_ROAD_FACTOR, DEFAULT_SPEED_KMH, haversineMatrix } from './matrix';
import type { Coordinates, RoutingInput, SolveOptions } from './types';

/** End of any window left open: a week in seconds, far beyond a delivery day. */
export const OPEN_END = 7 * 24 * 3600;

export class RoutingInputError extends Error {}

/**
 * The input as flat arrays over nodes: job j is node j; vehicle v starts at node n + 2v and ends at node
 * n + 2v + 1. A vehicle without a start or an end has a virtual node there, at distance 0 from all.
 */
export type Problem = {
  n: number;
  vehicles: number;
  dims: number;
  /** node count, n + 2 × vehicles; dist and time are size × size, row = from */
  size: number;
  dist: Float64Array;
  time: Float64Array;
  /** per node: service seconds and its time windows (twFrom[node] .. twFrom[node + 1] into twStart/twEnd) */
  service: Float64Array;
  twFrom: Int32Array;
  twStart: Float64Array;
  twEnd: Float64Array;
  /** job demand, n × dims; vehicle capacity, vehicles × dims */
  demand: Float64Array;
  capacity: Float64Array;
  /** allowed[j × vehicles + v]: vehicle v may serve job j (skills and locks) */
  allowed: Uint8Array;
  /**
   * What a used vehicle costs, in distance units (each vehicle is a driver's day): `vehicleCost` given, or by
   * default more than any plan's whole distance, so fewer vehicles always win and distance decides the rest.
   */
  vehicleCost: number;
  /** What one stop left out costs: more than every vehicle and any distance, so serving a stop always wins. */
  unassignedPenalty: number;
  /**
   * Work done so far, in steps of the search's inner loops (a place tried for a stop, a stop re-timed, a
   * move looked at): the solver's deterministic clock, so a work budget stops it at the same plan on any
   * machine. About 20–45 million a CPU second on the development machine (routing README "Determinism").
   */
  work: number;
  /** the jobs' neighbours, nearest first (by distance both ways), `neighbourCount` per job */
  neighbours: Int32Array;
  neighbourCount: number;
  /** per vehicle, the jobs of its initial route (VROOM `steps`), in order */
  initialRoutes: number[][];
  /** the input's ids and locations, for the output */
  jobIds: number[];
  vehicleIds: number[];
  jobLocation: Array<Coordinates | undefined>;
  jobLocationIndex: Array<number | undefined>;
  startLocation: Array<Coordinates | undefined>;
  endLocation: Array<Coordinates | undefined>;
  startIndex: Array<number | undefined>;
  endIndex: Array<number | undefined>;
  hasStart: boolean[];
  hasEnd: boolean[];
};

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isCoordinates = (x: unknown): x is Coordinates =>
  Array.isArray(x) && x.length === 2 && x.every((c) => typeof c === 'number' && Number.isFinite(c)) && Math.abs(x[0]) <= 180 && Math.abs(x[1]) <= 90;

/** Checks the input like VROOM does (its code 2) and builds the problem; throws RoutingInputError. */
export function buildProblem(input: RoutingInput, options: SolveOptions = {}, neighbourCount = 24): Problem {
  if (!input || !Array.isArray(input.vehicles) || !Array.isArray(input.jobs)) throw new RoutingInputError('input needs vehicles and jobs arrays');
  const n = input.jobs.length;
  const V = input.vehicles.length;
  const dims = V > 0 ? input.vehicles[0].capacity?.length ?? 0 : n > 0 ? input.jobs[0].delivery?.length ?? 0 : 0;
  const checkAmount = (amount: unknown, what: string) => {
    if (!Array.isArray(amount) || amount.length !== dims || !amount.every((a) => isInt(a) && a >= 0)) {
      throw new RoutingInputError(`${what}: amounts must be ${dims} non-negative integers`);
    }
  };
  const checkWindow = (w: unknown, what: string) => {
    if (!Array.isArray(w) || w.length !== 2 || !w.every((t) => isInt(t) && t >= 0) || w[0] > w[1]) throw new RoutingInputError(`${what}: a time window is [start, end] seconds, start ≤ end`);
  };
  const matrix = input.matrices?.car;
  const matrixSize = matrix?.durations?.length ?? 0;
  if (matrix) {
    if (!Array.isArray(matrix.durations) || matrix.durations.some((row) => !Array.isArray(row) || row.length !== matrixSize)) throw new RoutingInputError('matrices.car.durations must be square');
    if (matrix.distances && (matrix.distances.length !== matrixSize || matrix.distances.some((row) => !Array.isArray(row) || row.length !== matrixSize))) {
      throw new RoutingInputError('matrices.car.distances must be square, as durations');
    }
  }
  const checkPlace = (location: unknown, index: unknown, what: string, required: boolean) => {
    if (matrix) {
      if (index === undefined && !required) return;
      if (!isInt(index) || index < 0 || index >= matrixSize) throw new RoutingInputError(`${what}: location_index must point into the matrix`);
    } else {
      if (location === undefined && !required) return;
      if (!isCoordinates(location)) throw new RoutingInputError(`${what}: location must be [lon, lat]`);
    }
  };

  const vehicleIds: number[] = [];
  const seenVehicles = new Set<number>();
  input.vehicles.forEach((v, i) => {
    const what = `vehicles[${i}]`;
    if (!isInt(v.id) || seenVehicles.has(v.id)) throw new RoutingInputError(`${what}: id must be a unique integer`);
    seenVehicles.add(v.id);
    vehicleIds.push(v.id);
    checkAmount(v.capacity, what);
    checkPlace(v.start, v.start_index, `${what}.start`, false);
    checkPlace(v.end, v.end_index, `${what}.end`, false);
    if (v.time_window !== undefined) checkWindow(v.time_window, what);
  });
  const jobIds: number[] = [];
  const seenJobs = new Set<number>();
  input.jobs.forEach((j, i) => {
    const what = `jobs[${i}]`;
    if (!isInt(j.id) || seenJobs.has(j.id)) throw new RoutingInputError(`${what}: id must be a unique integer`);
    seenJobs.add(j.id);
    jobIds.push(j.id);
    checkAmount(j.delivery, what);
    checkPlace(j.location, j.location_index, what, true);
    if (j.service !== undefined && !(isInt(j.service) && j.service >= 0)) throw new RoutingInputError(`${what}: service must be whole seconds ≥ 0`);
    if (j.time_windows !== undefined) {
      if (!Array.isArray(j.time_windows) || j.time_windows.length === 0) throw new RoutingInputError(`${what}: time_windows must not be empty`);
      j.time_windows.forEach((w) => checkWindow(w, what));
    }
  });

  const size = n + 2 * V;
  const dist = new Float64Array(size * size);
  const time = new Float64Array(size * size);
  // node → row of the source matrix (-1: a virtual start or end)
  const source = new Int32Array(size).fill(-1);
  let distances: number[][];
  let durations: number[][];
  if (matrix) {
    input.jobs.forEach((j, i) => (source[i] = j.location_index!));
    input.vehicles.forEach((v, i) => {
      if (v.start_index !== undefined) source[n + 2 * i] = v.start_index;
      if (v.end_index !== undefined) source[n + 2 * i + 1] = v.end_index;
    });
    durations = matrix.durations;
    // VROOM without distances costs by time; we then minimise time
    distances = matrix.distances ?? matrix.durations;
  } else {
    const locations: Coordinates[] = [];
    const at = (point: Coordinates) => {
      locations.push(point);
      return locations.length - 1;
    };
    input.jobs.forEach((j, i) => (source[i] = at(j.location!)));
    input.vehicles.forEach((v, i) => {
      if (v.start) source[n + 2 * i] = at(v.start);
      if (v.end) source[n + 2 * i + 1] = at(v.end);
    });
    ({ distances, durations } = haversineMatrix(locations, options.roadFactor ?? DEFAULT_ROAD_FACTOR, options.speedKmh ?? DEFAULT_SPEED_KMH));
  }
  for (let a = 0; a < size; a++) {
    const ra = source[a];
    if (ra < 0) continue;
    for (let b = 0; b < size; b++) {
      const rb = source[b];
      if (rb < 0) continue;
      const d = Number(distances[ra][rb]);
      const t = Number(durations[ra][rb]);
      if (!Number.isFinite(d) || d < 0 || !Number.isFinite(t) || t < 0) throw new RoutingInputError('matrices must hold finite non-negative numbers');
      dist[a * size + b] = d;
      time[a * size + b] = t;
    }
  }

  // no route is longer than every node's longest edge added up: the bound that puts vehicles first
  let distanceBound = 0;
  for (let a = 0; a < size; a++) {
    let longest = 0;
    for (let b = 0; b < size; b++) if (dist[a * size + b] > longest) longest = dist[a * size + b];
    distanceBound += longest;
  }
  distanceBound = Math.ceil(distanceBound) + 1;
  const vehicleCost = options.vehicleCost ?? distanceBound;
  if (!(Number.isFinite(vehicleCost) && vehicleCost >= 0)) throw new RoutingInputError('vehicleCost must be a finite number ≥ 0');

  const service = new Float64Array(size);
  const twFrom = new Int32Array(size + 1);
  const starts: number[] = [];
  const ends: number[] = [];
  for (let node = 0; node < size; node++) {
    twFrom[node] = starts.length;
    if (node < n) {
      const job = input.jobs[node];
      service[node] = job.service ?? 0;
      const windows = [...(job.time_windows ?? [[0, OPEN_END]])].sort((a, b) => a[0] - b[0]);
      for (const [s, e] of windows) {
        starts.push(s);
        ends.push(e);
      }
    } else {
      const window = input.vehicles[(node - n) >> 1].time_window ?? [0, OPEN_END];
      starts.push(window[0]);
      ends.push(window[1]);
    }
  }
  twFrom[size] = starts.length;

  const demand = new Float64Array(n * dims);
  input.jobs.forEach((j, i) => j.delivery.forEach((a, d) => (demand[i * dims + d] = a)));
  const capacity = new Float64Array(V * dims);
  input.vehicles.forEach((v, i) => v.capacity.forEach((a, d) => (capacity[i * dims + d] = a)));

  const allowed = new Uint8Array(n * V);
  const jobIndex = new Map(jobIds.map((id, i) => [id, i]));
  const vehicleIndex = new Map(vehicleIds.map((id, i) => [id, i]));
  const lockedTo = new Map<number, number>();
  for (const lock of options.lockedJobs ?? []) {
    const j = jobIndex.get(lock.jobId);
    const v = vehicleIndex.get(lock.vehicleId);
    if (j === undefined) throw new RoutingInputError(`lockedJobs: no job ${lock.jobId}`);
    if (v === undefined) throw new RoutingInputError(`lockedJobs: no vehicle ${lock.vehicleId}`);
    lockedTo.set(j, v);
  }
  for (let j = 0; j < n; j++) {
    const skills = input.jobs[j].skills ?? [];
    for (let v = 0; v < V; v++) {
      const has = input.vehicles[v].skills ?? [];
      const fits = dims === 0 || input.jobs[j].delivery.every((a, d) => a <= input.vehicles[v].capacity[d]);
      const skilled = skills.every((s) => has.includes(s));
      const lock = lockedTo.get(j);
      allowed[j * V + v] = fits && skilled && (lock === undefined || lock === v) ? 1 : 0;
    }
  }

  const initialRoutes = input.vehicles.map((v, i) => {
    const jobs: number[] = [];
    for (const step of v.steps ?? []) {
      if (step.type !== 'job') continue;
      const j = step.id === undefined ? undefined : jobIndex.get(step.id);
      if (j === undefined) throw new RoutingInputError(`vehicles[${i}].steps: no job ${step.id}`);
      jobs.push(j);
    }
    return jobs;
  });

  const k = Math.min(neighbourCount, Math.max(0, n - 1));
  const neighbours = new Int32Array(n * k);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let j = 0; j < n; j++) {
    const near = order.filter((o) => o !== j).sort((a, b) => dist[j * size + a] + dist[a * size + j] - (dist[j * size + b] + dist[b * size + j]) || a - b);
    for (let i = 0; i < k; i++) neighbours[j * k + i] = near[i];
  }

  return {
    n,
    vehicles: V,
    dims,
    size,
    dist,
    time,
    service,
    twFrom,
    twStart: Float64Array.from(starts),
    twEnd: Float64Array.from(ends),
    demand,
    capacity,
    allowed,
    vehicleCost,
    unassignedPenalty: V * vehicleCost + distanceBound,
    neighbours,
    neighbourCount: k,
    work: 0,
    initialRoutes,
    jobIds,
    vehicleIds,
    jobLocation: input.jobs.map((j) => j.location),
    jobLocationIndex: input.jobs.map((j) => j.location_index),
    startLocation: input.vehicles.map((v) => v.start),
    endLocation: input.vehicles.map((v) => v.end),
    startIndex: input.vehicles.map((v) => v.start_index),
    endIndex: input.vehicles.map((v) => v.end_index),
    hasStart: input.vehicles.map((v) => (matrix ? v.start_index !== undefined : v.start !== undefined)),
    hasEnd: input.vehicles.map((v) => (matrix ? v.end_index !== undefined : v.end !== undefined)),
  };
}

/** The earliest service start at `node` for an arrival at `arrival`, or Infinity when every window is past. */
export function earliestStart(p: Problem, node: number, arrival: number): number {
  for (let k = p.twFrom[node], end = p.twFrom[node + 1]; k < end; k++) {
    if (arrival <= p.twEnd[k]) return arrival > p.twStart[k] ? arrival : p.twStart[k];
  }
  return Infinity;
}

/** The latest service start at `node` no later than `limit`, or -Infinity when none. */
export function latestStart(p: Problem, node: number, limit: number): number {
  for (let k = p.twFrom[node + 1] - 1, begin = p.twFrom[node]; k >= begin; k--) {
    if (limit >= p.twStart[k]) return limit < p.twEnd[k] ? limit : p.twEnd[k];
  }
  return -Infinity;
}

export const startNode = (p: Problem, v: number) => p.n + 2 * v;
export const endNode = (p: Problem, v: number) => p.n + 2 * v + 1;
