import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { setupTenant } from '@/modules/system/tenant';
import { checkStockLedger } from '@/modules/wms';
import { startBenchApp } from './lib/bench-app';
import { serverVersion } from './lib/bench-db';
import { bulkLoadCustomers, customersReadyToOrder } from './lib/customers';
import { adminTenantSpec, BENCH_PASSWORD } from './lib/generate';
import { formatTable, machineLine, ms } from './lib/report';
import { percentile, positiveInt } from './lib/runs';
import { freePort, readyProbe, requireBuild, serverNode, signIn, type ServerNode } from './lib/server-node';
import { generateGoods, stockEverySku } from './lib/stock-data';

/**
 * The limits of one PostgreSQL with one API node (issue 32 §5, docs/scale-out.md): the built server as a
 * process of its own on a throw-away database, CLIENTS clients over HTTP for DURATION seconds per phase
 * (after WARMUP unmeasured seconds of the same load):
 * - **orders**: `POST /oms/order` (3–8 lines, priced for the customer) then `PUT /oms/order/{id}/audit`
 *   (the reservation of every line); orders per second sustained;
 * - **stock moves**: warehousing entries of LINES lines, `POST /wms/warehousing_entry` then `PUT …/audit`
 *   (the ledger posting); moves per second = audited entries × LINES;
 * each beside a **naive baseline** in the same run: as many rows as PostgreSQL's statistics say Tradewind
 * wrote per document (inserted + updated + deleted, `pg_stat_database`), written by one INSERT in one
 * transaction per document, CLIENTS at a time through a bare pg pool of the same size (no HTTP, no checks,
 * no locks, no row-level security): what the database alone manages for that much writing.
 */
const DURATION = positiveInt('DURATION', 60);
const WARMUP = positiveInt('WARMUP', 5);
const CLIENTS = positiveInt('CLIENTS', 8);
const LINES = positiveInt('LINES', 10);
const SKUS = positiveInt('SKUS', 5_000);
const CUSTOMERS = positiveInt('CUSTOMERS', 2_000);
const POOL = positiveInt('PG_POOL_MAX', 10);
const SERVER_START_S = positiveInt('SERVER_START_S', 600);
const ADMIN = { account: 'bench_admin', password: BENCH_PASSWORD };

const log = (line: string) => process.stdout.write(`${line}\n`);
const hash = (n: number) => Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) >>> 0;

const spec = adminTenantSpec('Bench one node', ADMIN.account);

requireBuild();
// The in-process app migrates the database and registers the permissions the tenant's roles are made of;
// it serves nothing: the measured node is the built server in a process of its own.
const bench = await startBenchApp(SERVER_START_S + 4 * (DURATION + WARMUP) + 900);
const { benchDb, db } = bench;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-one-node-'));
let node: ServerNode | null = null;
const bare = new pg.Pool({ connectionString: benchDb.url, max: POOL });
bare.on('error', () => undefined);
bench.onCleanup(() => {
  void node?.stop();
  void bare.end().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void bench.finish().finally(() => process.exit(1)));

/** Rows written in the database so far (statistics; a backend reports within ~10 s of going idle). */
async function rowsWritten(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const { rows } = await bare.query<{ n: string }>('SELECT (tup_inserted + tup_updated + tup_deleted)::text AS n FROM pg_stat_database WHERE datname = current_database()');
  return Number(rows[0].n);
}

type Phase = { name: string; documents: number; seconds: number; rowsPerDoc: number; moves: number; refused: number; create: number[]; audit: number[] };

/** CLIENTS loops of `step` for WARMUP unmeasured seconds, then DURATION measured ones; a step answers what it did. */
async function load(
  step: (seed: number, times: { create: number[]; audit: number[] }) => Promise<'done' | 'refused'>,
): Promise<{ documents: number; refused: number; seconds: number; create: number[]; audit: number[]; warmup: number }> {
  let seed = 0;
  const run = async (seconds: number) => {
    const times = { create: [] as number[], audit: [] as number[] };
    let documents = 0;
    let refused = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          if ((await step((seed += 1), times)) === 'done') documents += 1;
          else refused += 1;
        }
      }),
    );
    return { documents, refused, seconds: (performance.now() - started) / 1000, ...times };
  };
  const warm = await run(WARMUP);
  return { ...(await run(DURATION)), warmup: warm.documents + warm.refused };
}

