import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { PaginationSchema, dateTimeText } from '../common/response.schema';
import { dateSchema, idSchema, plainInt, textSchema } from '../common/validation';
import { MONEY_TARGET_TYPES } from './fms-config.schema';

/**
 * The cash journals (资金流水: money in / money out histories; fms README "Money journals"): one row per
 * movement of real money, posted by receipt and payment notes' audits. Read-only lists of the current store.
 */

export const MoneyHistoryFilterSchema = z.object({
  /** MoneyInType / MoneyOutType */
  type: plainInt(z.number({ error: 'fms.history_type_invalid' }).int('fms.history_type_invalid').min(1, 'fms.history_type_invalid').max(99, 'fms.history_type_invalid')).optional(),
  payment_config_id: idSchema.optional(),
  payment_kind: plainInt(z.number({ error: 'fms.payment_kind_invalid' }).int('fms.payment_kind_invalid').min(1, 'fms.payment_kind_invalid').max(5, 'fms.payment_kind_invalid')).optional(),
  target_type: z.enum(MONEY_TARGET_TYPES, { error: 'fms.pn_target_type_invalid' }).optional(),
  target_id: idSchema.optional(),
  /** part of the target's name */
  target_keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  /** part of the document's number */
  doc_no: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  /** occurred_on range, inclusive */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type MoneyHistoryFilter = z.infer<typeof MoneyHistoryFilterSchema>;
export const MoneyHistoryListQuerySchema = PaginationQuerySchema.extend(MoneyHistoryFilterSchema.shape);
export type MoneyHistoryListQuery = z.infer<typeof MoneyHistoryListQuerySchema>;

export const MoneyHistoryRowSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  type: z.number().int(),
  type_name: z.string(),
  payment_config_id: z.number().int(),
  payment_config_name: z.string(),
  payment_kind: z.number().int(),
  payment_kind_name: z.string(),
  amount: z.string(),
  target_type: z.enum(MONEY_TARGET_TYPES),
  target_type_name: z.string(),
  target_id: z.number().int(),
  target_name: z.string(),
  doc_type: z.string(),
  doc_type_name: z.string(),
  doc_id: z.number().int(),
  doc_no: z.string(),
  occurred_on: z.string(),
  remark: z.string().nullable(),
  staff_name: z.string().nullable(),
  created_at: dateTimeText,
});
export type MoneyHistoryRow = z.infer<typeof MoneyHistoryRowSchema>;

export const MoneyHistoryListSchema = z.object({
  list: z.array(MoneyHistoryRowSchema),
  pagination: PaginationSchema,
  /** over every matching row */
  totals: z.object({ amount: z.string(), count: z.number().int() }),
});
export type MoneyHistoryList = z.infer<typeof MoneyHistoryListSchema>;
