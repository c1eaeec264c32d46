import dayjs, { type Dayjs } from 'dayjs';
import type { ListQuery } from '@/core/list/list-url';

const DAY = 'YYYY-MM-DD';
type Range = [Dayjs | null, Dayjs | null] | null;
export type DateRangeValues = Record<string, unknown> & { dates?: Range };

/** A filter bar's `dates` range field is the list's start_date and end_date (FilterBar toValues / fromValues). */
export const dateRangeToValues = ({ start_date, end_date, ...query }: ListQuery): DateRangeValues => ({
  ...query,
  dates: start_date || end_date ? [start_date ? dayjs(String(start_date)) : null, end_date ? dayjs(String(end_date)) : null] : null,
});
export const dateRangeFromValues = ({ dates, ...values }: DateRangeValues) => ({ ...values, start_date: dates?.[0]?.format(DAY), end_date: dates?.[1]?.format(DAY) });
