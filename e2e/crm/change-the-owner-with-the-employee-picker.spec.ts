import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiLogin, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/** A demo customer of 张伟's in 上海总店. */
const CUSTOMER = '家乐福浦东店';

type CustomerRow = { id: number; name: string; sales_id: number | null; sales_name: string };

const drawer = (page: Page) => page.locator('.customer-drawer .ant-drawer-section');

async function openDrawer(page: Page): Promise<void> {
  await visit(page, '/crm/customer/list');
  await page.locator('.ant-table-row').filter({ hasText: CUSTOMER }).getByText(CUSTOMER, { exact: true }).click();
  await drawer(page).getByTestId('customer-drawer-title').getByText(CUSTOMER).waitFor();
}

describe('a manager changes a customer’s owner with the employee picker', () => {
  it('picks one person by department (a second is refused with the limit), saves, and is told when the owner is the same', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await openDrawer(page);
      await drawer(page).getByRole('button', { name: '变更销售' }).click();
      const modal = page.locator('.ant-modal').filter({ hasText: '变更销售' });
      await modal.getByRole('button', { name: /按部门选择/ }).click();

      const picker = page.locator('.ant-modal').filter({ hasText: '选择员工' });
      const rows = picker.locator('.ant-table-row');
      await picker.locator('.ant-tree').getByText(/^销售一组/).click();
      await rows.filter({ hasText: '李娜' }).locator('.ant-checkbox-input').check();
      // One person at most: a second tick, in another department, is refused with the limit message.
      await picker.locator('.ant-tree').getByText(/^财务部/).click();
      const other = rows.filter({ hasText: '黄敏' }).locator('.ant-checkbox-input');
      await other.click();
      await page.locator('.ant-message').getByText('最多只能选择 1 名员工').waitFor();
      await picker.getByTestId('employee-picker-count').getByText('已选 1 人').waitFor();
      expect(await other.isChecked()).toBe(false);
      await screenshot(page, 'crm-change-owner-picker-limit');
      await picker.getByRole('button', { name: /确\s*定/ }).click();
      await picker.waitFor({ state: 'hidden' });

      await modal.locator('.ant-select').getByText('李娜').waitFor();
      await modal.getByRole('button', { name: /保\s*存/ }).click();
      await modal.waitFor({ state: 'hidden' });
      await drawer(page).getByTestId('customer-base-info').getByText('李娜').waitFor();

      const token = await apiLogin(env.server.baseUrl, env.account('admin'), 'admin123');
      const list = await apiGet<{ list: CustomerRow[] }>(env.server.baseUrl, token, `/crm/customers?keyword=${encodeURIComponent(CUSTOMER)}`);
      expect(list.list.find((c) => c.name === CUSTOMER)?.sales_name).toBe('李娜');

      // The same person again: refused before any call, with the spec's message.
      await drawer(page).getByRole('button', { name: '变更销售' }).click();
      await modal.getByRole('button', { name: /按部门选择/ }).click();
      await picker.locator('.ant-tree').getByText(/^销售一组/).click();
      await rows.filter({ hasText: '李娜' }).locator('.ant-checkbox-input').check();
      await picker.getByRole('button', { name: /确\s*定/ }).click();
      await modal.getByText('和原本销售一致，无需修改').waitFor();
      await screenshot(page, 'crm-change-owner-same');
    } finally {
      await context.close();
    }
  });
});
