import fs from 'node:fs';
import path from 'node:path';
import type { RunnerTestFile } from 'vitest';

/** Where each spec's setup time is appended, one JSON line per spec (git-ignored with the screenshots). */
export const SETUP_TIMES = path.resolve(import.meta.dirname, '../screenshots/setup-times.jsonl');

/**
 * Time from the spec file's start to its first step: the worker's preparation of the file, its imports,
 * the setup files and the beforeAll hooks (measured by the caller from `hooksStart`). Printed and appended
 * to SETUP_TIMES, so a run's figures can be read afterwards.
 */
export function reportSetupTime(file: RunnerTestFile, hooksStart: number): number {
  const hooks = performance.now() - hooksStart;
  const parts = {
    prepare: (file.prepareDuration ?? 0) + (file.environmentLoad ?? 0),
    import: file.collectDuration ?? 0,
    setup: file.setupDuration ?? 0,
    beforeAll: hooks,
  };
  const total = parts.prepare + parts.import + parts.setup + parts.beforeAll;
  const ms = (n: number) => Math.round(n);
  const line = { file: file.name, total: ms(total), prepare: ms(parts.prepare), import: ms(parts.import), setup: ms(parts.setup), beforeAll: ms(parts.beforeAll), worker: process.env.VITEST_POOL_ID ?? '1' };
  console.log(`[e2e setup] ${file.name}: ${ms(total)} ms to the first step (prepare ${line.prepare}, import ${line.import}, beforeAll ${line.beforeAll})`);
  fs.mkdirSync(path.dirname(SETUP_TIMES), { recursive: true });
  fs.appendFileSync(SETUP_TIMES, `${JSON.stringify(line)}\n`);
  return total;
}
