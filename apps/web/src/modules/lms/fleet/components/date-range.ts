import dayjs, { type Dayjs } from 'dayjs';
import type { ListQuery } from '@/core/list/list-url';

const DAY = 'YYYY-MM-DD';
export type DateRangeValues = Record<string, unknown> & { dates?: [Dayjs | null, Dayjs | null] | null };

/** The filter bar's `dates` range is the list's start_date and end_date (FilterBar toValues / fromValues). */
export const toDateRange = ({ start_date, end_date, ...query }: ListQuery): DateRangeValues => ({
  ...query,
  dates: start_date || end_date ? [start_date ? dayjs(String(start_date)) : null, end_date ? dayjs(String(end_date)) : null] : null,
});
export const fromDateRange = ({ dates, ...values }: DateRangeValues) => ({ ...values, start_date: dates?.[0]?.format(DAY), end_date: dates?.[1]?.format(DAY) });
