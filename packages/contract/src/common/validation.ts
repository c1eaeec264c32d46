import { z } from 'zod';

/** Spec 001 §5: 11 digits, starting 1, second digit 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const phoneSchema = z
  .string({ error: 'validation.phone_required' })
  .trim()
  .min(1, 'validation.phone_required')
  .regex(PHONE_PATTERN, 'validation.phone_invalid');

/** PostgreSQL `integer` (int4): ids, counts, codes and sorts are stored in it unless a column says bigint. */
export const INT4_MAX = 2147483647;
export const INT4_MIN = -2147483648;
/** numeric(14,2): the largest amount a money column holds (a line's amount, a document's total, a balance). */
export const MONEY_MAX = 999999999999.99;
/**
 * The largest quantity a line takes, in its own unit: numeric(14,3) quantity columns hold 99,999,999,999.999,
 * and a line's quantity in the base unit (× its package unit's ratio) and the stock it posts to must still
 * fit them, so a typed quantity stops three digits short.
 */
export const LINE_QTY_MAX = 99_999_999.999;

/**
 * A line's quantity as text or a number, read as its text: digits with at most 3 decimals (above 0 unless
 * `zero` is allowed) under the field's own message, and at most LINE_QTY_MAX under a message that names the
 * limit ('数量不能超过 99,999,999.999'), never the decimals message for a figure that is merely too large.
 */
export const qtyTextSchema = (key: string, { zero = false }: { zero?: boolean } = {}) =>
  z
    .union([z.string(), z.number()], { error: key })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d+(\.\d{1,3})?$/.test(v) && (zero || Number(v) > 0), { message: key, abort: true })
    .refine((v) => Number(v) <= LINE_QTY_MAX, 'validation.qty_too_large');

/** Text a form or a query string says a number with: plain decimal digits, a minus sign, a decimal point. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
const PLAIN_INTEGER = /^-?\d+$/;

/**
 * A number schema that takes JSON numbers and, as forms and query strings send them, text of plain decimal
 * digits — nothing else: `true`, `'0x10'`, `'1e1'`, `' 1 '` and `''` are refused with the schema's own
 * message where `z.coerce.number` read them as 1, 16, 10, 1 and 0. Every number the API takes goes
 * through it (or `plainInt`); the API reference shows the inner schema.
 */
export const plainNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && PLAIN_DECIMAL.test(v) ? Number(v) : v), schema);

/** `plainNumber` for whole numbers (ids, counts, codes, states): the text is digits only, `'1.0'` is refused too. */
export const plainInt = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && PLAIN_INTEGER.test(v) ? Number(v) : v), schema);

/** NUL (PostgreSQL refuses it in text) or a UTF-16 surrogate without its partner (not valid Unicode). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isSafeText = (v: string): boolean => !v.includes('\u0000') && !LONE_SURROGATE.test(v);

/** Any text the API takes: a string without NUL or lone surrogates. Every text schema starts here. */
export const textSchema = (error?: string) =>
  z.string(error ? { error } : undefined).refine(isSafeText, { message: 'validation.text_unsafe', abort: true });

/**
 * An integer within the column's range (int4 unless told): coerced from a form's text, `1e400`, `1.5`
 * and anything past the range refused with `key` (or the range message).
 */
export const intSchema = (min = INT4_MIN, max = INT4_MAX, key?: string) =>
  plainInt(z.number({ error: key ?? 'validation.int_range' })
    .int(key ?? 'validation.int_range')
    .min(Math.max(min, INT4_MIN), key ?? 'validation.int_range')
    .max(Math.min(max, INT4_MAX), key ?? 'validation.int_range'));

/** A money amount: a number that fits numeric(14,2); past the column's range the message names the limit. */
export const moneySchema = (min = -MONEY_MAX, max = MONEY_MAX, key = 'validation.money_range') =>
  plainNumber(
    z
      .number({ error: key })
      .min(Math.max(min, -MONEY_MAX), key)
      .max(MONEY_MAX, { message: 'validation.money_too_large', abort: true })
      .max(Math.min(max, MONEY_MAX), key),
  );

