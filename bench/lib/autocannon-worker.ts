import { parentPort, workerData } from 'node:worker_threads';
import autocannon, { type Options } from 'autocannon';
import type { WorkerReport } from './autocannon';

// Runs in its own thread (see runAutocannon): a load generator sharing the event loop of the server it
// measures would steal that server's time for every response it parses.
const options = workerData as Options;
const latencies: number[] = [];
// autocannon's own latency histogram has whole-millisecond buckets and no p95, so keep every response
// time of the measured run (warmup responses go to another tracker) and take the percentiles ourselves.
const run = autocannon(options).on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
const result = await run;
const report: WorkerReport = { result, latencies: Float64Array.from(latencies) };
parentPort!.postMessage(report);
