import { z } from 'zod';
import { defineStates } from '../common/document-states';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { dateSchema, idSchema, intSchema, isCalendarDate, optionalIdSchema, optionalText, orNone, plainInt, textSchema } from '../common/validation';

/** A plan's states: 1 in progress → 2 finished (every instalment) or 0 cancelled. */
export const PAYMENT_PLAN_STATUSES = [1, 2, 0] as const;
export type PaymentPlanStatus = (typeof PAYMENT_PLAN_STATUSES)[number];

/**
 * The plan's actions (docs/architecture.md §15): edit and cancel while in progress; finishing an instalment
 * keeps it in progress or, the last one, finishes it; delete only while nothing is paid (the service checks).
 */
export const paymentPlanStates = defineStates({
  states: PAYMENT_PLAN_STATUSES,
  actions: {
    update: { from: [1], to: 1, permission: 'crm:payment_plan:update' },
    finish: { from: [1], to: [1, 2], permission: 'crm:payment_plan:finish' },
    cancel: { from: [1], to: 0, permission: 'crm:payment_plan:cancel' },
    delete: { from: [1, 0], to: null, permission: 'crm:payment_plan:delete' },
  },
});

/** How the customer means to pay an instalment. */
export const PAYMENT_PLAN_METHODS = [1, 2, 3, 4, 5] as const;
/** An instalment: 0 open, 1 finished (paid by a receipt note); `overdue` says an open one's date has passed. */
export const INSTALMENT_STATUSES = [0, 1] as const;
/** At most this many instalments per plan. */
export const PAYMENT_PLAN_MAX_ITEMS = 36;
/** Remind at most this many days before an instalment's date. */
export const PAYMENT_PLAN_REMIND_MAX_DAYS = 60;

/** An instalment's amount, normalised to its text: above 0, at most 12 whole digits and 2 decimals. */
const money = z
  .union([z.string(), z.number()], { error: 'crm.pp_amount_invalid' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v) && /[1-9]/.test(v), 'crm.pp_amount_invalid');

export const InstalmentInputSchema = z.object({
  /** an open instalment of the plan being edited; none: a new one */
  id: optionalIdSchema,
  amount: money,
  due_date: dateSchema('crm.pp_due_date_invalid'),
  method: plainInt(z.number({ error: 'crm.pp_method_invalid' })
    .int('crm.pp_method_invalid')
    .refine((v) => (PAYMENT_PLAN_METHODS as readonly number[]).includes(v), 'crm.pp_method_invalid')),
  remind_days: orNone(intSchema(0, PAYMENT_PLAN_REMIND_MAX_DAYS, 'crm.pp_remind_invalid')),
  remark: optionalText(200),
});
export type InstalmentInput = z.infer<typeof InstalmentInputSchema>;

/**
 * POST /crm/payment_plan, PUT /crm/payment_plan/{id}: a customer's plan (a customer the caller sees) and its
 * instalments. `ref_no` names the order or statement it is for (a reference, as written). On an edit the
 * instalments are the open ones: finished instalments stay as they are and are not sent.
 */
export const PaymentPlanInputSchema = z.object({
  customer_id: plainInt(z.number({ error: 'crm.pp_customer_required' }).int('crm.pp_customer_required').positive('crm.pp_customer_required')),
  title: textSchema('crm.pp_title_required').trim().min(1, 'crm.pp_title_required').max(50, 'crm.pp_title_too_long'),
  ref_no: optionalText(40),
  remark: optionalText(200),
  items: z
    .array(InstalmentInputSchema, { error: 'crm.pp_items_required' })
    .min(1, 'crm.pp_items_required')
    .max(PAYMENT_PLAN_MAX_ITEMS, 'crm.pp_items_too_many'),
});
export type PaymentPlanInput = z.infer<typeof PaymentPlanInputSchema>;

/** PUT /crm/payment_plan/{id}/finish/{x}: the audited receipt note of the plan's customer that paid instalment x. */
export const FinishInstalmentSchema = z.object({ receipt_note_id: plainInt(z.number({ error: 'crm.pp_receipt_required' }).int('crm.pp_receipt_required').positive('crm.pp_receipt_required')), remark: optionalText(200) });
export type FinishInstalmentInput = z.infer<typeof FinishInstalmentSchema>;
export const FinishParamsSchema = z.object({ id: idSchema, x: idSchema });

export const InstalmentSchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  amount: z.string(),
  due_date: z.string(),
  method: z.number().int(),
  method_text: z.string(),
  remind_days: z.number().int().nullable(),
  remark: z.string().nullable(),
  status: z.literal(INSTALMENT_STATUSES),
  /** open and its date has passed (tenant's calendar) */
  overdue: z.boolean(),
  status_text: z.string().describe('待回款 / 已回款 / 已逾期'),
  receipt_note_id: z.number().int().nullable(),
  receipt_note_no: z.string().nullable(),
  finished_at: dateTimeText.nullable(),
  finished_by_name: z.string().nullable(),
});
export type Instalment = z.infer<typeof InstalmentSchema>;

export const PaymentPlanSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  ref_no: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.literal(PAYMENT_PLAN_STATUSES),
  status_text: z.string(),
  total_amount: z.string(),
  paid_amount: z.string(),
  open_amount: z.string(),
  item_count: z.number().int(),
  finished_count: z.number().int(),
  overdue_count: z.number().int(),
  /** the earliest open instalment's date */
  next_due_date: z.string().nullable(),
  store_name: z.string(),
  created_by_name: z.string(),
  created_at: dateTimeText,
  /** the instalments: always in the detail, in the list with `with_items=1` */
  items: z.array(InstalmentSchema).optional(),
});
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>;

export const PaymentPlanLogSchema = z.object({ id: z.number().int(), action: z.string(), to_status: z.number().int(), action_text: z.string(), staff_name: z.string().nullable(), remark: z.string().nullable(), created_at: dateTimeText });
export const PaymentPlanDetailSchema = PaymentPlanSchema.extend({ items: z.array(InstalmentSchema), logs: z.array(PaymentPlanLogSchema) });
export type PaymentPlanDetail = z.infer<typeof PaymentPlanDetailSchema>;

const planDate = z.string().trim().refine(isCalendarDate, 'validation.date_invalid').optional();

/** GET /crm/payment_plans: keyword (number, title, customer, reference), customer, state, overdue only, instalment dates in a range. */
export const PaymentPlanListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  customer_id: optionalIdSchema,
  status: plainInt(z.number().int().refine((v) => (PAYMENT_PLAN_STATUSES as readonly number[]).includes(v), 'crm.pp_status_invalid')).optional(),
  overdue: plainInt(z.literal([0, 1], { error: 'validation.flag_invalid' })).optional(),
  start_date: planDate,
  end_date: planDate,
  sort: z.enum(['created_at', 'total_amount', 'next_due_date']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** 1: each plan carries its instalments (`items`), as the customer drawer shows them */
  with_items: plainInt(z.literal([0, 1], { error: 'validation.flag_invalid' })).optional(),
});
export type PaymentPlanListQuery = z.infer<typeof PaymentPlanListQuerySchema>;

/** GET /crm/payment_plan/{id}/receipts: the customer's audited receipt notes with something not yet counted by plans. */
export const PlanReceiptSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  receipt_date: z.string(),
  amount: z.string(),
  /** counted by payment plans already */
  used_amount: z.string(),
  left_amount: z.string(),
});
export type PlanReceipt = z.infer<typeof PlanReceiptSchema>;
