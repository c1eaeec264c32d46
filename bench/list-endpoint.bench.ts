import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import { readConfig } from '@/config';
import { loadSettingsFromEnv, runAutocannon, checkSample, type LoadResult, type LoadTarget } from './lib/autocannon';
import { buildBareListApp, BARE_LIST_PATH } from './lib/bare-list-app';
import { createBenchDb, serverVersion } from './lib/bench-db';
import { exitAfter } from './lib/deadline';
import { actionLogCounts, generateData, rowsFromEnv } from './lib/generate';
import { formatTable, machineLine, ms } from './lib/report';

/**
 * GET /api/v1/action/log (page 1, 20 rows) on Tradewind against a bare Fastify + pg route doing the same
 * SQL: the ratio is what authentication, the per-request transaction, RLS, validation and Drizzle cost.
 */
const LIST_QUERY = '?page=1&page_size=20';

const settings = loadSettingsFromEnv();
const rows = rowsFromEnv();
// openDatabase sizes Tradewind's pool from PG_POOL_MAX; the bare app gets the same.
const poolSize = Number(process.env.PG_POOL_MAX ?? 10);

function baseUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const benchDb = await createBenchDb();
const servers: FastifyInstance[] = [];
const cleanup = async () => {
  for (const s of servers.splice(0)) await s.close().catch(() => undefined);
  await benchDb.drop();
};
// Generation takes some seconds per 100k rows; two load runs take (warmup + duration) each.
const cancelDeadline = exitAfter(180 + rows / 1000 + 2 * (settings.warmup + settings.duration), cleanup);

try {
  const config = readConfig({}, { databaseUrl: benchDb.url, logLevel: 'warn', webDist: null, host: '127.0.0.1', port: 0, seedDemo: false });
  const tradewind = await buildApp(config);
  servers.push(tradewind);
  // Tradewind's pool has no 'error' listener: an idle client terminated by the DROP … WITH (FORCE) at the
  // end (pool.end() does not wait for sockets to close) would otherwise crash the bench.
  tradewind.database.pool?.on('error', () => undefined);
  process.stdout.write(`list-endpoint: generating ${rows} action log rows per tenant in ${benchDb.name}…\n`);
  const data = await generateData(tradewind.database, rows, config.scryptCost);
  await tradewind.listen({ host: '127.0.0.1', port: 0 });

  const login = await fetch(`${baseUrl(tradewind)}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data.admin),
  });
  const loginBody = (await login.json()) as { code: number; message: string; data: { token: string } | null };
  if (loginBody.code !== 200 || !loginBody.data) throw new Error(`login failed: ${loginBody.code} ${loginBody.message}`);

  const bare = await buildBareListApp(benchDb.url, data.tenantId, poolSize);
  servers.push(bare.app);
  await bare.app.listen({ host: '127.0.0.1', port: 0 });

  const targets: Array<{ name: string; target: LoadTarget }> = [
    { name: 'tradewind', target: { url: `${baseUrl(tradewind)}/api/v1/action/log${LIST_QUERY}`, headers: { authorization: `Bearer ${loginBody.data.token}` } } },
    { name: 'bare fastify+pg', target: { url: `${baseUrl(bare.app)}${BARE_LIST_PATH}${LIST_QUERY}` } },
  ];
  // Same bytes from both, or the comparison compares different work.
  const [twSample, bareSample] = await Promise.all(targets.map((t) => checkSample(t.target)));
  if (twSample !== bareSample) {
    throw new Error(`the bare route does not answer what Tradewind answers:\n tradewind: ${twSample.slice(0, 400)}\n bare:      ${bareSample.slice(0, 400)}`);
  }

  const counts = await actionLogCounts(tradewind.database.db, data);
  const pgVersion = await serverVersion(benchDb.url);
  const results: Array<{ name: string; result: LoadResult }> = [];
  for (const { name, target } of targets) {
    process.stdout.write(`list-endpoint: loading ${name} for ${settings.warmup} + ${settings.duration} s with ${settings.connections} connections…\n`);
    results.push({ name, result: await runAutocannon(target, settings) });
  }

  const floor = results[1].result.reqPerSec;
  const table = formatTable(
    [
      { title: 'target', value: (r) => r.name, align: 'left' },
      { title: 'req/s', value: (r) => r.result.reqPerSec.toFixed(0) },
      { title: 'p50', value: (r) => ms(r.result.p50) },
      { title: 'p95', value: (r) => ms(r.result.p95) },
      { title: 'p99', value: (r) => ms(r.result.p99) },
      { title: 'requests', value: (r) => String(r.result.requests) },
      { title: 'vs bare', value: (r) => (r.result.reqPerSec / floor).toFixed(2) },
    ],
    results,
  );
  process.stdout.write(
    [
      '',
      `GET /api/v1/action/log${LIST_QUERY}`,
      machineLine(pgVersion),
      `action_logs rows: ${counts.tenant} for the bench tenant, ${counts.noise} for the noise tenant, ${counts.total} in all`,
      `load: ${settings.connections} connections, ${settings.warmup} s warmup + ${settings.duration} s measured, pg pool ${poolSize} per server`,
      '',
      table,
      '',
      `ratio tradewind/bare: ${(results[0].result.reqPerSec / floor).toFixed(2)}`,
      '',
    ].join('\n'),
  );
} finally {
  cancelDeadline();
  await cleanup();
}
