import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, intSchema, optionalIdSchema, optionalText, plainNumber, textSchema } from '../common/validation';
import { listInput, optionalMeasureSchema, optionalPriceSchema, pmsName, pmsSort, priceSchema, quantitySchema } from './pms-fields';

/**
 * SPU (the product) and its SKU matrix, docs/trading-model.md §2. States: 0 draft → 1 pending check → 2 on sale /
 * 3 rejected (with the reason) → 4 off sale (2 ↔ 4). Each move is its own call and permission.
 */
export const SPU_STATUSES = [0, 1, 2, 3, 4] as const;
export type SpuStatus = (typeof SPU_STATUSES)[number];
export const SPU_STATUS_LABELS: Record<SpuStatus, string> = {
  0: 'pms.spu_status_0',
  1: 'pms.spu_status_1',
  2: 'pms.spu_status_2',
  3: 'pms.spu_status_3',
  4: 'pms.spu_status_4',
};

/** At most 9 images (the first is the cover), 3 specs, 300 SKUs, 5 package units per SKU. */
export const SPU_MAX_IMAGES = 9;
export const SPU_MAX_SPECS = 3;
export const SPU_MAX_SKUS = 300;
export const SKU_MAX_UNITS = 5;
/** The description's HTML, before the server sanitises it. */
export const SPU_DESCRIPTION_MAX = 100_000;

// ── answers ────────────────────────────────────────────────────────────────────────────────────────

