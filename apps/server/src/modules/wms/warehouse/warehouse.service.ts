import { and, asc, count, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import type {
  CreateWarehouseInput,
  UpdateWarehouseInput,
  Warehouse,
  WarehouseListQuery,
} from '@tradewind/contract/wms/warehouse.schema';
import type { Db } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { notDeleted } from '@/core/db/soft-delete';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { placeColumns, placeOf } from '@/modules/common/area';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { locations } from '../location/location.table';
import { getWarehouseSetting } from '../setting/setting.service';
import { warehouseHasStock } from '../stock/posting';
import { warehouseManagers, warehouses } from './warehouse.table';
import { refuseUnknownIds } from '@/core/http/id-list';

type WarehouseRow = typeof warehouses.$inferSelect;
type Joined = { w: WarehouseRow; storeName: string | null; locationCode: string | null };

function toWarehouse(ctx: RequestContext, r: Joined, managers: Array<{ id: number; name: string }>): Warehouse {
  const w = r.w;
  const tz = ctx.session.timeZone;
  return {
    id: w.id,
    store_id: w.storeId,
    store_name: r.storeName ?? '',
    name: w.name,
    code: w.code,
    ...placeOf(w),
    contact_name: w.contactName,
    contact_phone: w.contactPhone,
    status: w.status === 1 ? 1 : 0,
    allow_negative: w.allowNegative === 1 ? 1 : 0,
    default_location_id: w.defaultLocationId,
    default_location_code: r.locationCode,
    remark: w.remark,
    sort: w.sort,
    managers,
    created_at: formatDateTime(w.createdAt, tz)!,
    updated_at: formatDateTime(w.updatedAt, tz)!,
  };
}

const joined = (ctx: RequestContext) =>
  ctx.db
    .select({ w: warehouses, storeName: stores.name, locationCode: locations.code })
    .from(warehouses)
    .leftJoin(stores, eq(stores.id, warehouses.storeId))
    .leftJoin(locations, eq(locations.id, warehouses.defaultLocationId));

/** The warehouses a caller may see: those of the stores they work in. */
export const visibleWarehouses = (ctx: RequestContext): SQL => inArray(warehouses.storeId, ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0]);

