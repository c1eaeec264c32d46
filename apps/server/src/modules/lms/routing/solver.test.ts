import { describe, expect, it } from 'vitest';
import { checkPlan } from './check-plan';
import { evaluatePlan } from './evaluate-plan';
import { nearestNeighbourPlan } from './nearest-neighbour';
import { mulberry32 } from './random';
import { randomInstance } from './random-instance';
import { solveRoutes, type SolveStats } from './solver';
import type { RoutingInput, RoutingOutput, TimeWindow } from './types';

/**
 * An awkward instance: asymmetric matrix without the triangle inequality (taking a stop out can make the
 * rest later), two-slot windows, skills, cars of other sizes, shifts, depots and some without an end.
 */
function awkwardInstance(seed: number): { input: RoutingInput; lockedJobs: Array<{ jobId: number; vehicleId: number }> } {
  const r = mulberry32(seed);
  const n = 5 + Math.floor(r() * 60);
  const V = 1 + Math.floor(r() * 6);
  const points = Array.from({ length: n + 3 }, () => [r() * 0.3, r() * 0.25]);
  const jobs = Array.from({ length: n }, (_, i) => {
    const kind = r();
    const from = 7 * 3600 + Math.floor(r() * 10 * 3600);
    const time_windows: TimeWindow[] | undefined =
      kind < 0.3 ? [[from, from + Math.floor(r() * 3 * 3600)]] : kind < 0.45 ? [[8 * 3600, 9 * 3600], [14 * 3600, 15 * 3600 + Math.floor(r() * 3600)]] : undefined;
    return { id: 10 + i * 3, location_index: 3 + i, delivery: [Math.floor(r() * 50), Math.floor(r() * 30)], service: Math.floor(r() * 900), time_windows, skills: r() < 0.1 ? [1] : undefined };
  });
  const vehicles = Array.from({ length: V }, (_, v) => {
    const start = 6 * 3600 + Math.floor(r() * 4 * 3600);
    const end = r() < 0.2 ? undefined : Math.floor(r() * 3);
    return { id: 100 + v, start_index: Math.floor(r() * 3), end_index: end, capacity: [50 + Math.floor(r() * 400), 30 + Math.floor(r() * 300)], time_window: [start, start + 4 * 3600 + Math.floor(r() * 10 * 3600)] as TimeWindow, skills: r() < 0.5 ? [1] : undefined };
  });
  const durations = points.map((a, i) => points.map((b, j) => (i === j ? 0 : Math.round((Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1])) * 100_000 * (0.5 + r())))));
  const distances = durations.map((row) => row.map((t) => Math.round(t * (5 + r() * 10))));
  const lockedJobs = jobs.filter(() => r() < 0.1).map((j) => ({ jobId: j.id, vehicleId: vehicles[Math.floor(r() * V)].id }));
  return { input: { vehicles, jobs, matrices: { car: { durations, distances } } }, lockedJobs };
}

const jobsOf = (output: RoutingOutput) => Object.fromEntries(output.routes.map((r) => [r.vehicle, r.steps.filter((s) => s.type === 'job').map((s) => s.id)]));

