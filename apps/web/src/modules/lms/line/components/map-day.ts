import type { LineMap } from '@tradewind/contract/lms/line.schema';

/**
 * The day the line map moves to once its first day has loaded: the first day with waiting orders when the
 * day shown (tomorrow, as opened without a date) has none; null to stay.
 */
export function dayToFollow(shown: Pick<LineMap, 'date' | 'waiting' | 'next_waiting_date'>): string | null {
  const next = shown.next_waiting_date;
  return shown.waiting.length === 0 && next !== null && next !== shown.date ? next : null;
}

/**
 * The day a pre-line's line is first offered for: the next day with waiting orders (today or later, the
 * map's `next_waiting_date`), else tomorrow — never a day gone by.
 */
export function defaultLineDay(today: string, nextWaiting: string | null | undefined): string {
  if (nextWaiting && nextWaiting >= today) return nextWaiting;
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
