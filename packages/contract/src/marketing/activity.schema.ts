import { z } from 'zod';
import { dateTimeInput } from '../crm/schedule.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { flagSchema, idSchema, intSchema, MONEY_MAX, optionalIdSchema, optionalText, plainNumber, requiredText, textSchema } from '../common/validation';
import { priceSchema, quantitySchema } from '../pms/pms-fields';
import { ACTIVITY_TYPES, PricingStepSchema, SCOPE_TYPES } from './pricing.schema';

/**
 * Activities (营销活动, marketing README "Activities"): a time-limited price (1), 满减 amount off by tiers (2), 满折
 * percent off by tiers (3) or 满赠 a gift by tiers (4), over a scope, for stores and customer levels or crowds, in
 * a time window, with a priority. status 1 on, 2 off, 0 void (final).
 */
export const ACTIVITY_STATUSES = [0, 1, 2] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
/** Where an activity stands now: its status, and for one that is on, its window against the clock. */
export const ACTIVITY_STATES = ['scheduled', 'running', 'ended', 'off', 'void'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
export const ACTIVITY_MAX_TIERS = 10;
export const ACTIVITY_MAX_IDS = 500;
/** The percent off a 满折 tier takes: above 0, below 100, two decimals at most (10 = 10 % off, 九折). */
export const ACTIVITY_PERCENT_MAX = 99.99;

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;
const ids = z.array(idSchema, { error: 'validation.invalid' }).max(ACTIVITY_MAX_IDS, 'marketing.activity_too_many_ids').default([]);

const TierInputSchema = z.object({
  /** amount basis: yuan (2 decimals); quantity basis: pieces (3 decimals) */
  over: plainNumber(z.number({ error: 'marketing.activity_tier_over_invalid' }).min(0, 'marketing.activity_tier_over_invalid').max(MONEY_MAX, 'marketing.activity_tier_over_invalid').refine((n) => decimals(n) <= 3, 'marketing.activity_tier_over_invalid')),
  off: priceSchema('marketing.activity_tier_off_invalid').optional(),
  percent: plainNumber(z.number({ error: 'marketing.activity_tier_percent_invalid' }).refine((n) => n > 0 && n <= ACTIVITY_PERCENT_MAX && decimals(n) <= 2, 'marketing.activity_tier_percent_invalid')).optional(),
  gift_sku_id: idSchema.optional(),
  gift_unit: idSchema.optional(),
  gift_qty: quantitySchema('marketing.activity_gift_qty_invalid').optional(),
});
export type ActivityTierInput = z.infer<typeof TierInputSchema>;

const PriceLineInputSchema = z.object({ sku_id: idSchema, price: priceSchema('marketing.activity_price_invalid') });

const activityFields = {
  name: requiredText(50, 'marketing.activity_name_required'),
  type: intSchema(1, 4, 'marketing.activity_type_invalid').pipe(z.literal(ACTIVITY_TYPES)),
  tier_basis: intSchema(1, 2, 'marketing.activity_tier_basis_invalid').pipe(z.literal([1, 2])).default(1),
  tiers: z.array(TierInputSchema, { error: 'validation.invalid' }).max(ACTIVITY_MAX_TIERS, 'marketing.activity_too_many_tiers').default([]),
  prices: z.array(PriceLineInputSchema, { error: 'validation.invalid' }).max(ACTIVITY_MAX_IDS, 'marketing.activity_too_many_ids').default([]),
  scope_type: intSchema(0, 3, 'marketing.activity_scope_invalid').pipe(z.literal(SCOPE_TYPES)).default(0),
  scope_ids: ids,
  store_ids: ids,
  customer_level_ids: ids,
  crowd_ids: ids,
  starts_at: dateTimeInput('marketing.activity_starts_invalid'),
  ends_at: dateTimeInput('marketing.activity_ends_invalid'),
  priority: intSchema(0, 9999, 'marketing.activity_priority_invalid').default(0),
  stack_with_coupon: flagSchema.default(1),
  remark: optionalText(200),
};

/** The rules a body must keep beyond its fields' own: the type's tiers or prices, a scope with ids, a window. */
function checkActivity(v: { type: number; tier_basis: number; tiers: ActivityTierInput[]; prices: Array<{ sku_id: number }>; scope_type: number; scope_ids: number[]; starts_at: string; ends_at: string }, ctx: z.RefinementCtx) {
  const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (v.ends_at <= v.starts_at) issue(['ends_at'], 'marketing.activity_ends_before_starts');
  if (v.type === 1) {
    if (v.prices.length === 0) issue(['prices'], 'marketing.activity_prices_required');
    const seen = new Set<number>();
    v.prices.forEach((p, i) => {
      if (seen.has(p.sku_id)) issue(['prices', i, 'sku_id'], 'marketing.activity_price_duplicate');
      seen.add(p.sku_id);
    });
    return;
  }
  if (v.scope_type !== 0 && v.scope_ids.length === 0) issue(['scope_ids'], 'marketing.activity_scope_ids_required');
  if (v.tiers.length === 0) issue(['tiers'], 'marketing.activity_tiers_required');
  const overs = new Set<number>();
  v.tiers.forEach((t, i) => {
    if (v.tier_basis === 1 && decimals(t.over) > 2) issue(['tiers', i, 'over'], 'marketing.activity_tier_over_invalid');
    if (overs.has(t.over)) issue(['tiers', i, 'over'], 'marketing.activity_tier_duplicate');
    overs.add(t.over);
    if (v.type === 2 && (t.off === undefined || t.off <= 0)) issue(['tiers', i, 'off'], 'marketing.activity_tier_off_invalid');
    if (v.type === 2 && t.off !== undefined && v.tier_basis === 1 && t.off > t.over) issue(['tiers', i, 'off'], 'marketing.activity_tier_off_over');
    if (v.type === 3 && t.percent === undefined) issue(['tiers', i, 'percent'], 'marketing.activity_tier_percent_invalid');
    // a 满赠 tier gives a gift; a 满减 or 满折 tier may give one beside its discount
    if (v.type === 4 && !t.gift_sku_id) issue(['tiers', i, 'gift_sku_id'], 'marketing.activity_gift_sku_required');
    if ((v.type === 4 || t.gift_sku_id) && !t.gift_qty) issue(['tiers', i, 'gift_qty'], 'marketing.activity_gift_qty_invalid');
  });
}

/** POST /marketing/activity: saved on (1) unless `status` 2; the answer lists the running activities it overlaps. */
export const CreateActivitySchema = z.object({ ...activityFields, status: intSchema(1, 2, 'marketing.activity_status_invalid').default(1) }).superRefine(checkActivity);
export type CreateActivityInput = z.infer<typeof CreateActivitySchema>;
/** PUT /marketing/activity: the form again (not for a void activity). */
export const UpdateActivitySchema = z.object({ ...activityFields, id: idSchema }).superRefine(checkActivity);
export type UpdateActivityInput = z.infer<typeof UpdateActivitySchema>;

export const ActivityListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50).optional(),
  type: intSchema(1, 4).optional(),
  state: z.enum(ACTIVITY_STATES, { error: 'validation.invalid' }).optional(),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });
