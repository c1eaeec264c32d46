import { and, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { toCents } from '@tradewind/contract/common/money';
import type { Db } from '@/core/db/database';
import { categories } from '@/modules/pms';
import { coupons, customerCoupons } from './coupon.table';

/**
 * A coupon a customer holds, as the order's pricing applies it (marketing README "Coupons"): money in
 * cents, `percent` the discount in percent (10 = 10 % off), `capCents` null for no cap; scope 0 all goods,
 * 1 categories, 2 brands, 3 SKUs (scopeIds; a category's subcategories are listed with it, so a line's own
 * category id is matched as it is); storeIds empty for every store.
 */
export type CouponRule = {
  customerCouponId: number;
  couponId: number;
  name: string;
  type: 1 | 2;
  thresholdCents: number;
  amountCents: number;
  percent: number;
  capCents: number | null;
  scopeType: 0 | 1 | 2 | 3;
  scopeIds: number[];
  stackWithActivity: boolean;
  storeIds: number[];
  validTo: Date;
};

/**
 * The coupons an order may apply at `at`: given ids, those of them unused or held (an order's own held
 * coupon) and within their dates; given a customer id, that customer's unused coupons within their dates.
 * A coupon made void is never applied anew (an unused one of it is void already; a held one stays with its
 * order). Reads through the caller's transaction (its tenant).
 */
export async function couponRulesFor(db: Db, which: readonly number[] | number, at: Date): Promise<CouponRule[]> {
  const byIds = Array.isArray(which);
  if (byIds && which.length === 0) return [];
  const rows = await db
    .select({ h: customerCoupons, c: coupons })
    .from(customerCoupons)
    .innerJoin(coupons, and(eq(coupons.id, customerCoupons.couponId), eq(coupons.tenantId, customerCoupons.tenantId)))
    .where(
      and(
        byIds ? inArray(customerCoupons.id, [...which]) : eq(customerCoupons.customerId, which as number),
        byIds ? or(eq(customerCoupons.status, 1), eq(customerCoupons.status, 2)) : eq(customerCoupons.status, 1),
        lte(customerCoupons.validFrom, at),
        gt(customerCoupons.validTo, at),
        byIds ? sql`(${customerCoupons.status} = 2 OR ${coupons.status} <> 0)` : ne(coupons.status, 0),
      ),
    )
    .orderBy(customerCoupons.validTo, customerCoupons.id);
  const withSubcategories = rows.some((r) => r.c.scopeType === 1) ? await subcategoriesOf(db) : null;
  return rows.map(({ h, c }) => ({
    customerCouponId: h.id,
    couponId: c.id,
    name: c.name,
    type: c.type as 1 | 2,
    thresholdCents: toCents(c.threshold),
    amountCents: toCents(c.amount),
    percent: Number(c.percent),
    capCents: c.cap === null ? null : toCents(c.cap),
    scopeType: c.scopeType as 0 | 1 | 2 | 3,
    scopeIds: c.scopeType === 1 && withSubcategories ? withSubcategories(c.scopeIds) : c.scopeIds,
    stackWithActivity: c.stackWithActivity,
    storeIds: c.storeIds,
    validTo: h.validTo,
  }));
}

/** The category ids with every subcategory under them (the tenant's category tree, read once). */
async function subcategoriesOf(db: Db): Promise<(ids: number[]) => number[]> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  return (ids) => {
    const out = new Set<number>();
    const walk = (id: number) => {
      if (out.has(id)) return;
      out.add(id);
      for (const child of children.get(id) ?? []) walk(child);
    };
    ids.forEach(walk);
    return [...out];
  };
}
