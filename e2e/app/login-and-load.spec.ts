import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/** Path and query of the page, as the address bar shows them after the origin. */
function location(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function submitLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByPlaceholder('账号或手机号').fill(account);
  await page.getByPlaceholder('密码').fill(password);
  await page.locator('button[type="submit"]').click();
}

describe('logging in and loading the workplace', () => {
  it('sends a logged-out visitor to login and, once logged in, back to the page they asked for', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await page.goto('/dashboard/workplace?x=1');
      await page.waitForURL((url) => url.pathname === '/user/login');
      expect(location(page)).toBe('/user/login?redirect=%2Fdashboard%2Fworkplace%3Fx%3D1');
      await page.getByText('账号登录').waitFor();
      expect(await page.title()).toBe('登录 - Tradewind');
      await screenshot(page, 'login');

      // Empty fields are refused in the browser with the contract's messages.
      await page.locator('button[type="submit"]').click();
      await page.getByText('请输入账号').waitFor();
      await page.getByText('请输入密码').waitFor();

      await submitLogin(page, env.account('admin'), 'wrong-password');
      await page.getByRole('alert').getByText('账号或密码错误').waitFor();
      expect(location(page)).toBe('/user/login?redirect=%2Fdashboard%2Fworkplace%3Fx%3D1');
      await screenshot(page, 'login-wrong-password');

      const infoRequest = page.waitForRequest((req) => req.url().endsWith('/api/v1/auth/info'));
      await submitLogin(page, env.account('admin'), 'admin123');
      await page.waitForURL((url) => url.pathname === '/dashboard/workplace');
      expect(location(page)).toBe('/dashboard/workplace?x=1');
      await page.getByText(/系统管理员/).first().waitFor();
      await page.getByTestId('workplace-store').getByText('上海总店').waitFor();
      expect(await page.title()).toBe('工作台 - Tradewind');

      const headers = await (await infoRequest).allHeaders();
      expect(headers.authorization).toMatch(/^Bearer \S{20,}$/);
      expect(headers['from-client-type']).toBe('pc');
      expect(headers['accept-language']).toBe('zh-CN');
      const cookie = (await context.cookies()).find((c) => c.name === 'Access-Token');
      expect(`Bearer ${cookie?.value}`).toBe(headers.authorization);
      await screenshot(page, 'workplace');

      // The session survives a reload, and the login page is skipped while it lasts.
      await page.goto('/user/login');
      await page.waitForURL((url) => url.pathname === '/dashboard/workplace');
      await page.getByTestId('workplace-store').waitFor();
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/dashboard/workplace');

      // Logging out asks first (spec 000 §2); the shell's own test covers the dialog.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: /退出登录/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
      await page.waitForURL((url) => url.pathname === '/user/login');
      expect((await context.cookies()).some((c) => c.name === 'Access-Token')).toBe(false);
      await page.goto('/dashboard/workplace');
      await page.waitForURL((url) => url.pathname === '/user/login');
    } finally {
      await context.close();
    }
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await page.goto('/no/such/page?y=2');
      await page.waitForURL((url) => url.pathname === '/404');
      await page.getByText('抱歉，您访问的页面不存在。').waitFor();
      expect(await page.title()).toBe('页面不存在 - Tradewind');
      await screenshot(page, 'not-found');
    } finally {
      await context.close();
    }
  });

  it('speaks English after switching the language on the login page, server messages included', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await page.goto('/user/login');
      await page.getByText('English', { exact: true }).click();
      await page.getByText('Sign in to your account').waitFor();
      expect(await page.title()).toBe('Log in - Tradewind');

      await page.locator('button[type="submit"]').click();
      await page.getByText('Please enter your account').waitFor();

      await page.getByPlaceholder('Account or mobile number').fill(env.account('admin'));
      await page.getByPlaceholder('Password').fill('not-the-password');
      await page.locator('button[type="submit"]').click();
      await page.getByRole('alert').getByText('Wrong account or password').waitFor();
      await screenshot(page, 'login-english');

      // The choice is remembered for the next visit.
      await page.reload();
      await page.getByText('Sign in to your account').waitFor();

      // Signed in, the menu's module groups speak it too (each module registers its group's title).
      await page.getByPlaceholder('Account or mobile number').fill(env.account('admin'));
      await page.getByPlaceholder('Password').fill('admin123');
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname !== '/user/login');
      const group = (name: string) => page.locator(`[data-menu-module="${name}"]`);
      await expect.poll(() => group('首页').innerText()).toBe('Home');
      expect(await group('客户管理').innerText()).toBe('CRM');
      expect(await group('系统管理').innerText()).toBe('System');
    } finally {
      await context.close();
    }
  });
});
