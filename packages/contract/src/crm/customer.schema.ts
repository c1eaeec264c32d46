import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, intSchema, isCalendarDate, optionalIdSchema, optionalText, phoneSchema, plainInt, plainNumber, textSchema } from '../common/validation';

/** Spec 001 §3 customer, plus the ids behind its texts and the dates people sort by. */
export const CustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string(),
  is_cert: zeroOrOne,
  cert_type: z.literal([1, 2]).nullable().describe('1 personal, 2 enterprise'),
  cert_name: z.string().nullable(),
  /** 1 enabled, 0 disabled */
  status: zeroOrOne.describe('1 enabled, 0 disabled'),
  level_id: z.number().int().nullable(),
  level_text: z.string(),
  type_id: z.number().int().nullable(),
  type_text: z.string(),
  /** 0 public pool, 1 private, 2 team pool */
  sales_type: z.literal([0, 1, 2]).describe('0 public pool, 1 private, 2 team pool'),
  sales_id: z.number().int().nullable(),
  sales_name: z.string(),
  source: z.number().int(),
  source_text: z.string(),
  inviter_id: z.number().int().nullable(),
  inviter_name: z.string(),
  sex: z.number().int(),
  weixin: z.string().nullable(),
  qq: z.string().nullable(),
  email: z.string().nullable(),
  store_id: z.number().int(),
  store_name: z.string(),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
  area_string: z.string().nullable(),
  address: z.string().nullable(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  remark: z.string().nullable(),
  is_open_payment_day: zeroOrOne,
  /** credit amount, two decimals */
  payment_amount: z.string().describe('credit amount, two decimals'),
  contract_begin_time: z.string().nullable(),
  contract_end_time: z.string().nullable(),
  account_period_id: z.number().int().nullable(),
  account_period_name: z.string(),
  last_visit_at: dateTimeText.nullable(),
  last_order_at: dateTimeText.nullable(),
  created_by_name: z.string(),
  created_at: dateTimeText,
});
export type Customer = z.infer<typeof CustomerSchema>;

/** An optional email ('' and null are none); 'crm.email_invalid' when it is not one. */
export const emailSchema = textSchema()
  .trim()
  .max(100, 'validation.text_too_long')
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'crm.email_invalid')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const coordinate = (limit: number, key: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), plainNumber(z.number().min(-limit, key).max(limit, key))])
    .optional()
    .transform((v) => (v === undefined || v === null ? null : v));

const customerFields = {
  name: textSchema('crm.customer_name_required').trim().min(1, 'crm.customer_name_required').max(50, 'validation.name_too_long'),
  phone: phoneSchema,
  avatar: optionalText(500),
  level_id: optionalIdSchema,
  type_id: optionalIdSchema,
  source: plainInt(z.number({ error: 'crm.source_not_found' }).int('crm.source_not_found').min(0, 'crm.source_not_found').max(32767, 'crm.source_not_found')).default(0),
  /** the customer who invited this one (crm/README.md "Invites"); left out of a PUT: unchanged */
  inviter_id: z.union([z.literal('').transform(() => null), z.null(), idSchema]).optional(),
  sex: plainInt(z.number().int().min(0).max(2)).default(0),
  weixin: optionalText(50),
  qq: optionalText(20),
  email: emailSchema,
  province_id: optionalIdSchema,
  city_id: optionalIdSchema,
  area_id: optionalIdSchema,
  address: optionalText(200),
  longitude: coordinate(180, 'validation.longitude'),
  latitude: coordinate(90, 'validation.latitude'),
  remark: optionalText(500),
  status: flagSchema.default(1),
};

/**
 * POST /crm/customer. The customer lands in the current store (CurrStoreId) unless `store_id` names another
 * authorised store; `sales_type` 1 (default) makes the creator — or `sales_id` — its owner, 0 / 2 put it
 * straight into the public / team pool. A main contact is created from `contact_name` (default: the
 * customer's name) and the phone.
 */
export const CreateCustomerSchema = z.object({
  ...customerFields,
  store_id: optionalIdSchema,
  /** left out: the tenant's customer setting `default_sales_type` */
  sales_type: plainInt(z.number().int().min(0).max(2)).optional(),
  sales_id: optionalIdSchema,
  contact_name: optionalText(15),
  /** 1: a manager giving the customer to someone else (`sales_id`) at the private-customer cap confirms going over it (logged) */
  confirm_over_limit: intSchema(0, 1).default(0),
});
/** PUT /crm/customer: the whole form again; without `status` the customer keeps its state (the list switches it). */
export const UpdateCustomerSchema = z.object({ ...customerFields, status: flagSchema.optional(), id: idSchema });
export type CreateCustomerInput = z.infer<typeof CreateCustomerSchema>;
export type UpdateCustomerInput = z.infer<typeof UpdateCustomerSchema>;

