import { Worker } from 'node:worker_threads';
import type { Options, RawResult } from 'autocannon';

export type LoadSettings = {
  /** seconds of measured load (DURATION, default 10) */
  duration: number;
  /** concurrent connections (CONNECTIONS, default 20) */
  connections: number;
  /** seconds of unmeasured load first, so JIT, pools and caches are warm (WARMUP, default 2) */
  warmup: number;
};

export type LoadTarget = { url: string; headers?: Record<string, string> };

export type LoadResult = {
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};

/** What the worker thread sends back; a Float64Array crosses threads without a per-item copy. */
export type WorkerReport = { result: RawResult; latencies: Float64Array };

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got "${raw}"`);
  return value;
}

export function loadSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  return {
    duration: positiveNumber(env, 'DURATION', 10),
    connections: Math.floor(positiveNumber(env, 'CONNECTIONS', 20)),
    warmup: positiveNumber(env, 'WARMUP', 2, 0),
  };
}

/**
 * One request before the run: it must answer HTTP 200 with envelope code 200 (Tradewind answers most
 * refusals with HTTP 200 and an error code in the body, so the status alone proves nothing). Returns
 * the body, which the run then expects on every response.
 */
export async function checkSample(target: LoadTarget): Promise<string> {
  const res = await fetch(target.url, { headers: target.headers });
  const body = await res.text();
  let code: unknown;
  try {
    code = (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  if (res.status !== 200 || code !== 200) {
    throw new Error(`sample request to ${target.url} answered HTTP ${res.status}, envelope code ${String(code)}: ${body.slice(0, 300)}`);
  }
  return body;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function runInWorker(options: Options): Promise<WorkerReport> {
  const worker = new URL('./autocannon-worker.ts', import.meta.url).href;
  // tsx's loader does not reach worker threads on Node 20, so the worker boots through tsx's API.
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((api) => api.tsImport(${JSON.stringify(worker)}, ${JSON.stringify(import.meta.url)}))`;
  return new Promise((resolve, reject) => {
    let report: WorkerReport | null = null;
    const thread = new Worker(boot, { eval: true, workerData: options });
    thread.on('message', (message: WorkerReport) => (report = message));
    thread.on('error', reject);
    thread.on('exit', (code) => (report ? resolve(report) : reject(new Error(`autocannon worker exited with code ${code} before reporting`))));
  });
}

/**
 * Loads `target` for `settings.duration` seconds after a warmup and summarises the run. Fails loudly
 * when the sample request is refused or when any response of the run is not a 200 carrying exactly the
 * sample's body: figures for errors would be meaningless.
 */
export async function runAutocannon(target: LoadTarget, settings: LoadSettings): Promise<LoadResult> {
  const expectBody = await checkSample(target);
  const { result, latencies } = await runInWorker({
    url: target.url,
    headers: target.headers,
    connections: settings.connections,
    duration: settings.duration,
    expectBody,
    ...(settings.warmup > 0 ? { warmup: { connections: settings.connections, duration: settings.warmup } } : {}),
  });
  const completed = result.totalCompletedRequests;
  const problems = [
    result.non2xx && `${result.non2xx} non-2xx responses`,
    Object.keys(result.statusCodeStats).some((status) => status !== '200') && `statuses ${JSON.stringify(result.statusCodeStats)}`,
    result.errors && `${result.errors} errors (${result.timeouts} timeouts)`,
    result.mismatches && `${result.mismatches} bodies differing from the sample (envelope code not 200?)`,
    completed === 0 && 'no request completed',
  ].filter(Boolean);
  if (problems.length) throw new Error(`load run against ${target.url} failed: ${problems.join(', ')}`);
  const sorted = latencies.sort();
  return {
    requests: completed,
    // the mean over the whole run; autocannon's per-second samples are not aggregated in a worker thread
    reqPerSec: completed / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
