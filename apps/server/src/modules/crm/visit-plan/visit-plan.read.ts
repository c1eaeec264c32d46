import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { addressText } from '@tradewind/contract/common/address';
import { fromCents } from '@tradewind/contract/common/money';
import { formatDateTime, todayIn } from '@tradewind/contract/common/time';
import type { VisitPlan, VisitPlanDetail, VisitPlanExportParams, VisitPlanListQuery, VisitPlanTarget } from '@tradewind/contract/crm/visit-plan.schema';
import { dataScopeFilter } from '@/core/auth/data-scope';
import { queryRows } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { notDeleted } from '@/core/db/soft-delete';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { customerAddresses } from '../address/address.table';
import { customers } from '../customer/customer.table';
import { customerOrderSource } from '../crowd/customer-order-source';
import { crowds } from '../crowd/crowd.table';
import { visits } from '../visit/visit.table';
import { visitPlans, visitPlanTargets } from './visit-plan.table';

/**
 * Reading visit plans. A plan is seen by its owner and by whoever's data scope covers the owner in a store
 * they hold (super: the tenant). A target is visited when the owner logged a follow-up for the customer
 * within the plan's dates (tenant days); its visit is the first such follow-up, its orders the customer's
 * audited orders within follow_days after it (the order module's source, customer-order-source.ts).
 */

type PlanRow = typeof visitPlans.$inferSelect;

export function planScope(ctx: RequestContext): SQL | undefined {
  const { session } = ctx;
  if (session.isSuper) return notDeleted(visitPlans);
  const held = session.storeIds.length ? inArray(visitPlans.storeId, [...session.storeIds]) : sql`false`;
  return and(notDeleted(visitPlans), held, dataScopeFilter(ctx, { owner: visitPlans.ownerId, store: visitPlans.storeId }));
}

