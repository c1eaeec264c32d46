import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@/app';
import { readConfig } from '@/config';
import { createBenchDb, serverVersion } from './lib/bench-db';
import { exitAfter } from './lib/deadline';
import { generateData } from './lib/generate';
import { formatTable, machineLine } from './lib/report';

/**
 * Export of a large list through the export centre: rows per second and the server process's peak
 * resident memory while its runner streams EXPORT_ROWS action log rows (default 1,000,000) into one XLSX
 * file. The export runs in a separate process built like production (`npm start` bundles the server), so
 * the data generator's memory is not counted. Goal (issue 5): it completes, with peak RSS at most 300 MB.
 */
const rows = Number(process.env.EXPORT_ROWS ?? 1_000_000);
const benchDb = await createBenchDb();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-export-bench-'));
const cleanup = async () => {
  await benchDb.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
const cancelDeadline = exitAfter(600 + rows / 1000, cleanup);

try {
  const config = readConfig({}, { databaseUrl: benchDb.url, dataDir, logLevel: 'warn', webDist: null, seedDemo: false });
  const setup = await buildApp(config, { jobPollMs: 0 });
  setup.database.pool?.on('error', () => undefined);
  process.stdout.write(`export: generating ${rows} action log rows per tenant in ${benchDb.name}…\n`);
  const data = await generateData(setup.database, rows, config.scryptCost);
  await setup.close();

  // Bundled beside the server's own bundle, so it resolves the server's dependencies the same way.
  const here = import.meta.dirname;
  execFileSync(process.execPath, [path.join(here, '../apps/server/build.mjs'), path.join(here, 'lib/export-run.ts')], { stdio: 'inherit' });
  const bundle = path.join(here, '../apps/server/dist/export-run.mjs');
  let output: string;
  try {
    output = execFileSync(process.execPath, [bundle], {
      env: { ...process.env, BENCH_URL: benchDb.url, BENCH_DATA_DIR: dataDir, BENCH_ACCOUNT: data.admin.account, BENCH_PASSWORD: data.admin.password },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
  } finally {
    fs.rmSync(bundle, { force: true });
    fs.rmSync(`${bundle}.map`, { force: true });
  }
  const result = JSON.parse(output.trim().split('\n').pop()!) as { seconds: number; baseline: number; peak: number; status: number; fileSize: number; failMsg: string | null };
  if (result.status !== 2) throw new Error(`export did not finish: status ${result.status} ${result.failMsg ?? ''}`);

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  process.stdout.write(`${machineLine(await serverVersion(benchDb.url))}\n`);
  process.stdout.write(
    `${formatTable(
      [
        { title: 'rows', value: () => String(rows), align: 'right' },
        { title: 'seconds', value: () => result.seconds.toFixed(1), align: 'right' },
        { title: 'rows/s', value: () => Math.round(rows / result.seconds).toLocaleString('en-US'), align: 'right' },
        { title: 'file', value: () => mb(result.fileSize), align: 'right' },
        { title: 'RSS before', value: () => mb(result.baseline), align: 'right' },
        { title: 'peak RSS', value: () => mb(result.peak), align: 'right' },
        { title: 'goal ≤ 300 MB', value: () => (result.peak <= 300 * 1024 * 1024 ? 'met' : 'MISSED'), align: 'left' },
      ],
      [{}],
    )}\n`,
  );
} finally {
  cancelDeadline();
  await cleanup();
}
