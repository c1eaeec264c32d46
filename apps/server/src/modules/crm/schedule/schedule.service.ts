import { and, eq, sql } from 'drizzle-orm';
import type { Schedule, ScheduleInput } from '@tradewind/contract/crm/schedule.schema';
import { notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { findVisibleCustomer } from '../customer/customer-access';
import { ownTask, readSchedule } from './schedule.read';
import { schedules } from './schedule.table';

/** The task's columns from the form: wall-clock times read in the tenant's zone, the reminder's moment. */
function taskFields(ctx: RequestContext, input: ScheduleInput) {
  const tz = ctx.session.timeZone;
  const startAt = sql`(${input.start_time}::timestamp AT TIME ZONE ${tz})`;
  return {
    title: input.title,
    startAt,
    endAt: sql`(${input.end_time}::timestamp AT TIME ZONE ${tz})`,
    allDay: input.all_day,
    customerId: input.customer_id,
    remark: input.remark,
    remindMinutes: input.remind_minutes,
    remindAt: input.remind_minutes === null ? null : sql`(${input.start_time}::timestamp AT TIME ZONE ${tz}) - make_interval(mins => ${input.remind_minutes}::int)`,
    done: input.done,
  };
}

/** A task of the caller's own calendar; a customer, when named, is one the caller may see (else 404). */
export async function createSchedule(ctx: RequestContext, input: ScheduleInput): Promise<Schedule> {
  if (input.customer_id !== null) await findVisibleCustomer(ctx, input.customer_id);
  const [row] = await ctx.db
    .insert(schedules)
    .values({ tenantId: ctx.tenantId, staffId: ctx.staffId, ...taskFields(ctx, input) })
    .returning({ id: schedules.id });
  ctx.audit.targetId = row.id;
  return readSchedule(ctx, row.id);
}

async function lockTask(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select().from(schedules).where(and(eq(schedules.id, id), ownTask(ctx))).for('update');
  if (!row) throw notFound('crm.schedule_not_found');
  return row;
}

/**
 * Changes a task of the caller's own (a super administrator's: anyone's). A reminder that moves is sent
 * again when it comes due; one that stays where it was is not sent twice.
 */
export async function updateSchedule(ctx: RequestContext, id: number, input: ScheduleInput): Promise<Schedule> {
  await lockTask(ctx, id);
  if (input.customer_id !== null) await findVisibleCustomer(ctx, input.customer_id);
  const fields = taskFields(ctx, input);
  await ctx.db
    .update(schedules)
    .set({
      ...fields,
      remindedAt: sql`CASE WHEN ${schedules.remindAt} IS NOT DISTINCT FROM ${fields.remindAt === null ? sql`NULL::timestamptz` : fields.remindAt} THEN ${schedules.remindedAt} END`,
      updatedAt: sql`now()`,
    })
    .where(eq(schedules.id, id));
  return readSchedule(ctx, id);
}

/** Ticks a task done or opens it again; a done task is not reminded. */
export async function markScheduleDone(ctx: RequestContext, id: number, done: 0 | 1): Promise<Schedule> {
  await lockTask(ctx, id);
  await ctx.db.update(schedules).set({ done, updatedAt: sql`now()` }).where(eq(schedules.id, id));
  return readSchedule(ctx, id);
}

export async function deleteSchedule(ctx: RequestContext, id: number): Promise<null> {
  await lockTask(ctx, id);
  await ctx.db.update(schedules).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(schedules.id, id));
  return null;
}
