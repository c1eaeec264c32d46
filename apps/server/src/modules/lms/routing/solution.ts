import { earliestStart as earliest, endNode as end, latestStart as latest, startNode as start, type Problem } from './problem';

// local bindings: run from source (tsx), a module's exports are read through a getter on every call
const earliestStart = earliest;
const latestStart = latest;
const startNode = start;
const endNode = end;

/**
 * A plan under construction: each vehicle's jobs in order, with what the feasibility checks need per
 * route: load, distance, and per position (0 = start, 1..m = jobs, m + 1 = end) the earliest feasible
 * service start `early` and the latest start that still lets the rest of the route keep its windows `late`.
 * A route is feasible when early ≤ late everywhere, so inserting between two positions is checked in O(1).
 */
export class Solution {
  readonly routes: number[][];
  readonly routeOf: Int32Array;
  readonly posOf: Int32Array;
  readonly load: Float64Array;
  readonly dist: Float64Array;
  readonly early: Float64Array[];
  readonly late: Float64Array[];
  unassigned: number;

  constructor(readonly p: Problem) {
    this.routes = Array.from({ length: p.vehicles }, () => []);
    this.routeOf = new Int32Array(p.n).fill(-1);
    this.posOf = new Int32Array(p.n).fill(-1);
    this.load = new Float64Array(p.vehicles * p.dims);
    this.dist = new Float64Array(p.vehicles);
    this.early = Array.from({ length: p.vehicles }, () => new Float64Array(p.n + 2));
    this.late = Array.from({ length: p.vehicles }, () => new Float64Array(p.n + 2));
    this.unassigned = p.n;
    for (let v = 0; v < p.vehicles; v++) this.update(v);
  }

  totalDistance(): number {
    let total = 0;
    for (let v = 0; v < this.p.vehicles; v++) total += this.dist[v];
    return total;
  }

  usedVehicles(): number {
    let used = 0;
    for (const seq of this.routes) if (seq.length > 0) used++;
    return used;
  }

  /** The objective: stops left out first, then vehicles used, then distance (problem.ts sets the weights). */
  cost(): number {
    return this.totalDistance() + this.p.vehicleCost * this.usedVehicles() + this.p.unassignedPenalty * this.unassigned;
  }

  copyFrom(other: Solution): void {
    const V = this.p.vehicles;
    for (let v = 0; v < V; v++) {
      const from = other.routes[v];
      const to = this.routes[v];
      to.length = from.length;
      for (let i = 0; i < from.length; i++) to[i] = from[i];
      const m = from.length + 2;
      this.early[v].set(other.early[v].subarray(0, m));
      this.late[v].set(other.late[v].subarray(0, m));
    }
    this.routeOf.set(other.routeOf);
    this.posOf.set(other.posOf);
    this.load.set(other.load);
    this.dist.set(other.dist);
    this.unassigned = other.unassigned;
  }

  /** Recomputes route v's load, distance and windows after its sequence changed. */
  update(v: number): void {
    const p = this.p;
    const { size, dist, time, service, dims } = p;
    const seq = this.routes[v];
    const m = seq.length;
    const E = this.early[v];
    const L = this.late[v];
    const s = startNode(p, v);
    const e = endNode(p, v);
    p.work += m + 1;
    for (let d = 0; d < dims; d++) this.load[v * dims + d] = 0;
    let prev = s;
    let t = p.twStart[p.twFrom[s]];
    let total = 0;
    E[0] = t;
    for (let i = 0; i < m; i++) {
      const node = seq[i];
      this.routeOf[node] = v;
      this.posOf[node] = i;
      for (let d = 0; d < dims; d++) this.load[v * dims + d] += p.demand[node * dims + d];
      total += dist[prev * size + node];
      t = earliestStart(p, node, t + service[prev] + time[prev * size + node]);
      E[i + 1] = t;
      prev = node;
    }
    total += dist[prev * size + e];
    E[m + 1] = earliestStart(p, e, t + service[prev] + time[prev * size + e]);
    this.dist[v] = total;
    let next = e;
    let l = latestStart(p, e, Infinity);
    L[m + 1] = l;
    for (let i = m - 1; i >= 0; i--) {
      const node = seq[i];
      l = latestStart(p, node, l - time[node * size + next] - service[node]);
      L[i + 1] = l;
      next = node;
    }
    L[0] = latestStart(p, s, l - time[s * size + next]);
  }

  /** The route's windows hold: every early start exists and is no later than its late start. */
  feasible(v: number): boolean {
    const m = this.routes[v].length;
    const E = this.early[v];
    const L = this.late[v];
    for (let i = 0; i <= m + 1; i++) if (!(E[i] <= L[i])) return false;
    return true;
  }

  fitsLoad(v: number, j: number): boolean {
    const { dims, demand, capacity } = this.p;
    for (let d = 0; d < dims; d++) if (this.load[v * dims + d] + demand[j * dims + d] > capacity[v * dims + d]) return false;
    return true;
  }

