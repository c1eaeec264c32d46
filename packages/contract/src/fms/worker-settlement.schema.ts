import { z } from 'zod';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, listOf } from '../common/response.schema';
import { dateSchema, idSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { SETTLEMENT_STATUSES, SettlementProgressSchema, WORKER_SETTLEMENT_TARGET_TYPES } from './settlement.schema';

/**
 * Worker settlement orders (工人结算单, WS…; docs/trading-model.md §6, fms README "Worker settlements"): one earner's
 * (a staff picker or a logistics worker) unsettled earnings of a period in one store. States and actions
 * are settlement.schema.ts's; its items are `fms_worker_earnings` rows.
 */

/** Most earnings one settlement takes when they are chosen one by one. */
export const WORKER_SETTLEMENT_MAX_EARNINGS = 2000;

const targetType = z.enum(WORKER_SETTLEMENT_TARGET_TYPES, { error: 'fms.ws_target_type_invalid' });
const periodDate = dateSchema('fms.ws_date_invalid');

/** A period: calendar days in the tenant's zone (earnings by their created_at), both ends inclusive. */
export const WorkerSettlementPeriodSchema = z.object({ start_date: periodDate, end_date: periodDate });
export type WorkerSettlementPeriod = z.infer<typeof WorkerSettlementPeriodSchema>;

export const WorkerSettlementCandidatesQuerySchema = WorkerSettlementPeriodSchema.extend({ target_type: targetType, target_id: idSchema });
export type WorkerSettlementCandidatesQuery = z.infer<typeof WorkerSettlementCandidatesQuerySchema>;

export const CreateWorkerSettlementSchema = WorkerSettlementCandidatesQuerySchema.extend({
  remark: optionalText(200),
  /** the earnings chosen; absent: every unsettled earning of the earner in the period and store */
  earning_ids: z
    .array(idSchema, { error: 'fms.ws_earnings_required' })
    .min(1, 'fms.ws_earnings_required')
    .max(WORKER_SETTLEMENT_MAX_EARNINGS, 'fms.ws_earnings_too_many')
    .optional(),
});
export type CreateWorkerSettlementInput = z.infer<typeof CreateWorkerSettlementSchema>;

export const WorkerSettlementRemarkSchema = z.object({ remark: optionalText(200) });
/** `PUT /remove`: the earning to take off its (draft) settlement. */
export const RemoveWorkerSettlementEarningSchema = z.object({ remove_id: idSchema });

export const WorkerSettlementFilterSchema = z.object({
  /** the number */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  target_type: targetType.optional(),
  /** the earner's id (with target_type) */
  target_id: idSchema.optional(),
  /** the earner's name or phone */
  target_keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  /** settlements whose period overlaps these dates */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export const WorkerSettlementListQuerySchema = PaginationQuerySchema.extend(WorkerSettlementFilterSchema.shape).extend({
  status: plainInt(z.number({ error: 'fms.ws_status_invalid' }).int('fms.ws_status_invalid').min(1, 'fms.ws_status_invalid').max(4, 'fms.ws_status_invalid')).optional(),
});
export type WorkerSettlementListQuery = z.infer<typeof WorkerSettlementListQuerySchema>;

export const WorkerSettlementRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  target_type: targetType,
  target_type_name: z.string(),
  target_id: z.number().int(),
  target_name: z.string(),
  target_phone: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.literal(SETTLEMENT_STATUSES),
  status_name: z.string(),
  earning_count: z.number().int(),
}).extend(SettlementProgressSchema.shape);
export type WorkerSettlementRow = z.infer<typeof WorkerSettlementRowSchema>;

export const WorkerSettlementTotalsSchema = z.object({ earning_count: z.number().int(), total_amount: z.string(), paid_amount: z.string(), open_amount: z.string() });
export const WorkerSettlementListSchema = listOf(WorkerSettlementRowSchema).extend({
  /** per status (and `all`): how many match the other filters — the tabs */
  counts: z.record(z.string(), z.number().int()),
  /** over every row matching the filters and tab */
  totals: WorkerSettlementTotalsSchema,
});
export type WorkerSettlementList = z.infer<typeof WorkerSettlementListSchema>;

/** An earning as the add and detail pages show it. */
export const WorkerEarningRowSchema = z.object({
  id: z.number().int(),
  source_type: z.string(),
  source_type_name: z.string(),
  source_id: z.number().int(),
  source_no: z.string().nullable(),
  amount: z.string(),
  /** how it was worked out, in the caller's language ("3 lines", "per stop · 12 stops · driver") */
  detail_summary: z.string(),
  /** the calendar day it was earned, in the tenant's zone */
  date: z.string(),
  created_at: dateTimeText,
  settlement_id: z.number().int().nullable(),
  settled_at: dateTimeText.nullable(),
});
export type WorkerEarningRow = z.infer<typeof WorkerEarningRowSchema>;

const sourceSum = z.object({ source_type: z.string(), source_type_name: z.string(), count: z.number().int(), amount: z.string() });

/** An earner with unsettled earnings in the period (the add page's first step). */
export const WorkerSettlementEarnerSchema = z.object({
  target_type: targetType,
  target_type_name: z.string(),
  target_id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  count: z.number().int(),
  amount: z.string(),
  by_source: z.array(sourceSum),
});
export type WorkerSettlementEarner = z.infer<typeof WorkerSettlementEarnerSchema>;
export const WorkerSettlementEarnersSchema = z.object({ list: z.array(WorkerSettlementEarnerSchema) });
export type WorkerSettlementEarners = z.infer<typeof WorkerSettlementEarnersSchema>;

export const WorkerSettlementCandidatesSchema = z.object({
  list: z.array(WorkerEarningRowSchema),
  totals: z.object({ count: z.number().int(), amount: z.string() }),
});
export type WorkerSettlementCandidates = z.infer<typeof WorkerSettlementCandidatesSchema>;

/** A payment note item paying the settlement. */
export const WorkerSettlementPaymentSchema = z.object({
  note_id: z.number().int(),
  note_no: z.string(),
  /** the note's: 0 pending audit, 1 audited */
  note_status: z.number().int(),
  pay_date: z.string(),
  payment_name: z.string().nullable(),
  amount: z.string(),
  created_by_name: z.string().nullable(),
  audited_at: dateTimeText.nullable(),
});
export type WorkerSettlementPayment = z.infer<typeof WorkerSettlementPaymentSchema>;

export const WorkerSettlementDetailSchema = WorkerSettlementRowSchema.extend({
  tenant_name: z.string(),
  /** per source type: how many and how much (the detail's summary) */
  by_source: z.array(sourceSum),
  earnings: z.array(WorkerEarningRowSchema),
  payments: z.array(WorkerSettlementPaymentSchema),
  logs: z.array(DocumentLogSchema),
});
export type WorkerSettlementDetail = z.infer<typeof WorkerSettlementDetailSchema>;
