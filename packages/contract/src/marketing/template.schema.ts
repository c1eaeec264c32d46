import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, intSchema, optionalText, orNone, plainInt, plainNumber, requiredText, textSchema } from '../common/validation';

/**
 * Freight templates (运费模板, /marketing/freight/*) and carry-fee templates (搬运费模板, /marketing/carry_fee/*):
 * what an order's delivery and a delivery's carrying cost the customer, per store (marketing README
 * "Freight and carry-fee templates").
 */

/** 1 enabled (the store's template in force), 0 disabled. A store has at most one enabled template of each kind. */
export const TEMPLATE_STATUS = { disabled: 0, enabled: 1 } as const;
export const TEMPLATE_STATUSES = [1, 0] as const;

/** What a freight template counts: 1 pieces (件), 2 weight (kg), 3 volume (m³). */
export const FREIGHT_BASIS = { piece: 1, weight: 2, volume: 3 } as const;
export const FREIGHT_BASES = [1, 2, 3] as const;
export type FreightBasis = (typeof FREIGHT_BASES)[number];

/** Where a quoted freight's rule came from: the address's district, city or province, or the template's default. */
export const FREIGHT_RULE_LEVELS = ['district', 'city', 'province', 'default'] as const;
export type FreightRuleLevel = (typeof FREIGHT_RULE_LEVELS)[number];

export const FREIGHT_MAX_RULES = 50;
export const FREIGHT_MAX_AREAS = 500;
export const CARRY_MAX_BULKY = 50;
/** the largest fee per unit, per floor or per piece a template takes (¥) */
export const TEMPLATE_FEE_MAX = 99_999.99;
/** the largest unit (pieces, kg or m³) and threshold quantity */
export const TEMPLATE_UNIT_MAX = 99_999;

const decimals = (n: number, places: number) => !String(n).includes('e') && (String(n).split('.')[1]?.length ?? 0) <= places;

/** ¥ 0–TEMPLATE_FEE_MAX, two decimals, under the field's own message. */
const fee = (key: string) =>
  plainNumber(z.number({ error: key }).refine(Number.isFinite, key).min(0, key).max(TEMPLATE_FEE_MAX, key).refine((n) => decimals(n, 2), key));

/** A unit of pieces, kg or m³: above 0, at most TEMPLATE_UNIT_MAX, three decimals (whole for pieces: checked with the basis). */
const unit = (key: string) =>
  plainNumber(z.number({ error: key }).refine(Number.isFinite, key).gt(0, key).max(TEMPLATE_UNIT_MAX, key).refine((n) => decimals(n, 3), key));

/** A 6-digit administrative code of a province, city or district (the area tree's ids). */
const areaCode = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: 'marketing.freight_area_invalid' }).regex(/^\d{6}$/, 'marketing.freight_area_invalid'));

/** The first unit's fee and each additional unit's (a started unit counts whole). */
const chargeShape = {
  first_unit: unit('marketing.freight_unit_invalid'),
  first_fee: fee('marketing.freight_fee_invalid'),
  additional_unit: unit('marketing.freight_unit_invalid'),
  additional_fee: fee('marketing.freight_fee_invalid'),
};

export const FreightRuleBodySchema = z.object({
  /** provinces, cities or districts (6-digit codes); the most specific one holding an address wins */
  area_codes: z.array(areaCode, { error: 'marketing.freight_areas_required' }).min(1, 'marketing.freight_areas_required').max(FREIGHT_MAX_AREAS, 'marketing.freight_areas_too_many'),
  ...chargeShape,
});
export type FreightRuleBody = z.infer<typeof FreightRuleBodySchema>;

const wholeForPieces = (basis: number, v: { first_unit: number; additional_unit: number }, path: (string | number)[], ctx: z.RefinementCtx) => {
  if (basis !== FREIGHT_BASIS.piece) return;
  if (!Number.isInteger(v.first_unit)) ctx.addIssue({ code: 'custom', path: [...path, 'first_unit'], message: 'marketing.freight_unit_whole' });
  if (!Number.isInteger(v.additional_unit)) ctx.addIssue({ code: 'custom', path: [...path, 'additional_unit'], message: 'marketing.freight_unit_whole' });
};

