import { z } from 'zod';

const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
/** any negative number, whatever its decimals: it is refused for its sign, not its format */
const NEGATIVE_PATTERN = /^-\s*(\d+(\.\d*)?|\.\d+)$/;

/**
 * A money figure a note takes, normalised to its text ('12.5', 300 → '300'): at most 12 whole digits and 2
 * decimals. A negative figure (and, for `positive`, zero) is refused with a message that says so
 * (`fms.amount_positive` / `fms.amount_negative`), apart from the format's `fms.amount_invalid` — a sign is
 * not a typing slip, and the form must not quietly turn −100 into something it can save.
 */
export function noteMoneySchema(floor: 'positive' | 'zero', positiveMessage = 'fms.amount_positive') {
  const base = z
    .union([z.string(), z.number()], { error: 'fms.amount_invalid' })
    .transform((v) => String(v).trim())
    .refine((v) => !NEGATIVE_PATTERN.test(v), { message: floor === 'positive' ? positiveMessage : 'fms.amount_negative', abort: true })
    .refine((v) => AMOUNT_PATTERN.test(v), { message: 'fms.amount_invalid', abort: true });
  return floor === 'positive' ? base.refine((v) => /[1-9]/.test(v), positiveMessage) : base;
}
