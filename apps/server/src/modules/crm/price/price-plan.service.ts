import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  PRICE_TARGET_LEVEL,
  PRICE_TARGET_TYPE,
  type CreatePricePlanInput,
  type PricePlan,
  type PricePlanDetail,
  type PricePlanListQuery,
  type UpdatePricePlanInput,
} from '@tradewind/contract/crm/price.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { readSkus, skus, spus, units } from '@/modules/pms';
import { customerLevels, customerTypes } from '../config/config.table';
import { readLineSkus, skuUnitFields } from './price-sku';
import { pricePlanItems, pricePlanTargets, pricePlans } from './price.table';
import { refuseUnknownIds } from '@/core/http/id-list';

const skuS = alias(skus, 's');
const spu = alias(spus, 'p');
const unitU = alias(units, 'u');

/** pg_advisory_xact_lock(PLAN_LOCK, tenant): saving or enabling plans queues here, so two saves never both pass the conflict check. */
const PLAN_LOCK = 727025;

type PlanRow = typeof pricePlans.$inferSelect;
type Named = { id: number; name: string };

const creatorName = sql<string | null>`(SELECT st.name FROM staff AS st WHERE st.id = crm_price_plans.created_by)`;
const itemCount = sql<number>`(SELECT count(*)::int FROM crm_price_plan_items AS pi WHERE pi.plan_id = crm_price_plans.id)`;

/** Each plan's levels and types, by plan id, in two queries for the page. */
async function targetsOf(ctx: RequestContext, planIds: number[]): Promise<Map<number, { levels: Named[]; types: Named[] }>> {
  const out = new Map(planIds.map((id) => [id, { levels: [] as Named[], types: [] as Named[] }]));
  if (planIds.length === 0) return out;
  const rows = await queryRows<{ plan_id: number; target_type: number; id: number; name: string }>(
    ctx.db,
    sql`SELECT t.plan_id, t.target_type, t.target_id AS id, coalesce(l.name, ty.name, '') AS name
      FROM crm_price_plan_targets AS t
      LEFT JOIN crm_customer_levels AS l ON t.target_type = 1 AND l.id = t.target_id
      LEFT JOIN crm_customer_types AS ty ON t.target_type = 2 AND ty.id = t.target_id
      WHERE coalesce(l.id, ty.id) IS NOT NULL AND t.plan_id = ANY(${`{${planIds.join(',')}}`}::int[]) ORDER BY t.target_type, coalesce(l.sort, ty.sort), t.target_id`,
  );
  for (const r of rows) {
    const entry = out.get(Number(r.plan_id))!;
    (Number(r.target_type) === PRICE_TARGET_LEVEL ? entry.levels : entry.types).push({ id: Number(r.id), name: r.name });
  }
  return out;
}

function toPlan(ctx: RequestContext, r: PlanRow, extra: { creatorName: string | null; itemCount: number }, targets: { levels: Named[]; types: Named[] }): PricePlan {
  return {
    id: r.id,
    name: r.name,
    status: r.status as 0 | 1,
    remark: r.remark,
    levels: targets.levels,
    types: targets.types,
    item_count: Number(extra.itemCount),
    created_by_name: extra.creatorName,
    created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
    updated_at: formatDateTime(r.updatedAt, ctx.session.timeZone)!,
  };
}

const targetFilter = (type: number, id: number | undefined): SQL | undefined =>
  id === undefined ? undefined : sql`EXISTS (SELECT 1 FROM crm_price_plan_targets AS t WHERE t.plan_id = crm_price_plans.id AND t.target_type = ${type} AND t.target_id = ${id})`;

