import { buildOutput, errorOutput } from './output';
import { buildProblem, RoutingInputError } from './problem';
import type { RoutingInput, RoutingOutput, SolveOptions } from './types';

/**
 * A plan in the solver's output shape for stops in a given order — after the dispatcher dragged stops
 * between lines, or for standing routes — with arrival times, distances and loads worked out as the
 * solver does; jobs on no route are unassigned. It checks nothing: `checkPlan` says what it breaks.
 * Unknown vehicles or jobs, or a job given twice, answer code 2.
 */
export function evaluatePlan(input: RoutingInput, routes: Array<{ vehicleId: number; jobIds: number[] }>, options: SolveOptions = {}): RoutingOutput {
  const started = performance.now();
  try {
    const p = buildProblem(input, options, 0);
    const jobIndex = new Map(p.jobIds.map((id, i) => [id, i]));
    const vehicleIndex = new Map(p.vehicleIds.map((id, i) => [id, i]));
    const sequences: number[][] = p.vehicleIds.map(() => []);
    const seen = new Set<number>();
    for (const route of routes) {
      const v = vehicleIndex.get(route.vehicleId);
      if (v === undefined) throw new RoutingInputError(`no vehicle ${route.vehicleId}`);
      for (const id of route.jobIds) {
        const j = jobIndex.get(id);
        if (j === undefined) throw new RoutingInputError(`no job ${id}`);
        if (seen.has(id)) throw new RoutingInputError(`job ${id} is on the plan twice`);
        seen.add(id);
        sequences[v].push(j);
      }
    }
    return buildOutput(p, sequences, { loading: performance.now() - started, solving: 0 });
  } catch (error) {
    if (error instanceof RoutingInputError) return errorOutput(2, error.message);
    throw error;
  }
}
