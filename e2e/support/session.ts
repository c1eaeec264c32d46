import type { BrowserContext, Page } from 'playwright-core';

/** Path and query of the page, as the address bar shows them after the origin. */
export function location(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Logs in through the login page and waits for the shell's workplace. */
export async function loginThroughPage(page: Page, account: string, password: string, target = '/dashboard/workplace'): Promise<void> {
  await page.goto(target);
  await page.waitForURL((url) => url.pathname === '/user/login');
  await page.getByPlaceholder('账号或手机号').fill(account);
  await page.getByPlaceholder('密码').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/user/login');
}

/** A token from the API, put in the Access-Token cookie: skips the login page when it is not under test. */
export async function loginWithCookie(context: BrowserContext, baseUrl: string, account: string, password: string): Promise<string> {
  const token = await apiLogin(baseUrl, account, password);
  await context.addCookies([{ name: 'Access-Token', value: token, url: baseUrl }]);
  return token;
}

export async function apiLogin(baseUrl: string, account: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password }) });
  const body = (await res.json()) as { code: number; data: { token: string } };
  if (body.code !== 200) throw new Error(`login of ${account} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

export async function apiGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, 'from-client-type': 'pc' } });
  const body = (await res.json()) as { code: number; data: T };
  if (body.code !== 200) throw new Error(`GET ${path} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Sends a call with a JSON body as the token's holder; the envelope's data, or throws with the envelope. */
export async function apiSend<T>(baseUrl: string, token: string, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'from-client-type': 'pc', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${path} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

export const apiPost = <T>(baseUrl: string, token: string, path: string, body: unknown) => apiSend<T>(baseUrl, token, 'POST', path, body);
export const apiPut = <T>(baseUrl: string, token: string, path: string, body: unknown) => apiSend<T>(baseUrl, token, 'PUT', path, body);

/**
 * Lets the test call the app's own http client (`window.__twRequest`), so the app's spec 001 §8 handling
 * runs for answers the server's test routes produce. Must run before the app loads.
 */
export async function enableTestHooks(page: Page): Promise<void> {
  await page.addInitScript({ content: 'window.__twTestHooks = true;' });
}

/** Sends a call through the app's http client; resolves when it has failed or succeeded. */
export async function appRequest(page: Page, path: string): Promise<void> {
  // A string, evaluated in the page: this package compiles without the DOM types.
  await page.evaluate(`(async () => {
    if (!window.__twRequest) throw new Error('test hooks are not enabled');
    await window.__twRequest('GET', ${JSON.stringify(path)}).catch(() => undefined);
  })()`);
}
