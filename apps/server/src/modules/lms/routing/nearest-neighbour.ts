import { buildOutput, errorOutput } from './output';
import { buildProblem, earliestStart, endNode, RoutingInputError, startNode, type Problem } from './problem';
import type { RoutingInput, RoutingOutput, SolveOptions } from './types';

/**
 * The baseline the bench compares with: what a dispatcher does by hand. Car after car, drive to the
 * nearest stop that still fits the load and whose window can still be kept (with time to get back), until
 * none does; what no car takes is unassigned.
 */
export function nearestNeighbourPlan(input: RoutingInput, options: SolveOptions = {}): RoutingOutput {
  const started = performance.now();
  let p;
  try {
    p = buildProblem(input, options, 0);
  } catch (error) {
    if (error instanceof RoutingInputError) return errorOutput(2, error.message);
    throw error;
  }
  const loaded = performance.now();
  return buildOutput(p, nearestNeighbourSequences(p), { loading: loaded - started, solving: performance.now() - loaded });
}

/** The nearest-neighbour routes as job sequences per vehicle (the solver also starts from them when better). */
export function nearestNeighbourSequences(p: Problem): number[][] {
  const { size, dist, time, service, dims } = p;
  const routed = new Uint8Array(p.n);
  const sequences: number[][] = [];
  for (let v = 0; v < p.vehicles; v++) {
    const seq: number[] = [];
    const load = new Array<number>(dims).fill(0);
    const e = endNode(p, v);
    const shiftEnd = p.twEnd[p.twFrom[e]];
    let at = startNode(p, v);
    let t = p.twStart[p.twFrom[at]];
    for (;;) {
      let pick = -1;
      let pickBegin = 0;
      for (let j = 0; j < p.n; j++) {
        if (routed[j] || !p.allowed[j * p.vehicles + v]) continue;
        if (pick >= 0 && dist[at * size + j] >= dist[at * size + pick]) continue;
        let fits = true;
        for (let d = 0; fits && d < dims; d++) if (load[d] + p.demand[j * dims + d] > p.capacity[v * dims + d]) fits = false;
        if (!fits) continue;
        const begin = earliestStart(p, j, t + service[at] + time[at * size + j]);
        if (begin === Infinity || begin + service[j] + time[j * size + e] > shiftEnd) continue;
        pick = j;
        pickBegin = begin;
      }
      if (pick < 0) break;
      routed[pick] = 1;
      seq.push(pick);
      for (let d = 0; d < dims; d++) load[d] += p.demand[pick * dims + d];
      at = pick;
      t = pickBegin;
    }
    sequences.push(seq);
  }
  return sequences;
}
