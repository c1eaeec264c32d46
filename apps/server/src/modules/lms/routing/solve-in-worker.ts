import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { withMatrix } from './matrix';
import { solveRoutes } from './solver';
import type { DistanceMatrixProvider, ProgressListener, RouteSolver, RoutingInput, RoutingOutput, SolveOptions, SolveProgress } from './types';

type WorkerMessage = { type: 'progress'; progress: SolveProgress } | { type: 'done'; output: RoutingOutput };

/**
 * Starts the solver's thread. Run from source (tsx in development and the e2e servers, Vitest, the bench)
 * this module is a .ts file beside `route-solver.worker.ts`: Node 20 does not apply a `--import` loader to
 * a worker's entry, so the thread registers tsx itself and then imports the entry. In the built server
 * this code is inside dist/main.mjs and build.mjs bundles the entry to
 * dist/modules/lms/routing/route-solver.worker.mjs, plain JavaScript.
 */
export function startSolverThread(workerData: unknown): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // tsx's "tsx/esm/api" export for import (its require twin fails to register from a thread)
    const tsx = pathToFileURL(path.join(path.dirname(createRequire(here).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
    const entry = new URL('./route-solver.worker.ts', here).href;
    const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(boot, { eval: true, workerData });
  }
  for (const candidate of ['./modules/lms/routing/route-solver.worker.mjs', './route-solver.worker.mjs']) {
    const url = new URL(candidate, here);
    if (fs.existsSync(url)) return new Worker(url, { workerData });
  }
  throw new Error(`route solver worker not found next to ${here}: build the server with apps/server/build.mjs`);
}

/**
 * Solves in a worker thread, so a search of several seconds never blocks the server's event loop.
 * `onProgress` hears about four times a second; aborting `signal` ends the thread and rejects.
 */
export function solveInWorker(input: RoutingInput, options: SolveOptions, onProgress?: ProgressListener, signal?: AbortSignal): Promise<RoutingOutput> {
  return new Promise<RoutingOutput>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = startSolverThread({ input, options });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      fn();
    };
    const abort = () => finish(() => {
      void worker.terminate();
      reject(signal!.reason);
    });
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'done') return finish(() => resolve(message.output));
      try {
        onProgress?.(message.progress);
      } catch (error) {
        // a failing listener ends the solve instead of throwing out of the thread's event handler
        finish(() => {
          void worker.terminate();
          reject(error);
        });
      }
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) => finish(() => reject(new Error(`route solver worker stopped (exit code ${code}) before answering`))));
  });
}

/**
 * The solver planning calls. By default distances are haversine × road factor, worked out inside the
 * solver; with a `matrixProvider` (e.g. `osrmTableProvider(settings.routingServerUrl)`) the matrix is
 * fetched first and the input carries it, as VROOM's `matrices`. `thread: 'inline'` solves in this
 * thread (scripts, tests); the default is a worker thread.
 */
export function createRouteSolver(config: { matrixProvider?: DistanceMatrixProvider; thread?: 'worker' | 'inline' } = {}): RouteSolver {
  return {
    async solve(input, options, onProgress, signal) {
      const ready = config.matrixProvider ? await withMatrix(input, config.matrixProvider) : input;
      signal?.throwIfAborted();
      if (config.thread === 'inline') return solveRoutes(ready, options, onProgress);
      return solveInWorker(ready, options, onProgress, signal);
    },
  };
}
