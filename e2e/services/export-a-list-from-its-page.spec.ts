import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { startServer, type TestServer } from '../support/server';
import { loginWithCookie } from '../support/session';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('an administrator exports the staff list', () => {
  it('starts the export from the list, follows it in the export centre until it can be downloaded', async () => {
    const { context, page } = await openPage(browser, server.baseUrl);
    try {
      await loginWithCookie(context, server.baseUrl, 'admin', 'admin123');
      await page.goto('/system/staff/list');
      await page.getByRole('button', { name: /导\s*出/ }).click();
      await page.getByText('导出任务已创建，请到下载中心查看').waitFor();
      const drawer = page.locator('.ant-drawer').filter({ hasText: '下载中心' });
      await drawer.waitFor();
      const row = drawer.locator('tr').filter({ hasText: /员工列表_\d{14}\.xlsx/ });
      await row.waitFor();
      // The list refreshes itself every 6 s while a task runs; the runner finishes within seconds.
      await row.getByRole('button', { name: /^下\s*载$/ }).and(page.locator(':not([disabled])')).waitFor({ timeout: 30_000 });
      await screenshot(page, 'services-export-from-list');
    } finally {
      await context.close();
    }
  });
});
