import { localSearch } from './local-search';
import { nearestNeighbourSequences } from './nearest-neighbour';
import { buildOutput, errorOutput } from './output';
import { buildProblem, endNode, RoutingInputError, startNode, type Problem } from './problem';
import { mulberry32, shuffle } from './random';
import { insertWithEjections } from './route-elimination';
import { Solution } from './solution';
import type { ProgressListener, RoutingInput, RoutingOutput, SolveOptions } from './types';

export const DEFAULT_TIME_LIMIT_MS = 5_000;
/**
 * The search's default budget in work steps (Problem.work) per second of the time limit: 120 million for
 * the default 5 s, 3–5.5 CPU seconds on the development machine at the benches' sizes, so the plan is the
 * same from run to run where the machine keeps up; a busy machine hits the time limit first (then the plan
 * depends on how far it got).
 */
export const WORK_PER_SECOND = 24_000_000;
const PROGRESS_EVERY_MS = 250;

type Random = () => number;
type Insertion = { delta: number; at: number };

/**
 * Regret insertion: among the jobs still out, the one that would lose the most by not getting its best
 * route now goes in first (regret-k: the sum of the gaps between its best and its next k − 1 routes).
 * Each job's best place per route is cached; inserting into a route recomputes that route's column only.
 */
function regretInsert(sol: Solution, pending: number[], k: number, limit = Infinity, openLimit = limit): void {
  const V = sol.p.vehicles;
  const q = pending.length;
  if (q === 0 || V === 0) return;
  const cost = new Float64Array(q * V);
  const at = new Int32Array(q * V);
  const out: Insertion = { delta: 0, at: 0 };
  const fill = (i: number, v: number) => {
    sol.bestInsertion(v, pending[i], out);
    cost[i * V + v] = out.delta > (sol.routes[v].length === 0 ? openLimit : limit) ? Infinity : out.delta;
    at[i * V + v] = out.at;
  };
  for (let i = 0; i < q; i++) for (let v = 0; v < V; v++) fill(i, v);
  const alive = new Uint8Array(q).fill(1);
  const best = new Float64Array(k);
  for (let left = q; left > 0; left--) {
    let pick = -1;
    let pickV = -1;
    let pickScore = -Infinity;
    let pickCost = Infinity;
    for (let i = 0; i < q; i++) {
      if (!alive[i]) continue;
      best.fill(Infinity);
      let bestV = -1;
      for (let v = 0; v < V; v++) {
        const c = cost[i * V + v];
        if (c >= best[k - 1]) continue;
        let slot = k - 1;
        while (slot > 0 && best[slot - 1] > c) {
          best[slot] = best[slot - 1];
          slot--;
        }
        best[slot] = c;
        if (slot === 0) bestV = v;
      }
      if (bestV < 0) continue;
      let score = 0;
      for (let r = 1; r < k; r++) score += best[r] === Infinity ? sol.p.unassignedPenalty : best[r] - best[0];
      if (score > pickScore || (score === pickScore && best[0] < pickCost)) {
        pick = i;
        pickV = bestV;
        pickScore = score;
        pickCost = best[0];
      }
    }
    if (pick < 0) return;
    sol.insert(pickV, pending[pick], at[pick * V + pickV]);
    alive[pick] = 0;
    for (let i = 0; i < q; i++) if (alive[i]) fill(i, pickV);
  }
}

/** SISR's greedy insertion with blinks: jobs one by one in a random kind of order, each at its cheapest place. */
function greedyInsert(sol: Solution, pending: number[], random: Random, blink: number, limit = Infinity): void {
  const p = sol.p;
  const depot = p.vehicles > 0 ? startNode(p, 0) : 0;
  const order = [...pending];
  const kind = Math.floor(random() * 4);
  if (kind === 0) shuffle(order, random);
  else if (kind === 1) order.sort((a, b) => p.demand[b * p.dims] - p.demand[a * p.dims] || a - b);
  else if (kind === 2) order.sort((a, b) => p.dist[depot * p.size + b] - p.dist[depot * p.size + a] || a - b);
  else order.sort((a, b) => p.twEnd[p.twFrom[a + 1] - 1] - p.twEnd[p.twFrom[b + 1] - 1] || a - b);
  const out: Insertion = { delta: 0, at: 0 };
  for (const j of order) {
    let bestV = -1;
    let bestAt = -1;
    let bestDelta = Infinity;
    for (let v = 0; v < p.vehicles; v++) {
      sol.bestInsertion(v, j, out, blink, random);
      if (out.delta < bestDelta) {
        bestDelta = out.delta;
        bestV = v;
        bestAt = out.at;
      }
    }
    if (bestV >= 0 && bestDelta <= limit) sol.insert(bestV, j, bestAt);
  }
}

