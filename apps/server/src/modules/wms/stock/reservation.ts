import { sql } from 'drizzle-orm';
import { queryOne, queryRows } from '@/core/db/database';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { lockTotals, readWarehouseRefs, requireSkus, type StockContext } from './posting';
import { plainDecimal, toQty } from './quantity';

/** Where a reservation comes from: an audited order's line (docs/trading-model.md §3). */
export type ReservationSourceRef = { sourceType: string; sourceId: number };

export type ReserveLine = { lineId: number; skuId: number; warehouseId: number; qty: string | number };

export type ReservationRow = { id: number; sourceLineId: number; skuId: number; warehouseId: number; qty: string };

/** A positive quantity of the ledger, or 422 on the field. */
function positiveQty(value: string | number, field: string): string {
  const qty = toQty(value);
  if (qty === null || qty.startsWith('-') || !/[1-9]/.test(qty)) throw invalidField(field, 'wms.qty_invalid');
  return qty;
}

/**
 * Reserves each line's quantity in its warehouse for the source (hard reservation): under the
 * (SKU, warehouse) locks, `reserved` grows only `WHERE on_hand − reserved ≥ q` (unless the warehouse
 * allows negative stock), and the source line's reservation row grows with it. A line that does not fit
 * throws 409 `wms.stock_short` with the shortfall; the caller's transaction rolls back the rest.
 */
export async function reserveStock(ctx: StockContext, source: ReservationSourceRef, lines: readonly ReserveLine[], field = 'lines'): Promise<ReservationRow[]> {
  if (lines.length === 0) return [];
  const stores = await readWarehouseRefs(ctx.db, lines.map((l) => l.warehouseId));
  const parsed = lines.map((line, i) => {
    const warehouse = stores.get(line.warehouseId);
    if (!warehouse) throw invalidField(`${field}.${i}.warehouse_id`, 'wms.warehouse_not_found');
    return { ...line, qty: positiveQty(line.qty, `${field}.${i}.qty`), allowNegative: warehouse.allowNegative === 1 };
  });
  const skus = await requireSkus(ctx.db, parsed, field);
  await lockTotals(ctx, parsed);
  const out: ReservationRow[] = [];
  for (const line of parsed) {
    const q = sql`${line.qty}::numeric`;
    const fits = await queryOne<{ reserved: string }>(
      ctx.db,
      sql`UPDATE wms_stock_totals SET reserved = reserved + ${q}, updated_at = now()
           WHERE sku_id = ${line.skuId}::int AND warehouse_id = ${line.warehouseId}::int
             AND (${line.allowNegative ? sql`true` : sql`false`} OR on_hand - reserved >= ${q})
          RETURNING reserved::text`,
    );
    if (!fits) {
      const row = await queryOne<{ available: string; shortfall: string }>(
        ctx.db,
        sql`SELECT greatest(on_hand - reserved, 0)::text AS available, (${q} - greatest(on_hand - reserved, 0))::text AS shortfall
              FROM wms_stock_totals WHERE sku_id = ${line.skuId}::int AND warehouse_id = ${line.warehouseId}::int`,
      );
      throw conflict('wms.stock_short', { sku: skus.get(line.skuId)?.code ?? String(line.skuId), available: plainDecimal(row?.available ?? '0'), shortfall: plainDecimal(row?.shortfall ?? line.qty) });
    }
    const row = await queryOne<{ id: number; qty: string }>(
      ctx.db,
      sql`INSERT INTO wms_reservations AS r (tenant_id, source_type, source_id, source_line_id, sku_id, warehouse_id, qty, reserved_qty)
          VALUES (${ctx.tenantId}::int, ${source.sourceType}, ${source.sourceId}::int, ${line.lineId}::int, ${line.skuId}::int, ${line.warehouseId}::int, ${q}, ${q})
          ON CONFLICT (tenant_id, source_type, source_id, source_line_id, sku_id, warehouse_id)
          DO UPDATE SET qty = r.qty + excluded.qty, reserved_qty = r.reserved_qty + excluded.reserved_qty, updated_at = now()
          RETURNING id, qty::text`,
    );
    out.push({ id: row!.id, sourceLineId: line.lineId, skuId: line.skuId, warehouseId: line.warehouseId, qty: row!.qty });
  }
  return out;
}

type Settle = { kind: 'consume' | 'release'; lineId?: number; qty?: string | number };

