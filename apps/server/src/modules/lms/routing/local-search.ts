import { earliestStart as earliest } from './problem';
import type { Solution } from './solution';

// local bindings: run from source (tsx), a module's exports are read through a getter on every call
const earliestStart = earliest;

const EPS = 1e-6;

/**
 * Descends to a local optimum with relocate, swap, 2-opt* (tails exchanged between two routes), or-opt
 * (a string of 2–3 stops moved, either way round) and intra-route 2-opt, each move only between a job and
 * its nearest neighbours (granular search). A move's distance change is worked out first in O(1); only a
 * gaining move has its windows and loads checked, so capacity and time windows are never broken.
 * Returns whether anything improved.
 */
export function localSearch(sol: Solution, order: number[], maxPasses = 50): boolean {
  const p = sol.p;
  const { size, dist: D, neighbours, neighbourCount: k } = p;
  const d = (a: number, b: number) => D[a * size + b];
  let improvedAny = false;

  /** Without the job between positions before and after, the windows at after still hold. */
  const fitsWithout = (v: number, before: number, after: number, prev: number, next: number) =>
    earliestStart(p, next, sol.early[v][before] + p.service[prev] + p.time[prev * size + next]) <= sol.late[v][after];
  /** Job j placed between positions before and after (other stops in between dropped) keeps the windows. */
  const fitsAt = (v: number, j: number, before: number, after: number, prev: number, next: number) => {
    const tj = earliestStart(p, j, sol.early[v][before] + p.service[prev] + p.time[prev * size + j]);
    return tj !== Infinity && earliestStart(p, next, tj + p.service[j] + p.time[j * size + next]) <= sol.late[v][after];
  };
  const allowedAll = (v: number, seq: number[], from: number, to: number) => {
    for (let i = from; i < to; i++) if (!p.allowed[seq[i] * p.vehicles + v]) return false;
    return true;
  };
  const loadFits = (v: number, seq: number[]) => {
    for (let dim = 0; dim < p.dims; dim++) {
      let sum = 0;
      for (const j of seq) sum += p.demand[j * p.dims + dim];
      if (sum > p.capacity[v * p.dims + dim]) return false;
    }
    return true;
  };
  /** Sets the two routes (or one, when ra === rb) if the exact new distance is lower and all holds. */
  const applyIfBetter = (ra: number, a: number[], rb: number, b: number[] | null) => {
    const two = b !== null && rb !== ra;
    // a route left empty no longer costs its vehicle
    const before = sol.dist[ra] + (two ? sol.dist[rb] + p.vehicleCost : 0);
    const da = sol.evaluate(ra, a, a.length);
    if (da === Infinity) return false;
    const db = b ? sol.evaluate(rb, b, b.length) : 0;
    if (db === Infinity || da + db + (two && b.length > 0 ? p.vehicleCost : 0) >= before - EPS) return false;
    if (!loadFits(ra, a) || (b && !loadFits(rb, b))) return false;
    sol.routes[ra] = a;
    sol.update(ra);
    if (b) {
      sol.routes[rb] = b;
      sol.update(rb);
    }
    return true;
  };

  const tryMoves = (u: number, w: number): boolean => {
    p.work += 16;
    const ru = sol.routeOf[u];
    const rw = sol.routeOf[w];
    if (ru < 0 || rw < 0) return false;
    const A = sol.routes[ru];
    const B = sol.routes[rw];
    const iu = sol.posOf[u] + 1;
    const iw = sol.posOf[w] + 1;
    const prevU = sol.nodeAt(ru, iu - 1);
    const nextU = sol.nodeAt(ru, iu + 1);
    const prevW = sol.nodeAt(rw, iw - 1);
    const nextW = sol.nodeAt(rw, iw + 1);
    // taking u out of a route where it is alone also saves that vehicle
    const removeGain = d(prevU, u) + d(u, nextU) - d(prevU, nextU) + (A.length === 1 && ru !== rw ? p.vehicleCost : 0);

    if (ru !== rw) {
      const canTake = p.allowed[u * p.vehicles + rw] === 1 && sol.fitsLoad(rw, u);
      // relocate u after w, then before w
      if (canTake && d(w, u) + d(u, nextW) - d(w, nextW) - removeGain < -EPS && fitsAt(rw, u, iw, iw + 1, w, nextW) && fitsWithout(ru, iu - 1, iu + 1, prevU, nextU)) {
        A.splice(iu - 1, 1);
        B.splice(iw, 0, u);
        sol.update(ru);
        sol.update(rw);
        return true;
      }
      if (canTake && d(prevW, u) + d(u, w) - d(prevW, w) - removeGain < -EPS && fitsAt(rw, u, iw - 1, iw, prevW, w) && fitsWithout(ru, iu - 1, iu + 1, prevU, nextU)) {
        A.splice(iu - 1, 1);
        B.splice(iw - 1, 0, u);
        sol.update(ru);
        sol.update(rw);
        return true;
      }
      // swap u and w
      const swapDelta = d(prevU, w) + d(w, nextU) - d(prevU, u) - d(u, nextU) + d(prevW, u) + d(u, nextW) - d(prevW, w) - d(w, nextW);
      if (swapDelta < -EPS && p.allowed[u * p.vehicles + rw] && p.allowed[w * p.vehicles + ru]) {
        let fits = true;
        for (let dim = 0; fits && dim < p.dims; dim++) {
          const du = p.demand[u * p.dims + dim];
          const dw = p.demand[w * p.dims + dim];
          if (sol.load[ru * p.dims + dim] - du + dw > p.capacity[ru * p.dims + dim] || sol.load[rw * p.dims + dim] - dw + du > p.capacity[rw * p.dims + dim]) fits = false;
        }
        if (fits && fitsAt(ru, w, iu - 1, iu + 1, prevU, nextU) && fitsAt(rw, u, iw - 1, iw + 1, prevW, nextW)) {
          A[iu - 1] = w;
          B[iw - 1] = u;
          sol.update(ru);
          sol.update(rw);
          return true;
        }
      }
      // 2-opt*: A keeps its head up to u and takes B's tail from w; B keeps its head before w and takes A's tail
      // (iw = 1 and u last: B goes whole after A, one vehicle fewer)
      if (d(u, w) + d(prevW, nextU) - d(u, nextU) - d(prevW, w) < -EPS || (iw === 1 && iu === A.length)) {
        const a = A.slice(0, iu).concat(B.slice(iw - 1));
        const b = B.slice(0, iw - 1).concat(A.slice(iu));
        if (allowedAll(ru, B, iw - 1, B.length) && allowedAll(rw, A, iu, A.length) && applyIfBetter(ru, a, rw, b)) return true;
      }
    } else {
      // intra-route: relocate u after w, and 2-opt creating the edge u–w
      if (iu !== iw + 1 && d(w, u) + d(u, nextW) - d(w, nextW) - removeGain < -EPS) {
        const a = A.filter((x) => x !== u);
        a.splice(a.indexOf(w) + 1, 0, u);
        if (applyIfBetter(ru, a, ru, null)) return true;
      }
      if (Math.abs(iu - iw) > 1) {
        const lo = Math.min(iu, iw);
        const hi = Math.max(iu, iw);
        const first = sol.nodeAt(ru, lo);
        const afterHi = sol.nodeAt(ru, hi + 1);
        // reverse positions lo + 1 .. hi: edges first–A[hi] and A[lo + 1]–afterHi
        const last = sol.nodeAt(ru, hi);
        const second = sol.nodeAt(ru, lo + 1);
        if (d(first, last) + d(second, afterHi) - d(first, second) - d(last, afterHi) < -EPS) {
          const a = A.slice(0, lo).concat(A.slice(lo, hi).reverse(), A.slice(hi));
          if (applyIfBetter(ru, a, ru, null)) return true;
        }
      }
    }
    // or-opt: the string of 2–3 stops starting at u moves next to w, either way round
    for (let len = 2; len <= 3; len++) {
      if (iu - 1 + len > A.length) break;
      // the string is A[iu - 1 .. iu - 2 + len]; w inside it ends the search
      if (ru === rw && iw >= iu && iw < iu + len) break;
      const x = A[iu - 2 + len];
      const afterX = sol.nodeAt(ru, iu + len);
      const gain = d(prevU, u) + d(x, afterX) - d(prevU, afterX) + (ru !== rw && A.length === len ? p.vehicleCost : 0);
      const forward = d(w, u) + d(x, nextW) - d(w, nextW);
      const backward = d(w, x) + d(u, nextW) - d(w, nextW);
      if (Math.min(forward, backward) - gain >= -EPS) continue;
      if (ru !== rw && !allowedAll(rw, A, iu - 1, iu - 1 + len)) continue;
      const seg = A.slice(iu - 1, iu - 1 + len);
      const piece = forward <= backward ? seg : [...seg].reverse();
      if (ru === rw) {
        const a = A.filter((y) => !seg.includes(y));
        a.splice(a.indexOf(w) + 1, 0, ...piece);
        if (applyIfBetter(ru, a, ru, null)) return true;
      } else {
        const a = A.filter((y) => !seg.includes(y));
        const b = B.slice();
        b.splice(iw, 0, ...piece);
        if (applyIfBetter(ru, a, rw, b)) return true;
      }
    }
    return false;
  };

  // don't-look bits, exact: a job's moves depend only on its route and its neighbours' routes, so a job
  // scanned without finding a move is skipped until one of those routes changes (routeStamp > its scan)
  const routeStamp = new Int32Array(p.vehicles);
  const scanned = new Int32Array(p.n).fill(-1);
  let clock = 0;
  const stale = (u: number) => {
    const since = scanned[u];
    if (since < 0 || routeStamp[sol.routeOf[u]] > since) return true;
    for (let i = 0; i < k; i++) {
      const rw = sol.routeOf[neighbours[u * k + i]];
      if (rw >= 0 && routeStamp[rw] > since) return true;
    }
    return false;
  };
  for (let pass = 0; pass < maxPasses; pass++) {
    let improved = false;
    for (const u of order) {
      const ru = sol.routeOf[u];
      if (ru < 0 || !stale(u)) continue;
      let moved = false;
      for (let i = 0; i < k; i++) {
        const w = neighbours[u * k + i];
        const rw = sol.routeOf[w];
        if (tryMoves(u, w)) {
          clock++;
          routeStamp[ru] = clock;
          if (rw >= 0) routeStamp[rw] = clock;
          moved = true;
          break;
        }
      }
      if (!moved) scanned[u] = clock;
      else improved = true;
    }
    if (!improved) break;
    improvedAny = true;
  }
  return improvedAny;
}
