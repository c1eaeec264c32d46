import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema, auditTrailFields } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { PaginationSchema } from '../common/response.schema';
import { dateSchema, flagSchema, idSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { listInput } from '../pms/pms-fields';
import { noteMoneySchema } from './fms-amount.schema';
import { SETTLEMENT_DOC_TYPES } from './settlement.schema';

/**
 * Payment notes (付款单, PN…; docs/trading-model.md §6, fms README "Payment notes"): money paid out to a supplier, a
 * logistics worker, a staff picker (a worker settlement's earner) or a customer (its balance paid back).
 * 0 pending audit → 1 audited. `amount` is cash paid now through the method; `prepay_used` is taken from the
 * supplier's or worker's prepay account; items allocate both to settlement orders at status 3; the rest is a
 * prepayment (supplier / worker) or the customer's balance paid back.
 */

export const PaymentNoteStatus = { pending: 0, audited: 1 } as const;
export const PAYMENT_NOTE_STATUSES = [0, 1] as const;
export const PAYMENT_NOTE_STATES = defineStates({
  states: PAYMENT_NOTE_STATUSES,
  actions: {
    update: { from: [0], to: 0, permission: 'fms:payment_note:update' },
    audit: { from: [0], to: 1, permission: 'fms:payment_note:audit' },
    delete: { from: [0], to: null, permission: 'fms:payment_note:delete' },
  },
});
export type PaymentNoteAction = ActionOf<typeof PAYMENT_NOTE_STATES>;
/** 1 by hand, 2 quick (made and audited from a settlement in one step) */
export const PaymentNoteSource = { manual: 1, quick: 2 } as const;

export const PAYMENT_NOTE_TARGET_TYPES = ['supplier', 'worker', 'staff', 'customer'] as const;
export type PaymentNoteTargetType = (typeof PAYMENT_NOTE_TARGET_TYPES)[number];
/** Whose prepay account a note may use or fill. */
export const PREPAY_NOTE_TARGETS: readonly PaymentNoteTargetType[] = ['supplier', 'worker'];
/** The settlement kind each target's items pay (a customer's note has none). */
export const SETTLEMENT_TYPE_OF_TARGET: Record<PaymentNoteTargetType, (typeof SETTLEMENT_DOC_TYPES)[number] | null> = {
  supplier: 'supplier_settlement',
  worker: 'worker_settlement',
  staff: 'worker_settlement',
  customer: null,
};

export const PAYMENT_NOTE_MAX_ITEMS = 200;
export const PAYMENT_NOTE_MAX_ATTACHMENTS = 9;

/** A money figure ≥ 0 with at most two decimals, as text ('0', '12.5'). */
export const noteAmountSchema = noteMoneySchema('zero');
const positiveAmount = noteMoneySchema('positive');

const targetTypeSchema = z.enum(PAYMENT_NOTE_TARGET_TYPES, { error: 'fms.pn_target_type_invalid' });
const settlementTypeSchema = z.enum(SETTLEMENT_DOC_TYPES, { error: 'fms.pn_item_type_invalid' });
const attachmentUrl = textSchema('fms.pn_attachment_invalid').trim().min(1, 'fms.pn_attachment_invalid').max(500, 'fms.pn_attachment_invalid');
const optionalId = z.union([z.literal('').transform(() => null), z.null(), idSchema]).optional().transform((v) => v ?? null);

// ---------- POST / PUT /fms/payment_note ----------

export const PaymentNoteItemInputSchema = z.object({
  target_type: settlementTypeSchema,
  target_id: idSchema,
  amount: positiveAmount,
  remark: optionalText(200),
});
export type PaymentNoteItemInput = z.infer<typeof PaymentNoteItemInputSchema>;

export const PaymentNoteBodySchema = z.object({
  target_type: targetTypeSchema,
  target_id: idSchema,
  /** the method the cash goes out through; needed when amount > 0; never the customer's balance (kind 5) */
  payment_config_id: optionalId,
  amount: noteAmountSchema.default('0'),
  prepay_used: noteAmountSchema.default('0'),
  /** the day the money went out (not in the future), tenant's calendar */
  pay_date: dateSchema(),
  attachments: listInput(attachmentUrl, PAYMENT_NOTE_MAX_ATTACHMENTS, 'fms.pn_attachments_too_many'),
  remark: optionalText(200),
  items: z
    .preprocess((v) => v ?? [], z.array(PaymentNoteItemInputSchema, { error: 'fms.pn_items_invalid' }).max(PAYMENT_NOTE_MAX_ITEMS, 'fms.pn_items_too_many')),
});
export type PaymentNoteBody = z.infer<typeof PaymentNoteBodySchema>;
export const UpdatePaymentNoteSchema = PaymentNoteBodySchema.extend({ id: idSchema });
export type UpdatePaymentNoteInput = z.infer<typeof UpdatePaymentNoteSchema>;

export const PaymentNoteAuditSchema = z.object({ remark: optionalText(200) });
export type PaymentNoteAuditInput = z.infer<typeof PaymentNoteAuditSchema>;

// ---------- POST /fms/payment_note/quick ----------

/** Pays one settlement's open amount in one step (made and audited). */
export const QuickPaymentNoteSchema = z.object({
  settlement_type: settlementTypeSchema,
  settlement_id: idSchema,
  payment_config_id: optionalId,
  /** cash paid now; absent: what is open after the prepay used */
  amount: noteAmountSchema.optional(),
  /** take from the target's prepay account first (up to what is open) */
  use_prepay: flagSchema.default(0),
  /** absent: today */
  pay_date: dateSchema().optional(),
  remark: optionalText(200),
});
export type QuickPaymentNoteInput = z.infer<typeof QuickPaymentNoteSchema>;

// ---------- GET /fms/payment_notes ----------

export const PaymentNoteFilterSchema = z.object({
  /** the number */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  target_type: targetTypeSchema.optional(),
  target_id: idSchema.optional(),
  /** part of the target's name */
  target_keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
  payment_config_id: idSchema.optional(),
  /** pay_date range, inclusive */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type PaymentNoteFilter = z.infer<typeof PaymentNoteFilterSchema>;
export const PaymentNoteListQuerySchema = PaginationQuerySchema.extend(PaymentNoteFilterSchema.shape);
export type PaymentNoteListQuery = z.infer<typeof PaymentNoteListQuerySchema>;

export const PaymentNoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.literal(PAYMENT_NOTE_STATUSES),
  status_name: z.string(),
  source: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  target_type: targetTypeSchema,
  target_type_name: z.string(),
  target_id: z.number().int(),
  target_name: z.string(),
  payment_config_id: z.number().int().nullable(),
  payment_config_name: z.string().nullable(),
  payment_kind: z.number().int().nullable(),
  payment_kind_name: z.string().nullable(),
  /** cash paid out */
  amount: z.string(),
  /** taken from the prepay account */
  prepay_used: z.string(),
  /** amount + prepay_used */
  total_amount: z.string(),
  /** Σ items */
  allocated_amount: z.string(),
  /** prepayment (supplier / worker) or balance paid back (customer) */
  unallocated_amount: z.string(),
  pay_date: z.string(),
  attachments: z.array(z.string()),
  remark: z.string().nullable(),
  item_count: z.number().int(),
  ...auditTrailFields,
});
export type PaymentNote = z.infer<typeof PaymentNoteSchema>;

export const PaymentNoteTotalsSchema = z.object({ amount: z.string(), prepay_used: z.string(), allocated_amount: z.string(), unallocated_amount: z.string() });
export type PaymentNoteTotals = z.infer<typeof PaymentNoteTotalsSchema>;

export const PaymentNoteListSchema = z.object({
  list: z.array(PaymentNoteSchema),
  pagination: PaginationSchema,
  /** per status ('0', '1') and `all`: how many match the other filters (the tabs) */
  counts: z.record(z.string(), z.number().int()),
  /** over every row matching the filters and the tab */
  totals: PaymentNoteTotalsSchema,
});
export type PaymentNoteList = z.infer<typeof PaymentNoteListSchema>;

// ---------- GET /fms/payment_note/{id} ----------

export const PaymentNoteItemSchema = z.object({
  id: z.number().int(),
  target_type: settlementTypeSchema,
  target_type_name: z.string(),
  target_id: z.number().int(),
  target_no: z.string(),
  amount: z.string(),
  remark: z.string().nullable(),
  /** the settlement as it is now */
  settlement_status: z.number().int(),
  settlement_status_name: z.string(),
  total_amount: z.string(),
  paid_amount: z.string(),
  open_amount: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type PaymentNoteItem = z.infer<typeof PaymentNoteItemSchema>;

/** A money-out row the audit posted. */
export const PaymentNoteMoneyOutSchema = z.object({ id: z.number().int(), type: z.number().int(), type_name: z.string(), amount: z.string(), remark: z.string().nullable() });

export const PaymentNoteDetailSchema = PaymentNoteSchema.extend({
  tenant_name: z.string(),
  items: z.array(PaymentNoteItemSchema),
  money_out: z.array(PaymentNoteMoneyOutSchema),
  logs: z.array(DocumentLogSchema),
});
export type PaymentNoteDetail = z.infer<typeof PaymentNoteDetailSchema>;

// ---------- GET /fms/payment_note/targets ----------

export const PaymentNoteTargetQuerySchema = z.object({
  target_type: targetTypeSchema,
  target_id: idSchema,
  /** the note being edited: its own items do not count as pending elsewhere */
  note_id: idSchema.optional(),
});
export type PaymentNoteTargetQuery = z.infer<typeof PaymentNoteTargetQuerySchema>;

/** A settlement order the target may be paid for (status 3, something open), oldest first. */
export const PayableSettlementSchema = z.object({
  settlement_type: settlementTypeSchema,
  settlement_id: z.number().int(),
  number: z.string(),
  store_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  total_amount: z.string(),
  paid_amount: z.string(),
  open_amount: z.string(),
  /** on other notes still pending audit */
  pending_amount: z.string(),
});
export type PayableSettlementRow = z.infer<typeof PayableSettlementSchema>;

export const PaymentNoteTargetSchema = z.object({
  target_type: targetTypeSchema,
  target_id: z.number().int(),
  target_name: z.string(),
  settlements: z.array(PayableSettlementSchema),
  /** the supplier's or worker's prepay balance (null for staff and customers) */
  prepay_balance: z.string().nullable(),
  /** the customer's balance (null for the others) */
  customer_balance: z.string().nullable(),
});
export type PaymentNoteTarget = z.infer<typeof PaymentNoteTargetSchema>;

// ---------- GET /fms/payment_note/target_options ----------

/** The form's payee picker: the first 20 of a kind matching the keyword (name, code or phone). */
export const PaymentTargetOptionQuerySchema = z.object({
  target_type: targetTypeSchema,
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  /** the chosen one, listed even when the keyword does not match it */
  id: idSchema.optional(),
});
export type PaymentTargetOptionQuery = z.infer<typeof PaymentTargetOptionQuerySchema>;
export const PaymentTargetOptionSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() });
export type PaymentTargetOption = z.infer<typeof PaymentTargetOptionSchema>;
export const PaymentTargetOptionsSchema = z.object({ list: z.array(PaymentTargetOptionSchema) });
