import { sql } from 'drizzle-orm';
import { formatDateTime, todayIn } from '@tradewind/contract/common/time';
import { LEAD_STATUS } from '@tradewind/contract/crm/lead.schema';
import { WORKBENCH_LIST_SIZE, type Workbench, type WorkbenchFollowUp } from '@tradewind/contract/crm/workbench.schema';
import { queryOne, queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
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

/** `GET /crm/workbench`: the caller's day in customer relations (crm README "Workbench"). */
export async function getWorkbench(ctx: RequestContext): Promise<Workbench> {
  const today = todayIn(ctx.session.timeZone);
  const perms = ctx.session.permissions;
  const [figs, due] = await Promise.all([figures(ctx, today), perms.has('crm:visit:list') ? followUpsDue(ctx, today) : null]);
  return { date: today, figures: figs, follow_ups_due: due, schedule: null, dropping: null, goal: null };
}
