import { and, asc, count, desc, eq, exists, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { Instalment, PaymentPlan, PaymentPlanDetail, PaymentPlanListQuery, PaymentPlanStatus, PlanReceipt } from '@tradewind/contract/crm/payment-plan.schema';
import { listDocumentLogs } from '@/core/documents/document-log';
import { containsText } from '@/core/db/like';
import { notDeleted } from '@/core/db/soft-delete';
import { queryRows } from '@/core/db/database';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { customerScope } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { paymentPlanItems, paymentPlans, receiptNoteUses, type PaymentPlanItemRow } from './payment-plan.table';
import { receiptNoteRows } from './receipt-source';

/** Reading payment plans: the list, one plan with its instalments and log, a customer's receipt notes to pay from. */

const creator = alias(staff, 'plan_creator');
const finisher = alias(staff, 'item_finisher');
const items = alias(paymentPlanItems, 'plan_item');

/** The tenant's today as a date (instalments fall due on the tenant's calendar). */
export const todaySql = (ctx: RequestContext) => sql`(now() AT TIME ZONE ${ctx.session.timeZone})::date`;

/** The plans of customers the caller may see (customers' data scope), not deleted. */
export const planScope = (ctx: RequestContext): SQL | undefined => and(notDeleted(paymentPlans), customerScope(ctx));

function joinedPlans(ctx: RequestContext) {
  const today = todaySql(ctx);
  return ctx.db
    .select({
      p: paymentPlans,
      customerName: customers.name,
      storeName: stores.name,
      creatorName: creator.name,
      itemCount: sql<number>`(SELECT count(*) FROM ${paymentPlanItems} AS ${items} WHERE ${items.planId} = ${paymentPlans.id})`.mapWith(Number),
      finishedCount: sql<number>`(SELECT count(*) FROM ${paymentPlanItems} AS ${items} WHERE ${items.planId} = ${paymentPlans.id} AND ${items.status} = 1)`.mapWith(Number),
      overdueCount: sql<number>`(SELECT count(*) FROM ${paymentPlanItems} AS ${items} WHERE ${items.planId} = ${paymentPlans.id} AND ${items.status} = 0 AND ${items.dueDate} < ${today})`.mapWith(Number),
      nextDue: sql<string | null>`(SELECT min(${items.dueDate})::text FROM ${paymentPlanItems} AS ${items} WHERE ${items.planId} = ${paymentPlans.id} AND ${items.status} = 0)`,
    })
    .from(paymentPlans)
    .innerJoin(customers, eq(customers.id, paymentPlans.customerId))
    .leftJoin(stores, eq(stores.id, paymentPlans.storeId))
    .leftJoin(creator, eq(creator.id, paymentPlans.createdBy));
}

type JoinedPlan = Awaited<ReturnType<ReturnType<typeof joinedPlans>['where']>>[number];

const statusOf = (s: number): PaymentPlanStatus => (s === 0 || s === 2 ? s : 1);

function toPlan(ctx: RequestContext, r: JoinedPlan): PaymentPlan {
  const p = r.p;
  const status = statusOf(p.status);
  return {
    id: p.id,
    number: p.number ?? '',
    title: p.title,
    customer_id: p.customerId,
    customer_name: r.customerName,
    ref_no: p.refNo,
    remark: p.remark,
    status,
    status_text: translate(`crm.pp_status_${status}`, ctx.locale),
    total_amount: fromCents(toCents(p.totalAmount)),
    paid_amount: fromCents(toCents(p.paidAmount)),
    open_amount: fromCents(toCents(p.totalAmount) - toCents(p.paidAmount)),
    item_count: r.itemCount,
    finished_count: r.finishedCount,
    overdue_count: status === 1 ? r.overdueCount : 0,
    next_due_date: status === 1 ? r.nextDue : null,
    store_name: r.storeName ?? '',
    created_by_name: r.creatorName ?? '',
    created_at: formatDateTime(p.createdAt, ctx.session.timeZone)!,
  };
}

/** The list's condition: scope, keyword (number, title, customer, reference), customer, state, overdue, instalment dates. */
function planWhere(ctx: RequestContext, q: PaymentPlanListQuery): SQL | undefined {
  const keyword = q.keyword?.trim();
  const itemWhere = (cond: SQL | undefined) => exists(ctx.db.select({ one: sql`1` }).from(items).where(and(eq(items.planId, paymentPlans.id), cond)));
  return and(
    planScope(ctx),
    keyword ? or(containsText(paymentPlans.number, keyword), containsText(paymentPlans.title, keyword), containsText(customers.name, keyword), containsText(paymentPlans.refNo, keyword)) : undefined,
    q.customer_id ? eq(paymentPlans.customerId, q.customer_id) : undefined,
    q.status !== undefined ? eq(paymentPlans.status, q.status) : undefined,
    q.overdue === 1 ? and(eq(paymentPlans.status, 1), itemWhere(and(eq(items.status, 0), sql`${items.dueDate} < ${todaySql(ctx)}`))) : undefined,
    q.start_date || q.end_date ? itemWhere(and(q.start_date ? gte(items.dueDate, q.start_date) : undefined, q.end_date ? lte(items.dueDate, q.end_date) : undefined)) : undefined,
  );
}

export async function listPaymentPlans(ctx: RequestContext, q: PaymentPlanListQuery) {
  const where = planWhere(ctx, q);
  const dir = q.order === 'asc' ? asc : desc;
  const nulls = sql.raw(q.order === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS LAST');
  const orderBy =
    q.sort === 'total_amount'
      ? [dir(paymentPlans.totalAmount), dir(paymentPlans.id)]
      : q.sort === 'next_due_date'
        ? [sql`(SELECT min(${items.dueDate}) FROM ${paymentPlanItems} AS ${items} WHERE ${items.planId} = ${paymentPlans.id} AND ${items.status} = 0) ${nulls}`, dir(paymentPlans.id)]
        : [dir(paymentPlans.createdAt), dir(paymentPlans.id)];
  return paginate(q, {
    rows: (page) =>
      joinedPlans(ctx)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(paymentPlans).innerJoin(customers, eq(customers.id, paymentPlans.customerId)).where(where),
    map: async (rows) => {
      const plans = rows.map((r) => toPlan(ctx, r));
      if (q.with_items !== 1 || plans.length === 0) return plans;
      const byPlan = await instalmentsOf(ctx, plans.map((p) => p.id));
      return plans.map((p) => ({ ...p, items: byPlan.get(p.id) ?? [] }));
    },
  });
}

/** The instalments of the plans, in their order, by plan (one query for a page of plans). */
async function instalmentsOf(ctx: RequestContext, planIds: number[]): Promise<Map<number, Instalment[]>> {
  const [{ today }] = await queryRows<{ today: string }>(ctx.db, sql`SELECT ${todaySql(ctx)}::text AS today`);
  const lines = await ctx.db
    .select({ i: paymentPlanItems, finishedBy: finisher.name })
    .from(paymentPlanItems)
    .leftJoin(finisher, eq(finisher.id, paymentPlanItems.finishedBy))
    .where(inArray(paymentPlanItems.planId, planIds))
    .orderBy(asc(paymentPlanItems.planId), asc(paymentPlanItems.sort), asc(paymentPlanItems.id));
  const byPlan = new Map<number, Instalment[]>();
  for (const l of lines) {
    const list = byPlan.get(l.i.planId) ?? [];
    list.push(toInstalment(ctx, l.i, today, l.finishedBy));
    byPlan.set(l.i.planId, list);
  }
  return byPlan;
}

export function toInstalment(ctx: RequestContext, i: PaymentPlanItemRow, today: string, finishedByName: string | null): Instalment {
  const status = i.status === 1 ? 1 : 0;
  const overdue = status === 0 && i.dueDate < today;
  return {
    id: i.id,
    sort: i.sort,
    amount: fromCents(toCents(i.amount)),
    due_date: i.dueDate,
    method: i.method,
    method_text: translate(`crm.pp_method_${i.method}`, ctx.locale),
    remind_days: i.remindDays,
    remark: i.remark,
    status,
    overdue,
    status_text: translate(overdue ? 'crm.pp_item_overdue' : `crm.pp_item_status_${status}`, ctx.locale),
    receipt_note_id: i.receiptNoteId,
    receipt_note_no: i.receiptNoteNo,
    finished_at: formatDateTime(i.finishedAt, ctx.session.timeZone),
    finished_by_name: finishedByName,
  };
}

/** A plan the caller may see, or 404. */
export async function readPaymentPlan(ctx: RequestContext, id: number): Promise<PaymentPlanDetail> {
  const [row] = await joinedPlans(ctx).where(and(eq(paymentPlans.id, id), planScope(ctx)));
  if (!row) throw notFound('crm.pp_not_found');
  const items = (await instalmentsOf(ctx, [id])).get(id) ?? [];
  const logs = await listDocumentLogs(ctx.db, 'payment_plan', id, ctx.session.timeZone);
  return {
    ...toPlan(ctx, row),
    items,
    logs: logs.map((l) => ({ id: l.id, action: l.action, to_status: l.to_status, action_text: translate(`crm.pp_action_${l.action}`, ctx.locale), staff_name: l.staff_name, remark: l.remark, created_at: l.created_at })),
  };
}

/**
 * A customer's audited receipt notes (fms registers them, receipt-source.ts) with what payment plans have
 * counted of each; `onlyLeft`: those with something left. Newest first.
 */
export async function customerReceipts(ctx: RequestContext, customerId: number, options: { onlyLeft?: boolean; id?: number } = {}): Promise<PlanReceipt[]> {
  const rows = await queryRows<{ id: number; number: string; receipt_date: string; amount: string; used: string }>(
    ctx.db,
    sql`SELECT r.id, r.number, r.receipt_date::text AS receipt_date, r.amount::text AS amount, coalesce(u.used_amount, 0)::text AS used
        FROM ${receiptNoteRows()} AS r LEFT JOIN ${receiptNoteUses} u ON u.receipt_note_id = r.id
        WHERE r.customer_id = ${customerId}::int AND r.audited
          ${options.id !== undefined ? sql`AND r.id = ${options.id}::int` : sql``}
          ${options.onlyLeft ? sql`AND r.amount > coalesce(u.used_amount, 0)` : sql``}
        ORDER BY r.receipt_date DESC, r.id DESC LIMIT 200`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    number: r.number ?? '',
    receipt_date: r.receipt_date,
    amount: fromCents(toCents(r.amount)),
    used_amount: fromCents(toCents(r.used)),
    left_amount: fromCents(toCents(r.amount) - toCents(r.used)),
  }));
}
