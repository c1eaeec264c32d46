import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { TenantIds } from '@/modules/system/tenant';
import { auditStockCount, countStock, createStockCount, startStockCount, submitStockCount } from '@/modules/wms';

/**
 * A finished stock count (issue 18 §4) of the master store, through the count pages' own functions: the
 * cold store's first location counted blind, every line as the book says except one short by 2 and one
 * over by 1, submitted and audited — so the ledger has a count loss and a count gain at cost. Runs after
 * the demo stock and transfers, inside the tenant.
 */
export async function seedDemoCounts(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, storeId: ids.stores.sh, session: { ...base.session, storeIds: Object.values(ids.stores) } };
  const [place] = await queryRows<{ warehouse_id: number; location_id: number }>(
    ctx.db,
    sql`SELECT l.warehouse_id, l.id AS location_id FROM wms_locations AS l JOIN wms_warehouses AS w ON w.id = l.warehouse_id
         WHERE w.store_id = ${ids.stores.sh} AND w.code = 'WH-SH-02' AND EXISTS (SELECT 1 FROM wms_stock AS s WHERE s.location_id = l.id AND s.on_hand >= 5)
         ORDER BY l.code LIMIT 1`,
  );
  if (!place) return;
  const draft = await createStockCount(ctx, { warehouse_id: place.warehouse_id, scope_type: 3, zones: [], location_ids: [place.location_id], category_ids: [], blind: 1, remark: '月末抽盘' });
  await startStockCount(ctx, draft.id, null);
  // the frozen book as stored (the count is blind: its answers carry no book for a caller without wms:stock_count:book)
  const items = await queryRows<{ id: number; book: string }>(ctx.db, sql`SELECT id, book_qty::text AS book FROM wms_stock_count_items WHERE count_id = ${draft.id} ORDER BY sort, id`);
  const lines = items.map((l, i) => {
    const book = Number(l.book);
    const qty = i === 0 && book >= 2 ? book - 2 : i === 1 ? book + 1 : book;
    return { id: l.id, qty: String(qty) };
  });
  await countStock(ctx, draft.id, { lines });
  await submitStockCount(ctx, draft.id, null);
  await auditStockCount(ctx, draft.id, '差异已核实：破损 2，多出 1');
}
