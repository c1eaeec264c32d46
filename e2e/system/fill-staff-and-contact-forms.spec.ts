import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { apiLogin, apiPost, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript({ content: `window.localStorage.setItem('Tradewind-Locale', 'en-US');` });
}

/** Issue 14, defect 8: what the staff and contact forms say. */
describe('an administrator fills the staff form and a rep the contact form', () => {
  it('staff form: the name error names the field as its label does, and the avatar is an image upload (en-US)', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await inEnglish(page);
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/system/staff/list');
      await page.getByRole('button', { name: /New staff member/ }).click();
      const modal = page.locator('.ant-modal').filter({ hasText: 'New staff member' });
      await modal.getByRole('button', { name: /Save/ }).click();
      await modal.getByText('Please enter the name').waitFor();
      expect(await modal.getByText('Please enter a name').count()).toBe(0);
      await modal.getByTestId('image-uploader').waitFor();
      expect(await modal.getByText('Avatar URL').count()).toBe(0);
      await screenshot(page, 'system-staff-form-errors-en');
    } finally {
      await context.close();
    }
  });

  it('contact form: a new contact shows its status near the top, disabled, and says so', async () => {
    const account = env.account('lina');
    const token = await apiLogin(env.server.baseUrl, account, 'demo1234');
    const customer = { name: '状态演示商行', phone: '13955550411' };
    await apiPost(env.server.baseUrl, token, '/crm/customer', customer);
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, account, 'demo1234');
      await page.goto('/crm/customer/list');
      await page.locator('.ant-table-row').filter({ hasText: customer.name }).getByText(customer.name, { exact: true }).click();
      const panel = page.locator('.customer-drawer .ant-drawer-section');
      await panel.getByRole('tab', { name: '联系人' }).click();
      await panel.getByRole('button', { name: /新增联系人/ }).click();
      const form = page.locator('.ant-modal').filter({ hasText: '新增联系人' });
      const status = form.locator('.ant-form-item').filter({ hasText: '状态' });
      await status.getByText('新联系人默认禁用，需要启用请选择“正常”').waitFor();
      expect(await status.locator('.ant-radio-button-wrapper-checked').textContent()).toBe('禁用');
      // Near the top: above the area field, in view without scrolling the dialog.
      const [statusBox, areaBox] = await Promise.all([status.boundingBox(), form.locator('.ant-form-item').filter({ hasText: '所在地区' }).boundingBox()]);
      expect(statusBox!.y).toBeLessThan(areaBox!.y);
      await screenshot(page, 'crm-contact-form-status');
      await status.getByText('正常', { exact: true }).click();
      await expect.poll(() => status.getByText('新联系人默认禁用').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
