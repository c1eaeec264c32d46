import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

describe('a visit plan over a crowd', () => {
  it('builds a crowd by rule, plans visits over it, logs a follow-up for a stop and shows the completion', async () => {
    // unique per attempt: a retry finds its own crowd
    const CROWD = `近30天没下单的客户${Date.now() % 10_000}`;
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/crm/crowd/list');
      await page.getByRole('button', { name: /新增人群/ }).click();
      const form = page.locator('form#crowd');
      await form.getByLabel('人群名称').fill(CROWD);
      // the first feature is 最近下单 (30 days): turned to "none within", the quiet customers, and counted live
      await form.getByRole('button', { name: /添加条件/ }).first().click();
      await form.getByLabel('比较').click();
      await page.locator('.ant-select-dropdown:visible').getByText('最近 N 天内没有', { exact: true }).click();
      await page.getByTestId('crowd-preview').getByText(/预计 [1-9][\d,]* 位客户/).waitFor();
      await screenshot(page, 'crm-crowd-form');
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await page.locator('.ant-table-row').filter({ hasText: CROWD }).waitFor();
      await screenshot(page, 'crm-crowd-list');

      await page.getByText('拜访计划', { exact: true }).first().click();
      await page.getByRole('button', { name: /新增拜访计划/ }).click();
      const plan = page.locator('form#visit_plan');
      await plan.getByLabel('计划名称').fill('本周回访下单客户');
      await plan.getByLabel('从人群添加').click();
      await page.locator('.ant-select-dropdown:visible').getByText(new RegExp(`^${CROWD}`)).click();
      await page.locator('.ant-modal').filter({ has: plan }).getByRole('button', { name: /保\s*存/ }).click();

      // the detail: stops in route order; log a follow-up for the first stop not visited yet
      const summary = page.getByTestId('plan-summary');
      await expect.poll(() => summary.innerText()).toMatch(/^\d+\/\d+ 已拜访$/);
      const before = Number((await summary.innerText()).split('/')[0]);
      const stop = page.locator('.ant-table-row').filter({ hasText: '未拜访' }).first();
      const name = await stop.locator('a').first().innerText();
      await stop.getByRole('button', { name: '记跟进' }).click();
      const visitForm = page.locator('form#crm_visit');
      await visitForm.getByLabel('跟进内容').fill('按拜访计划上门，聊了下月的备货');
      await visitForm.getByLabel('跟进方式').click();
      await page.locator('.ant-select-dropdown:visible').getByText('上门拜访', { exact: true }).click();
      await page.locator('.ant-modal').filter({ has: visitForm }).getByRole('button', { name: /保\s*存/ }).click();
      await page.locator('.ant-table-row').filter({ hasText: name }).getByText('已拜访').waitFor();
      await expect.poll(() => summary.innerText()).toMatch(new RegExp(`^${before + 1}/\\d+ 已拜访$`));
      await screenshot(page, 'crm-visit-plan-detail');
    } finally {
      await context.close();
    }
  });
});
