import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiLogin, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

/**
 * Assumes the shell mounts `<RealtimeProvider>`, `<MessageDrawer>` and `<ExportDrawer>` from
 * `@/modules/common` and opens them from the top bar's `badge-messages` / `badge-downloads` buttons.
 */
const env = useServerAndBrowser();

type ExportRow = { id: number; export_status: number; download_num: number };

describe('a staff member is told of a finished export while working, and downloads it', () => {
  it('gets the message and the notice without reloading, then downloads from the export centre', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      // The socket is up once the server acknowledges it: wait for it before anything happens.
      const socketReady = page.waitForEvent('websocket').then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"type":3') }));
      await page.goto('/dashboard/workplace');
      await page.getByTestId('badge-messages').waitFor();
      await socketReady;
      const badgeBefore = (await page.getByTestId('badge-messages').locator('.ant-badge-count').count()) > 0 ? await page.getByTestId('badge-messages').innerText() : '';

      // Another session (the same admin on another device) starts an export; the runner finishes it.
      const otherToken = await apiLogin(env.server.baseUrl, env.account('admin'), 'admin123');
      const started = await apiGet<{ id: number }>(env.server.baseUrl, otherToken, '/staffs/export');
      expect(started.id).toBeGreaterThan(0);

      // 'export.finished' → the notice; 'message.new' → the badge, with no reload.
      await page.locator('.ant-notification-notice').filter({ hasText: '导出完成' }).waitFor({ timeout: 60_000 });
      await page.locator('.ant-notification-notice').getByText(/1 个导出任务已完成/).waitFor();
      await expect.poll(() => page.getByTestId('badge-messages').innerText(), { timeout: 20_000 }).not.toBe(badgeBefore);
      await page.locator('.ant-notification-notice-close').click();

      // The message drawer lists it, unread, with a view action opening the export centre.
      await page.getByTestId('badge-messages').click();
      const message = page.getByTestId('message-item').filter({ hasText: '导出完成' }).first();
      await message.waitFor();
      await message.getByText(/员工列表.*已导出完成/).waitFor();
      await message.getByText('刚刚').waitFor();
      await screenshot(page, 'services-message-drawer');
      await message.getByRole('button', { name: /查\s*看/ }).click();

      const exportsDrawer = page.locator('.ant-drawer').filter({ hasText: '下载中心' });
      const row = exportsDrawer.locator('.ant-table-row').first();
      await row.getByText('已完成').waitFor();
      await row.getByText(/Kb$/).waitFor();
      await screenshot(page, 'services-export-drawer');

      // Download opens the signed link in a new tab and counts the download.
      const popup = context.waitForEvent('page');
      await row.getByRole('button', { name: /^下\s*载$/ }).click();
      const tab = await popup;
      await expect
        .poll(async () => (await apiGet<{ list: ExportRow[] }>(env.server.baseUrl, otherToken, '/task/exports')).list.find((r) => r.id === started.id)?.download_num)
        .toBe(1);
      await tab.close();

      // Delete asks first, then says 'Delete succeeded' in Chinese.
      await row.getByRole('button', { name: /^删\s*除$/ }).click();
      await page.getByRole('dialog').filter({ hasText: '确定要删除这条记录吗' }).getByRole('button', { name: /确\s*定/ }).click();
      await page.getByText('删除成功').waitFor();
    } finally {
      await context.close();
    }
  });
});
