import { and, asc, desc, eq, exists, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { SCHEDULE_STAFF_LIMIT, type Schedule, type ScheduleCalendar, type ScheduleEvent, type ScheduleListQuery, type ScheduleStaff } from '@tradewind/contract/crm/schedule.schema';
import { dataScopeFilter } from '@/core/auth/data-scope';
import { notDeleted } from '@/core/db/soft-delete';
import { noPermission, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { departments } from '@/modules/system/dept';
import { staff, staffStores } from '@/modules/system/staff';
import { customers } from '../customer/customer.table';
import { leads } from '../lead/lead.table';
import { visits } from '../visit/visit.table';
import { schedules } from './schedule.table';

/** Reading a person's calendar: their tasks, the follow-ups due then and the follow-ups they logged. */

/** At most this many entries of each kind in one range. */
const KIND_LIMIT = 500;
const owner = alias(staff, 'schedule_owner');

/**
 * The people whose calendars the caller reads (the roles' data scope applied to people): everyone of the
 * tenant for a super administrator or scope 1; scope 2 the members holding one of the caller's stores;
 * scope 3 the members of their department and the departments below it; scope 4 themselves. Always
 * themselves. Undefined: no restriction.
 */
export function staffScope(ctx: RequestContext): SQL | undefined {
  const { session } = ctx;
  if (session.isSuper || session.dataScope === 1) return undefined;
  if (session.dataScope === 2) {
    const held = session.storeIds.length ? [...session.storeIds] : [0];
    return or(eq(staff.id, ctx.staffId), exists(ctx.db.select({ one: sql`1` }).from(staffStores).where(and(eq(staffStores.staffId, staff.id), inArray(staffStores.storeId, held)))));
  }
  return or(eq(staff.id, ctx.staffId), dataScopeFilter(ctx, { owner: staff.id }));
}

/**
 * Whose calendar the caller reads: their own; another's only within their data scope — with their own records
 * as the scope that is 402 ('只能查看自己的日程'), else someone outside it (or no member of the tenant) is 404.
 */
export async function calendarOwner(ctx: RequestContext, staffId: number | null): Promise<number> {
  if (staffId === null || staffId === ctx.staffId) return ctx.staffId;
  if (!ctx.session.isSuper && ctx.session.dataScope === 4) throw noPermission('crm.schedule_others');
  const [person] = await ctx.db.select({ id: staff.id }).from(staff).where(and(eq(staff.id, staffId), notDeleted(staff), staffScope(ctx)));
  if (!person) throw notFound('crm.schedule_staff_not_found');
  return staffId;
}

/** GET /crm/schedule/staffs: the caller first, then the enabled members their scope covers, by name. */
export async function scheduleStaff(ctx: RequestContext): Promise<{ list: ScheduleStaff[] }> {
  const isSelf = sql<boolean>`${staff.id} = ${ctx.staffId}::int`;
  const rows = await ctx.db
    .select({ id: staff.id, name: staff.name, deptName: departments.name, isSelf })
    .from(staff)
    .leftJoin(departments, eq(departments.id, staff.deptId))
    .where(and(notDeleted(staff), or(eq(staff.id, ctx.staffId), and(eq(staff.status, 1), eq(staff.isAudit, 1))), staffScope(ctx)))
    .orderBy(desc(isSelf), asc(staff.name), asc(staff.id))
    .limit(SCHEDULE_STAFF_LIMIT);
  return { list: rows.map((r) => ({ id: r.id, name: r.name, dept_name: r.deptName ?? null, is_self: Boolean(r.isSelf) })) };
}

/** A task the caller may change: their own, any for a super administrator; else 404. */
export function ownTask(ctx: RequestContext): SQL | undefined {
  return and(notDeleted(schedules), ctx.session.isSuper ? undefined : eq(schedules.staffId, ctx.staffId));
}

/** A task the caller may read: their own, or one of a person whose calendar they may read. */
function readableTask(ctx: RequestContext): SQL | undefined {
  const scope = staffScope(ctx);
  return and(notDeleted(schedules), scope ? inArray(schedules.staffId, ctx.db.select({ id: staff.id }).from(staff).where(scope)) : undefined);
}

const mayChange = (ctx: RequestContext, staffId: number) => ctx.session.isSuper || staffId === ctx.staffId;

function joinedTasks(ctx: RequestContext) {
  return ctx.db
    .select({ s: schedules, customerName: customers.name, staffName: owner.name })
    .from(schedules)
    .leftJoin(customers, eq(customers.id, schedules.customerId))
    .leftJoin(owner, eq(owner.id, schedules.staffId));
}

type JoinedTask = Awaited<ReturnType<ReturnType<typeof joinedTasks>['where']>>[number];

function toSchedule(ctx: RequestContext, { s, customerName, staffName }: JoinedTask): Schedule {
  const tz = ctx.session.timeZone;
  return {
    id: s.id,
    staff_id: s.staffId,
    staff_name: staffName ?? '',
    title: s.title,
    start_time: formatDateTime(s.startAt, tz)!,
    end_time: formatDateTime(s.endAt, tz)!,
    all_day: s.allDay === 1 ? 1 : 0,
    customer_id: s.customerId,
    customer_name: s.customerId === null ? null : (customerName ?? ''),
    remark: s.remark,
    remind_minutes: s.remindMinutes,
    reminded_at: formatDateTime(s.remindedAt, tz),
    done: s.done === 1 ? 1 : 0,
    created_at: formatDateTime(s.createdAt, tz)!,
    editable: mayChange(ctx, s.staffId),
  };
}

export async function readSchedule(ctx: RequestContext, id: number): Promise<Schedule> {
  const [row] = await joinedTasks(ctx).where(and(eq(schedules.id, id), readableTask(ctx)));
  if (!row) throw notFound('crm.schedule_not_found');
  return toSchedule(ctx, row);
}

/**
 * The calendar of [start_date, end_date] (the tenant's days): tasks overlapping it, follow-ups whose next
 * visit falls in it and follow-ups logged in it — the last two of follow-ups the person logged, read-only.
 */
export async function readCalendar(ctx: RequestContext, q: ScheduleListQuery): Promise<ScheduleCalendar> {
  const staffId = await calendarOwner(ctx, q.staff_id);
  const tz = ctx.session.timeZone;
  const from = sql`(${q.start_date}::date::timestamp AT TIME ZONE ${tz})`;
  const to = sql`((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`;
  const tasks = await joinedTasks(ctx)
    .where(and(notDeleted(schedules), eq(schedules.staffId, staffId), lt(schedules.startAt, to), gte(schedules.endAt, from)))
    .orderBy(asc(schedules.startAt), asc(schedules.id))
    .limit(KIND_LIMIT);
  const visitRows = (time: typeof visits.nextVisitTime | typeof visits.createdAt) =>
    ctx.db
      .select({ v: visits, customerName: customers.name, leadName: sql<string | null>`coalesce(${leads.company}, ${leads.name})` })
      .from(visits)
      .leftJoin(customers, eq(customers.id, visits.customerId))
      .leftJoin(leads, eq(leads.id, visits.leadId))
      .where(and(notDeleted(visits), eq(visits.createdBy, staffId), isNotNull(time), gte(time, from), lt(time, to)))
      .orderBy(asc(time), asc(visits.id))
      .limit(KIND_LIMIT);
  const [due, done] = await Promise.all([visitRows(visits.nextVisitTime), visitRows(visits.createdAt)]);
  const list: ScheduleEvent[] = tasks.map((r) => {
    const s = toSchedule(ctx, r);
    return { kind: 'task', id: s.id, title: s.title, start_time: s.start_time, end_time: s.end_time, all_day: s.all_day, done: s.done, customer_id: s.customer_id, customer_name: s.customer_name, type_text: null, address: null, editable: s.editable };
  });
  const visitEvent = (kind: 'due' | 'visit', r: (typeof due)[number]): ScheduleEvent => {
    const at = formatDateTime(kind === 'due' ? r.v.nextVisitTime : r.v.createdAt, tz)!;
    return {
      kind,
      id: r.v.id,
      title: r.v.content.length > 40 ? `${r.v.content.slice(0, 40)}…` : r.v.content,
      start_time: at,
      end_time: at,
      all_day: 0,
      done: kind === 'visit' ? 1 : 0,
      customer_id: r.v.customerId,
      customer_name: r.customerName ?? r.leadName ?? null,
      type_text: kind === 'due' ? translate('crm.schedule_kind_due', ctx.locale) : translate(`crm.visit_kind_${r.v.type}`, ctx.locale),
      address: r.v.address,
      editable: false,
    };
  };
  list.push(...due.map((r) => visitEvent('due', r)), ...done.map((r) => visitEvent('visit', r)));
  list.sort((a, b) => (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0));
  return { staff_id: staffId, list };
}
