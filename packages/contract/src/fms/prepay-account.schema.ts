import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { dateSchema, flagSchema, idSchema, plainNumber, textSchema } from '../common/validation';
import { adjustmentFields, movementFields } from './balance-history.schema';

/** Whose prepay account (finance_prepay_account): a supplier (wms) or a logistics worker (lms). */
export const PREPAY_TARGET_TYPES = ['supplier', 'worker'] as const;
export type PrepayTargetType = (typeof PREPAY_TARGET_TYPES)[number];

/**
 * Why a prepay account moved (`fms_prepay_histories.type`); names in fms.messages.ts
 * (`fms.prepay_type.<n>`). New causes take the next number; a number once used keeps its meaning.
 */
export const PrepayHistoryType = {
  /** paid in advance by a payment note without a settlement: + (also adds to total_prepay_amount) */
  prepay: 1,
  /** a settlement order paid from the prepayment: − */
  settlementPay: 2,
  /** a manual change by finance with a reason: ± */
  financeAdjust: 3,
  /** the supplier or worker paid prepaid money back (a receipt): − */
  refund: 4,
  /** what was prepaid to the supplier before the business moved in (the opening balances import): + */
  opening: 5,
} as const;
export type PrepayHistoryType = (typeof PrepayHistoryType)[keyof typeof PrepayHistoryType];
export const PREPAY_HISTORY_TYPES = Object.values(PrepayHistoryType) as PrepayHistoryType[];

const targetTypeSchema = z.enum(PREPAY_TARGET_TYPES, { error: 'fms.prepay_target_invalid' });

// ---------- GET /fms/finance_prepay_accounts ----------

export const PrepayAccountFilterSchema = z.object({
  /** the list shows one kind at a time (its tabs): suppliers by default */
  target_type: targetTypeSchema.default('supplier'),
  /** name, code (supplier) or phone (worker), contained */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  has_balance: flagSchema.optional(),
});
export type PrepayAccountFilter = z.infer<typeof PrepayAccountFilterSchema>;
export const PrepayAccountListQuerySchema = PaginationQuerySchema.extend(PrepayAccountFilterSchema.shape);
export type PrepayAccountListQuery = z.infer<typeof PrepayAccountListQuerySchema>;

/** A supplier or worker and its prepay account (zeros before the first movement); id = the target's id. */
export const PrepayAccountSchema = z.object({
  id: z.number().int(),
  /** the account row's id; null before the first movement */
  account_id: z.number().int().nullable(),
  target_type: targetTypeSchema,
  target_type_name: z.string(),
  target_id: z.number().int(),
  target_name: z.string(),
  /** a supplier's code, a worker's phone */
  target_code: z.string().nullable(),
  /** the supplier's or worker's own status (1 enabled) */
  target_status: z.number().int(),
  balance: z.string(),
  total_prepay_amount: z.string(),
  updated_at: dateTimeText.nullable(),
});
export type PrepayAccount = z.infer<typeof PrepayAccountSchema>;

export const PrepayAccountListSchema = z.object({
  list: z.array(PrepayAccountSchema),
  pagination: z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int() }),
  totals: z.object({ balance: z.string(), total_prepay_amount: z.string() }),
});
export type PrepayAccountList = z.infer<typeof PrepayAccountListSchema>;

// ---------- GET /fms/finance_prepay_account, /histories ----------

export const PrepayTargetQuerySchema = z.object({ target_type: targetTypeSchema, target_id: idSchema });
export type PrepayTargetQuery = z.infer<typeof PrepayTargetQuerySchema>;

/**
 * `GET /fms/finance_prepay_account`: by target (target_type and target_id), or by the account's own id
 * (`account_id`: a finance message names the account, so its detail page opens with `?id=`).
 */
export const PrepayAccountQuerySchema = z
  .object({ target_type: targetTypeSchema.optional(), target_id: idSchema.optional(), account_id: idSchema.optional() })
  .superRefine((v, ctx) => {
    if (v.account_id !== undefined) return;
    if (v.target_type === undefined) ctx.addIssue({ code: 'custom', path: ['target_type'], message: 'fms.prepay_target_invalid' });
    if (v.target_id === undefined) ctx.addIssue({ code: 'custom', path: ['target_id'], message: 'validation.id' });
  });
export type PrepayAccountQuery = z.infer<typeof PrepayAccountQuerySchema>;

const historyTypeSchema = plainNumber(z.number({ error: 'fms.history_type_invalid' })
  .refine((v): v is PrepayHistoryType => (PREPAY_HISTORY_TYPES as number[]).includes(v), 'fms.history_type_invalid'));

/** The history list's filters, also the parameters of its export (`GET …/histories/export`). */
export const PrepayHistoryFilterSchema = z.object({
  target_type: targetTypeSchema,
  target_id: idSchema,
  type: historyTypeSchema.optional(),
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
  doc_no: textSchema().trim().max(40, 'validation.text_too_long').optional(),
});
export type PrepayHistoryFilter = z.infer<typeof PrepayHistoryFilterSchema>;
export const PrepayHistoryQuerySchema = PaginationQuerySchema.extend(PrepayHistoryFilterSchema.shape);
export type PrepayHistoryQuery = z.infer<typeof PrepayHistoryQuerySchema>;

export const PrepayHistoryRowSchema = z.object({
  id: z.number().int(),
  target_type: targetTypeSchema,
  target_id: z.number().int(),
  ...movementFields,
});
export type PrepayHistoryRow = z.infer<typeof PrepayHistoryRowSchema>;

// ---------- POST /fms/finance_prepay_account/finance_adjust ----------

export const PrepayAdjustSchema = z.object({
  target_type: targetTypeSchema,
  target_id: idSchema,
  ...adjustmentFields,
});
export type PrepayAdjustBody = z.infer<typeof PrepayAdjustSchema>;

export const PrepayAdjustResultSchema = z.object({
  /** the history row written */
  id: z.number().int(),
  target_type: targetTypeSchema,
  target_id: z.number().int(),
  before_amount: z.string(),
  after_amount: z.string(),
  balance: z.string(),
  total_prepay_amount: z.string(),
});
export type PrepayAdjustResult = z.infer<typeof PrepayAdjustResultSchema>;