export const FreightTemplateBodySchema = z
  .object({
    store_id: idSchema,
    name: requiredText(50, 'marketing.template_name_required'),
    basis: plainInt(z.number({ error: 'marketing.freight_basis_invalid' }).pipe(z.literal(FREIGHT_BASES, { error: 'marketing.freight_basis_invalid' }))),
    /** the default rule: areas no rule lists */
    ...chargeShape,
    rules: z.array(FreightRuleBodySchema, { error: 'marketing.freight_rules_invalid' }).max(FREIGHT_MAX_RULES, 'marketing.freight_rules_too_many').default([]),
    /** free when the goods (after discounts) reach this amount; none: never by amount */
    free_over_amount: orNone(plainNumber(z.number({ error: 'marketing.free_amount_invalid' }).gt(0, 'marketing.free_amount_invalid').max(99_999_999.99, 'marketing.free_amount_invalid').refine((n) => decimals(n, 2), 'marketing.free_amount_invalid'))),
    /** free when the order has this many pieces; none: never by quantity */
    free_over_qty: orNone(intSchema(1, TEMPLATE_UNIT_MAX, 'marketing.free_qty_invalid')),
    remark: optionalText(200),
  })
  .superRefine((v, ctx) => {
    wholeForPieces(v.basis, v, [], ctx);
    const seen = new Map<string, number>();
    v.rules.forEach((rule, i) => {
      wholeForPieces(v.basis, rule, ['rules', i], ctx);
      for (const code of rule.area_codes) {
        if (seen.has(code)) ctx.addIssue({ code: 'custom', path: ['rules', i, 'area_codes'], message: 'marketing.freight_area_twice' });
        seen.set(code, i);
      }
    });
  });
export const CreateFreightTemplateSchema = FreightTemplateBodySchema;
export const UpdateFreightTemplateSchema = z.intersection(FreightTemplateBodySchema, z.object({ id: idSchema }));
export type CreateFreightTemplateInput = z.infer<typeof CreateFreightTemplateSchema>;
export type UpdateFreightTemplateInput = z.infer<typeof UpdateFreightTemplateSchema>;

const AreaRefSchema = z.object({ code: z.string(), name: z.string() });

const chargeOut = { first_unit: z.string(), first_fee: z.string(), additional_unit: z.string(), additional_fee: z.string() };

export const FreightTemplateSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  name: z.string(),
  basis: z.literal(FREIGHT_BASES),
  ...chargeOut,
  /** each rule's areas with their full names (上海市/上海市/浦东新区) */
  rules: z.array(z.object({ area_codes: z.array(z.string()), areas: z.array(AreaRefSchema), ...chargeOut })),
  free_over_amount: z.string().nullable(),
  free_over_qty: z.number().int().nullable(),
  status: z.literal(TEMPLATE_STATUSES),
  remark: z.string().nullable(),
  created_by_name: z.string(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type FreightTemplate = z.infer<typeof FreightTemplateSchema>;

export const TemplateListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50).optional(),
  store_id: plainInt(z.number().int().positive()).optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;

/** What freightFor quotes: the rule it used and why the amount is what it is. */
export type FreightQuoteRule = {
  basis: FreightBasis;
  level: FreightRuleLevel;
  /** the area code that matched (null for the default rule) */
  area_code: string | null;
  first_unit: string;
  first_fee: string;
  additional_unit: string;
  additional_fee: string;
  /** the quantity counted (pieces, kg or m³) and the additional units charged */
  quantity: string;
  additional_units: number;
  /** why it is free, if it is */
  free: 'amount' | 'quantity' | null;
};

export const CarryBulkyBodySchema = z.object({
  category_id: idSchema,
  /** per piece of goods of this category (or below it) */
  fee: fee('marketing.carry_fee_invalid'),
});

export const CarryFeeTemplateBodySchema = z
  .object({
    store_id: idSchema,
    name: requiredText(50, 'marketing.template_name_required'),
    /** per floor per piece */
    rate: fee('marketing.carry_rate_invalid'),
    /** floors carried free (the ground floor is 1) */
    free_floors: intSchema(0, 200, 'marketing.carry_free_floors_invalid'),
    /** added to the rate per floor per piece where there is no lift */
    no_lift_rate: fee('marketing.carry_fee_invalid'),
    bulky: z.array(CarryBulkyBodySchema, { error: 'marketing.carry_bulky_invalid' }).max(CARRY_MAX_BULKY, 'marketing.carry_bulky_too_many').default([]),
    /** the least a carry is charged (0: no minimum) */
    minimum: fee('marketing.carry_fee_invalid'),
    remark: optionalText(200),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.bulky.forEach((b, i) => {
      if (seen.has(b.category_id)) ctx.addIssue({ code: 'custom', path: ['bulky', i, 'category_id'], message: 'marketing.carry_bulky_twice' });
      seen.add(b.category_id);
    });
  });
export const CreateCarryFeeTemplateSchema = CarryFeeTemplateBodySchema;
export const UpdateCarryFeeTemplateSchema = z.intersection(CarryFeeTemplateBodySchema, z.object({ id: idSchema }));
export type CreateCarryFeeTemplateInput = z.infer<typeof CreateCarryFeeTemplateSchema>;
export type UpdateCarryFeeTemplateInput = z.infer<typeof UpdateCarryFeeTemplateSchema>;

export const CarryFeeTemplateSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  name: z.string(),
  rate: z.string(),
  free_floors: z.number().int(),
  no_lift_rate: z.string(),
  bulky: z.array(z.object({ category_id: z.number().int(), category_name: z.string(), fee: z.string() })),
  minimum: z.string(),
  status: z.literal(TEMPLATE_STATUSES),
  remark: z.string().nullable(),
  created_by_name: z.string(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type CarryFeeTemplate = z.infer<typeof CarryFeeTemplateSchema>;
