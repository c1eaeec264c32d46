import { describe, expect, it } from 'vitest';
import { createRealtimeClient, realtimeUrl, reconnectDelay } from './realtime-client';

describe('realtime client helpers', () => {
  it('builds the socket address from the page origin', () => {
    expect(realtimeUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/api/v1/ws');
    expect(realtimeUrl('https://erp.example.com')).toBe('wss://erp.example.com/api/v1/ws');
  });

  it('backs off exponentially between reconnect attempts', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
});

describe('realtime client channels', () => {
  it('subscribes the channels joined once authenticated, again after a reconnect, and leaves with the last page', () => {
    const sockets: FakeSocket[] = [];
    class FakeSocket {
      static OPEN = 1;
      readyState = 1;
      sent: Array<{ type: number; data: Record<string, unknown> }> = [];
      onopen: (() => void) | null = null;
      onmessage: ((e: { data: string }) => void) | null = null;
      onclose: ((e: { code: number }) => void) | null = null;
      onerror: (() => void) | null = null;
      constructor() {
        sockets.push(this);
      }
      send(text: string) {
        this.sent.push(JSON.parse(text) as { type: number; data: Record<string, unknown> });
      }
      close() {}
    }
    const original = globalThis.WebSocket;
    globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
    try {
      const client = createRealtimeClient({ url: 'ws://x/api/v1/ws', getToken: () => 't', onMessage: () => undefined, log: () => undefined });
      const leaveA = client.join('list:oms.order');
      const leaveB = client.join('list:oms.order');
      const socket = sockets[0];
      socket.onopen?.();
      socket.onmessage?.({ data: JSON.stringify({ type: 3, data: { event: 0 } }) });
      const subscriptions = (s: FakeSocket) => s.sent.filter((f) => f.type === 1).map((f) => [f.data.event, f.data.channel]);
      expect(subscriptions(socket)).toEqual([[2, 'list:oms.order']]);
      leaveA();
      expect(subscriptions(socket)).toHaveLength(1);
      leaveB();
      expect(subscriptions(socket)).toEqual([[2, 'list:oms.order'], [3, 'list:oms.order']]);
      client.join('list:fms.receipt_note');
      expect(subscriptions(socket).at(-1)).toEqual([2, 'list:fms.receipt_note']);
      client.stop();
    } finally {
      globalThis.WebSocket = original;
    }
  });
});
