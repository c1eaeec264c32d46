import type { LineMap } from '@tradewind/contract/lms/line.schema';

/**
 * The day the line map moves to once its first day has loaded: the first day with waiting orders when the
 * day shown (tomorrow, as opened without a date) has none; null to stay.
 */
export function dayToFollow(shown: Pick<LineMap, 'date' | 'waiting' | 'next_waiting_date'>): string | null {
  const next = shown.next_waiting_date;
  return shown.waiting.length === 0 && next !== null && next !== shown.date ? next : null;
}
