// `npm test`: every check and every test, with the wall time of each phase and the ten slowest test
// files printed at the end, so the test time budget (README, "Tests") is measured, not hoped for.
//
// Phases: lint and typecheck one after the other beside the build (each is mostly one core); then the
// unit, web and API tests (PGlite, and PostgreSQL with TEST_DATABASE_URL) beside the end-to-end tests.
// Exits non-zero when any phase fails; the test phases run even when a check failed, so one run shows
// everything that is wrong.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-test-report-'));
const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json'];
const apiProjects = ['unit', 'web', 'api-pglite', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];

/** @type {Array<{ name: string, seconds: number, code: number }>} */
const phases = [];

function run(name, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const result = { name, seconds: (performance.now() - started) / 1000, code: code ?? (signal ? 1 : 0) };
      phases.push(result);
      resolve(result);
    });
  });
}

const npm = (name, script) => run(name, process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', script]);
const tests = (name, projects) =>
  run(name, process.execPath, [...vitest, `--outputFile.json=${path.join(reports, `${name}.json`)}`, ...projects.flatMap((p) => ['--project', p])]);

const started = performance.now();
await Promise.all([(async () => [await npm('lint', 'lint'), await npm('typecheck', 'typecheck')])(), npm('build', 'build')]);
await Promise.all([tests('unit+API', apiProjects), tests('e2e', ['e2e'])]);
const total = (performance.now() - started) / 1000;

/** The ten slowest test files of both runs, from Vitest's JSON reports. */
function slowestFiles() {
  const files = [];
  for (const name of fs.readdirSync(reports)) {
    const report = JSON.parse(fs.readFileSync(path.join(reports, name), 'utf8'));
    for (const file of report.testResults ?? []) {
      files.push({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 });
    }
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
}

const pad = (text, width) => String(text).padEnd(width);
console.log('\nPhase times (wall clock; lint and typecheck run beside the build, unit+API beside e2e):');
for (const phase of phases) console.log(`  ${pad(phase.name, 10)} ${phase.seconds.toFixed(1).padStart(7)} s  ${phase.code === 0 ? 'ok' : `FAILED (${phase.code})`}`);
console.log(`  ${pad('total', 10)} ${total.toFixed(1).padStart(7)} s`);
console.log('Ten slowest test files:');
for (const { file, seconds } of slowestFiles()) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(phases.some((phase) => phase.code !== 0) ? 1 : 0);