export const SkuUnitSchema = z.object({
  id: z.number().int(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  /** base units in one of this unit, e.g. '12' (1 箱 = 12 个) */
  ratio: z.string(),
  sale_price: z.string().nullable(),
});
export type SkuUnit = z.infer<typeof SkuUnitSchema>;

export const SpuSkuSchema = z.object({
  id: z.number().int(),
  /** one value of each of the SPU's specs, in the SPU's spec order */
  spec_value_ids: z.array(z.number().int()),
  /** the values joined with ' / ' ('红色 / 500g'); '' for an SPU without specs */
  spec_text: z.string(),
  code: z.string(),
  barcode: z.string().nullable(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  sale_price: z.string(),
  market_price: z.string().nullable(),
  cost_price: z.string(),
  weight: z.string().nullable(),
  volume: z.string().nullable(),
  min_order_qty: z.string(),
  image: z.string().nullable(),
  status: zeroOrOne,
  units: z.array(SkuUnitSchema),
});
export type SpuSku = z.infer<typeof SpuSkuSchema>;

export const SpuSpecSchema = z.object({
  spec_id: z.number().int(),
  name: z.string(),
  /** every value of the spec, in its order; the SKUs use some of them */
  values: z.array(z.object({ id: z.number().int(), value: z.string() })),
});

export const SpuRowSchema = z.object({
  id: z.number().int(),
  /** the product's own code (商品编码), unique in the tenant; null when it has none */
  code: z.string().nullable(),
  name: z.string(),
  /** the first image */
  cover: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  status: z.literal(SPU_STATUSES),
  reject_reason: z.string().nullable(),
  sku_count: z.number().int(),
  /** the lowest and highest SKU sale price */
  price_min: z.string().nullable(),
  price_max: z.string().nullable(),
  creator_name: z.string().nullable(),
  submitted_at: dateTimeText.nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type SpuRow = z.infer<typeof SpuRowSchema>;

export const SpuDetailSchema = SpuRowSchema.extend({
  selling_points: z.string().nullable(),
  type_id: z.number().int().nullable(),
  type_name: z.string().nullable(),
  images: z.array(z.string()),
  video: z.string().nullable(),
  /** sanitised HTML */
  description: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  specs: z.array(SpuSpecSchema),
  skus: z.array(SpuSkuSchema),
  sort: z.number().int(),
  /** name, images and description as last approved (null before the first approval) */
  approved: z.object({ name: z.string(), images: z.array(z.string()), description: z.string() }).nullable(),
  checked_at: dateTimeText.nullable(),
  checker_name: z.string().nullable(),
});
export type SpuDetail = z.infer<typeof SpuDetailSchema>;

// ── input ──────────────────────────────────────────────────────────────────────────────────────────

export const SkuUnitBodySchema = z.object({
  unit_id: idSchema,
  /** > 1 and at most 3 decimals */
  ratio: quantitySchema('pms.ratio_invalid', 1_000_000).refine((n) => n > 1, 'pms.ratio_invalid'),
  sale_price: optionalPriceSchema(),
});

const code = textSchema()
  .trim()
  .max(40, 'pms.sku_code_invalid')
  .refine((v) => v === '' || /^[A-Za-z0-9._-]+$/.test(v), 'pms.sku_code_invalid')
  .nullable()
  .optional()
  .transform((v) => v || null);

/**
 * The product's own code (商品编码): unique in the tenant, optional. Absent (undefined) on an update keeps
 * the saved one, '' or null clears it — so a caller that does not know codes never wipes one.
 */
const spuCode = textSchema()
  .trim()
  .max(40, 'pms.spu_code_invalid')
  .refine((v) => v === '' || /^[A-Za-z0-9._-]+$/.test(v), 'pms.spu_code_invalid')
  .nullable()
  .optional();

const barcode = textSchema()
  .trim()
  .max(32, 'pms.barcode_free_invalid')
  .nullable()
  .optional()
  .transform((v) => v || null);

export const SkuBodySchema = z.object({
  /** the SKU kept from the saved SPU; absent for a new combination */
  id: optionalIdSchema,
  spec_value_ids: listInput(idSchema, SPU_MAX_SPECS, 'pms.sku_spec_values_mismatch'),
  /** required when SKU codes are typed by hand (goods settings); else generated when empty */
  code,
  barcode,
  unit_id: idSchema,
  sale_price: priceSchema(),
  market_price: optionalPriceSchema(),
  cost_price: optionalPriceSchema().transform((v) => v ?? 0),
  weight: optionalMeasureSchema('pms.weight_invalid', 100_000, 3),
  volume: optionalMeasureSchema('pms.volume_invalid', 1_000, 6),
  min_order_qty: z
    .union([z.literal(''), z.null(), quantitySchema('pms.min_order_qty_invalid')])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? 1 : v)),
  image: optionalText(500),
  status: flagSchema.default(1),
  units: listInput(SkuUnitBodySchema, SKU_MAX_UNITS, 'pms.sku_units_too_many'),
});
export type SkuBody = z.infer<typeof SkuBodySchema>;

const attributeValue = z.object({
  name: textSchema().trim().min(1, 'pms.attribute_name_required').max(30, 'pms.attribute_name_too_long'),
  value: textSchema().trim().max(200, 'pms.attribute_value_too_long').default(''),
});

const imageUrl = textSchema('pms.image_unknown').trim().min(1, 'pms.image_unknown').max(500, 'pms.image_unknown');

export const SpuFieldsSchema = z.object({
  code: spuCode,
  name: pmsName(60),
  selling_points: optionalText(200),
  category_id: idSchema,
  brand_id: optionalIdSchema,
  type_id: optionalIdSchema,
  images: listInput(imageUrl, SPU_MAX_IMAGES, 'pms.images_too_many'),
  video: optionalText(500),
  /** HTML from the editor; the server keeps only safe tags and attributes */
  description: textSchema().max(SPU_DESCRIPTION_MAX, 'pms.description_too_long').nullable().optional().transform((v) => v ?? ''),
  attributes: listInput(attributeValue, 50, 'pms.type_attributes_too_many'),
  /** the specs the SKUs vary by, in order; none for a product sold in one form */
  spec_ids: listInput(idSchema, SPU_MAX_SPECS, 'pms.spu_specs_too_many').refine((v) => new Set(v).size === v.length, 'pms.type_spec_duplicate'),
  skus: listInput(SkuBodySchema, SPU_MAX_SKUS, 'pms.skus_too_many'),
  sort: pmsSort,
});

/** The matrix's own rules: one value per spec on every SKU, no combination, code or barcode twice, package units other than the base unit. */
function checkMatrix(spu: z.infer<typeof SpuFieldsSchema>, ctx: z.RefinementCtx): void {
  if (spu.skus.length === 0) ctx.addIssue({ code: 'custom', path: ['skus'], message: 'pms.skus_required' });
  if (spu.spec_ids.length === 0 && spu.skus.length > 1) ctx.addIssue({ code: 'custom', path: ['skus'], message: 'pms.sku_spec_values_mismatch' });
  const combos = new Set<string>();
  const codes = new Set<string>();
  const barcodes = new Set<string>();
  spu.skus.forEach((sku, i) => {
    if (sku.spec_value_ids.length !== spu.spec_ids.length) ctx.addIssue({ code: 'custom', path: ['skus', i, 'spec_value_ids'], message: 'pms.sku_spec_values_mismatch' });
    const combo = sku.spec_value_ids.join(',');
    if (combos.has(combo)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'spec_value_ids'], message: 'pms.sku_combination_duplicate' });
    combos.add(combo);
    if (sku.code) {
      if (codes.has(sku.code)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'code'], message: 'pms.sku_code_taken' });
      codes.add(sku.code);
    }
    if (sku.barcode) {
      if (barcodes.has(sku.barcode)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'barcode'], message: 'pms.barcode_taken' });
      barcodes.add(sku.barcode);
    }
    const units = new Set<number>();
    sku.units.forEach((u, j) => {
      if (u.unit_id === sku.unit_id) ctx.addIssue({ code: 'custom', path: ['skus', i, 'units', j, 'unit_id'], message: 'pms.package_unit_is_base' });
      if (units.has(u.unit_id)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'units', j, 'unit_id'], message: 'pms.package_unit_duplicate' });
      units.add(u.unit_id);
    });
  });
}
export const CreateSpuSchema = SpuFieldsSchema.superRefine(checkMatrix);
export const UpdateSpuSchema = SpuFieldsSchema.extend({ id: idSchema }).superRefine(checkMatrix);
export type CreateSpuInput = z.infer<typeof CreateSpuSchema>;
export type UpdateSpuInput = z.infer<typeof UpdateSpuSchema>;

/** `PUT /pms/spu/:id/check`: approve, or reject with the reason the author sees. */
export const CheckSpuSchema = z
  .object({
    result: z.enum(['approve', 'reject'], { error: 'pms.check_result_invalid' }),
    reason: optionalText(200),
  })
  .superRefine((c, ctx) => {
    if (c.result === 'reject' && !c.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'pms.reject_reason_required' });
  });
export type CheckSpuInput = z.infer<typeof CheckSpuSchema>;

export const SpuListQuerySchema = PaginationQuerySchema.extend({
  /** name, or a SKU's code or barcode */
  keyword: textSchema().trim().max(60).optional(),
  /** the category and its subcategories */
  category_id: intSchema(1).optional(),
  brand_id: intSchema(1).optional(),
  type_id: intSchema(1).optional(),
  status: plainNumber(z.number().pipe(z.literal(SPU_STATUSES))).optional(),
  sort: z.enum(['updated_at', 'created_at', 'name', 'sort']).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type SpuListQuery = z.infer<typeof SpuListQuerySchema>;

/** The status tabs' counts: `{ '0': 3, '1': 2, … }`. */
export const SpuStatusCountsSchema = z.record(z.string(), z.number().int());
