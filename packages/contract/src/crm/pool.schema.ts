import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { idSchema, optionalIdSchema, plainInt } from '../common/validation';

export const PoolLevelRuleResponseSchema = z.object({
  level_id: z.number().int().nullable().describe('null: the default row'),
  level_name: z.string(),
  no_visit_days: z.number().int(),
  no_order_days: z.number().int(),
});
export type PoolLevelRule = z.infer<typeof PoolLevelRuleResponseSchema>;

/**
 * The public-pool rules (`GET`/`POST /crm/down_public_rule`). When `enabled`, the scheduled job sends a
 * private customer back to the public pool after `no_visit_days` without a follow-up or `no_order_days`
 * without an order (0 = that condition is off), per level (`level_id` null: the default row, for every
 * level without its own row), and warns the owner `remind_days` before (0 = no warning). Independently of
 * the switch, a rep may own at most `max_customers` private customers (0 = no cap) and may not re-claim a
 * customer released from them within `cooldown_days` (0 = none).
 * `rules` always starts with the default row; level rows follow in level order. (The answer's schemas;
 * `PoolRulesSchema` and `PoolLevelRuleSchema` below are the body's.)
 */
export const PoolRulesResponseSchema = z.object({
  enabled: zeroOrOne,
  max_customers: z.number().int().describe('0: no cap'),
  cooldown_days: z.number().int(),
  remind_days: z.number().int(),
  rules: z.array(PoolLevelRuleResponseSchema),
});
export type PoolRules = z.infer<typeof PoolRulesResponseSchema>;

/** `GET /crm/public/quota`: how many private customers the caller owns against the cap. */
export const PoolQuotaSchema = z.object({
  owned: z.number().int(),
  /** 0: no cap */
  max_customers: z.number().int().describe('0: no cap'),
  /** null: no cap */
  remaining: z.number().int().nullable().describe('null: no cap'),
  cooldown_days: z.number().int(),
});
export type PoolQuota = z.infer<typeof PoolQuotaSchema>;

/** `PUT /crm/customer/{id}/sales_type`: where the customer is now. */
export const SalesTypeResultSchema = z.object({
  id: z.number().int(),
  sales_type: z.literal([0, 1, 2]).describe('0 public pool, 1 private, 2 team pool'),
  sales_id: z.number().int().nullable(),
});

export const POOL_MAX_DAYS = 3650;
export const POOL_MAX_CUSTOMERS = 100000;

const days = plainInt(z.number({ error: 'crm.pool_days_invalid' })
  .int('crm.pool_days_invalid')
  .min(0, 'crm.pool_days_invalid')
  .max(POOL_MAX_DAYS, 'crm.pool_days_invalid'));

/** The switch: 1/0, '1'/'0' (forms) or true/false (JSON); anything else is refused, not read as off. */
const switchSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'crm.pool_enabled_invalid' })
  .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0) as 0 | 1);

const levelIdSchema = z
  .union([z.literal('').transform(() => null), z.null(), idSchema])
  .optional()
  .transform((v) => v ?? null);

export const PoolLevelRuleSchema = z.object({
  level_id: levelIdSchema,
  no_visit_days: days.default(0),
  no_order_days: days.default(0),
});

/** POST /crm/down_public_rule replaces the whole set; one row per level (and one default row at most). */
export const PoolRulesSchema = z.object({
  enabled: switchSchema.default(0),
  max_customers: plainInt(z.number({ error: 'crm.pool_cap_invalid' })
    .int('crm.pool_cap_invalid')
    .min(0, 'crm.pool_cap_invalid')
    .max(POOL_MAX_CUSTOMERS, 'crm.pool_cap_invalid'))
    .default(0),
  cooldown_days: days.default(0),
  remind_days: days.default(0),
  rules: z
    .array(PoolLevelRuleSchema, { error: 'validation.invalid' })
    .max(100, 'validation.invalid')
    .default([])
    .superRefine((rules, ctx) => {
      const seen = new Set<number | null>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.level_id)) ctx.addIssue({ code: 'custom', path: [index, 'level_id'], message: 'crm.pool_level_duplicate' });
        seen.add(rule.level_id);
      });
    }),
});
export type PoolRulesInput = z.infer<typeof PoolRulesSchema>;

/**
 * `GET /crm/down_public_rule/upcoming` (and its export): the private customers the rules will release in
 * the next `days` days (1–90, default 7), soonest first, with when and why. Customers that must not be
 * released (an open order, an unpaid receivable, an open account period) are not listed.
 */
export const UpcomingReleaseQuerySchema = PaginationQuerySchema.extend({
  days: plainInt(z.number({ error: 'crm.upcoming_days_invalid' }).int('crm.upcoming_days_invalid').min(1, 'crm.upcoming_days_invalid').max(90, 'crm.upcoming_days_invalid')).default(7),
  sales_id: optionalIdSchema,
});
export type UpcomingReleaseQuery = z.infer<typeof UpcomingReleaseQuerySchema>;

export const UpcomingReleaseSchema = z.object({
  /** the customer's id (lists key their rows by id) */
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  sales_id: z.number().int().nullable(),
  sales_name: z.string(),
  store_name: z.string(),
  level_text: z.string(),
  due_at: dateTimeText,
  reason: z.enum(['no_visit', 'no_order']),
  reason_text: z.string(),
  last_visit_at: dateTimeText.nullable(),
  last_order_at: dateTimeText.nullable(),
});
export type UpcomingRelease = z.infer<typeof UpcomingReleaseSchema>;
