import { and, asc, count, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import { type CreateSupplierInput, type Supplier, type SupplierFilter, type SupplierListQuery, type UpdateSupplierInput } from '@tradewind/contract/wms/supplier.schema';
import type { Db } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { conflict, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { placeColumns, placeOf } from '@/modules/common/area';
import { stores } from '@/modules/system/store';
import { supplierSkus, supplierStores, suppliers } from './supplier.table';
import { purchaseOrders } from '../purchase-order/purchase-order.table';
import { refuseUnknownIds } from '@/core/http/id-list';

type SupplierRow = typeof suppliers.$inferSelect;

function toSupplier(ctx: RequestContext, s: SupplierRow, storeList: Array<{ id: number; name: string }>, skuCount: number): Supplier {
  const tz = ctx.session.timeZone;
  return {
    id: s.id,
    name: s.name,
    code: s.code,
    contact_name: s.contactName,
    contact_phone: s.contactPhone,
    ...placeOf(s),
    settlement_type: s.settlementType === 2 ? 2 : 1,
    settlement_days: s.settlementType === 2 ? s.settlementDays : null,
    bank_name: s.bankName,
    bank_account: s.bankAccount,
    bank_holder: s.bankHolder,
    tax_no: s.taxNo,
    stores: storeList,
    status: s.status === 1 ? 1 : 0,
    remark: s.remark,
    sku_count: skuCount,
    created_at: formatDateTime(s.createdAt, tz)!,
    updated_at: formatDateTime(s.updatedAt, tz)!,
  };
}

async function storesOf(db: Db, ids: number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const out = new Map<number, Array<{ id: number; name: string }>>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ supplierId: supplierStores.supplierId, id: stores.id, name: stores.name })
    .from(supplierStores)
    .innerJoin(stores, eq(stores.id, supplierStores.storeId))
    .where(inArray(supplierStores.supplierId, ids))
    .orderBy(asc(stores.id));
  for (const r of rows) out.set(r.supplierId, [...(out.get(r.supplierId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

async function skuCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ supplierId: supplierSkus.supplierId, n: count() })
    .from(supplierSkus)
    .where(inArray(supplierSkus.supplierId, ids))
    .groupBy(supplierSkus.supplierId);
  return new Map(rows.map((r) => [r.supplierId, Number(r.n)]));
}

async function toSuppliers(ctx: RequestContext, rows: SupplierRow[]): Promise<Supplier[]> {
  const ids = rows.map((r) => r.id);
  const [storeMap, counts] = await Promise.all([storesOf(ctx.db, ids), skuCounts(ctx.db, ids)]);
  return rows.map((r) => toSupplier(ctx, r, storeMap.get(r.id) ?? [], counts.get(r.id) ?? 0));
}

/** The filters of the list and its export: keyword on name, code, phone or contact; `store_id` those serving that store. */
function supplierWhere(ctx: RequestContext, query: SupplierFilter) {
  const k = query.keyword;
  return and(
    k ? or(containsText(suppliers.name, k), containsText(suppliers.code, k), containsText(suppliers.contactPhone, k), containsText(suppliers.contactName, k)) : undefined,
    query.status === undefined ? undefined : eq(suppliers.status, query.status),
    query.store_id === undefined
      ? undefined
      : inArray(suppliers.id, ctx.db.select({ id: supplierStores.supplierId }).from(supplierStores).where(eq(supplierStores.storeId, query.store_id))),
  );
}

/** The tenant's suppliers, filtered, by id. */
export async function listSuppliers(ctx: RequestContext, query: SupplierListQuery) {
  const where = supplierWhere(ctx, query);
  return paginate(query, {
    rows: (page) => ctx.db.select().from(suppliers).where(where).orderBy(asc(suppliers.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(suppliers).where(where),
    map: (rows) => toSuppliers(ctx, rows),
  });
}

export async function getSupplier(ctx: RequestContext, id: number): Promise<Supplier> {
  const [row] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw notFound('wms.supplier_not_found');
  return (await toSuppliers(ctx, [row]))[0];
}

/** The supplier about to change, locked; 404 when it is not the tenant's. */
export async function lockSupplier(ctx: RequestContext, id: number): Promise<SupplierRow> {
  const [row] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
  if (!row) throw notFound('wms.supplier_not_found');
  return row;
}

async function assertFree(ctx: RequestContext, input: { name: string; code: string }, exceptId?: number): Promise<void> {
  const other = exceptId ? ne(suppliers.id, exceptId) : undefined;
  const [byName] = await ctx.db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.name, input.name), other)).limit(1);
  if (byName) throw conflict('wms.supplier_name_taken');
  const [byCode] = await ctx.db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.code, input.code), other)).limit(1);
  if (byCode) throw conflict('wms.supplier_code_taken');
}

/**
 * The stores it will serve: each given store must be one the editor works in (as delegating stores to
 * staff refuses), except those it already served; stores it serves that the editor lacks are kept.
 */
