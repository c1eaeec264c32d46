import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, listOf } from '../common/response.schema';
import { dateSchema, idSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { PaymentStateSchema } from './payment-state.schema';

/**
 * Statements (对账单, docs/trading-model.md §4; oms README "Statements") of account-period customers: the delivered
 * account-period orders and the audited (or later) refunds of a period. 1 draft → 2 sent → 3 confirmed (by a
 * contact of the customer) → 4 settled; a draft may be deleted. source: 1 by hand, 2 the scheduled rule.
 */
export const STATEMENT_STATUS = { draft: 1, sent: 2, confirmed: 3, settled: 4 } as const;
export const STATEMENT_STATUSES = [1, 2, 3, 4] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_SOURCES = [1, 2] as const;

export const STATEMENT_STATES = defineStates({
  states: STATEMENT_STATUSES,
  actions: {
    send: { from: [1], to: 2, permission: 'oms:statement:send' },
    confirm: { from: [2], to: 3, permission: 'oms:statement:confirm' },
    settle: { from: [2, 3], to: 4, permission: 'oms:statement:settle' },
    delete: { from: [1], to: null, permission: 'oms:statement:delete' },
  },
});
/** The actions of `PUT /oms/statement/:id/{action}`. */
export type StatementAction = Exclude<ActionOf<typeof STATEMENT_STATES>, 'delete'>;

export const CreateStatementSchema = z.object({
  customer_id: idSchema,
  start_date: dateSchema('oms.statement_date_invalid'),
  end_date: dateSchema('oms.statement_date_invalid'),
  remark: optionalText(200),
});
export type CreateStatementInput = z.infer<typeof CreateStatementSchema>;

export const StatementActionBodySchema = z.object({ remark: optionalText(200) });
/** confirm: the contact of the customer who confirmed it */
export const ConfirmStatementSchema = z.object({ customer_user_id: idSchema, remark: optionalText(200) });

export const StatementFilterSchema = z.object({
  keyword: textSchema().trim().max(50).optional(),
  customer_id: idSchema.optional(),
  /** statements whose period ends within these dates */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export const StatementListQuerySchema = PaginationQuerySchema.extend(StatementFilterSchema.shape).extend({
  status: plainInt(z.number().int().min(1).max(4)).optional(),
});
export type StatementListQuery = z.infer<typeof StatementListQuerySchema>;

export const StatementRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  store_id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  account_period_id: z.number().int().nullable(),
  account_period_name: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  statement_date: z.string(),
  due_date: z.string(),
  status: z.literal(STATEMENT_STATUSES),
  source: z.literal(STATEMENT_SOURCES),
  order_count: z.number().int(),
  refund_count: z.number().int(),
  order_amount: z.string(),
  refund_amount: z.string(),
  total_amount: z.string(),
  /** what receipt notes have paid of it, and what is left (total − received) */
  received_amount: z.string(),
  open_amount: z.string(),
  remark: z.string().nullable(),
  confirmed_user_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
});
export type StatementRow = z.infer<typeof StatementRowSchema>;
export const StatementListSchema = listOf(StatementRowSchema).extend({ counts: z.record(z.string(), z.number().int()) });
export type StatementList = z.infer<typeof StatementListSchema>;

export const StatementItemSchema = z.object({
  id: z.number().int(),
  /** 1 an order (its delivered amount), 2 a refund (its refund amount, subtracted) */
  kind: z.literal([1, 2]),
  order_id: z.number().int().nullable(),
  refund_id: z.number().int().nullable(),
  number: z.string(),
  doc_date: z.string(),
  amount: z.string(),
});
export type StatementItem = z.infer<typeof StatementItemSchema>;

export const StatementDetailSchema = StatementRowSchema.extend({
  customer_phone: z.string(),
  sent_at: dateTimeText.nullable(),
  confirmed_at: dateTimeText.nullable(),
  settled_at: dateTimeText.nullable(),
  settle_remark: z.string().nullable(),
  tenant_name: z.string(),
  items: z.array(StatementItemSchema),
  logs: z.array(DocumentLogSchema),
}).extend(PaymentStateSchema.pick({ payable: true, receipts: true }).shape);
export type StatementDetail = z.infer<typeof StatementDetailSchema>;

export const StatementTransitionSchema = z.object({ id: z.number().int(), status: z.literal(STATEMENT_STATUSES) });
export type StatementTransition = z.infer<typeof StatementTransitionSchema>;
