import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPlan } from '@/modules/lms/routing/check-plan';
import { nearestNeighbourPlan } from '@/modules/lms/routing/nearest-neighbour';
import { DEFAULT_TIME_LIMIT_MS } from '@/modules/lms/routing/solver';
import { solveInWorker } from '@/modules/lms/routing/solve-in-worker';
import type { RoutingInput, RoutingOutput } from '@/modules/lms/routing/types';
import { exitAfter } from './lib/deadline';
import { formatTable, solverEffortColumns } from './lib/report';
import { positiveInt } from './lib/runs';

/**
 * The smart-routing solver on the classic 100-customer VRPTW instances of Solomon (1987), one of each
 * class (bench/data/solomon/): clustered (C), random (R) and mixed (RC) customers, short (1) and long (2)
 * horizons. Distances are Euclidean and not rounded, as in the literature; travel time = distance; the
 * fleet is the instance's (25 cars of its capacity), each car's shift the depot's window. The solver runs as
 * the server runs it (`solveInWorker`, the default time limit unless TIME_LIMIT_MS, the default work budget
 * unless WORK_LIMIT), RUNS times per instance with seeds SEED, SEED + 1, …, nearest-neighbour beside it, and
 * every plan is checked by `checkPlan`: a violation or a stop left out fails the bench. `cpu s` is the
 * process's CPU time during the solve (the machine may be shared: wall time says little then), `it/cpu-s`
 * the ALNS iterations per CPU second.
 *
 * The literature ranks plans by vehicles first, then distance — as the solver does by default. Goal
 * (issue 30): within 2 % of the best-known vehicles and distance on each instance in the default time.
 */
const TIME_LIMIT_MS = positiveInt('TIME_LIMIT_MS', DEFAULT_TIME_LIMIT_MS);
const SEED = positiveInt('SEED', 1);
const RUNS = positiveInt('RUNS', 3);
const WORK_LIMIT = process.env.WORK_LIMIT === undefined ? undefined : positiveInt('WORK_LIMIT', 1);
const GOAL = 0.02;

/**
 * Best-known solutions, vehicles first then distance, as SINTEF's table of Solomon benchmark results lists
 * them (https://www.sintef.no/projectweb/top/vrptw/solomon-benchmark/; RC101's 1696.94 appears rounded to
 * 1696.95 in some lists). Ranked by distance alone the exact optima are R101 20/1637.7 and RC101 15/1619.8
 * (Kohl et al. 1999, one decimal): not this bench's yardstick, as the product puts vehicles first.
 */
const BEST_KNOWN: Record<string, { vehicles: number; distance: number }> = {
  C101: { vehicles: 10, distance: 828.94 },
  R101: { vehicles: 19, distance: 1650.8 },
  RC101: { vehicles: 14, distance: 1696.94 },
  C201: { vehicles: 3, distance: 591.56 },
  R201: { vehicles: 4, distance: 1252.37 },
  RC201: { vehicles: 4, distance: 1406.94 },
};

const log = (line: string) => process.stdout.write(`${line}\n`);
const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'solomon');

type Customer = { id: number; x: number; y: number; demand: number; ready: number; due: number; service: number };

/**
 * Reads Solomon's text format: the name, VEHICLE / NUMBER CAPACITY and their values, CUSTOMER and the
 * column titles, then one line per customer (CUST NO. XCOORD. YCOORD. DEMAND READY TIME DUE DATE SERVICE
 * TIME), customer 0 being the depot.
 */
export function parseSolomon(text: string): { name: string; vehicles: number; capacity: number; customers: Customer[] } {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines.find((l) => l.length > 0)!;
  const header = lines.findIndex((l) => /^NUMBER\s+CAPACITY/i.test(l));
  const [vehicles, capacity] = lines[header + 1].split(/\s+/).map(Number);
  const customers: Customer[] = [];
  for (const line of lines.slice(lines.findIndex((l) => /^CUST/i.test(l)) + 1)) {
    if (!/^\d/.test(line)) continue;
    const [id, x, y, demand, ready, due, service] = line.split(/\s+/).map(Number);
    customers.push({ id, x, y, demand, ready, due, service });
  }
  if (!Number.isInteger(vehicles) || !Number.isInteger(capacity) || customers[0]?.id !== 0) throw new Error(`${name}: not Solomon's format`);
  return { name, vehicles, capacity, customers };
}

