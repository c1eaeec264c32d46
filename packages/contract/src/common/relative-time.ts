import type { Locale } from './messages';
import { DEFAULT_TIME_ZONE, wallClockParts } from './time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Wall = { year: number; month: number; day: number; ms: number };

/**
 * A moment as the wall clock of a time zone shows it, counted in milliseconds as if that wall clock were
 * UTC. Differences of two such values are elapsed time (the tenant zones have no DST jumps worth
 * noticing), and their calendar fields give "yesterday" in the tenant's day, not the browser's.
 */
function wallOfDate(date: Date, timeZone: string): Wall {
  const p = wallClockParts(date, timeZone);
  return toWall(Number(p.year), Number(p.month), Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

function toWall(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Wall {
  return { year, month, day, ms: Date.UTC(year, month - 1, day, hour, minute, second) };
}

/** `YYYY-MM-DD HH:mm:ss` (the API's form, already in the tenant's zone), `YYYY-MM-DD`, or anything Date parses. */
function wallOf(value: Date | string, timeZone: string): Wall | null {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
    if (m) return toWall(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
    value = new Date(value);
  }
  return Number.isNaN(value.getTime()) ? null : wallOfDate(value, timeZone);
}

const pad = (n: number) => String(n).padStart(2, '0');
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function fullDate(w: Wall, locale: Locale): string {
  return locale === 'en-US' ? `${EN_MONTHS[w.month - 1]} ${w.day}, ${w.year}` : `${w.year}年${pad(w.month)}月${pad(w.day)}日`;
}

/**
 * Spec 000 §9: under 5 minutes 'just now', then minutes, hours, yesterday, days up to 7, then the full
 * date (`yyyy年MM月dd日`, `Mar 5, 2024` in English). Times in the future (a clock ahead of ours) read as
 * 'just now'; an unreadable value gives ''.
 */
export function relativeTime(value: Date | string | null | undefined, now: Date, locale: Locale, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const then = wallOf(value, timeZone);
  if (!then) return '';
  const current = wallOfDate(now, timeZone);
  const elapsed = current.ms - then.ms;
  const en = locale === 'en-US';

  if (elapsed < 5 * MINUTE) return en ? 'just now' : '刚刚';
  if (elapsed < HOUR) {
    const n = Math.floor(elapsed / MINUTE);
    return en ? `${n} minutes ago` : `${n}分钟前`;
  }
  if (elapsed < DAY) {
    const n = Math.floor(elapsed / HOUR);
    return en ? `${n} ${n === 1 ? 'hour' : 'hours'} ago` : `${n}小时前`;
  }
  const days = Math.round((Date.UTC(current.year, current.month - 1, current.day) - Date.UTC(then.year, then.month - 1, then.day)) / DAY);
  if (days <= 1) return en ? 'yesterday' : '昨天';
  if (days <= 7) return en ? `${days} days ago` : `${days}天前`;
  return fullDate(then, locale);
}
