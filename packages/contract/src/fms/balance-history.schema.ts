import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { dateSchema, idSchema, plainNumber, requiredText, textSchema } from '../common/validation';

/** The two moving fields of a customer account (docs/trading-model.md §6): prepaid money, and the receivable. */
export const CUSTOMER_ACCOUNT_FIELDS = ['balance', 'need_pay'] as const;
export type CustomerAccountField = (typeof CUSTOMER_ACCOUNT_FIELDS)[number];

/**
 * Why a customer account moved: `fms_balance_histories.type` (smallint). New causes take the next free
 * number here and a name in `fms.messages.ts` (`fms.balance_type.<n>`); the database does not list them,
 * so adding one needs no migration. A number once used keeps its meaning.
 */
export const CustomerAccountHistoryType = {
  /** money received as prepayment: balance + (also adds to total_prepay_amount) */
  prepay: 1,
  /** money received against receivables (receipt note settling orders or statements): need_pay − */
  receipt: 2,
  /** an order paid from the balance (pay type 3): balance − */
  orderBalancePay: 3,
  /** an account-period order delivered: need_pay + */
  orderDelivered: 4,
  /** an order refund credited: balance + or need_pay − */
  orderRefund: 5,
  /** an order cancelled after it was paid from the balance: balance + */
  orderCancel: 6,
  /** a manual change by finance with a reason (POST /fms/customer_account/finance_adjust) */
  financeAdjust: 7,
  /** balance paid back to the customer (a payment note): balance − */
  balanceWithdraw: 8,
  /** an order paid before delivery and delivered short: the excess back to the balance: balance + */
  orderShortDelivered: 9,
  /** an invite reward credited to the inviter or the invitee (crm's invite rewards): balance + */
  inviteReward: 10,
  /** what a customer owed or had prepaid before the business moved in (the opening balances import): need_pay + or balance + */
  opening: 11,
} as const;
export type CustomerAccountHistoryType = (typeof CustomerAccountHistoryType)[keyof typeof CustomerAccountHistoryType];
export const CUSTOMER_ACCOUNT_HISTORY_TYPES = Object.values(CustomerAccountHistoryType) as CustomerAccountHistoryType[];

const historyTypeSchema = plainNumber(z.number({ error: 'fms.history_type_invalid' })
  .refine((v): v is CustomerAccountHistoryType => (CUSTOMER_ACCOUNT_HISTORY_TYPES as number[]).includes(v), 'fms.history_type_invalid'));

const fieldSchema = z.enum(CUSTOMER_ACCOUNT_FIELDS, { error: 'fms.account_field_invalid' });

/**
 * A signed money amount as the API and the posting function take it: at most 12 whole digits and 2
 * decimals, never zero ('-12.50', '300', 8.5). Normalised to its text.
 */
export const SIGNED_AMOUNT_PATTERN = /^-?\d{1,12}(\.\d{1,2})?$/;
export const signedAmountSchema = z
  .union([z.string(), z.number()], { error: 'fms.amount_invalid' })
  .transform((v) => String(v).trim())
  .refine((v) => SIGNED_AMOUNT_PATTERN.test(v), { message: 'fms.amount_invalid', abort: true })
  .refine((v) => /[1-9]/.test(v), 'fms.amount_zero');

// ---------- GET /fms/customer_account/balance_histories ----------

/** The history list's filters, also the parameters of its export (`GET …/balance_histories/export`). */
export const BalanceHistoryFilterSchema = z.object({
  customer_id: idSchema,
  field: fieldSchema.optional(),
  type: historyTypeSchema.optional(),
  /** YYYY-MM-DD, the day's start in the tenant's time zone */
  start_date: dateSchema().optional(),
  /** YYYY-MM-DD, inclusive */
  end_date: dateSchema().optional(),
  /** a document number, exact */
  doc_no: textSchema().trim().max(40, 'validation.text_too_long').optional(),
});
export type BalanceHistoryFilter = z.infer<typeof BalanceHistoryFilterSchema>;
export const BalanceHistoryQuerySchema = PaginationQuerySchema.extend(BalanceHistoryFilterSchema.shape);
export type BalanceHistoryQuery = z.infer<typeof BalanceHistoryQuerySchema>;

/**
 * What a row of a money history says of its movement, for customer accounts and prepay accounts alike:
 * its kind, the amount signed, the value before and after, the document that caused it, who and when.
 */
export const movementFields = {
  type: z.number().int(),
  type_name: z.string(),
  amount: z.string(),
  before_amount: z.string(),
  after_amount: z.string(),
  doc_type: z.string().nullable(),
  doc_id: z.number().int().nullable(),
  doc_no: z.string().nullable(),
  remark: z.string().nullable(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  created_at: dateTimeText,
};

/** One movement of a customer account: amount signed, the field's value before and after it. */
export const BalanceHistoryRowSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  field: fieldSchema,
  /** the field's name in the caller's language (余额 / 应收) */
  field_name: z.string(),
  ...movementFields,
});
export type BalanceHistoryRow = z.infer<typeof BalanceHistoryRowSchema>;

// ---------- POST /fms/customer_account/finance_adjust ----------

/** A manual change by finance, of a customer account or a prepay account: the amount signed and its reason. */
export const adjustmentFields = {
  amount: signedAmountSchema,
  reason: requiredText(200, 'fms.adjust_reason_required'),
};

/** A manual change of one field with a reason: `type` names the field (spec: type balance / need_pay). */
export const FinanceAdjustSchema = z.object({
  customer_id: idSchema,
  type: fieldSchema,
  ...adjustmentFields,
});
export type FinanceAdjustBody = z.infer<typeof FinanceAdjustSchema>;

export const FinanceAdjustResultSchema = z.object({
  /** the history row written */
  id: z.number().int(),
  customer_id: z.number().int(),
  field: fieldSchema,
  before_amount: z.string(),
  after_amount: z.string(),
  balance: z.string(),
  need_pay: z.string(),
  total_prepay_amount: z.string(),
});
export type FinanceAdjustResult = z.infer<typeof FinanceAdjustResultSchema>;

/** One account whose stored field differs from the sum of its history rows (checkMoneyLedger): there must be none. */
export const MoneyCheckRowSchema = z.union([
  z.object({
    tenant_id: z.number().int(),
    customer_id: z.number().int(),
    /** total_prepay_amount: the sum of the positive prepay rows of the balance */
    field: z.enum([...CUSTOMER_ACCOUNT_FIELDS, 'total_prepay_amount']),
    stored: z.string(),
    expected: z.string(),
  }),
  /** a supplier's or worker's prepay account (fms_prepay_accounts against fms_prepay_histories) */
  z.object({
    tenant_id: z.number().int(),
    target_type: z.enum(['supplier', 'worker']),
    target_id: z.number().int(),
    field: z.enum(['prepay_balance', 'prepay_total']),
    stored: z.string(),
    expected: z.string(),
  }),
  /**
   * A journal against its documents: the money-in rows of a receipt note (field 'money_in') or the
   * money-out rows of a payment note ('money_out') against what the audited note moved in cash; a
   * settlement order's paid amount against its audited payment note items ('settlement_paid').
   */
  z.object({
    tenant_id: z.number().int(),
    doc_type: z.enum(['receipt_note', 'payment_note', 'supplier_settlement', 'worker_settlement']),
    doc_id: z.number().int(),
    field: z.enum(['money_in', 'money_out', 'settlement_paid']),
    stored: z.string(),
    expected: z.string(),
  }),
]);
export type MoneyCheckRow = z.infer<typeof MoneyCheckRowSchema>;
