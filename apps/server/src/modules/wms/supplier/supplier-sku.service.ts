import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import type {
  AddSupplierSkusInput,
  SupplierSku,
  SupplierSkuListQuery,
  SupplierSkuPrice,
  UpdateSupplierSkuInput,
} from '@tradewind/contract/wms/supplier.schema';
import type { Db } from '@/core/db/database';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { readSkuRefs, readSkus, skuIdInCategory, skuIdMatches, type SkuRecord } from '@/modules/pms';
import { lockSupplier } from './supplier.service';
import { supplierSkus, suppliers } from './supplier.table';

type Joined = { s: typeof supplierSkus.$inferSelect; supplierName: string };

/** A quantity as numeric(14,3) prints it ('5.000') shown as typed ('5'). */
const trimQty = (v: string | null) => (v === null ? null : v.includes('.') ? v.replace(/\.?0+$/, '') : v);
const money = (v: string | null) => (v === null ? null : Number(v).toFixed(2));

function unitName(sku: SkuRecord, unitId: number): string {
  if (unitId === sku.unit_id) return sku.unit_name;
  return sku.units.find((u) => u.unit_id === unitId)?.unit_name ?? '';
}

function toSupplierSku(ctx: RequestContext, r: Joined, sku: SkuRecord): SupplierSku {
  const s = r.s;
  return {
    id: s.id,
    supplier_id: s.supplierId,
    supplier_name: r.supplierName,
    sku_id: s.skuId,
    sku_code: sku.code,
    name: sku.name,
    spec_text: sku.spec_text,
    image: sku.image,
    category_name: sku.category_name,
    base_unit_id: sku.unit_id,
    base_unit_name: sku.unit_name,
    units: sku.units,
    unit_id: s.unitId,
    unit_name: unitName(sku, s.unitId),
    supplier_code: s.supplierCode,
    purchase_price: money(s.purchasePrice)!,
    min_qty: trimQty(s.minQty),
    last_price: money(s.lastPrice),
    last_purchase_at: formatDateTime(s.lastPurchaseAt, ctx.session.timeZone) ?? null,
    updated_at: formatDateTime(s.updatedAt, ctx.session.timeZone)!,
  };
}

const joined = (ctx: RequestContext) =>
  ctx.db.select({ s: supplierSkus, supplierName: suppliers.name }).from(supplierSkus).innerJoin(suppliers, eq(suppliers.id, supplierSkus.supplierId));

async function toSupplierSkus(ctx: RequestContext, rows: Joined[]): Promise<SupplierSku[]> {
  const skuMap = await readSkus(ctx, [...new Set(rows.map((r) => r.s.skuId))]);
  return rows.flatMap((r) => {
    const sku = skuMap.get(r.s.skuId);
    return sku ? [toSupplierSku(ctx, r, sku)] : [];
  });
}

