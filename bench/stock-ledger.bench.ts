import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { StockDocType, type StockDocTypeValue } from '@tradewind/contract/wms/stock.schema';
import { buildApp } from '@/app';
import { readConfig } from '@/config';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { AppError } from '@/core/http/errors';
import { setupTenant } from '@/modules/system/tenant';
import { checkStockLedger, postStockMoves, type StockMoveLine } from '@/modules/wms';
import { createBenchDb, serverVersion } from './lib/bench-db';
import { benchLogin } from './lib/customers';
import { exitAfter } from './lib/deadline';
import { adminTenantSpec } from './lib/generate';
import { startLatencyClient, type LatencyClient } from './lib/latency-client';
import { measure, positiveInt, type Run, type Stats } from './lib/runs';
import { formatTable, machineLine } from './lib/report';
import { fillLedger, generateGoods, type Place } from './lib/stock-data';

/**
 * Posting throughput of the stock ledger (wms README): documents of LINES lines posted through
 * `postStockMoves`, CONCURRENCY documents at a time, each in its own tenant transaction as a document's
 * audit would run it. Phases:
 * - `opening`: inbound documents over SKUS SKUs × WAREHOUSES warehouses × LOCATIONS locations (new
 *   balance rows, moving average updates);
 * - `mixed`: inbound and outbound documents on random SKUs (outbound refused where short — counted);
 * - `hot sku`: every document on one SKU and location (they all queue on one balance row);
 * then the re-sum check over the whole ledger (it must find no difference) and its time.
 *
 * Before the phases, the ledger is filled to LEDGER moves (default 1M) of history spread over the past
 * year, written in bulk with its derived tables rebuilt from the moves (the posting phases measure the
 * posting function; the bulk history only gives the pages a ledger of that size). After them, the stock
 * list and history pages are timed over HTTP (first page and a filtered page, REQUESTS runs each, one at
 * a time from a client process of their own) beside the naive way to show stock: summing the ledger.
 */
const SKUS = positiveInt('SKUS', 10_000);
const WAREHOUSES = positiveInt('WAREHOUSES', 3);
const LOCATIONS = positiveInt('LOCATIONS', 50);
const MOVES = positiveInt('MOVES', 20_000);
const LINES = positiveInt('LINES', 10);
const CONCURRENCY = positiveInt('CONCURRENCY', 8);
const LEDGER = Number(process.env.LEDGER ?? 1_000_000);
const REQUESTS = positiveInt('REQUESTS', 100);
const NAIVE_REQUESTS = positiveInt('NAIVE_REQUESTS', 10);

const log = (line: string) => process.stdout.write(`${line}\n`);

const spec = adminTenantSpec('Bench stock');

type Phase = { name: string; documents: number; moves: number; refused: number; seconds: number };