/**
 * Takes quantity off open reservations of a source — consumed by an outbound, or released by a
 * cancellation — and off `reserved` with it, under the (SKU, warehouse) locks (taken before the
 * reservation rows, as every writer does).
 */
async function settle(ctx: StockContext, source: ReservationSourceRef, how: Settle): Promise<ReservationRow[]> {
  const line = how.lineId === undefined ? sql`` : sql`AND source_line_id = ${how.lineId}::int`;
  const match = sql`source_type = ${source.sourceType} AND source_id = ${source.sourceId}::int ${line}`;
  const found = await queryRows<{ sku_id: number; warehouse_id: number }>(ctx.db, sql`SELECT sku_id, warehouse_id FROM wms_reservations WHERE ${match}`);
  if (found.length === 0) {
    if (how.lineId !== undefined) throw notFound('wms.reservation_not_found');
    return [];
  }
  await lockTotals(ctx, found.map((r) => ({ skuId: r.sku_id, warehouseId: r.warehouse_id })));
  // only the rows whose (SKU, warehouse) this call holds: one added meanwhile for another pair waits for the next call
  const held = sql.join(
    found.map((r) => sql`(${r.sku_id}::int, ${r.warehouse_id}::int)`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number; source_line_id: number; sku_id: number; warehouse_id: number; qty: string }>(
    ctx.db,
    sql`SELECT id, source_line_id, sku_id, warehouse_id, qty::text FROM wms_reservations
         WHERE ${match} AND (sku_id, warehouse_id) IN (${held}) ORDER BY sku_id, warehouse_id, id FOR UPDATE`,
  );
  const asked = how.qty === undefined ? null : positiveQty(how.qty, 'qty');
  if (asked !== null && rows.length !== 1) throw invalidField('qty', 'wms.reservation_not_found');
  const column = how.kind === 'consume' ? sql`consumed_qty` : sql`released_qty`;
  const out: ReservationRow[] = [];
  for (const row of rows) {
    const q = sql`${asked ?? row.qty}::numeric`;
    if (asked === null && !/[1-9]/.test(row.qty)) {
      out.push({ id: row.id, sourceLineId: row.source_line_id, skuId: row.sku_id, warehouseId: row.warehouse_id, qty: row.qty });
      continue;
    }
    const done = await queryOne<{ qty: string }>(
      ctx.db,
      sql`UPDATE wms_reservations SET qty = qty - ${q}, ${column} = ${column} + ${q}, updated_at = now()
           WHERE id = ${row.id}::int AND qty >= ${q} RETURNING qty::text`,
    );
    if (!done) {
      const skus = await requireSkus(ctx.db, [{ skuId: row.sku_id }], 'lines');
      const gap = await queryOne<{ shortfall: string }>(ctx.db, sql`SELECT (${q} - ${row.qty}::numeric)::text AS shortfall`);
      throw conflict('wms.reservation_short', { sku: skus.get(row.sku_id)!.code, open: plainDecimal(row.qty), shortfall: plainDecimal(gap!.shortfall) });
    }
    await ctx.db.execute(
      sql`UPDATE wms_stock_totals SET reserved = reserved - ${q}, updated_at = now() WHERE sku_id = ${row.sku_id}::int AND warehouse_id = ${row.warehouse_id}::int`,
    );
    out.push({ id: row.id, sourceLineId: row.source_line_id, skuId: row.sku_id, warehouseId: row.warehouse_id, qty: done.qty });
  }
  return out;
}

/**
 * Releases what is still reserved for a source (a cancelled order): every line, or one line; `qty` (one
 * line only) releases part of it. 409 `wms.reservation_short` when more is asked than is open.
 */
export function releaseReservation(ctx: StockContext, source: ReservationSourceRef, options: { lineId?: number; qty?: string | number } = {}): Promise<ReservationRow[]> {
  return settle(ctx, source, { kind: 'release', ...options });
}

/**
 * Consumes a source line's reservation as its goods leave (an outbound delivery): call it before
 * posting the outbound moves in the same transaction, so the moves may take the stock it held. `qty`
 * absent: all that is open. 409 `wms.reservation_short` when more is asked than is open.
 */
export function consumeReservation(ctx: StockContext, source: ReservationSourceRef, options: { lineId: number; qty?: string | number }): Promise<ReservationRow[]> {
  return settle(ctx, source, { kind: 'consume', ...options });
}