describe('solveRoutes', () => {
  it('never breaks a capacity or a time window, and beats nearest-neighbour, on random instances', () => {
    for (const seed of [1, 2, 3, 4]) {
      // tight fleets (slack 1.05) leave some stops out; wide ones serve all
      const input = randomInstance({ stops: 35 + seed * 5, vehicles: 2 + (seed % 3), seed, slack: seed % 2 ? 1.05 : 1.5, radiusKm: 15 });
      const output = solveRoutes(input, { seed, maxIterations: 80 });
      const check = checkPlan(input, output);
      expect(check.violations).toEqual([]);
      expect(output.code).toBe(0);
      const baseline = nearestNeighbourPlan(input);
      expect(checkPlan(input, baseline).violations).toEqual([]);
      expect(output.unassigned.length).toBeLessThanOrEqual(baseline.unassigned.length);
      if (output.unassigned.length === baseline.unassigned.length) expect(output.summary.distance).toBeLessThan(baseline.summary.distance);
      // the VROOM-shaped summary adds up
      expect(output.summary.routes).toBe(output.routes.length);
      expect(output.summary.distance).toBe(output.routes.reduce((sum, r) => sum + r.distance, 0));
      for (const route of output.routes) {
        const capacity = input.vehicles.find((v) => v.id === route.vehicle)!.capacity;
        expect(route.delivery.every((amount, d) => amount <= capacity[d])).toBe(true);
        expect(route.steps[0].type).toBe('start');
        expect(route.steps.at(-1)!.type).toBe('end');
        expect(route.steps.at(-1)!.load).toEqual([0, 0]);
      }
    }
  });

  it('keeps every constraint on awkward instances (non-metric matrices, two slots, skills, locks, open routes)', () => {
    for (const seed of [25, 83, 131, 7]) {
      const { input, lockedJobs } = awkwardInstance(seed);
      const options = { seed, maxIterations: 60, lockedJobs };
      expect(checkPlan(input, solveRoutes(input, options), options).violations).toEqual([]);
      expect(checkPlan(input, nearestNeighbourPlan(input, options), options).violations).toEqual([]);
    }
  });

  it('gives the same plan for the same input and seed, another for another seed', () => {
    const input = randomInstance({ stops: 60, vehicles: 4, seed: 11 });
    const a = solveRoutes(input, { seed: 42, maxIterations: 300 });
    const b = solveRoutes(structuredClone(input), { seed: 42, maxIterations: 300 });
    const c = solveRoutes(input, { seed: 43, maxIterations: 300 });
    expect(jobsOf(b)).toEqual(jobsOf(a));
    expect(b.summary.distance).toBe(a.summary.distance);
    expect(b.routes.map((r) => r.steps.map((s) => s.arrival))).toEqual(a.routes.map((r) => r.steps.map((s) => s.arrival)));
    expect(jobsOf(c)).not.toEqual(jobsOf(a));
  });

  it('stops at its work budget: the same plan on every run, however long the time limit', () => {
    const input = randomInstance({ stops: 50, vehicles: 5, seed: 21 });
    // an hour's time limit: only the work budget can end these runs (without it the test would time out)
    const run = (workLimit: number) => {
      const stats: SolveStats = { iterations: 0, elapsedMs: 0, constructionCost: 0 };
      const output = solveRoutes(structuredClone(input), { seed: 7, workLimit, timeLimitMs: 3_600_000 }, undefined, stats);
      expect(checkPlan(input, output).violations).toEqual([]);
      return { output, stats };
    };
    const a = run(3_000_000);
    const b = run(3_000_000);
    expect(jobsOf(b.output)).toEqual(jobsOf(a.output));
    expect(b.output.summary.distance).toBe(a.output.summary.distance);
    expect(b.stats.iterations).toBe(a.stats.iterations);
    expect(a.stats.iterations).toBeGreaterThan(0);
    // the budget ends the search within one iteration of it
    expect(a.stats.work).toBeGreaterThanOrEqual(3_000_000);
    expect(a.stats.work! - 3_000_000).toBeLessThan(3_000_000 / a.stats.iterations + 1_000_000);
    // twice the budget: more iterations, a plan no worse
    const c = run(6_000_000);
    expect(c.stats.iterations).toBeGreaterThan(a.stats.iterations);
    expect(c.output.summary.cost).toBeLessThanOrEqual(a.output.summary.cost);
  });

  it('keeps locked stops on their car', () => {
    const input = randomInstance({ stops: 40, vehicles: 3, seed: 5 });
    const free = solveRoutes(input, { seed: 1, maxIterations: 100 });
    // lock stops onto a car other than the one the free plan chose
    const moved = free.routes.flatMap((r) => r.steps.filter((s) => s.type === 'job').slice(0, 2).map((s) => ({ jobId: s.id!, vehicleId: (r.vehicle % 3) + 1 })));
    const lockedJobs = moved.slice(0, 4);
    const output = solveRoutes(input, { seed: 1, maxIterations: 100, lockedJobs });
    expect(checkPlan(input, output, { lockedJobs }).violations).toEqual([]);
    const plan = jobsOf(output);
    for (const lock of lockedJobs) expect(plan[lock.vehicleId]).toContain(lock.jobId);
    // the validator itself notices a locked stop on another car
    expect(checkPlan(input, free, { lockedJobs }).violations.join()).toMatch(/may not ride/);
  });

  it('leaves out what cannot be served and says why nothing else is wrong', () => {
    const depot: [number, number] = [121.47, 31.23];
    const input: RoutingInput = {
      vehicles: [
        { id: 1, start: depot, end: depot, capacity: [100_000, 1_000_000], time_window: [8 * 3600, 18 * 3600] },
        { id: 2, start: depot, end: depot, capacity: [100_000, 1_000_000], time_window: [8 * 3600, 18 * 3600] },
      ],
      jobs: [
        { id: 1, location: [121.48, 31.24], delivery: [60_000, 100_000], service: 300 },
        { id: 2, location: [121.46, 31.22], delivery: [60_000, 100_000], service: 300 },
        // too heavy for any car
        { id: 3, location: [121.47, 31.25], delivery: [150_000, 100_000], service: 300 },
        // its slot closes before the cars leave
        { id: 4, location: [121.47, 31.21], delivery: [1_000, 1_000], service: 300, time_windows: [[6 * 3600, 7 * 3600]] },
        // 60 km away: not back within the shift at 30 km/h after an evening slot
        { id: 5, location: [122.1, 31.23], delivery: [1_000, 1_000], service: 300, time_windows: [[17 * 3600, 17 * 3600 + 600]] },
        // the third 60 kg job: two cars of 100 kg take two of the three
        { id: 6, location: [121.5, 31.23], delivery: [60_000, 100_000], service: 300 },
      ],
    };
    const output = solveRoutes(input, { seed: 1, maxIterations: 50 });
    expect(checkPlan(input, output).violations).toEqual([]);
    const out = output.unassigned.map((u) => u.id).sort();
    expect(out).toEqual(expect.arrayContaining([3, 4, 5]));
    expect(out).toHaveLength(4);
    expect(output.unassigned[0]).toMatchObject({ type: 'job', location: expect.any(Array) });
    // no cars: everything unassigned; no jobs: no routes
    expect(solveRoutes({ ...input, vehicles: [] }, { maxIterations: 10 }).unassigned).toHaveLength(6);
    expect(solveRoutes({ ...input, jobs: [] }, { maxIterations: 10 })).toMatchObject({ code: 0, routes: [], unassigned: [] });
  });

  it('refuses bad input with code 2, as VROOM does', () => {
    const base = randomInstance({ stops: 3, vehicles: 1, seed: 1 });
    const bad: Array<[RoutingInput, RegExp]> = [
      [{ ...base, jobs: [...base.jobs, { ...base.jobs[0] }] }, /unique/],
      [{ ...base, jobs: [{ ...base.jobs[0], delivery: [1] }] }, /amounts/],
      [{ ...base, jobs: [{ ...base.jobs[0], location: [200, 10] }] }, /location/],
      [{ ...base, jobs: [{ ...base.jobs[0], time_windows: [[5, 1]] }] }, /time window/],
      [{ ...base, matrices: { car: { durations: [[0, 1]] } } }, /square/],
    ];
    for (const [input, message] of bad) {
      const output = solveRoutes(input, { maxIterations: 1 });
      expect(output.code).toBe(2);
      expect(output.error).toMatch(message);
    }
    expect(solveRoutes(base, { lockedJobs: [{ jobId: 99, vehicleId: 1 }], maxIterations: 1 }).error).toMatch(/no job 99/);
  });

  it('solves on a given matrix (VROOM matrices with location_index) and the validator catches tampering', () => {
    const durations = [
      [0, 600, 600, 900],
      [600, 0, 300, 600],
      [600, 300, 0, 600],
      [900, 600, 600, 0],
    ];
    const distances = durations.map((row) => row.map((t) => t * 10));
    const input: RoutingInput = {
      vehicles: [{ id: 7, start_index: 0, end_index: 0, capacity: [10], time_window: [0, 10_000] }],
      jobs: [1, 2, 3].map((i) => ({ id: 100 + i, location_index: i, delivery: [3], service: 60, time_windows: i === 3 ? [[0, 1000], [5000, 6000]] : undefined })),
      matrices: { car: { durations, distances } },
    };
    const output = solveRoutes(input, { seed: 3, maxIterations: 20 });
    expect(checkPlan(input, output).violations).toEqual([]);
    expect(output.unassigned).toEqual([]);
    expect(output.routes[0].steps.map((s) => s.location_index)).toHaveLength(5);
    const tampered = structuredClone(output);
    tampered.routes[0].steps[1].waiting_time += 20_000;
    tampered.routes[0].distance += 50;
    tampered.unassigned.push({ id: 101, type: 'job' });
    const violations = checkPlan(input, tampered).violations.join('\n');
    expect(violations).toMatch(/outside its time windows/);
    expect(violations).toMatch(/reports/);
    expect(violations).toMatch(/job 101 appears 2 times/);
    const overloaded = { ...input, vehicles: [{ ...input.vehicles[0], capacity: [5] }] };
    expect(checkPlan(overloaded, output).violations.join()).toMatch(/over its capacity/);
  });

  it('starts from given routes (VROOM steps) and re-times an edited plan', () => {
    const input = randomInstance({ stops: 50, vehicles: 4, seed: 21 });
    const good = solveRoutes(input, { seed: 2, maxIterations: 300 });
    const cold = solveRoutes(input, { seed: 2, maxIterations: 0 });
    const withSteps: RoutingInput = { ...input, vehicles: input.vehicles.map((v) => ({ ...v, steps: good.routes.find((r) => r.vehicle === v.id)?.steps ?? [] })) };
    const warm = solveRoutes(withSteps, { seed: 2, maxIterations: 0 });
    expect(checkPlan(input, warm).violations).toEqual([]);
    expect(warm.summary.distance).toBeLessThanOrEqual(good.summary.distance);
    expect(cold.summary.distance).toBeGreaterThan(good.summary.distance);
    expect(solveRoutes({ ...input, vehicles: [{ ...input.vehicles[0], steps: [{ type: 'job', id: 999 }] }] }, {}).error).toMatch(/no job 999/);

    // the solver's own sequences come out as the solver timed them
    const sequences = good.routes.map((r) => ({ vehicleId: r.vehicle, jobIds: r.steps.filter((s) => s.type === 'job').map((s) => s.id!) }));
    expect(evaluatePlan(input, sequences).routes).toEqual(good.routes);
    // the dispatcher drags the first stop of one line to the end of another
    const [from, to] = sequences;
    const moved = from.jobIds[0];
    const edited = evaluatePlan(input, [{ ...from, jobIds: from.jobIds.slice(1) }, { ...to, jobIds: [...to.jobIds, moved] }, ...sequences.slice(2)]);
    expect(edited.routes.find((r) => r.vehicle === to.vehicleId)!.steps.at(-2)).toMatchObject({ type: 'job', id: moved });
    expect(checkPlan(input, edited).violations.filter((v) => /reports|appears/.test(v))).toEqual([]);
    // a stop left off every line is unassigned; bad edits are refused
    expect(evaluatePlan(input, sequences.slice(1)).unassigned.map((u) => u.id).sort()).toEqual([...from.jobIds].sort());
    expect(evaluatePlan(input, [{ vehicleId: 99, jobIds: [] }]).error).toMatch(/no vehicle 99/);
    expect(evaluatePlan(input, [{ ...from, jobIds: [moved, moved] }]).error).toMatch(/twice/);
  });

  it('times an edited order whose stop is reached after its window: served on arrival with its delay, never an endless time', () => {
    // depot 0, stops 1 and 2 an hour apart; stop 2 closes at 08:30, so after stop 1 (opens 09:00) it is late
    const durations = [[0, 1800, 1800], [1800, 0, 3600], [1800, 3600, 0]];
    const input: RoutingInput = {
      vehicles: [{ id: 1, start_index: 0, end_index: 0, capacity: [], time_window: [7 * 3600, 22 * 3600] }],
      jobs: [
        { id: 11, location_index: 1, delivery: [], service: 600, time_windows: [[9 * 3600, 10 * 3600]] },
        { id: 12, location_index: 2, delivery: [], service: 600, time_windows: [[8 * 3600, 8.5 * 3600]] },
      ],
      matrices: { car: { durations, distances: durations } },
    };
    const [route] = evaluatePlan(input, [{ vehicleId: 1, jobIds: [11, 12] }]).routes;
    const [start, first, second, end] = route.steps;
    // leaves as late as the first window allows, so no wait at the first stop
    expect(start.arrival).toBe(8.5 * 3600);
    expect(first).toMatchObject({ arrival: 9 * 3600, waiting_time: 0 });
    expect(second).toMatchObject({ arrival: 9 * 3600 + 600 + 3600, waiting_time: 0, violations: [{ cause: 'delay', duration: 9 * 3600 + 600 + 3600 - 8.5 * 3600 }] });
    expect(end.arrival).toBe(second.arrival + 600 + 1800);
    expect(checkPlan(input, evaluatePlan(input, [{ vehicleId: 1, jobIds: [11, 12] }])).violations.join()).toMatch(/job 12 starts at .* outside its time windows/);
    // the other way round nothing is late: stop 2 first, then a wait at stop 1 for its window
    const [fine] = evaluatePlan(input, [{ vehicleId: 1, jobIds: [12, 11] }]).routes;
    expect(fine.steps[0].arrival).toBe(7.5 * 3600);
    expect(fine.steps[2]).toMatchObject({ arrival: 8 * 3600 + 600 + 3600, waiting_time: 0 });
    expect(fine.steps.some((s) => s.violations)).toBe(false);
    // a first stop already closed at the shift's start: the car leaves at the start
    const [closed] = evaluatePlan({ ...input, jobs: [{ ...input.jobs[1], time_windows: [[0, 3600]] }] }, [{ vehicleId: 1, jobIds: [12] }]).routes;
    expect(closed.steps[0].arrival).toBe(7 * 3600);
    expect(closed.steps[1].violations).toEqual([{ cause: 'delay', duration: 7.5 * 3600 - 3600 }]);
  });
});
