import { z } from 'zod';
import { flagSchema, MONEY_MAX, plainNumber, textSchema } from '../common/validation';

/** Delivery time slots offered by the order form: 'HH:mm-HH:mm', start before end. */
export const TIME_SLOT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
export const ORDER_TIME_SLOTS_MAX = 12;
/** A tenant that never saved the order rules: no auto-audit, no cut-off, no minimum, two half-day slots. */
export const ORDER_SETTING_DEFAULTS = { auto_audit: 0, cutoff_time: null, min_order_amount: '0.00', time_slots: ['08:00-12:00', '14:00-18:00'] } as const;

export const OrderSettingSchema = z.object({
  /** 1: an order is audited (stock reserved) as it is created, when it can be */
  auto_audit: z.number().int(),
  /** 'HH:mm': an order made after it is delivered the day after tomorrow at the earliest (else tomorrow); null: any day from today */
  cutoff_time: z.string().nullable(),
  /** the least goods amount of an order ('0.00': none) */
  min_order_amount: z.string(),
  time_slots: z.array(z.string()),
});
export type OrderSetting = z.infer<typeof OrderSettingSchema>;

const slot = textSchema('oms.time_slot_invalid')
  .trim()
  .refine((v) => TIME_SLOT_PATTERN.test(v) && v.slice(0, 5) < v.slice(6), 'oms.time_slot_invalid');

export const UpdateOrderSettingSchema = z.object({
  auto_audit: flagSchema.default(0),
  cutoff_time: z
    .union([z.literal('').transform(() => null), z.null(), textSchema('oms.cutoff_time_invalid').trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'oms.cutoff_time_invalid')])
    .optional()
    .transform((v) => v ?? null),
  min_order_amount: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    plainNumber(z.number({ error: 'oms.min_amount_invalid' }).refine(Number.isFinite, 'oms.min_amount_invalid').min(0, 'oms.min_amount_invalid').max(MONEY_MAX, 'oms.min_amount_invalid')),
  ),
  time_slots: z
    .preprocess((v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(slot, { error: 'oms.time_slot_invalid' }).max(ORDER_TIME_SLOTS_MAX, 'oms.time_slots_too_many'))
    .refine((list) => new Set(list).size === list.length, 'oms.time_slot_duplicate'),
});
export type UpdateOrderSettingInput = z.infer<typeof UpdateOrderSettingSchema>;

/**
 * The earliest delivery date of an order made at `now` (tenant's local date and time 'YYYY-MM-DD', 'HH:mm'):
 * with a cut-off, tomorrow before it and the day after tomorrow from it on; without one, today.
 */
export function earliestDeliveryDate(today: string, nowTime: string, cutoff: string | null): string {
  if (cutoff === null) return today;
  const days = nowTime < cutoff ? 1 : 2;
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
