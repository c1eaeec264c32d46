import { z } from 'zod';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, intSchema, optionalText, plainNumber, requiredText, textSchema } from '../common/validation';

/**
 * Kinds of payment method (docs/trading-model.md §6): cash, bank transfer, WeChat, Alipay, and the customer's prepaid
 * balance. Names in fms.messages.ts (`fms.payment_kind.<n>`).
 */
export const PAYMENT_KIND = { cash: 1, bank: 2, wechat: 3, alipay: 4, balance: 5 } as const;
export type PaymentKind = (typeof PAYMENT_KIND)[keyof typeof PAYMENT_KIND];
export const PAYMENT_KINDS = Object.values(PAYMENT_KIND) as PaymentKind[];

/** An account number as lists show it: the last four digits only (the first four too when long). */
export function maskAccountNo(no: string | null): string | null {
  if (!no) return no;
  const plain = no.replace(/\s+/g, '');
  if (plain.length <= 4) return '****';
  return plain.length >= 12 ? `${plain.slice(0, 4)} **** ${plain.slice(-4)}` : `**** ${plain.slice(-4)}`;
}

export const PaymentConfigSchema = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  kind_name: z.string(),
  name: z.string(),
  account_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  /** masked in the list (maskAccountNo), whole in `GET /fms/payment_config/{id}` */
  account_no: z.string().nullable(),
  qr_image: z.string().nullable(),
  status: zeroOrOne,
  is_default: zeroOrOne,
  sort: z.number().int(),
  remark: z.string().nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

export const PaymentConfigListQuerySchema = z.object({
  status: plainNumber(z.number({ error: 'validation.invalid' }).pipe(z.literal([0, 1], { error: 'validation.invalid' }))).optional(),
  kind: plainNumber(z.number({ error: 'fms.payment_kind_invalid' }).refine((v) => (PAYMENT_KINDS as number[]).includes(v), 'fms.payment_kind_invalid')).optional(),
});
export type PaymentConfigListQuery = z.infer<typeof PaymentConfigListQuerySchema>;

const kindSchema = plainNumber(z.number({ error: 'fms.payment_kind_invalid' }).refine((v): v is PaymentKind => (PAYMENT_KINDS as number[]).includes(v), 'fms.payment_kind_invalid'));
const accountNoSchema = textSchema()
  .trim()
  .max(40, 'validation.text_too_long')
  .refine((v) => v === '' || /^[0-9A-Za-z][0-9A-Za-z -]*$/.test(v), 'fms.account_no_invalid')
  .nullable()
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' ? null : v));

/** `POST /fms/payment_config`: a bank transfer names its bank and account number; the balance method carries no account. */
export const CreatePaymentConfigSchema = z
  .object({
    kind: kindSchema,
    name: requiredText(30, 'fms.payment_name_required'),
    account_name: optionalText(50),
    bank_name: optionalText(50),
    account_no: accountNoSchema,
    qr_image: optionalText(500),
    status: flagSchema.default(1),
    is_default: flagSchema.default(0),
    sort: intSchema(0, 9999).default(0),
    remark: optionalText(200),
  })
  .superRefine((v, ctx) => {
    if (v.kind === PAYMENT_KIND.bank && !v.bank_name) ctx.addIssue({ code: 'custom', path: ['bank_name'], message: 'fms.bank_name_required' });
    if (v.kind === PAYMENT_KIND.bank && !v.account_no) ctx.addIssue({ code: 'custom', path: ['account_no'], message: 'fms.account_no_required' });
    if (v.is_default === 1 && v.status === 0) ctx.addIssue({ code: 'custom', path: ['is_default'], message: 'fms.payment_default_disabled' });
  });
export type CreatePaymentConfigInput = z.infer<typeof CreatePaymentConfigSchema>;

export const UpdatePaymentConfigSchema = z.intersection(z.object({ id: idSchema }), CreatePaymentConfigSchema);
export type UpdatePaymentConfigInput = z.infer<typeof UpdatePaymentConfigSchema>;

export const PaymentConfigStatusSchema = z.object({ status: plainNumber(z.number({ error: 'validation.invalid' }).pipe(z.literal([0, 1], { error: 'validation.invalid' }))) });
