import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { listInput, priceSchema, skuBaseUnitFields } from '../pms/pms-fields';
import { SkuUnitSchema } from '../pms/spu.schema';

/**
 * Customer prices (docs/trading-model.md §4 "Price of a line"): price plans for customer levels and types
 * (`/crm/prices`, `/crm/price`), a customer's own prices (`/crm/personalized_prices`,
 * `/crm/personalized_price`) and the customer's effective price list (`/crm/customer/{id}/quotation_price`).
 */

/** Where a line's price came from: the customer's own price, a price plan, or the SKU's list price. */
export const PRICE_SOURCES = ['customer', 'plan', 'list'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
/** The message key of a price source's label (客户价 / 价格方案 / 标准价). */
export const priceSourceKey = (source: PriceSource) => `crm.price_source_${source}` as const;

/** Whom a plan applies to: 1 a customer level, 2 a customer type. */
export const PRICE_TARGET_LEVEL = 1;
export const PRICE_TARGET_TYPE = 2;

/** The most lines one plan or one save of a customer's prices takes. */
export const PRICE_ITEMS_MAX = 500;

const priceInput = z.preprocess((v) => (v === '' || v === null ? undefined : v), priceSchema());

/** A SKU in a unit as price rows show it: the SKU, its units (for the unit choice) and this unit's list price. */
const skuUnitFields = {
  ...skuBaseUnitFields,
  units: z.array(SkuUnitSchema),
  /** the SKU's sale price per base unit */
  sale_price: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  /** base units in one of this unit ('1' for the base unit); null when the SKU no longer has this unit */
  ratio: z.string().nullable(),
  /** the unit's list price (its own sale price, else the SKU's × ratio); null when the SKU no longer has the unit */
  list_price: z.string().nullable(),
};

// ——— price plans ———

export const PricePlanItemSchema = z.object({ id: z.number().int(), ...skuUnitFields, price: z.string() });
export type PricePlanItem = z.infer<typeof PricePlanItemSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const PricePlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: zeroOrOne,
  remark: z.string().nullable(),
  levels: z.array(named),
  types: z.array(named),
  item_count: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type PricePlan = z.infer<typeof PricePlanSchema>;

export const PricePlanDetailSchema = PricePlanSchema.extend({ items: z.array(PricePlanItemSchema) });
export type PricePlanDetail = z.infer<typeof PricePlanDetailSchema>;

export const PricePlanItemInputSchema = z.object({ sku_id: idSchema, unit_id: idSchema, price: priceInput });
export type PricePlanItemInput = z.infer<typeof PricePlanItemInputSchema>;

const planFields = {
  name: textSchema('crm.price_plan_name_required').trim().min(1, 'crm.price_plan_name_required').max(50, 'crm.price_plan_name_too_long'),
  status: flagSchema.default(1),
  remark: optionalText(200),
  level_ids: listInput(idSchema, 100, 'validation.invalid'),
  type_ids: listInput(idSchema, 100, 'validation.invalid'),
  items: z.array(PricePlanItemInputSchema, { error: 'crm.price_items_required' }).min(1, 'crm.price_items_required').max(PRICE_ITEMS_MAX, 'crm.price_items_too_many'),
};

/** A SKU in a unit is priced once per save: a repeat is refused on its unit. */
const noRepeatedItems = (items: ReadonlyArray<{ sku_id: number; unit_id: number }>, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = `${item.sku_id}:${item.unit_id}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['items', i, 'unit_id'], message: 'crm.price_item_duplicate' });
    seen.add(key);
  });
};

/** A plan must apply to at least one level or type. */
const planRules = (v: { level_ids: number[]; type_ids: number[]; items: PricePlanItemInput[] }, ctx: z.RefinementCtx) => {
  if (v.level_ids.length === 0 && v.type_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['level_ids'], message: 'crm.price_plan_targets_required' });
  noRepeatedItems(v.items, ctx);
};

export const CreatePricePlanSchema = z.object(planFields).superRefine(planRules);
export const UpdatePricePlanSchema = z.object({ id: idSchema, ...planFields }).superRefine(planRules);
export type CreatePricePlanInput = z.infer<typeof CreatePricePlanSchema>;
export type UpdatePricePlanInput = z.infer<typeof UpdatePricePlanSchema>;

export const PricePlanStatusSchema = z.object({ status: flagSchema });

export const PricePlanListQuerySchema = PaginationQuerySchema.extend({
  /** the plan's name */
  keyword: textSchema().trim().max(50).optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
  level_id: idSchema.optional(),
  type_id: idSchema.optional(),
  /** plans pricing this SKU */
  sku_id: idSchema.optional(),
});
export type PricePlanListQuery = z.infer<typeof PricePlanListQuerySchema>;

// ——— a customer's own (personalized) prices ———

export const CustomerPriceSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_phone: z.string(),
  ...skuUnitFields,
  price: z.string(),
  remark: z.string().nullable(),
  updated_by_name: z.string().nullable(),
  updated_at: dateTimeText,
});
export type CustomerPrice = z.infer<typeof CustomerPriceSchema>;

export const CustomerPriceItemInputSchema = z.object({ sku_id: idSchema, unit_id: idSchema, price: priceInput, remark: optionalText(200) });

/** Several prices of one customer at once (from the SKU picker); a SKU and unit the customer already has a price for is refused. */
export const CreateCustomerPricesSchema = z
  .object({
    customer_id: idSchema,
    items: z.array(CustomerPriceItemInputSchema, { error: 'crm.price_items_required' }).min(1, 'crm.price_items_required').max(PRICE_ITEMS_MAX, 'crm.price_items_too_many'),
  })
  .superRefine((v, ctx) => noRepeatedItems(v.items, ctx));
export type CreateCustomerPricesInput = z.infer<typeof CreateCustomerPricesSchema>;

export const UpdateCustomerPriceSchema = z.object({ id: idSchema, unit_id: idSchema, price: priceInput, remark: optionalText(200) });
export type UpdateCustomerPriceInput = z.infer<typeof UpdateCustomerPriceSchema>;

/** The personalized price list's filters (also the export's parameters). */
export const CustomerPriceFilterSchema = z.object({
  customer_id: idSchema.optional(),
  /** the SKU's product name, code or barcode */
  keyword: textSchema().trim().max(50).optional(),
});
export type CustomerPriceFilter = z.infer<typeof CustomerPriceFilterSchema>;
export const CustomerPriceListQuerySchema = PaginationQuerySchema.extend(CustomerPriceFilterSchema.shape);
export type CustomerPriceListQuery = z.infer<typeof CustomerPriceListQuerySchema>;

// ——— the customer's effective price list (quotation) ———

export const QuotationPriceSchema = z.object({
  ...skuUnitFields,
  ratio: z.string(),
  list_price: z.string(),
  category_name: z.string(),
  price: z.string(),
  source: z.enum(PRICE_SOURCES),
  source_text: z.string(),
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
});
export type QuotationPrice = z.infer<typeof QuotationPriceSchema>;

export const QuotationPriceFilterSchema = z.object({
  /** the SKU's product name, code or barcode */
  keyword: textSchema().trim().max(50).optional(),
  source: z.enum(PRICE_SOURCES, { error: 'validation.invalid' }).optional(),
});
export const QuotationPriceListQuerySchema = PaginationQuerySchema.extend(QuotationPriceFilterSchema.shape);
export type QuotationPriceListQuery = z.infer<typeof QuotationPriceListQuerySchema>;
/** The export's parameters: the customer and the list's filters. */
export const QuotationPriceExportParamsSchema = QuotationPriceFilterSchema.extend({ customer_id: idSchema });
export type QuotationPriceExportParams = z.infer<typeof QuotationPriceExportParamsSchema>;
