import { useSyncExternalStore } from 'react';
import { setPageCloser } from '@/core/routing/leave-page';
import { closeTabs, type CloseMode, type Tab, upsertTab } from './tab-model';

/**
 * The visited-page tabs of the main shell. A small external store rather than React state, because the
 * tab bar, the kept-alive outlet, the redirect route and logout all act on it.
 */
type TabsState = {
  tabs: Tab[];
  /** bumped to remount a page (refresh) */
  versions: Record<string, number>;
};

let state: TabsState = { tabs: [], versions: {} };
const listeners = new Set<() => void>();

function set(next: TabsState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const tabsStore = {
  getState: (): TabsState => state,
  subscribe,
  open(tab: Tab): void {
    const tabs = upsertTab(state.tabs, tab);
    if (tabs !== state.tabs) set({ ...state, tabs });
  },
  close(key: string, mode: CloseMode): Tab[] {
    const tabs = closeTabs(state.tabs, key, mode);
    if (tabs.length !== state.tabs.length) set({ ...state, tabs });
    return tabs;
  },
  /** Remounts the page: its state starts over and its data loads again. */
  refresh(key: string): void {
    set({ ...state, versions: { ...state.versions, [key]: (state.versions[key] ?? 0) + 1 } });
  },
  /** Logout: the next person starts with no tabs. */
  reset(): void {
    set({ tabs: [], versions: {} });
  },
};

export function useTabsState(): TabsState {
  return useSyncExternalStore(subscribe, tabsStore.getState);
}

// A page left after its work is done (a saved add or edit form: core/routing/leave-page.ts) closes its tab.
setPageCloser((key) => void tabsStore.close(key, 'self'));
