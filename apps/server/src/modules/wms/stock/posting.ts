import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import { STOCK_DOC_TYPES, type StockDocTypeValue } from '@tradewind/contract/wms/stock.schema';
import { queryOne, queryRows, sqlState, type Db } from '@/core/db/database';
import { conflict, invalidField } from '@/core/http/errors';
import { readSkuRefs, type SkuRef } from '@/modules/pms';
import { locations } from '../location/location.table';
import { countLockHit } from '../stock-count/count-lock';
import { warehouses } from '../warehouse/warehouse.table';
import { plainDecimal, toQty, toUnitCost } from './quantity';

/** What posting needs of the caller: its tenant-bound transaction and who acts (a RequestContext is one). */
export type StockContext = { db: Db; tenantId: number; staffId: number | null };

export type StockMoveLine = {
  /** the document line that causes the move */
  itemId?: number | null;
  skuId: number;
  warehouseId: number;
  /** absent: the warehouse's default location */
  locationId?: number | null;
  /** signed, in the SKU's base unit: + inbound, − outbound; at most 3 decimals, never 0 */
  qty: string | number;
  /** inbound only: the cost of one base unit (moving average input); absent: the current average */
  unitCost?: string | number | null;
};

export type PostStockMovesInput = {
  docType: StockDocTypeValue;
  docId: number;
  docNo: string;
  lines: readonly StockMoveLine[];
  /** the input field the lines came from, for 422 answers (`lines.2.location_id`) */
  field?: string;
};

export type PostedMove = {
  id: number;
  itemId: number | null;
  skuId: number;
  warehouseId: number;
  locationId: number;
  qty: string;
  unitCost: string;
  amount: string;
  balanceAfter: string;
  costAfter: string;
};

type WarehouseRef = { id: number; status: number; allowNegative: number; defaultLocationId: number | null };

/** A line checked and resolved: its location chosen, quantities in numeric text. */
type ResolvedLine = { itemId: number | null; skuId: number; warehouseId: number; locationId: number; qty: string; unitCost: string | null; allowNegative: boolean };

const keyOf = (...ids: number[]) => ids.join(':');
const byIds = <T extends { skuId: number; warehouseId: number; locationId?: number }>(a: T, b: T) =>
  a.skuId - b.skuId || a.warehouseId - b.warehouseId || (a.locationId ?? 0) - (b.locationId ?? 0);

