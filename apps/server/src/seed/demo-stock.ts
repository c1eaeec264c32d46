import { sql } from 'drizzle-orm';
import { CreateWarehouseSchema } from '@tradewind/contract/wms/warehouse.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { auditWarehousingEntry, batchCreateLocations, createWarehousingEntry, createWarehouse, setDefaultLocation, setStockAlert } from '@/modules/wms';
import type { TenantIds } from '@/modules/system/tenant';

const WAREHOUSES = [
  { name: '上海总仓', code: 'WH-SH-01', pattern: 'A-01..03-01..04', zone: 'A区', address: '浦东新区张江路 88 号' },
  { name: '上海冷链仓', code: 'WH-SH-02', pattern: 'C-01..02-01..03', zone: '冷藏区', address: '浦东新区金科路 2966 号' },
];

/** SKUs per entry: a document holds at most 200 lines. */
const LINES_PER_ENTRY = 100;

/**
 * The demo's opening stock: two warehouses of the master store with their locations (the warehouse and
 * location functions the pages call), then every demo SKU received through audited warehousing entries
 * (the ledger, not inserted rows) — the first warehouse everything, the second every third SKU — at the
 * SKU's cost. A few SKUs get a safety stock above what they hold, so `/wms/stock/danger` lists them.
 * Runs after the demo products and suppliers, inside the tenant.
 */
export async function seedDemoStock(base: RequestContext, ids: TenantIds): Promise<void> {
  const storeId = ids.stores.sh;
  const ctx: RequestContext = { ...base, storeId, session: { ...base.session, storeIds: Object.values(ids.stores) } };
  const skus = await queryRows<{ id: number; unit_id: number; cost: string }>(ctx.db, sql`SELECT id, unit_id, cost_price::text AS cost FROM pms_skus WHERE status = 1 ORDER BY id`);
  for (const [w, spec] of WAREHOUSES.entries()) {
    const warehouse = await createWarehouse(ctx, CreateWarehouseSchema.parse({ name: spec.name, code: spec.code, store_id: storeId, address: spec.address, contact_name: '李仓管', contact_phone: '13800000101' }));
    await batchCreateLocations(ctx, { warehouse_id: warehouse.id, pattern: spec.pattern, zone: spec.zone, type: 1, skip_existing: 0 });
    const locations = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM wms_locations WHERE warehouse_id = ${warehouse.id} ORDER BY code`);
    await setDefaultLocation(ctx, warehouse.id, locations[0].id);
    const stocked = skus.filter((_s, i) => w === 0 || i % 3 === 0);
    for (let start = 0; start < stocked.length; start += LINES_PER_ENTRY) {
      const lines = stocked.slice(start, start + LINES_PER_ENTRY).map((s, i) => ({
        sku_id: s.id,
        unit_id: s.unit_id,
        // 20 … 140, the same every seed
        qty: String(20 + ((s.id * 7) % 13) * 10),
        location_id: locations[(start + i) % locations.length].id,
        price: Number(s.cost),
        remark: null,
        purchase_order_item_id: null,
      }));
      const entry = await createWarehousingEntry(ctx, { type: 6, warehouse_id: warehouse.id, supplier_id: null, purchase_order_id: null, remark: '期初库存', lines });
      if (entry.status === 0) await auditWarehousingEntry(ctx, entry.id, '期初库存');
    }
    if (w === 0) {
      for (const s of skus.slice(0, 4)) await setStockAlert(ctx, { sku_id: s.id, warehouse_id: warehouse.id, safety_stock: '200', upper_limit: '1000' });
    }
  }
}
