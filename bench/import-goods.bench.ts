import { eanCheckDigit } from '@tradewind/contract/pms/barcode';
import type { ImportTask } from '@tradewind/contract/common/import-task.schema';
import { withSystem } from '@/core/db/tenancy';
import { setupTenant } from '@/modules/system/tenant';
import { csvText } from '@/test/test-imports';
import { multipartBody } from '@/test/test-uploads';
import { startBenchApp } from './lib/bench-app';
import { serverVersion } from './lib/bench-db';
import { adminTenantSpec, BENCH_PASSWORD } from './lib/generate';
import { formatTable, machineLine } from './lib/report';
import { positiveInt } from './lib/runs';

/**
 * The goods import (docs/imports.md, pms README "Importing goods") at a catalogue's size, beside the
 * customers' (import-customers.bench.ts): SPUS products (default 3,000) with 10 SKUs per 3 products
 * (10,000) in one CSV file — a third of the products sold in one form, a third in three sizes, a third in
 * three sizes × two flavours, half of the SKUs with a case unit, every product put on sale — uploaded
 * through `POST /task/import`, checked into its preview (validated: upload + check, nothing written) and
 * run by the import runner (each product in a transaction of its own through `createSpu` and
 * `submitSpu`). Goal (issue 36): validated ≤ 10 s, imported ≤ 60 s; the process's peak RSS is shown.
 * REPEAT=1 imports the same file again (every product matched and updated, nothing created).
 */
const spuCount = positiveInt('SPUS', 3000);
const repeat = process.env.REPEAT === '1';
const bench = await startBenchApp(1800);
const { app } = bench;

type Task = ImportTask;

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 100);