export async function findVisiblePlan(ctx: RequestContext, id: number, options: { forUpdate?: boolean } = {}): Promise<PlanRow> {
  const query = ctx.db.select().from(visitPlans).where(and(eq(visitPlans.id, id), planScope(ctx)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The plan's window in the tenant's days, as timestamptz bounds. */
const windowFrom = (tz: string) => sql`(${visitPlans.startDate}::timestamp AT TIME ZONE ${tz})`;
const windowTo = (tz: string) => sql`((${visitPlans.endDate} + 1)::timestamp AT TIME ZONE ${tz})`;

const owner = alias(staff, 'plan_owner');
const creator = alias(staff, 'plan_creator');

function joinedPlans(ctx: RequestContext) {
  const tz = ctx.session.timeZone;
  const t = sql`crm_visit_plan_targets`;
  return ctx.db
    .select({
      p: visitPlans,
      ownerName: owner.name,
      creatorName: creator.name,
      storeName: stores.name,
      targets: sql<number>`(SELECT count(*)::int FROM ${t} t WHERE t.tenant_id = ${visitPlans.tenantId} AND t.plan_id = ${visitPlans.id})`,
      visited: sql<number>`(SELECT count(*)::int FROM ${t} t WHERE t.tenant_id = ${visitPlans.tenantId} AND t.plan_id = ${visitPlans.id} AND EXISTS (
        SELECT 1 FROM crm_visits v WHERE v.tenant_id = t.tenant_id AND v.customer_id = t.customer_id AND v.created_by = ${visitPlans.ownerId}
          AND v.deleted_at IS NULL AND v.created_at >= ${windowFrom(tz)} AND v.created_at < ${windowTo(tz)}))`,
    })
    .from(visitPlans)
    .leftJoin(owner, eq(owner.id, visitPlans.ownerId))
    .leftJoin(creator, eq(creator.id, visitPlans.createdBy))
    .leftJoin(stores, eq(stores.id, visitPlans.storeId));
}

type JoinedPlan = { p: PlanRow; ownerName: string | null; creatorName: string | null; storeName: string | null; targets: number; visited: number };

const statusOf = (p: PlanRow, today: string): 1 | 2 | 3 => (p.startDate > today ? 1 : p.endDate < today ? 3 : 2);
export const rateText = (visited: number, total: number): string => (total === 0 ? '0.0' : ((Math.round((visited * 1000) / total) / 10).toFixed(1)));

export function toPlan(ctx: RequestContext, r: JoinedPlan): VisitPlan {
  const p = r.p;
  const status = statusOf(p, todayIn(ctx.session.timeZone));
  return {
    id: p.id,
    name: p.name,
    owner_id: p.ownerId,
    owner_name: r.ownerName ?? '',
    store_id: p.storeId,
    store_name: r.storeName ?? '',
    start_date: p.startDate,
    end_date: p.endDate,
    start_lng: p.startLng,
    start_lat: p.startLat,
    follow_days: p.followDays,
    remark: p.remark,
    status,
    status_text: translate(`crm.visit_plan_status_${status}`, ctx.locale),
    target_count: r.targets,
    visited_count: r.visited,
    completion_rate: rateText(r.visited, r.targets),
    created_by_name: r.creatorName ?? '',
    created_at: formatDateTime(p.createdAt, ctx.session.timeZone)!,
  };
}

export function planWhere(ctx: RequestContext, q: VisitPlanExportParams): SQL | undefined {
  const today = todayIn(ctx.session.timeZone);
  return and(
    planScope(ctx),
    containsText(visitPlans.name, q.keyword?.trim()),
    q.owner_id !== undefined ? eq(visitPlans.ownerId, q.owner_id) : undefined,
    q.status === 1 ? sql`${visitPlans.startDate} > ${today}::date` : q.status === 2 ? sql`${visitPlans.startDate} <= ${today}::date AND ${visitPlans.endDate} >= ${today}::date` : q.status === 3 ? sql`${visitPlans.endDate} < ${today}::date` : undefined,
    q.date_from ? gte(visitPlans.endDate, q.date_from) : undefined,
    q.date_to ? lte(visitPlans.startDate, q.date_to) : undefined,
  );
}

export async function listPlans(ctx: RequestContext, q: VisitPlanListQuery) {
  const where = planWhere(ctx, q);
  const dir = q.order === 'asc' ? asc : desc;
  const orderBy = q.sort === 'id' ? [dir(visitPlans.id)] : q.sort === 'created_at' ? [dir(visitPlans.createdAt), dir(visitPlans.id)] : [dir(visitPlans.startDate), dir(visitPlans.id)];
  return paginate(q, {
    rows: (page) =>
      joinedPlans(ctx)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(visitPlans).where(where),
    map: (rows) => rows.map((r) => toPlan(ctx, r)),
  });
}

export async function exportRows(ctx: RequestContext, q: VisitPlanExportParams, cursor: number | null, limit: number) {
  const rows = await joinedPlans(ctx)
    .where(and(planWhere(ctx, q), cursor ? sql`${visitPlans.id} > ${cursor}` : undefined))
    .orderBy(asc(visitPlans.id))
    .limit(limit);
  return rows.map((r) => toPlan(ctx, r));
}

type OrderRow = { id: number; number: string | null; customer_id: number; amount_cents: string | number; ordered_at: Date | string };

export async function getPlan(ctx: RequestContext, id: number): Promise<VisitPlanDetail> {
  await findVisiblePlan(ctx, id);
  const [head] = await joinedPlans(ctx).where(eq(visitPlans.id, id));
  const plan = toPlan(ctx, head);
  const tz = ctx.session.timeZone;
  const p = head.p;
  const targets = await ctx.db
    .select({ t: visitPlanTargets, name: customers.name, phone: customers.phone, areaString: sql<string | null>`coalesce(${customerAddresses.areaString}, ${customers.areaString})`, address: sql<string | null>`coalesce(${customerAddresses.address}, ${customers.address})`, lng: sql<string | null>`coalesce(${customerAddresses.longitude}, ${customers.longitude})`, crowdName: crowds.name })
    .from(visitPlanTargets)
    .innerJoin(customers, eq(customers.id, visitPlanTargets.customerId))
    .leftJoin(customerAddresses, and(eq(customerAddresses.customerId, visitPlanTargets.customerId), eq(customerAddresses.isDefault, 1), isNull(customerAddresses.deletedAt)))
    .leftJoin(crowds, eq(crowds.id, visitPlanTargets.crowdId))
    .where(eq(visitPlanTargets.planId, id))
    .orderBy(asc(visitPlanTargets.sort), asc(visitPlanTargets.id));
  const ids = targets.map((t) => t.t.customerId);
  const firstVisits = ids.length
    ? await ctx.db
        .selectDistinctOn([visits.customerId], { customerId: visits.customerId, id: visits.id, content: visits.content, createdAt: visits.createdAt })
        .from(visits)
        .where(
          and(
            inArray(visits.customerId, ids),
            eq(visits.createdBy, p.ownerId),
            sql`${visits.deletedAt} IS NULL`,
            sql`${visits.createdAt} >= (${p.startDate}::date::timestamp AT TIME ZONE ${tz})`,
            sql`${visits.createdAt} < ((${p.endDate}::date + 1)::timestamp AT TIME ZONE ${tz})`,
          ),
        )
        .orderBy(visits.customerId, asc(visits.createdAt))
    : [];
  const visitOf = new Map(firstVisits.map((v) => [v.customerId!, v]));
  const source = customerOrderSource();
  const followMs = p.followDays * 86_400_000;
  let orders: OrderRow[] = [];
  if (source && visitOf.size) {
    const times = [...visitOf.values()].map((v) => new Date(v.createdAt).getTime());
    const from = new Date(Math.min(...times)).toISOString();
    const to = new Date(Math.max(...times) + followMs).toISOString();
    orders = await queryRows<OrderRow>(
      ctx.db,
      sql`SELECT o.id, o.number, o.customer_id, o.amount_cents, o.ordered_at FROM (${source.auditedOrders(ctx.tenantId)}) o
          WHERE o.customer_id IN (${sql.join([...visitOf.keys()].map((c) => sql`${c}`), sql`, `)}) AND o.ordered_at >= ${from}::timestamptz AND o.ordered_at < ${to}::timestamptz
          ORDER BY o.ordered_at, o.id`,
    );
  }
  let orderCount = 0;
  let orderCents = 0;
  const list: VisitPlanTarget[] = targets.map((r) => {
    const visit = visitOf.get(r.t.customerId) ?? null;
    const at = visit ? new Date(visit.createdAt).getTime() : 0;
    const following = visit
      ? orders.filter((o) => o.customer_id === r.t.customerId && new Date(o.ordered_at).getTime() >= at && new Date(o.ordered_at).getTime() < at + followMs)
      : [];
    const cents = following.reduce((sum, o) => sum + Number(o.amount_cents), 0);
    orderCount += following.length;
    orderCents += cents;
    return {
      id: r.t.id,
      customer_id: r.t.customerId,
      customer_name: r.name,
      phone: r.phone,
      address: addressText(r.areaString, r.address),
      has_location: r.lng !== null,
      sort: r.t.sort,
      crowd_name: r.crowdName,
      visited: visit !== null,
      visit: visit ? { id: visit.id, content: visit.content, created_at: formatDateTime(visit.createdAt, tz)! } : null,
      orders: following.map((o) => ({ id: o.id, number: o.number ?? '', amount: fromCents(Number(o.amount_cents)), ordered_at: formatDateTime(o.ordered_at, tz)! })),
      order_amount: fromCents(cents),
    };
  });
  return { ...plan, targets: list, order_count: orderCount, order_amount: fromCents(orderCents) };
}
