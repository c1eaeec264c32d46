import { z } from 'zod';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, plainInt, plainNumber } from '../common/validation';

/** The order pay types (oms, docs/trading-model.md §4): 1 cash on delivery, 2 account period, 3 balance, 4 online. */
export const ORDER_PAY_TYPES = [1, 2, 3, 4] as const;

/**
 * How an amount with more than two decimals becomes cents (spec 000 §5: money is rounded to 2 decimals):
 * 1 half up (the default: ¥1.005 → ¥1.01), 2 down (truncate toward zero), 3 up (away from zero).
 */
export const ROUNDING = { halfUp: 1, down: 2, up: 3 } as const;
export type Rounding = (typeof ROUNDING)[keyof typeof ROUNDING];
export const ROUNDINGS = Object.values(ROUNDING) as Rounding[];

/** A tenant that never saved the page: every pay type offered, receipts audited, half up, the maker may audit. */
export const PAY_SETTING_DEFAULTS = { pay_types: [...ORDER_PAY_TYPES] as number[], receipt_audit: 1 as 0 | 1, rounding: ROUNDING.halfUp as Rounding, audit_by_other: 0 as 0 | 1 };

/**
 * A decimal text ('12.3456', '-0.005') as integer cents by the rule — on the digits, never through a
 * float, so no cent appears or vanishes. Throws RangeError on what is not a decimal number.
 */
export function centsByRule(value: string, rule: Rounding): number {
  const text = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RangeError(`not a money amount: ${value}`);
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  let cents = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  const rest = frac.slice(2);
  if (/[1-9]/.test(rest)) {
    if (rule === ROUNDING.up || (rule === ROUNDING.halfUp && rest[0] >= '5')) cents += 1;
  }
  return negative && cents !== 0 ? -cents : cents;
}

export const PaySettingSchema = z.object({
  /** the order pay types the order form offers, ascending */
  pay_types: z.array(z.number().int()),
  /** 1: a receipt note waits for audit before it posts; 0: saved notes are audited at once */
  receipt_audit: zeroOrOne,
  rounding: z.number().int(),
  /**
   * 1: a receipt or payment note is audited by someone other than who made it (409 `fms.audit_by_maker`);
   * receipt notes then always wait for that audit, and the quick actions (made and audited in one step) are refused
   */
  audit_by_other: zeroOrOne,
  updated_at: dateTimeText.nullable(),
  updated_by_name: z.string().nullable(),
});
export type PaySetting = z.infer<typeof PaySettingSchema>;

const payType = plainInt(z.number({ error: 'fms.pay_type_invalid' }).int('fms.pay_type_invalid').min(1, 'fms.pay_type_invalid').max(4, 'fms.pay_type_invalid'));

export const UpdatePaySettingSchema = z.object({
  pay_types: z
    .preprocess((v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')), z.array(payType, { error: 'fms.pay_type_invalid' }))
    .refine((list) => list.length > 0, 'fms.pay_types_required')
    .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
  receipt_audit: flagSchema.default(1),
  audit_by_other: flagSchema.default(0),
  rounding: plainNumber(z.number({ error: 'fms.rounding_invalid' }).refine((v): v is Rounding => (ROUNDINGS as number[]).includes(v), 'fms.rounding_invalid')).default(ROUNDING.halfUp),
});
export type UpdatePaySettingInput = z.infer<typeof UpdatePaySettingSchema>;
