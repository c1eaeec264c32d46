import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, type TestPage } from '../support/browser';
import { appRequest, enableTestHooks, location, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

/**
 * Spec 001 §8, row by row, through the app's own http client: the server's test route answers each
 * catalogue code on demand (TW_TEST_ROUTES), the page's error handling does the rest.
 */
const env = useServerAndBrowser();

async function openWorkplace(locale?: 'en-US'): Promise<TestPage> {
  const opened = await openPage(env.browser, env.server.baseUrl);
  await enableTestHooks(opened.page);
  if (locale) await opened.page.addInitScript({ content: `window.localStorage.setItem('Tradewind-Locale', ${JSON.stringify(locale)});` });
  await loginWithCookie(opened.context, env.server.baseUrl, env.account('admin'), 'admin123');
  await opened.page.goto('/dashboard/workplace');
  await opened.page.getByTestId('workplace-store').waitFor();
  return opened;
}

const errorPath = (code: number, extra: Record<string, string | number> = {}) =>
  `/_test/error?${new URLSearchParams({ code: String(code), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) })}`;

const notice = (page: Page) => page.locator('.ant-notification-notice');

describe('the error catalogue in the browser', () => {
  it('402: notification titled 无权操作 with the message', async () => {
    const { context, page } = await openWorkplace();
    try {
      await appRequest(page, errorPath(402, { message: '您没有删除客户的权限' }));
      await notice(page).getByText('无权操作').waitFor();
      await notice(page).getByText('您没有删除客户的权限').waitFor();
      await screenshot(page, 'error-402');
    } finally {
      await context.close();
    }
  });

  it('401 in the body: the no-auth page inside the shell with the message', async () => {
    const { context, page } = await openWorkplace();
    try {
      await appRequest(page, errorPath(401, { message: '您没有查看客户列表的权限' }));
      await page.waitForURL((url) => url.pathname === '/exception/no_auth');
      await page.getByTestId('exception-message').getByText('您没有查看客户列表的权限').waitFor();
      await page.getByTestId('current-store').waitFor();
      await screenshot(page, 'error-401-no-auth');
    } finally {
      await context.close();
    }
  });

  it('405: the exception page with the message', async () => {
    const { context, page } = await openWorkplace();
    try {
      await appRequest(page, errorPath(405, { message: '合同已到期，请联系管理员' }));
      await page.waitForURL((url) => url.pathname === '/exception');
      await page.getByTestId('exception-message').getByText('合同已到期，请联系管理员').waitFor();
      await screenshot(page, 'error-405-exception');
    } finally {
      await context.close();
    }
  });

  it('4091 picking_task: the 出库异常 confirm, with the view button when a task id comes', async () => {
    const { context, page } = await openWorkplace();
    try {
      await appRequest(page, errorPath(4091, { id: 7 }));
      const dialog = page.getByRole('dialog');
      await dialog.getByText('出库异常').filter({ visible: true }).waitFor();
      await dialog.getByText('未完成拣货任务，无法出库').filter({ visible: true }).waitFor();
      await screenshot(page, 'error-4091');
      await dialog.getByRole('button', { name: '立即查看拣货任务' }).click();
      // The picking task page arrives with the warehouse module; until then the address goes through it to /404.
      await page.waitForURL((url) => url.pathname === '/wms/picking_task/detail' || url.pathname === '/404');

      await page.goto('/dashboard/workplace');
      await page.getByTestId('workplace-store').waitFor();
      await appRequest(page, errorPath(4091));
      const plain = page.getByRole('dialog');
      await plain.getByText('出库异常').filter({ visible: true }).waitFor();
      expect(await plain.getByRole('button', { name: '立即查看拣货任务' }).count()).toBe(0);
      await plain.getByRole('button', { name: /确\s*定/ }).click();
      await plain.waitFor({ state: 'hidden' });
      expect(location(page)).toBe('/dashboard/workplace');
    } finally {
      await context.close();
    }
  });

  it('any other code: the server message as an error toast', async () => {
    const { context, page } = await openWorkplace();
    try {
      await appRequest(page, errorPath(409, { message: '状态已变化，请刷新后重试' }));
      await page.locator('.ant-message-notice').getByText('状态已变化，请刷新后重试').waitFor();
      await screenshot(page, 'error-toast');
    } finally {
      await context.close();
    }
  });

  it("HTTP 403 and 401 in English: 'Forbidden', then 'Unauthorized …', logout and reload", async () => {
    const { context, page } = await openWorkplace('en-US');
    try {
      await appRequest(page, errorPath(403, { http: 403, message: 'Access denied by policy' }));
      await notice(page).getByText('Forbidden', { exact: true }).waitFor();
      await notice(page).getByText('Access denied by policy').waitFor();
      expect(location(page)).toBe('/dashboard/workplace');

      await appRequest(page, errorPath(401, { http: 401, message: 'token expired' }));
      await notice(page).getByText('Unauthorized - Authorization verification failed').waitFor();
      await screenshot(page, 'error-http-401');
      // 1.5 s later the page reloads without the token: login, coming back here afterwards
      await page.waitForURL((url) => url.pathname === '/user/login', { timeout: 10_000 });
      expect(location(page)).toBe('/user/login?redirect=%2Fdashboard%2Fworkplace');
      expect((await context.cookies()).some((c) => c.name === 'Access-Token')).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('403 in the body: the session ends and the page reloads to login', async () => {
    const { context, page } = await openWorkplace();
    try {
      const started = Date.now();
      await appRequest(page, errorPath(403, { message: '账号已被禁用' }));
      await page.locator('.ant-message-notice').getByText('账号已被禁用').waitFor();
      await page.waitForURL((url) => url.pathname === '/user/login', { timeout: 10_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
      expect((await context.cookies()).some((c) => c.name === 'Access-Token')).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("a bad or expired token: the 'Unauthorized' notification, still shown on the login form after the reload", async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await page.addInitScript({ content: `window.localStorage.setItem('Tradewind-Locale', 'en-US');` });
      await context.addCookies([{ name: 'Access-Token', value: 'expired-or-made-up-token', url: env.server.baseUrl }]);
      await page.goto('/dashboard/workplace');
      await page.waitForURL((url) => url.pathname === '/user/login', { timeout: 10_000 });
      await notice(page).getByText('Unauthorized - Authorization verification failed').waitFor();
      expect((await context.cookies()).some((c) => c.name === 'Access-Token')).toBe(false);
      await screenshot(page, 'error-bad-token-login');
    } finally {
      await context.close();
    }
  });

  it('logging out stops the badge poll: no call with the revoked token, no 401 notification', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      // The page's clock, so the 60 s poll can come due while the logout call is under way.
      await page.clock.install();
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/dashboard/workplace');
      await page.getByTestId('workplace-store').waitFor();
      const sentAfterLogout: string[] = [];
      let loggingOut = false;
      page.on('request', (r) => loggingOut && r.url().includes('/api/v1/') && sentAfterLogout.push(new URL(r.url()).pathname));
      // The logout answer is held back while the poll's minute passes.
      let releaseLogout = () => {};
      const held = new Promise<void>((resolve) => (releaseLogout = resolve));
      await page.route('**/api/v1/auth/logout', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      loggingOut = true;
      await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
      await page.clock.runFor(61_000);
      releaseLogout();
      await page.waitForURL((url) => url.pathname === '/user/login');
      await page.clock.runFor(61_000);
      expect(sentAfterLogout.filter((path) => path !== '/api/v1/auth/logout' && !path.startsWith('/api/v1/ws'))).toEqual([]);
      expect(await notice(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
