import path from 'node:path';
import { defineProject } from 'vitest/config';

const server = path.resolve(import.meta.dirname, '../apps/server/src');
/**
 * Workers running specs at once, each with its own server and browser; TW_E2E_WORKERS overrides. Two on this
 * 2-core machine: the whole run took 193 s and 276 s with two against 251 s and 292 s with one (same web
 * build, other work on the machine alike), as a page mostly waits on its server, its browser or a timer.
 * Beside the API run, three made `npm test` slower (631 s against 593 s): the cores are full by then.
 */
const workers = Number(process.env.TW_E2E_WORKERS ?? 2);

/** The end-to-end project of the root Vitest config: the built app in Debian's Chromium. */
export default defineProject({
  resolve: { alias: { '@': server } },
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    // One server and one Chromium per worker for the whole run; each spec seeds a tenant of its own on them
    // (support/setup.ts).
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    // A worker keeps its imports (playwright-core, the support files) from one spec to the next: a spec's
    // setup is then its tenant's seed and the browser connection (~0.3 s) instead of ~0.5–2 s of imports.
    // Nothing is mocked and no spec keeps state at module level beyond its own file.
    isolate: false,
    // A page waits on the server and the browser, both sharing two cores with the API run: polls
    // wait as long as Playwright's own waits rather than Vitest's default second.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    // Two more tries for a browser test that lost a race with the loaded machine: about one test in a
    // full run needs one, and one failing twice turned a landing run red. Retried tests stay visible:
    // `npm test` names every test that passed only on a retry, with its first error, at the very end.
    retry: 2,
  },
});
