import { and, count, desc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/core-messages';
import { groupDigits } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { Activity, ActivityListQuery, ActivityState, ActivityStatus } from '@tradewind/contract/marketing/activity.schema';
import type { ActivityType, ScopeType } from '@tradewind/contract/marketing/pricing.schema';
import { containsText } from '@/core/db/like';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { brands, categories, readSkus, type SkuRecord } from '@/modules/pms';
import { staff } from '@/modules/system/staff';
import { activities, type StoredTier } from './activity.table';
import { rateOf } from '../coupon/coupon.read';

/** Reading activities: the list, one activity, as the API shows them (names of what they name, a line of their rule). */

export type ActivityRow = typeof activities.$inferSelect;
const creator = alias(staff, 'activity_creator');

/** Where an activity stands at `now`: void, off, or for one that is on its window against the clock. */
export function activityState(row: Pick<ActivityRow, 'status' | 'startsAt' | 'endsAt'>, now = new Date()): ActivityState {
  if (row.status === 0) return 'void';
  if (row.status === 2) return 'off';
  if (now < row.startsAt) return 'scheduled';
  return now >= row.endsAt ? 'ended' : 'running';
}

function stateCondition(state: ActivityState): SQL | undefined {
  const now = sql`now()`;
  switch (state) {
    case 'void':
      return eq(activities.status, 0);
    case 'off':
      return eq(activities.status, 2);
    case 'scheduled':
      return and(eq(activities.status, 1), gt(activities.startsAt, now));
    case 'ended':
      return and(eq(activities.status, 1), lte(activities.endsAt, now));
    case 'running':
      return and(eq(activities.status, 1), lte(activities.startsAt, now), gt(activities.endsAt, now));
  }
}

/** Names of what a page of activities names: SKUs (prices, gifts, SKU scopes), categories, brands. */
type Names = { skus: Map<number, SkuRecord>; categories: Map<number, string>; brands: Map<number, string> };

async function namesOf(ctx: RequestContext, rows: readonly ActivityRow[]): Promise<Names> {
  const skuIds = new Set<number>();
  const categoryIds = new Set<number>();
  const brandIds = new Set<number>();
  for (const r of rows) {
    r.prices.forEach((p) => skuIds.add(p.sku_id));
    r.tiers.forEach((t) => t.gift_sku_id && skuIds.add(t.gift_sku_id));
    const into = r.scopeType === 1 ? categoryIds : r.scopeType === 2 ? brandIds : r.scopeType === 3 ? skuIds : null;
    r.scopeIds.forEach((id) => into?.add(id));
  }
  const named = async (table: typeof categories | typeof brands, ids: Set<number>) =>
    ids.size ? new Map((await ctx.db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, [...ids]))).map((r) => [r.id, r.name])) : new Map<number, string>();
  return { skus: await readSkus(ctx, [...skuIds]), categories: await named(categories, categoryIds), brands: await named(brands, brandIds) };
}

export const skuLabel = (s: SkuRecord | undefined) => (s ? [s.name, s.spec_text].filter(Boolean).join(' ') : '');
const trimQty = (q: string) => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);
/** A SKU's unit by id (its base unit when none is named): '箱'. */
export const unitNameOf = (s: SkuRecord | undefined, unitId: number | undefined) =>
  !s || unitId === undefined || unitId === s.unit_id ? (s?.unit_name ?? '') : (s.units.find((u) => u.unit_id === unitId)?.unit_name ?? '');

function ruleText(ctx: RequestContext, r: ActivityRow, names: Names): string {
  if (r.type === 1) return translate('marketing.rule_price', ctx.locale, { count: r.prices.length });
  const basis = r.tierBasis === 2 ? 'qty' : 'amount';
  const over = (t: StoredTier) => (r.tierBasis === 2 ? trimQty(t.over) : groupDigits(t.over));
  return [...r.tiers]
    .sort((a, b) => Number(a.over) - Number(b.over))
    .map((t) => {
      const sku = names.skus.get(t.gift_sku_id ?? 0);
      const gift = { gift: skuLabel(sku), qty: `${trimQty(t.gift_qty ?? '0')}${unitNameOf(sku, t.gift_unit)}` };
      const also = r.type !== 4 && t.gift_sku_id ? translate('marketing.rule_and_gift', ctx.locale, gift) : '';
      if (r.type === 2) return translate(`marketing.rule_off_${basis}`, ctx.locale, { over: over(t), off: groupDigits(t.off ?? '0') }) + also;
      if (r.type === 3) return translate(`marketing.rule_percent_${basis}`, ctx.locale, { over: over(t), percent: trimQty(t.percent ?? '0'), rate: rateOf(t.percent ?? '0') }) + also;
      return translate(`marketing.rule_gift_${basis}`, ctx.locale, { over: over(t), ...gift });
    })
    .join(ctx.locale === 'zh-CN' ? '；' : '; ');
}

