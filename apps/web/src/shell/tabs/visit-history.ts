import type { TextKey } from '@/core/i18n/web-messages';

/**
 * Pages a user opens most, counted in this browser per user (localStorage) from the shell's tabs, for the
 * workplace shortcuts. Kept small: the 50 most visited pages.
 */
export type Visit = { path: string; title: TextKey; count: number; last: number };

const KEY_PREFIX = 'Tradewind-Visits-';
const MAX_PAGES = 50;

export function recordVisitIn(history: readonly Visit[], page: { path: string; title: TextKey }, now: number): Visit[] {
  const existing = history.find((v) => v.path === page.path);
  const updated: Visit = { path: page.path, title: page.title, count: (existing?.count ?? 0) + 1, last: now };
  const rest = history.filter((v) => v.path !== page.path);
  return topVisits([updated, ...rest], MAX_PAGES);
}

/** Most visited first; equal counts: most recent first. */
export function topVisits(history: readonly Visit[], limit: number): Visit[] {
  return [...history].sort((a, b) => b.count - a.count || b.last - a.last).slice(0, limit);
}

function isVisit(value: unknown): value is Visit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Visit;
  return typeof v.path === 'string' && v.path.startsWith('/') && typeof v.title === 'string' && typeof v.count === 'number' && typeof v.last === 'number';
}

export function readVisits(userId: number): Visit[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(`${KEY_PREFIX}${userId}`) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isVisit) : [];
  } catch {
    return [];
  }
}

export function recordVisit(userId: number, page: { path: string; title: TextKey }): void {
  try {
    const next = recordVisitIn(readVisits(userId), page, Date.now());
    window.localStorage.setItem(`${KEY_PREFIX}${userId}`, JSON.stringify(next));
  } catch {
    // Storage disabled or full: shortcuts just stay as they were.
  }
}