/**
 * Opens an unused vehicle for the stops taken out (those that fit it, farthest from its start first), then
 * puts the rest back by regret-2: with a finite cost per vehicle, a second car may pay for several stops
 * together where no single stop pays for it alone (routing README, "Algorithm").
 */
function openVehicleInsert(sol: Solution, pending: number[], random: Random, limit: number): void {
  const p = sol.p;
  const empty: number[] = [];
  for (let v = 0; v < p.vehicles; v++) if (sol.routes[v].length === 0) empty.push(v);
  if (empty.length > 0) {
    const v = empty[Math.floor(random() * empty.length)];
    const from = startNode(p, v);
    const order = [...pending].sort((a, b) => p.dist[from * p.size + b] - p.dist[from * p.size + a] || a - b);
    const out: Insertion = { delta: 0, at: 0 };
    for (const j of order) {
      sol.bestInsertion(v, j, out);
      if (out.at >= 0) sol.insert(v, j, out.at);
    }
  }
  regretInsert(sol, pending.filter((j) => sol.routeOf[j] < 0), 2, limit);
}

function assignedJobs(sol: Solution): number[] {
  const jobs: number[] = [];
  for (const seq of sol.routes) for (const j of seq) jobs.push(j);
  return jobs;
}

/** Takes q jobs from a list sorted best-first, favouring the front: index ⌊y^power × length⌋ each time. */
function takeBiased(sorted: number[], q: number, random: Random, power: number): number[] {
  const taken: number[] = [];
  while (taken.length < q && sorted.length > 0) taken.push(sorted.splice(Math.floor(Math.pow(random(), power) * sorted.length), 1)[0]);
  return taken;
}

const destroyRandom = (sol: Solution, q: number, random: Random): number[] => shuffle(assignedJobs(sol), random).slice(0, q);

/** The jobs whose removal saves the most distance, with some randomness. */
function destroyWorst(sol: Solution, q: number, random: Random): number[] {
  const p = sol.p;
  const jobs = assignedJobs(sol);
  const saving = new Map<number, number>();
  for (const j of jobs) {
    const v = sol.routeOf[j];
    const i = sol.posOf[j] + 1;
    const prev = sol.nodeAt(v, i - 1);
    const next = sol.nodeAt(v, i + 1);
    saving.set(j, p.dist[prev * p.size + j] + p.dist[j * p.size + next] - p.dist[prev * p.size + next]);
  }
  jobs.sort((a, b) => saving.get(b)! - saving.get(a)! || a - b);
  return takeBiased(jobs, q, random, 3);
}

/** Shaw's related removal: jobs close to a seed in place and in time. */
function destroyRelated(sol: Solution, q: number, random: Random): number[] {
  const p = sol.p;
  const jobs = assignedJobs(sol);
  if (jobs.length === 0) return [];
  const seed = jobs[Math.floor(random() * jobs.length)];
  let maxDist = 1;
  for (const j of jobs) maxDist = Math.max(maxDist, p.dist[seed * p.size + j]);
  const when = (j: number) => sol.early[sol.routeOf[j]][sol.posOf[j] + 1];
  const horizon = 12 * 3600;
  const relatedness = new Map<number, number>();
  for (const j of jobs) relatedness.set(j, p.dist[seed * p.size + j] / maxDist + Math.abs(when(j) - when(seed)) / horizon);
  jobs.sort((a, b) => relatedness.get(a)! - relatedness.get(b)! || a - b);
  return takeBiased(jobs, q, random, 4);
}

