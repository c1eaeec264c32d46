import { z } from 'zod';
import { dateTimeText } from '../common/response.schema';

/** How many follow-ups due and schedule items the workbench lists (the rest behind its link). */
export const WORKBENCH_LIST_SIZE = 8;

/** A follow-up that comes due today or is overdue: the rep's last follow-up of a customer set its next visit. */
export const WorkbenchFollowUpSchema = z.object({
  visit_id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  content: z.string(),
  next_visit_time: dateTimeText,
  /** the day of the next visit has passed */
  overdue: z.boolean(),
});
export type WorkbenchFollowUp = z.infer<typeof WorkbenchFollowUpSchema>;

/** An item of today's schedule (a task of the person's own, with its time). */
export const WorkbenchScheduleItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_at: dateTimeText,
  end_at: dateTimeText.nullable(),
  all_day: z.boolean(),
  done: z.boolean(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
});
export type WorkbenchScheduleItem = z.infer<typeof WorkbenchScheduleItemSchema>;

/** A customer of the rep's that the pool rules will release within the days shown. */
export const WorkbenchDroppingSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  /** when the release job will take it (the tenant's time, 'YYYY-MM-DD HH:mm:ss') */
  drop_at: dateTimeText,
  reason: z.string(),
});
export type WorkbenchDropping = z.infer<typeof WorkbenchDroppingSchema>;

/** One kind of the month's target (sales or receipts): target, actual so far, attainment and the month's run-rate forecast. */
export const WorkbenchGoalFigureSchema = z.object({
  target: z.string(),
  actual: z.string(),
  /** actual ÷ target in percent, two decimals; null without a target */
  rate: z.string().nullable(),
  /** actual ÷ days passed × days of the month */
  forecast: z.string(),
});
export type WorkbenchGoalFigure = z.infer<typeof WorkbenchGoalFigureSchema>;

const section = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), list: z.array(item) }).nullable();

/**
 * `GET /crm/workbench`: the rep's day. A section is null when the caller may not see it (its list's
 * permission), so the page shows only what its figures link to.
 */
export const WorkbenchSchema = z.object({
  /** today in the tenant's time zone */
  date: z.string(),
  figures: z.object({
    /** private customers the caller owns */
    my_customers: z.number().int(),
    /** of those, created this month */
    new_customers_month: z.number().int(),
    /** leads assigned to the caller, not transformed; null without crm:leads:list */
    open_leads: z.number().int().nullable(),
    /** follow-ups the caller logged this month; null without crm:visit:list */
    follow_ups_month: z.number().int().nullable(),
  }),
  follow_ups_due: section(WorkbenchFollowUpSchema),
  schedule: section(WorkbenchScheduleItemSchema),
  /** the customers the pool rules release within `days` */
  dropping: z.object({ days: z.number().int(), total: z.number().int(), list: z.array(WorkbenchDroppingSchema) }).nullable(),
  goal: z
    .object({
      year: z.number().int(),
      month: z.number().int(),
      sales: WorkbenchGoalFigureSchema.nullable(),
      receipts: WorkbenchGoalFigureSchema.nullable(),
    })
    .nullable(),
});
export type Workbench = z.infer<typeof WorkbenchSchema>;
