import { describe, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

describe('an administrator exports the staff list', () => {
  it('starts the export from the list, follows it in the export centre until it can be downloaded', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
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