/** SISR's string removal: strings of consecutive stops from the routes nearest a seed stop. */
function destroyStrings(sol: Solution, q: number, random: Random): number[] {
  const p = sol.p;
  const jobs = assignedJobs(sol);
  if (jobs.length === 0) return [];
  const seed = jobs[Math.floor(random() * jobs.length)];
  const used = sol.routes.filter((r) => r.length > 0).length;
  const avgLength = jobs.length / Math.max(1, used);
  const maxString = Math.max(1, Math.min(10, Math.round(avgLength)));
  const routesToCut = Math.max(1, Math.floor(random() * Math.max(1, Math.round((2 * q) / (1 + maxString)))) + 1);
  const removed: number[] = [];
  const touched = new Set<number>();
  const candidates = [seed, ...p.neighbours.subarray(seed * p.neighbourCount, (seed + 1) * p.neighbourCount)];
  for (const c of candidates) {
    if (touched.size >= routesToCut || removed.length >= q) break;
    const v = sol.routeOf[c];
    if (v < 0 || touched.has(v)) continue;
    touched.add(v);
    const seq = sol.routes[v];
    const length = Math.min(seq.length, 1 + Math.floor(random() * maxString), q - removed.length);
    const from = Math.max(0, Math.min(seq.length - length, sol.posOf[c] - Math.floor(random() * length)));
    for (let i = from; i < from + length; i++) removed.push(seq[i]);
  }
  return removed;
}

const DESTROY = [destroyRandom, destroyWorst, destroyRelated, destroyStrings];
const REPAIRS = 4; // regret-2, regret-3, greedy with blinks, a vehicle opened

/** Puts each vehicle's given stops on it in their order, skipping those that do not fit. */
function startFrom(sol: Solution, routes: number[][]): void {
  const p = sol.p;
  routes.forEach((jobs, v) => {
    for (const j of jobs) {
      if (sol.routeOf[j] >= 0 || !p.allowed[j * p.vehicles + v] || !sol.fitsLoad(v, j)) continue;
      const m = sol.routes[v].length;
      if (sol.fitsBetween(v, j, m, sol.nodeAt(v, m), endNode(p, v))) sol.insert(v, j, m);
    }
  });
}

/** A stop left out while ALNS searches costs this many times the plan's distance per stop, at first. */
const LEAVE_OUT_FACTOR = 2;
/** At most this many stops may wait outside the plan ALNS works from. */
const MAX_LEFT_OUT = 2;
/** Iterations in a row the plan ALNS works from may leave stops out before it goes back to the best. */
const RESTORE_AFTER = 150;
/** The penalty grows by this factor each iteration the plan leaves stops out, and eases by 1 % otherwise. */
const LEAVE_GROWTH = 1.05;
/** The share of the time limit the route elimination may take before ALNS shortens the routes. */
const ROUTE_ELIMINATION_SHARE = 0.5;
/** The share of the work budget one attempt to empty a route may take (the last ones fail: bounded). */
const ATTEMPT_SHARE = 0.2;
/** Ejection steps per attempt to empty a route, per job: bounds an attempt when stopped by iterations. */
const EJECTION_STEPS_PER_JOB = 150;
/** Serving a stop left out comes before any vehicle: those attempts get this many times the steps. */
const SERVE_STEPS_FACTOR = 20;
/** Failed attempts in a row (each on another route) that end the route elimination. */
const ELIMINATION_FAILURES = 2;

/**
 * Vehicles first: serves what construction left out (attempts until two in a row fail to serve more),
 * then empties routes one at a time — a route's stops
 * go into an ejection pool and back into the other routes, ejecting others where none fits
 * (route-elimination.ts) — until attempts on two routes in a row fail. Each success is one driver fewer.
 */
