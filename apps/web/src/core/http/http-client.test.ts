import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSessionEnding, setToken } from '@/core/session/session-cookie';
import { request } from './http-client';
import { SessionEndingError } from './http-error';

/** The client in node: a cookie jar of one string, a window with a location, and fetch recorded. */
const globals = globalThis as unknown as { document?: { cookie: string }; window?: unknown; fetch: typeof fetch };
const realFetch = globals.fetch;

describe('http client while logging out (issue 14 defect 5)', () => {
  const calls: string[] = [];
  beforeEach(() => {
    globals.document = { cookie: '' };
    globals.window = { location: { protocol: 'http:' } };
    globals.fetch = vi.fn(async (url: string | URL | Request) => {
      calls.push(String(url));
      return new Response(JSON.stringify({ code: 200, message: 'ok', data: null }));
    }) as typeof fetch;
    calls.length = 0;
  });
  afterEach(() => {
    globals.fetch = realFetch;
    delete globals.document;
    delete globals.window;
  });

  it('sends nothing but the logout call once logging out has begun, and sends again after the next login', async () => {
    setToken('t1');
    await request('GET', '/common/client_data');
    expect(calls).toEqual(['/api/v1/common/client_data']);

    markSessionEnding();
    await expect(request('GET', '/common/client_data')).rejects.toBeInstanceOf(SessionEndingError);
    await request('POST', '/auth/logout');
    expect(calls).toEqual(['/api/v1/common/client_data', '/api/v1/auth/logout']);

    setToken('t2');
    await request('GET', '/common/client_data');
    expect(calls).toHaveLength(3);
  });
});
