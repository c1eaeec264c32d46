import { describe, expect, it } from 'vitest';
import { realtimeUrl, reconnectDelay } from './realtime-client';

describe('realtime client helpers', () => {
  it('builds the socket address from the page origin', () => {
    expect(realtimeUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/api/v1/ws');
    expect(realtimeUrl('https://erp.example.com')).toBe('wss://erp.example.com/api/v1/ws');
  });

  it('backs off exponentially between reconnect attempts', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
});
