import { buildApp } from '@/app';
import { readConfig } from '@/config';

/**
 * The measured half of export.bench.ts, run as its own bundled process (as `npm start` runs the server):
 * a Tradewind node that exports the generated rows once and reports its time and peak memory.
 */
const { BENCH_URL, BENCH_DATA_DIR, BENCH_ACCOUNT, BENCH_PASSWORD } = process.env;
const config = readConfig({}, { databaseUrl: BENCH_URL!, dataDir: BENCH_DATA_DIR!, logLevel: 'warn', webDist: null, seedDemo: false });
const app = await buildApp(config, { jobPollMs: 0 });
app.database.pool?.on('error', () => undefined);

const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { account: BENCH_ACCOUNT, password: BENCH_PASSWORD } });
const token = (login.json() as { data: { token: string } }).data.token;
const auth = { authorization: `Bearer ${token}` };
const started = await app.inject({ method: 'GET', url: '/api/v1/action/log/export', headers: auth });
const taskId = (started.json() as { data: { id: number } }).data.id;

const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 25);
const began = performance.now();
await app.exportRunner.runOnce();
const seconds = (performance.now() - began) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

const list = await app.inject({ method: 'GET', url: '/api/v1/task/exports', headers: auth });
const task = (list.json() as { data: { list: Array<{ id: number; export_status: number; file_size: number; fail_msg: string | null }> } }).data.list.find((x) => x.id === taskId)!;
await app.close();
process.stdout.write(`${JSON.stringify({ seconds, baseline, peak, status: task.export_status, fileSize: task.file_size, failMsg: task.fail_msg })}\n`);
