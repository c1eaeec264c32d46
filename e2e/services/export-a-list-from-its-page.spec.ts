import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

describe('an administrator exports the staff list', () => {
  it('starts the export from the list, follows it in the export centre and downloads the workbook', async () => {
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
      const button = row.getByRole('button', { name: /^下\s*载$/ }).and(page.locator(':not([disabled])'));
      await button.waitFor({ timeout: 30_000 });
      await screenshot(page, 'services-export-from-list');

      // The download opens the file's short-lived link in a new window, which the browser saves.
      const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
      const download = await popup.waitForEvent('download');
      expect(download.suggestedFilename()).toMatch(/^员工列表_\d{14}\.xlsx$/);
      // The browser runs as a server this spec connects to: the file is copied here to be read.
      const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'tw-e2e-export-')), download.suggestedFilename());
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const rows: unknown[][] = [];
      workbook.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
      expect(rows[0]).toEqual(expect.arrayContaining(['ID', '姓名', '手机号', '账号', '角色', '授权门店']));
      // The demo tenant's staff, the admin among them, one row each.
      const accounts = rows.slice(1).map((r) => r[3]);
      expect(accounts).toContain(env.account('admin'));
      expect(rows.length - 1).toBeGreaterThanOrEqual(10);
      // The export centre counts the download: the row's cell under 下载次数 goes from 0 to 1.
      const headers = await drawer.locator('thead th').allInnerTexts();
      const downloads = headers.findIndex((h) => h.trim() === '下载次数');
      expect(downloads).toBeGreaterThan(-1);
      await expect.poll(() => row.locator('td').nth(downloads).innerText()).toBe('1');
    } finally {
      await context.close();
    }
  });
});