export async function listPricePlans(ctx: RequestContext, query: PricePlanListQuery) {
  const where = and(
    containsText(pricePlans.name, query.keyword),
    query.status === undefined ? undefined : eq(pricePlans.status, query.status),
    targetFilter(PRICE_TARGET_LEVEL, query.level_id),
    targetFilter(PRICE_TARGET_TYPE, query.type_id),
    query.sku_id === undefined ? undefined : sql`EXISTS (SELECT 1 FROM crm_price_plan_items AS pi WHERE pi.plan_id = crm_price_plans.id AND pi.sku_id = ${query.sku_id})`,
  );
  return paginate(query, {
    rows: (page) => ctx.db.select({ plan: pricePlans, creatorName, itemCount }).from(pricePlans).where(where).orderBy(desc(pricePlans.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(pricePlans).where(where),
    map: async (rows) => {
      const targets = await targetsOf(ctx, rows.map((r) => r.plan.id));
      return rows.map((r) => toPlan(ctx, r.plan, r, targets.get(r.plan.id)!));
    },
  });
}

export async function getPricePlan(ctx: RequestContext, id: number): Promise<PricePlanDetail> {
  const [row] = await ctx.db.select({ plan: pricePlans, creatorName, itemCount }).from(pricePlans).where(eq(pricePlans.id, id));
  if (!row) throw notFound();
  const [targets, items] = await Promise.all([
    targetsOf(ctx, [id]),
    ctx.db.select().from(pricePlanItems).where(eq(pricePlanItems.planId, id)).orderBy(pricePlanItems.sort, pricePlanItems.id),
  ]);
  const skus = await readSkus(ctx, [...new Set(items.map((i) => i.skuId))]);
  return {
    ...toPlan(ctx, row.plan, row, targets.get(id)!),
    items: items.flatMap((i) => {
      const sku = skus.get(i.skuId);
      return sku ? [{ id: i.id, ...skuUnitFields(sku, i.unitId), price: i.price }] : [];
    }),
  };
}

/** The levels and types exist in the tenant (422 on `level_ids` / `type_ids`). */
async function checkTargets(ctx: RequestContext, input: CreatePricePlanInput) {
  const levelIds = [...new Set(input.level_ids)];
  const typeIds = [...new Set(input.type_ids)];
  if (levelIds.length) {
    const found = await ctx.db.select({ id: customerLevels.id }).from(customerLevels).where(inArray(customerLevels.id, levelIds));
    refuseUnknownIds('level_ids', levelIds, found.map((r) => r.id), 'crm.price_level_not_found');
  }
  if (typeIds.length) {
    const found = await ctx.db.select({ id: customerTypes.id }).from(customerTypes).where(inArray(customerTypes.id, typeIds));
    refuseUnknownIds('type_ids', typeIds, found.map((r) => r.id), 'crm.price_type_not_found');
  }
  return { levelIds, typeIds };
}

async function refuseTakenName(ctx: RequestContext, name: string, exceptId?: number) {
  const [taken] = await ctx.db
    .select({ id: pricePlans.id })
    .from(pricePlans)
    .where(and(eq(pricePlans.name, name), exceptId ? ne(pricePlans.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw invalidField('name', 'crm.price_plan_name_taken');
}

/**
 * The conflict rule: a customer level or type may have one enabled price per SKU and unit across all
 * plans. Saving (or enabling) an enabled plan that prices a SKU and unit another enabled plan already
 * prices for one of its levels or types is refused (409, naming the level or type, the plan and the
 * SKU); nothing is saved. Run under PLAN_LOCK.
 */
async function refuseConflicts(ctx: RequestContext, planId: number) {
  const clash = await queryOne<{ plan_name: string; target_type: number; target_name: string; sku_name: string; sku_code: string; spec_text: string; unit_name: string }>(
    ctx.db,
    sql`SELECT other.name AS plan_name, mt.target_type, coalesce(l.name, ty.name, '') AS target_name,
        ${spu.name} AS sku_name, ${skuS.code} AS sku_code, ${skuS.specText}, ${unitU.name} AS unit_name
      FROM crm_price_plan_targets AS mt
      JOIN crm_price_plan_targets AS ot ON ot.target_type = mt.target_type AND ot.target_id = mt.target_id AND ot.plan_id <> mt.plan_id
      JOIN crm_price_plans AS other ON other.id = ot.plan_id AND other.status = 1
      JOIN crm_price_plan_items AS mi ON mi.plan_id = mt.plan_id
      JOIN crm_price_plan_items AS oi ON oi.plan_id = ot.plan_id AND oi.sku_id = mi.sku_id AND oi.unit_id = mi.unit_id
      JOIN ${skus} AS ${skuS} ON ${skuS.id} = mi.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} JOIN ${units} AS ${unitU} ON ${unitU.id} = mi.unit_id
      LEFT JOIN crm_customer_levels AS l ON mt.target_type = 1 AND l.id = mt.target_id
      LEFT JOIN crm_customer_types AS ty ON mt.target_type = 2 AND ty.id = mt.target_id
      WHERE mt.plan_id = ${planId}::int
      ORDER BY mi.sort, mt.target_type, other.id LIMIT 1`,
  );
  if (!clash) return;
  const target = translate(Number(clash.target_type) === PRICE_TARGET_LEVEL ? 'crm.price_target_level' : 'crm.price_target_type', ctx.locale, { name: clash.target_name });
  const sku = `${clash.sku_name}${clash.spec_text ? ` ${clash.spec_text}` : ''} [${clash.sku_code}]`;
  throw conflict('crm.price_plan_conflict', { target, plan: clash.plan_name, sku, unit: clash.unit_name });
}

async function writeParts(ctx: RequestContext, planId: number, input: CreatePricePlanInput, targets: { levelIds: number[]; typeIds: number[] }) {
  await ctx.db.delete(pricePlanTargets).where(eq(pricePlanTargets.planId, planId));
  await ctx.db.delete(pricePlanItems).where(eq(pricePlanItems.planId, planId));
  await ctx.db.insert(pricePlanTargets).values([
    ...targets.levelIds.map((id) => ({ tenantId: ctx.tenantId, planId, targetType: PRICE_TARGET_LEVEL, targetId: id })),
    ...targets.typeIds.map((id) => ({ tenantId: ctx.tenantId, planId, targetType: PRICE_TARGET_TYPE, targetId: id })),
  ]);
  await ctx.db
    .insert(pricePlanItems)
    .values(input.items.map((item, i) => ({ tenantId: ctx.tenantId, planId, skuId: item.sku_id, unitId: item.unit_id, price: item.price.toFixed(2), sort: i + 1 })));
}

const lockPlans = (ctx: RequestContext) => ctx.db.execute(sql`SELECT pg_advisory_xact_lock(${PLAN_LOCK}, ${ctx.tenantId}::int)`);

export async function createPricePlan(ctx: RequestContext, input: CreatePricePlanInput): Promise<PricePlanDetail> {
  const targets = await checkTargets(ctx, input);
  await readLineSkus(ctx, input.items);
  await lockPlans(ctx);
  await refuseTakenName(ctx, input.name);
  const [plan] = await ctx.db
    .insert(pricePlans)
    .values({ tenantId: ctx.tenantId, name: input.name, status: input.status, remark: input.remark, createdBy: ctx.staffId })
    .returning({ id: pricePlans.id });
  await writeParts(ctx, plan.id, input, targets);
  if (input.status === 1) await refuseConflicts(ctx, plan.id);
  return getPricePlan(ctx, plan.id);
}

async function lockPlan(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select().from(pricePlans).where(eq(pricePlans.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Replaces the plan's name, state, remark, levels, types and lines. */
export async function updatePricePlan(ctx: RequestContext, input: UpdatePricePlanInput): Promise<PricePlanDetail> {
  const targets = await checkTargets(ctx, input);
  await readLineSkus(ctx, input.items);
  await lockPlans(ctx);
  await lockPlan(ctx, input.id);
  await refuseTakenName(ctx, input.name, input.id);
  await ctx.db.update(pricePlans).set({ name: input.name, status: input.status, remark: input.remark, updatedAt: sql`now()` }).where(eq(pricePlans.id, input.id));
  await writeParts(ctx, input.id, input, targets);
  if (input.status === 1) await refuseConflicts(ctx, input.id);
  return getPricePlan(ctx, input.id);
}

/** Enables (checked for conflicts like a save) or disables a plan; the state it already has is a no-op. */
export async function setPricePlanStatus(ctx: RequestContext, id: number, status: number): Promise<PricePlanDetail> {
  await lockPlans(ctx);
  const row = await lockPlan(ctx, id);
  if (row.status !== status) {
    await ctx.db.update(pricePlans).set({ status, updatedAt: sql`now()` }).where(eq(pricePlans.id, id));
    if (status === 1) await refuseConflicts(ctx, id);
  }
  return getPricePlan(ctx, id);
}

/** A plan is a price list, not a document: deleting it removes its lines; orders keep the prices they were given. */
export async function deletePricePlan(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockPlan(ctx, id);
  await ctx.db.delete(pricePlans).where(eq(pricePlans.id, id));
  return { id };
}
