import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultPeriod, formatDay, quickRange } from './period-range';
import { bucketLabel, changeRate } from './figures';

describe('the dashboards’ quick ranges', () => {
  const today = dayjs('2026-03-15');
  const range = (r: Parameters<typeof quickRange>[0]) => quickRange(r, today).map(formatDay);

  it('give this month, last month, the last 30 days and this year, each to today at the latest', () => {
    expect(range('this_month')).toEqual(['2026-03-01', '2026-03-15']);
    expect(range('last_month')).toEqual(['2026-02-01', '2026-02-28']);
    expect(range('last_30_days')).toEqual(['2026-02-14', '2026-03-15']);
    expect(range('this_year')).toEqual(['2026-01-01', '2026-03-15']);
    expect(defaultPeriod(today)).toEqual({ start_date: '2026-03-01', end_date: '2026-03-15' });
  });

  it('tell the change from last year in percent, none when last year had nothing', () => {
    expect(changeRate('110.00', '100.00')).toBe('10.0');
    expect(changeRate('90.00', '100.00')).toBe('-10.0');
    expect(changeRate('5.00', '0.00')).toBeNull();
    expect(bucketLabel('2026-03-02', 'week')).toBe('03-02');
    expect(bucketLabel('2026-03-01', 'month')).toBe('2026-03');
  });
});
