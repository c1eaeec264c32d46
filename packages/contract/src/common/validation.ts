import { z } from 'zod';

/** Spec 001 §5: 11 digits, starting 1, second digit 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const phoneSchema = z
  .string({ error: 'validation.phone_required' })
  .trim()
  .min(1, 'validation.phone_required')
  .regex(PHONE_PATTERN, 'validation.phone_invalid');

export const idSchema = z.coerce.number({ error: 'validation.id' }).int('validation.id').positive('validation.id');

/** An optional reference: forms send '' for "none", JSON sends null; both mean no reference. */
export const optionalIdSchema = z
  .union([z.literal('').transform(() => null), z.null(), idSchema])
  .optional()
  .transform((v) => v ?? null);

/** Form bodies send flags as '0' / '1'; JSON may send booleans or numbers. */
export const flagSchema = z.union([z.boolean(), z.coerce.number()]).transform((v) => (v === true || v === 1 ? 1 : 0));

export const requiredText = (max: number, requiredKey = 'validation.required', tooLongKey = 'validation.text_too_long') =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, tooLongKey);

/** Optional text: absent, null and '' all mean "none" (forms and JSON clients say it differently). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.text_too_long')
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));

/** The `:id` of a detail, update, delete or action path. */
export const IdParamsSchema = z.object({ id: idSchema });