const optionalInt = (min: number, max: number) => intSchema(min, max).optional();
const dateText = z
  .string()
  .refine(isCalendarDate, 'validation.date_invalid')
  .optional();

/** GET /crm/customers: what people filter a customer list by. `ownership` mine | public | team | all. */
export const CustomerListQuerySchema = PaginationQuerySchema.extend({
  /** id, name, phone or pinyin */
  keyword: textSchema().trim().max(50).optional(),
  level_id: optionalInt(1, 2 ** 31 - 1),
  type_id: optionalInt(1, 2 ** 31 - 1),
  source: optionalInt(0, 32767),
  sales_id: optionalInt(1, 2 ** 31 - 1),
  store_id: optionalInt(1, 2 ** 31 - 1),
  status: optionalInt(0, 1),
  sales_type: optionalInt(0, 2),
  ownership: z.enum(['all', 'mine', 'public', 'team']).default('all'),
  is_cert: optionalInt(0, 1),
  is_open_payment_day: optionalInt(0, 1),
  account_period_id: optionalInt(1, 2 ** 31 - 1),
  created_from: dateText,
  created_to: dateText,
  sort: z.enum(['created_at', 'id', 'name', 'last_visit_at']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

/** PUT /crm/customer/{id}/sales_type: 1 grab into private (the caller owns it), 0 release to the public pool, 2 to the team pool. */
export const SalesTypeSchema = z.object({
  sales_type: plainInt(z.number({ error: 'validation.invalid' }).int().min(0, 'validation.invalid').max(2, 'validation.invalid')),
  remark: optionalText(200),
});
/** PUT /crm/customer/{id}/sales: reassign the owner ('和原本销售一致，无需修改' when unchanged). */
/** `confirm_over_limit` 1 gives it to a rep at the private-customer cap anyway (logged); without it that is 409. */
export const ChangeSalesSchema = z.object({ sales_id: idSchema, remark: optionalText(200), confirm_over_limit: intSchema(0, 1).default(0) });
/** PUT /crm/customer/{id}/store: only stores the caller holds (has_auth). */
export const ChangeStoreSchema = z.object({ store_id: idSchema });
export const CustomerStatusSchema = z.object({ status: flagSchema });

const moneySchema = z
  .union([z.string(), z.number()], { error: 'crm.payment_amount_invalid' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), 'crm.payment_amount_invalid');

/**
 * PUT /crm/customer/{id}/payment_day (spec 001 §5 open-payment-day form). Opening needs contract dates
 * ('请选择合同日期') and a period ('请选择结算期限'); the credit amount is ≥ 0 with 2 decimals. Closing
 * (is_open_payment_day 0) keeps the other fields as they were.
 */
export const PaymentDaySchema = z
  .object({
    is_open_payment_day: flagSchema.default(1),
    contract_begin_time: textSchema().trim().optional().nullable(),
    contract_end_time: textSchema().trim().optional().nullable(),
    account_period_id: optionalIdSchema,
    payment_amount: moneySchema.default('0'),
  })
  .superRefine((v, ctx) => {
    if (v.is_open_payment_day !== 1) return;
    if (!v.contract_begin_time || !isCalendarDate(v.contract_begin_time)) ctx.addIssue({ code: 'custom', path: ['contract_begin_time'], message: 'crm.contract_date_required' });
    if (!v.contract_end_time || !isCalendarDate(v.contract_end_time)) ctx.addIssue({ code: 'custom', path: ['contract_end_time'], message: 'crm.contract_date_required' });
    else if (v.contract_begin_time && v.contract_end_time < v.contract_begin_time) ctx.addIssue({ code: 'custom', path: ['contract_end_time'], message: 'crm.contract_date_order' });
    if (!v.account_period_id) ctx.addIssue({ code: 'custom', path: ['account_period_id'], message: 'crm.period_required' });
  });
export type PaymentDayInput = z.infer<typeof PaymentDaySchema>;

/** A customer log entry (spec 001 §3). */
export const CustomerLogSchema = z.object({
  id: z.number().int(),
  created_at: dateTimeText,
  action: z.string(),
  action_staff_name: z.string(),
  action_staff_avatar: z.string().nullable(),
  content: z.string(),
});
export type CustomerLog = z.infer<typeof CustomerLogSchema>;
