/**
 * The solver's input and output follow VROOM's JSON API (docs/API.md of VROOM-Project/vroom), the subset
 * delivery needs: a VROOM binary can take the same input (see README.md) and our output reads like its.
 * Coordinates are `[lon, lat]`; times are seconds (from midnight of the planned day); amounts are
 * integers `[weightGrams, volumeCm3]`; distances are metres.
 */

export type Coordinates = [lon: number, lat: number];
export type TimeWindow = [start: number, end: number];

export type RoutingVehicle = {
  id: number;
  /** where the car leaves from (the depot); or `start_index` into the matrices */
  start?: Coordinates;
  start_index?: number;
  /** where it must come back; none = the route ends at its last stop (VROOM's open route) */
  end?: Coordinates;
  end_index?: number;
  /** [weightGrams, volumeCm3], integers */
  capacity: number[];
  /** the driver's shift: leave no earlier than start, back (or done) by end */
  time_window?: TimeWindow;
  /** VROOM skills: the vehicle serves only jobs whose skills it all has */
  skills?: number[];
  /**
   * VROOM's initial route: the car's stops in order (`{ type: 'job', id }`; start and end steps may be
   * given and are skipped). The solver starts from them where they fit (standing routes, an edited plan).
   */
  steps?: Array<{ type: StepType; id?: number }>;
  description?: string;
};

export type RoutingJob = {
  id: number;
  location?: Coordinates;
  location_index?: number;
  /** what is unloaded there, [weightGrams, volumeCm3] */
  delivery: number[];
  /** seconds spent at the stop */
  service?: number;
  /** the customer's time slots: the service must start inside one of them */
  time_windows?: TimeWindow[];
  skills?: number[];
  description?: string;
};

/** A custom matrix per VROOM profile (only `car` is used); row/column i is `location_index` i. */
export type RoutingMatrix = { durations: number[][]; distances?: number[][] };

export type RoutingInput = {
  vehicles: RoutingVehicle[];
  jobs: RoutingJob[];
  matrices?: { car?: RoutingMatrix };
};

export type StepType = 'start' | 'job' | 'end';

export type RouteStep = {
  type: StepType;
  /** the job's id on job steps */
  id?: number;
  location?: Coordinates;
  location_index?: number;
  /** when the car gets there (s) */
  arrival: number;
  /** travel time so far on the route (s) */
  duration: number;
  /** distance so far on the route (m) */
  distance: number;
  service: number;
  waiting_time: number;
  /** what the car carries when it leaves the step */
  load: number[];
  /**
   * What the step breaks, as VROOM's plan mode reports it: `delay` — the car gets there after the stop's
   * last window closed, by `duration` s (only `evaluatePlan` of an edited order makes one; solved plans
   * break nothing).
   */
  violations?: Array<{ cause: 'delay'; duration: number }>;
};

export type Route = {
  vehicle: number;
  /** our cost: the route's distance in metres (VROOM's default cost is travel time) */
  cost: number;
  distance: number;
  /** travel time (s), like VROOM: service and waiting are apart */
  duration: number;
  service: number;
  waiting_time: number;
  delivery: number[];
  steps: RouteStep[];
};

export type UnassignedJob = { id: number; type: 'job'; location?: Coordinates };

export type RoutingOutput = {
  /** 0 solved (VROOM: 1 internal error, 2 input error, 3 routing error) */
  code: 0 | 1 | 2 | 3;
  error?: string;
  summary: {
    cost: number;
    routes: number;
    unassigned: number;
    delivery: number[];
    distance: number;
    duration: number;
    service: number;
    waiting_time: number;
    computing_times: { loading: number; solving: number; routing: number };
  };
  unassigned: UnassignedJob[];
  routes: Route[];
};

/** Ours, beside VROOM's input. */
export type SolveOptions = {
  /** the random generator's seed: the same input and seed give the same plan (under an iteration limit) */
  seed?: number;
  /** wall-clock budget of the improvement phase (ms); construction and one local search always finish */
  timeLimitMs?: number;
  /** improvement iterations at most; set it (and a generous time limit) for a reproducible plan */
  maxIterations?: number;
  /**
   * the search's budget in work steps (routing README "Determinism"); default WORK_PER_SECOND × the time
   * limit's seconds, or none when `maxIterations` is given. Reached before the time limit, the plan is the
   * same on every run.
   */
  workLimit?: number;
  /** haversine × this for road distance when no matrix is given (default 1.3) */
  roadFactor?: number;
  /** average speed for travel times when no matrix is given (default 30 km/h) */
  speedKmh?: number;
  /**
   * what each used vehicle costs, in distance units (metres, or the matrix's): a driver's day. Default: more
   * than any plan's whole distance, so the plan uses as few vehicles as it can, then drives the least.
   */
  vehicleCost?: number;
  /** stops the dispatcher pinned to a car: each stays on that vehicle (or, if it cannot fit, unassigned) */
  lockedJobs?: Array<{ jobId: number; vehicleId: number }>;
};

export type SolveProgress = { iteration: number; bestCost: number; unassigned: number; elapsedMs: number };
export type ProgressListener = (progress: SolveProgress) => void;

/** Anything that plans routes: our solver in a worker thread, in-process, or a VROOM binary. */
export type RouteSolver = {
  /** `signal` cancels a solve that is no longer wanted (the worker thread is ended) */
  solve(input: RoutingInput, options: SolveOptions, onProgress?: ProgressListener, signal?: AbortSignal): Promise<RoutingOutput>;
};

/** Road distances (m) and travel times (s) between every pair of locations, row = from, column = to. */
export type DistanceMatrix = { distances: number[][]; durations: number[][] };

export type DistanceMatrixProvider = {
  matrix(locations: Coordinates[]): Promise<DistanceMatrix>;
};
