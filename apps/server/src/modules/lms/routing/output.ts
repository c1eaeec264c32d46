import { earliestStart, endNode, startNode, type Problem } from './problem';
import type { Route, RouteStep, RoutingOutput } from './types';

/** A refused input in VROOM's way: code 2 and an error, nothing planned. */
export function errorOutput(code: 1 | 2 | 3, error: string): RoutingOutput {
  return {
    code,
    error,
    summary: { cost: 0, routes: 0, unassigned: 0, delivery: [], distance: 0, duration: 0, service: 0, waiting_time: 0, computing_times: { loading: 0, solving: 0, routing: 0 } },
    unassigned: [],
    routes: [],
  };
}

/**
 * The VROOM-shaped plan of the given job sequences (per vehicle index). A car leaves as late as it can
 * without changing the schedule (no waiting at its first stop); then each stop starts at the earliest
 * moment its window allows. A stop the car reaches after its last window closed (only in an order a
 * dispatcher gave `evaluatePlan`) starts on arrival and carries a `delay` violation.
 */
export function buildOutput(p: Problem, sequences: number[][], times: { loading: number; solving: number }): RoutingOutput {
  const { size, dist, time, service, dims } = p;
  const routes: Route[] = [];
  const served = new Uint8Array(p.n);
  const totalDelivery = new Array<number>(dims).fill(0);
  let totalDistance = 0;
  let totalDuration = 0;
  let totalService = 0;
  let totalWaiting = 0;
  sequences.forEach((seq, v) => {
    if (seq.length === 0) return;
    const s = startNode(p, v);
    const e = endNode(p, v);
    const shiftStart = p.twStart[p.twFrom[s]];
    const firstService = earliestStart(p, seq[0], shiftStart + time[s * size + seq[0]]);
    // a first stop already past its windows at the shift's start: the car leaves at the start
    let t = Number.isFinite(firstService) ? Math.max(shiftStart, firstService - time[s * size + seq[0]]) : shiftStart;
    const delivery = new Array<number>(dims).fill(0);
    for (const j of seq) for (let d = 0; d < dims; d++) delivery[d] += p.demand[j * dims + d];
    const load = [...delivery];
    const steps: RouteStep[] = [];
    let travel = 0;
    let distance = 0;
    let waiting = 0;
    let serviceSum = 0;
    if (p.hasStart[v]) {
      steps.push({ type: 'start', ...place(p.startLocation[v], p.startIndex[v]), arrival: t, duration: 0, distance: 0, service: 0, waiting_time: 0, load: [...load] });
    }
    let prev = s;
    for (const j of seq) {
      const leg = time[prev * size + j];
      const arrival = t + service[prev] + leg;
      // past every window (an edited order only): served on arrival, the delay reported
      const open = earliestStart(p, j, arrival);
      const begin = Number.isFinite(open) ? open : arrival;
      const delay = Number.isFinite(open) ? 0 : arrival - p.twEnd[p.twFrom[j + 1] - 1];
      travel += leg;
      distance += dist[prev * size + j];
      waiting += begin - arrival;
      serviceSum += service[j];
      for (let d = 0; d < dims; d++) load[d] -= p.demand[j * dims + d];
      served[j] = 1;
      steps.push({
        type: 'job',
        id: p.jobIds[j],
        ...place(p.jobLocation[j], p.jobLocationIndex[j]),
        arrival,
        duration: travel,
        distance,
        service: service[j],
        waiting_time: begin - arrival,
        load: [...load],
        ...(delay > 0 ? { violations: [{ cause: 'delay' as const, duration: delay }] } : {}),
      });
      t = begin;
      prev = j;
    }
    const leg = time[prev * size + e];
    travel += leg;
    distance += dist[prev * size + e];
    if (p.hasEnd[v]) {
      steps.push({ type: 'end', ...place(p.endLocation[v], p.endIndex[v]), arrival: t + service[prev] + leg, duration: travel, distance, service: 0, waiting_time: 0, load: [...load] });
    }
    // the objective's cost: the vehicle's own (problem.ts) plus its distance
    routes.push({ vehicle: p.vehicleIds[v], cost: p.vehicleCost + distance, distance, duration: travel, service: serviceSum, waiting_time: waiting, delivery, steps });
    for (let d = 0; d < dims; d++) totalDelivery[d] += delivery[d];
    totalDistance += distance;
    totalDuration += travel;
    totalService += serviceSum;
    totalWaiting += waiting;
  });
  const unassigned = [];
  for (let j = 0; j < p.n; j++) {
    if (!served[j]) unassigned.push({ id: p.jobIds[j], type: 'job' as const, ...(p.jobLocation[j] ? { location: p.jobLocation[j] } : {}) });
  }
  return {
    code: 0,
    summary: {
      cost: totalDistance + p.vehicleCost * routes.length,
      routes: routes.length,
      unassigned: unassigned.length,
      delivery: totalDelivery,
      distance: totalDistance,
      duration: totalDuration,
      service: totalService,
      waiting_time: totalWaiting,
      computing_times: { loading: Math.round(times.loading), solving: Math.round(times.solving), routing: 0 },
    },
    unassigned,
    routes,
  };
}

function place(location: [number, number] | undefined, index: number | undefined) {
  return { ...(location ? { location } : {}), ...(index !== undefined ? { location_index: index } : {}) };
}