async function call<T>(token: string, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}`, 'from-client-type': 'pc' }, payload: body as never });
  const json = res.json() as { code: number; message: string; data: T };
  if (json.code !== 200) throw new Error(`${method} ${url}: ${json.code} ${json.message}`);
  return json.data;
}

/** The products' rows (header first): `sizes` × `flavours` SKUs each, cycling 1 × 1, 3 × 1, 3 × 2 (10 SKUs per three products). */
function goodsRows(): string[][] {
  const rows = [['商品编码', '商品名称', '分类', '品牌', '规格1', '规格1值', '规格2', '规格2值', 'SKU编码', '条码', '基本单位', '销售价', '成本价', '包装单位1', '包装单位1换算', '提交上架']];
  let skus = 0;
  for (let p = 0; p < spuCount; p += 1) {
    const shape = p % 3;
    const sizes = shape === 0 ? [''] : ['500ml', '1L', '2L'];
    const flavours = shape === 2 ? ['原味', '柠檬'] : [''];
    for (const size of sizes)
      for (const flavour of flavours) {
        skus += 1;
        const body = `69${String(skus).padStart(10, '0')}`;
        const pack = skus % 2 === 0;
        rows.push([
          `P${String(p).padStart(5, '0')}`,
          `商品${p} 饮品`,
          `分类${p % 20}`,
          `品牌${p % 10}`,
          size ? '容量' : '',
          size,
          flavour ? '口味' : '',
          flavour,
          `K${String(skus).padStart(6, '0')}`,
          `${body}${eanCheckDigit(body)}`,
          '瓶',
          (2 + (skus % 50) / 10).toFixed(2),
          (1 + (skus % 30) / 10).toFixed(2),
          pack ? '箱' : '',
          pack ? '24' : '',
          '是',
        ]);
      }
  }
  return rows;
}

/** Runs the import runner until the task leaves `from`; answers the task and the seconds it took. */
async function until(token: string, id: number, from: number): Promise<{ task: Task; seconds: number }> {
  const started = performance.now();
  for (;;) {
    await app.importRunner.runOnce();
    const task = await call<Task>(token, 'GET', `/task/import/${id}`);
    if (task.import_status !== from) return { task, seconds: (performance.now() - started) / 1000 };
  }
}

try {
  const spec = adminTenantSpec('Bench goods import', 'goods_import_admin', [{ key: 'a', name: 'Bench Store A', isMaster: true }]);
  await withSystem(bench.db, (tx) => setupTenant(tx, spec, bench.config.scryptCost));
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { account: 'goods_import_admin', password: BENCH_PASSWORD } });
  const token = (login.json() as { data: { token: string } }).data.token;
  // the catalogue the file names (an import never makes one)
  for (let i = 0; i < 20; i += 1) await call(token, 'POST', '/pms/category', { name: `分类${i}` });
  for (let i = 0; i < 10; i += 1) await call(token, 'POST', '/pms/brand', { name: `品牌${i}` });
  for (const name of ['瓶', '箱']) await call(token, 'POST', '/pms/unit_config', { name });
  await call(token, 'POST', '/pms/spec', { name: '容量', values: ['500ml', '1L', '2L'] });
  await call(token, 'POST', '/pms/spec', { name: '口味', values: ['原味', '柠檬'] });
  await call(token, 'PUT', '/pms/setting/goods', { spu_check: 0, sku_code_mode: 1, sku_code_prefix: 'SKU', allow_free_barcode: 0 });

  const rows = goodsRows();
  const data = Buffer.from(csvText(rows));
  process.stdout.write(`goods import: ${spuCount} SPUs, ${rows.length - 1} SKUs, ${(data.length / 1024 / 1024).toFixed(1)} MB of CSV\n`);

  const results: Array<{ label: string; validated: number; imported: number | null; task: Task }> = [];
  for (const label of repeat ? ['first', 'repeat'] : ['first']) {
    const t0 = performance.now();
    const body = multipartBody({ kind: 'pms.spu' }, { name: 'goods.csv', data });
    const upload = await app.inject({ method: 'POST', url: '/api/v1/task/import', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}`, 'from-client-type': 'pc' } });
    const { id } = (upload.json() as { data: { id: number } }).data;
    const checked = await until(token, id, 1);
    checked.seconds = (performance.now() - t0) / 1000;
    if (checked.task.import_status !== 2 || checked.task.refused_count > 0) {
      const problems = await call<{ list: unknown[] }>(token, 'GET', `/task/import/${id}/problems?page_size=10`);
      throw new Error(`preview: ${JSON.stringify(checked.task)} ${JSON.stringify(problems.list)}`);
    }
    await call(token, 'PUT', `/task/import/${id}/run`);
    const ran = await until(token, id, 3);
    if (ran.task.import_status !== 4 || ran.task.refused_count > 0) throw new Error(`run: ${JSON.stringify(ran.task)}`);
    results.push({ label, validated: checked.seconds, imported: ran.seconds, task: ran.task });
  }
  process.stdout.write(`${machineLine(await serverVersion(bench.benchDb.url))}\n`);
  process.stdout.write(
    `${formatTable(
      [
        { title: 'file', value: (r) => r.label, align: 'left' },
        { title: 'SKU rows', value: (r) => String(r.task.total_rows), align: 'right' },
        { title: 'created', value: (r) => String(r.task.created_count), align: 'right' },
        { title: 'updated', value: (r) => String(r.task.updated_count), align: 'right' },
        { title: 'validated s (upload + check)', value: (r) => r.validated.toFixed(1), align: 'right' },
        { title: 'goal ≤ 10 s', value: (r) => (r.validated <= 10 ? 'met' : 'MISSED'), align: 'left' },
        { title: 'imported s', value: (r) => (r.imported ?? 0).toFixed(1), align: 'right' },
        { title: 'goal ≤ 60 s', value: (r) => ((r.imported ?? 0) <= 60 ? 'met' : 'MISSED'), align: 'left' },
        { title: 'rows/s', value: (r) => Math.round(r.task.total_rows / (r.imported ?? 1)).toLocaleString('en-US'), align: 'right' },
      ],
      results,
    )}\n`,
  );
  process.stdout.write(`peak RSS of the process (server, runner and bench together): ${(peak / 1024 / 1024).toFixed(0)} MB\n`);
} finally {
  clearInterval(sampler);
  await bench.finish();
}
