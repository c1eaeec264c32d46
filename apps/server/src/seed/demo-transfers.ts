import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { TenantIds } from '@/modules/system/tenant';
import { auditTransferOrder, createTransferOrder, receiveTransferOrder } from '@/modules/wms';

/**
 * Demo transfer orders (issue 18 §4) of the master store, through the transfer pages' own functions: from
 * 上海总仓 to 上海冷链仓, one received in full and one audited and still in transit (the stock list shows it
 * on the cold store's row). The SKUs are ones both warehouses already hold with plenty in the source, so
 * the source keeps well above its opening minimum. Runs after the demo stock and orders, inside the tenant.
 */
export async function seedDemoTransfers(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, storeId: ids.stores.sh, session: { ...base.session, storeIds: Object.values(ids.stores) } };
  const [from, to] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM wms_warehouses WHERE store_id = ${ids.stores.sh} AND code IN ('WH-SH-01', 'WH-SH-02') ORDER BY code`);
  if (!from || !to) return;
  const skus = await queryRows<{ sku_id: number; unit_id: number }>(
    ctx.db,
    sql`SELECT t.sku_id, s.unit_id FROM wms_stock_totals AS t JOIN pms_skus AS s ON s.id = t.sku_id
         WHERE t.warehouse_id = ${from.id} AND t.on_hand - t.reserved >= 100
           AND EXISTS (SELECT 1 FROM wms_stock_totals AS d WHERE d.sku_id = t.sku_id AND d.warehouse_id = ${to.id})
         ORDER BY t.sku_id DESC LIMIT 4`,
  );
  if (skus.length < 4) return;
  // a source location holding each SKU (the opening stock spread them over the locations)
  const placed = new Map(
    (
      await queryRows<{ sku_id: number; location_id: number }>(
        ctx.db,
        sql`SELECT DISTINCT ON (sku_id) sku_id, location_id FROM wms_stock WHERE warehouse_id = ${from.id} AND sku_id = ANY(${`{${skus.map((s) => s.sku_id).join(',')}}`}::int[]) AND on_hand >= 20 ORDER BY sku_id, on_hand DESC`,
      )
    ).map((r) => [r.sku_id, r.location_id]),
  );
  const line = (s: { sku_id: number; unit_id: number }, qty: number) => ({ sku_id: s.sku_id, unit_id: s.unit_id, qty: String(qty), from_location_id: placed.get(s.sku_id) ?? null, to_location_id: null, remark: null });

  const received = await createTransferOrder(ctx, { from_warehouse_id: from.id, to_warehouse_id: to.id, remark: '冷链仓补货', lines: [line(skus[0], 12), line(skus[1], 10)] });
  const shipped = await auditTransferOrder(ctx, received.id, '已装车');
  await receiveTransferOrder(ctx, received.id, { lines: shipped.lines.map((l) => ({ item_id: l.id, qty: l.base_qty, location_id: null })), remark: '已清点入库' });

  const inTransit = await createTransferOrder(ctx, { from_warehouse_id: from.id, to_warehouse_id: to.id, remark: '周末备货，明早到', lines: [line(skus[2], 20), line(skus[3], 15)] });
  await auditTransferOrder(ctx, inTransit.id, '司机吴刚送达');
}
