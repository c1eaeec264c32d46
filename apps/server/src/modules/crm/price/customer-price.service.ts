import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  type CreateCustomerPricesInput,
  type CustomerPrice,
  type CustomerPriceFilter,
  type CustomerPriceListQuery,
  type UpdateCustomerPriceInput,
} from '@tradewind/contract/crm/price.schema';
import { invalid, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { readSkus, skuIdMatches } from '@/modules/pms';
import { customerScope, findVisibleCustomer } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { readLineSkus, skuUnitFields } from './price-sku';
import { customerPrices } from './price.table';

const updaterName = sql<string | null>`(SELECT st.name FROM staff AS st WHERE st.id = coalesce(${customerPrices.updatedBy}, ${customerPrices.createdBy}))`;

const joined = (ctx: RequestContext) =>
  ctx.db
    .select({ p: customerPrices, customerName: customers.name, customerPhone: customers.phone, updaterName })
    .from(customerPrices)
    .innerJoin(customers, eq(customers.id, customerPrices.customerId));
type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

/** Rows → API items, the page's SKUs read at once; a row whose SKU is gone is left out. */
async function toCustomerPrices(ctx: RequestContext, rows: Joined[]): Promise<CustomerPrice[]> {
  const skus = await readSkus(ctx, [...new Set(rows.map((r) => r.p.skuId))]);
  return rows.flatMap((r) => {
    const sku = skus.get(r.p.skuId);
    if (!sku) return [];
    return [
      {
        id: r.p.id,
        customer_id: r.p.customerId,
        customer_name: r.customerName,
        customer_phone: r.customerPhone,
        ...skuUnitFields(sku, r.p.unitId),
        price: r.p.price,
        remark: r.p.remark,
        updated_by_name: r.updaterName,
        updated_at: formatDateTime(r.p.updatedAt, ctx.session.timeZone)!,
      },
    ];
  });
}

/** The caller's visible customers only (data scope, as the customer list). */
const priceWhere = (ctx: RequestContext, filter: CustomerPriceFilter) =>
  and(customerScope(ctx), filter.customer_id === undefined ? undefined : eq(customerPrices.customerId, filter.customer_id), skuIdMatches(ctx, customerPrices.skuId, filter.keyword));

export async function listCustomerPrices(ctx: RequestContext, query: CustomerPriceListQuery) {
  const where = priceWhere(ctx, query);
  return paginate(query, {
    rows: (page) => joined(ctx).where(where).orderBy(desc(customerPrices.id)).limit(page.limit).offset(page.offset),
    total: countCustomerPrices(ctx, query),
    map: (rows) => toCustomerPrices(ctx, rows),
  });
}

/** One price of a customer the caller sees, or 404. */
export async function getCustomerPrice(ctx: RequestContext, id: number): Promise<CustomerPrice> {
  const [row] = await joined(ctx).where(and(eq(customerPrices.id, id), customerScope(ctx)));
  const [item] = row ? await toCustomerPrices(ctx, [row]) : [];
  if (!item) throw notFound();
  return item;
}

/**
 * Prices of several SKUs for one customer (the picker's choice), under the customer's row lock; a SKU and
 * unit the customer already has a price for refuses the call on that line's unit (422), nothing saved.
 */
export async function createCustomerPrices(ctx: RequestContext, input: CreateCustomerPricesInput): Promise<CustomerPrice[]> {
  await findVisibleCustomer(ctx, input.customer_id, { forUpdate: true });
  await readLineSkus(ctx, input.items);
  const existing = await ctx.db
    .select({ skuId: customerPrices.skuId, unitId: customerPrices.unitId })
    .from(customerPrices)
    .where(and(eq(customerPrices.customerId, input.customer_id), inArray(customerPrices.skuId, [...new Set(input.items.map((i) => i.sku_id))])));
  const taken = new Set(existing.map((e) => `${e.skuId}:${e.unitId}`));
  const clashes = input.items.flatMap((item, i) => (taken.has(`${item.sku_id}:${item.unit_id}`) ? [{ field: `items.${i}.unit_id`, message: 'crm.customer_price_exists' }] : []));
  if (clashes.length) throw invalid(clashes);
  const made = await ctx.db
    .insert(customerPrices)
    .values(
      input.items.map((item) => ({
        tenantId: ctx.tenantId,
        customerId: input.customer_id,
        skuId: item.sku_id,
        unitId: item.unit_id,
        price: item.price.toFixed(2),
        remark: item.remark,
        createdBy: ctx.staffId,
      })),
    )
    .returning({ id: customerPrices.id });
  ctx.audit.targetId = input.customer_id;
  ctx.audit.targetType = 'crm_customer';
  const rows = await joined(ctx).where(inArray(customerPrices.id, made.map((m) => m.id))).orderBy(asc(customerPrices.id));
  return toCustomerPrices(ctx, rows);
}

/** The price row (FOR UPDATE) of a customer the caller sees, or 404. */
async function lockCustomerPrice(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select().from(customerPrices).where(eq(customerPrices.id, id)).for('update');
  if (!row) throw notFound();
  await findVisibleCustomer(ctx, row.customerId);
  return row;
}

/** Price, remark and unit (another of the SKU's units the customer has no price for yet). */
export async function updateCustomerPrice(ctx: RequestContext, input: UpdateCustomerPriceInput): Promise<CustomerPrice> {
  const row = await lockCustomerPrice(ctx, input.id);
  const sku = (await readSkus(ctx, [row.skuId])).get(row.skuId);
  if (!sku) throw notFound();
  if (input.unit_id !== sku.unit_id && !sku.units.some((u) => u.unit_id === input.unit_id)) throw invalidField('unit_id', 'crm.price_unit_not_of_sku');
  const [clash] = await ctx.db
    .select({ id: customerPrices.id })
    .from(customerPrices)
    .where(and(eq(customerPrices.customerId, row.customerId), eq(customerPrices.skuId, row.skuId), eq(customerPrices.unitId, input.unit_id), ne(customerPrices.id, row.id)));
  if (clash) throw invalidField('unit_id', 'crm.customer_price_exists');
  await ctx.db
    .update(customerPrices)
    .set({ unitId: input.unit_id, price: input.price.toFixed(2), remark: input.remark, updatedBy: ctx.staffId, updatedAt: sql`now()` })
    .where(eq(customerPrices.id, row.id));
  return getCustomerPrice(ctx, row.id);
}

export async function deleteCustomerPrice(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockCustomerPrice(ctx, id);
  await ctx.db.delete(customerPrices).where(eq(customerPrices.id, id));
  return { id };
}

/** How many prices the list's filters hold among the caller's visible customers. */
export async function countCustomerPrices(ctx: RequestContext, filter: CustomerPriceFilter): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(customerPrices).innerJoin(customers, eq(customers.id, customerPrices.customerId)).where(priceWhere(ctx, filter));
  return n;
}

/**
 * An export's batch: the list's prices after id `cursor` (all when null), by id. The next cursor is the last
 * row read, a row whose SKU is gone (left out of `rows`) included.
 */
export async function customerPriceBatch(ctx: RequestContext, filter: CustomerPriceFilter, cursor: number | null, limit: number): Promise<{ rows: CustomerPrice[]; cursor: number | null }> {
  const rows = await joined(ctx)
    .where(and(priceWhere(ctx, filter), cursor ? gt(customerPrices.id, cursor) : undefined))
    .orderBy(asc(customerPrices.id))
    .limit(limit);
  return { rows: await toCustomerPrices(ctx, rows), cursor: rows.length === limit ? rows[rows.length - 1].p.id : null };
}
