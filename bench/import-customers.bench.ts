import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CreateCustomerSchema } from '@tradewind/contract/crm/customer.schema';
import { queryOne } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { setupTenant } from '@/modules/system/tenant';
import { csvText } from '@/test/test-imports';
import { multipartBody } from '@/test/test-uploads';
import { startBenchApp } from './lib/bench-app';
import { serverVersion } from './lib/bench-db';
import { benchLogin, CUSTOMER_BENCH_REPS, customerTenantSpec } from './lib/customers';
import { formatTable, machineLine } from './lib/report';
import { positiveInt } from './lib/runs';

/**
 * The customers' import (docs/imports.md) at CUSTOMERS rows (default 10,000): one CSV uploaded through
 * `POST /task/import`, checked into its preview (validated: every row parsed, matched and checked, nothing
 * written) and run (every row a customer with its contact and, for half, a delivery address, each in a
 * transaction of its own) by the import runner. Beside it, in the same run, the naive baselines:
 * - validation: the contract's CreateCustomerSchema over the same rows in a loop, no database (the floor);
 * - import: the same customers made by hand one `POST /crm/customer` after another (SAMPLE of them,
 *   extrapolated), which is what typing them in does.
 * Goal (issue 36): validated ≤ 10 s, imported ≤ 60 s; the process's peak RSS is shown (memory bounded), and
 * the statements the process sent during the run per row imported (every pg client `query` but this bench's
 * polling of the task: the run's, with its heartbeats), since a row's cost is mostly its round trips.
 */
const CUSTOMERS = positiveInt('CUSTOMERS', 10_000);
const SAMPLE = positiveInt('SAMPLE', 300);
const log = (line: string) => process.stdout.write(`${line}\n`);