/** The tenant's warehouses among `ids`, by id. */
export async function readWarehouseRefs(db: Db, ids: readonly number[]): Promise<Map<number, WarehouseRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: warehouses.id, status: warehouses.status, allowNegative: warehouses.allowNegative, defaultLocationId: warehouses.defaultLocationId })
    .from(warehouses)
    .where(inArray(warehouses.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Checks the SKUs of lines exist in the tenant: 422 on the first line's field that names none. */
export async function requireSkus(db: Db, lines: ReadonlyArray<{ skuId: number }>, field: string): Promise<Map<number, SkuRef>> {
  const found = await readSkuRefs(db, lines.map((l) => l.skuId));
  const missing = lines.findIndex((l) => !found.has(l.skuId));
  if (missing >= 0) throw invalidField(`${field}.${missing}.sku_id`, 'wms.sku_not_found');
  return found;
}

/**
 * Makes sure the balance rows of the (SKU, warehouse) pairs exist and locks them in (sku, warehouse)
 * order, for the rest of the transaction. Every writer of stock or reservations takes these locks first
 * and in this order, so writers of one pair queue behind each other and two documents never deadlock.
 */
export async function lockTotals(ctx: StockContext, pairs: ReadonlyArray<{ skuId: number; warehouseId: number }>): Promise<void> {
  const unique = [...new Map(pairs.map((p) => [keyOf(p.skuId, p.warehouseId), p])).values()].sort(byIds);
  if (unique.length === 0) return;
  const values = sql.join(
    unique.map((p) => sql`(${ctx.tenantId}::int, ${p.skuId}::int, ${p.warehouseId}::int)`),
    sql`, `,
  );
  const keys = sql.join(
    unique.map((p) => sql`(${p.skuId}::int, ${p.warehouseId}::int)`),
    sql`, `,
  );
  // sent together, in this order (queryRows starts each at once; a bare Drizzle query starts only when awaited)
  const created = queryRows(ctx.db, sql`INSERT INTO wms_stock_totals (tenant_id, sku_id, warehouse_id) VALUES ${values} ON CONFLICT DO NOTHING`);
  const locked = queryRows(ctx.db, sql`SELECT 1 FROM wms_stock_totals WHERE (sku_id, warehouse_id) IN (${keys}) ORDER BY sku_id, warehouse_id FOR UPDATE`);
  await Promise.all([created, locked]);
}

/**
 * Checks and resolves a document's lines: 422 on the first wrong line's field, before any lock. The
 * warehouses, the locations (named or default) and the SKUs are read together (one round trip where the
 * driver pipelines).
 */
async function resolveLines(ctx: StockContext, input: PostStockMovesInput): Promise<{ lines: ResolvedLine[]; skus: Map<number, SkuRef> }> {
  const field = input.field ?? 'lines';
  const warehouseIds = [...new Set(input.lines.map((l) => l.warehouseId))];
  const named = [...new Set(input.lines.map((l) => l.locationId).filter((id): id is number => typeof id === 'number'))];
  const defaults = ctx.db.select({ id: warehouses.defaultLocationId }).from(warehouses).where(inArray(warehouses.id, warehouseIds));
  const [stores, places, skus] = await Promise.all([
    readWarehouseRefs(ctx.db, warehouseIds),
    ctx.db
      .select({ id: locations.id, warehouseId: locations.warehouseId, status: locations.status })
      .from(locations)
      .where(and(or(named.length ? inArray(locations.id, named) : undefined, inArray(locations.id, defaults)), isNull(locations.deletedAt))),
    readSkuRefs(ctx.db, input.lines.map((l) => l.skuId)),
  ]);
  const placeOf = new Map(places.map((p) => [p.id, p]));
  const lines = input.lines.map((line, i): ResolvedLine => {
    const at = `${field}.${i}`;
    const qty = toQty(line.qty);
    if (qty === null || !/[1-9]/.test(qty)) throw invalidField(`${at}.qty`, 'wms.qty_invalid');
    const inbound = !qty.startsWith('-');
    const costGiven = line.unitCost !== undefined && line.unitCost !== null && line.unitCost !== '';
    const unitCost = costGiven && inbound ? toUnitCost(line.unitCost!) : null;
    if (costGiven && inbound && unitCost === null) throw invalidField(`${at}.unit_cost`, 'wms.unit_cost_invalid');
    const warehouse = stores.get(line.warehouseId);
    if (!warehouse) throw invalidField(`${at}.warehouse_id`, 'wms.warehouse_not_found');
    if (warehouse.status !== 1) throw invalidField(`${at}.warehouse_id`, 'wms.warehouse_disabled');
    const locationId = line.locationId ?? warehouse.defaultLocationId;
    if (!locationId) throw invalidField(`${at}.location_id`, 'wms.no_location');
    const place = placeOf.get(locationId);
    if (!place || place.warehouseId !== line.warehouseId) throw invalidField(`${at}.location_id`, 'wms.location_not_found');
    if (place.status !== 1 && inbound) throw invalidField(`${at}.location_id`, 'wms.location_disabled');
    if (!skus.has(line.skuId)) throw invalidField(`${at}.sku_id`, 'wms.sku_not_found');
    return { itemId: line.itemId ?? null, skuId: line.skuId, warehouseId: line.warehouseId, locationId, qty, unitCost, allowNegative: warehouse.allowNegative === 1 };
  });
  return { lines, skus };
}

/** 409 naming the SKU and how much is missing at the line's location and warehouse. */
async function shortfall(ctx: StockContext, line: ResolvedLine, sku: SkuRef | undefined): Promise<never> {
  const row = await queryOne<{ available: string; shortfall: string }>(
    ctx.db,
    sql`SELECT greatest(least(t.on_hand - t.reserved, coalesce(s.on_hand, 0)), 0)::text AS available,
               (-${line.qty}::numeric - greatest(least(t.on_hand - t.reserved, coalesce(s.on_hand, 0)), 0))::text AS shortfall
          FROM wms_stock_totals t
          LEFT JOIN wms_stock s ON s.sku_id = t.sku_id AND s.warehouse_id = t.warehouse_id AND s.location_id = ${line.locationId}::int
         WHERE t.sku_id = ${line.skuId}::int AND t.warehouse_id = ${line.warehouseId}::int`,
  );
  throw conflict('wms.stock_short', { sku: sku?.code ?? String(line.skuId), available: plainDecimal(row?.available ?? '0'), shortfall: plainDecimal(row?.shortfall ?? line.qty.slice(1)) });
}

type MoveRow = { id: string; unit_cost: string; amount: string; balance_after: string; cost_after: string };

/** An array parameter in PostgreSQL's text form ('{1,NULL,3}'), cast by the statement. */
const pgArray = (values: ReadonlyArray<string | number | boolean | null>) => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

type DocumentMoveRow = MoveRow & { sku_id: number; warehouse_id: number };

/**
 * Lines that each name another (SKU, warehouse) as one statement, their values as arrays: per line the
 * conditional update of the (SKU, warehouse) total (with the moving average on inbound), the conditional
 * update of the location, and the move with both balances. A line that does not fit has no row in the
 * answer.
 */
function movesStatement(ctx: StockContext, input: PostStockMovesInput, lines: readonly ResolvedLine[]) {
  const col = (pick: (l: ResolvedLine) => string | number | boolean | null) => pgArray(lines.map(pick));
  return sql`WITH i AS (
      SELECT * FROM unnest(${col((l) => l.skuId)}::int[], ${col((l) => l.warehouseId)}::int[], ${col((l) => l.locationId)}::int[],
                           ${col((l) => l.qty)}::numeric[], ${col((l) => l.unitCost)}::numeric[], ${col((l) => l.itemId)}::int[],
                           ${col((l) => l.allowNegative)}::bool[]) WITH ORDINALITY AS x(sku, wh, loc, q, c, item, free, ord)
    ), t AS (
      UPDATE wms_stock_totals tt
         SET on_hand = tt.on_hand + i.q,
             cost = CASE WHEN i.q > 0 AND i.c IS NOT NULL
                         THEN CASE WHEN tt.on_hand <= 0 THEN i.c ELSE round((tt.on_hand * tt.cost + i.q * i.c) / (tt.on_hand + i.q), 4) END
                         ELSE tt.cost END,
             updated_at = now()
        FROM i
       WHERE tt.sku_id = i.sku AND tt.warehouse_id = i.wh AND (i.free OR i.q > 0 OR tt.on_hand - tt.reserved + i.q >= 0)
      RETURNING i.ord, tt.cost
    ), s AS (
      UPDATE wms_stock ss
         SET on_hand = ss.on_hand + i.q, updated_at = now()
        FROM i JOIN t ON t.ord = i.ord
       WHERE ss.sku_id = i.sku AND ss.warehouse_id = i.wh AND ss.location_id = i.loc AND (i.free OR i.q > 0 OR ss.on_hand + i.q >= 0)
      RETURNING i.ord, ss.on_hand
    )
    INSERT INTO wms_stock_moves (tenant_id, sku_id, warehouse_id, location_id, qty, unit_cost, amount, doc_type, doc_id, doc_no, doc_item_id, balance_after, cost_after, staff_id)
    SELECT ${ctx.tenantId}::int, i.sku, i.wh, i.loc, i.q, coalesce(i.c, t.cost), round(i.q * coalesce(i.c, t.cost), 2),
           ${input.docType}, ${input.docId}::int, ${input.docNo}, i.item, s.on_hand, t.cost, ${ctx.staffId}::int
      FROM i JOIN t ON t.ord = i.ord JOIN s ON s.ord = i.ord
     ORDER BY i.ord
    RETURNING id::text, sku_id, warehouse_id, unit_cost::text, amount::text, balance_after::text, cost_after::text`;
}

/**
 * THE writer of stock (docs/trading-model.md §3): posts a document's moves in the caller's transaction. Checks every
 * line (422 on `lines.<i>.<field>`: unknown SKU, warehouse or location, a location of another warehouse,
 * a quantity that is 0 or has more than 3 decimals), locks the (SKU, warehouse) balance rows in key
 * order, then per line, in the document's order, runs one statement that
 *
 * - changes the warehouse total and the location's on-hand with conditional updates: an outbound line
 *   needs `on_hand − reserved ≥ q` in the warehouse and `on_hand ≥ q` at the location unless the
 *   warehouse allows negative stock;
 * - updates the moving average cost on an inbound line that has a unit cost (outbound carries the
 *   current cost);
 * - appends the move with the location's balance and the warehouse's cost after it.
 *
 * A document whose lines each name another (SKU, warehouse) — the common case — is written by one
 * statement over arrays of its lines; otherwise the lines' statements are sent together and run in
 * document order. A line that does not fit throws
 * 409 `wms.stock_short` naming the SKU code and the shortfall (as the balances stand after the
 * document's other lines); the caller lets it propagate, so its transaction rolls back and the whole
 * document posts or nothing does. Moves are stamped with the server's time.
 */
export async function postStockMoves(ctx: StockContext, input: PostStockMovesInput): Promise<PostedMove[]> {
  if (!STOCK_DOC_TYPES.includes(input.docType)) throw invalidField('doc_type', 'wms.doc_type_invalid');
  if (input.lines.length === 0) return [];
  const { lines, skus } = await resolveLines(ctx, input);
  // stock counts' location lock (warehouse setting lock_counting_locations): one statement sent with the locks
  const [held] = await Promise.all([countLockHit(ctx, input, lines), lockTotals(ctx, lines)]);
  if (held.length) throw conflict('wms.count_location_locked', { location: held[0].location_code, number: held[0].number });
  const cells = [...new Map(lines.map((l) => [keyOf(l.skuId, l.warehouseId, l.locationId), l])).values()].sort(byIds);
  const values = sql.join(
    cells.map((l) => sql`(${ctx.tenantId}::int, ${l.skuId}::int, ${l.warehouseId}::int, ${l.locationId}::int)`),
    sql`, `,
  );
  const cellRows = queryRows(ctx.db, sql`INSERT INTO wms_stock (tenant_id, sku_id, warehouse_id, location_id) VALUES ${values} ON CONFLICT DO NOTHING`);
  let moves: Array<MoveRow | undefined>;
  try {
    moves = await writeMoves(ctx, input, lines, cellRows);
  } catch (error) {
    // on-hand, a location's balance or a move's amount past its column (numeric(14,3), (14,2)): it cannot post
    if (sqlState(error) === '22003') throw conflict('wms.stock_overflow');
    throw error;
  }
  const short = moves.findIndex((row) => !row);
  if (short >= 0) await shortfall(ctx, lines[short], skus.get(lines[short].skuId));
  const posted = moves.map((row, i): PostedMove => {
    const line = lines[i];
    return {
      id: Number(row!.id),
      itemId: line.itemId,
      skuId: line.skuId,
      warehouseId: line.warehouseId,
      locationId: line.locationId,
      qty: line.qty,
      unitCost: row!.unit_cost,
      amount: row!.amount,
      balanceAfter: row!.balance_after,
      costAfter: row!.cost_after,
    };
  });
  return posted;
}

/** The lines' balance updates and moves (with the document's new stock cells), a row per line; a line that does not fit has none. */
async function writeMoves(ctx: StockContext, input: PostStockMovesInput, lines: ResolvedLine[], cellRows: Promise<unknown>): Promise<Array<MoveRow | undefined>> {
  if (new Set(lines.map((l) => keyOf(l.skuId, l.warehouseId))).size === lines.length) {
    // each (SKU, warehouse) once (the common case): the whole document in one statement
    const [, rows] = await Promise.all([cellRows, queryRows<DocumentMoveRow>(ctx.db, movesStatement(ctx, input, lines))]);
    const byKey = new Map(rows.map((r) => [keyOf(r.sku_id, r.warehouse_id), r]));
    return lines.map((l) => byKey.get(keyOf(l.skuId, l.warehouseId)));
  }
  // One statement per line, all sent together (they run in document order, one round trip where the
  // driver pipelines); a line that does not fit returns no row.
  const rows = await Promise.all([cellRows, ...lines.map((line) => queryOne<MoveRow>(ctx.db, movesStatement(ctx, input, [line])))]);
  return rows.slice(1) as Array<MoveRow | undefined>;
}

/** Whether any move or balance refers to the warehouse (it cannot be deleted then). */
export async function warehouseHasStock(db: Db, warehouseId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM wms_stock_moves WHERE warehouse_id = ${warehouseId}::int
        UNION ALL SELECT 1 FROM wms_stock_totals WHERE warehouse_id = ${warehouseId}::int
        UNION ALL SELECT 1 FROM wms_reservations WHERE warehouse_id = ${warehouseId}::int LIMIT 1`,
  );
  return rows.length > 0;
}

/** A location's state for deletion: whether it holds stock, and whether the ledger refers to it. */
export async function locationUse(db: Db, locationId: number): Promise<{ holdsStock: boolean; hasMoves: boolean }> {
  const row = await queryOne<{ holds: boolean; moved: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM wms_stock WHERE location_id = ${locationId}::int AND on_hand <> 0) AS holds,
               EXISTS (SELECT 1 FROM wms_stock_moves WHERE location_id = ${locationId}::int) OR EXISTS (SELECT 1 FROM wms_stock WHERE location_id = ${locationId}::int) AS moved`,
  );
  return { holdsStock: row?.holds ?? false, hasMoves: row?.moved ?? false };
}
