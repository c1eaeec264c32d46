import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { MONEY_MAX, idSchema, intSchema, moneySchema, optionalText, plainInt } from '../common/validation';

/**
 * Business goals (业务目标, spec 001 §2 /crm/biz_goal/index): a year's targets, month by month, for the company,
 * a department (its staff and those of the departments below it) or a person, of one kind — sales (the
 * amount of audited orders) or receipts (the amount of audited receipt notes). One goal per year, kind and
 * scope. Attainment is read from the audited documents of the period (crm/README.md "Business goals").
 */
export const BIZ_GOAL_KINDS = [1, 2] as const;
export type BizGoalKind = (typeof BIZ_GOAL_KINDS)[number];
export const BIZ_GOAL_KIND = { sales: 1, receipts: 2 } as const;

export const BIZ_GOAL_SCOPES = [1, 2, 3] as const;
export type BizGoalScope = (typeof BIZ_GOAL_SCOPES)[number];
export const BIZ_GOAL_SCOPE = { company: 1, dept: 2, staff: 3 } as const;

export const BIZ_GOAL_YEAR_MIN = 2000;
export const BIZ_GOAL_YEAR_MAX = 2100;

/**
 * A year amount split over 12 months in cents: equal shares, the cents left over going one each to the
 * last months (120000.05 → seven months of 10000.00, then five of 10000.01; never a fraction of a cent). The form's "distribute" and the server's `distribute: 1` both use it.
 */
export function distributeCents(yearCents: number): number[] {
  const base = Math.floor(yearCents / 12);
  const rest = yearCents - base * 12;
  return Array.from({ length: 12 }, (_, i) => base + (i >= 12 - rest ? 1 : 0));
}

const monthAmount = moneySchema(0, MONEY_MAX, 'crm.biz_goal_month_invalid');

const goalFields = {
  year: intSchema(BIZ_GOAL_YEAR_MIN, BIZ_GOAL_YEAR_MAX, 'crm.biz_goal_year_invalid'),
  kind: plainInt(z.union([z.literal(1), z.literal(2)], { error: 'crm.biz_goal_kind_invalid' })),
  scope: plainInt(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'crm.biz_goal_scope_invalid' })),
  /** the department (scope 2) or the staff member (scope 3); none for the company */
  scope_id: z.union([z.literal('').transform(() => null), z.null(), idSchema]).optional().transform((v) => v ?? null),
  /** the 12 months' targets, January first; with `distribute` 1 they may be left out */
  months: z.array(monthAmount, { error: 'crm.biz_goal_months_invalid' }).optional(),
  /** the year's target: with `distribute` 1 split evenly over the months; else, when given, it must be the months' sum */
  year_amount: moneySchema(0, MONEY_MAX, 'crm.biz_goal_year_amount_invalid').optional(),
  distribute: plainInt(z.union([z.literal(0), z.literal(1)], { error: 'validation.flag_invalid' })).default(0),
  remark: optionalText(200),
};

type GoalFieldsOut = { scope: number; scope_id: number | null; months?: number[]; year_amount?: number; distribute: 0 | 1 };

/** Months exactly 12 (or a year to distribute), the sum within the money column, a scope id where the scope needs one. */
function checkGoal(v: GoalFieldsOut, ctx: z.RefinementCtx): void {
  if (v.scope !== 1 && v.scope_id === null) ctx.addIssue({ code: 'custom', path: ['scope_id'], message: v.scope === 2 ? 'crm.biz_goal_dept_required' : 'crm.biz_goal_staff_required' });
  if (v.distribute === 1) {
    if (v.year_amount === undefined) ctx.addIssue({ code: 'custom', path: ['year_amount'], message: 'crm.biz_goal_year_amount_invalid' });
    return;
  }
  if (!v.months || v.months.length !== 12) {
    ctx.addIssue({ code: 'custom', path: ['months'], message: 'crm.biz_goal_months_invalid' });
    return;
  }
  const cents = v.months.reduce((a, m) => a + Math.round(m * 100), 0);
  if (cents > Math.round(MONEY_MAX * 100)) ctx.addIssue({ code: 'custom', path: ['months'], message: 'validation.total_amount_too_large' });
  else if (v.year_amount !== undefined && Math.round(v.year_amount * 100) !== cents) ctx.addIssue({ code: 'custom', path: ['year_amount'], message: 'crm.biz_goal_year_mismatch' });
}

/** POST /crm/biz_goal. */
export const CreateBizGoalSchema = z.object(goalFields).superRefine(checkGoal);
export type CreateBizGoalInput = z.infer<typeof CreateBizGoalSchema>;
/** PUT /crm/biz_goal: the same fields and the id. */
export const UpdateBizGoalSchema = z.object({ id: idSchema, ...goalFields }).superRefine(checkGoal);
export type UpdateBizGoalInput = z.infer<typeof UpdateBizGoalSchema>;

/** GET /crm/biz_goals: the goals of a year, by kind and scope. */
export const BizGoalListQuerySchema = PaginationQuerySchema.extend({
  year: intSchema(BIZ_GOAL_YEAR_MIN, BIZ_GOAL_YEAR_MAX, 'crm.biz_goal_year_invalid').optional(),
  kind: intSchema(1, 2).optional(),
  scope: intSchema(1, 3).optional(),
  scope_id: intSchema(1).optional(),
});
export type BizGoalListQuery = z.infer<typeof BizGoalListQuerySchema>;

/** One month of a goal: target, actual, attainment; the current month also its run-rate forecast. */
export const BizGoalMonthSchema = z.object({
  month: z.number().int().describe('1-12'),
  /** the month's first and last day, for the document lists */
  start_date: z.string(),
  end_date: z.string(),
  target: z.string(),
  actual: z.string(),
  /** actual ÷ target in percent, one decimal; null with no target */
  rate: z.number().nullable(),
  /** the current month only: so far ÷ days passed × days in the month */
  forecast: z.string().nullable().describe('the current month: actual so far ÷ days passed × days in the month'),
  forecast_rate: z.number().nullable(),
});
export type BizGoalMonth = z.infer<typeof BizGoalMonthSchema>;

export const BizGoalSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  kind: z.literal(BIZ_GOAL_KINDS),
  kind_text: z.string(),
  scope: z.literal(BIZ_GOAL_SCOPES),
  scope_text: z.string(),
  scope_id: z.number().int().nullable(),
  /** the company's, department's or person's name */
  scope_name: z.string(),
  year_amount: z.string(),
  actual: z.string(),
  rate: z.number().nullable(),
  /** the year's actual with the current month at its forecast (the actual itself for a past year) */
  forecast: z.string().nullable(),
  months: z.array(BizGoalMonthSchema),
  remark: z.string().nullable(),
  updated_by_name: z.string(),
  updated_at: dateTimeText,
});
export type BizGoal = z.infer<typeof BizGoalSchema>;
