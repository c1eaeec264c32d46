import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { plainDecimal } from '../stock/quantity';

/**
 * On hand per SKU over the warehouses of the current store (every warehouse of the tenant when no store
 * is chosen), in the base unit: what the goods module's SKU list, export and picker show as stock. The
 * warehouse module registers it with pms at start (pms sits below wms).
 */
export async function skuStockInStore(ctx: RequestContext, skuIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await queryRows<{ sku_id: number; on_hand: string }>(
    ctx.db,
    sql`SELECT t.sku_id, sum(t.on_hand)::text AS on_hand
          FROM wms_stock_totals AS t JOIN wms_warehouses AS w ON w.id = t.warehouse_id
         WHERE t.sku_id = ANY(${`{${skuIds.join(',')}}`}::int[]) ${ctx.storeId === null ? sql`` : sql`AND w.store_id = ${ctx.storeId}::int`}
         GROUP BY t.sku_id`,
  );
  return new Map(rows.map((r) => [r.sku_id, plainDecimal(r.on_hand)]));
}
