import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { PHONE_PATTERN, idSchema, intSchema, isCalendarDate, optionalIdSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { isCreditCode } from './certification.schema';
import { emailSchema } from './customer.schema';

/**
 * Leads (线索): a prospect before it is a customer — a contact at a company met at a trade fair, by phone, on
 * the street. States: 1 new (待跟进) → 2 following (跟进中, at the first follow-up) → 3 transformed (已转化,
 * into a new customer or merged into an existing one; read-only after). A lead without an owner is in the
 * lead pool. crm/README.md "Leads".
 */
export const LEAD_STATUSES = [1, 2, 3] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS = { new: 1, following: 2, transformed: 3 } as const;

/**
 * A phone as the duplicate check compares it: digits only, without the +86 / 0086 country prefix
 * ('+86 138-0013-8000' → '13800138000').
 */
export function normaliseLeadPhone(v: string): string {
  const digits = v.replace(/\D/g, '');
  if (digits.length === 15 && digits.startsWith('0086')) return digits.slice(4);
  if (digits.length === 13 && digits.startsWith('86')) return digits.slice(2);
  return digits;
}

/** A unified social credit code as compared: upper case, without spaces. */
export const normaliseCreditCode = (v: string): string => v.replace(/[\s\u3000]/g, '').toUpperCase();

/**
 * A company name as compared: full-width brackets as half-width, no spaces (half- or full-width), lower case —
 * the same as the SQL `lower(translate(name, '（）<U+3000> ', '()'))` of migration 0055's indexes (lead.service.ts `nameKey`).
 */
export const normaliseCompanyName = (v: string): string => v.replace(/（/g, '(').replace(/）/g, ')').replace(/[ \u3000]/g, '').toLowerCase();

export const LeadSchema = z.object({
  id: z.number().int(),
  /** the contact person */
  name: z.string().describe('the contact person'),
  company: z.string().nullable(),
  phone: z.string(),
  credit_number: z.string().nullable().describe('unified social credit code (18 characters)'),
  source: z.number().int().describe('a value of the config list customer_source'),
  source_text: z.string(),
  status: z.literal(LEAD_STATUSES).describe('1 new, 2 following, 3 transformed'),
  status_text: z.string(),
  /** null: the lead is in the lead pool */
  sales_id: z.number().int().nullable().describe('null: in the lead pool'),
  sales_name: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  weixin: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  last_visit_at: dateTimeText.nullable(),
  /** the customer it became (transformed) */
  customer_id: z.number().int().nullable().describe('the customer it became (status 3)'),
  customer_name: z.string().nullable(),
  transformed_at: dateTimeText.nullable(),
  created_by_name: z.string(),
  created_at: dateTimeText,
});
export type Lead = z.infer<typeof LeadSchema>;

/** The phone as typed ('+86 138 0013 8000'), kept as its 11 digits; then the mobile rule of spec 001 §5. */
const leadPhoneSchema = z
  .string({ error: 'validation.phone_required' })
  .trim()
  .min(1, 'validation.phone_required')
  .max(30, 'validation.phone_invalid')
  .transform(normaliseLeadPhone)
  .refine((v) => PHONE_PATTERN.test(v), 'validation.phone_invalid');

const creditSchema = textSchema('crm.lead_credit_invalid')
  .max(40, 'crm.lead_credit_invalid')
  .nullable()
  .optional()
  .transform((v) => (v ? normaliseCreditCode(v) : null))
  .refine((v) => v === null || v === '' || isCreditCode(v), 'crm.lead_credit_invalid')
  .transform((v) => (v ? v : null));

const leadFields = {
  name: textSchema('crm.lead_name_required').trim().min(1, 'crm.lead_name_required').min(2, 'crm.contact_name_length').max(15, 'crm.contact_name_length'),
  company: optionalText(50),
  phone: leadPhoneSchema,
  credit_number: creditSchema,
  source: plainInt(z.number({ error: 'crm.lead_source_required' })
    .int('crm.lead_source_required')
    .min(1, 'crm.lead_source_required')
    .max(32767, 'crm.lead_source_required')),
  weixin: optionalText(50),
  email: emailSchema,
  address: optionalText(200),
  remark: optionalText(500),
};

/**
 * POST /crm/lead. The lead lands in `store_id` (else the current store, else the caller's first); the
 * creator owns it, `sales_id` gives it to someone else (crm:leads:sales), `to_pool` 1 puts it in the pool.
 */
export const CreateLeadSchema = z.object({
  ...leadFields,
  store_id: optionalIdSchema,
  sales_id: optionalIdSchema,
  to_pool: intSchema(0, 1).default(0),
});
export type CreateLeadInput = z.infer<typeof CreateLeadSchema>;
/** PUT /crm/lead: the form again (the owner changes through /sales, claim and release). */
export const UpdateLeadSchema = z.object({ ...leadFields, id: idSchema });
export type UpdateLeadInput = z.infer<typeof UpdateLeadSchema>;

const dateText = z.string().refine(isCalendarDate, 'validation.date_invalid').optional();

/** GET /crm/leads: `ownership` all | mine | pool; keyword matches contact, company and phone. */
export const LeadListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50).optional(),
  status: intSchema(1, 3).optional(),
  source: intSchema(0, 99).optional(),
  sales_id: intSchema(1, 2 ** 31 - 1).optional(),
  store_id: intSchema(1, 2 ** 31 - 1).optional(),
  ownership: z.enum(['all', 'mine', 'pool']).default('all'),
  created_from: dateText,
  created_to: dateText,
  sort: z.enum(['created_at', 'id', 'last_visit_at']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

/** PUT /crm/lead/{id}/sales: assign ('和原本销售一致，无需修改' when unchanged). */
export const LeadSalesSchema = z.object({ sales_id: idSchema, remark: optionalText(200) });

/** Why a customer is a possible duplicate of the lead. */
export const LEAD_MATCHES = ['phone', 'credit_number', 'company'] as const;
export type LeadMatch = (typeof LEAD_MATCHES)[number];

/**
 * GET /crm/lead/{id}/duplicates: the customers of the tenant the lead may already be — by normalised phone
 * (the customer's or a contact's), credit code (a live certification) or company name. Every customer of
 * the tenant is checked; one the caller may not see is named with its owner, `can_merge` false.
 */
export const LeadDuplicateSchema = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  phone: z.string().describe('masked when the caller may not see the customer'),
  sales_name: z.string(),
  store_name: z.string(),
  matches: z.array(z.enum(LEAD_MATCHES)),
  can_merge: z.boolean(),
  /** the customer fields the merge would fill (empty on the customer, set on the lead) */
  fills: z.array(z.string()).describe('the customer fields a merge would fill'),
});
export type LeadDuplicate = z.infer<typeof LeadDuplicateSchema>;
export const LeadDuplicatesSchema = z.object({ list: z.array(LeadDuplicateSchema) });

