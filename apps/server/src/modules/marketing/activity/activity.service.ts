import { eq, inArray, sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import type { ActivitySaved, CreateActivityInput, UpdateActivityInput } from '@tradewind/contract/marketing/activity.schema';
import { conflict, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { existingAudienceIds } from '@/modules/crm';
import { brands, categories, readSkus } from '@/modules/pms';
import { stores } from '@/modules/system/store';
import { toMilli } from './activity-rules';
import { overlapsOf } from './activity-overlap';
import { findActivity, getActivity } from './activity.read';
import { activities, type StoredPrice, type StoredTier } from './activity.table';

/**
 * Activities: saving checks what the body names (SKUs, gift units, categories, brands, stores, levels,
 * crowds: 422 on the field, nothing saved) and answers the overlaps as warnings; on/off switches, void is
 * final (marketing README "Activities").
 */

type ActivityBody = Omit<CreateActivityInput, 'status'>;

const milliText = (milli: number) => `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
const missing = (wanted: readonly number[], found: Iterable<number>) => {
  const have = new Set(found);
  return wanted.some((id) => !have.has(id));
};

/** The body's rule as stored: texts in the columns' scale, the gift's unit its base unit when not given. */
async function storedRule(ctx: RequestContext, body: ActivityBody): Promise<{ tiers: StoredTier[]; prices: StoredPrice[]; scopeType: number; scopeIds: number[] }> {
  const wantedSkus = new Set<number>([...body.prices.map((p) => p.sku_id), ...body.tiers.flatMap((t) => (t.gift_sku_id ? [t.gift_sku_id] : []))]);
  if (body.type !== 1 && body.scope_type === 3) body.scope_ids.forEach((id) => wantedSkus.add(id));
  const found = await readSkus(ctx, [...wantedSkus]);
  if (body.type === 1) {
    const i = body.prices.findIndex((p) => !found.has(p.sku_id));
    if (i >= 0) throw invalidField(`prices.${i}.sku_id`, 'marketing.activity_scope_unknown');
    const prices = body.prices.map((p) => ({ sku_id: p.sku_id, price: fromCents(toCents(p.price)) }));
    return { tiers: [], prices, scopeType: 3, scopeIds: prices.map((p) => p.sku_id) };
  }
  const scopeIds = [...new Set(body.scope_type === 0 ? [] : body.scope_ids)];
  if (body.scope_type === 3 && missing(scopeIds, found.keys())) throw invalidField('scope_ids', 'marketing.activity_scope_unknown');
  if (body.scope_type === 1 || body.scope_type === 2) {
    const table = body.scope_type === 1 ? categories : brands;
    const rows = await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, scopeIds));
    if (missing(scopeIds, rows.map((r) => r.id))) throw invalidField('scope_ids', 'marketing.activity_scope_unknown');
  }
  const tiers = [...body.tiers]
    .sort((a, b) => a.over - b.over)
    .map((t, i): StoredTier => {
      const over = body.tier_basis === 2 ? milliText(toMilli(String(t.over))) : fromCents(toCents(t.over));
      const discount: StoredTier = body.type === 2 ? { over, off: fromCents(toCents(t.off!)) } : body.type === 3 ? { over, percent: t.percent!.toFixed(2) } : { over };
      if (!t.gift_sku_id) return discount;
      const sku = found.get(t.gift_sku_id);
      if (!sku) throw invalidField(`tiers.${i}.gift_sku_id`, 'marketing.activity_scope_unknown');
      const unit = t.gift_unit ?? sku.unit_id;
      if (unit !== sku.unit_id && !sku.units.some((u) => u.unit_id === unit)) throw invalidField(`tiers.${i}.gift_unit`, 'marketing.activity_gift_unit_invalid');
      return { ...discount, gift_sku_id: sku.id, gift_unit: unit, gift_qty: milliText(toMilli(String(t.gift_qty!))) };
    });
  return { tiers, prices: [], scopeType: body.scope_type, scopeIds };
}

async function checkAudience(ctx: RequestContext, body: ActivityBody): Promise<void> {
  if (body.store_ids.length) {
    const rows = await ctx.db.select({ id: stores.id }).from(stores).where(inArray(stores.id, body.store_ids));
    if (missing(body.store_ids, rows.map((r) => r.id))) throw invalidField('store_ids', 'marketing.activity_audience_unknown');
  }
  const found = await existingAudienceIds(ctx.db, body.customer_level_ids, body.crowd_ids);
  if (missing(body.customer_level_ids, found.levelIds)) throw invalidField('customer_level_ids', 'marketing.activity_audience_unknown');
  if (missing(body.crowd_ids, found.crowdIds)) throw invalidField('crowd_ids', 'marketing.activity_audience_unknown');
}

/** The columns a body sets (times are the tenant's wall clock). */
export async function activityColumns(ctx: RequestContext, body: ActivityBody) {
  const rule = await storedRule(ctx, body);
  await checkAudience(ctx, body);
  const tz = ctx.session.timeZone;
  return {
    name: body.name,
    type: body.type,
    tierBasis: body.type === 1 ? 1 : body.tier_basis,
    ...rule,
    storeIds: [...new Set(body.store_ids)],
    customerLevelIds: [...new Set(body.customer_level_ids)],
    crowdIds: [...new Set(body.crowd_ids)],
    startsAt: sql`(${body.starts_at}::timestamp AT TIME ZONE ${tz})`,
    endsAt: sql`(${body.ends_at}::timestamp AT TIME ZONE ${tz})`,
    priority: body.priority,
    stackWithCoupon: body.stack_with_coupon === 1,
    remark: body.remark,
  };
}

async function saved(ctx: RequestContext, id: number): Promise<ActivitySaved> {
  const row = await findActivity(ctx, id);
  return { ...(await getActivity(ctx, id)), overlaps: await overlapsOf(ctx, row) };
}

export async function createActivity(ctx: RequestContext, input: CreateActivityInput): Promise<ActivitySaved> {
  const [row] = await ctx.db
    .insert(activities)
    .values({ tenantId: ctx.tenantId, ...(await activityColumns(ctx, input)), status: input.status, createdBy: ctx.staffId })
    .returning({ id: activities.id });
  ctx.audit.targetId = row.id;
  return saved(ctx, row.id);
}

export async function updateActivity(ctx: RequestContext, input: UpdateActivityInput): Promise<ActivitySaved> {
  const row = await findActivity(ctx, input.id, { forUpdate: true });
  ctx.audit.targetId = row.id;
  if (row.status === 0) throw conflict('marketing.activity_void');
  await ctx.db.update(activities).set({ ...(await activityColumns(ctx, input)), updatedAt: sql`now()` }).where(eq(activities.id, row.id));
  return saved(ctx, row.id);
}

/** On (1) or off (2); a void activity never changes, and switching to its own status is a conflict. */
export async function switchActivity(ctx: RequestContext, id: number, status: 1 | 2): Promise<ActivitySaved> {
  const row = await findActivity(ctx, id, { forUpdate: true });
  ctx.audit.targetId = row.id;
  if (row.status === 0) throw conflict('marketing.activity_void');
  if (row.status === status) throw conflict('marketing.activity_already');
  await ctx.db.update(activities).set({ status, updatedAt: sql`now()` }).where(eq(activities.id, row.id));
  return saved(ctx, row.id);
}

export async function voidActivity(ctx: RequestContext, id: number): Promise<ActivitySaved> {
  const row = await findActivity(ctx, id, { forUpdate: true });
  ctx.audit.targetId = row.id;
  if (row.status === 0) throw conflict('marketing.activity_void');
  await ctx.db.update(activities).set({ status: 0, updatedAt: sql`now()` }).where(eq(activities.id, row.id));
  return saved(ctx, row.id);
}
