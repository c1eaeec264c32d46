import type { TextKey } from '@/core/i18n/web-messages';

/** Spec 001 §9: at most 10 pages are kept alive. */
export const MAX_CACHED_PAGES = 10;

export type Tab = {
  /** one tab per page: its pathname */
  key: string;
  /** the address last seen on it, query included */
  path: string;
  title: TextKey;
  /** affixed: cannot be closed (the workplace) */
  pinned: boolean;
};

/**
 * Least-recently-used order, most recent last: `key` moves to the end, and the oldest entries beyond
 * `limit` are evicted (never `key` itself).
 */
export function touchLru(order: readonly string[], key: string, limit: number = MAX_CACHED_PAGES): { order: string[]; evicted: string[] } {
  const next = [...order.filter((k) => k !== key), key];
  const overflow = Math.max(0, next.length - Math.max(1, limit));
  return { order: next.slice(overflow), evicted: next.slice(0, overflow) };
}

/** Adds the tab, or updates its address and title in place (tabs keep the order they were opened in). */
export function upsertTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const at = tabs.findIndex((t) => t.key === tab.key);
  if (at < 0) return [...tabs, tab];
  const current = tabs[at];
  if (current.path === tab.path && current.title === tab.title && current.pinned === tab.pinned) return tabs as Tab[];
  return tabs.map((t, i) => (i === at ? { ...tab, pinned: t.pinned || tab.pinned } : t));
}

export type CloseMode = 'self' | 'others' | 'all';

/** The tabs left after closing; pinned tabs always stay. */
export function closeTabs(tabs: readonly Tab[], key: string, mode: CloseMode): Tab[] {
  if (mode === 'self') return tabs.filter((t) => t.pinned || t.key !== key);
  if (mode === 'others') return tabs.filter((t) => t.pinned || t.key === key);
  return tabs.filter((t) => t.pinned);
}

/**
 * Where to go when the active tab is no longer there: the tab that took its place (right neighbour,
 * else left), else the last one; null when it still exists.
 */
export function nextActiveTab(before: readonly Tab[], after: readonly Tab[], activeKey: string): Tab | null {
  if (after.some((t) => t.key === activeKey)) return null;
  const at = before.findIndex((t) => t.key === activeKey);
  const survivors = new Set(after.map((t) => t.key));
  const right = before.slice(at + 1).find((t) => survivors.has(t.key));
  const left = before.slice(0, Math.max(0, at)).findLast((t) => survivors.has(t.key));
  return right ?? left ?? after[after.length - 1] ?? null;
}