try {
  const port = await freePort();
  node = serverNode({ name: 'node', port, env: { DATABASE_URL: benchDb.url, DATA_DIR: dataDir, SEED_DEMO: '0', SCRYPT_COST: '1024', PG_POOL_MAX: String(POOL) }, ready: readyProbe(), startSeconds: SERVER_START_S });
  const started = performance.now();
  await node.start();
  const ids = await withSystem(db, (tx) => setupTenant(tx, spec, 1024));
  const tenantId = ids.tenantId;
  const storeId = ids.stores.a;
  const { skuIds, unitId, places } = await generateGoods(db, tenantId, storeId, { skus: SKUS, warehouses: 1, locations: 20 });
  const place = places[0];
  await stockEverySku(db, tenantId, skuIds, place, 1_000_000);
  await bulkLoadCustomers(benchDb.url, [{ tenantId, storeIds: [storeId], repIds: [ids.staff.admin], from: 1, to: CUSTOMERS, total: CUSTOMERS }], () => undefined);
  const customers = await customersReadyToOrder(db, tenantId);
  log(`single-node: ${SKUS} SKUs in stock, ${customers.length} customers, generated in ${((performance.now() - started) / 1000).toFixed(0)} s (${benchDb.name})`);

  const base = `${node.url}/api/v1`;
  const headers = await signIn(base, ADMIN.account, ADMIN.password, storeId);
  const call = async (method: string, url: string, body: unknown, into: number[]) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { method, headers, body: JSON.stringify(body) });
    const json = (await res.json()) as { code: number; message: string; data: { id: number; status: number } };
    into.push(performance.now() - t0);
    if (json.code !== 200 && json.code !== 409) throw new Error(`${method} ${url} answered ${json.code} ${json.message}`);
    return json;
  };
  const deliveryDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const phases: Phase[] = [];
  const measured = async (name: string, movesPerDoc: number, step: Parameters<typeof load>[0]) => {
    log(`single-node: ${name}`);
    const before = await rowsWritten();
    const r = await load(step);
    const rows = (await rowsWritten()) - before;
    // the warm-up's documents wrote rows too (a refused one little: refusals are rare)
    phases.push({ name, documents: r.documents, seconds: r.seconds, rowsPerDoc: rows / Math.max(1, r.documents + r.refused + r.warmup), moves: r.documents * movesPerDoc, refused: r.refused, create: r.create, audit: r.audit });
  };

  // ---------- orders: create → audit ----------
  await measured('orders, create + audit (3–8 lines)', 0, async (seed, times) => {
    const customer = customers[hash(seed) % customers.length];
    const lines = 3 + (hash(seed + 1) % 6);
    const items = new Map<number, { sku_id: number; qty: number }>();
    for (let k = 0; k < lines; k += 1) {
      const sku = skuIds[hash(seed * 31 + k) % skuIds.length];
      items.set(sku, { sku_id: sku, qty: 1 + (hash(seed * 17 + k) % 5) });
    }
    const made = await call('POST', '/oms/order', { customer_id: customer.id, customer_user_id: customer.contact, warehouse_id: place.warehouseId, delivery_date: deliveryDate, pay_type: 1, items: [...items.values()] }, times.create);
    if (made.code !== 200) return 'refused';
    return (await call('PUT', `/oms/order/${made.data.id}/audit`, {}, times.audit)).code === 200 ? 'done' : 'refused';
  });

  // ---------- stock moves: warehousing entries of LINES lines ----------
  await measured(`stock moves, entries of ${LINES} lines, create + audit`, LINES, async (seed, times) => {
    const skus = new Set<number>();
    for (let k = 0; skus.size < Math.min(LINES, skuIds.length); k += 1) skus.add(skuIds[hash(seed * 131 + k) % skuIds.length]);
    const lines = [...skus].map((sku, k) => ({ sku_id: sku, unit_id: unitId, qty: 1 + (hash(seed + k) % 20), price: 5, location_id: place.locationIds[hash(seed * 7 + k) % place.locationIds.length] }));
    const made = await call('POST', '/wms/warehousing_entry', { type: 6, warehouse_id: place.warehouseId, lines }, times.create);
    if (made.code !== 200) return 'refused';
    if (made.data.status === 1) return 'done';
    return (await call('PUT', `/wms/warehousing_entry/${made.data.id}/audit`, {}, times.audit)).code === 200 ? 'done' : 'refused';
  });

  // ---------- the naive baseline: the same rows per document, one INSERT in one transaction ----------
  await bare.query(`CREATE TABLE bench_naive_rows (id bigserial PRIMARY KEY, doc bigint NOT NULL, n int NOT NULL, sku_id int NOT NULL, qty numeric(14, 3) NOT NULL,
    amount numeric(14, 2) NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  await bare.query('CREATE INDEX ON bench_naive_rows (doc)');
  for (const phase of [...phases]) {
    const rows = Math.max(1, Math.round(phase.rowsPerDoc));
    log(`single-node: naive baseline, ${rows} rows per document`);
    const r = await load(async (seed, times) => {
      const t0 = performance.now();
      const client = await bare.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO bench_naive_rows (doc, n, sku_id, qty, amount) SELECT $1, g, $2 + g, 1 + g % 5, 5 * (1 + g % 5) FROM generate_series(1, $3::int) g', [seed, hash(seed) % 10_000, rows]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      times.create.push(performance.now() - t0);
      return 'done';
    });
    phases.push({ name: `naive: ${rows} rows by one INSERT per transaction`, documents: r.documents, seconds: r.seconds, rowsPerDoc: rows, moves: 0, refused: 0, create: r.create, audit: [] });
  }

  const differences = await withSystem(db, (tx) => checkStockLedger(tx));
  const [{ moves }] = await withSystem(db, (tx) => queryRows<{ moves: number }>(tx, sql`SELECT count(*)::int AS moves FROM wms_stock_moves`));
  const p = (list: number[], q: number) => (list.length ? ms(percentile([...list].sort((a, b) => a - b), q)) : '–');
  log(
    [
      '',
      machineLine(await serverVersion(benchDb.url)),
      `load average at the end (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
      `one node (the built server, PG_POOL_MAX=${POOL}), ${CLIENTS} clients over HTTP, ${DURATION} s measured after ${WARMUP} s of warm-up per phase; the naive baseline through a bare pg pool of ${POOL}`,
      '',
      formatTable(
        [
          { title: 'phase', value: (r: Phase) => r.name, align: 'left' },
          { title: 'documents', value: (r) => String(r.documents) },
          { title: 'docs/s', value: (r) => (r.documents / r.seconds).toFixed(1) },
          { title: 'moves/s', value: (r) => (r.moves ? (r.moves / r.seconds).toFixed(0) : '–') },
          { title: 'rows/doc', value: (r) => r.rowsPerDoc.toFixed(1) },
          { title: 'create p50', value: (r) => p(r.create, 50) },
          { title: 'p95', value: (r) => p(r.create, 95) },
          { title: 'audit p50', value: (r) => p(r.audit, 50) },
          { title: 'p95', value: (r) => p(r.audit, 95) },
          { title: 'refused', value: (r) => String(r.refused) },
        ],
        phases,
      ),
      '',
      `(naive rows: "create" is the whole transaction; rows/doc of Tradewind's phases from pg_stat_database, inserted + updated + deleted)`,
      `ledger: ${moves} moves, re-sum: ${differences.length} differences`,
      '',
    ].join('\n'),
  );
  if (differences.length) throw new Error(`the ledger check found ${differences.length} differences`);
} finally {
  await node?.stop();
  await bench.finish();
}
