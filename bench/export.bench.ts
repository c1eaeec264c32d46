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
 * Export of a large list through the export centre: rows per second and the process's peak resident
 * memory while the runner streams EXPORT_ROWS action log rows (default 1,000,000) into one XLSX file.
 * Goal (issue 5): it completes, with peak RSS at most 300 MB.
 */
const rows = Number(process.env.EXPORT_ROWS ?? 1_000_000);
const benchDb = await createBenchDb();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-export-bench-'));
let close: () => Promise<void> = async () => undefined;
const cleanup = async () => {
  await close().catch(() => undefined);
  await benchDb.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
const cancelDeadline = exitAfter(600 + rows / 1000, cleanup);

try {
  const config = readConfig({}, { databaseUrl: benchDb.url, dataDir, logLevel: 'warn', webDist: null, seedDemo: false });
  const app = await buildApp(config, { jobPollMs: 0 });
  close = () => app.close();
  app.database.pool?.on('error', () => undefined);
  process.stdout.write(`export: generating ${rows} action log rows per tenant in ${benchDb.name}…\n`);
  const data = await generateData(app.database, rows, config.scryptCost);

  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: data.admin });
  const token = (login.json() as { data: { token: string } }).data.token;
  const started = await app.inject({ method: 'GET', url: '/api/v1/action/log/export', headers: { authorization: `Bearer ${token}` } });
  const task = (started.json() as { code: number; data: { id: number } }).data;

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const began = performance.now();
  await app.exportRunner.runOnce();
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  const list = await app.inject({ method: 'GET', url: '/api/v1/task/exports', headers: { authorization: `Bearer ${token}` } });
  const result = (list.json() as { data: { list: Array<{ id: number; export_status: number; file_size: number; fail_msg: string | null }> } }).data.list.find((x) => x.id === task.id)!;
  if (result.export_status !== 2) throw new Error(`export did not finish: status ${result.export_status} ${result.fail_msg ?? ''}`);

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  process.stdout.write(`${machineLine(await serverVersion(benchDb.url))}\n`);
  process.stdout.write(
    `${formatTable(
      [
        { title: 'rows', value: (r: { rows: number }) => String(r.rows), align: 'right' },
        { title: 'seconds', value: () => seconds.toFixed(1), align: 'right' },
        { title: 'rows/s', value: () => Math.round(rows / seconds).toLocaleString('en-US'), align: 'right' },
        { title: 'file', value: () => mb(result.file_size), align: 'right' },
        { title: 'RSS before', value: () => mb(baseline), align: 'right' },
        { title: 'peak RSS', value: () => mb(peak), align: 'right' },
        { title: 'goal ≤ 300 MB', value: () => (peak <= 300 * 1024 * 1024 ? 'met' : 'MISSED'), align: 'left' },
      ],
      [{ rows }],
    )}\n`,
  );
} finally {
  cancelDeadline();
  await cleanup();
}
