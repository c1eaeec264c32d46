import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

describe('an administrator authorises staff for a new store with the employee picker', () => {
  it('keeps picks across departments, lists them in the popover and adds them to the form', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/system/store/add');
      await page.getByRole('button', { name: /按部门选择/ }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '选择员工' });
      const rows = dialog.locator('.ant-table-row');
      await rows.first().waitFor();

      // One from 销售一组, then another department: the first pick stays.
      await dialog.locator('.ant-tree').getByText(/^销售一组/).click();
      await rows.filter({ hasText: '李娜' }).locator('.ant-checkbox-input').check();
      await dialog.locator('.ant-tree').getByText(/^财务部/).click();
      await rows.filter({ hasText: '黄敏' }).locator('.ant-checkbox-input').check();
      await dialog.getByTestId('employee-picker-count').getByText('已选 2 人').waitFor();
      // Rows show department, role tags and department role.
      expect(await rows.filter({ hasText: '黄敏' }).innerText()).toMatch(/财务部[\s\S]*财务[\s\S]*主管/);

      await dialog.getByTestId('employee-picker-count').click();
      const picked = page.getByTestId('employee-picker-selected');
      await picked.getByText('李娜').waitFor();
      await picked.getByText('黄敏').waitFor();
      await screenshot(page, 'services-employee-picker');

      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      const field = page.locator('.ant-select').filter({ hasText: '李娜' });
      await field.getByText('黄敏').waitFor();
    } finally {
      await context.close();
    }
  });
});