/**
 * Lines whose amount (quantity × price) would not fit the line's money column, or whose amounts together
 * would not fit the document's total: a 422 on the line's price (`validation.line_amount_too_large`) or on
 * the lines (`validation.total_amount_too_large`), before anything is computed in the database. For the
 * refinement of a lines array (`z.array(line).superRefine(checkLineAmounts)`); a line without a price is
 * priced by the server and is checked there.
 */
export function checkLineAmounts(lines: ReadonlyArray<{ qty?: unknown; price?: unknown }>, ctx: z.RefinementCtx): void {
  let total = 0;
  lines.forEach((line, i) => {
    const amount = Number(line.qty) * Number(line.price ?? 0);
    if (!Number.isFinite(amount)) return;
    if (amount > MONEY_MAX) ctx.addIssue({ code: 'custom', path: [i, 'price'], message: 'validation.line_amount_too_large' });
    total += amount;
  });
  if (total > MONEY_MAX && lines.every((l) => Number(l.qty) * Number(l.price ?? 0) <= MONEY_MAX)) {
    ctx.addIssue({ code: 'custom', path: [], message: 'validation.total_amount_too_large' });
  }
}

/** A calendar date that exists (`YYYY-MM-DD`, 2026-02-30 refused): parsed and written back, the same text. */
export function isCalendarDate(v: string): boolean {
  // year 0000 parses in JavaScript but is no date to PostgreSQL (its calendar has no year 0)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v.startsWith('0000')) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A date-time that exists (`YYYY-MM-DD HH:mm:ss`, or without seconds / the time). */
export function isCalendarDateTime(v: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(v);
  if (!m || !isCalendarDate(m[1])) return false;
  return m[2] === undefined || (Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4] ?? 0) < 60);
}

/** A `YYYY-MM-DD` that exists on the calendar (from year 1). */
export const dateSchema = (key = 'validation.date_invalid') => z.string({ error: key }).trim().refine(isCalendarDate, key);

export const idSchema = plainInt(z.number({ error: 'validation.id' }).int('validation.id').positive('validation.id').max(INT4_MAX, 'validation.id'));

/** An optional reference: forms send '' for "none", JSON sends null; both mean no reference. */
export const optionalIdSchema = z
  .union([z.literal('').transform(() => null), z.null(), idSchema])
  .optional()
  .transform((v) => v ?? null);

/** An optional value: forms send '' for "none", JSON sends null or leaves it out; all three are null. */
export const orNone = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), z.null(), schema])
    .optional()
    .transform((v) => v ?? null);

/**
 * A 0/1 flag (on/off, enabled/disabled): forms send '0' / '1', JSON may send booleans or numbers. Anything
 * else (2, -1, 'yes') is refused, never stored as 0.
 */
export const flagSchema = z.preprocess(
  (v) => (v === true || v === '1' || v === 'true' ? 1 : v === false || v === '0' || v === 'false' ? 0 : v),
  z.union([z.literal(0), z.literal(1)], { error: 'validation.flag_invalid' }),
);

export const requiredText = (max: number, requiredKey = 'validation.required', tooLongKey = 'validation.text_too_long') =>
  textSchema(requiredKey).trim().min(1, requiredKey).max(max, tooLongKey);

/** Optional text: absent, null and '' all mean "none" (forms and JSON clients say it differently). */
export const optionalText = (max: number) =>
  textSchema()
    .trim()
    .max(max, 'validation.text_too_long')
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));

/** A longitude or latitude within ±limit (a map pick), or none: '' and null are null, absent stays absent. */
export const coordinateSchema = (limit: number, key: string) =>
  z.union([z.literal('').transform(() => null), z.null(), plainNumber(z.number({ error: key }).min(-limit, key).max(limit, key))], { error: key }).optional();

/** The `:id` of a detail, update, delete or action path. */
/** The company's public key (`{tenant id}-{HMAC}`) the ordering app names it by in every public read, as `shop`. */
export const shopKeySchema = textSchema('common.shop_key_invalid').trim().min(1, 'common.shop_key_invalid').max(100, 'common.shop_key_invalid');

export const IdParamsSchema = z.object({ id: idSchema });
