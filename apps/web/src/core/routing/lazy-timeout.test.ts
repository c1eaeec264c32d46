import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadError, withLazyTimeout, withTimeout } from './lazy-timeout';

vi.stubGlobal('window', { localStorage: { getItem: () => null, setItem: () => undefined } });

afterEach(() => {
  vi.useRealTimers();
});

describe('lazy page loading', () => {
  it('fails with a load error after the limit', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 120_000);
    const check = expect(pending).rejects.toBeInstanceOf(PageLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await check;
  });

  it('passes a loaded module and a failed import through', async () => {
    await expect(withTimeout(Promise.resolve('page'), 1000)).resolves.toBe('page');
    await expect(withTimeout(Promise.reject(new Error('chunk missing')), 1000)).rejects.toThrow('chunk missing');
  });

  it('wraps the lazy functions of a whole tree', async () => {
    const routes = withLazyTimeout([{ path: 'a', children: [{ path: 'b', lazy: async () => ({ handle: { title: 'x' } }) }] }], 1000);
    const child = routes[0].children![0];
    expect(typeof child.lazy).toBe('function');
    await expect((child.lazy as () => Promise<unknown>)()).resolves.toEqual({ handle: { title: 'x' } });
  });
});
