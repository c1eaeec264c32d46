import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UpdateWarehouseSettingInput, WarehouseSetting } from '@tradewind/contract/wms/warehouse-setting.schema';
import { saveTenantSettings } from '@/core/db/tenant-settings';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { stores } from '@/modules/system/store';
import { warehouses } from '../warehouse/warehouse.table';
import { storeDefaultWarehouses, warehouseSettings } from './setting.table';

/** A tenant that never saved the page: negative stock refused, no over-receipt, receiving audited. */
const DEFAULTS = { allowNegative: 0, overReceiptPercent: '0.00', receivingAudit: 1, lockCountingLocations: 0 };

export async function getWarehouseSetting(ctx: RequestContext): Promise<WarehouseSetting> {
  const [row] = await ctx.db.select().from(warehouseSettings).where(eq(warehouseSettings.tenantId, ctx.tenantId));
  const s = row ?? DEFAULTS;
  const defaults = await ctx.db
    .select({ storeId: storeDefaultWarehouses.storeId, storeName: stores.name, warehouseId: warehouses.id, warehouseName: warehouses.name })
    .from(storeDefaultWarehouses)
    .innerJoin(stores, eq(stores.id, storeDefaultWarehouses.storeId))
    .innerJoin(warehouses, eq(warehouses.id, storeDefaultWarehouses.warehouseId))
    .orderBy(asc(storeDefaultWarehouses.storeId));
  return {
    allow_negative: s.allowNegative === 1 ? 1 : 0,
    over_receipt_percent: s.overReceiptPercent,
    receiving_audit: s.receivingAudit === 1 ? 1 : 0,
    lock_counting_locations: s.lockCountingLocations === 1 ? 1 : 0,
    store_warehouses: defaults.map((d) => ({ store_id: d.storeId, store_name: d.storeName, warehouse_id: d.warehouseId, warehouse_name: d.warehouseName })),
  };
}

/**
 * Saved per tenant (one row, made on first save). A store's default warehouse must be one of that
 * store's warehouses and a store the caller works in (422 on `store_warehouses.<i>`).
 */
export async function updateWarehouseSetting(ctx: RequestContext, input: UpdateWarehouseSettingInput): Promise<WarehouseSetting> {
  const values = { allowNegative: input.allow_negative, overReceiptPercent: input.over_receipt_percent.toFixed(2), receivingAudit: input.receiving_audit, lockCountingLocations: input.lock_counting_locations, updatedAt: new Date() };
  // The tenant's row first: its upsert holds the row until commit, so concurrent saves run one after the
  // other and the second replaces the store defaults the first wrote instead of colliding with them.
  await saveTenantSettings(ctx, warehouseSettings, values, 'wms_setting');
  if (input.store_warehouses !== undefined) {
    const pairs = input.store_warehouses;
    const found = pairs.length
      ? await ctx.db
          .select({ id: warehouses.id, storeId: warehouses.storeId })
          .from(warehouses)
          .where(inArray(warehouses.id, pairs.map((p) => p.warehouse_id)))
      : [];
    const storeOf = new Map(found.map((w) => [w.id, w.storeId]));
    const seen = new Set<number>();
    pairs.forEach((p, i) => {
      if (!ctx.session.storeIds.includes(p.store_id) || seen.has(p.store_id)) throw invalidField(`store_warehouses.${i}.store_id`, 'wms.store_not_authorised');
      if (storeOf.get(p.warehouse_id) !== p.store_id) throw invalidField(`store_warehouses.${i}.warehouse_id`, 'wms.warehouse_not_found');
      seen.add(p.store_id);
    });
    // only the stores the caller works in are replaced; other stores keep theirs
    await ctx.db.delete(storeDefaultWarehouses).where(inArray(storeDefaultWarehouses.storeId, ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0]));
    if (pairs.length) await ctx.db.insert(storeDefaultWarehouses).values(pairs.map((p) => ({ tenantId: ctx.tenantId, storeId: p.store_id, warehouseId: p.warehouse_id })));
  }
  return getWarehouseSetting(ctx);
}

/** The store's default warehouse, or null. */
export async function defaultWarehouseOf(ctx: RequestContext, storeId: number): Promise<number | null> {
  const [row] = await ctx.db.select({ id: storeDefaultWarehouses.warehouseId }).from(storeDefaultWarehouses).where(and(eq(storeDefaultWarehouses.storeId, storeId)));
  return row?.id ?? null;
}
