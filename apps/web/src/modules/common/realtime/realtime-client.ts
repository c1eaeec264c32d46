import { EventType, FrameType, HEARTBEAT_SECONDS, RECONNECT_ATTEMPTS, type Frame, type RealtimeMessage } from '@tradewind/contract/common/realtime';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export type RealtimeClientOptions = {
  url: string;
  /** read on every (re)connect: a new login in another tab is picked up */
  getToken: () => string | null;
  onMessage: (message: RealtimeMessage) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** errors are only logged (spec 000 §8) */
  log?: (...args: unknown[]) => void;
};

/** 1 s, 2 s, 4 s, 8 s, 16 s: spec 000 §9 allows 5 attempts. */
export function reconnectDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

export function realtimeUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/api/v1/ws`;
}

/**
 * The browser side of the realtime protocol (docs/architecture.md §6): authenticate with the first frame, send a
 * heartbeat every 20 s, hand type-2 pushes to `onMessage`, and retry a lost connection up to 5 times.
 * A successful authentication resets the count, so a long session survives many short outages.
 */
export function createRealtimeClient(options: RealtimeClientOptions): { stop(): void; join(channel: string): () => void } {
  const log = options.log ?? ((...args: unknown[]) => console.warn('[realtime]', ...args));
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;
  // group channels joined (counted: two pages may watch one list), subscribed again on every (re)connect
  const channels = new Map<string, number>();
  let subscribe: ((event: number, channel: string) => void) | null = null;

  const clearHeartbeat = () => {
    if (heartbeat !== undefined) clearInterval(heartbeat);
    heartbeat = undefined;
  };

  const scheduleRetry = () => {
    if (stopped || retryTimer !== undefined) return;
    if (attempts >= RECONNECT_ATTEMPTS) {
      log(`giving up after ${RECONNECT_ATTEMPTS} reconnect attempts`);
      options.onStatus?.('closed');
      return;
    }
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, reconnectDelay(attempts));
  };

  const connect = () => {
    const token = options.getToken();
    if (stopped || !token) return;
    options.onStatus?.('connecting');
    let ws: WebSocket;
    try {
      ws = new WebSocket(options.url);
    } catch (error) {
      log('could not open the socket', error);
      scheduleRetry();
      return;
    }
    socket = ws;
    const send = (frame: Frame) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
    };
    ws.onopen = () => send({ type: FrameType.auth, data: { token } });
    ws.onmessage = (event: MessageEvent) => {
      let frame: Frame<unknown>;
      try {
        frame = JSON.parse(String(event.data)) as Frame<unknown>;
      } catch {
        return;
      }
      if (frame.type === FrameType.ack && heartbeat === undefined) {
        attempts = 0;
        options.onStatus?.('open');
        subscribe = (event, channel) => send({ type: FrameType.event, data: { event, channel } });
        for (const channel of channels.keys()) subscribe(EventType.subscribe, channel);
        heartbeat = setInterval(() => send({ type: FrameType.heartbeat, data: {} }), HEARTBEAT_SECONDS * 1000);
      } else if (frame.type === FrameType.message && frame.data && typeof frame.data === 'object') {
        options.onMessage(frame.data as RealtimeMessage);
      } else if (frame.type === FrameType.error) {
        log('server error frame', frame.data);
      }
    };
    ws.onerror = (event) => log('socket error', event.type);
    ws.onclose = (event: CloseEvent) => {
      clearHeartbeat();
      subscribe = null;
      if (socket === ws) socket = null;
      if (stopped) return;
      log(`socket closed (${event.code})`);
      options.onStatus?.('connecting');
      scheduleRetry();
    };
  };

  connect();
  return {
    stop() {
      stopped = true;
      clearHeartbeat();
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      socket?.close(1000, 'client closing');
      socket = null;
    },
    join(channel) {
      const count = channels.get(channel) ?? 0;
      channels.set(channel, count + 1);
      if (count === 0) subscribe?.(EventType.subscribe, channel);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const now = (channels.get(channel) ?? 1) - 1;
        if (now > 0) return void channels.set(channel, now);
        channels.delete(channel);
        subscribe?.(EventType.unsubscribe, channel);
      };
    },
  };
}
