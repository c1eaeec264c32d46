import { sql } from 'drizzle-orm';
import { formatDateTime, todayIn } from '@tradewind/contract/common/time';
import { LEAD_STATUS } from '@tradewind/contract/crm/lead.schema';
import { WORKBENCH_LIST_SIZE, type Workbench, type WorkbenchFollowUp, type WorkbenchScheduleItem } from '@tradewind/contract/crm/workbench.schema';
import { queryOne, queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { personMonthGoals } from '../biz-goal/biz-goal.read';
import { listUpcomingReleases } from '../pool/pool-upcoming';
import { schedules } from '../schedule/schedule.table';
import { customerScope } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { leads } from '../lead/lead.table';
import { visits } from '../visit/visit.table';

/** Midnight of a tenant-local day as an instant. */
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp AT TIME ZONE ${tz})`;
const monthStartOf = (day: string) => `${day.slice(0, 8)}01`;

/**
 * The follow-ups that wait for the caller today: the caller's follow-ups of customers they may see that set
 * a next visit on or before today and that no later follow-up (by anyone) has answered; earliest first.
 */
async function followUpsDue(ctx: RequestContext, today: string): Promise<{ total: number; list: WorkbenchFollowUp[] }> {
  const tz = ctx.session.timeZone;
  const scope = customerScope(ctx);
  const later = sql`SELECT 1 FROM ${visits} AS later WHERE later.customer_id = v.customer_id AND later.deleted_at IS NULL AND (later.created_at, later.id) > (v.created_at, v.id)`;
  const from = sql`${visits} AS v JOIN ${customers} ON ${customers.id} = v.customer_id
     WHERE v.created_by = ${ctx.staffId}::int AND v.deleted_at IS NULL AND v.next_visit_time < ${dayStart(today, tz)} + interval '1 day'
       AND NOT EXISTS (${later})${scope ? sql` AND ${scope}` : sql``}`;
  const [rows, count] = await Promise.all([
    queryRows<{ id: number; customer_id: number; name: string; content: string; next_visit_time: Date | string }>(
      ctx.db,
      sql`SELECT v.id, v.customer_id, ${customers.name} AS name, v.content, v.next_visit_time FROM ${from}
           ORDER BY v.next_visit_time, v.id LIMIT ${WORKBENCH_LIST_SIZE}::int`,
    ),
    queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${from}`),
  ]);
  const start = new Date(`${today}T00:00:00`);
  return {
    total: count?.n ?? 0,
    list: rows.map((r) => {
      const next = formatDateTime(r.next_visit_time, tz)!;
      return { visit_id: Number(r.id), customer_id: Number(r.customer_id), customer_name: r.name, content: r.content, next_visit_time: next, overdue: new Date(`${next.slice(0, 10)}T00:00:00`) < start };
    }),
  };
}

/** The caller's own figures: customers owned, new this month, open leads, follow-ups logged this month. */
async function figures(ctx: RequestContext, today: string): Promise<Workbench['figures']> {
  const tz = ctx.session.timeZone;
  const monthStart = dayStart(monthStartOf(today), tz);
  const perms = ctx.session.permissions;
  const row = await queryOne<{ mine: number; fresh: number; leads: number; visits: number }>(
    ctx.db,
    sql`SELECT
          (SELECT count(*)::int FROM ${customers} WHERE ${customers.salesType} = 1 AND ${customers.salesId} = ${ctx.staffId}::int) AS mine,
          (SELECT count(*)::int FROM ${customers} WHERE ${customers.salesType} = 1 AND ${customers.salesId} = ${ctx.staffId}::int AND ${customers.createdAt} >= ${monthStart}) AS fresh,
          (SELECT count(*)::int FROM ${leads} WHERE ${leads.salesId} = ${ctx.staffId}::int AND ${leads.status} <> ${LEAD_STATUS.transformed}::int AND ${leads.deletedAt} IS NULL) AS leads,
          (SELECT count(*)::int FROM ${visits} WHERE ${visits.createdBy} = ${ctx.staffId}::int AND ${visits.deletedAt} IS NULL AND ${visits.createdAt} >= ${monthStart}) AS visits`,
  );
  return {
    my_customers: row?.mine ?? 0,
    new_customers_month: row?.fresh ?? 0,
    open_leads: perms.has('crm:leads:list') ? (row?.leads ?? 0) : null,
    follow_ups_month: perms.has('crm:visit:list') ? (row?.visits ?? 0) : null,
  };
}

