import { sql } from 'drizzle-orm';
import { fromCents } from '@tradewind/contract/common/money';
import type { CouponRule as EngineCouponRule } from '@tradewind/contract/marketing/pricing.schema';
import { queryOne } from '@/core/db/database';
import { conflict } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customerAudience } from '@/modules/crm';
import type { OrderPricingInput, OrderPricingProvider, OrderPricingResult } from '@/modules/oms';
import { activeActivitiesFor, categoriesBelow } from '../activity/activity-rules';
import { couponRulesFor, type CouponRule } from '../coupon/coupon-rules';
import { customerCoupons } from '../coupon/coupon.table';
import { freightFor } from '../freight/freight.service';
import { giveBackCustomerCoupon, holdCustomerCoupon, releaseCustomerCoupon, useCustomerCoupon } from './coupon-lifecycle';
import { priceOrder } from './price-order';

/**
 * The price pipeline marketing registers with orders at start (oms `registerOrderPricing`; marketing README
 * "Orders"): the activities on for the customer's store, level and crowds, the coupon the order names, the
 * discounts typed by hand, the freight of the store's template for the address — run through the pure engine
 * `priceOrder` — and the coupon's life with its order (held, released, used, given back).
 */
export const orderPricingProvider: OrderPricingProvider = {
  price: priceForOrder,
  async saved(ctx, order) {
    // a coupon the edited order no longer names is released first, then the one it names held
    await releaseCustomerCoupon(ctx.db, order.orderId, order.customerCouponId);
    if (order.customerCouponId !== null) await holdCustomerCoupon(ctx.db, { customerCouponId: order.customerCouponId, customerId: order.customerId, orderId: order.orderId });
  },
  async audited(ctx, orderId) {
    await useCustomerCoupon(ctx.db, orderId);
  },
  async cancelled(ctx, orderId) {
    await releaseCustomerCoupon(ctx.db, orderId);
    await giveBackCustomerCoupon(ctx.db, orderId);
  },
};

async function priceForOrder(ctx: RequestContext, input: OrderPricingInput): Promise<OrderPricingResult> {
  const at = new Date();
  const audience = await customerAudience(ctx.db, input.customerId);
  const activities = await activeActivitiesFor(ctx.db, { storeId: input.storeId, customerLevelId: audience?.levelId ?? null, crowdIds: audience?.crowdIds ?? [], at });
  const coupon = input.customerCouponId === null ? null : await usableCoupon(ctx, input, at);
  const lines = input.lines.map((l) => ({ ...l, qtyMilli: Number(l.qtyMilli), ratioMilli: Number(l.ratioMilli) }));
  // a coupon over categories holds the categories below them too, as an activity's scope does
  const below = coupon?.scopeType === 1 ? await categoriesBelow(ctx.db) : null;
  const priced = priceOrder({ lines, activities, coupon: coupon && toEngineCoupon(coupon, below), typed: input.typed, freight: null });
  const areaCodes = input.address ? [input.address.provinceId, input.address.cityId, input.address.areaId].filter((id): id is number => id !== null).map(String) : [];
  // the freight on the goods after the discounts, the typed ones too (free over an amount reads that)
  const freight = await freightFor(ctx.db, {
    storeId: input.storeId,
    areaCodes,
    pieces: Number(input.pieces) / 1000,
    weightKg: Number(input.weightMilli) / 1000,
    volumeM3: Number(input.volumeMicro) / 1_000_000,
    goodsCents: priced.totalCents,
  });
  return {
    lines: priced.lines.map((l) => ({
      key: Number(l.key),
      priceCents: l.priceCents,
      amountCents: l.amountCents,
      activityCents: l.activityCents,
      couponCents: l.couponCents,
      steps: l.steps.map((s) => ({ kind: s.kind, id: s.id, name: s.name, amount: fromCents(s.cents) })),
    })),
    gifts: priced.gifts.map((g) => ({ activityId: g.activityId, name: g.name, skuId: g.skuId, unitId: g.unit, qtyMilli: BigInt(g.qtyMilli) })),
    freight: freight ? { cents: freight.cents, name: freight.name } : null,
    typed: priced.typed,
    coupon: priced.coupon ? { customerCouponId: priced.coupon.customerCouponId, applied: priced.coupon.applied, reason: priced.coupon.reason ?? null } : null,
  };
}

/**
 * The coupon the order names, when the order may take it: the customer's, unused — or held by this very
 * order — within its dates, its coupon not void and for the order's store. 409 `marketing.coupon_unavailable`
 * otherwise (another customer's, used, held by another order, expired).
 */
async function usableCoupon(ctx: RequestContext, input: OrderPricingInput, at: Date): Promise<CouponRule> {
  const id = input.customerCouponId!;
  const row = await queryOne<{ customer_id: number; status: number; order_id: number | null }>(
    ctx.db,
    sql`SELECT customer_id, status, order_id FROM ${customerCoupons} WHERE id = ${id}::bigint`,
  );
  const mine = row && Number(row.customer_id) === input.customerId && (Number(row.status) === 1 || (Number(row.status) === 2 && input.orderId !== null && Number(row.order_id) === input.orderId));
  const [rule] = mine ? await couponRulesFor(ctx.db, [id], at) : [];
  if (!rule || (rule.storeIds.length > 0 && !rule.storeIds.includes(input.storeId))) throw conflict('marketing.coupon_unavailable');
  return rule;
}

function toEngineCoupon(c: CouponRule, below: ((categoryId: number) => number[]) | null): EngineCouponRule {
  return {
    customerCouponId: c.customerCouponId,
    couponId: c.couponId,
    name: c.name,
    type: c.type,
    thresholdCents: c.thresholdCents,
    amountCents: c.amountCents,
    percent: c.percent,
    capCents: c.capCents,
    scopeType: c.scopeType,
    scopeIds: below ? [...new Set(c.scopeIds.flatMap(below))] : c.scopeIds,
    stackWithActivity: c.stackWithActivity,
    validTo: c.validTo.toISOString(),
  };
}
