import { Activity, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigationType, useOutlet, UNSAFE_LocationContext as LocationContext, type Location } from 'react-router';
import { pageKeyOfPath } from '@/core/routing/leave-page';
import { nextKeptPages, type KeptPages } from './kept-pages';
import { useTabsState } from './tabs-store';

/** The page a location shows: one kept-alive page (and one tab) per pathname. */
export function pageKeyOf(location: Pick<Location, 'pathname'>): string {
  return pageKeyOfPath(location.pathname);
}

/**
 * The shell's outlet that keeps up to 10 visited pages alive (spec 001 §2): the pages left are hidden
 * with React's <Activity> — their state (typed text, table pages, open panels) stays, their effects pause
 * — and each sees the location it was opened at, not the one of the page in front. A page leaves the
 * cache when it is the least recently used of more than 10, when its tab closes, or on refresh.
 */
export function KeepAliveOutlet({ scrollContainer }: { scrollContainer: RefObject<HTMLElement | null> }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { tabs, versions } = useTabsState();
  const activeKey = pageKeyOf(location);
  const [cache, setCache] = useState<KeptPages>({ order: [], entries: {} });

  // Derived during render (React's "adjust state while rendering"), so the new page shows in the same commit.
  const next = nextKeptPages(cache, { key: activeKey, location, navigationType, element: outlet }, new Set(tabs.map((t) => t.key)));
  if (next !== cache) setCache(next);

  useScrollRestoration(scrollContainer, activeKey);

  return Object.entries(next.entries).map(([key, entry]) => (
    <Activity key={`${key}#${versions[key] ?? 0}`} mode={key === activeKey ? 'visible' : 'hidden'}>
      <LocationContext value={entry.context}>{entry.element}</LocationContext>
    </Activity>
  ));
}

/** Remembers the content area's scroll position per page and puts it back when the page returns. */
function useScrollRestoration(container: RefObject<HTMLElement | null>, key: string): void {
  const positions = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    scrollTo(element, positions.current.get(key) ?? 0);
    const remember = () => positions.current.set(key, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [container, key]);
}

function scrollTo(element: HTMLElement, top: number): void {
  element.scrollTop = top;
}
