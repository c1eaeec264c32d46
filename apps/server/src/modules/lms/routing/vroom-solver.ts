import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TIME_LIMIT_MS } from './solver';
import { haversineProvider, withMatrix } from './matrix';
import type { DistanceMatrixProvider, RouteSolver, RoutingInput, RoutingOutput, SolveOptions } from './types';

/** Skills from this number up stand for "locked to vehicle i" (1_000_000 + the vehicle's index). */
const LOCK_SKILL = 1_000_000;

/**
 * Our input as VROOM takes it: the matrix attached (VROOM routes only through a routing server or
 * `matrices`), locked stops as skills only their car has.
 */
export async function toVroomInput(input: RoutingInput, options: SolveOptions, provider?: DistanceMatrixProvider): Promise<RoutingInput> {
  const ready = await withMatrix(input, provider ?? haversineProvider({ roadFactor: options.roadFactor, speedKmh: options.speedKmh }));
  const locks = new Map((options.lockedJobs ?? []).map((l) => [l.jobId, l.vehicleId]));
  if (locks.size === 0) return ready;
  return {
    ...ready,
    vehicles: ready.vehicles.map((v, i) => ({ ...v, skills: [...(v.skills ?? []), LOCK_SKILL + i] })),
    jobs: ready.jobs.map((j) => {
      const vehicle = locks.get(j.id);
      const at = ready.vehicles.findIndex((v) => v.id === vehicle);
      return at < 0 ? j : { ...j, skills: [...(j.skills ?? []), LOCK_SKILL + at] };
    }),
  };
}

/**
 * A `RouteSolver` that runs a VROOM binary (`vroom -i input.json -l seconds`, its own threads and search)
 * on the same input; its JSON answer is already our output shape. For when a VROOM build is at hand:
 * `vroomSolver({ command: '/usr/local/bin/vroom', args: ['-t', '2'] })`. Check its plans with `checkPlan`.
 */
export function vroomSolver(config: { command: string; args?: string[]; matrixProvider?: DistanceMatrixProvider }): RouteSolver {
  return {
    async solve(input, options, _onProgress, signal) {
      const body = JSON.stringify(await toVroomInput(input, options, config.matrixProvider));
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tw-vroom-'));
      try {
        const file = path.join(dir, 'input.json');
        await fs.writeFile(file, body);
        const seconds = String((options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) / 1000);
        const { code, stdout, stderr } = await run(config.command, ['-i', file, '-l', seconds, ...(config.args ?? [])], signal);
        // VROOM answers a refused input with JSON too ({ code: 2, error }), and a non-zero exit
        let answer: RoutingOutput | undefined;
        try {
          answer = JSON.parse(stdout) as RoutingOutput;
        } catch {
          answer = undefined;
        }
        if (answer && typeof answer.code === 'number') return answer;
        throw new Error(`${path.basename(config.command)} exited with ${code} without a plan: ${stderr.slice(0, 500)}`);
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
}

function run(command: string, args: string[], signal?: AbortSignal): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() }));
  });
}
