import dayjs from 'dayjs';
import { type z } from 'zod';
import { storeChoiceSchema, type StoreChoice } from '@tradewind/contract/bi/period.schema';
import { dateSchema } from '@tradewind/contract/common/validation';
import type { ListQuery } from '@/core/list/list-url';
import { dateRangeFromValues, dateRangeToValues, type DateRangeValues } from '@/core/list/date-range-values';

/**
 * The analytics pages' period in the address: `start_date` and `end_date` (both included), and the store
 * (`store_id`: one of the user's, `all`, or none — the store chosen in the shell). Without dates a page shows
 * the last 30 days to today — the defaults, kept out of the address as a list's are.
 */
export const periodShape = { start_date: dateSchema().optional(), end_date: dateSchema().optional(), store_id: storeChoiceSchema.optional() };

export function defaultPeriod(): { start_date: string; end_date: string } {
  const today = dayjs();
  return { start_date: today.subtract(29, 'day').format('YYYY-MM-DD'), end_date: today.format('YYYY-MM-DD') };
}

/** A filter bar's `dates` field ↔ the period (a range with both ends, or the defaults). */
export const periodToValues = (query: ListQuery) => dateRangeToValues(query);
export const periodFromValues = (values: DateRangeValues) => {
  const { start_date, end_date, ...rest } = dateRangeFromValues(values);
  return { ...rest, start_date: start_date && end_date ? start_date : undefined, end_date: start_date && end_date ? end_date : undefined };
};

/** The period the calls take: the address's, else the defaults; and the store when one is chosen. */
export function periodOf(query: { start_date?: string; end_date?: string; store_id?: StoreChoice }) {
  const d = defaultPeriod();
  return { start_date: query.start_date ?? d.start_date, end_date: query.end_date ?? d.end_date, ...(query.store_id === undefined ? {} : { store_id: query.store_id }) };
}

/** A list schema read by the page: its period optional (the defaults fill it). */
export const withOptionalPeriod = <S extends z.ZodObject<z.ZodRawShape>>(schema: S) => schema.extend(periodShape);

/** Percent text ('80.00') as shown: '80.00%', or a dash for none. */
export const percent = (v: string | null | undefined) => (v === null || v === undefined ? '-' : `${v}%`);

/** A quantity as the API gives it ('7.000') without its trailing zeros, with the unit. */
export function qtyText(v: string, unit?: string): string {
  const n = v.includes('.') ? v.replace(/\.?0+$/, '') : v;
  return unit ? `${n} ${unit}` : n;
}
