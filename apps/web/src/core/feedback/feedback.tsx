import { createContext, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { App } from 'antd';

/** Ant Design's message, notification and modal, themed and localised by the app's ConfigProvider. */
export type Feedback = ReturnType<typeof App.useApp>;

type Call = (feedback: Feedback) => void;
type Host = ComponentType<{ onReady: (feedback: Feedback) => void }>;

/**
 * Ant Design's <App> (message, notification, modal, with Modal and Skeleton behind them) is a fifth of the
 * login page's download, and the login page needs none of it until something goes wrong. So the provider
 * renders no <App> until the first call: until then `useFeedback()` answers calls that load the host
 * (feedback-host.tsx, an <App> beside the pages) and are played to it once it is there. Such a first
 * call returns nothing (every caller ignores what a toast or confirm returns); later calls go straight
 * to Ant Design's instances.
 */
const FeedbackContext = createContext<Feedback | null>(null);

let hostModule: Promise<Host> | null = null;
function loadHost(): Promise<Host> {
  hostModule ??= import('./feedback-host').then((module) => module.FeedbackHost);
  // A failed download (a deploy, a lost connection) may be tried again by the next call.
  hostModule.catch(() => (hostModule = null));
  return hostModule;
}

/** An object shaped like Ant Design's whose every method queues the call: `message.error(…)` → queue. */
export function queueing(enqueue: (call: Call) => void): Feedback {
  const group = (name: keyof Feedback) =>
    new Proxy(
      {},
      {
        get: (_target, method: string) =>
          (...args: unknown[]) =>
            enqueue((feedback) => (feedback[name] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args)),
      },
    );
  return { message: group('message'), notification: group('notification'), modal: group('modal') } as Feedback;
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState<Feedback | null>(null);
  const [HostComponent, setHostComponent] = useState<Host | null>(null);
  // Calls made before the host is there; a plain array kept for the provider's life.
  const [queue] = useState<Call[]>(() => []);

  const enqueue = useCallback((call: Call) => {
    queue.push(call);
    loadHost().then(
      (host) => setHostComponent(() => host),
      () => void console.error('The message and notification code failed to load'),
    );
  }, [queue]);
  const beforeReady = useMemo(() => queueing(enqueue), [enqueue]);
  const handleReady = useCallback((feedback: Feedback) => {
    setReady(feedback);
    for (const call of queue.splice(0)) call(feedback);
  }, [queue]);

  return (
    <FeedbackContext.Provider value={ready ?? beforeReady}>
      {children}
      {HostComponent && <HostComponent onReady={handleReady} />}
    </FeedbackContext.Provider>
  );
}

/** Toasts, notifications and confirm dialogs (what `App.useApp()` gives), inside FeedbackProvider. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackProvider');
  return feedback;
}
