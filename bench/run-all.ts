import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs every `*.bench.ts` next to this file, one after another (parallel benches would measure each
 * other), each in its own process so one bench's servers, pools and heap cannot colour the next.
 * Exits non-zero if any bench fails.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
const tsconfig = path.join(here, 'tsconfig.json');
// A bench bounds itself (lib/deadline.ts); this is the backstop should its process hang regardless.
const BENCH_TIMEOUT_MS = 30 * 60_000;

function runBench(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsxCli, '--tsconfig', tsconfig, file], { cwd: here, stdio: 'inherit' });
    const timer = setTimeout(() => {
      process.stderr.write(`run-all: ${path.basename(file)} overran ${BENCH_TIMEOUT_MS / 60_000} min, stopping it\n`);
      child.kill('SIGKILL');
    }, BENCH_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const only = process.argv[2];
const benches = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
if (benches.length === 0) throw new Error(`no *.bench.ts in ${here}${only ? ` matching "${only}"` : ''}`);

const failed: string[] = [];
for (const file of benches) {
  process.stdout.write(`\n=== ${file} ===\n`);
  const code = await runBench(path.join(here, file));
  if (code !== 0) failed.push(`${file} (exit ${code})`);
}
if (failed.length) {
  process.stderr.write(`run-all: failed: ${failed.join(', ')}\n`);
  process.exitCode = 1;
}
