import { z } from 'zod';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { idSchema, plainInt, textSchema } from '../common/validation';
import { binaryFlag } from './contact.schema';
import { imageListSchema } from './visit.schema';

export const CERT_TYPES = [1, 2] as const;
export type CertType = (typeof CERT_TYPES)[number];
/** 1 applying, 2 approved, 3 rejected (spec 001 §4). */
export const CERT_STEP = { applying: 1, approved: 2, rejected: 3 } as const;
export type CertStep = (typeof CERT_STEP)[keyof typeof CERT_STEP];

/**
 * Spec 001 §3: type 1 personal, 2 enterprise; step 1 applying, 2 approved, 3 rejected. (The answer's
 * schema; `CertificationSchema` below is the application's body.)
 */
export const CertificationResponseSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  type: z.literal(CERT_TYPES).describe('1 personal, 2 enterprise'),
  type_text: z.string(),
  name: z.string(),
  /** masked (first 3 and last 4 visible) unless asked for with show_full=1 */
  credit_number: z.string().describe('masked (first 3 and last 4 visible) unless asked for with show_full=1'),
  is_masked: zeroOrOne,
  /** comma-joined image urls (licence, id card) */
  images: z.string().describe('comma-joined image urls (licence, id card)'),
  step: z.enum(CERT_STEP).describe('1 applying, 2 approved, 3 rejected'),
  step_text: z.string(),
  audit_remark: z.string().nullable(),
  audited_by_name: z.string().nullable(),
  audited_at: dateTimeText.nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Certification = z.infer<typeof CertificationResponseSchema>;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
/** An 18-character resident ID (GB 11643): region, birth date, sequence and its check character. */
export function isResidentId(v: string): boolean {
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const birth = `${v.slice(6, 10)}-${v.slice(10, 12)}-${v.slice(12, 14)}`;
  const d = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== birth) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(v[i]), 0);
  return ID_CHECK[sum % 11] === v[17];
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** An 18-character unified social credit code (GB 32100) with its check character. */
export function isCreditCode(v: string): boolean {
  if (v.length !== 18 || [...v].some((c) => !USCC_CHARS.includes(c))) return false;
  const sum = USCC_WEIGHTS.reduce((acc, w, i) => acc + w * USCC_CHARS.indexOf(v[i]), 0);
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARS[check] === v[17];
}

const certFields = {
  customer_id: idSchema,
  type: plainInt(z.number({ error: 'crm.cert_type_required' })
    .int('crm.cert_type_required')
    .refine((v): v is CertType => v === 1 || v === 2, 'crm.cert_type_required')),
  name: textSchema('crm.cert_name_required').trim().min(1, 'crm.cert_name_required').max(100, 'validation.text_too_long'),
  /** personal: resident ID; enterprise: unified social credit code (both 18 characters, check digit verified) */
  credit_number: textSchema('crm.credit_number_invalid').trim().max(30, 'crm.credit_number_invalid').transform((v) => v.toUpperCase()),
  /** images of this tenant's uploads (JPG/PNG, ≤ 5 MB, at most 9), optional */
  images: imageListSchema,
};

const byType = <T extends { type: number; credit_number: string }>(v: T, ctx: z.RefinementCtx) => {
  const valid = v.type === 1 ? isResidentId(v.credit_number) : isCreditCode(v.credit_number);
  if (!valid) ctx.addIssue({ code: 'custom', path: ['credit_number'], message: v.type === 1 ? 'crm.credit_number_personal' : 'crm.credit_number_enterprise' });
};

/** POST /crm/certification: only while the customer has no application that is applying or approved (else 409). */
export const CertificationSchema = z.object(certFields).superRefine(byType);
/** PUT /crm/certification: edit the customer's application while applying or rejected; it goes back to applying. */
export const UpdateCertificationSchema = CertificationSchema;
export type CertificationInput = z.infer<typeof CertificationSchema>;

/** GET /crm/certification: `show_full=1` returns the full credit_number and writes the customer log. */
export const CertificationQuerySchema = z.object({ customer_id: idSchema, show_full: binaryFlag('crm.flag_invalid').default(0) });
/** DELETE /crm/certification?customer_id= (cancel). */
export const CertificationCustomerQuerySchema = z.object({ customer_id: idSchema });

/** POST /crm/certification/audit: pass 1 approves, 0 rejects (only while step is 1, else 409). */
export const CertificationAuditSchema = z.object({
  customer_id: idSchema,
  pass: binaryFlag('crm.audit_pass_invalid'),
  remark: textSchema()
    .trim()
    .max(200, 'crm.remark_too_long')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});

export function maskCreditNumber(value: string): string {
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
