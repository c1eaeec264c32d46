import { useSyncExternalStore } from 'react';
import { DEFAULT_TITLE_SUFFIX } from '@tradewind/contract/system/setting.constants';

/**
 * The product name after page titles: 'Tradewind' until the shell has read the company's own suffix
 * (system setting `title_suffix`). Public pages keep the default.
 */
let suffix: string = DEFAULT_TITLE_SUFFIX;
const listeners = new Set<() => void>();

export function setTitleSuffix(value: string): void {
  const next = value.trim() || DEFAULT_TITLE_SUFFIX;
  if (next === suffix) return;
  suffix = next;
  for (const listener of listeners) listener();
}

export function useTitleSuffix(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => suffix,
  );
}
