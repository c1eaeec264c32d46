import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { toCents } from '@tradewind/contract/common/money';
import type { ActivityRule, ActivityTierRule, ActivityType, ScopeType, TierBasis } from '@tradewind/contract/marketing/pricing.schema';
import type { Db } from '@/core/db/database';
import { categories } from '@/modules/pms';
import { activities, type StoredTier } from './activity.table';

/** Activities as the price engine reads them: stored texts to cents and thousandths, category scopes with the categories below. */

type ActivityRow = Pick<typeof activities.$inferSelect, 'id' | 'name' | 'type' | 'tierBasis' | 'tiers' | 'prices' | 'scopeType' | 'scopeIds' | 'priority' | 'stackWithCoupon'>;

/** '12.5' → 12500: a quantity text in thousandths. */
export function toMilli(text: string): number {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 1000 + Number((frac + '000').slice(0, 3));
}

function tierRule(t: StoredTier, basis: TierBasis): ActivityTierRule {
  return {
    over: basis === 2 ? toMilli(t.over) : toCents(t.over),
    offCents: t.off !== undefined ? toCents(t.off) : undefined,
    percent: t.percent !== undefined ? Number(t.percent) : undefined,
    giftSkuId: t.gift_sku_id,
    giftUnitId: t.gift_unit,
    giftQtyMilli: t.gift_qty !== undefined ? toMilli(t.gift_qty) : undefined,
  };
}

/** A row as a rule; `below` maps a category to itself and the categories under it (category scopes). */
export function toActivityRule(row: ActivityRow, below: (categoryId: number) => number[] = (id) => [id]): ActivityRule {
  const basis = (row.tierBasis === 2 ? 2 : 1) as TierBasis;
  const scopeType = row.scopeType as ScopeType;
  return {
    id: row.id,
    name: row.name,
    type: row.type as ActivityType,
    tierBasis: basis,
    tiers: row.tiers.map((t) => tierRule(t, basis)),
    scopeType,
    scopeIds: scopeType === 1 ? [...new Set(row.scopeIds.flatMap(below))] : row.scopeIds,
    prices: row.prices.map((p) => ({ skuId: p.sku_id, priceCents: toCents(p.price) })),
    priority: row.priority,
    stackWithCoupon: row.stackWithCoupon,
  };
}

/** The tenant's category tree as "a category → itself and every category below it". */
export async function categoriesBelow(db: Db): Promise<(id: number) => number[]> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  return (id) => {
    const out: number[] = [];
    const stack = [id];
    while (stack.length) {
      const c = stack.pop()!;
      if (out.includes(c)) continue;
      out.push(c);
      stack.push(...(children.get(c) ?? []));
    }
    return out;
  };
}

export type AudienceQuery = { storeId: number | null; customerLevelId: number | null; crowdIds?: readonly number[]; at: Date };

/**
 * The activities on (status 1) at `at` for a store and a customer: no stores listed or the store among
 * them; no levels and no crowds listed, or the customer's level among the levels, or one of its crowds among
 * the crowds. As the price engine reads them (marketing README "Activities").
 */
export async function activeActivitiesFor(db: Db, q: AudienceQuery): Promise<ActivityRule[]> {
  const crowdIds = `{${(q.crowdIds ?? []).map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.status, 1),
        lte(activities.startsAt, q.at),
        gt(activities.endsAt, q.at),
        sql`(cardinality(${activities.storeIds}) = 0 OR ${q.storeId ?? 0}::int = ANY(${activities.storeIds}))`,
        sql`((cardinality(${activities.customerLevelIds}) = 0 AND cardinality(${activities.crowdIds}) = 0)
          OR ${q.customerLevelId ?? 0}::int = ANY(${activities.customerLevelIds}) OR ${activities.crowdIds} && ${crowdIds}::int[])`,
      ),
    );
  const below = rows.some((r) => r.scopeType === 1) ? await categoriesBelow(db) : undefined;
  return rows.map((r) => toActivityRule(r, below));
}
