import { earliestStart as earliest, latestStart as latest, type Problem } from './problem';
import type { Solution } from './solution';

type Random = () => number;

// local bindings: run from source (tsx), a module's exports are read through a getter on every call
const earliestStart = earliest;
const latestStart = latest;

/**
 * Scratch arrays for checking a route with some stops ejected: the remaining nodes (start, jobs, end),
 * their earliest and latest service starts (as Solution keeps them), so each place is checked in O(1).
 */
/** How far apart (in stops) two stops ejected together may be. */
const MAX_PAIR_SPAN = 4;

class Scratch {
  readonly nodes: Int32Array;
  readonly early: Float64Array;
  readonly late: Float64Array;
  constructor(n: number) {
    this.nodes = new Int32Array(n + 2);
    this.early = new Float64Array(n + 2);
    this.late = new Float64Array(n + 2);
  }
}

/**
 * The cheapest feasible place for job j in route v once the stops at positions `skipA` and `skipB` (-1:
 * none) are ejected: the added distance and the place in the remaining sequence (out.delta Infinity when
 * none). O(route).
 */
function placeWithout(sol: Solution, v: number, j: number, skipA: number, skipB: number, s: Scratch, out: { delta: number; at: number }): void {
  const p = sol.p;
  const { size, dist, time, service } = p;
  const route = sol.routes[v];
  const nodes = s.nodes;
  const E = s.early;
  const L = s.late;
  out.delta = Infinity;
  out.at = -1;
  nodes[0] = p.n + 2 * v;
  let m = 1;
  for (let i = 0; i < route.length; i++) if (i !== skipA && i !== skipB) nodes[m++] = route[i];
  nodes[m] = p.n + 2 * v + 1;
  p.work += m;
  let t = p.twStart[p.twFrom[nodes[0]]];
  E[0] = t;
  for (let i = 1; i <= m; i++) {
    const prev = nodes[i - 1];
    t = earliestStart(p, nodes[i], t + service[prev] + time[prev * size + nodes[i]]);
    E[i] = t;
  }
  // removing stops can make the rest later without the triangle inequality: then this route is no place
  if (t === Infinity) return;
  let l = latestStart(p, nodes[m], Infinity);
  L[m] = l;
  for (let i = m - 1; i >= 0; i--) {
    const here = nodes[i];
    l = latestStart(p, here, l - time[here * size + nodes[i + 1]] - (i === 0 ? 0 : service[here]));
    L[i] = l;
  }
  const lastEnd = p.twEnd[p.twFrom[j + 1] - 1];
  for (let i = 0; i < m; i++) {
    if (E[i] > lastEnd) break;
    const prev = nodes[i];
    const next = nodes[i + 1];
    const delta = dist[prev * size + j] + dist[j * size + next] - dist[prev * size + next];
    if (delta >= out.delta) continue;
    const tj = earliestStart(p, j, E[i] + service[prev] + time[prev * size + j]);
    if (tj === Infinity) continue;
    if (earliestStart(p, next, tj + service[j] + time[j * size + next]) <= L[i + 1]) {
      out.delta = delta;
      out.at = i;
    }
  }
}

function loadFitsWithout(p: Problem, sol: Solution, v: number, j: number, a: number, b: number): boolean {
  const { dims, demand, capacity } = p;
  for (let d = 0; d < dims; d++) {
    const load = sol.load[v * dims + d] + demand[j * dims + d] - (a >= 0 ? demand[a * dims + d] : 0) - (b >= 0 ? demand[b * dims + d] : 0);
    if (load > capacity[v * dims + d]) return false;
  }
  return true;
}

/**
 * A few random feasible relocations between nearby stops, whatever they do to distance: the ejection
 * search's shake, so that a stop that did not fit finds the routes arranged otherwise next time.
 */
