import { z } from 'zod';
import { zeroOrOne } from '../common/response.schema';
import { flagSchema, optionalIdSchema, plainNumber, textSchema } from '../common/validation';

/** How SKU codes are made: 1 prefix + counter (SKU000001), 2 typed by hand. */
export const SKU_CODE_MODES = [1, 2] as const;
/** Prices carry two decimals and are never negative: fixed rules, shown on the settings page. */
export const PRICE_DECIMALS = 2;

export const GoodsSettingSchema = z.object({
  /** 1: a new or renamed SPU waits for checking on /pms/spu/check before it goes on sale */
  spu_check: zeroOrOne,
  sku_code_mode: z.literal(SKU_CODE_MODES),
  sku_code_prefix: z.string(),
  /** the counter the next generated code takes */
  sku_code_next: z.number().int(),
  default_unit_id: z.number().int().nullable(),
  /** 1: a barcode may be any code of letters and digits; 0: EAN-13 / EAN-8 with a right check digit */
  allow_free_barcode: zeroOrOne,
  price_decimals: z.literal(PRICE_DECIMALS),
  allow_negative_price: z.literal(0),
});
export type GoodsSetting = z.infer<typeof GoodsSettingSchema>;

export const UpdateGoodsSettingSchema = z
  .object({
    spu_check: flagSchema.default(0),
    sku_code_mode: plainNumber(z.number({ error: 'pms.sku_code_mode_invalid' }).pipe(z.literal(SKU_CODE_MODES, { error: 'pms.sku_code_mode_invalid' }))),
    sku_code_prefix: textSchema()
      .trim()
      .max(10, 'pms.sku_code_prefix_invalid')
      .refine((v) => /^[A-Za-z0-9-]*$/.test(v), 'pms.sku_code_prefix_invalid')
      .optional()
      .transform((v) => v ?? ''),
    default_unit_id: optionalIdSchema,
    allow_free_barcode: flagSchema.default(0),
  })
  .superRefine((s, ctx) => {
    if (s.sku_code_mode === 1 && s.sku_code_prefix === '') ctx.addIssue({ code: 'custom', path: ['sku_code_prefix'], message: 'pms.sku_code_prefix_required' });
  });
export type UpdateGoodsSettingInput = z.infer<typeof UpdateGoodsSettingSchema>;