function reduceRoutes(current: Solution, trial: Solution, order: number[], random: Random, stop: () => boolean, attemptWork: number): void {
  const p = current.p;
  const counters = new Int32Array(p.n);
  const maxSteps = EJECTION_STEPS_PER_JOB * p.n + 200;
  // a stop no car could serve even alone (too heavy, its window out of every shift) is no one's to make room for
  const servable = new Uint8Array(p.n);
  for (let j = 0; j < p.n; j++) {
    for (let v = 0; v < p.vehicles && !servable[j]; v++) {
      let fits = p.allowed[j * p.vehicles + v] === 1;
      for (let d = 0; fits && d < p.dims; d++) fits = p.demand[j * p.dims + d] <= p.capacity[v * p.dims + d];
      if (fits && trial.evaluate(v, [j], 1) !== Infinity) servable[j] = 1;
    }
  }
  const leftOut = (sol: Solution) => {
    const pool: number[] = [];
    for (let j = p.n - 1; j >= 0; j--) if (sol.routeOf[j] < 0 && servable[j]) pool.push(j);
    return pool;
  };
  let failures = 0;
  // serving every stop comes first: attempts from the best plan so far, each with fresh counters and more steps
  while (leftOut(current).length > 0 && failures < ELIMINATION_FAILURES && !stop()) {
    trial.copyFrom(current);
    counters.fill(1);
    const servedAll = insertWithEjections(trial, leftOut(trial), counters, random, SERVE_STEPS_FACTOR * maxSteps, true, stop);
    localSearch(trial, order);
    const better = trial.cost() < current.cost();
    if (better) current.copyFrom(trial);
    failures = better && servedAll ? 0 : failures + 1;
  }
  failures = 0;
  while (leftOut(current).length === 0 && failures < ELIMINATION_FAILURES && current.usedVehicles() > 1 && !stop()) {
    trial.copyFrom(current);
    const used: number[] = [];
    for (let v = 0; v < p.vehicles; v++) if (trial.routes[v].length > 0) used.push(v);
    const pool = [...trial.routes[used[Math.floor(random() * used.length)]]];
    trial.remove(pool);
    counters.fill(1);
    const attemptEnd = p.work + attemptWork;
    let emptied = insertWithEjections(trial, pool, counters, random, maxSteps, false, () => p.work >= attemptEnd || stop());
    if (emptied) {
      localSearch(trial, order);
      // a vehicle that costs less than the distance its stops add elsewhere stays
      emptied = trial.cost() < current.cost();
    }
    if (emptied) {
      current.copyFrom(trial);
      failures = 0;
    } else {
      failures++;
    }
  }
}

/** What a solve did: ALNS iterations, time, the construction's cost, work steps in all and to the end of the route elimination. */
export type SolveStats = { iterations: number; elapsedMs: number; constructionCost: number; work?: number; eliminationWork?: number };

/**
 * Our CVRPTW solver, in this thread: regret-2 construction, local search, then ALNS (random, worst,
 * related and string removal; regret-2, regret-3 and greedy-with-blinks repair; operator weights adapted
 * by their success; simulated-annealing acceptance; local search on each candidate) until the work, time or
 * iteration limit. Deterministic for a seed when stopped by work or iterations: time is only ever a cap.
 */
