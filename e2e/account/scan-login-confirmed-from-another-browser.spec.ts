import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, visit } from '../support/browser';
import { useServerAndBrowser } from '../support/setup';
import { location, submitLogin } from './account-helpers';

const env = useServerAndBrowser();

/** The ticket the waiting page shows as its QR code, once it waits for confirmation. */
async function waitingTicket(page: Page): Promise<string> {
  const qr = page.locator('[data-state="waiting"][data-ticket]');
  await qr.waitFor();
  const ticket = await qr.getAttribute('data-ticket');
  expect(ticket).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
  return ticket!;
}

describe('scan login', () => {
  it('signs in the waiting browser once a signed-in browser confirms its QR code', async () => {
    const waiting = await openPage(env.browser, env.server.baseUrl);
    const phone = await openPage(env.browser, env.server.baseUrl);
    try {
      await waiting.page.goto('/user/login');
      await waiting.page.getByRole('link', { name: '扫码登录' }).click();
      await waiting.page.waitForURL((url) => url.pathname === '/user/scan_login');
      const ticket = await waitingTicket(waiting.page);
      await waiting.page.getByText('等待扫码确认…').waitFor();
      expect(await waiting.page.title()).toMatch(/^扫码登录 - /);
      await screenshot(waiting.page, 'account-scan-login');

      // The QR code opens the confirm page; it needs a session, so the phone logs in first and comes back.
      await phone.page.goto(`/user/scan_confirm?ticket=${ticket}`);
      await phone.page.waitForURL((url) => url.pathname === '/user/login');
      await submitLogin(phone.page, env.account('admin'), 'admin123');
      await phone.page.waitForURL((url) => url.pathname === '/user/scan_confirm');
      expect(location(phone.page)).toBe(`/user/scan_confirm?ticket=${ticket}`);
      await phone.page.getByText('确认在新设备上登录？').waitFor();
      await phone.page.getByText('Chrome · Linux').waitFor();
      await phone.page.getByText('127.0.0.1').waitFor();
      await screenshot(phone.page, 'account-scan-confirm');
      await phone.page.getByRole('button', { name: '确认登录' }).click();
      await phone.page.getByText('已确认登录').waitFor();
      await screenshot(phone.page, 'account-scan-confirmed');

      // Within a poll or two the waiting browser holds its own session as the confirming person.
      await waiting.page.waitForURL((url) => url.pathname === '/dashboard/workplace', { timeout: 10_000 });
      await waiting.page.getByText('系统管理员').first().waitFor();
      const tokens = async (p: typeof waiting) => (await p.context.cookies()).find((c) => c.name === 'Access-Token')?.value;
      expect(await tokens(waiting)).toBeTruthy();
      expect(await tokens(waiting)).not.toBe(await tokens(phone));

      // The ticket was used up: opening it again cannot confirm anything.
      await phone.page.goto(`/user/scan_confirm?ticket=${ticket}`);
      await phone.page.locator('.ant-result').getByText('二维码已失效，请刷新后重新扫码').waitFor();
      await screenshot(phone.page, 'account-scan-confirm-invalid');
    } finally {
      await waiting.context.close();
      await phone.context.close();
    }
  });

  it('tells the waiting browser when the signed-in browser cancels, and offers a new code', async () => {
    const waiting = await openPage(env.browser, env.server.baseUrl);
    const phone = await openPage(env.browser, env.server.baseUrl);
    try {
      await phone.page.goto('/user/login');
      await submitLogin(phone.page, env.account('admin'), 'admin123');
      await phone.page.waitForURL((url) => url.pathname === '/dashboard/workplace');

      await waiting.page.goto('/user/scan_login');
      const ticket = await waitingTicket(waiting.page);
      await visit(phone.page, `/user/scan_confirm?ticket=${ticket}`);
      await phone.page.getByRole('button', { name: /^取\s*消$/ }).click();
      await phone.page.getByText('已取消本次登录').waitFor();

      await waiting.page.locator('[data-state="cancelled"]').waitFor({ timeout: 10_000 });
      await waiting.page.getByRole('status').getByText('对方已取消本次登录').waitFor();
      await screenshot(waiting.page, 'account-scan-login-cancelled');
      expect(location(waiting.page)).toBe('/user/scan_login');

      await waiting.page.getByRole('button', { name: '刷新二维码' }).click();
      const next = await waitingTicket(waiting.page);
      expect(next).not.toBe(ticket);
    } finally {
      await waiting.context.close();
      await phone.context.close();
    }
  });
});