function audienceText(ctx: RequestContext, r: ActivityRow): string {
  const parts = [r.storeIds.length ? translate('marketing.audience_stores', ctx.locale, { count: r.storeIds.length }) : translate('marketing.audience_all_stores', ctx.locale)];
  if (r.customerLevelIds.length) parts.push(translate('marketing.audience_levels', ctx.locale, { count: r.customerLevelIds.length }));
  if (r.crowdIds.length) parts.push(translate('marketing.audience_crowds', ctx.locale, { count: r.crowdIds.length }));
  if (!r.customerLevelIds.length && !r.crowdIds.length) parts.push(translate('marketing.audience_all_customers', ctx.locale));
  return parts.join(' · ');
}

export function toActivity(ctx: RequestContext, r: ActivityRow, creatorName: string | null, names: Names): Activity {
  const tz = ctx.session.timeZone;
  const state = activityState(r);
  const scopeName = (id: number) =>
    r.scopeType === 1 ? names.categories.get(id) : r.scopeType === 2 ? names.brands.get(id) : r.scopeType === 3 ? skuLabel(names.skus.get(id)) : undefined;
  return {
    id: r.id,
    name: r.name,
    type: r.type as ActivityType,
    type_text: translate(`marketing.activity_type_${r.type}`, ctx.locale),
    tier_basis: r.tierBasis === 2 ? 2 : 1,
    tiers: r.tiers.map((t) => {
      const sku = t.gift_sku_id ? names.skus.get(t.gift_sku_id) : undefined;
      return {
        over: t.over,
        off: t.off ?? null,
        percent: t.percent ?? null,
        gift_sku_id: t.gift_sku_id ?? null,
        gift_sku_name: sku ? skuLabel(sku) : null,
        gift_unit: t.gift_unit ?? null,
        gift_unit_name: sku ? unitNameOf(sku, t.gift_unit) : null,
        gift_qty: t.gift_qty ?? null,
      };
    }),
    prices: r.prices.map((p) => {
      const sku = names.skus.get(p.sku_id);
      return { sku_id: p.sku_id, sku_code: sku?.code ?? '', sku_name: skuLabel(sku), sale_price: sku?.sale_price ?? '0.00', price: p.price };
    }),
    scope_type: r.scopeType as ScopeType,
    scope_ids: r.scopeIds,
    scope_names: r.scopeIds.map((id) => ({ id, name: scopeName(id) ?? String(id) })),
    store_ids: r.storeIds,
    customer_level_ids: r.customerLevelIds,
    crowd_ids: r.crowdIds,
    audience_text: audienceText(ctx, r),
    rule_text: ruleText(ctx, r, names),
    starts_at: formatDateTime(r.startsAt, tz)!,
    ends_at: formatDateTime(r.endsAt, tz)!,
    priority: r.priority,
    stack_with_coupon: r.stackWithCoupon ? 1 : 0,
    status: r.status as ActivityStatus,
    state,
    state_text: translate(`marketing.activity_state_${state}`, ctx.locale),
    remark: r.remark,
    created_by_name: creatorName ?? '',
    created_at: formatDateTime(r.createdAt, tz)!,
    updated_at: formatDateTime(r.updatedAt, tz)!,
  };
}

export async function findActivity(ctx: RequestContext, id: number, options: { forUpdate?: boolean } = {}): Promise<ActivityRow> {
  const query = ctx.db.select().from(activities).where(eq(activities.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getActivity(ctx: RequestContext, id: number): Promise<Activity> {
  const [row] = await ctx.db.select({ a: activities, creatorName: creator.name }).from(activities).leftJoin(creator, eq(creator.id, activities.createdBy)).where(eq(activities.id, id));
  if (!row) throw notFound();
  return toActivity(ctx, row.a, row.creatorName, await namesOf(ctx, [row.a]));
}

/** The list: newest first; by name, type and state (void ones only when asked for). */
export async function listActivities(ctx: RequestContext, q: ActivityListQuery) {
  const where = and(containsText(activities.name, q.keyword?.trim()), q.type !== undefined ? eq(activities.type, q.type) : undefined, q.state ? stateCondition(q.state) : ne(activities.status, 0));
  return paginate(q, {
    rows: (page) =>
      ctx.db
        .select({ a: activities, creatorName: creator.name })
        .from(activities)
        .leftJoin(creator, eq(creator.id, activities.createdBy))
        .where(where)
        .orderBy(desc(activities.id))
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(activities).where(where),
    map: async (rows) => {
      const names = await namesOf(ctx, rows.map((r) => r.a));
      return rows.map((r) => toActivity(ctx, r.a, r.creatorName, names));
    },
  });
}