/** The instance as the solver's input: matrix rows by customer number, the depot row 0. */
export function solomonInput(text: string): { name: string; input: RoutingInput } {
  const { name, vehicles, capacity, customers } = parseSolomon(text);
  const distances = customers.map((a) => customers.map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
  const depot = customers[0];
  return {
    name,
    input: {
      vehicles: Array.from({ length: vehicles }, (_, v) => ({ id: v + 1, start_index: 0, end_index: 0, capacity: [capacity], time_window: [depot.ready, depot.due] as [number, number] })),
      jobs: customers.slice(1).map((c) => ({ id: c.id, location_index: c.id, delivery: [c.demand], service: c.service, time_windows: [[c.ready, c.due] as [number, number]] })),
      matrices: { car: { durations: distances, distances } },
    },
  };
}

type Row = {
  name: string;
  seed: number;
  iterations: number;
  cpuSeconds: number;
  bestVehicles: number;
  bestDistance: number;
  nnVehicles: number;
  nnDistance: number;
  nnServed: number;
  vehicles: number;
  distance: number;
  served: number;
  seconds: number;
  violations: number;
};

const served = (output: RoutingOutput) => output.routes.reduce((sum, r) => sum + r.steps.filter((s) => s.type === 'job').length, 0);
const gap = (value: number, best: number) => `${(((value - best) / best) * 100).toFixed(1)} %`;

async function main(): Promise<void> {
  const files = fs.readdirSync(dataDir).filter((f) => f.endsWith('.txt')).sort((a, b) => a.length - b.length || a.localeCompare(b));
  const cancel = exitAfter(files.length * RUNS * (TIME_LIMIT_MS / 1000 + 10) + 60, async () => {});
  const cpus = os.cpus();
  log(`machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown cpu'}), load ${os.loadavg()[0].toFixed(1)}, node ${process.version}; time limit ${TIME_LIMIT_MS} ms, work limit ${WORK_LIMIT ?? 'default'}, seeds ${SEED}–${SEED + RUNS - 1}`);
  const rows: Row[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const { name, input } = solomonInput(fs.readFileSync(path.join(dataDir, file), 'utf8'));
    const best = BEST_KNOWN[name];
    if (!best) throw new Error(`${file}: no best-known solution for ${name}`);
    const nn = nearestNeighbourPlan(input);
    for (let seed = SEED; seed < SEED + RUNS; seed++) {
      let iterations = 0;
      const started = performance.now();
      const cpu = process.cpuUsage();
      const output = await solveInWorker(input, { seed, timeLimitMs: TIME_LIMIT_MS, workLimit: WORK_LIMIT }, (p) => (iterations = p.iteration));
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      const cpuSeconds = (used.user + used.system) / 1e6;
      let violations = 0;
      // the baseline once, the solver's plan every run
      for (const [who, plan] of (seed === SEED ? [['nearest-neighbour', nn], ['solver', output]] : [['solver', output]]) as Array<[string, RoutingOutput]>) {
        const check = checkPlan(input, plan);
        violations += check.violations.length;
        for (const v of check.violations.slice(0, 5)) problems.push(`${name} ${who}: ${v}`);
      }
      if (output.unassigned.length > 0) problems.push(`${name}: the solver left ${output.unassigned.length} customers out`);
      const row: Row = {
        name,
        seed,
        iterations,
        cpuSeconds,
        bestVehicles: best.vehicles,
        bestDistance: best.distance,
        nnVehicles: nn.routes.length,
        nnDistance: nn.summary.distance,
        nnServed: served(nn),
        vehicles: output.routes.length,
        distance: output.summary.distance,
        served: served(output),
        seconds,
        violations,
      };
      rows.push(row);
      log(`${name}: nearest-neighbour ${row.nnVehicles} / ${row.nnDistance.toFixed(2)} (${row.nnServed} served), solver ${row.vehicles} / ${row.distance.toFixed(2)} (${row.served} served) in ${seconds.toFixed(1)} s (seed ${seed}, ${iterations} iterations, ${cpuSeconds.toFixed(1)} cpu s)`);
    }
  }
  log('');
  log(
    formatTable<Row>(
      [
        { title: 'instance', value: (r) => r.name, align: 'left' },
        { title: 'seed', value: (r) => String(r.seed) },
        { title: 'best veh', value: (r) => String(r.bestVehicles) },
        { title: 'best dist', value: (r) => r.bestDistance.toFixed(2) },
        { title: 'NN veh', value: (r) => String(r.nnVehicles) },
        { title: 'NN dist', value: (r) => r.nnDistance.toFixed(2) },
        { title: 'NN served', value: (r) => `${r.nnServed}/100` },
        { title: 'veh', value: (r) => String(r.vehicles) },
        { title: 'dist', value: (r) => r.distance.toFixed(2) },
        { title: 'served', value: (r) => `${r.served}/100` },
        { title: 'veh gap', value: (r) => gap(r.vehicles, r.bestVehicles) },
        { title: 'dist gap', value: (r) => gap(r.distance, r.bestDistance) },
        ...solverEffortColumns,
      ],
      rows,
    ),
  );
  const missed = rows.filter((r) => r.vehicles > r.bestVehicles * (1 + GOAL) || r.distance > r.bestDistance * (1 + GOAL)).map((r) => `${r.name} seed ${r.seed}`);
  log('');
  log(`goal: within ${GOAL * 100} % of the best-known vehicles and distance on each run, no violation, none left out: ${missed.length === 0 && problems.length === 0 ? 'met' : `NOT met${missed.length ? ` (${missed.join(', ')})` : ''}`}`);
  for (const p of problems) log(`  ${p}`);
  cancel();
  if (problems.length > 0 || missed.length > 0) process.exitCode = 1;
}

await main();
