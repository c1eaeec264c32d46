import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { MONEY_MAX, idSchema, intSchema, isCalendarDateTime, optionalText, orNone, plainInt, plainNumber, requiredText, textSchema } from '../common/validation';
import { listInput } from '../pms/pms-fields';

/**
 * Coupons (优惠券, /marketing/coupon/*; marketing README "Coupons"): a coupon's terms, how customers take it
 * (issued by staff to customers or a crowd, claimed with a code, given to new customers), its codes and
 * the coupons customers hold. `percent` is the discount itself: 10.00 takes 10 % off (九折).
 */

/** 1 amount off over a threshold (满减), 2 percent off with a cap (折扣). */
export const COUPON_TYPES = [1, 2] as const;
/** 0 all goods, 1 categories, 2 brands, 3 SKUs. */
export const COUPON_SCOPES = [0, 1, 2, 3] as const;
/** 1 fixed dates, 2 N days after claiming. */
export const COUPON_VALIDITIES = [1, 2] as const;
/** 1 issued by staff (to customers or a crowd), 2 claimed with a code, 3 given to new customers. */
export const COUPON_TAKE_TYPES = [1, 2, 3] as const;
/** 1 running, 2 stopped (no new issues or claims; what customers hold stays usable), 0 void. */
export const CouponStatus = { void: 0, running: 1, stopped: 2 } as const;
/** A held coupon: 1 unused, 2 held by a pending order, 3 used, 0 void; 'expired' is an unused one past its end. */
export const CustomerCouponStatus = { void: 0, unused: 1, held: 2, used: 3 } as const;
/** Where a held coupon came from: 1 staff, 2 crowd, 3 code, 4 new customer. */
export const COUPON_SOURCES = [1, 2, 3, 4] as const;

/** Code letters without look-alikes (no 0/O, 1/I/L): what a person reads off a card and types. */
export const COUPON_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const COUPON_CODE_LENGTH = 10;
/** Codes made at once (a batch); a coupon holds at most its total count of codes. */
export const COUPON_CODE_BATCH_MAX = 5000;
/** Customers issued at once by hand (a crowd: its members, up to its cap). */
export const COUPON_ISSUE_CUSTOMERS_MAX = 500;
export const COUPON_TOTAL_MAX = 10_000_000;
/** How many codes a print page takes. */
export const COUPON_CODE_PRINT_MAX = 500;

const moneyText = z.string().describe('two decimals');

/** A coupon's terms, as the coupon and each coupon a customer holds show them. */
const couponTerms = {
  name: z.string(),
  type: z.number().int(),
  /** the terms in a line: 满1000减50, 满500打9折 最多减100 */
  rule_text: z.string(),
  threshold: moneyText,
  amount: moneyText,
  /** the discount in percent (10.00 = 10 % off), type 2 */
  percent: moneyText,
  cap: moneyText.nullable(),
  scope_type: z.number().int(),
  scope_text: z.string(),
  stack_with_activity: z.literal([0, 1]),
};

