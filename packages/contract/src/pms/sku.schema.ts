import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { idSchema, intSchema, textSchema } from '../common/validation';
import { listInput, optionalPriceSchema, priceSchema } from './pms-fields';
import { SPU_STATUSES, SkuUnitSchema } from './spu.schema';

/**
 * The SKU list (`/pms/goods/list`) and the SKU picker every document uses (`GET /pms/skus/search`).
 * Both show the SKUs of SPUs that passed checking: on sale (2) or off sale (4).
 */

/** What every SKU row shows of the SKU: its SPU's name, spec, image, codes and base unit. */
const skuIdentityFields = {
  id: z.number().int(),
  spu_id: z.number().int(),
  /** the SPU's name */
  name: z.string(),
  spec_text: z.string(),
  /** the SKU's own image, else the SPU's cover */
  image: z.string().nullable(),
  code: z.string(),
  barcode: z.string().nullable(),
  unit_id: z.number().int(),
  unit_name: z.string(),
};

export const SkuRowSchema = z.object({
  ...skuIdentityFields,
  units: z.array(SkuUnitSchema),
  category_id: z.number().int(),
  category_name: z.string(),
  brand_name: z.string().nullable(),
  sale_price: z.string(),
  market_price: z.string().nullable(),
  cost_price: z.string(),
  /** on hand over all warehouses, in the base unit ('0' until the warehouse module posts stock) */
  stock: z.string(),
  /** the SKU's own switch: 1 on sale */
  status: zeroOrOne,
  spu_status: z.literal(SPU_STATUSES),
  updated_at: dateTimeText,
});
export type SkuRow = z.infer<typeof SkuRowSchema>;

export const SKU_SORTS = ['updated_at', 'code', 'sale_price', 'name'] as const;

export const SkuListQuerySchema = PaginationQuerySchema.extend({
  /** SPU name, SKU code, barcode or the name's pinyin initials */
  keyword: textSchema().trim().max(60).optional(),
  /** the category and its subcategories */
  category_id: intSchema(1).optional(),
  brand_id: intSchema(1).optional(),
  /** the SKU's own switch */
  status: intSchema(0, 1).optional(),
  /** only these SKUs (the label print page), at most 100 */
  ids: listInput(idSchema, 100, 'validation.invalid').optional(),
  sort: z.enum(SKU_SORTS).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type SkuListQuery = z.infer<typeof SkuListQuerySchema>;

/** `PUT /pms/skus/status`: batch on / off sale. */
export const SkuStatusBodySchema = z.object({
  ids: listInput(idSchema, 500, 'pms.sku_ids_too_many').refine((v) => v.length > 0, 'pms.sku_ids_required'),
  status: intSchema(0, 1, 'validation.invalid'),
});
export type SkuStatusBody = z.infer<typeof SkuStatusBodySchema>;

/** `PUT /pms/sku/:id/price`: quick edit of the SKU's three prices; each changed one writes a history row. */
export const SkuPriceBodySchema = z.object({
  /** required: '' is no price, not 0 */
  sale_price: z.preprocess((v) => (v === '' || v === null ? undefined : v), priceSchema()),
  /** '' or null: none */
  market_price: optionalPriceSchema(),
  /** '' or null: 0, as on the SPU form */
  cost_price: optionalPriceSchema().transform((v) => v ?? 0),
});
export type SkuPriceBody = z.infer<typeof SkuPriceBodySchema>;

export const SkuPriceLogSchema = z.object({
  id: z.number().int(),
  field: z.enum(['sale_price', 'market_price', 'cost_price']),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  staff_name: z.string().nullable(),
  created_at: dateTimeText,
});
export type SkuPriceLog = z.infer<typeof SkuPriceLogSchema>;

/** The SKU picker's rows: enough to put a line on a document. */
export const SkuPickRowSchema = z.object({
  ...skuIdentityFields,
  /** whether the base unit takes decimals (斤, kg) */
  allow_decimal: zeroOrOne,
  units: z.array(SkuUnitSchema),
  sale_price: z.string(),
  stock: z.string(),
  status: zeroOrOne,
});
export type SkuPickRow = z.infer<typeof SkuPickRowSchema>;

/**
 * The picker reads at most this many matches of a keyword (newest SKUs first, an exact code or barcode
 * before them): the total says SKU_SEARCH_LIMIT when more match, and the person types more.
 */
export const SKU_SEARCH_LIMIT = 500;

export const SkuSearchQuerySchema = PaginationQuerySchema.extend({
  /** name, code, barcode or pinyin initials */
  keyword: textSchema().trim().max(60).optional(),
  category_id: intSchema(1).optional(),
  /** 1 (default): on-sale SKUs of on-sale SPUs only; 0: off-sale ones too (purchasing, counts) */
  on_sale: intSchema(0, 1).default(1),
});
export type SkuSearchQuery = z.infer<typeof SkuSearchQuerySchema>;
