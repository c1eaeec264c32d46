import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema, auditTrailFields } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { PaginationSchema } from '../common/response.schema';
import { dateSchema, idSchema, intSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { listInput } from '../pms/pms-fields';
import { noteMoneySchema } from './fms-amount.schema';

/**
 * Receipt notes (收款单, RN…; docs/trading-model.md §6, fms README "Receipt notes"): money a customer paid, allocated to
 * orders and statements (oms's settlement sources); the unallocated rest goes to the customer's balance as a
 * prepayment. 0 pending audit → 1 audited (posts the account, the targets and the money-in journal).
 */
export const ReceiptNoteStatus = { pending: 0, audited: 1 } as const;
export const RECEIPT_NOTE_STATUSES = [0, 1] as const;
export const RECEIPT_NOTE_STATES = defineStates({
  states: RECEIPT_NOTE_STATUSES,
  actions: {
    update: { from: [0], to: 0, permission: 'fms:receipt_note:update' },
    audit: { from: [0], to: 1, permission: 'fms:receipt_note:audit' },
    delete: { from: [0], to: null, permission: 'fms:receipt_note:delete' },
  },
});
export type ReceiptNoteAction = ActionOf<typeof RECEIPT_NOTE_STATES>;
/** 1 by hand, 2 quick (made and audited from an order or statement in one step), 3 cash collected at a sign-in */
export const ReceiptNoteSource = { manual: 1, quick: 2, signIn: 3 } as const;
export const RECEIPT_NOTE_SOURCES = [1, 2, 3] as const;
export const RECEIPT_TARGET_TYPES = ['order', 'statement'] as const;
export type ReceiptTargetType = (typeof RECEIPT_TARGET_TYPES)[number];
export const RECEIPT_NOTE_MAX_ITEMS = 100;
export const RECEIPT_NOTE_MAX_ATTACHMENTS = 9;
/** The form offers at most this many open targets per kind. */
export const RECEIPT_TARGETS_LIMIT = 200;

/** A positive amount with at most 2 decimals and 12 whole digits, normalised to its text ('12.5', 300 → '300'). */
export const receiptAmountSchema = noteMoneySchema('positive');

const targetTypeSchema = z.enum(RECEIPT_TARGET_TYPES, { error: 'fms.rn_target_type_invalid' });
const attachmentUrl = textSchema('fms.rn_attachment_invalid').trim().min(1, 'fms.rn_attachment_invalid').max(500, 'fms.rn_attachment_invalid');

export const ReceiptNoteItemInputSchema = z.object({
  target_type: targetTypeSchema,
  target_id: idSchema,
  amount: receiptAmountSchema,
  remark: optionalText(200),
});
export type ReceiptNoteItemInput = z.infer<typeof ReceiptNoteItemInputSchema>;

const noteBody = z.object({
  customer_id: idSchema,
  payment_config_id: idSchema,
  amount: receiptAmountSchema,
  /** the day the money came in (the tenant's calendar): not in the future */
  receipt_date: dateSchema(),
  attachments: listInput(attachmentUrl, RECEIPT_NOTE_MAX_ATTACHMENTS, 'fms.rn_attachments_too_many'),
  remark: optionalText(200),
  /** what it pays; none: all of it is a prepayment to the balance */
  items: z.array(ReceiptNoteItemInputSchema, { error: 'validation.invalid' }).max(RECEIPT_NOTE_MAX_ITEMS, 'fms.rn_items_too_many').default([]),
});
export const CreateReceiptNoteSchema = noteBody;
export type CreateReceiptNoteInput = z.infer<typeof CreateReceiptNoteSchema>;
export const UpdateReceiptNoteSchema = noteBody.extend({ id: idSchema });
export type UpdateReceiptNoteInput = z.infer<typeof UpdateReceiptNoteSchema>;

/** `POST /fms/receipt_note/quick`: one order or statement paid now; amount defaults to its open amount. */
export const QuickReceiptNoteSchema = z.object({
  target_type: targetTypeSchema,
  target_id: idSchema,
  payment_config_id: idSchema,
  amount: receiptAmountSchema.optional(),
  receipt_date: dateSchema().optional(),
  remark: optionalText(200),
});
export type QuickReceiptNoteInput = z.infer<typeof QuickReceiptNoteSchema>;

export const RECEIPT_NOTE_SORT_FIELDS = ['created_at', 'receipt_date', 'amount'] as const;

export const ReceiptNoteFilterSchema = z.object({
  /** the note's number */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  customer_id: idSchema.optional(),
  /** the customer's name, phone or initials (crm's search) */
  customer_keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
  payment_config_id: idSchema.optional(),
  source: plainInt(z.number().int().min(1).max(3)).optional(),
  /** which day the range reads: the receipt date (default) or the audit day (the tenant's calendar) */
  date_type: z.enum(['receipt', 'audited']).default('receipt'),
  /** the day the range reads, both ends inclusive */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
  /** the customer's current owner (crm's `sales_id`): a staff member */
  sales_id: idSchema.optional(),
  /** the customer's current owner in this department or one below it */
  dept_id: idSchema.optional(),
  /** 1: only the notes business goals count as receipts (audited, not paid from the customer's balance) */
  goal_counted: intSchema(1, 1).optional(),
  /** an order's or statement's number on one of its items */
  target_no: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  sort: z.enum(RECEIPT_NOTE_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ReceiptNoteFilter = z.infer<typeof ReceiptNoteFilterSchema>;
export const ReceiptNoteListQuerySchema = PaginationQuerySchema.extend(ReceiptNoteFilterSchema.shape);
export type ReceiptNoteListQuery = z.infer<typeof ReceiptNoteListQuerySchema>;

export const ReceiptNoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.literal(RECEIPT_NOTE_STATUSES),
  status_name: z.string(),
  source: z.number().int(),
  source_name: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  payment_config_id: z.number().int().nullable(),
  payment_name: z.string().nullable(),
  payment_kind: z.number().int().nullable(),
  payment_kind_name: z.string().nullable(),
  amount: z.string(),
  allocated_amount: z.string(),
  unallocated_amount: z.string(),
  receipt_date: z.string(),
  /** the numbers of what it pays, in the items' order */
  target_nos: z.array(z.string()),
  sign_in_id: z.number().int().nullable(),
  remark: z.string().nullable(),
  ...auditTrailFields,
});
export type ReceiptNote = z.infer<typeof ReceiptNoteSchema>;

export const ReceiptNoteTotalsSchema = z.object({ amount: z.string(), allocated_amount: z.string(), unallocated_amount: z.string() });
export type ReceiptNoteTotals = z.infer<typeof ReceiptNoteTotalsSchema>;

export const ReceiptNoteListSchema = z.object({
  list: z.array(ReceiptNoteSchema),
  pagination: PaginationSchema,
  /** per status (and `all`), how many notes match the other filters: the tabs */
  counts: z.record(z.string(), z.number().int()),
  /** the sums over every row the filters match (status tab included), not only this page */
  totals: ReceiptNoteTotalsSchema,
});
export type ReceiptNoteList = z.infer<typeof ReceiptNoteListSchema>;

/** An order or statement as the form and the detail show it: what is due, paid and still open now. */
export const ReceiptTargetSchema = z.object({
  target_type: z.enum(RECEIPT_TARGET_TYPES),
  target_id: z.number().int(),
  target_no: z.string(),
  date: z.string(),
  due_amount: z.string(),
  paid_amount: z.string(),
  open_amount: z.string(),
  state_name: z.string(),
  /** paying it lowers the customer's receivable */
  receivable: z.boolean(),
  /** why it cannot be paid now, in the caller's language; null when it can */
  refusal: z.string().nullable(),
  /**
   * notes pending audit that already allocate to it (a driver's cash sign-in makes one, source 3): the form
   * shows them so the same money is not collected twice; empty where the read does not ask (a note's detail)
   */
  pending_notes: z.array(z.object({ note_id: z.number().int(), note_no: z.string(), source: z.number().int(), amount: z.string() })),
});
export type ReceiptTarget = z.infer<typeof ReceiptTargetSchema>;

export const ReceiptNoteItemSchema = z.object({
  id: z.number().int(),
  target_type: z.enum(RECEIPT_TARGET_TYPES),
  target_id: z.number().int(),
  target_no: z.string(),
  amount: z.string(),
  remark: z.string().nullable(),
  /** the target now; null when it is gone */
  target: ReceiptTargetSchema.nullable(),
});
export type ReceiptNoteItem = z.infer<typeof ReceiptNoteItemSchema>;

export const ReceiptAccountSchema = z.object({ balance: z.string(), need_pay: z.string(), total_prepay_amount: z.string() });

export const ReceiptNoteDetailSchema = ReceiptNoteSchema.extend({
  attachments: z.array(z.string()),
  items: z.array(ReceiptNoteItemSchema),
  logs: z.array(DocumentLogSchema),
  /** the customer's account now */
  account: ReceiptAccountSchema,
  tenant_name: z.string(),
});
export type ReceiptNoteDetail = z.infer<typeof ReceiptNoteDetailSchema>;

export const ReceiptTargetsQuerySchema = z.object({ customer_id: idSchema });
/** `GET /fms/receipt_note/targets`: the customer's open orders and statements, oldest first, and its account. */
export const ReceiptTargetsSchema = z.object({ list: z.array(ReceiptTargetSchema), account: ReceiptAccountSchema });
export type ReceiptTargets = z.infer<typeof ReceiptTargetsSchema>;

/** `GET /fms/receipt_note/options`: the enabled methods (default first) and whether saving audits at once. */
export const ReceiptNoteOptionsSchema = z.object({
  payment_methods: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.number().int(), kind_name: z.string(), is_default: z.number().int() })),
  /** 0: receipt audit is off in the pay settings — saving a note audits it */
  receipt_audit: z.number().int(),
  /** today in the tenant's calendar (the date's default and upper bound) */
  today: z.string(),
});
export type ReceiptNoteOptions = z.infer<typeof ReceiptNoteOptionsSchema>;