export const CouponSchema = z.object({
  id: z.number().int(),
  ...couponTerms,
  type_text: z.string(),
  scope_ids: z.array(z.number().int()),
  /** the names of scope_ids (categories, brands or SKUs), in their order */
  scope_names: z.array(z.string()),
  total_count: z.number().int(),
  issued_count: z.number().int(),
  used_count: z.number().int(),
  /** unused and past their end */
  expired_count: z.number().int(),
  void_count: z.number().int(),
  /** total_count − issued_count */
  remaining_count: z.number().int(),
  per_customer: z.number().int(),
  validity_type: z.number().int(),
  valid_from: dateTimeText.nullable(),
  valid_to: dateTimeText.nullable(),
  valid_days: z.number().int().nullable(),
  validity_text: z.string(),
  take_type: z.number().int(),
  take_type_text: z.string(),
  status: z.number().int().describe('1 running, 2 stopped, 0 void'),
  status_text: z.string(),
  /** fixed dates past their end */
  ended: z.boolean(),
  store_ids: z.array(z.number().int()),
  store_names: z.array(z.string()),
  code_count: z.number().int(),
  remark: z.string().nullable(),
  created_by_name: z.string(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Coupon = z.infer<typeof CouponSchema>;

/** A date-time in the tenant's time zone ('YYYY-MM-DD[ HH:mm[:ss]]'), written back whole; '', null and absent are none. */
const dateTimeInput = (key: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    textSchema(key)
      .trim()
      .refine(isCalendarDateTime, key)
      .transform((v) => (v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v.replace('T', ' ')))
      .nullable(),
  );
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const moneyInput = (key: string) => plainNumber(z.number({ error: key }).min(0, key).max(MONEY_MAX, key).refine(twoDecimals, key));
const countInput = (key: string, max = COUPON_TOTAL_MAX) => plainInt(z.number({ error: key }).int(key).min(1, key).max(max, key));
const oneOf = <T extends readonly number[]>(values: T, key: string) => plainInt(z.number({ error: key }).int(key).refine((v) => values.includes(v), key));

const couponFields = {
  name: requiredText(50, 'marketing.coupon_name_required'),
  type: oneOf(COUPON_TYPES, 'marketing.coupon_type_required'),
  threshold: moneyInput('marketing.coupon_threshold_invalid').default(0),
  amount: orNone(moneyInput('marketing.coupon_amount_invalid')),
  percent: orNone(plainNumber(z.number({ error: 'marketing.coupon_percent_invalid' }).gt(0, 'marketing.coupon_percent_invalid').lt(100, 'marketing.coupon_percent_invalid').refine(twoDecimals, 'marketing.coupon_percent_invalid'))),
  cap: orNone(moneyInput('marketing.coupon_cap_invalid')),
  scope_type: oneOf(COUPON_SCOPES, 'marketing.coupon_scope_required').default(0),
  scope_ids: listInput(idSchema, 500, 'marketing.coupon_scope_too_many'),
  total_count: countInput('marketing.coupon_total_invalid'),
  per_customer: countInput('marketing.coupon_per_customer_invalid', 1000).default(1),
  validity_type: oneOf(COUPON_VALIDITIES, 'marketing.coupon_validity_required'),
  valid_from: dateTimeInput('marketing.coupon_valid_from_invalid'),
  valid_to: dateTimeInput('marketing.coupon_valid_to_invalid'),
  valid_days: orNone(countInput('marketing.coupon_valid_days_invalid', 3650)),
  take_type: oneOf(COUPON_TAKE_TYPES, 'marketing.coupon_take_type_required'),
  stack_with_activity: z.preprocess((v) => (v === true || v === '1' || v === 'true' ? 1 : v === false || v === '0' || v === 'false' ? 0 : v), z.literal([0, 1], { error: 'validation.flag_invalid' })).default(0),
  store_ids: listInput(idSchema, 200, 'marketing.coupon_stores_too_many'),
  remark: optionalText(200),
};

type CouponFields = { type: number; amount: number | null; percent: number | null; threshold: number; cap: number | null; scope_type: number; scope_ids: number[]; validity_type: number; valid_from: string | null; valid_to: string | null; valid_days: number | null };

/** The rules between fields, each on its field: what the type needs, a scope's ids, the validity's dates or days. */
function checkCoupon(v: CouponFields, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.type === 1) {
    if (v.amount === null || v.amount <= 0) issue('amount', 'marketing.coupon_amount_required');
    else if (v.threshold > 0 && v.amount > v.threshold) issue('amount', 'marketing.coupon_amount_over_threshold');
  }
  if (v.type === 2 && v.percent === null) issue('percent', 'marketing.coupon_percent_required');
  if (v.cap !== null && v.cap <= 0) issue('cap', 'marketing.coupon_cap_invalid');
  if (v.scope_type !== 0 && v.scope_ids.length === 0) issue('scope_ids', 'marketing.coupon_scope_ids_required');
  if (v.validity_type === 1) {
    if (v.valid_from === null) issue('valid_from', 'marketing.coupon_valid_from_required');
    if (v.valid_to === null) issue('valid_to', 'marketing.coupon_valid_to_required');
    else if (v.valid_from !== null && v.valid_to <= v.valid_from) issue('valid_to', 'marketing.coupon_valid_to_before_from');
  }
  if (v.validity_type === 2 && v.valid_days === null) issue('valid_days', 'marketing.coupon_valid_days_required');
}

/** POST /marketing/coupon. */
export const CreateCouponSchema = z.object(couponFields).superRefine(checkCoupon);
export type CreateCouponInput = z.infer<typeof CreateCouponSchema>;
/** PUT /marketing/coupon: once issued, only the name, remark, counts and stores change (the terms stay what customers were given). */
export const UpdateCouponSchema = z.object({ id: idSchema, ...couponFields }).superRefine(checkCoupon);
export type UpdateCouponInput = z.infer<typeof UpdateCouponSchema>;

/** GET /marketing/coupons. */
export const CouponListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50).optional(),
  type: intSchema(1, 2).optional(),
  take_type: intSchema(1, 3).optional(),
  status: intSchema(0, 2).optional(),
});
export type CouponListQuery = z.infer<typeof CouponListQuerySchema>;

