// The worker thread's entry (solve-in-worker.ts starts it): solves workerData's input, posting progress
// while it searches and the plan at the end. Built to dist/modules/lms/routing/route-solver.worker.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { solveRoutes } from './solver';
import type { RoutingInput, SolveOptions } from './types';

const { input, options } = workerData as { input: RoutingInput; options: SolveOptions };
const output = solveRoutes(input, options, (progress) => parentPort!.postMessage({ type: 'progress', progress }));
parentPort!.postMessage({ type: 'done', output });
