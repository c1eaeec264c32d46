import { groupDigits, toCents } from '@tradewind/contract/common/money';

/** '1234.5' → '¥1,234.50' is the page's to do with the currency; this gives '1,234.50' (the API's text, never a float). */
export const money = (text: string): string => groupDigits(text);

/** The change from last year in percent with one decimal ('12.5', '-3.0'), null when last year had none. */
export function changeRate(now: string | number, lastYear: string | number): string | null {
  const a = typeof now === 'number' ? now : toCents(now);
  const b = typeof lastYear === 'number' ? lastYear : toCents(lastYear);
  if (b === 0) return null;
  return (((a - b) * 100) / Math.abs(b)).toFixed(1);
}

/** A bucket's label on a chart's axis: the day (MM-DD), a week's first day, or the month (YYYY-MM). */
export function bucketLabel(start: string, granularity: 'day' | 'week' | 'month'): string {
  return granularity === 'month' ? start.slice(0, 7) : start.slice(5);
}