  /** Node at position i of route v (0 = start, m + 1 = end). */
  nodeAt(v: number, i: number): number {
    const seq = this.routes[v];
    if (i === 0) return startNode(this.p, v);
    if (i > seq.length) return endNode(this.p, v);
    return seq[i - 1];
  }

  /**
   * Whether job j fits between positions i and i + 1 of route v as far as time goes; O(number of windows).
   */
  fitsBetween(v: number, j: number, i: number, prev: number, next: number): boolean {
    const p = this.p;
    const { size, time, service } = p;
    const tj = earliestStart(p, j, this.early[v][i] + service[prev] + time[prev * size + j]);
    if (tj === Infinity) return false;
    return earliestStart(p, next, tj + service[j] + time[j * size + next]) <= this.late[v][i + 1];
  }

  /**
   * The cheapest place for job j in route v: the added cost (distance, plus the vehicle's when the route is
   * empty) and the index in the route to insert at, or Infinity. With `blink`, each place is skipped with that probability (SISR's blinks).
   */
  bestInsertion(v: number, j: number, out: { delta: number; at: number }, blink = 0, random?: () => number): void {
    out.delta = Infinity;
    out.at = -1;
    const p = this.p;
    if (!p.allowed[j * p.vehicles + v] || !this.fitsLoad(v, j)) return;
    const { size, dist } = p;
    const seq = this.routes[v];
    const m = seq.length;
    const E = this.early[v];
    const lastEnd = p.twEnd[p.twFrom[j + 1] - 1];
    let prev = startNode(p, v);
    p.work += m + 1;
    for (let i = 0; i <= m; i++) {
      if (E[i] > lastEnd) break;
      const next = i < m ? seq[i] : endNode(p, v);
      const delta = dist[prev * size + j] + dist[j * size + next] - dist[prev * size + next];
      if (delta < out.delta && (blink === 0 || random!() >= blink) && this.fitsBetween(v, j, i, prev, next)) {
        out.delta = delta;
        out.at = i;
      }
      prev = next;
    }
    if (m === 0) out.delta += p.vehicleCost;
  }

  insert(v: number, j: number, at: number): void {
    this.routes[v].splice(at, 0, j);
    this.unassigned--;
    this.update(v);
  }

  /** Takes the given jobs out of their routes (the routes' caches are rebuilt once each). */
  remove(jobs: number[]): void {
    const touched = new Set<number>();
    for (const j of jobs) {
      const v = this.routeOf[j];
      if (v < 0) continue;
      touched.add(v);
      this.routeOf[j] = -1;
      this.posOf[j] = -1;
      this.unassigned++;
    }
    for (const v of [...touched].sort((a, b) => a - b)) {
      const seq = this.routes[v];
      let w = 0;
      for (let i = 0; i < seq.length; i++) if (this.routeOf[seq[i]] === v) seq[w++] = seq[i];
      seq.length = w;
      this.update(v);
      if (!this.feasible(v)) this.refit(v);
    }
  }

  /**
   * Without the triangle inequality (a routing server's matrix, rounded times) taking a stop out can make
   * the rest later, past a window. Then the route is laid again in its order, dropping what no longer fits.
   */
  private refit(v: number): void {
    const seq = this.routes[v];
    const jobs = [...seq];
    seq.length = 0;
    this.update(v);
    for (const j of jobs) {
      const m = seq.length;
      if (this.fitsBetween(v, j, m, this.nodeAt(v, m), endNode(this.p, v))) {
        seq.push(j);
        this.update(v);
      } else {
        this.routeOf[j] = -1;
        this.posOf[j] = -1;
        this.unassigned++;
      }
    }
  }

  /** Replaces route v's sequence if the new one keeps load and windows; the caller compares costs. */
  trySet(v: number, seq: number[]): boolean {
    const p = this.p;
    for (const j of seq) if (!p.allowed[j * p.vehicles + v]) return false;
    const old = this.routes[v];
    this.routes[v] = seq;
    this.update(v);
    const { dims } = p;
    let ok = this.feasible(v);
    for (let d = 0; ok && d < dims; d++) if (this.load[v * dims + d] > p.capacity[v * dims + d]) ok = false;
    if (!ok) {
      this.routes[v] = old;
      this.update(v);
    }
    return ok;
  }

  /** Exact distance of a sequence on route v, and whether its windows hold (load is the caller's). */
  evaluate(v: number, seq: ArrayLike<number>, len: number): number {
    const p = this.p;
    const { size, dist, time, service } = p;
    const s = startNode(p, v);
    const e = endNode(p, v);
    let prev = s;
    let t = p.twStart[p.twFrom[s]];
    let total = 0;
    p.work += len + 1;
    for (let i = 0; i < len; i++) {
      const node = seq[i];
      total += dist[prev * size + node];
      t = earliestStart(p, node, t + service[prev] + time[prev * size + node]);
      if (t === Infinity) return Infinity;
      prev = node;
    }
    total += dist[prev * size + e];
    return earliestStart(p, e, t + service[prev] + time[prev * size + e]) === Infinity ? Infinity : total;
  }
}