/** POST /marketing/coupon/{id}/issue: to customers, or to a crowd's current members (one of the two). */
export const IssueCouponSchema = z
  .object({
    customer_ids: listInput(idSchema, COUPON_ISSUE_CUSTOMERS_MAX, 'marketing.coupon_issue_too_many'),
    crowd_id: orNone(idSchema),
  })
  .superRefine((v, ctx) => {
    if (v.crowd_id === null && v.customer_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['customer_ids'], message: 'marketing.coupon_issue_target_required' });
    if (v.crowd_id !== null && v.customer_ids.length > 0) ctx.addIssue({ code: 'custom', path: ['crowd_id'], message: 'marketing.coupon_issue_one_target' });
  });
export type IssueCouponInput = z.infer<typeof IssueCouponSchema>;

/** Why a customer got nothing: limit (already holds per_customer), exhausted (total reached), unknown (no such customer the caller sees). */
export const ISSUE_SKIP_REASONS = ['limit', 'exhausted', 'unknown'] as const;
export const IssueResultSchema = z.object({
  issued: z.number().int(),
  skipped: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(ISSUE_SKIP_REASONS), text: z.string(), count: z.number().int() })),
});
export type IssueResult = z.infer<typeof IssueResultSchema>;

/** POST /marketing/coupon/claim: staff types the code a customer brought. */
export const ClaimCouponSchema = z.object({
  customer_id: plainInt(z.number({ error: 'marketing.coupon_customer_required' }).int('marketing.coupon_customer_required').positive('marketing.coupon_customer_required').max(2147483647, 'marketing.coupon_customer_required')),
  code: textSchema('marketing.coupon_code_required')
    .trim()
    .min(1, 'marketing.coupon_code_required')
    .max(32, 'marketing.coupon_code_unknown')
    .transform((v) => v.toUpperCase().replace(/[\s-]/g, '')),
});
export type ClaimCouponInput = z.infer<typeof ClaimCouponSchema>;

/** POST /marketing/coupon/{id}/codes: a new batch. */
export const GenerateCodesSchema = z.object({ count: countInput('marketing.coupon_code_count_invalid', COUPON_CODE_BATCH_MAX) });
export const GenerateCodesResultSchema = z.object({ batch: z.number().int(), count: z.number().int() });
export type GenerateCodesResult = z.infer<typeof GenerateCodesResultSchema>;

/** GET /marketing/coupon_codes (and its export): one coupon's codes, by batch and state (0 unclaimed, 1 claimed). */
export const CouponCodeListQuerySchema = PaginationQuerySchema.extend({
  coupon_id: idSchema,
  batch: intSchema(1).optional(),
  state: intSchema(0, 1).optional(),
  keyword: textSchema().trim().max(32).optional(),
});
export type CouponCodeListQuery = z.infer<typeof CouponCodeListQuerySchema>;
export const CouponCodeExportSchema = CouponCodeListQuerySchema.omit({ page: true, page_size: true });
export type CouponCodeExportParams = z.infer<typeof CouponCodeExportSchema>;

export const CouponCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  batch: z.number().int(),
  state: z.literal([0, 1]),
  state_text: z.string(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  claimed_at: dateTimeText.nullable(),
  created_at: dateTimeText,
});
export type CouponCode = z.infer<typeof CouponCodeSchema>;

/** GET /marketing/coupon/{id}/batches: the code batches (the code page's filter and print choice). */
export const CouponBatchSchema = z.object({ batch: z.number().int(), count: z.number().int(), claimed: z.number().int(), created_at: dateTimeText });
export type CouponBatch = z.infer<typeof CouponBatchSchema>;

/** GET /marketing/customer_coupons?customer_id=: a customer's coupons, usable ones first (the order form's choice). */
export const CustomerCouponQuerySchema = z.object({
  customer_id: idSchema,
  /** the order's store: a coupon of other stores is not usable */
  store_id: intSchema(1).optional(),
  /** the order being edited: its held coupon is usable for it */
  order_id: intSchema(1).optional(),
});
export type CustomerCouponQuery = z.infer<typeof CustomerCouponQuerySchema>;

export const CustomerCouponSchema = z.object({
  id: z.number().int(),
  coupon_id: z.number().int(),
  ...couponTerms,
  source: z.number().int(),
  source_text: z.string(),
  /** 1 unused, 2 held, 3 used, 0 void; state 'expired' for an unused one past valid_to */
  status: z.number().int(),
  state: z.enum(['unused', 'held', 'used', 'void', 'expired', 'not_yet']),
  state_text: z.string(),
  usable: z.boolean(),
  order_id: z.number().int().nullable(),
  valid_from: dateTimeText,
  valid_to: dateTimeText,
  created_at: dateTimeText,
});
export type CustomerCoupon = z.infer<typeof CustomerCouponSchema>;
