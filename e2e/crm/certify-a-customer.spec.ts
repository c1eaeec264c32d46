import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiLogin, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/** A demo customer of 李娜's (销售) in 上海总店; her manager 张伟 (销售经理) may audit certifications. */
const CUSTOMER = '七鲜超市';
const COMPANY = '七鲜超市上海有限公司';
const CREDIT_CODE = '91350100M000100Y43';

type MessageRow = { title: string; params: { target_type: string; target_id: number } };

const drawer = (page: Page) => page.locator('.customer-drawer .ant-drawer-section');
const certification = (page: Page) => drawer(page).getByTestId('customer-certification');

async function openDrawer(context: BrowserContext, page: Page, account: string): Promise<void> {
  await loginWithCookie(context, env.server.baseUrl, env.account(account), 'demo1234');
  await visit(page, '/crm/customer/list');
  await page.locator('.ant-table-row').filter({ hasText: CUSTOMER }).getByText(CUSTOMER, { exact: true }).click();
  await drawer(page).getByTestId('customer-drawer-title').getByText(CUSTOMER).waitFor();
}

describe('a customer is certified: the rep submits, the manager approves', () => {
  it('submits an enterprise certification, refusing a wrong credit code; the manager approves it at step 1 and the rep is told', async () => {
    const rep = await openPage(env.browser, env.server.baseUrl);
    try {
      await openDrawer(rep.context, rep.page, 'lina');
      await certification(rep.page).getByText('暂未认证').waitFor();
      await certification(rep.page).getByRole('button', { name: '提交认证' }).click();
      const form = rep.page.locator('.ant-modal').filter({ hasText: '提交认证' });
      await form.getByText('企业认证').click();
      await form.getByLabel('认证名称').fill(COMPANY);
      await form.getByLabel('证件号码').fill(`${CREDIT_CODE.slice(0, -1)}4`);
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await form.getByText('请输入正确的统一社会信用代码').waitFor();
      await form.getByLabel('证件号码').fill(CREDIT_CODE);
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await form.waitFor({ state: 'hidden' });

      await certification(rep.page).getByTestId('cert-step').getByText('申请中').waitFor();
      // The rep may not audit: no approve or reject.
      expect(await certification(rep.page).getByRole('button', { name: /通\s*过/ }).count()).toBe(0);
      await screenshot(rep.page, 'crm-certification-applying');
    } finally {
      await rep.context.close();
    }

    const manager = await openPage(env.browser, env.server.baseUrl);
    try {
      await openDrawer(manager.context, manager.page, 'zhangwei');
      const section = certification(manager.page);
      await section.getByTestId('cert-step').getByText('申请中').waitFor();
      // The credit code is masked until shown.
      expect(await section.getByTestId('credit-number').innerText()).not.toContain(CREDIT_CODE);
      await section.getByRole('button', { name: /显\s*示/ }).click();
      await section.getByTestId('credit-number').getByText(CREDIT_CODE).waitFor();

      await section.getByRole('button', { name: /通\s*过/ }).click();
      await confirmPopconfirm(manager.page, '确定通过该认证吗？');
      await section.getByTestId('cert-step').getByText('已通过').waitFor();
      // Approve and reject only while applying.
      expect(await section.getByRole('button', { name: /通\s*过/ }).count()).toBe(0);
      expect(await section.getByRole('button', { name: /驳\s*回/ }).count()).toBe(0);
      await drawer(manager.page).getByTestId('customer-drawer-title').getByText('已认证').waitFor();
      await screenshot(manager.page, 'crm-certification-approved');
    } finally {
      await manager.context.close();
    }

    const token = await apiLogin(env.server.baseUrl, env.account('lina'), 'demo1234');
    const inbox = await apiGet<{ list: MessageRow[] }>(env.server.baseUrl, token, '/messages?page=1&page_size=20');
    expect(inbox.list.some((m) => m.params.target_type === 'customer' && /认证/.test(m.title))).toBe(true);
  });
});