export async function listSupplierSkus(ctx: RequestContext, query: SupplierSkuListQuery) {
  const where = and(
    query.supplier_id === undefined ? undefined : eq(supplierSkus.supplierId, query.supplier_id),
    skuIdMatches(ctx, supplierSkus.skuId, query.keyword),
    skuIdInCategory(supplierSkus.skuId, query.category_id),
  );
  return paginate(query, {
    rows: (page) => joined(ctx).where(where).orderBy(asc(supplierSkus.supplierId), desc(supplierSkus.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(supplierSkus).where(where),
    map: (rows) => toSupplierSkus(ctx, rows),
  });
}

async function getSupplierSku(ctx: RequestContext, id: number): Promise<SupplierSku> {
  const [row] = await joined(ctx).where(eq(supplierSkus.id, id));
  if (!row) throw notFound('wms.supplier_sku_not_found');
  return (await toSupplierSkus(ctx, [row]))[0];
}

/** The purchase unit: the SKU's base unit (also when none is given) or one of its package units. */
function purchaseUnit(sku: SkuRecord, unitId: number | null, field: string): number {
  if (unitId === null || unitId === sku.unit_id) return sku.unit_id;
  if (!sku.units.some((u) => u.unit_id === unitId)) throw invalidField(field, 'wms.purchase_unit_invalid');
  return unitId;
}

/** Several SKUs added to one supplier (the picker's choice); any SKU it already supplies refuses the whole call. */
export async function addSupplierSkus(ctx: RequestContext, input: AddSupplierSkusInput): Promise<SupplierSku[]> {
  await lockSupplier(ctx, input.supplier_id);
  const ids = input.items.map((i) => i.sku_id);
  const skuMap = await readSkus(ctx, ids);
  const seen = new Set<number>();
  const values = input.items.map((item, i) => {
    const sku = skuMap.get(item.sku_id);
    if (!sku) throw invalidField(`items.${i}.sku_id`, 'wms.sku_not_found');
    if (seen.has(item.sku_id)) throw conflict('wms.supplier_sku_taken');
    seen.add(item.sku_id);
    return {
      tenantId: ctx.tenantId,
      supplierId: input.supplier_id,
      skuId: item.sku_id,
      unitId: purchaseUnit(sku, item.unit_id, `items.${i}.unit_id`),
      supplierCode: item.supplier_code,
      purchasePrice: String(item.purchase_price ?? sku.cost_price),
      minQty: item.min_qty === null ? null : String(item.min_qty),
    };
  });
  const [taken] = await ctx.db
    .select({ id: supplierSkus.id })
    .from(supplierSkus)
    .where(and(eq(supplierSkus.supplierId, input.supplier_id), inArray(supplierSkus.skuId, ids)))
    .limit(1);
  if (taken) throw conflict('wms.supplier_sku_taken');
  const made = await ctx.db.insert(supplierSkus).values(values).returning({ id: supplierSkus.id });
  const rows = await joined(ctx).where(inArray(supplierSkus.id, made.map((m) => m.id))).orderBy(asc(supplierSkus.id));
  return toSupplierSkus(ctx, rows);
}

async function lockSupplierSku(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select().from(supplierSkus).where(eq(supplierSkus.id, id)).for('update');
  if (!row) throw notFound('wms.supplier_sku_not_found');
  return row;
}

export async function updateSupplierSku(ctx: RequestContext, input: UpdateSupplierSkuInput): Promise<SupplierSku> {
  const row = await lockSupplierSku(ctx, input.id);
  const sku = (await readSkus(ctx, [row.skuId])).get(row.skuId);
  if (!sku) throw notFound('wms.supplier_sku_not_found');
  await ctx.db
    .update(supplierSkus)
    .set({
      unitId: purchaseUnit(sku, input.unit_id, 'unit_id'),
      supplierCode: input.supplier_code,
      purchasePrice: String(input.purchase_price),
      minQty: input.min_qty === null ? null : String(input.min_qty),
      updatedAt: new Date(),
    })
    .where(eq(supplierSkus.id, input.id));
  return getSupplierSku(ctx, input.id);
}

export async function deleteSupplierSku(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockSupplierSku(ctx, id);
  await ctx.db.delete(supplierSkus).where(eq(supplierSkus.id, id));
  return { id };
}

/** A supplier's prices for the purchase-order form (all its SKUs, or those asked for). */
export async function supplierSkuPrices(ctx: RequestContext, supplierId: number, skuIds?: number[]): Promise<SupplierSkuPrice[]> {
  const [supplier] = await ctx.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw notFound('wms.supplier_not_found');
  const rows = await ctx.db
    .select()
    .from(supplierSkus)
    .where(and(eq(supplierSkus.supplierId, supplierId), skuIds?.length ? inArray(supplierSkus.skuId, skuIds) : undefined))
    .orderBy(asc(supplierSkus.id));
  return rows.map((r) => ({
    sku_id: r.skuId,
    unit_id: r.unitId,
    purchase_price: money(r.purchasePrice)!,
    min_qty: trimQty(r.minQty),
    supplier_code: r.supplierCode,
    last_price: money(r.lastPrice),
  }));
}

/**
 * Receiving's one call (wms index): the price the supplier was last paid for a SKU, per the supplier
 * SKU's purchase unit, and when. A SKU the supplier was not yet listed for is added with that price.
 */
export async function recordSupplierPurchasePrice(ctx: { db: Db; tenantId: number }, supplierId: number, skuId: number, price: string | number): Promise<void> {
  const text = Number(price).toFixed(2);
  const updated = await ctx.db
    .update(supplierSkus)
    .set({ lastPrice: text, lastPurchaseAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(supplierSkus.supplierId, supplierId), eq(supplierSkus.skuId, skuId)))
    .returning({ id: supplierSkus.id });
  if (updated.length) return;
  const sku = (await readSkuRefs(ctx.db, [skuId])).get(skuId);
  if (!sku) return;
  await ctx.db
    .insert(supplierSkus)
    .values({ tenantId: ctx.tenantId, supplierId, skuId, unitId: sku.unitId, purchasePrice: text, lastPrice: text, lastPurchaseAt: sql`now()` })
    .onConflictDoUpdate({ target: [supplierSkus.supplierId, supplierSkus.skuId, supplierSkus.tenantId], set: { lastPrice: text, lastPurchaseAt: sql`now()`, updatedAt: sql`now()` } });
}
