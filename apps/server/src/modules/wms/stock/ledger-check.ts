import { sql } from 'drizzle-orm';
import type { StockCheckRow } from '@tradewind/contract/wms/stock.schema';
import { queryRows, type Db } from '@/core/db/database';

/**
 * Re-sums the ledger and compares it with the derived tables (docs/trading-model.md §3): each location's on-hand
 * with the sum of its moves, each (SKU, warehouse) total with the sum of its moves, and its reserved
 * with its open reservations. Returns the rows that differ — there must be none. `tenantId` narrows it
 * to one tenant; without it (a transaction with the owner's rights) every tenant is checked.
 */
export async function checkStockLedger(db: Db, tenantId?: number): Promise<StockCheckRow[]> {
  const of = (alias: string) => (tenantId === undefined ? sql`true` : sql`${sql.raw(alias)}.tenant_id = ${tenantId}::int`);
  const rows = await queryRows<{ kind: StockCheckRow['kind']; tenant_id: number; sku_id: number; warehouse_id: number; location_id: number | null; stored: string; expected: string }>(
    db,
    sql`WITH moved AS (
          SELECT m.tenant_id, m.sku_id, m.warehouse_id, m.location_id, sum(m.qty) AS qty FROM wms_stock_moves m WHERE ${of('m')}
           GROUP BY m.tenant_id, m.sku_id, m.warehouse_id, m.location_id
        ), booked AS (
          SELECT r.tenant_id, r.sku_id, r.warehouse_id, sum(r.qty) AS qty FROM wms_reservations r WHERE ${of('r')}
           GROUP BY r.tenant_id, r.sku_id, r.warehouse_id
        ), located AS (
          SELECT s.tenant_id, s.sku_id, s.warehouse_id, s.location_id, s.on_hand FROM wms_stock s WHERE ${of('s')}
        ), totals AS (
          SELECT t.tenant_id, t.sku_id, t.warehouse_id, t.on_hand, t.reserved FROM wms_stock_totals t WHERE ${of('t')}
        ), warehouse_moved AS (
          SELECT tenant_id, sku_id, warehouse_id, sum(qty) AS qty FROM moved GROUP BY tenant_id, sku_id, warehouse_id
        )
        SELECT 'location_on_hand' AS kind, coalesce(l.tenant_id, m.tenant_id) AS tenant_id, coalesce(l.sku_id, m.sku_id) AS sku_id,
               coalesce(l.warehouse_id, m.warehouse_id) AS warehouse_id, coalesce(l.location_id, m.location_id) AS location_id,
               coalesce(l.on_hand, 0)::text AS stored, coalesce(m.qty, 0)::text AS expected
          FROM located l FULL JOIN moved m ON m.sku_id = l.sku_id AND m.warehouse_id = l.warehouse_id AND m.location_id = l.location_id
         WHERE coalesce(l.on_hand, 0) <> coalesce(m.qty, 0)
        UNION ALL
        SELECT 'warehouse_on_hand', coalesce(t.tenant_id, w.tenant_id), coalesce(t.sku_id, w.sku_id), coalesce(t.warehouse_id, w.warehouse_id), NULL,
               coalesce(t.on_hand, 0)::text, coalesce(w.qty, 0)::text
          FROM totals t FULL JOIN warehouse_moved w ON w.sku_id = t.sku_id AND w.warehouse_id = t.warehouse_id
         WHERE coalesce(t.on_hand, 0) <> coalesce(w.qty, 0)
        UNION ALL
        SELECT 'reserved', coalesce(t.tenant_id, b.tenant_id), coalesce(t.sku_id, b.sku_id), coalesce(t.warehouse_id, b.warehouse_id), NULL,
               coalesce(t.reserved, 0)::text, coalesce(b.qty, 0)::text
          FROM totals t FULL JOIN booked b ON b.sku_id = t.sku_id AND b.warehouse_id = t.warehouse_id
         WHERE coalesce(t.reserved, 0) <> coalesce(b.qty, 0)
         ORDER BY 2, 3, 4, 5`,
  );
  return rows.map((r) => ({ ...r, location_id: r.location_id === null ? null : Number(r.location_id) }));
}