const bench = await startBenchApp(1800);
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 100);
bench.onCleanup(() => clearInterval(sampler));
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
bench.onCleanup(() => {
  pg.Client.prototype.query = query;
});
try {
  const { app, db } = bench;
  const ids = await withSystem(db, (tx) => setupTenant(tx, customerTenantSpec('imp', []), bench.config.scryptCost));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const token = await benchLogin(`${address}/api/v1`, 'imp_admin');
  const areas = ['上海市 浦东新区', '浙江省 杭州市 西湖区', '江苏省 南京市 鼓楼区', '广东省 深圳市 南山区'];
  const row = (i: number, prefix: string) => [
    `导入客户${prefix}${i}`,
    `1${prefix}${String(i).padStart(9, '0')}`,
    `联系人${i}`,
    i % 2 === 0 ? `imp_rep${i % CUSTOMER_BENCH_REPS}` : '',
    i % 2 === 0 ? areas[i % areas.length] : '',
    i % 2 === 0 ? `幸福路 ${i} 号` : '',
    `备注 ${i}`,
  ];
  const header = ['客户名称', '手机号', '联系人', '归属销售', '所在地区', '详细地址', '备注'];
  const rows = Array.from({ length: CUSTOMERS }, (_, i) => row(i, '3'));
  const file = Buffer.from(csvText([header, ...rows]));
  log(`import-customers: ${CUSTOMERS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB of CSV, in ${bench.benchDb.name}`);

  const status = async (id: number) => (await withSystem(db, (tx) => queryOne<{ import_status: number; created_count: number; updated_count: number; refused_count: number; fail_msg: string | null }>(tx, sql`SELECT import_status, created_count, updated_count, refused_count, fail_msg FROM import_tasks WHERE id = ${id}`)))!;
  let polls = 0;
  const until = async (id: number, want: number) => {
    for (;;) {
      polls += 1;
      const s = await status(id);
      if (s.import_status === want) return s;
      if (s.import_status === 5) throw new Error(`import failed: ${s.fail_msg}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  // what one look at the task sends (BEGIN, the SELECT, COMMIT), left out of the run's count
  let pollCost = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const before = statements;
    await status(0).catch(() => undefined);
    pollCost = Math.min(pollCost, statements - before);
  }

  // the import: upload (the rows counted), the check, then the run
  const t0 = performance.now();
  const body = multipartBody({ kind: 'crm.customer' }, { name: 'customers.csv', data: file });
  const up = await app.inject({ method: 'POST', url: '/api/v1/task/import', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  const id = (up.json() as { code: number; message: string; data: { id: number } }).data?.id;
  if (!id) throw new Error(`upload refused: ${up.body}`);
  const uploaded = performance.now();
  const checked = await until(id, 2);
  const validated = performance.now();
  if (checked.created_count !== CUSTOMERS) throw new Error(`the check expected ${checked.created_count} created, ${checked.refused_count} refused`);
  const started = await app.inject({ method: 'PUT', url: `/api/v1/task/import/${id}/run`, headers: { authorization: `Bearer ${token}` } });
  if ((started.json() as { code: number }).code !== 200) throw new Error(`run refused: ${started.body}`);
  const sentBefore = statements;
  const pollsBefore = polls;
  const done = await until(id, 4);
  const imported = performance.now();
  const runStatements = statements - sentBefore - (polls - pollsBefore) * pollCost;
  if (done.created_count !== CUSTOMERS) throw new Error(`imported ${done.created_count} of ${CUSTOMERS}, ${done.refused_count} refused`);

  // naive validation: the form's schema over the same rows, nothing else
  const n0 = performance.now();
  for (const r of rows) CreateCustomerSchema.parse({ name: r[0], phone: r[1], contact_name: r[2], address: r[5] || null, remark: r[6] });
  const naiveValidate = performance.now() - n0;

  // naive import: the form's call, one customer at a time (a sample, extrapolated)
  const n1 = performance.now();
  for (let i = 0; i < SAMPLE; i += 1) {
    const r = row(i, '5');
    const res = await fetch(`${address}/api/v1/crm/customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: r[0], phone: r[1], contact_name: r[2], remark: r[6], sales_type: r[3] ? 1 : 0, sales_id: r[3] ? ids.staff[`rep${i % CUSTOMER_BENCH_REPS}`] : undefined }),
    });
    const json = (await res.json()) as { code: number; message: string };
    if (json.code !== 200) throw new Error(`POST /crm/customer: ${json.code} ${json.message}`);
  }
  const naivePerRow = (performance.now() - n1) / SAMPLE;

  const s = (msv: number) => (msv / 1000).toFixed(1);
  const perSecond = (n: number, msv: number) => Math.round(n / (msv / 1000)).toLocaleString('en-US');
  log(machineLine(await serverVersion(bench.benchDb.url)));
  log(
    formatTable<{ step: string; ms: number; n: number; goal: string }>(
      [
        { title: 'step', value: (r) => r.step, align: 'left' },
        { title: 'seconds', value: (r) => s(r.ms), align: 'right' },
        { title: 'rows/s', value: (r) => perSecond(r.n, r.ms), align: 'right' },
        { title: 'goal', value: (r) => r.goal, align: 'left' },
      ],
      [
        { step: `upload (${CUSTOMERS} rows counted)`, ms: uploaded - t0, n: CUSTOMERS, goal: '' },
        { step: 'validated (upload + check)', ms: validated - t0, n: CUSTOMERS, goal: validated - t0 <= 10_000 ? '≤ 10 s met' : '≤ 10 s MISSED' },
        { step: 'naive: CreateCustomerSchema alone', ms: naiveValidate, n: CUSTOMERS, goal: 'the floor, no database' },
        { step: 'imported (the run)', ms: imported - validated, n: CUSTOMERS, goal: imported - validated <= 60_000 ? '≤ 60 s met' : '≤ 60 s MISSED' },
        { step: `naive: POST /crm/customer × ${CUSTOMERS} (${SAMPLE} timed)`, ms: naivePerRow * CUSTOMERS, n: CUSTOMERS, goal: 'by hand through the API' },
      ],
    ),
  );
  log(`peak RSS of the bench process (server, runner and generator): ${(peak / 1024 / 1024).toFixed(0)} MB`);
  log(`statements the run sent: ${runStatements.toLocaleString('en-US')}, ${(runStatements / CUSTOMERS).toFixed(1)} a row (heartbeats included; the bench's ${pollCost} a look at the task left out)`);
} finally {
  await bench.finish();
}
