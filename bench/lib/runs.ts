/** Helpers of latency benches: their settings from the environment and the percentiles of their runs. */

/** A positive integer setting from the environment (`REQUESTS=50`), else `fallback`. */
export function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${process.env[name]}`);
  return value;
}

/** The p-th percentile of sorted values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One timed call: how long it took, with what it answered (rows on the page, the total). */
export type Run = { ms: number; rows: number; total: number };
export type Stats = { p50: number; p95: number; rows: number; total: number };

/** Runs `fn` `runs` times one after another, cycling through the keywords; 2 unmeasured rounds first. */
export async function measure(keywords: string[], runs: number, fn: (keyword: string) => Promise<Run>): Promise<Stats> {
  for (const k of keywords.slice(0, 2)) await fn(k);
  const times: number[] = [];
  let rows = 0;
  let total = 0;
  for (let i = 0; i < runs; i += 1) {
    const run = await fn(keywords[i % keywords.length]);
    rows += run.rows;
    total += run.total;
    times.push(run.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rows: rows / runs, total: total / runs };
}
