import { describe, expect, it } from 'vitest';
import { checkPlan } from './check-plan';
import { mulberry32 } from './random';
import { solveRoutes } from './solver';
import type { RoutingInput, TimeWindow } from './types';

/**
 * Two neighbourhoods 10 from the depot and 100 from each other (a river between them, a non-metric
 * matrix): one car serves all eight stops driving 126, two cars drive 46.
 */
function riverInstance(vehicles: number): RoutingInput {
  const side = (i: number) => (i === 0 ? -1 : i <= 4 ? 0 : 1);
  const size = 9;
  const distances = Array.from({ length: size }, (_, a) =>
    Array.from({ length: size }, (_, b) => (a === b ? 0 : side(a) === -1 || side(b) === -1 ? 10 : side(a) === side(b) ? 1 : 100)),
  );
  return {
    vehicles: Array.from({ length: vehicles }, (_, v) => ({ id: v + 1, start_index: 0, end_index: 0, capacity: [8], time_window: [0, 1000] as TimeWindow })),
    jobs: Array.from({ length: 8 }, (_, i) => ({ id: i + 1, location_index: i + 1, delivery: [1], service: 5 })),
    matrices: { car: { durations: distances, distances } },
  };
}

/**
 * A straight road through the depot (metres; 10 m/s): two customers 10 km east and two 10 km west, each
 * side one in the morning and one in the afternoon. One car zig-zags, 82 km; two cars, one a side, drive
 * 42 km. So a second vehicle saves 40 km: what it costs decides.
 */
function morningAndAfternoon(): RoutingInput {
  const at = [0, 10_000, -10_000, 10_500, -10_500];
  const windows: TimeWindow[] = [[900, 1500], [3000, 3600], [5000, 5600], [7000, 7600]];
  const distances = at.map((a) => at.map((b) => Math.abs(a - b)));
  return {
    vehicles: [1, 2].map((id) => ({ id, start_index: 0, end_index: 0, capacity: [4], time_window: [0, 20_000] as TimeWindow })),
    jobs: windows.map((w, i) => ({ id: i + 1, location_index: i + 1, delivery: [1], service: 0, time_windows: [w] })),
    matrices: { car: { durations: distances.map((row) => row.map((d) => d / 10)), distances } },
  };
}

/**
 * A plan laid first, then the instance made around it: `cars` routes of `stops` random points each, every
 * stop's window 2–11 minutes either side of the time the planned car gets there, the cars' capacity the fullest
 * route's load, and exactly `cars` cars. So a plan serving everyone exists, and it is a tight one.
 */
function plantedInstance(seed: number, cars: number, stops: number): RoutingInput {
  const random = mulberry32(seed);
  const points: Array<[number, number]> = [[50, 50]];
  const jobs: RoutingInput['jobs'] = [];
  let fullest = 0;
  for (let c = 0; c < cars; c++) {
    let t = 0;
    let load = 0;
    let at = 0;
    for (let s = 0; s < stops; s++) {
      points.push([random() * 100, random() * 100]);
      const here = points.length - 1;
      t += Math.hypot(points[at][0] - points[here][0], points[at][1] - points[here][1]);
      const demand = 1 + Math.floor(random() * 9);
      const slack = 2 + Math.floor(random() * 10);
      jobs.push({ id: here, location_index: here, delivery: [demand], service: 10, time_windows: [[Math.max(0, Math.floor(t) - slack), Math.ceil(t) + slack]] });
      load += demand;
      t = Math.ceil(t) + 10;
      at = here;
    }
    fullest = Math.max(fullest, load);
  }
  const distances = points.map((a) => points.map((b) => Math.hypot(a[0] - b[0], a[1] - b[1])));
  return {
    vehicles: Array.from({ length: cars }, (_, v) => ({ id: v + 1, start_index: 0, end_index: 0, capacity: [fullest], time_window: [0, 100_000] as TimeWindow })),
    jobs,
    matrices: { car: { durations: distances, distances } },
  };
}

describe('vehicles first', () => {
  it('uses the fewest cars the stops need, even where more cars would drive less', () => {
    const input = riverInstance(4);
    const output = solveRoutes(input, { seed: 1, maxIterations: 50 });
    expect(checkPlan(input, output).violations).toEqual([]);
    expect(output.unassigned).toEqual([]);
    expect(output.routes).toHaveLength(1);
    expect(output.summary.distance).toBe(126);
    // the route's cost is its car's plus its distance; a car that costs nothing leaves distance alone to decide
    expect(output.summary.cost).toBe(output.routes[0].cost);
    const cheapCars = solveRoutes(input, { seed: 1, maxIterations: 50, vehicleCost: 0 });
    expect(cheapCars.routes).toHaveLength(2);
    expect(cheapCars.summary.distance).toBe(46);
  });

  it('weighs a cost per vehicle (the logistics settings\' km, in metres) against the distance a second vehicle saves', () => {
    const input = morningAndAfternoon();
    const plan = (vehicleCost: number | undefined, seed: number) => {
      const output = solveRoutes(input, { seed, maxIterations: 100, vehicleCost });
      expect(checkPlan(input, output).violations).toEqual([]);
      expect(output.unassigned).toEqual([]);
      return [output.routes.length, output.summary.distance];
    };
    for (const seed of [1, 2, 3]) {
      // free vehicles: two, each on its side; a dear one (or none given: vehicles first): one car zig-zags
      expect(plan(0, seed)).toEqual([2, 42_000]);
      expect(plan(10_000_000, seed)).toEqual([1, 82_000]);
      expect(plan(undefined, seed)).toEqual([1, 82_000]);
      // a vehicle that costs more than the 40 km it saves stays home
      expect(plan(50_000, seed)).toEqual([1, 82_000]);
    }
    // one that costs less goes out, even near the break-even where no single stop pays for it
    for (const seed of [1, 2, 3]) {
      expect(plan(30_000, seed)).toEqual([2, 42_000]);
      expect(plan(39_000, seed)).toEqual([2, 42_000]);
    }
  });

  it('empties routes on tight days with a spare fleet', () => {
    // a seed on which ALNS alone keeps six cars
    for (const seed of [1]) {
      const planted = plantedInstance(seed, 4, 10);
      // twice the cars needed: the plan must still come down to the four the planted plan uses
      const input = { ...planted, vehicles: [...planted.vehicles, ...planted.vehicles.map((v) => ({ ...v, id: v.id + 10 }))] };
      const output = solveRoutes(input, { seed, maxIterations: 100 });
      expect(checkPlan(input, output).violations).toEqual([]);
      expect(output.unassigned).toEqual([]);
      expect(output.routes.length).toBeLessThanOrEqual(4);
    }
  });

  it('serves every stop when the fleet is capped but a plan serving all exists', () => {
    // seeds on which regret insertion and ALNS alone leave one or two stops out
    for (const seed of [11, 12]) {
      const input = plantedInstance(seed, 6, 12);
      const output = solveRoutes(input, { seed, maxIterations: 50 });
      expect(checkPlan(input, output).violations).toEqual([]);
      expect(output.unassigned.map((u) => u.id)).toEqual([]);
    }
  });
});
