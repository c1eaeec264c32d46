import { and, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { toCents } from '@tradewind/contract/common/money';
import type { Db } from '@/core/db/database';
import { coupons, customerCoupons } from './coupon.table';

/**
 * A coupon a customer holds, as the order's pricing applies it (marketing README "Coupons"): money in
 * cents, `percent` the discount in percent (10 = 10 % off), `capCents` null for no cap; scope 0 all goods,
 * 1 categories, 2 brands, 3 SKUs (scopeIds); storeIds empty for every store.
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
    scopeIds: c.scopeIds,
    stackWithActivity: c.stackWithActivity,
    storeIds: c.storeIds,
    validTo: h.validTo,
  }));
}
