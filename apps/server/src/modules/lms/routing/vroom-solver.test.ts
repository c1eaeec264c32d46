import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPlan } from './check-plan';
import { evaluatePlan } from './evaluate-plan';
import { randomInstance } from './random-instance';
import type { RoutingInput } from './types';
import { vroomSolver } from './vroom-solver';

// A stand-in for the vroom binary: records its arguments and input, and answers as VROOM does — a plan
// (here: each car takes the jobs whose skills it has, in input order), or { code: 2 } and exit 2 for no jobs.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-fake-vroom-'));
const fake = path.join(dir, 'vroom');
const seen = path.join(dir, 'seen.json');
fs.writeFileSync(
  fake,
  `#!${process.execPath}
const fs = require('node:fs');
const args = process.argv.slice(2);
const input = JSON.parse(fs.readFileSync(args[args.indexOf('-i') + 1], 'utf8'));
fs.writeFileSync(${JSON.stringify(seen)}, JSON.stringify({ args, input }));
if (input.jobs.length === 0) { process.stdout.write(JSON.stringify({ code: 2, error: 'Invalid jobs.' })); process.exit(2); }
if (input.jobs.length === 1) { process.stderr.write('crashed'); process.exit(1); }
process.stdout.write(JSON.stringify({ code: 0, assignment: input.vehicles.map((v) => ({ vehicleId: v.id, jobIds: input.jobs.filter((j) => (j.skills || []).every((s) => (v.skills || []).includes(s))).map((j) => j.id) })) }));
`,
  { mode: 0o755 },
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('vroomSolver', () => {
  it('hands VROOM our input with the matrix and the locks as skills, and takes its answer', async () => {
    const input = randomInstance({ stops: 4, vehicles: 2, seed: 3 });
    const solver = vroomSolver({ command: fake, args: ['-t', '2'] });
    const answer = (await solver.solve(input, { timeLimitMs: 3000, roadFactor: 1.5, lockedJobs: [{ jobId: 2, vehicleId: 2 }] })) as unknown as { code: number; assignment: Array<{ vehicleId: number; jobIds: number[] }> };
    const { args, input: sent } = JSON.parse(fs.readFileSync(seen, 'utf8')) as { args: string[]; input: RoutingInput };
    expect(args.slice(2)).toEqual(['-l', '3', '-t', '2']);
    expect(sent.matrices!.car!.distances).toHaveLength(5);
    expect(sent.jobs.map((j) => j.location_index)).toEqual([1, 2, 3, 4]);
    expect(sent.vehicles.map((v) => v.skills)).toEqual([[1_000_000], [1_000_001]]);
    expect(sent.jobs.find((j) => j.id === 2)!.skills).toEqual([1_000_001]);
    // the locked job only on car 2, as VROOM would keep it; the stand-in's careless plan, re-timed and
    // checked as ours, is caught overloading car 1
    expect(answer.assignment[0].jobIds).toEqual([1, 3, 4]);
    const plan = evaluatePlan(input, [answer.assignment[0], { ...answer.assignment[1], jobIds: [2] }]);
    const violations = checkPlan(input, plan, { lockedJobs: [{ jobId: 2, vehicleId: 2 }] }).violations.join('\n');
    expect(violations).toMatch(/vehicle 1 carries \d+ of amount 0, over its capacity/);
    expect(violations).not.toMatch(/may not ride/);
  });

  it('passes on VROOM’s refusal and fails when it dies without a plan', async () => {
    const base = randomInstance({ stops: 1, vehicles: 1, seed: 1 });
    expect(await vroomSolver({ command: fake }).solve({ ...base, jobs: [] }, {})).toMatchObject({ code: 2, error: 'Invalid jobs.' });
    await expect(vroomSolver({ command: fake }).solve(base, {})).rejects.toThrow(/exited with 1 without a plan: crashed/);
    await expect(vroomSolver({ command: path.join(dir, 'missing') }).solve(base, {})).rejects.toThrow(/ENOENT/);
  });
});
