import { eq, inArray, sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { ActivityPreviewInput, ActivityPreviewResult } from '@tradewind/contract/marketing/activity.schema';
import type { PricingLineInput } from '@tradewind/contract/marketing/pricing.schema';
import { queryOne } from '@/core/db/database';
import { invalid, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customerAudience, priceForCustomer } from '@/modules/crm';
import { readSkus, skus, spus } from '@/modules/pms';
import { lineAmount, priceOrder } from '../pricing/price-order';
import { activeActivitiesFor, categoriesBelow, toActivityRule, toMilli } from './activity-rules';
import { activityColumns } from './activity.service';
import { skuLabel, unitNameOf } from './activity.read';

/**
 * "Try a cart" (POST /marketing/activity/preview): the activity as edited, beside the other activities on at the
 * moment priced for the cart's store and customer, through the same engine orders use. The moment is now, or the
 * activity's start when it has not begun (its last second when it is over). Without a customer the cart counts
 * as one of the edited activity's audience and at list prices; the others count when they are for everyone.
 */
export async function previewActivity(ctx: RequestContext, input: ActivityPreviewInput): Promise<ActivityPreviewResult> {
  const body = input.activity;
  const columns = await activityColumns(ctx, body);
  const audience = input.customer_id ? await customerAudience(ctx.db, input.customer_id) : undefined;
  if (input.customer_id && !audience) throw invalidField('customer_id', 'crm.price_customer_not_found');
  const storeId = input.store_id ?? audience?.storeId ?? ctx.storeId;
  const tz = ctx.session.timeZone;
  const { at } = (await queryOne<{ at: Date | string }>(
    ctx.db,
    sql`SELECT greatest(least(now(), (${body.ends_at}::timestamp AT TIME ZONE ${tz}) - interval '1 second'), (${body.starts_at}::timestamp AT TIME ZONE ${tz})) AS at`,
  ))!;
  const atDate = new Date(at);

  const found = await readSkus(ctx, input.items.map((i) => i.sku_id));
  const errors = input.items.flatMap((item, i) => {
    const sku = found.get(item.sku_id);
    if (!sku) return [{ field: `items.${i}.sku_id`, message: 'marketing.preview_sku_unknown' }];
    const unit = item.unit_id ?? sku.unit_id;
    return unit === sku.unit_id || sku.units.some((u) => u.unit_id === unit) ? [] : [{ field: `items.${i}.unit_id`, message: 'marketing.activity_gift_unit_invalid' }];
  });
  if (errors.length) throw invalid(errors);
  const brandOf = new Map(
    (await ctx.db.select({ id: skus.id, brandId: spus.brandId }).from(skus).innerJoin(spus, eq(spus.id, skus.spuId)).where(inArray(skus.id, [...found.keys()]))).map((r) => [r.id, r.brandId]),
  );
  const units = input.items.map((item) => ({ skuId: item.sku_id, unitId: item.unit_id ?? found.get(item.sku_id)!.unit_id }));
  const prices = input.customer_id
    ? (await priceForCustomer(ctx.db, input.customer_id, units)).map((p) => toCents(p.price))
    : units.map(({ skuId, unitId }) => {
        const sku = found.get(skuId)!;
        if (unitId === sku.unit_id) return toCents(sku.sale_price);
        const pack = sku.units.find((u) => u.unit_id === unitId)!;
        return pack.sale_price ? toCents(pack.sale_price) : lineAmount(toMilli(pack.ratio), toCents(sku.sale_price));
      });
  const lines: PricingLineInput[] = input.items.map((item, i) => {
    const sku = found.get(item.sku_id)!;
    const qtyMilli = toMilli(String(item.qty));
    const pack = units[i].unitId === sku.unit_id ? undefined : sku.units.find((u) => u.unit_id === units[i].unitId);
    return { key: i, skuId: sku.id, categoryId: sku.category_id, brandId: brandOf.get(sku.id) ?? null, qtyMilli, ratioMilli: pack ? toMilli(pack.ratio) : 1000, priceCents: prices[i], amountCents: lineAmount(qtyMilli, prices[i]) };
  });

  const others = (await activeActivitiesFor(ctx.db, { storeId, customerLevelId: audience?.levelId ?? null, crowdIds: audience?.crowdIds ?? [], at: atDate })).filter((a) => a.id !== body.id);
  const inStore = columns.storeIds.length === 0 || (storeId !== null && columns.storeIds.includes(storeId));
  const forCustomer =
    !audience || (columns.customerLevelIds.length === 0 && columns.crowdIds.length === 0) || (audience.levelId !== null && columns.customerLevelIds.includes(audience.levelId)) || audience.crowdIds.some((c) => columns.crowdIds.includes(c));
  const included = inStore && forCustomer;
  const below = columns.scopeType === 1 ? await categoriesBelow(ctx.db) : undefined;
  const edited = toActivityRule({ id: body.id ?? 0, name: body.name, type: body.type, tierBasis: columns.tierBasis, tiers: columns.tiers, prices: columns.prices, scopeType: columns.scopeType, scopeIds: columns.scopeIds, priority: body.priority, stackWithCoupon: columns.stackWithCoupon }, below);
  const priced = priceOrder({ lines, activities: included ? [edited, ...others] : others, coupon: null, freight: null });

  const giftSkus = await readSkus(ctx, priced.gifts.map((g) => g.skuId));
  const qtyText = (milli: number) => (milli % 1000 === 0 ? String(milli / 1000) : (milli / 1000).toFixed(3).replace(/0+$/, ''));
  return {
    at: formatDateTime(atDate, tz)!,
    included,
    lines: priced.lines.map((l, i) => {
      const sku = found.get(l.skuId)!;
      return {
        sku_id: l.skuId,
        sku_code: sku.code,
        sku_name: skuLabel(sku),
        unit_name: unitNameOf(sku, units[i].unitId),
        qty: qtyText(l.qtyMilli),
        customer_price: fromCents(l.customerPriceCents),
        price: fromCents(l.priceCents),
        amount: fromCents(l.amountCents),
        activity_amount: fromCents(l.activityCents),
        payable: fromCents(l.payableCents),
        steps: l.steps.map((s) => ({ kind: s.kind, id: s.id, name: s.name, amount: fromCents(s.cents) })),
      };
    }),
    gifts: priced.gifts.map((g) => {
      const sku = giftSkus.get(g.skuId);
      return {
        activity_id: g.activityId,
        activity_name: g.name,
        sku_id: g.skuId,
        sku_name: skuLabel(sku),
        unit_name: unitNameOf(sku, g.unit),
        qty: qtyText(g.qtyMilli),
      };
    }),
    goods_amount: fromCents(priced.goodsCents),
    price_off: fromCents(priced.priceOffCents),
    activity_amount: fromCents(priced.activityCents),
    total: fromCents(priced.totalCents),
    others: others.map((a) => ({ id: a.id, name: a.name })),
  };
}
