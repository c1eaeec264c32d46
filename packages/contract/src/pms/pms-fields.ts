import { z } from 'zod';
import { intSchema, LINE_QTY_MAX, plainNumber, textSchema } from '../common/validation';

/** A catalogue entry's name: required, at most `max` characters (the column's length). */
export const pmsName = (max: number) => textSchema('pms.name_required').trim().min(1, 'pms.name_required').max(max, 'pms.name_too_long');

/** Display order: smaller first, 0–9999. */
export const pmsSort = intSchema(0, 9999, 'pms.sort_range').default(0);

/** A list given as an array (`values[]=…`, JSON), or one string for a list of one (form bodies); absent is empty. */
export const listInput = <T extends z.ZodType>(item: T, max: number, tooManyKey: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item, { error: 'validation.invalid' }).max(max, tooManyKey));

/** The largest price a SKU takes (spec of issue 15: anything above is an absurd price). */
export const PRICE_MAX = 10_000_000;

const decimalsOf = (n: number) => {
  const text = String(n);
  if (text.includes('e')) return 99;
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
};

/**
 * A price: 0 to 10,000,000 with at most two decimals (never negative: a fixed rule of the goods settings).
 * Below 0 and past the limit the message says which ('must not be negative', 'must not exceed 10,000,000')
 * unless the caller names its own.
 */
export const priceSchema = (key = 'pms.price_range') =>
  plainNumber(z.number({ error: key })
    .refine(Number.isFinite, key)
    .min(0, key === 'pms.price_range' ? 'pms.price_negative' : key)
    .max(PRICE_MAX, key === 'pms.price_range' ? 'pms.price_too_large' : key)
    .refine((n) => decimalsOf(n) <= 2, 'pms.price_decimals'));

/** An optional price: '' and null mean none. */
export const optionalPriceSchema = (key = 'pms.price_range') =>
  z
    .union([z.literal('').transform(() => null), z.null(), priceSchema(key)])
    .optional()
    .transform((v) => v ?? null);

/**
 * A quantity in a unit: > 0, at most 3 decimals, at most `max` (a line's quantity: LINE_QTY_MAX, past which
 * the message names the limit; a ratio or a minimum its own, with `key`).
 */
export const quantitySchema = (key = 'pms.quantity_invalid', max = LINE_QTY_MAX) =>
  plainNumber(
    z
      .number({ error: key })
      .refine(Number.isFinite, key)
      .gt(0, key)
      .max(max, max === LINE_QTY_MAX ? 'validation.qty_too_large' : key)
      .refine((n) => decimalsOf(n) <= 3, key),
  );

/** A positive measure (weight kg, volume m³) or none. */
export const optionalMeasureSchema = (key: string, max: number, decimals: number) =>
  z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      plainNumber(z.number({ error: key })
        .refine(Number.isFinite, key)
        .min(0, key)
        .max(max, key)
        .refine((n) => decimalsOf(n) <= decimals, key)),
    ])
    .optional()
    .transform((v) => v ?? null);

/** What a document line shows of its SKU (the SKU as goods show it), in the unit the line counts in. */
export const lineSkuFields = {
  sku_id: z.number().int(),
  sku_code: z.string(),
  sku_name: z.string(),
  spec_text: z.string(),
  image: z.string().nullable(),
  unit_name: z.string(),
};

/** A SKU as a price or purchase line names it: its code, name, spec and image, and the base unit it counts in. */
export const skuBaseUnitFields = {
  sku_id: z.number().int(),
  sku_code: z.string(),
  name: z.string(),
  spec_text: z.string(),
  image: z.string().nullable(),
  base_unit_id: z.number().int(),
  base_unit_name: z.string(),
};
