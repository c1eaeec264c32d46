import { describe, expect, it } from 'vitest';
import { checkPlan } from './check-plan';
import { randomInstance } from './random-instance';
import { createRouteSolver, solveInWorker } from './solve-in-worker';
import { solveRoutes } from './solver';
import type { SolveProgress } from './types';

describe('solveInWorker', () => {
  it('solves in a worker thread with progress, the same plan as in this thread, and can be cancelled', async () => {
    const input = randomInstance({ stops: 50, vehicles: 4, seed: 9 });
    const options = { seed: 5, maxIterations: 200, timeLimitMs: 60_000 };
    const progress: SolveProgress[] = [];
    const output = await solveInWorker(input, options, (p) => progress.push(p));
    expect(checkPlan(input, output).violations).toEqual([]);
    expect(output).toMatchObject({ code: 0, summary: { unassigned: 0 } });
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toMatchObject({ iteration: 200, bestCost: output.summary.distance, unassigned: 0 });
    expect(progress[0].bestCost).toBeGreaterThanOrEqual(progress.at(-1)!.bestCost);
    const here = solveRoutes(input, options);
    expect(output.routes).toEqual(here.routes);

    const controller = new AbortController();
    const long = createRouteSolver().solve(input, { seed: 1, timeLimitMs: 30_000 }, () => controller.abort(new Error('no longer wanted')), controller.signal);
    await expect(long).rejects.toThrow('no longer wanted');
    // a listener that throws fails the solve, not the server
    const broken = solveInWorker(input, { seed: 1, timeLimitMs: 30_000 }, () => {
      throw new Error('listener broke');
    });
    await expect(broken).rejects.toThrow('listener broke');
  });
});
