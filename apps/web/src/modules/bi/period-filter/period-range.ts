import dayjs, { type Dayjs } from 'dayjs';
import { todayIn } from '@tradewind/contract/common/time';

const DAY = 'YYYY-MM-DD';

export type QuickRange = 'this_month' | 'last_month' | 'last_30_days' | 'this_year';
export const QUICK_RANGES: readonly QuickRange[] = ['this_month', 'last_month', 'last_30_days', 'this_year'];

/** A quick range's first and last day, as of `today`. */
export function quickRange(range: QuickRange, today: Dayjs): [Dayjs, Dayjs] {
  if (range === 'last_month') {
    const last = today.subtract(1, 'month');
    return [last.startOf('month'), last.endOf('month').startOf('day')];
  }
  if (range === 'last_30_days') return [today.subtract(29, 'day').startOf('day'), today.startOf('day')];
  if (range === 'this_year') return [today.startOf('year'), today.startOf('day')];
  return [today.startOf('month'), today.startOf('day')];
}

/** Today in the tenant's time zone (the rollups' days are the tenant's), as a dayjs date. */
export function tenantToday(timeZone: string): Dayjs {
  return dayjs(todayIn(timeZone));
}

/** What a dashboard opens with: this month to today, by day. */
export function defaultPeriod(today: Dayjs): { start_date: string; end_date: string } {
  const [start, end] = quickRange('this_month', today);
  return { start_date: start.format(DAY), end_date: end.format(DAY) };
}

export const formatDay = (d: Dayjs) => d.format(DAY);