export const ActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.literal(ACTIVITY_TYPES),
  type_text: z.string(),
  tier_basis: z.literal([1, 2]),
  tiers: z.array(
    z.object({
      over: z.string(),
      off: z.string().nullable(),
      percent: z.string().nullable(),
      gift_sku_id: z.number().int().nullable(),
      gift_sku_name: z.string().nullable(),
      gift_unit: z.number().int().nullable(),
      gift_unit_name: z.string().nullable(),
      gift_qty: z.string().nullable(),
    }),
  ),
  prices: z.array(z.object({ sku_id: z.number().int(), sku_code: z.string(), sku_name: z.string(), sale_price: z.string(), price: z.string() })),
  scope_type: z.literal(SCOPE_TYPES),
  scope_ids: z.array(z.number().int()),
  /** the names of the scope's categories, brands or SKUs, in scope_ids' order */
  scope_names: z.array(NamedSchema),
  store_ids: z.array(z.number().int()),
  customer_level_ids: z.array(z.number().int()),
  crowd_ids: z.array(z.number().int()),
  /** one line of who it is for ('全部门店 · A级 · 人群 …') */
  audience_text: z.string(),
  /** one line of what it does ('满 2,000.00 减 100.00；满 5,000.00 减 300.00') */
  rule_text: z.string(),
  starts_at: dateTimeText,
  ends_at: dateTimeText,
  priority: z.number().int(),
  stack_with_coupon: z.literal([0, 1]),
  status: z.literal(ACTIVITY_STATUSES),
  state: z.enum(ACTIVITY_STATES),
  state_text: z.string(),
  remark: z.string().nullable(),
  created_by_name: z.string(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Activity = z.infer<typeof ActivitySchema>;

/** Another activity that is on, of the same kind (prices with prices, tiers with tiers), for the same audience, over shared goods in a shared window. */
export const ActivityOverlapSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priority: z.number().int(),
  sku_count: z.number().int(),
  from: dateTimeText,
  to: dateTimeText,
  message: z.string(),
});
export type ActivityOverlap = z.infer<typeof ActivityOverlapSchema>;
/** The answer of a save: the activity, and the overlaps (warnings: saving is still allowed, the priority decides). */
export const ActivitySavedSchema = ActivitySchema.extend({ overlaps: z.array(ActivityOverlapSchema) });
export type ActivitySaved = z.infer<typeof ActivitySavedSchema>;

/** POST /marketing/activity/preview ("try a cart"): this activity as edited beside the others that are on, for a cart. */
export const ActivityPreviewSchema = z.object({
  activity: z.object({ ...activityFields, id: optionalIdSchema }).superRefine(checkActivity),
  customer_id: optionalIdSchema,
  /** the store whose activities count; absent: the customer's store, else the caller's current store */
  store_id: optionalIdSchema,
  items: z
    .array(z.object({ sku_id: idSchema, unit_id: idSchema.optional(), qty: quantitySchema('marketing.preview_qty_invalid') }), { error: 'marketing.preview_items_required' })
    .min(1, 'marketing.preview_items_required')
    .max(100, 'marketing.preview_items_too_many'),
});
export type ActivityPreviewInput = z.infer<typeof ActivityPreviewSchema>;

export const ActivityPreviewResultSchema = z.object({
  /** the moment priced: now, or the activity's start when it has not begun (its end less a second when over) */
  at: dateTimeText,
  /** whether this activity's audience holds the customer and store (else it was left out) */
  included: z.boolean(),
  lines: z.array(
    z.object({
      sku_id: z.number().int(),
      sku_code: z.string(),
      sku_name: z.string(),
      unit_name: z.string(),
      qty: z.string(),
      customer_price: z.string(),
      price: z.string(),
      amount: z.string(),
      activity_amount: z.string(),
      payable: z.string(),
      steps: z.array(PricingStepSchema),
    }),
  ),
  gifts: z.array(z.object({ activity_id: z.number().int(), activity_name: z.string(), sku_id: z.number().int(), sku_name: z.string(), unit_name: z.string(), qty: z.string() })),
  goods_amount: z.string(),
  price_off: z.string(),
  activity_amount: z.string(),
  total: z.string(),
  /** the other activities that were on for this cart */
  others: z.array(NamedSchema),
});
export type ActivityPreviewResult = z.infer<typeof ActivityPreviewResultSchema>;
