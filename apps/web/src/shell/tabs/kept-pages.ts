import type { ReactElement } from 'react';
import type { Location, NavigationType } from 'react-router';
import { touchLru } from './tab-model';

/**
 * A kept-alive page: the element it was rendered with and the location context it sees — one object per
 * visit, so a hidden page's `useLocation` consumers are not rendered again when another page navigates.
 */
export type KeptPage = { element: ReactElement | null; context: { location: Location; navigationType: NavigationType } };
export type KeptPages = { order: string[]; entries: Record<string, KeptPage> };

/**
 * The pages kept after a render: the active one (re)entered when its location changed, the least recently
 * used beyond the limit and the pages whose tab closed left out. Returns `pages` itself when nothing changed,
 * and keeps every other entry as it was (the same objects).
 */
export function nextKeptPages(
  pages: KeptPages,
  active: { key: string; location: Location; navigationType: NavigationType; element: ReactElement | null },
  openTabs: ReadonlySet<string>,
): KeptPages {
  let next = pages;
  if (pages.entries[active.key]?.context.location !== active.location) {
    const { order, evicted } = touchLru(pages.order, active.key);
    const entries = { ...pages.entries, [active.key]: { element: active.element, context: { location: active.location, navigationType: active.navigationType } } };
    for (const key of evicted) delete entries[key];
    next = { order, entries };
  }
  const closed = next.order.filter((key) => key !== active.key && !openTabs.has(key));
  if (closed.length === 0) return next;
  const entries = { ...next.entries };
  for (const key of closed) delete entries[key];
  return { order: next.order.filter((key) => !closed.includes(key)), entries };
}