async function storeIdsFor(ctx: RequestContext, given: number[], current: number[]): Promise<number[]> {
  const mine = new Set(ctx.session.storeIds);
  const unique = [...new Set(given)];
  refuseUnknownIds('store_ids', unique, [...mine, ...current], 'wms.store_ids_unknown');
  if (unique.length) {
    const found = await ctx.db.select({ id: stores.id }).from(stores).where(inArray(stores.id, unique));
    refuseUnknownIds('store_ids', unique, found.map((r) => r.id), 'wms.store_ids_unknown');
  }
  const kept = current.filter((id) => !mine.has(id));
  return [...new Set([...unique, ...kept])];
}

async function replaceStores(ctx: RequestContext, supplierId: number, ids: number[]): Promise<void> {
  await ctx.db.delete(supplierStores).where(eq(supplierStores.supplierId, supplierId));
  if (ids.length) await ctx.db.insert(supplierStores).values(ids.map((storeId) => ({ tenantId: ctx.tenantId, supplierId, storeId })));
}

async function columns(ctx: RequestContext, input: CreateSupplierInput) {
  return {
    name: input.name,
    code: input.code,
    contactName: input.contact_name,
    contactPhone: input.contact_phone,
    ...(await placeColumns(ctx.db, input)),
    settlementType: input.settlement_type,
    settlementDays: input.settlement_type === 2 ? input.settlement_days : null,
    bankName: input.bank_name,
    bankAccount: input.bank_account,
    bankHolder: input.bank_holder,
    taxNo: input.tax_no,
    status: input.status,
    remark: input.remark,
  };
}

export async function createSupplier(ctx: RequestContext, input: CreateSupplierInput): Promise<Supplier> {
  const values = await columns(ctx, input);
  const storeIds = await storeIdsFor(ctx, input.store_ids, []);
  await assertFree(ctx, input);
  const [row] = await ctx.db.insert(suppliers).values({ tenantId: ctx.tenantId, ...values }).returning({ id: suppliers.id });
  await replaceStores(ctx, row.id, storeIds);
  return getSupplier(ctx, row.id);
}

export async function updateSupplier(ctx: RequestContext, input: UpdateSupplierInput): Promise<Supplier> {
  await lockSupplier(ctx, input.id);
  const values = await columns(ctx, input);
  const current = (await ctx.db.select({ id: supplierStores.storeId }).from(supplierStores).where(eq(supplierStores.supplierId, input.id))).map((r) => r.id);
  const storeIds = await storeIdsFor(ctx, input.store_ids, current);
  await assertFree(ctx, input, input.id);
  await ctx.db.update(suppliers).set({ ...values, updatedAt: new Date() }).where(eq(suppliers.id, input.id));
  await replaceStores(ctx, input.id, storeIds);
  return getSupplier(ctx, input.id);
}

export async function setSupplierStatus(ctx: RequestContext, id: number, status: number): Promise<Supplier> {
  await lockSupplier(ctx, id);
  await ctx.db.update(suppliers).set({ status, updatedAt: new Date() }).where(eq(suppliers.id, id));
  return getSupplier(ctx, id);
}

/**
 * Refused (409) once it has been purchased from (a supplier SKU with a last purchase); otherwise its
 * supplier SKUs and store links go with it. A supplier with any purchase order is refused the same way.
 */
export async function deleteSupplier(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockSupplier(ctx, id);
  const [bought] = await ctx.db
    .select({ id: supplierSkus.id })
    .from(supplierSkus)
    .where(and(eq(supplierSkus.supplierId, id), sql`${supplierSkus.lastPurchaseAt} IS NOT NULL`))
    .limit(1);
  if (bought) throw conflict('wms.supplier_has_purchases');
  // any purchase order, whatever its state, keeps its supplier (the order's foreign key would refuse anyway)
  const [ordered] = await ctx.db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.supplierId, id)).limit(1);
  if (ordered) throw conflict('wms.supplier_has_purchases');
  await ctx.db.delete(suppliers).where(eq(suppliers.id, id));
  return { id };
}

/** How many suppliers the list's filters hold. */
export async function countSuppliers(ctx: RequestContext, filter: SupplierFilter): Promise<number> {
  const [{ total }] = await ctx.db.select({ total: count() }).from(suppliers).where(supplierWhere(ctx, filter));
  return total;
}

/** The list's suppliers after id `after` (all when null), by id: an export's batch. */
export async function suppliersAfter(ctx: RequestContext, filter: SupplierFilter, after: number | null, limit: number): Promise<Supplier[]> {
  const rows = await ctx.db
    .select()
    .from(suppliers)
    .where(and(supplierWhere(ctx, filter), after === null ? undefined : gt(suppliers.id, after)))
    .orderBy(asc(suppliers.id))
    .limit(limit);
  return toSuppliers(ctx, rows);
}
