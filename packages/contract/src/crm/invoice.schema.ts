import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema, auditTrailFields } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { PaginationSchema } from '../common/response.schema';
import { dateSchema, idSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { isCreditCode } from './certification.schema';
import { normaliseCreditCode } from './lead.schema';

/**
 * Invoices (发票, IV…; crm/README.md "Invoices"): a customer's request for a VAT invoice over its delivered
 * orders. 1 draft → 2 applied → 3 audited (or 0 rejected, with a reason) → 4 opened (the tax invoice's
 * number and date). Editing a draft or a rejected one puts it back to draft. A red invoice (冲红, kind 2)
 * reverses part of an opened one for what was refunded: its lines are negative.
 */
export const InvoiceStatus = { rejected: 0, draft: 1, applied: 2, audited: 3, opened: 4 } as const;
/** the list's tabs, in order */
export const INVOICE_STATUSES = [1, 2, 3, 4, 0] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATES = defineStates({
  states: INVOICE_STATUSES,
  actions: {
    update: { from: [1, 0], to: 1, permission: 'crm:invoice:update' },
    apply: { from: [1], to: 2, permission: 'crm:invoice:apply' },
    audit: { from: [2], to: 3, permission: 'crm:invoice:audit' },
    reject: { from: [2], to: 0, permission: 'crm:invoice:audit' },
    open: { from: [3], to: 4, permission: 'crm:invoice:open' },
    /** a red invoice made from this one (the original stays opened) */
    red: { from: [4], to: 4, permission: 'crm:invoice:create' },
    delete: { from: [1, 0], to: null, permission: 'crm:invoice:delete' },
  },
});
export type InvoiceAction = ActionOf<typeof INVOICE_STATES>;

/** 1 增值税普通发票, 2 增值税专用发票 */
export const INVOICE_TYPES = [1, 2] as const;
/** 1 a company, 2 a person */
export const INVOICE_TITLE_TYPES = [1, 2] as const;
/** 1 blue (normal), 2 red (reversal) */
export const INVOICE_KINDS = [1, 2] as const;
export const INVOICE_MAX_LINES = 100;
export const INVOICE_PRINT_PERMISSION = 'crm/invoice/Print';

/** A positive amount with at most 2 decimals and 12 whole digits, as text. */
export const invoiceAmountSchema = z
  .union([z.string(), z.number()], { error: 'crm.invoice_amount_invalid' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), { message: 'crm.invoice_amount_invalid', abort: true })
  .refine((v) => /[1-9]/.test(v), 'crm.invoice_amount_invalid');

/** A tax number (纳税人识别号): the 18-character unified social credit code with its check character (GB 32100), or none. */
export const taxNumberSchema = textSchema('crm.invoice_tax_number_invalid')
  .max(40, 'crm.invoice_tax_number_invalid')
  .nullable()
  .optional()
  .transform((v) => (v ? normaliseCreditCode(v) : null))
  .refine((v) => v === null || v === '' || isCreditCode(v), 'crm.invoice_tax_number_invalid')
  .transform((v) => v || null);

export const InvoiceLineInputSchema = z.object({ order_id: idSchema, amount: invoiceAmountSchema });

const invoiceBody = z.object({
  customer_id: idSchema,
  type: plainInt(z.literal(INVOICE_TYPES, { error: 'crm.invoice_type_invalid' })),
  title_type: plainInt(z.literal(INVOICE_TITLE_TYPES, { error: 'crm.invoice_title_type_invalid' })),
  title: textSchema('crm.invoice_title_required').trim().min(1, 'crm.invoice_title_required').max(100, 'validation.text_too_long'),
  tax_number: taxNumberSchema,
  bank_name: optionalText(100),
  bank_account: optionalText(50),
  address: optionalText(200),
  phone: optionalText(30),
  remark: optionalText(200),
  /** a red invoice: the opened invoice it reverses (its title is copied; the lines' amounts are what is reversed, as positive figures) */
  original_id: idSchema.nullable().optional(),
  lines: z.array(InvoiceLineInputSchema, { error: 'crm.invoice_lines_required' }).min(1, 'crm.invoice_lines_required').max(INVOICE_MAX_LINES, 'crm.invoice_lines_too_many'),
});

/** 专票 needs a company title with tax number, bank, account, address and phone; a company title needs its tax number. */
function checkTitle(v: z.infer<typeof invoiceBody>, ctx: z.RefinementCtx) {
  if (v.type === 2 && v.title_type !== 1) ctx.addIssue({ code: 'custom', path: ['title_type'], message: 'crm.invoice_special_needs_company' });
  if (v.title_type === 1 && !v.tax_number) ctx.addIssue({ code: 'custom', path: ['tax_number'], message: 'crm.invoice_tax_number_required' });
  if (v.type === 2) {
    for (const field of ['bank_name', 'bank_account', 'address', 'phone'] as const) {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: `crm.invoice_special_${field}` });
    }
  }
  const seen = new Set<number>();
  v.lines.forEach((l, i) => {
    if (seen.has(l.order_id)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'order_id'], message: 'crm.invoice_order_repeated' });
    seen.add(l.order_id);
  });
}

