// `npm test`'s last step: the end-to-end tests (one file at a time, each with its own server and browser)
// and the rest (unit, web, API on PGlite and, with TEST_DATABASE_URL, on PostgreSQL) as two Vitest runs
// side by side. One run would take them one after the other: the e2e project's `fileParallelism: false`
// keeps the whole run to a single file at a time. The API run gets one worker, so the two runs share the
// machine's two cores. Exits non-zero when either run fails.
import { spawn } from 'node:child_process';

const apiProjects = ['unit', 'web', 'api-pglite', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];
const runs = [
  ['run', ...apiProjects.flatMap((p) => ['--project', p]), '--maxWorkers', '1'],
  ['run', '--project', 'e2e'],
];

const codes = await Promise.all(
  runs.map(
    (args) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', ...args], { stdio: 'inherit' });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
