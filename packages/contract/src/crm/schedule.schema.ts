import { z } from 'zod';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, isCalendarDate, optionalIdSchema, optionalText, orNone, plainInt, textSchema } from '../common/validation';
import { normaliseDateTime } from './visit.schema';

/** The longest reminder: a week before. */
export const SCHEDULE_REMIND_MAX_MINUTES = 7 * 24 * 60;
/** The reminder choices the form offers (minutes before the start); the API takes any whole number up to a week. */
export const SCHEDULE_REMIND_CHOICES = [0, 5, 15, 30, 60, 120, 1440] as const;
/** The widest range one GET /crm/schedules reads (a month view shows six weeks). */
export const SCHEDULE_RANGE_MAX_DAYS = 62;

/** A wall-clock date-time as typed ('YYYY-MM-DD HH:mm[:ss]' or a date), normalised to 'YYYY-MM-DD HH:mm:ss'; else `key`. */
export const dateTimeInput = (key: string) =>
  textSchema(key)
    .trim()
    .transform((v, ctx) => {
      const normal = normaliseDateTime(v);
      if (!normal) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return normal;
    });

/**
 * POST /crm/schedule, PUT /crm/schedule/{id}: a task of the caller's own calendar. Times are the tenant's
 * wall clock ('YYYY-MM-DD HH:mm[:ss]', or a date: an all-day task takes the dates only). The end is not
 * before the start. `remind_minutes` (null: no reminder) sends a message that many minutes before the start.
 */
export const ScheduleInputSchema = z
  .object({
    title: textSchema('crm.schedule_title_required').trim().min(1, 'crm.schedule_title_required').max(50, 'crm.schedule_title_too_long'),
    start_time: dateTimeInput('crm.schedule_start_invalid'),
    end_time: dateTimeInput('crm.schedule_end_invalid'),
    all_day: flagSchema.default(0),
    customer_id: optionalIdSchema,
    remark: optionalText(500),
    remind_minutes: orNone(plainInt(z.number({ error: 'crm.schedule_remind_invalid' })
      .int('crm.schedule_remind_invalid')
      .min(0, 'crm.schedule_remind_invalid')
      .max(SCHEDULE_REMIND_MAX_MINUTES, 'crm.schedule_remind_invalid'))),
    done: flagSchema.default(0),
  })
  .transform((v) => (v.all_day === 1 ? { ...v, start_time: `${v.start_time.slice(0, 10)} 00:00:00`, end_time: `${v.end_time.slice(0, 10)} 23:59:59` } : v))
  .superRefine((v, ctx) => {
    if (v.end_time < v.start_time) ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'crm.schedule_end_before_start' });
  });
export type ScheduleInput = z.infer<typeof ScheduleInputSchema>;

/** PUT /crm/schedule/{id}/done: tick a task done (1) or open again (0). */
export const ScheduleDoneSchema = z.object({ done: flagSchema });

/** A task of a person's calendar. */
export const ScheduleSchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  title: z.string(),
  start_time: dateTimeText,
  end_time: dateTimeText,
  all_day: zeroOrOne,
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  remark: z.string().nullable(),
  remind_minutes: z.number().int().nullable(),
  /** when the reminder was sent (null: not yet, or none) */
  reminded_at: dateTimeText.nullable().describe('when the reminder was sent (null: not yet, or none)'),
  done: zeroOrOne,
  created_at: dateTimeText,
  /** the caller may change it: their own task (any, for a super administrator); another's is read-only */
  editable: z.boolean(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

const scheduleDate = z.string({ error: 'validation.date_invalid' }).trim().refine(isCalendarDate, 'validation.date_invalid');

/**
 * GET /crm/schedules?start_date&end_date: the calendar of the days (at most SCHEDULE_RANGE_MAX_DAYS): the
 * caller's tasks, the follow-ups due then (crm_visits.next_visit_time of follow-ups they logged) and the
 * follow-ups they logged — the last two read-only. `staff_id` reads another person's calendar, one the caller's
 * data scope covers (GET /crm/schedule/staffs lists them); their tasks are read-only then.
 */
export const ScheduleListQuerySchema = z
  .object({ start_date: scheduleDate, end_date: scheduleDate, staff_id: optionalIdSchema })
  .superRefine((v, ctx) => {
    if (v.end_date < v.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'crm.date_range_invalid' });
    else if ((Date.parse(v.end_date) - Date.parse(v.start_date)) / 86_400_000 >= SCHEDULE_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'crm.schedule_range_too_long' });
  });
export type ScheduleListQuery = z.infer<typeof ScheduleListQuerySchema>;

/** What a calendar entry is: the person's task, a follow-up due (next_visit_time) or a follow-up logged. */
export const SCHEDULE_EVENT_KINDS = ['task', 'due', 'visit'] as const;
export type ScheduleEventKind = (typeof SCHEDULE_EVENT_KINDS)[number];

export const ScheduleEventSchema = z.object({
  kind: z.enum(SCHEDULE_EVENT_KINDS),
  /** the task's id, or the follow-up's */
  id: z.number().int(),
  title: z.string(),
  start_time: dateTimeText,
  end_time: dateTimeText,
  all_day: zeroOrOne,
  done: zeroOrOne,
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  /** a follow-up's kind text (跟进 / 陪访 / 实地打卡) and check-in place */
  type_text: z.string().nullable(),
  address: z.string().nullable(),
  /** only tasks; follow-ups are shown read-only */
  editable: z.boolean(),
});
export type ScheduleEvent = z.infer<typeof ScheduleEventSchema>;
export const ScheduleCalendarSchema = z.object({ staff_id: z.number().int(), list: z.array(ScheduleEventSchema) });
export type ScheduleCalendar = z.infer<typeof ScheduleCalendarSchema>;

/** GET /crm/schedule/staffs: whose calendars the caller may read — themselves first, then the people their data scope covers. */
export const ScheduleStaffSchema = z.object({ id: z.number().int(), name: z.string(), dept_name: z.string().nullable(), is_self: z.boolean() });
export type ScheduleStaff = z.infer<typeof ScheduleStaffSchema>;
/** At most this many people in the picker. */
export const SCHEDULE_STAFF_LIMIT = 500;

export const ScheduleIdParamsSchema = z.object({ id: idSchema });