function shake(sol: Solution, random: Random, moves: number): void {
  const p = sol.p;
  const k = p.neighbourCount;
  if (k === 0) return;
  for (let tries = 0; tries < moves; tries++) {
    const u = Math.floor(random() * p.n);
    const ru = sol.routeOf[u];
    if (ru < 0) continue;
    const w = p.neighbours[u * k + Math.floor(random() * k)];
    const rw = sol.routeOf[w];
    if (rw < 0 || rw === ru || sol.routes[ru].length === 1 || !p.allowed[u * p.vehicles + rw] || !sol.fitsLoad(rw, u)) continue;
    const iw = sol.posOf[w] + 1;
    if (!sol.fitsBetween(rw, u, iw, w, sol.nodeAt(rw, iw + 1))) continue;
    const oldA = sol.routes[ru];
    if (!sol.trySet(ru, oldA.filter((x) => x !== u))) continue;
    const b = sol.routes[rw].slice();
    b.splice(iw, 0, u);
    if (!sol.trySet(rw, b)) sol.trySet(ru, oldA);
  }
}

/**
 * Puts every job of `pool` into the plan's routes (empty ones only with `openRoutes`), making room when a
 * job fits nowhere by ejecting one or two stops of a route into the pool: those whose ejection counters
 * add up least, counters raised each time a job fails to fit directly — the ejection search of Nagata and
 * Bräysy's route minimisation (2009), with up to two ejections and a random shake after each. Returns
 * whether the pool emptied within `maxSteps`; otherwise the plan is left with what is still out unassigned.
 */
export function insertWithEjections(sol: Solution, pool: number[], counters: Int32Array, random: Random, maxSteps: number, openRoutes: boolean, stop: () => boolean): boolean {
  const p = sol.p;
  const scratch = new Scratch(p.n);
  const out = { delta: 0, at: 0 };
  const place = { delta: 0, at: 0 };
  for (let step = 0; pool.length > 0 && step < maxSteps; step++) {
    if ((step & 31) === 31 && stop()) return false;
    const j = pool.pop()!;
    let bestV = -1;
    let bestAt = -1;
    let bestDelta = Infinity;
    for (let v = 0; v < p.vehicles; v++) {
      if (!openRoutes && sol.routes[v].length === 0) continue;
      sol.bestInsertion(v, j, out);
      if (out.delta < bestDelta) {
        bestDelta = out.delta;
        bestV = v;
        bestAt = out.at;
      }
    }
    if (bestV >= 0) {
      sol.insert(bestV, j, bestAt);
      continue;
    }
    counters[j]++;
    // eject the stops with the least counters that make room for j
    let pickV = -1;
    let pickA = -1;
    let pickB = -1;
    let pickSum = Infinity;
    // from a random route on, the first of the least counters wins
    const offset = Math.floor(random() * p.vehicles);
    for (let r = 0; r < p.vehicles; r++) {
      const v = (r + offset) % p.vehicles;
      const route = sol.routes[v];
      if (route.length === 0 || !p.allowed[j * p.vehicles + v]) continue;
      for (let a = 0; a < route.length; a++) {
        // pairs a few stops apart at most: on a long route the whole square costs more than it finds
        for (let b = a, to = Math.min(route.length, a + 1 + MAX_PAIR_SPAN); b < to; b++) {
          const second = b === a ? -1 : b;
          const sum = counters[route[a]] + (second >= 0 ? counters[route[b]] : 0);
          if (sum >= pickSum) continue;
          if (!loadFitsWithout(p, sol, v, j, route[a], second >= 0 ? route[b] : -1)) continue;
          placeWithout(sol, v, j, a, second, scratch, place);
          if (place.delta === Infinity) continue;
          pickV = v;
          pickA = a;
          pickB = second;
          pickSum = sum;
        }
      }
    }
    if (pickV < 0) {
      // nothing makes room for j now: it waits at the bottom of the pool while the routes are shaken
      pool.unshift(j);
      shake(sol, random, 8);
      continue;
    }
    const before = sol.routes[pickV].slice();
    sol.remove(pickB >= 0 ? [before[pickA], before[pickB]] : [before[pickA]]);
    // the remaining route keeps its windows (checked above), so j goes in at its cheapest place there
    sol.bestInsertion(pickV, j, out);
    if (out.at < 0) {
      pool.push(j);
    } else {
      sol.insert(pickV, j, out.at);
    }
    // the ejected, and whatever a non-metric matrix made the route drop with them
    for (const e of before) if (sol.routeOf[e] < 0) pool.push(e);
    shake(sol, random, 8);
  }
  return pool.length === 0;
}
