import dayjs, { type Dayjs } from 'dayjs';
import type { ListQuery } from '@/core/list/list-url';

/** A filter bar's created range (one RangePicker field `created`) and the list's created_from / created_to. */
export type CreatedRange = [Dayjs | null, Dayjs | null] | null;
const DAY = 'YYYY-MM-DD';

/** The list's query as the bar's values: the two dates become the range. */
export const createdRangeToValues = ({ created_from, created_to, ...query }: ListQuery): { created?: CreatedRange } => ({
  ...query,
  created: created_from || created_to ? [created_from ? dayjs(String(created_from)) : null, created_to ? dayjs(String(created_to)) : null] : null,
});

/** The bar's values as the list's query: the range becomes the two dates (the tenant's days, both included). */
export const createdRangeFromValues = ({ created, ...values }: { created?: CreatedRange }) => ({ ...values, created_from: created?.[0]?.format(DAY), created_to: created?.[1]?.format(DAY) });
