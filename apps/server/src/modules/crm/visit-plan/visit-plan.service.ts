import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { VISIT_PLAN_MAX_TARGETS, type AddVisitPlanTargetsInput, type CreateVisitPlanInput, type UpdateVisitPlanInput, type VisitPlanDetail } from '@tradewind/contract/crm/visit-plan.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { invalidField, noPermission, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { staff, staffStores } from '@/modules/system/staff';
import { customerAddresses } from '../address/address.table';
import { customerScope } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { visibleMemberIds } from '../crowd/crowd.read';
import { findVisiblePlan, getPlan } from './visit-plan.read';
import { visitPlans, visitPlanTargets } from './visit-plan.table';
import { orderTargets } from './visit-route-order';

/**
 * Visit plans: the owner (the caller, or someone else with crm:visit_plan:assign — enabled, holding the
 * plan's store); targets are customers the caller sees, or the members of a crowd the caller sees, at most
 * VISIT_PLAN_MAX_TARGETS; after every change of targets or start point the route order is worked out again.
 */

async function assertOwner(ctx: RequestContext, ownerId: number, storeId: number): Promise<void> {
  if (ownerId !== ctx.staffId && !ctx.session.permissions.has('crm:visit_plan:assign') && !ctx.session.isSuper) throw noPermission();
  const [person] = await ctx.db
    .select({ id: staff.id })
    .from(staff)
    .innerJoin(staffStores, and(eq(staffStores.staffId, staff.id), eq(staffStores.storeId, storeId)))
    .where(and(eq(staff.id, ownerId), eq(staff.status, 1), notDeleted(staff)));
  if (!person) throw invalidField('owner_id', 'crm.visit_plan_owner_invalid');
}

const planFields = (input: CreateVisitPlanInput | UpdateVisitPlanInput) => ({
  name: input.name,
  startDate: input.start_date,
  endDate: input.end_date,
  startLng: input.start_lng === undefined || input.start_lng === null ? null : String(input.start_lng),
  startLat: input.start_lat === undefined || input.start_lat === null ? null : String(input.start_lat),
  followDays: input.follow_days,
  remark: input.remark,
});

/** The customers to add: the named ones (each must be visible, else 404) and a crowd's visible members. */
async function resolveTargets(ctx: RequestContext, input: { customer_ids: number[]; crowd_id: number | null }): Promise<Array<{ customerId: number; crowdId: number | null }>> {
  const named = [...new Set(input.customer_ids)];
  if (named.length) {
    const seen = await ctx.db.select({ id: customers.id }).from(customers).where(and(inArray(customers.id, named), customerScope(ctx)));
    if (seen.length !== named.length) throw notFound();
  }
  const members = input.crowd_id !== null ? await visibleMemberIds(ctx, input.crowd_id, VISIT_PLAN_MAX_TARGETS + 1) : [];
  const out = named.map((customerId) => ({ customerId, crowdId: null as number | null }));
  for (const customerId of members) if (!named.includes(customerId)) out.push({ customerId, crowdId: input.crowd_id });
  return out;
}

/** Adds targets not yet in the plan (at most VISIT_PLAN_MAX_TARGETS in all), then orders the route again. */
async function addTargets(ctx: RequestContext, plan: typeof visitPlans.$inferSelect, add: Array<{ customerId: number; crowdId: number | null }>): Promise<void> {
  const existing = await ctx.db.select({ customerId: visitPlanTargets.customerId }).from(visitPlanTargets).where(eq(visitPlanTargets.planId, plan.id));
  const have = new Set(existing.map((e) => e.customerId));
  const fresh = add.filter((a) => !have.has(a.customerId));
  if (have.size + fresh.length > VISIT_PLAN_MAX_TARGETS) throw invalidField('customer_ids', 'crm.visit_plan_too_many_targets');
  if (fresh.length) {
    await ctx.db.insert(visitPlanTargets).values(fresh.map((a, i) => ({ tenantId: ctx.tenantId, planId: plan.id, customerId: a.customerId, crowdId: a.crowdId, sort: have.size + i + 1 })));
  }
  await reorder(ctx, plan);
}

/** A customer's default delivery address: where the rep goes (else the customer's own pin). */
const defaultAddress = and(eq(customerAddresses.customerId, visitPlanTargets.customerId), eq(customerAddresses.isDefault, 1), isNull(customerAddresses.deletedAt));

