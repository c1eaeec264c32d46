import { and, count, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/core-messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { ActivityOverlap } from '@tradewind/contract/marketing/activity.schema';
import type { RequestContext } from '@/core/http/request-context';
import { skus, spus } from '@/modules/pms';
import { categoriesBelow } from './activity-rules';
import { activities } from './activity.table';
import type { ActivityRow } from './activity.read';

/**
 * The overlap report of a save (marketing README "Overlaps"): the other activities that are on, of the same
 * kind — time-limited prices with time-limited prices, tier activities (满减, 满折, 满赠) with tier activities,
 * since the pipeline takes one of each per line by priority — whose windows meet, whose audiences may share a
 * customer, and whose goods share SKUs (counted over the tenant's SKUs). A warning, not a refusal: the
 * priority decides which one a line gets, and saving is allowed.
 */

type Scoped = Pick<ActivityRow, 'type' | 'scopeType' | 'scopeIds' | 'prices'>;
type Audience = Pick<ActivityRow, 'storeIds' | 'customerLevelIds' | 'crowdIds'>;

const meets = (a: readonly number[], b: readonly number[]) => a.some((x) => b.includes(x));

/** Whether two audiences may share a customer in a store: stores listed on both sides and apart, or customers picked apart. */
export function audiencesMeet(a: Audience, b: Audience): boolean {
  if (a.storeIds.length && b.storeIds.length && !meets(a.storeIds, b.storeIds)) return false;
  const everyone = (x: Audience) => x.customerLevelIds.length === 0 && x.crowdIds.length === 0;
  if (everyone(a) || everyone(b)) return true;
  // a level and a crowd may hold the same customer: only two level-lists or two crowd-lists apart are apart
  if ((a.customerLevelIds.length && b.crowdIds.length) || (a.crowdIds.length && b.customerLevelIds.length)) return true;
  return meets(a.customerLevelIds, b.customerLevelIds) || meets(a.crowdIds, b.crowdIds);
}

/** The SKUs an activity covers, as a condition over pms_skus joined to pms_spus. */
function goodsCondition(a: Scoped, below: (id: number) => number[]): SQL | undefined {
  if (a.type === 1) return inArray(skus.id, a.prices.length ? a.prices.map((p) => p.sku_id) : [0]);
  if (a.scopeType === 0) return undefined;
  if (a.scopeType === 1) return inArray(spus.categoryId, [...new Set(a.scopeIds.flatMap(below)), 0]);
  if (a.scopeType === 2) return inArray(spus.brandId, [...a.scopeIds, 0]);
  return inArray(skus.id, [...a.scopeIds, 0]);
}

export async function overlapsOf(ctx: RequestContext, row: ActivityRow): Promise<ActivityOverlap[]> {
  if (row.status !== 1) return [];
  const sameKind = row.type === 1 ? eq(activities.type, 1) : ne(activities.type, 1);
  const others = (
    await ctx.db
      .select()
      .from(activities)
      .where(and(ne(activities.id, row.id), eq(activities.status, 1), sameKind, lt(activities.startsAt, row.endsAt), gt(activities.endsAt, row.startsAt), gt(activities.endsAt, sql`now()`)))
      .orderBy(activities.id)
      .limit(200)
  ).filter((o) => audiencesMeet(row, o));
  if (others.length === 0) return [];
  const below = [row, ...others].some((a) => a.type !== 1 && a.scopeType === 1) ? await categoriesBelow(ctx.db) : (id: number) => [id];
  const mine = goodsCondition(row, below);
  const tz = ctx.session.timeZone;
  const found: ActivityOverlap[] = [];
  for (const o of others) {
    const [{ n }] = await ctx.db.select({ n: count() }).from(skus).innerJoin(spus, eq(spus.id, skus.spuId)).where(and(mine, goodsCondition(o, below)));
    if (n === 0) continue;
    const from = formatDateTime(o.startsAt > row.startsAt ? o.startsAt : row.startsAt, tz)!;
    const to = formatDateTime(o.endsAt < row.endsAt ? o.endsAt : row.endsAt, tz)!;
    found.push({
      id: o.id,
      name: o.name,
      priority: o.priority,
      sku_count: n,
      from,
      to,
      message: translate('marketing.activity_overlap', ctx.locale, { name: o.name, count: n, from: from.slice(5, 16), to: to.slice(5, 16) }),
    });
  }
  return found;
}
