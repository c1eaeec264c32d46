// `npm test`: every check and every test, with the wall time of each phase and the ten slowest test
// files printed at the end, so the test time budget (README, "Tests") is measured, not hoped for. Failed
// tests are named again at the very end (with the first line of their error and whether a retry passed),
// because the end of the output is what a CI log keeps.
//
// Phases: the build first, with lint and typecheck beside it; the end-to-end tests start as soon as the
// build is there (they need the web app), together with the unit, web and API tests (PGlite, and
// PostgreSQL with TEST_DATABASE_URL), both on two workers. Lint and typecheck run at a lower CPU priority
// (nice): they fill what the tests leave idle. The API run used to be niced too, and was starved: it
// finished 100 s after the browser tests on two cores (measured, README "Tests"). Exits non-zero when
// any phase fails; the test phases run even when a check failed, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// TW_TEST_REPORTS=dir keeps Vitest's JSON reports of both runs there (every file's duration), for finding
// what to make cheaper; otherwise they go to a temporary folder removed at the end.
const kept = process.env.TW_TEST_REPORTS;
const reports = kept ? (fs.mkdirSync(kept, { recursive: true }), kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'tw-test-report-'));
const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json'];
const apiProjects = ['unit', 'web', 'api-pglite', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];

/** @type {Array<{ name: string, seconds: number, code: number }>} */
const phases = [];

/** Runs a phase; `background` ones run at a lower CPU priority than the end-to-end tests. */
function run(name, command, args, { background = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = background && process.platform !== 'win32'
      ? spawn('nice', ['-n', '10', command, ...args], { cwd: root, stdio: 'inherit' })
      : spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const result = { name, seconds: (performance.now() - started) / 1000, code: code ?? (signal ? 1 : 0) };
      phases.push(result);
      resolve(result);
    });
  });
}

const npm = (name, script, options) => run(name, process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', script], options);
const tests = (name, projects, options) =>
  run(name, process.execPath, [...vitest, `--outputFile.json=${path.join(reports, `${name}.json`)}`, ...projects.flatMap((p) => ['--project', p])], options);

const started = performance.now();
const checks = Promise.all([npm('lint', 'lint', { background: true }), npm('typecheck', 'typecheck', { background: true })]);
await npm('build', 'build');
await Promise.all([checks, tests('unit+API', apiProjects), tests('e2e', ['e2e'])]);
const total = (performance.now() - started) / 1000;

/** Vitest's JSON reports of both runs (a run that crashed before writing one is skipped). */
function readReports() {
  return fs
    .readdirSync(reports)
    .map((name) => {
      try {
        return JSON.parse(fs.readFileSync(path.join(reports, name), 'utf8'));
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

/** The ten slowest test files of both runs. */
function slowestFiles(all) {
  const files = all.flatMap((report) =>
    (report.testResults ?? []).map((file) => ({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 })),
  );
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
}

/**
 * An error in a few lines: its first, what Playwright was waiting for (its call log), and where in a test
 * file it was thrown.
 */
function briefError(text) {
  const lines = String(text ?? '').split('\n');
  const waiting = lines.find((line) => /waiting for/.test(line));
  const at = lines.find((line) => /\.(spec|test)\.tsx?:\d+/.test(line));
  return [lines[0], waiting, at].filter(Boolean).map((line) => line.trim().slice(0, 300)).join('\n           ');
}

/** Every failed test, and every test that failed before a retry passed, with its error's first line. */
function failedTests(all) {
  const failed = [];
  for (const report of all) {
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        // The JSON report has no retry count; a passed test that carries errors passed on a retry.
        const retried = test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0;
        if (test.status !== 'failed' && !retried) continue;
        failed.push({ where: `${path.relative(root, file.name)} > ${test.fullName}`, retried, error: briefError(test.failureMessages?.[0] ?? file.message) });
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
        failed.push({ where: path.relative(root, file.name), retried: false, error: briefError(file.message) });
      }
    }
  }
  return failed;
}

const pad = (text, width) => String(text).padEnd(width);
console.log('\nPhase times (wall clock from each phase\'s own start; lint and typecheck beside the build, then unit+API beside e2e):');
for (const phase of phases) console.log(`  ${pad(phase.name, 10)} ${phase.seconds.toFixed(1).padStart(7)} s  ${phase.code === 0 ? 'ok' : `FAILED (${phase.code})`}`);
console.log(`  ${pad('total', 10)} ${total.toFixed(1).padStart(7)} s`);
const all = readReports();
console.log('Ten slowest test files:');
for (const { file, seconds } of slowestFiles(all)) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
const failed = failedTests(all);
if (failed.length > 0) {
  console.log('Failed tests (and tests that passed only on a retry):');
  for (const { where, retried, error } of failed) console.log(`  ${retried ? 'RETRIED' : 'FAILED '}  ${where}\n           ${error}`);
}
if (!kept) fs.rmSync(reports, { recursive: true, force: true });
process.exit(phases.some((phase) => phase.code !== 0) ? 1 : 0);
