import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { StockDocType, type StockDocTypeValue } from '@tradewind/contract/wms/stock.schema';
import { buildApp } from '@/app';
import { readConfig } from '@/config';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { AppError } from '@/core/http/errors';
import { setupTenant, type TenantSpec } from '@/modules/system/tenant';
import { checkStockLedger, postStockMoves, type StockMoveLine } from '@/modules/wms';
import { createBenchDb, serverVersion } from './lib/bench-db';
import { exitAfter } from './lib/deadline';
import { formatTable, machineLine } from './lib/report';

/**
 * Posting throughput of the stock ledger (wms README): documents of LINES lines posted through
 * `postStockMoves`, CONCURRENCY documents at a time, each in its own tenant transaction as a document's
 * audit would run it. Phases:
 * - `opening`: inbound documents over SKUS SKUs × WAREHOUSES warehouses × LOCATIONS locations (new
 *   balance rows, moving average updates);
 * - `mixed`: inbound and outbound documents on random SKUs (outbound refused where short — counted);
 * - `hot sku`: every document on one SKU and location (they all queue on one balance row);
 * then the re-sum check over the whole ledger (it must find no difference) and its time.
 * The issue's full bench (1M moves, stock list and history pages over HTTP) is still to come.
 */
const SKUS = positiveInt('SKUS', 10_000);
const WAREHOUSES = positiveInt('WAREHOUSES', 3);
const LOCATIONS = positiveInt('LOCATIONS', 50);
const MOVES = positiveInt('MOVES', 20_000);
const LINES = positiveInt('LINES', 10);
const CONCURRENCY = positiveInt('CONCURRENCY', 8);

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${process.env[name]}`);
  return value;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

const spec: TenantSpec = {
  name: 'Bench stock',
  contractBegin: '2020-01-01',
  contractEnd: '2099-12-31',
  stores: [{ key: 'a', name: '上海店', isMaster: true }],
  departments: [{ key: 'head', name: 'Head office' }],
  roles: [{ key: 'admin', name: 'Admin', isSuper: true }],
  staff: [{ key: 'admin', account: 'bench_admin', name: 'Admin', password: 'bench1234', roles: ['admin'], stores: 'all', dept: 'head' }],
};

type Place = { warehouseId: number; locationIds: number[] };

/** SKUs, warehouses and locations written in bulk (the bench measures posting, not the goods pages). */
async function generate(db: Db, tenantId: number, storeId: number): Promise<{ skuIds: number[]; places: Place[] }> {
  return withSystem(db, async (tx) => {
    const [category] = await queryRows<{ id: number }>(tx, sql`INSERT INTO pms_categories (tenant_id, name) VALUES (${tenantId}, '基准') RETURNING id`);
    const [unit] = await queryRows<{ id: number }>(tx, sql`INSERT INTO pms_units (tenant_id, name) VALUES (${tenantId}, '个') RETURNING id`);
    const [spu] = await queryRows<{ id: number }>(tx, sql`INSERT INTO pms_spus (tenant_id, name, category_id, status) VALUES (${tenantId}, '基准商品', ${category.id}, 2) RETURNING id`);
    const skus = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO pms_skus (tenant_id, spu_id, code, unit_id, sale_price)
          SELECT ${tenantId}, ${spu.id}, 'B' || lpad(g::text, 6, '0'), ${unit.id}, 10 FROM generate_series(1, ${SKUS}) g RETURNING id`,
    );
    const places: Place[] = [];
    for (let w = 1; w <= WAREHOUSES; w += 1) {
      const [wh] = await queryRows<{ id: number }>(tx, sql`INSERT INTO wms_warehouses (tenant_id, store_id, name, code) VALUES (${tenantId}, ${storeId}, ${`仓库${w}`}, ${`W${w}`}) RETURNING id`);
      const locs = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO wms_locations (tenant_id, warehouse_id, code) SELECT ${tenantId}, ${wh.id}, 'A-' || lpad(g::text, 3, '0') FROM generate_series(1, ${LOCATIONS}) g RETURNING id`,
      );
      places.push({ warehouseId: wh.id, locationIds: locs.map((l) => l.id) });
    }
    return { skuIds: skus.map((s) => s.id), places };
  });
}

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

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

const benchDb = await createBenchDb();
const servers: FastifyInstance[] = [];
const cleanup = async () => {
  for (const s of servers.splice(0)) await s.close().catch(() => undefined);
  await benchDb.drop();
};
const cancelDeadline = exitAfter(600 + MOVES / 50, cleanup);

try {
  const config = readConfig({}, { databaseUrl: benchDb.url, logLevel: 'warn', webDist: null, host: '127.0.0.1', port: 0, seedDemo: false, scryptCost: 1024 });
  const app = await buildApp(config);
  servers.push(app);
  const db = app.database.db;
  const ids = await withSystem(db, (tx) => setupTenant(tx, spec, config.scryptCost));
  const { skuIds, places } = await generate(db, ids.tenantId, ids.stores.a);
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
  log(`re-sum check over ${total} moves: ${differences.length} differences in ${checkSeconds.toFixed(2)} s`);
  log(machineLine(await serverVersion(benchDb.url)));
  if (differences.length) throw new Error(`the ledger check found ${differences.length} differences: ${JSON.stringify(differences.slice(0, 5))}`);
} finally {
  cancelDeadline();
  await cleanup();
}