async function managersOf(db: Db, ids: number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const out = new Map<number, Array<{ id: number; name: string }>>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ warehouseId: warehouseManagers.warehouseId, id: staff.id, name: staff.name })
    .from(warehouseManagers)
    .innerJoin(staff, eq(staff.id, warehouseManagers.staffId))
    .where(and(inArray(warehouseManagers.warehouseId, ids), notDeleted(staff)))
    .orderBy(asc(staff.id));
  for (const r of rows) out.set(r.warehouseId, [...(out.get(r.warehouseId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/**
 * The current store's warehouses (CurrStoreId), or with `all_stores` those of every store the caller
 * works in; keyword matches name or code.
 */
export async function listWarehouses(ctx: RequestContext, query: WarehouseListQuery) {
  const store = query.all_stores === 1 || ctx.storeId === null ? visibleWarehouses(ctx) : eq(warehouses.storeId, ctx.storeId);
  const where = and(
    store,
    query.keyword ? or(containsText(warehouses.name, query.keyword), containsText(warehouses.code, query.keyword)) : undefined,
    query.status === undefined ? undefined : eq(warehouses.status, query.status),
  );
  return paginate(query, {
    rows: (page) => joined(ctx).where(where).orderBy(asc(warehouses.sort), asc(warehouses.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(warehouses).where(where),
    map: async (rows) => {
      const managers = await managersOf(ctx.db, rows.map((r) => r.w.id));
      return rows.map((r) => toWarehouse(ctx, r, managers.get(r.w.id) ?? []));
    },
  });
}

export async function getWarehouse(ctx: RequestContext, id: number): Promise<Warehouse> {
  const [row] = await joined(ctx).where(and(eq(warehouses.id, id), visibleWarehouses(ctx)));
  if (!row) throw notFound('wms.warehouse_not_found');
  const managers = await managersOf(ctx.db, [id]);
  return toWarehouse(ctx, row, managers.get(id) ?? []);
}

/** The warehouse about to change, locked; 404 when the caller cannot see it. */
export async function lockWarehouse(ctx: RequestContext, id: number): Promise<WarehouseRow> {
  const [row] = await ctx.db.select().from(warehouses).where(and(eq(warehouses.id, id), visibleWarehouses(ctx))).for('update');
  if (!row) throw notFound('wms.warehouse_not_found');
  return row;
}

async function checkStaff(ctx: RequestContext, ids: number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await ctx.db.select({ id: staff.id }).from(staff).where(and(inArray(staff.id, unique), notDeleted(staff)));
  refuseUnknownIds(field, unique, found.map((r) => r.id), 'wms.staff_ids_unknown');
  return unique;
}

async function replaceManagers(ctx: RequestContext, warehouseId: number, ids: number[]): Promise<void> {
  await ctx.db.delete(warehouseManagers).where(eq(warehouseManagers.warehouseId, warehouseId));
  if (ids.length) await ctx.db.insert(warehouseManagers).values(ids.map((staffId) => ({ tenantId: ctx.tenantId, warehouseId, staffId })));
}

async function assertCodeFree(ctx: RequestContext, code: string, exceptId?: number): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.code, code), exceptId ? ne(warehouses.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict('wms.warehouse_code_taken');
}

async function fields(ctx: RequestContext, input: CreateWarehouseInput) {
  const storeId = input.store_id ?? ctx.storeId ?? ctx.session.storeIds[0] ?? null;
  if (storeId === null || !ctx.session.storeIds.includes(storeId)) throw invalidField('store_id', 'wms.store_not_authorised');
  const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw invalidField('store_id', 'wms.store_not_authorised');
  return {
    storeId,
    name: input.name,
    code: input.code,
    ...(await placeColumns(ctx.db, input)),
    contactName: input.contact_name,
    contactPhone: input.contact_phone,
    status: input.status,
    remark: input.remark,
    sort: input.sort,
  };
}

export async function createWarehouse(ctx: RequestContext, input: CreateWarehouseInput): Promise<Warehouse> {
  const values = await fields(ctx, input);
  const managers = await checkStaff(ctx, input.manager_ids ?? [], 'manager_ids');
  await assertCodeFree(ctx, input.code);
  const allowNegative = input.allow_negative ?? (await getWarehouseSetting(ctx)).allow_negative;
  const [row] = await ctx.db.insert(warehouses).values({ tenantId: ctx.tenantId, ...values, allowNegative }).returning({ id: warehouses.id });
  await replaceManagers(ctx, row.id, managers);
  return getWarehouse(ctx, row.id);
}

export async function updateWarehouse(ctx: RequestContext, input: UpdateWarehouseInput): Promise<Warehouse> {
  const current = await lockWarehouse(ctx, input.id);
  const values = await fields(ctx, { ...input, store_id: input.store_id ?? current.storeId });
  await assertCodeFree(ctx, input.code, input.id);
  await ctx.db
    .update(warehouses)
    .set({ ...values, allowNegative: input.allow_negative ?? current.allowNegative, updatedAt: new Date() })
    .where(eq(warehouses.id, input.id));
  if (input.manager_ids !== undefined) await replaceManagers(ctx, input.id, await checkStaff(ctx, input.manager_ids, 'manager_ids'));
  return getWarehouse(ctx, input.id);
}

/** Refused (409) while it holds stock or the ledger or a reservation refers to it; its locations go with it. */
export async function deleteWarehouse(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockWarehouse(ctx, id);
  if (await warehouseHasStock(ctx.db, id)) throw conflict('wms.warehouse_has_stock');
  await ctx.db.delete(warehouses).where(eq(warehouses.id, id));
  return { id };
}

export async function setWarehouseManagers(ctx: RequestContext, id: number, staffIds: number[]): Promise<Warehouse> {
  await lockWarehouse(ctx, id);
  await replaceManagers(ctx, id, await checkStaff(ctx, staffIds, 'staff_ids'));
  await ctx.db.update(warehouses).set({ updatedAt: new Date() }).where(eq(warehouses.id, id));
  return getWarehouse(ctx, id);
}

/** The location goods go to when a document names none: one of this warehouse's, enabled; or none. */
export async function setDefaultLocation(ctx: RequestContext, id: number, locationId: number | null): Promise<Warehouse> {
  await lockWarehouse(ctx, id);
  if (locationId !== null) {
    const [loc] = await ctx.db
      .select({ id: locations.id, status: locations.status })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.warehouseId, id), notDeleted(locations)));
    if (!loc) throw invalidField('location_id', 'wms.location_not_found');
    if (loc.status !== 1) throw invalidField('location_id', 'wms.location_disabled');
  }
  await ctx.db.update(warehouses).set({ defaultLocationId: locationId, updatedAt: new Date() }).where(eq(warehouses.id, id));
  return getWarehouse(ctx, id);
}

/** Whether a store has warehouses (it cannot be deleted then): registered with system's store check. */
export async function storeHasWarehouses(tx: Db, storeId: number): Promise<boolean> {
  const [row] = await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.storeId, storeId)).limit(1);
  return Boolean(row);
}
