import { z } from 'zod';
import { placeBodyFields, placeFields } from '../common/area.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, INT4_MAX, intSchema, optionalIdSchema, optionalText, PHONE_PATTERN, plainInt, plainNumber, textSchema } from '../common/validation';
import { SkuUnitSchema } from '../pms/spu.schema';
import { listInput, optionalPriceSchema, priceSchema, quantitySchema } from '../pms/pms-fields';
import { wmsCode } from './warehouse.schema';

/** 1 cash on delivery, 2 an account period of `settlement_days` days (docs/trading-model.md §3 Procurement). */
export const SETTLEMENT_TYPES = [1, 2] as const;

/** A supplier as the API shows it. */
export const SupplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  ...placeFields,
  settlement_type: z.union([z.literal(1), z.literal(2)]),
  settlement_days: z.number().int().nullable(),
  bank_name: z.string().nullable(),
  bank_account: z.string().nullable(),
  bank_holder: z.string().nullable(),
  tax_no: z.string().nullable(),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  status: zeroOrOne,
  remark: z.string().nullable(),
  sku_count: z.number().int(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Supplier = z.infer<typeof SupplierSchema>;

/** A phone that is absent ('' or null) or a mobile number by the contract's rule. */
const optionalPhone = z
  .union([z.literal('').transform(() => null), z.null(), textSchema().trim().regex(PHONE_PATTERN, 'validation.phone_invalid')])
  .optional()
  .transform((v) => v || null);

export const SupplierBodySchema = z
  .object({
    name: textSchema('wms.supplier_name_required').trim().min(1, 'wms.supplier_name_required').max(50, 'wms.supplier_name_too_long'),
    code: wmsCode(30, 'wms.supplier_code_required'),
    contact_name: optionalText(50),
    contact_phone: optionalPhone,
    ...placeBodyFields,
    settlement_type: plainNumber(z.number({ error: 'wms.settlement_type_invalid' }).pipe(z.union([z.literal(1), z.literal(2)], { error: 'wms.settlement_type_invalid' }))).default(1),
    /** days of the account period; required with settlement_type 2, ignored with 1 */
    settlement_days: z
      .union([z.literal('').transform(() => null), z.null(), intSchema(1, 365, 'wms.settlement_days_range')])
      .optional()
      .transform((v) => v ?? null),
    bank_name: optionalText(50),
    bank_account: z
      .union([z.literal('').transform(() => null), z.null(), textSchema().trim().regex(/^[0-9 -]{6,40}$/, 'wms.bank_account_invalid')])
      .optional()
      .transform((v) => v || null),
    bank_holder: optionalText(50),
    tax_no: z
      .union([z.literal('').transform(() => null), z.null(), textSchema().trim().regex(/^[0-9A-Za-z]{15,20}$/, 'wms.tax_no_invalid')])
      .optional()
      .transform((v) => v || null),
    /** the stores it serves: each one of the editor's */
    store_ids: listInput(idSchema, 200, 'wms.stores_too_many'),
    status: flagSchema.default(1),
    remark: optionalText(200),
  })
  .superRefine((v, ctx) => {
    if (v.settlement_type === 2 && v.settlement_days === null) ctx.addIssue({ code: 'custom', path: ['settlement_days'], message: 'wms.settlement_days_required' });
  });
export const CreateSupplierSchema = SupplierBodySchema;
export const UpdateSupplierSchema = z.intersection(SupplierBodySchema, z.object({ id: idSchema }));
export type CreateSupplierInput = z.infer<typeof CreateSupplierSchema>;
export type UpdateSupplierInput = z.infer<typeof UpdateSupplierSchema>;

export const SupplierStatusSchema = z.object({ status: flagSchema });

/** The supplier list's filters (also the export's parameters). */
export const SupplierFilterSchema = z.object({
  /** name, code, phone or contact */
  keyword: textSchema().trim().max(50).optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
  /** suppliers serving this store */
  store_id: idSchema.optional(),
});
export type SupplierFilter = z.infer<typeof SupplierFilterSchema>;
export const SupplierListQuerySchema = PaginationQuerySchema.extend(SupplierFilterSchema.shape);
export type SupplierListQuery = z.infer<typeof SupplierListQuerySchema>;

/** What a supplier supplies: its code, purchase price (per `unit_id`), minimum quantity, last purchase. */
export const SupplierSkuSchema = z.object({
  id: z.number().int(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  sku_id: z.number().int(),
  sku_code: z.string(),
  name: z.string(),
  spec_text: z.string(),
  image: z.string().nullable(),
  category_name: z.string(),
  /** the SKU's base unit and its package units, for the unit choice */
  base_unit_id: z.number().int(),
  base_unit_name: z.string(),
  units: z.array(SkuUnitSchema),
  /** the purchase unit: the base unit or one of the package units */
  unit_id: z.number().int(),
  unit_name: z.string(),
  supplier_code: z.string().nullable(),
  purchase_price: z.string(),
  min_qty: z.string().nullable(),
  last_price: z.string().nullable(),
  last_purchase_at: dateTimeText.nullable(),
  updated_at: dateTimeText,
});
export type SupplierSku = z.infer<typeof SupplierSkuSchema>;

const supplierSkuFields = {
  supplier_code: optionalText(40),
  purchase_price: z.preprocess((v) => (v === '' || v === null ? undefined : v), priceSchema()),
  /** absent: the SKU's base unit */
  unit_id: optionalIdSchema,
  min_qty: z
    .union([z.literal('').transform(() => null), z.null(), quantitySchema('wms.min_qty_invalid')])
    .optional()
    .transform((v) => v ?? null),
};

/** Several SKUs added to a supplier at once (from the picker); a SKU it already supplies is refused. */
export const AddSupplierSkusSchema = z.object({
  supplier_id: idSchema,
  items: z
    /** purchase_price absent: the SKU's cost price */
    .array(z.object({ sku_id: idSchema, ...supplierSkuFields, purchase_price: optionalPriceSchema() }), { error: 'validation.invalid' })
    .min(1, 'wms.supplier_skus_required')
    .max(200, 'wms.supplier_skus_too_many'),
});
export type AddSupplierSkusInput = z.infer<typeof AddSupplierSkusSchema>;

export const UpdateSupplierSkuSchema = z.object({ id: idSchema, ...supplierSkuFields });
export type UpdateSupplierSkuInput = z.infer<typeof UpdateSupplierSkuSchema>;

export const SupplierSkuListQuerySchema = PaginationQuerySchema.extend({
  supplier_id: idSchema.optional(),
  /** the SKU's product name, code or barcode */
  keyword: textSchema().trim().max(50).optional(),
  category_id: idSchema.optional(),
});
export type SupplierSkuListQuery = z.infer<typeof SupplierSkuListQuerySchema>;

/** GET /wms/supplier/:id/skus: the purchase-order form's price prefill, optionally for some SKUs. */
export const SupplierSkuPricesQuerySchema = z.object({
  sku_ids: z
    .union([z.string(), z.array(plainNumber(z.number()))])
    .transform((v) => (typeof v === 'string' ? v.split(',').filter(Boolean).map(Number) : v))
    .pipe(z.array(z.number().int('validation.id').positive('validation.id').max(INT4_MAX, 'validation.id')).max(500, 'validation.invalid'))
    .optional(),
});
export const SupplierSkuPriceSchema = z.object({
  sku_id: z.number().int(),
  unit_id: z.number().int(),
  purchase_price: z.string(),
  min_qty: z.string().nullable(),
  supplier_code: z.string().nullable(),
  last_price: z.string().nullable(),
});
export type SupplierSkuPrice = z.infer<typeof SupplierSkuPriceSchema>;
