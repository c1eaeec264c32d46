import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, intSchema, plainInt, textSchema } from '../common/validation';

export const ACCOUNT_PERIOD_TYPES = [1, 2] as const;
export type AccountPeriodType = (typeof ACCOUNT_PERIOD_TYPES)[number];

/**
 * Spec 001 §3: type 1 standard term (`days` after the statement), 2 month-end term (`month_day` of the
 * next month, `day_before` days earlier); statement_day 1-31. Only the name changes once saved.
 */
export const AccountPeriodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.literal(ACCOUNT_PERIOD_TYPES).describe('1 standard term, 2 month-end term'),
  type_text: z.string(),
  days: z.number().int(),
  month_day: z.number().int(),
  day_before: z.number().int(),
  statement_day: z.number().int(),
  /** customers using it; it can be deleted only at 0 */
  customer_num: z.number().int().describe('customers using it; it can be deleted only at 0'),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type AccountPeriod = z.infer<typeof AccountPeriodSchema>;

/** Defaults of a new period (spec 001 §5, §9). */
export const ACCOUNT_PERIOD_DEFAULTS = { type: 1, days: 30, month_day: 1, day_before: 0, statement_day: 1 } as const;
/** The fields locked once a period is saved. */
export const ACCOUNT_PERIOD_LOCKED_FIELDS = ['type', 'days', 'month_day', 'day_before', 'statement_day'] as const;

const int = (min: number, max: number, key: string) => plainInt(z.number({ error: key }).int(key).min(min, key).max(max, key));

const periodFields = {
  name: textSchema('crm.period_name_required').trim().min(1, 'crm.period_name_required').max(50, 'validation.name_too_long'),
  type: plainInt(z.number({ error: 'crm.period_type_required' })
    .int('crm.period_type_required')
    .refine((v): v is AccountPeriodType => v === 1 || v === 2, 'crm.period_type_required'))
    .default(ACCOUNT_PERIOD_DEFAULTS.type),
  days: int(0, 3650, 'crm.period_days').default(ACCOUNT_PERIOD_DEFAULTS.days),
  month_day: int(1, 31, 'crm.period_month_day').default(ACCOUNT_PERIOD_DEFAULTS.month_day),
  day_before: int(0, 3650, 'crm.period_day_before').default(ACCOUNT_PERIOD_DEFAULTS.day_before),
  statement_day: int(1, 31, 'crm.period_statement_day').default(ACCOUNT_PERIOD_DEFAULTS.statement_day),
};

/** POST /crm/customer_account_period (the form's type is required; a missing one takes the default). */
export const CreateAccountPeriodSchema = z.object(periodFields);
export type CreateAccountPeriodInput = z.infer<typeof CreateAccountPeriodSchema>;

/**
 * PUT /crm/customer_account_period: only the name changes. The form may send the locked fields back
 * unchanged; a value that differs from the saved one is refused (409 crm.period_locked).
 */
export const UpdateAccountPeriodSchema = z.object({
  id: idSchema,
  name: periodFields.name,
  type: intSchema(undefined, undefined, 'crm.period_type_required').optional(),
  days: intSchema(undefined, undefined, 'crm.period_days').optional(),
  month_day: intSchema(undefined, undefined, 'crm.period_month_day').optional(),
  day_before: intSchema(undefined, undefined, 'crm.period_day_before').optional(),
  statement_day: intSchema(undefined, undefined, 'crm.period_statement_day').optional(),
});
export type UpdateAccountPeriodInput = z.infer<typeof UpdateAccountPeriodSchema>;

/** GET /crm/customer_account_periods: newest first; `name` filters by substring. */
export const AccountPeriodListQuerySchema = PaginationQuerySchema.extend({
  name: textSchema().trim().max(50).optional(),
});
export type AccountPeriodListQuery = z.infer<typeof AccountPeriodListQuerySchema>;
