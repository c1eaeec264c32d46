import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiLogin, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

const visibleRow = (page: Page, text: string) => page.locator('.ant-table-row:visible').filter({ hasText: text });
const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });
const modal = (page: Page, title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });

/** vitest runs a failed test once more on the same tenant: each attempt adjusts by its own amount. */
let attempt = 0;

describe('finance keeps customer accounts and payment methods', () => {
  it('黄敏 adjusts 老王面馆’s balance with a reason, sees it in the list and the detail’s history, and sets up a payment method', async () => {
    attempt += 1;
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('huangmin'), 'demo1234');
      await page.goto('/fms/customer_account/list');
      await page.getByPlaceholder('客户ID/名称/手机号').fill('老王面馆');
      await page.getByRole('button', button('查询')).click();
      const row = visibleRow(page, '老王面馆');
      await row.waitFor();
      const before = (await row.locator('td').nth(4).innerText()).replace(/[¥,]/g, '');
      await row.getByRole('button', { name: '财务调整' }).click();
      const dialog = modal(page, '财务调整：老王面馆');
      await dialog.getByLabel('调整金额').fill('abc');
      await dialog.getByRole('button', button('确认调整')).click();
      await dialog.getByText('金额须为数字，最多两位小数').waitFor();
      await dialog.getByLabel('调整金额').fill(`100.5${attempt}`);
      await dialog.getByLabel('调整原因').fill('客户线下转账预存');
      await screenshot(page, 'fms-customer-account-adjust');
      await dialog.getByRole('button', button('确认调整')).click();
      const after = ((Math.round(Number(before) * 100) + 10050 + attempt) / 100).toFixed(2);
      await page.getByText(`已调整：${before} → ${after}`).waitFor();
      await row.locator('td').nth(4).filter({ hasText: `¥${after}` }).waitFor();
      // the totals row of what the filter matches
      await page.locator('.ant-table-summary:visible').filter({ hasText: `¥${after}` }).waitFor();
      await screenshot(page, 'fms-customer-account-list');

      await row.getByRole('button', { name: '详情' }).click();
      await page.waitForURL(/\/fms\/customer_account\/detail\?id=\d+/);
      const history = visibleRow(page, '客户线下转账预存');
      await history.waitFor();
      expect(await history.innerText()).toContain(`+100.5${attempt}`);
      expect(await history.innerText()).toContain('黄敏');
      await page.locator('[data-testid="account-balances"]:visible').filter({ hasText: after }).waitFor();
      await screenshot(page, 'fms-customer-account-detail');
      // the history's export (its filters, remarks included) starts from the history card
      await page.locator('.ant-card:visible').filter({ hasText: '客户线下转账预存' }).getByRole('button', button('导出')).click();
      await page.getByText('导出任务已创建，请到下载中心查看').waitFor();
      // the other finance staff (周杰) were told, with the account as the message's target
      const zhou = await apiLogin(env.server.baseUrl, env.account('zhoujie'), 'demo1234');
      const inbox = await apiGet<{ list: Array<{ content: string; params: { target_type: string | null; target_id: number } }> }>(env.server.baseUrl, zhou, '/messages?type=finance&page_size=50');
      const told = inbox.list.find((m) => m.content.includes(`+100.5${attempt}`) && m.content.includes('客户线下转账预存'));
      expect(told?.params).toEqual({ target_type: 'customer_account', target_id: Number(new URL(page.url()).searchParams.get('id')) });

      // a full load: through the router the page kept the detail's scroll and the shell's tab bar covered its button
      await page.goto('/fms/payment_config/list');
      await page.getByRole('button', button('新增方式')).click();
      const form = modal(page, '新增方式');
      await form.getByLabel('名称').fill(`建行对公户${attempt}`);
      await form.getByLabel('户名').fill('潮汐商贸有限公司');
      await form.getByLabel('开户银行').fill('中国建设银行上海分行');
      await form.getByLabel('账号').fill(`6217 0012 3456 780${attempt}`);
      await form.getByRole('switch', { name: '默认' }).click();
      await form.getByRole('button', button('保存')).click();
      await page.getByText('新增成功').waitFor();
      const method = visibleRow(page, `建行对公户${attempt}`);
      await method.waitFor();
      expect(await method.innerText()).toContain(`6217 **** 780${attempt}`);
      expect(await method.innerText()).toContain('默认');
      await screenshot(page, 'fms-payment-config');
    } finally {
      await context.close();
    }
  });
});