/** Sorts the plan's targets in route order from its start point (visit-route-order.ts). */
async function reorder(ctx: RequestContext, plan: typeof visitPlans.$inferSelect): Promise<void> {
  const rows = await ctx.db
    .select({ id: visitPlanTargets.id, lng: sql<string | null>`coalesce(${customerAddresses.longitude}, ${customers.longitude})`, lat: sql<string | null>`coalesce(${customerAddresses.latitude}, ${customers.latitude})` })
    .from(visitPlanTargets)
    .innerJoin(customers, eq(customers.id, visitPlanTargets.customerId))
    .leftJoin(customerAddresses, defaultAddress)
    .where(eq(visitPlanTargets.planId, plan.id))
    .orderBy(asc(visitPlanTargets.sort), asc(visitPlanTargets.id));
  const start: [number, number] | null = plan.startLng !== null && plan.startLat !== null ? [Number(plan.startLng), Number(plan.startLat)] : null;
  const order = await orderTargets(
    start,
    rows.map((r) => ({ id: r.id, location: r.lng !== null && r.lat !== null ? ([Number(r.lng), Number(r.lat)] as [number, number]) : null })),
  );
  if (order.length === 0) return;
  await ctx.db.execute(
    sql`UPDATE crm_visit_plan_targets t SET sort = o.n FROM (SELECT * FROM unnest(${`{${order.join(',')}}`}::int[]) WITH ORDINALITY AS x(id, n)) o
        WHERE t.tenant_id = ${ctx.tenantId} AND t.plan_id = ${plan.id} AND t.id = o.id`,
  );
}

export async function createPlan(ctx: RequestContext, input: CreateVisitPlanInput): Promise<VisitPlanDetail> {
  const storeId = ctx.storeId ?? ctx.session.storeIds[0] ?? null;
  if (storeId === null) throw invalidField('owner_id', 'crm.visit_plan_owner_invalid');
  const ownerId = input.owner_id ?? ctx.staffId;
  await assertOwner(ctx, ownerId, storeId);
  const targets = await resolveTargets(ctx, input);
  const [plan] = await ctx.db
    .insert(visitPlans)
    .values({ ...planFields(input), tenantId: ctx.tenantId, storeId, ownerId, createdBy: ctx.staffId })
    .returning();
  ctx.audit.targetId = plan.id;
  if (targets.length) await addTargets(ctx, plan, targets);
  return getPlan(ctx, plan.id);
}

export async function updatePlan(ctx: RequestContext, input: UpdateVisitPlanInput): Promise<VisitPlanDetail> {
  const plan = await findVisiblePlan(ctx, input.id, { forUpdate: true });
  ctx.audit.targetId = plan.id;
  const ownerId = input.owner_id ?? plan.ownerId;
  if (ownerId !== plan.ownerId) await assertOwner(ctx, ownerId, plan.storeId);
  const fields = planFields(input);
  const [next] = await ctx.db.update(visitPlans).set({ ...fields, ownerId, updatedAt: sql`now()` }).where(eq(visitPlans.id, plan.id)).returning();
  if (fields.startLng !== plan.startLng || fields.startLat !== plan.startLat) await reorder(ctx, next);
  return getPlan(ctx, plan.id);
}

export async function deletePlan(ctx: RequestContext, id: number): Promise<null> {
  const plan = await findVisiblePlan(ctx, id, { forUpdate: true });
  ctx.audit.targetId = plan.id;
  await ctx.db.update(visitPlans).set({ deletedAt: sql`now()` }).where(eq(visitPlans.id, plan.id));
  return null;
}

export async function addPlanTargets(ctx: RequestContext, id: number, input: AddVisitPlanTargetsInput): Promise<VisitPlanDetail> {
  const plan = await findVisiblePlan(ctx, id, { forUpdate: true });
  ctx.audit.targetId = plan.id;
  await addTargets(ctx, plan, await resolveTargets(ctx, input));
  return getPlan(ctx, plan.id);
}

export async function removePlanTarget(ctx: RequestContext, id: number, customerId: number): Promise<VisitPlanDetail> {
  const plan = await findVisiblePlan(ctx, id, { forUpdate: true });
  ctx.audit.targetId = plan.id;
  const gone = await ctx.db.delete(visitPlanTargets).where(and(eq(visitPlanTargets.planId, plan.id), eq(visitPlanTargets.customerId, customerId))).returning({ id: visitPlanTargets.id });
  if (gone.length === 0) throw notFound('crm.visit_plan_target_missing');
  return getPlan(ctx, plan.id);
}