/** The caller's own tasks that touch today (the tenant's day), by start: done ones stay listed, struck through. */
async function scheduleToday(ctx: RequestContext, today: string): Promise<{ total: number; list: WorkbenchScheduleItem[] }> {
  const tz = ctx.session.timeZone;
  const from = sql`${schedules} LEFT JOIN ${customers} ON ${customers.id} = ${schedules.customerId}
     WHERE ${schedules.staffId} = ${ctx.staffId}::int AND ${schedules.deletedAt} IS NULL
       AND ${schedules.startAt} < ${dayStart(today, tz)} + interval '1 day' AND ${schedules.endAt} >= ${dayStart(today, tz)}`;
  const [rows, count] = await Promise.all([
    queryRows<{ id: number; title: string; start_at: Date | string; end_at: Date | string; all_day: number; done: number; customer_id: number | null; customer_name: string | null }>(
      ctx.db,
      sql`SELECT ${schedules.id} AS id, ${schedules.title} AS title, ${schedules.startAt} AS start_at, ${schedules.endAt} AS end_at, ${schedules.allDay} AS all_day,
                 ${schedules.done} AS done, ${schedules.customerId} AS customer_id, ${customers.name} AS customer_name
            FROM ${from} ORDER BY ${schedules.allDay} DESC, ${schedules.startAt}, ${schedules.id} LIMIT ${WORKBENCH_LIST_SIZE}::int`,
    ),
    queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${from}`),
  ]);
  return {
    total: count?.n ?? 0,
    list: rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      start_at: formatDateTime(r.start_at, tz)!,
      end_at: formatDateTime(r.end_at, tz),
      all_day: Number(r.all_day) === 1,
      done: Number(r.done) === 1,
      customer_id: r.customer_id === null ? null : Number(r.customer_id),
      customer_name: r.customer_name,
    })),
  };
}

/** How far ahead the workbench looks for the caller's customers the pool rules will release. */
const DROPPING_DAYS = 7;

/** The caller's own customers the pool rules release within DROPPING_DAYS (none while the rules are off), soonest first. */
async function droppingSoon(ctx: RequestContext): Promise<NonNullable<Workbench['dropping']>> {
  const page = await listUpcomingReleases(ctx, { days: DROPPING_DAYS, sales_id: ctx.staffId, page: 1, page_size: WORKBENCH_LIST_SIZE });
  return {
    days: DROPPING_DAYS,
    total: page.pagination.total,
    list: page.list.map((r) => ({ customer_id: r.customer_id, customer_name: r.customer_name, drop_at: r.due_at, reason: r.reason_text })),
  };
}

/** `GET /crm/workbench`: the caller's day in customer relations (crm README "Workbench"). */
export async function getWorkbench(ctx: RequestContext): Promise<Workbench> {
  const today = todayIn(ctx.session.timeZone);
  const perms = ctx.session.permissions;
  const [figs, due, goal, schedule, dropping] = await Promise.all([
    figures(ctx, today),
    perms.has('crm:visit:list') ? followUpsDue(ctx, today) : null,
    // the caller's own goals of the month, as the goal page shows them (README "Business goals")
    perms.has('crm:biz_goal:index') ? personMonthGoals(ctx, ctx.staffId, today) : null,
    perms.has('crm:schedule:index') ? scheduleToday(ctx, today) : null,
    // a rep's own customers: whoever may list customers sees theirs that are about to go
    perms.has('crm:customer:list') ? droppingSoon(ctx) : null,
  ]);
  return { date: today, figures: figs, follow_ups_due: due, schedule, dropping, goal };
}
