import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, textSchema } from '../common/validation';

/**
 * `GET /fms/customer_account`: a customer's balances as two-decimal strings (zeros before its first
 * movement), with who the customer is for the account's detail page.
 */
export const CustomerAccountSchema = z.object({
  customer_id: z.number().int(),
  balance: z.string(),
  need_pay: z.string(),
  total_prepay_amount: z.string(),
  customer_name: z.string().optional(),
  customer_phone: z.string().nullable().optional(),
  store_name: z.string().nullable().optional(),
  sales_name: z.string().nullable().optional(),
  /** the customer's account period: open (1) and its credit limit */
  is_open_payment_day: z.number().int().optional(),
  payment_amount: z.string().nullable().optional(),
  /** the last movement's time; null before the first */
  updated_at: dateTimeText.nullable().optional(),
});
export type CustomerAccount = z.infer<typeof CustomerAccountSchema>;

// ---------- GET /fms/customer_accounts (+ /export) ----------

export const CustomerAccountFilterSchema = z.object({
  /** the customer's id, name, phone or initials (crm's search) */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  /** the customer's store */
  store_id: idSchema.optional(),
  /** 1: only accounts holding a balance */
  has_balance: flagSchema.optional(),
  /** 1: only accounts with something receivable */
  has_need_pay: flagSchema.optional(),
});
export type CustomerAccountFilter = z.infer<typeof CustomerAccountFilterSchema>;
export const CustomerAccountListQuerySchema = PaginationQuerySchema.extend(CustomerAccountFilterSchema.shape);
export type CustomerAccountListQuery = z.infer<typeof CustomerAccountListQuerySchema>;

/** One row of the list: the visible customer (id = the customer's id) and its account. */
export const CustomerAccountRowSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  store_id: z.number().int(),
  store_name: z.string().nullable(),
  sales_name: z.string().nullable(),
  is_open_payment_day: zeroOrOne,
  payment_amount: z.string().nullable(),
  balance: z.string(),
  need_pay: z.string(),
  total_prepay_amount: z.string(),
  updated_at: dateTimeText.nullable(),
});
export type CustomerAccountRow = z.infer<typeof CustomerAccountRowSchema>;

export const CustomerAccountTotalsSchema = z.object({ balance: z.string(), need_pay: z.string(), total_prepay_amount: z.string() });
export type CustomerAccountTotals = z.infer<typeof CustomerAccountTotalsSchema>;

export const CustomerAccountListSchema = z.object({
  list: z.array(CustomerAccountRowSchema),
  pagination: z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int() }),
  /** the sums over every row the filters match, not only this page */
  totals: CustomerAccountTotalsSchema,
});
export type CustomerAccountList = z.infer<typeof CustomerAccountListSchema>;
