/**
 * Gathers events that arrive close together into one notice: three exports finishing within a second
 * give one 'New export completed — 3 export tasks …', not three stacked notifications. Timers are
 * injected so the rule is testable without a browser.
 */
export type NoticeBatcher<T> = { push(item: T): void; cancel(): void };

type Timers = { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };

export const NOTICE_BATCH_MS = 1_500;

export function createNoticeBatcher<T>(flush: (items: T[]) => void, windowMs: number = NOTICE_BATCH_MS, timers: Timers = globalThis as unknown as Timers): NoticeBatcher<T> {
  let items: T[] = [];
  let handle: unknown = null;
  const fire = () => {
    handle = null;
    const batch = items;
    items = [];
    if (batch.length > 0) flush(batch);
  };
  return {
    push(item) {
      items.push(item);
      // Quiet-period batching: each new event restarts the window, so a burst ends as one notice.
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(fire, windowMs);
    },
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      items = [];
    },
  };
}
