import { buildProblem, endNode, RoutingInputError, startNode } from './problem';
import type { RoutingInput, RoutingOutput, SolveOptions } from './types';

export type PlanCheck = { ok: boolean; violations: string[]; assigned: number; distance: number };

/**
 * Checks a plan against its input on its own terms, whoever made it (our solver, the baseline, VROOM, or a
 * dispatcher's edits): every job exactly once (on a route or unassigned), loads within each car's weight
 * and volume, each stop's service starting inside one of its windows and no earlier than the car can be
 * there, cars leaving and back within their shift, locked stops on their car, and the reported distances.
 */
export function checkPlan(input: RoutingInput, output: RoutingOutput, options: SolveOptions = {}): PlanCheck {
  const violations: string[] = [];
  if (output.code !== 0) return { ok: false, violations: [`code ${output.code}: ${output.error ?? ''}`], assigned: 0, distance: 0 };
  let p;
  try {
    p = buildProblem(input, options, 0);
  } catch (error) {
    if (error instanceof RoutingInputError) return { ok: false, violations: [`input: ${error.message}`], assigned: 0, distance: 0 };
    throw error;
  }
  const { size, dist, time, service, dims } = p;
  const jobIndex = new Map(p.jobIds.map((id, i) => [id, i]));
  const vehicleIndex = new Map(p.vehicleIds.map((id, i) => [id, i]));
  const seen = new Map<number, number>();
  const count = (id: number | undefined) => {
    if (id === undefined || !jobIndex.has(id)) violations.push(`unknown job ${id}`);
    else seen.set(id, (seen.get(id) ?? 0) + 1);
  };
  const inWindow = (node: number, t: number) => {
    for (let k = p.twFrom[node]; k < p.twFrom[node + 1]; k++) if (t >= p.twStart[k] - 1e-6 && t <= p.twEnd[k] + 1e-6) return true;
    return false;
  };
  const usedVehicles = new Set<number>();
  let assigned = 0;
  let total = 0;
  for (const route of output.routes) {
    const v = vehicleIndex.get(route.vehicle);
    if (v === undefined) {
      violations.push(`route of unknown vehicle ${route.vehicle}`);
      continue;
    }
    if (usedVehicles.has(v)) violations.push(`vehicle ${route.vehicle} has two routes`);
    usedVehicles.add(v);
    const jobs = route.steps.filter((s) => s.type === 'job');
    const load = new Array<number>(dims).fill(0);
    const startStep = route.steps.find((s) => s.type === 'start');
    const s = startNode(p, v);
    const e = endNode(p, v);
    const shiftStart = p.twStart[p.twFrom[s]];
    const shiftEnd = p.twEnd[p.twFrom[s]];
    let t = startStep ? startStep.arrival : shiftStart;
    if (t < shiftStart - 1e-6) violations.push(`vehicle ${route.vehicle} leaves at ${t}, before its shift starts at ${shiftStart}`);
    let prev = s;
    let distance = 0;
    for (const step of jobs) {
      count(step.id);
      const j = jobIndex.get(step.id!);
      if (j === undefined) continue;
      assigned++;
      if (!p.allowed[j * p.vehicles + v]) violations.push(`job ${step.id} may not ride on vehicle ${route.vehicle} (lock, skills or size)`);
      for (let d = 0; d < dims; d++) load[d] += p.demand[j * dims + d];
      const arrival = t + service[prev] + time[prev * size + j];
      const begin = step.arrival + step.waiting_time;
      if (begin < arrival - 1e-6) violations.push(`job ${step.id} starts at ${begin}, but vehicle ${route.vehicle} cannot be there before ${arrival}`);
      if (!inWindow(j, begin)) violations.push(`job ${step.id} starts at ${begin}, outside its time windows`);
      distance += dist[prev * size + j];
      t = Math.max(begin, arrival);
      prev = j;
    }
    const back = t + service[prev] + time[prev * size + e];
    distance += dist[prev * size + e];
    if (back > shiftEnd + 1e-6) violations.push(`vehicle ${route.vehicle} is done at ${back}, after its shift ends at ${shiftEnd}`);
    for (let d = 0; d < dims; d++) {
      if (load[d] > p.capacity[v * dims + d]) violations.push(`vehicle ${route.vehicle} carries ${load[d]} of amount ${d}, over its capacity ${p.capacity[v * dims + d]}`);
    }
    if (Math.abs(distance - route.distance) > 1) violations.push(`vehicle ${route.vehicle} reports ${route.distance} m, its stops make ${distance} m`);
    total += distance;
  }
  for (const u of output.unassigned) count(u.id);
  for (const id of p.jobIds) {
    const times = seen.get(id) ?? 0;
    if (times !== 1) violations.push(`job ${id} appears ${times} times`);
  }
  if (output.summary.unassigned !== output.unassigned.length) violations.push('summary.unassigned does not match the unassigned list');
  if (Math.abs(output.summary.distance - total) > output.routes.length) violations.push(`summary.distance ${output.summary.distance} is not the routes' ${total}`);
  return { ok: violations.length === 0, violations, assigned, distance: total };
}