export const CreateInvoiceSchema = invoiceBody.superRefine(checkTitle);
export type CreateInvoiceInput = z.infer<typeof CreateInvoiceSchema>;
export const UpdateInvoiceSchema = invoiceBody.extend({ id: idSchema }).superRefine(checkTitle);
export type UpdateInvoiceInput = z.infer<typeof UpdateInvoiceSchema>;

/** `PUT /crm/invoice/{id}/audit`: pass 1 audits, 0 rejects with a reason. */
export const AuditInvoiceSchema = z
  .object({ pass: plainInt(z.literal([0, 1], { error: 'crm.invoice_pass_invalid' })), reason: optionalText(200) })
  .refine((v) => v.pass === 1 || !!v.reason, { path: ['reason'], message: 'crm.invoice_reason_required' });
export type AuditInvoiceInput = z.infer<typeof AuditInvoiceSchema>;

/** `PUT /crm/invoice/{id}/open`: the tax invoice's number (8–20 digits) and date, and how it was sent. */
export const OpenInvoiceSchema = z.object({
  invoice_no: textSchema('crm.invoice_no_invalid').trim().regex(/^\d{8,20}$/, 'crm.invoice_no_invalid'),
  invoice_date: dateSchema(),
  express_remark: optionalText(200),
});
export type OpenInvoiceInput = z.infer<typeof OpenInvoiceSchema>;

export const INVOICE_SORT_FIELDS = ['created_at', 'amount', 'id'] as const;
export const InvoiceFilterSchema = z.object({
  /** the invoice's number, the tax invoice's number or the title */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  customer_id: idSchema.optional(),
  status: plainInt(z.literal(INVOICE_STATUSES, { error: 'validation.invalid' })).optional(),
  type: plainInt(z.literal(INVOICE_TYPES, { error: 'validation.invalid' })).optional(),
  kind: plainInt(z.literal(INVOICE_KINDS, { error: 'validation.invalid' })).optional(),
  /** the day it was made (the tenant's calendar), both ends included */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type InvoiceFilter = z.infer<typeof InvoiceFilterSchema>;
export const InvoiceListQuerySchema = PaginationQuerySchema.extend(InvoiceFilterSchema.shape).extend({
  sort: z.enum(INVOICE_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

/** The title an invoice is made out to: a person's name, or a company's with its tax number, bank and address. */
const invoiceTitleFields = {
  title_type: z.literal(INVOICE_TITLE_TYPES),
  title: z.string(),
  tax_number: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
};

export const InvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.literal(INVOICE_KINDS),
  kind_name: z.string(),
  original_id: z.number().int().nullable(),
  original_number: z.string().nullable(),
  status: z.literal(INVOICE_STATUSES),
  status_name: z.string(),
  type: z.literal(INVOICE_TYPES),
  type_name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  ...invoiceTitleFields,
  /** negative for a red invoice */
  amount: z.string(),
  invoice_no: z.string().nullable(),
  invoice_date: z.string().nullable(),
  express_remark: z.string().nullable(),
  reject_reason: z.string().nullable(),
  remark: z.string().nullable(),
  ...auditTrailFields,
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListSchema = z.object({
  list: z.array(InvoiceSchema),
  pagination: PaginationSchema,
  /** per status (and `all`), how many invoices match the other filters: the tabs */
  counts: z.record(z.string(), z.number().int()),
});
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

/**
 * A delivered order as invoicing sees it now: delivered less refunded is what may be invoiced in all;
 * `invoiced` is what audited and opened invoices took (red ones given back); `pending` what other applied
 * invoices ask for; `invoiceable` = delivered − refunded − invoiced (never below 0). For a red invoice,
 * `reversible` is what may still be reversed of the original's line (at most what was refunded).
 */
export const InvoiceOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  date: z.string(),
  delivered_amount: z.string(),
  refunded_amount: z.string(),
  invoiced_amount: z.string(),
  pending_amount: z.string(),
  invoiceable_amount: z.string(),
  reversible_amount: z.string().nullable(),
});
export type InvoiceOrder = z.infer<typeof InvoiceOrderSchema>;
export const InvoiceOrdersQuerySchema = z.object({ customer_id: idSchema, invoice_id: idSchema.optional(), original_id: idSchema.optional() });
export const InvoiceOrdersSchema = z.object({ list: z.array(InvoiceOrderSchema) });

export const InvoiceLineSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  /** negative on a red invoice */
  amount: z.string(),
  /** the order now; null when oms no longer shows it */
  order: InvoiceOrderSchema.nullable(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceDetailSchema = InvoiceSchema.extend({
  lines: z.array(InvoiceLineSchema),
  logs: z.array(DocumentLogSchema),
  /** red invoices made from this one */
  reds: z.array(z.object({ id: z.number().int(), number: z.string(), status: z.number().int(), amount: z.string() })),
  tenant_name: z.string(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

/** `GET /crm/invoice_titles?customer_id=`: the approved enterprise certification first, then titles the customer used, latest first. */
export const InvoiceTitleSchema = z.object({
  source: z.enum(['certification', 'saved']),
  ...invoiceTitleFields,
});
export type InvoiceTitle = z.infer<typeof InvoiceTitleSchema>;
export const InvoiceTitlesQuerySchema = z.object({ customer_id: idSchema });
export const InvoiceTitlesSchema = z.object({ list: z.array(InvoiceTitleSchema) });
