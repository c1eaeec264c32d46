/** Times travel as `YYYY-MM-DD HH:mm:ss` in the tenant's time zone (docs/architecture.md §3). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A moment's calendar and clock fields as a time zone's wall clock shows them (`year`, `month` … `second`, as text). */
export function wallClockParts(date: Date, timeZone: string): Record<string, string> {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const out: Record<string, string> = {};
  for (const p of f.formatToParts(date)) out[p.type] = p.value;
  return out;
}

export function formatDateTime(value: Date | string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (value === null || value === undefined) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const p = wallClockParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export function formatDate(value: Date | string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return formatDateTime(value, timeZone)?.slice(0, 10) ?? null;
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone = DEFAULT_TIME_ZONE, now = new Date()): string {
  return formatDate(now, timeZone)!;
}
