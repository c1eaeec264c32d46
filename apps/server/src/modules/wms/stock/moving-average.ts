import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/core/db/database';
import { intArray } from '@/core/http/store-scope';

/** A (SKU, warehouse) pair's key in `movingAverageCosts`' answer. */
export const costKey = (skuId: number, warehouseId: number): string => `${skuId}:${warehouseId}`;

/**
 * The moving average cost per base unit (`wms_stock_totals.cost`, four decimals as text) of each (SKU,
 * warehouse) pair, in one query; a pair without a totals row costs '0.0000'. Orders freeze it on their lines
 * at audit (oms README "Cost at audit"), after `reserveStock` locked the same rows, so it is the figure of
 * that moment.
 */
export async function movingAverageCosts(db: Db, pairs: ReadonlyArray<{ skuId: number; warehouseId: number }>): Promise<Map<string, string>> {
  const costs = new Map<string, string>();
  if (pairs.length === 0) return costs;
  const rows = await queryRows<{ sku_id: number; warehouse_id: number; cost: string }>(
    db,
    sql`SELECT t.sku_id, t.warehouse_id, t.cost::text AS cost FROM wms_stock_totals t
         JOIN unnest(${intArray(pairs.map((p) => p.skuId))}::int[], ${intArray(pairs.map((p) => p.warehouseId))}::int[]) AS p(sku_id, warehouse_id)
           ON t.sku_id = p.sku_id AND t.warehouse_id = p.warehouse_id`,
  );
  for (const p of pairs) costs.set(costKey(p.skuId, p.warehouseId), '0.0000');
  for (const r of rows) costs.set(costKey(Number(r.sku_id), Number(r.warehouse_id)), r.cost);
  return costs;
}
