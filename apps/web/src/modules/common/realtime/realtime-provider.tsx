import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button } from 'antd';
import { LIST_CHANGED_TOPIC, listChannel, type RealtimeMessage } from '@tradewind/contract/common/realtime';
import { useFeedback } from '@/core/feedback/feedback';
import { useSaveLocale } from '@/core/i18n/locale-switch';
import { useI18n } from '@/core/i18n/use-i18n';
import { useOptionalSession } from '@/core/session/session-context';
import { getToken } from '@/core/session/session-cookie';
import { exportTaskKeys } from '../export-task/api/export-task.api';
import { messageKeys } from '../message/api/message.api';
import { CommonShellContext, type CommonShell } from './common-shell-context';
import { createNoticeBatcher } from './notice-batcher';
import { createRealtimeClient, realtimeUrl, type RealtimeStatus } from './realtime-client';

type Listener = (message: RealtimeMessage) => void;

export type Realtime = {
  status: RealtimeStatus;
  /** every type-2 push; answers the unsubscribe (pages refreshing on 'list.changed', …) */
  subscribe: (listener: Listener) => () => void;
  /** joins a group channel (a list's changes: `listChannel`) until the answer is called */
  join: (channel: string) => () => void;
};

const RealtimeContext = createContext<Realtime | null>(null);

export type RealtimeProviderProps = {
  children: ReactNode;
  /** the shell's `/common/client_data` query: refreshed on new messages and finished exports */
  badgeQueryKey?: QueryKey;
  /** opens the export centre (the notice's button, a message's view action) */
  onOpenExports?: () => void;
  /** off: no socket (tests, public pages) — the drawers still work */
  enabled?: boolean;
};

/**
 * One realtime socket for the signed-in shell (docs/architecture.md §6). 'message.new' refreshes the message
 * centre and the badge; 'export.finished' refreshes the export centre and raises 'New export
 * completed', batched so a burst of finished exports gives one notice counting them.
 */
export function RealtimeProvider({ children, badgeQueryKey, onOpenExports, enabled = true }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const { notification } = useFeedback();
  const { t } = useI18n();
  const [status, setStatus] = useState<RealtimeStatus>('closed');
  // The messages this socket brings are written in the language saved with the reader: keep it the one
  // on screen (a switch in the top bar, on the login page or in personal settings).
  useSaveLocale(useOptionalSession()?.me.language);
  const listeners = useRef(new Set<Listener>());
  // the socket's channels: kept here too, so pages may join before the socket is made
  const channels = useRef(new Map<string, number>());
  const clientRef = useRef<ReturnType<typeof createRealtimeClient> | null>(null);
  const leaves = useRef(new Map<string, () => void>());
  // Latest values for the long-lived socket callbacks, without reconnecting when they change.
  const latest = useRef({ badgeQueryKey, onOpenExports, t, notification });
  useEffect(() => {
    latest.current = { badgeQueryKey, onOpenExports, t, notification };
  });

  useEffect(() => {
    if (!enabled) return;
    const refreshBadge = () => {
      const key = latest.current.badgeQueryKey;
      if (key) void queryClient.invalidateQueries({ queryKey: key });
    };
    const batcher = createNoticeBatcher<RealtimeMessage>((finished) => {
      const { t: translate, notification: notify, onOpenExports: open } = latest.current;
      const key = 'common-export-finished';
      notify.success({
        key,
        title: translate('common.export.finished_title'),
        description: translate('common.export.finished_content', { count: finished.length }),
        actions: open ? (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notify.destroy(key);
              open();
            }}
          >
            {translate('common.export.open_centre')}
          </Button>
        ) : undefined,
      });
    });
    const client = createRealtimeClient({
      url: realtimeUrl(window.location.origin),
      getToken,
      onStatus: setStatus,
      onMessage: (message) => {
        if (message.topic === 'message.new') {
          void queryClient.invalidateQueries({ queryKey: messageKeys.all });
          refreshBadge();
        } else if (message.topic === 'export.finished') {
          void queryClient.invalidateQueries({ queryKey: exportTaskKeys.all });
          refreshBadge();
          batcher.push(message);
        }
        for (const listener of listeners.current) listener(message);
      },
    });
    clientRef.current = client;
    const joined = leaves.current;
    for (const channel of channels.current.keys()) joined.set(channel, client.join(channel));
    return () => {
      clientRef.current = null;
      joined.clear();
      client.stop();
      batcher.cancel();
    };
  }, [enabled, queryClient]);

  const realtime = useMemo<Realtime>(
    () => ({
      status,
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
      join: (channel) => {
        const count = channels.current.get(channel) ?? 0;
        channels.current.set(channel, count + 1);
        if (count === 0 && clientRef.current) leaves.current.set(channel, clientRef.current.join(channel));
        return () => {
          const now = (channels.current.get(channel) ?? 1) - 1;
          if (now > 0) return void channels.current.set(channel, now);
          channels.current.delete(channel);
          leaves.current.get(channel)?.();
          leaves.current.delete(channel);
        };
      },
    }),
    [status],
  );
  const shell = useMemo<CommonShell>(() => ({ badgeQueryKey, openExports: onOpenExports }), [badgeQueryKey, onOpenExports]);

  return (
    <CommonShellContext value={shell}>
      <RealtimeContext value={realtime}>{children}</RealtimeContext>
    </CommonShellContext>
  );
}

/** The realtime connection's status and its pushes; inside `<RealtimeProvider>`. */
export function useRealtime(): Realtime {
  const realtime = use(RealtimeContext);
  if (!realtime) throw new Error('useRealtime must be used inside <RealtimeProvider>');
  return realtime;
}

/** Calls `onMessage` for pushes of one topic while the component is mounted. */
export function useRealtimeTopic(topic: RealtimeMessage['topic'], onMessage: (message: RealtimeMessage) => void): void {
  const { subscribe } = useRealtime();
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => subscribe((message) => message.topic === topic && handler.current(message)), [subscribe, topic]);
}

/**
 * Calls `onChange` when any of these lists changes ('list.changed' on `list:<list>`, e.g. `oms.order`):
 * joins their channels while mounted; a burst of changes within `debounceMs` gives one call.
 */
export function useListChanged(lists: readonly string[], onChange: () => void, debounceMs = 1000): void {
  const { subscribe, join } = useRealtime();
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  const key = lists.join(',');
  useEffect(() => {
    const watched = new Set(key.split(',').filter(Boolean));
    const leaves = [...watched].map((list) => join(listChannel(list)));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe((message) => {
      if (message.topic !== LIST_CHANGED_TOPIC || !watched.has(String(message.payload.list))) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        handler.current();
      }, debounceMs);
    });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      unsubscribe();
      for (const leave of leaves) leave();
    };
  }, [subscribe, join, key, debounceMs]);
}
