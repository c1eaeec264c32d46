import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '@/core/http/request-context';
import { crowds } from '@/modules/crm/crowd/crowd.table';
import { customers } from '@/modules/crm/customer/customer.table';
import { claimCoupon, couponCodes, createCoupon, generateCodes, issueCoupon, stopCoupon } from '@/modules/marketing';
import { categories } from '@/modules/pms';
import type { TenantIds } from '@/modules/system/tenant';

/**
 * Coupons of the demo (marketing README "Coupons"), made through the coupon services after the demo crowds:
 * a running "¥50 off drinks over ¥1,000" coupon issued to the crowd of A-level customers who ordered in the
 * last 30 days; a trade-fair coupon claimed with codes — a batch of 30, three claimed by customers; a
 * percent-off coupon given to new customers; and a stopped coupon from last month.
 */
export async function seedDemoMarketingCoupons(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, session: { ...base.session, isSuper: true, storeIds: Object.values(ids.stores) } };
  const [drinks] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.name, '酒水饮料'));
  const [crowd] = await ctx.db.select({ id: crowds.id }).from(crowds).where(eq(crowds.name, '近30天有下单的A级客户'));
  const drinkCoupon = await createCoupon(ctx, {
    name: '饮料满1000减50',
    type: 1,
    threshold: 1000,
    amount: 50,
    percent: null,
    cap: null,
    scope_type: 1,
    scope_ids: [drinks.id],
    total_count: 1000,
    per_customer: 1,
    validity_type: 2,
    valid_from: null,
    valid_to: null,
    valid_days: 30,
    take_type: 1,
    stack_with_activity: 1,
    store_ids: [],
    remark: '重点客户回馈，领取后30天内有效',
  });
  if (crowd) await issueCoupon(ctx, drinkCoupon.id, { customer_ids: [], crowd_id: crowd.id });
  const fair = await createCoupon(ctx, {
    name: '秋季糖酒会专享券',
    type: 1,
    threshold: 2000,
    amount: 120,
    percent: null,
    cap: null,
    scope_type: 0,
    scope_ids: [],
    total_count: 200,
    per_customer: 1,
    validity_type: 2,
    valid_from: null,
    valid_to: null,
    valid_days: 60,
    take_type: 2,
    stack_with_activity: 0,
    store_ids: [],
    remark: '展会现场发放券码卡片',
  });
  await generateCodes(ctx, fair.id, 30);
  const codes = await ctx.db.select({ code: couponCodes.code }).from(couponCodes).where(eq(couponCodes.couponId, fair.id)).orderBy(asc(couponCodes.id)).limit(3);
  const takers = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, ids.tenantId), eq(customers.status, 1)))
    .orderBy(asc(customers.id))
    .limit(3);
  for (const [i, taker] of takers.entries()) await claimCoupon(ctx, { customer_id: taker.id, code: codes[i].code });
  await createCoupon(ctx, {
    name: '新客首单95折',
    type: 2,
    threshold: 300,
    amount: null,
    percent: 5,
    cap: 50,
    scope_type: 0,
    scope_ids: [],
    total_count: 500,
    per_customer: 1,
    validity_type: 2,
    valid_from: null,
    valid_to: null,
    valid_days: 14,
    take_type: 3,
    stack_with_activity: 0,
    store_ids: [],
    remark: null,
  });
  const stopped = await createCoupon(ctx, {
    name: '夏季冰饮满500减30',
    type: 1,
    threshold: 500,
    amount: 30,
    percent: null,
    cap: null,
    scope_type: 1,
    scope_ids: [drinks.id],
    total_count: 300,
    per_customer: 2,
    validity_type: 2,
    valid_from: null,
    valid_to: null,
    valid_days: 15,
    take_type: 1,
    stack_with_activity: 1,
    store_ids: [ids.stores.sh],
    remark: '夏季活动结束，已停止发放',
  });
  await issueCoupon(ctx, stopped.id, { customer_ids: takers.map((t) => t.id), crowd_id: null });
  await stopCoupon(ctx, stopped.id);
}