export function solveRoutes(input: RoutingInput, options: SolveOptions = {}, onProgress?: ProgressListener, stats?: SolveStats): RoutingOutput {
  const started = performance.now();
  let p: Problem;
  try {
    p = buildProblem(input, options);
  } catch (error) {
    if (error instanceof RoutingInputError) return errorOutput(2, error.message);
    throw error;
  }
  const loaded = performance.now();
  const random = mulberry32(options.seed ?? 1);
  const timeLimit = options.timeLimitMs ?? (options.maxIterations === undefined ? DEFAULT_TIME_LIMIT_MS : Infinity);
  const maxIterations = options.maxIterations ?? Infinity;
  const workLimit = options.workLimit ?? (options.maxIterations === undefined ? (WORK_PER_SECOND * timeLimit) / 1000 : Infinity);
  // the time limit counts from the call: checking the input and building the matrix are part of it
  const elapsed = () => performance.now() - started;

  const current = new Solution(p);
  startFrom(current, p.initialRoutes);
  const everyJob = Array.from({ length: p.n }, (_, j) => j);
  regretInsert(current, everyJob.filter((j) => current.routeOf[j] < 0), 2);
  // regret insertion can strand a stop that nearest-neighbour's order fits: start from whichever serves more
  const best = new Solution(p);
  startFrom(best, nearestNeighbourSequences(p));
  if (best.cost() < current.cost()) current.copyFrom(best);
  if (stats) stats.constructionCost = current.cost();
  const order = shuffle([...everyJob], random);
  localSearch(current, order);
  const candidate = new Solution(p);
  reduceRoutes(current, candidate, order, random, () => p.work >= workLimit * ROUTE_ELIMINATION_SHARE || elapsed() >= timeLimit * ROUTE_ELIMINATION_SHARE, workLimit * ATTEMPT_SHARE);
  best.copyFrom(current);
  if (stats) stats.eliminationWork = p.work;

  let iteration = 0;
  let lastReport = -Infinity;
  const report = (force: boolean) => {
    const now = elapsed();
    if (!onProgress || (!force && now - lastReport < PROGRESS_EVERY_MS)) return;
    lastReport = now;
    onProgress({ iteration, bestCost: best.totalDistance(), unassigned: best.unassigned, elapsedMs: Math.round(now) });
  };
  report(true);

  const assigned = p.n - current.unassigned;
  if (assigned > 0 && p.vehicles > 0) {
    const destroyWeight = new Float64Array(DESTROY.length).fill(1);
    const repairWeight = new Float64Array(REPAIRS).fill(1);
    // opening a vehicle is for a cost per vehicle some distance can outweigh, not for vehicles first
    if (!(p.vehicleCost < current.totalDistance())) repairWeight[3] = 0;
    const destroyScore = new Float64Array(DESTROY.length);
    const repairScore = new Float64Array(REPAIRS);
    const destroyUses = new Float64Array(DESTROY.length);
    const repairUses = new Float64Array(REPAIRS);
    const roulette = (weights: Float64Array) => {
      let sum = 0;
      for (const w of weights) sum += w;
      let r = random() * sum;
      for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) <= 0) return i;
      return weights.length - 1;
    };
    const qMin = Math.min(assigned, Math.max(2, Math.round(p.n * 0.04)));
    const qMax = Math.min(assigned, Math.max(qMin, Math.min(50, Math.round(p.n * 0.2))));
    const changed = new Uint8Array(p.vehicles);
    const polish: number[] = [];
    const startTemperature = (0.005 * current.totalDistance()) / Math.LN2;
    const endTemperature = startTemperature / 200;
    // what leaving a stop out costs while searching: a stop whose cheapest place costs more waits outside
    // (and goes back in when a later repair finds it room); the plan returned always serves all it can
    const basePenalty = (LEAVE_OUT_FACTOR * current.totalDistance()) / Math.max(1, assigned);
    let leavePenalty = basePenalty;
    let outFor = 0;
    const counters = new Int32Array(p.n);
    const servedAtBest = best.unassigned;
    const searchCost = (sol: Solution) => sol.totalDistance() + p.vehicleCost * sol.usedVehicles() + leavePenalty * (sol.unassigned - servedAtBest);
    const workFrom = p.work;
    while (iteration < maxIterations && p.work < workLimit && elapsed() < timeLimit) {
      iteration++;
      // the schedule follows iterations or work (reproducible); time only when neither is limited
      const progress =
        maxIterations === Infinity && workLimit === Infinity
          ? Math.min(1, elapsed() / timeLimit)
          : Math.min(1, Math.max(iteration / maxIterations, (p.work - workFrom) / (workLimit - workFrom)));
      const temperature = startTemperature * Math.pow(endTemperature / startTemperature, progress);
      candidate.copyFrom(current);
      const q = qMin + Math.floor(random() * (qMax - qMin + 1));
      const d = roulette(destroyWeight);
      const r = roulette(repairWeight);
      const removed = DESTROY[d](candidate, q, random);
      candidate.remove(removed);
      const pending: number[] = [];
      for (let j = 0; j < p.n; j++) if (candidate.routeOf[j] < 0) pending.push(j);
      if (r === 2) greedyInsert(candidate, pending, random, 0.01, leavePenalty);
      else if (r === 3) openVehicleInsert(candidate, pending, random, leavePenalty);
      else regretInsert(candidate, pending, r + 2, leavePenalty);
      // polish only around what changed: the stops at either end of an edge the current plan does not have
      for (let v = 0; v < p.vehicles; v++) {
        const a = candidate.routes[v];
        const b = current.routes[v];
        let same = a.length === b.length;
        for (let i = 0; same && i < a.length; i++) same = a[i] === b[i];
        changed[v] = same ? 0 : 1;
      }
      polish.length = 0;
      for (const j of order) {
        const v = candidate.routeOf[j];
        if (v < 0 || !changed[v]) continue;
        const i = candidate.posOf[j] + 1;
        const c = current.posOf[j] + 1;
        if (current.routeOf[j] !== v || candidate.nodeAt(v, i - 1) !== current.nodeAt(v, c - 1) || candidate.nodeAt(v, i + 1) !== current.nodeAt(v, c + 1)) polish.push(j);
      }
      localSearch(candidate, polish, 3);
      // stops still out get a last chance after the polish: any place in a used route will do
      if (candidate.unassigned > servedAtBest) {
        pending.length = 0;
        for (let j = 0; j < p.n; j++) if (candidate.routeOf[j] < 0) pending.push(j);
        regretInsert(candidate, pending, 2, Infinity, leavePenalty);
      }

      const cost = searchCost(candidate);
      const currentCost = searchCost(current);
      let score = 0;
      if (candidate.cost() < best.cost() - 1e-6) {
        best.copyFrom(candidate);
        current.copyFrom(candidate);
        score = 33;
      } else if (candidate.unassigned > servedAtBest && (candidate.usedVehicles() < best.usedVehicles() || candidate.unassigned - servedAtBest > MAX_LEFT_OUT)) {
        // a vehicle saved by leaving its stops out is no saving: such a plan would only ever lose them
      } else if (cost < currentCost - 1e-6) {
        current.copyFrom(candidate);
        score = 9;
      } else if (cost > currentCost + 1e-6 && random() < Math.exp((currentCost - cost) / temperature)) {
        current.copyFrom(candidate);
        score = 13;
      }
      // the penalty rises while the current plan leaves stops out, and eases back while it serves all
      leavePenalty = current.unassigned > servedAtBest ? Math.min(basePenalty * 64, leavePenalty * LEAVE_GROWTH) : Math.max(basePenalty / 4, leavePenalty * 0.99);
      // a plan that has not found its stops room for a while makes room by ejections (route-elimination.ts),
      // or, failing that, goes back to the best plan
      outFor = current.unassigned > servedAtBest ? outFor + 1 : 0;
      if (outFor >= RESTORE_AFTER) {
        outFor = 0;
        candidate.copyFrom(current);
        const pool: number[] = [];
        for (let j = 0; j < p.n; j++) if (candidate.routeOf[j] < 0 && best.routeOf[j] >= 0) pool.push(j);
        counters.fill(1);
        if (insertWithEjections(candidate, pool, counters, random, EJECTION_STEPS_PER_JOB * pool.length + 100, false, () => p.work >= workLimit || elapsed() >= timeLimit)) {
          localSearch(candidate, order, 3);
          current.copyFrom(candidate);
          if (candidate.cost() < best.cost() - 1e-6) best.copyFrom(candidate);
        } else {
          current.copyFrom(best);
        }
      }
      destroyScore[d] += score;
      repairScore[r] += score;
      destroyUses[d]++;
      repairUses[r]++;
      if (iteration % 100 === 0) {
        for (let i = 0; i < DESTROY.length; i++) if (destroyUses[i] > 0) destroyWeight[i] = Math.max(0.05, 0.8 * destroyWeight[i] + (0.2 * destroyScore[i]) / destroyUses[i]);
        for (let i = 0; i < REPAIRS; i++) if (repairUses[i] > 0) repairWeight[i] = Math.max(0.05, 0.8 * repairWeight[i] + (0.2 * repairScore[i]) / repairUses[i]);
        destroyScore.fill(0);
        repairScore.fill(0);
        destroyUses.fill(0);
        repairUses.fill(0);
      }
      report(false);
    }
  }
  report(true);
  if (stats) {
    stats.iterations = iteration;
    stats.work = p.work;
    stats.elapsedMs = elapsed();
  }
  return buildOutput(p, best.routes, { loading: loaded - started, solving: performance.now() - loaded });
}
