import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type TestServer } from './server';

type Closable = { baseUrl: string; close: () => Promise<void> };

/**
 * The server and the browser a spec file's tests share: started before the first test, closed after the
 * last. Read `env.server` and `env.browser` inside tests, once they have started. `start` gives another
 * server (the account specs' one, with its SMS codes); by default the demo server.
 */
export function useServerAndBrowser(): { readonly server: TestServer; readonly browser: Browser };
export function useServerAndBrowser<S extends Closable>(start: () => Promise<S>): { readonly server: S; readonly browser: Browser };
export function useServerAndBrowser(start: () => Promise<Closable> = () => startServer()) {
  let server: Closable | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is read before the spec's beforeAll started it`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