/**
 * PUT /crm/lead/{id}/transform. `mode` merge: into `customer_id` (one the caller can see), filling only its
 * empty fields. `mode` create: a new customer owned by the lead's owner (the caller for a pool lead); when
 * duplicates exist it needs `ignore_duplicates` 1 (the rep saw them and chose), else 409.
 */
export const TransformLeadSchema = z
  .object({
    mode: z.enum(['create', 'merge'], { error: 'crm.lead_mode_invalid' }),
    customer_id: optionalIdSchema,
    ignore_duplicates: intSchema(0, 1).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'merge' && v.customer_id === null) ctx.addIssue({ code: 'custom', path: ['customer_id'], message: 'crm.lead_merge_customer_required' });
  });
export type TransformLeadInput = z.infer<typeof TransformLeadSchema>;
/**
 * What became of the lead's credit code (a lead with a credit code and a company only; null otherwise):
 * `submitted` an enterprise certification applying (step 1) for the customer, to be completed with the licence
 * and audited; `exists` the customer already has one (kept); `taken` another customer's certification has the
 * code (not copied); `no_permission` the caller may not submit certifications.
 */
export const LEAD_CERT_OUTCOMES = ['submitted', 'exists', 'taken', 'no_permission'] as const;
export type LeadCertOutcome = (typeof LEAD_CERT_OUTCOMES)[number];
export const TransformResultSchema = z.object({
  lead: LeadSchema,
  customer_id: z.number().int(),
  merged: z.boolean(),
  filled: z.array(z.string()),
  certification: z.enum(LEAD_CERT_OUTCOMES).nullable(),
});
export type TransformResult = z.infer<typeof TransformResultSchema>;