/** Posts `documents` documents made by `make`, CONCURRENCY at a time; a 409 refusal counts, anything else fails the bench. */
async function run(db: Db, tenantId: number, staffId: number, name: string, documents: number, make: (i: number) => { type: StockDocTypeValue; lines: StockMoveLine[] }): Promise<Phase> {
  let next = 0;
  let moves = 0;
  let refused = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < documents; i = next++) {
      const doc = make(i);
      try {
        const posted = await withTenant(db, tenantId, (tx) => postStockMoves({ db: tx, tenantId, staffId }, { docType: doc.type, docId: i + 1, docNo: `${name}-${i + 1}`, lines: doc.lines }));
        moves += posted.length;
      } catch (error) {
        if (error instanceof AppError && error.code === 409) refused += 1;
        else throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { name, documents, moves, refused, seconds: (performance.now() - started) / 1000 };
}

type PageRow = { page: string; url: string; http: Stats; naive: Stats | null };

/** The stock list and history pages over HTTP, and the naive ledger sums beside them. */
async function measurePages(db: Db, tenantId: number, base: string, token: string, client: LatencyClient, skuIds: number[], places: Place[]): Promise<PageRow[]> {
  const get = async (path: string): Promise<Run> => {
    const reply = await client.get(`${base}${path}`, { authorization: `Bearer ${token}`, 'from-client-type': 'pc' });
    const body = JSON.parse(reply.body) as { code: number; message: string; data: { list: unknown[]; pagination: { total: number } } };
    if (body.code !== 200) throw new Error(`${path} answered ${body.code} ${body.message}`);
    return { rows: body.data.list.length, total: body.data.pagination.total, ms: reply.ms };
  };
  const timed = async (query: ReturnType<typeof sql>): Promise<Run> => {
    const started = performance.now();
    const rows = await withTenant(db, tenantId, (tx) => queryRows<{ total?: number }>(tx, query));
    return { rows: rows.length, total: rows.length, ms: performance.now() - started };
  };
  const wh = places[0].warehouseId;
  const codes = Array.from({ length: 20 }, (_, i) => `B${String(1 + ((i * 487) % SKUS)).padStart(6, '0').slice(0, 5)}`);
  const someSkus = Array.from({ length: 20 }, (_, i) => skuIds[(i * 7919) % skuIds.length]);
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const pages: Array<{ page: string; url: (k: string) => string; keys: string[]; naive?: (k: string) => ReturnType<typeof sql> }> = [
    {
      page: 'stock list, first page',
      keys: [''],
      url: () => '/wms/stock?page=1&page_size=20',
      naive: () => sql`SELECT sku_id, warehouse_id, sum(qty) AS on_hand, count(*) OVER () AS total FROM wms_stock_moves GROUP BY sku_id, warehouse_id ORDER BY sku_id, warehouse_id LIMIT 20`,
    },
    {
      page: 'stock list, warehouse + code prefix + in stock',
      keys: codes,
      url: (k) => `/wms/stock?page=1&page_size=20&warehouse_id=${wh}&keyword=${k}&in_stock=1`,
      naive: (k) => sql`SELECT m.sku_id, m.warehouse_id, sum(m.qty) AS on_hand, count(*) OVER () AS total FROM wms_stock_moves m JOIN pms_skus s ON s.id = m.sku_id
                        WHERE m.warehouse_id = ${wh}::int AND s.code LIKE ${`${k}%`} GROUP BY m.sku_id, m.warehouse_id HAVING sum(m.qty) <> 0 ORDER BY m.sku_id LIMIT 20`,
    },
    { page: 'stock history, first page', keys: [''], url: () => '/wms/stock/history?page=1&page_size=20' },
    {
      page: 'stock history, SKU + warehouse + 90 days',
      keys: someSkus.map(String),
      url: (k) => `/wms/stock/history?page=1&page_size=20&sku_id=${k}&warehouse_id=${wh}&start_date=${day(120)}&end_date=${day(30)}`,
    },
    { page: 'stock history, one day of every SKU', keys: ['10', '100', '200', '300'], url: (k) => `/wms/stock/history?page=1&page_size=20&start_date=${day(Number(k))}&end_date=${day(Number(k))}` },
  ];
  for (const p of pages) for (const k of p.keys.slice(0, 3)) await get(p.url(k));
  const out: PageRow[] = [];
  for (const p of pages) {
    log(`stock-ledger: ${p.page}`);
    out.push({ page: p.page, url: p.url(p.keys[0]), http: await measure(p.keys, REQUESTS, (k) => get(p.url(k))), naive: null });
  }
  // the naive sums last, so their scans do not sit just before a page's requests
  for (const [i, p] of pages.entries()) {
    const naive = p.naive;
    if (naive) out[i].naive = await measure(p.keys, NAIVE_REQUESTS, (k) => timed(naive(k)));
  }
  return out;
}

const ms = (v: number) => (Number.isNaN(v) ? '–' : `${v.toFixed(1)} ms`);

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

const benchDb = await createBenchDb();
const servers: FastifyInstance[] = [];
const cleanup = async () => {
  for (const s of servers.splice(0)) await s.close().catch(() => undefined);
  await benchDb.drop();
};
const cancelDeadline = exitAfter(900 + MOVES / 50 + LEDGER / 1000, cleanup);

try {
  const config = readConfig({}, { databaseUrl: benchDb.url, logLevel: 'warn', webDist: null, host: '127.0.0.1', port: 0, seedDemo: false, scryptCost: 1024 });
  const app = await buildApp(config);
  servers.push(app);
  const db = app.database.db;
  const ids = await withSystem(db, (tx) => setupTenant(tx, spec, config.scryptCost));
  const { skuIds, places } = await generateGoods(db, ids.tenantId, ids.stores.a, { skus: SKUS, warehouses: WAREHOUSES, locations: LOCATIONS });
  if (LEDGER > 0) {
    log(`stock-ledger: filling the ledger with ${LEDGER} moves of history`);
    log(`stock-ledger: filled in ${(await fillLedger(db, ids.tenantId, skuIds, places, LEDGER)).toFixed(0)} s`);
  }
  log(`stock-ledger: ${SKUS} SKUs, ${WAREHOUSES} warehouses × ${LOCATIONS} locations in ${benchDb.name}; ${MOVES} moves per phase, ${LINES} lines a document, ${CONCURRENCY} at a time`);
  const documents = Math.ceil(MOVES / LINES);
  // outbound lines take from cells inbound lines filled, a few units at a time (some still run short)
  const stocked: Array<Pick<StockMoveLine, 'skuId' | 'warehouseId' | 'locationId'>> = [];
  const line = (sign: 1 | -1): StockMoveLine => {
    if (sign < 0 && stocked.length) return { ...pick(stocked), qty: -(1 + Math.floor(Math.random() * 5)) };
    const place = pick(places);
    const cell = { skuId: pick(skuIds), warehouseId: place.warehouseId, locationId: pick(place.locationIds) };
    stocked.push(cell);
    return { ...cell, qty: sign * (1 + Math.floor(Math.random() * 20)), unitCost: (1 + Math.random() * 20).toFixed(2) };
  };
  const lines = (sign: 1 | -1) => Array.from({ length: LINES }, () => line(sign));
  const phases: Phase[] = [];
  phases.push(await run(db, ids.tenantId, ids.staff.admin, 'opening', documents, () => ({ type: StockDocType.warehousingEntry, lines: lines(1) })));
  phases.push(
    await run(db, ids.tenantId, ids.staff.admin, 'mixed', documents, (i) =>
      i % 3 === 0 ? { type: StockDocType.warehousingEntry, lines: lines(1) } : { type: StockDocType.outboundDeliveryOrder, lines: lines(-1) },
    ),
  );
  const hot = { skuId: skuIds[0], warehouseId: places[0].warehouseId, locationId: places[0].locationIds[0] };
  phases.push(
    await run(db, ids.tenantId, ids.staff.admin, 'hot sku', documents, (i) => ({
      type: i % 2 ? StockDocType.outboundDeliveryOrder : StockDocType.warehousingEntry,
      lines: Array.from({ length: LINES }, () => ({ ...hot, qty: i % 2 ? -1 : 1, unitCost: i % 2 ? undefined : '3.00' })),
    })),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  const token = await benchLogin(base, 'bench_admin');
  const client = startLatencyClient();
  let pageRows: PageRow[];
  try {
    pageRows = await measurePages(db, ids.tenantId, base, token, client, skuIds, places);
  } finally {
    client.close();
  }
  const checkStarted = performance.now();
  const differences = await withSystem(db, (tx) => checkStockLedger(tx));
  const checkSeconds = (performance.now() - checkStarted) / 1000;
  const [{ total }] = await withSystem(db, (tx) => queryRows<{ total: number }>(tx, sql`SELECT count(*)::int AS total FROM wms_stock_moves`));
  log(
    formatTable(
      [
        { title: 'phase', value: (p: Phase) => p.name, align: 'left' },
        { title: 'documents', value: (p) => String(p.documents) },
        { title: 'refused', value: (p) => String(p.refused) },
        { title: 'moves', value: (p) => String(p.moves) },
        { title: 'seconds', value: (p) => p.seconds.toFixed(1) },
        { title: 'moves/s', value: (p) => Math.round(p.moves / p.seconds).toLocaleString('en-US') },
        { title: 'docs/s', value: (p) => Math.round((p.documents - p.refused) / p.seconds).toLocaleString('en-US') },
      ],
      phases,
    ),
  );
  const goal = 20;
  log(
    [
      '',
      `pages over HTTP at ${total} moves: ${REQUESTS} runs each (naive: ${NAIVE_REQUESTS}), one at a time; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
      formatTable(
        [
          { title: 'page', value: (r: PageRow) => r.page, align: 'left' },
          { title: 'http p50', value: (r) => ms(r.http.p50) },
          { title: 'p95', value: (r) => ms(r.http.p95) },
          { title: 'rows', value: (r) => r.http.rows.toFixed(0) },
          { title: 'total', value: (r) => r.http.total.toFixed(0) },
          { title: 'naive ledger sum p50', value: (r) => (r.naive ? ms(r.naive.p50) : '–') },
          { title: 'p95', value: (r) => (r.naive ? ms(r.naive.p95) : '–') },
          { title: `goal p95 ≤ ${goal} ms`, value: (r) => (r.http.p95 <= goal ? 'met' : 'MISSED'), align: 'left' },
        ],
        pageRows,
      ),
      '',
    ].join('\n'),
  );
  log(`re-sum check over ${total} moves: ${differences.length} differences in ${checkSeconds.toFixed(2)} s`);
  log(machineLine(await serverVersion(benchDb.url)));
  if (differences.length) throw new Error(`the ledger check found ${differences.length} differences: ${JSON.stringify(differences.slice(0, 5))}`);
} finally {
  cancelDeadline();
  await cleanup();
}
