import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiLogin, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/** The demo customer 好又多超市张江店 has the phone 13910000002: the lead from the fair brings it back with +86 and spaces. */
const CUSTOMER = '好又多超市张江店';
const COMPANY = '好又多超市（张江店）';

type LeadRow = { id: number; company: string | null; status: number; sales_name: string; customer_id: number | null };
type VisitRow = { id: number; content: string };

describe('a lead from a trade fair becomes an existing customer', () => {
  it('is created on screen (errors first), assigned with the picker, followed up, and merged into the duplicate found by phone', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/crm/leads/list');
      await page.getByRole('button', { name: /新增线索/ }).click();
      const form = page.locator('form#lead');
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await form.getByText('请输入联系人').waitFor();
      await form.getByText('请输入手机号').waitFor();
      await form.getByText('请选择线索来源').waitFor();
      await form.getByLabel('手机号').fill('+86 1234');
      await form.getByLabel('统一社会信用代码').fill('91310000MA1234567X');
      await form.getByText('请输入正确的手机号').waitFor();
      await form.getByText('请输入正确的统一社会信用代码').waitFor();
      await screenshot(page, 'crm-lead-form-errors');

      await form.getByLabel('联系人').fill('刘美玲');
      await form.getByLabel('手机号').fill('+86 139 1000 0002');
      await form.getByLabel('统一社会信用代码').fill('');
      await form.getByLabel('公司名称').fill(COMPANY);
      await form.getByLabel('线索来源').click();
      await page.locator('.ant-select-dropdown:visible').getByText('展会', { exact: true }).click();
      await form.getByLabel('详细地址').fill('上海市浦东新区张江路 100 号');
      await form.getByRole('button', { name: /保\s*存/ }).click();

      const row = page.locator('.ant-table-row').filter({ hasText: COMPANY });
      await row.waitFor();
      await screenshot(page, 'crm-lead-list');

      // assign to 李娜 with the employee picker
      await row.getByRole('button', { name: '分配' }).click();
      const modal = page.locator('.ant-modal').filter({ hasText: '分配线索' });
      await modal.getByRole('button', { name: /按部门选择/ }).click();
      const picker = page.locator('.ant-modal').filter({ hasText: '选择员工' });
      await picker.locator('.ant-tree').getByText(/^销售一组/).click();
      await picker.locator('.ant-table-row').filter({ hasText: '李娜' }).locator('.ant-checkbox-input').check();
      await picker.getByRole('button', { name: /确\s*定/ }).click();
      await picker.waitFor({ state: 'hidden' });
      await modal.getByRole('button', { name: /保\s*存/ }).click();
      await modal.waitFor({ state: 'hidden' });
      await row.getByText('李娜').waitFor();

      // follow up in the lead's drawer, as a customer's
      await row.getByText(COMPANY).click();
      const drawer = page.locator('.ant-drawer').filter({ hasText: '线索详情' });
      await drawer.getByRole('tab', { name: '跟进记录' }).click();
      await drawer.getByRole('button', { name: /写跟进/ }).click();
      const visitForm = page.locator('form#crm_visit');
      await visitForm.getByLabel('跟进内容').fill('展会上聊过，想增加张江店的饮料品类');
      await visitForm.getByLabel('跟进方式').click();
      await page.locator('.ant-select-dropdown:visible').getByText('上门拜访', { exact: true }).click();
      await page.locator('.ant-modal').filter({ has: visitForm }).getByRole('button', { name: /保\s*存/ }).click();
      await drawer.getByTestId('visit-content').getByText('展会上聊过，想增加张江店的饮料品类').waitFor();
      await drawer.getByRole('tab', { name: '基本信息' }).click();
      await drawer.getByText('跟进中').waitFor();

      // transform: the customer with the same phone is found, merge fills its empty fields
      await drawer.getByRole('button', { name: '转化为客户' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '线索转化为客户' });
      const duplicate = dialog.getByTestId('lead-duplicate').filter({ hasText: CUSTOMER });
      await duplicate.getByText('手机号相同').waitFor();
      await dialog.getByText('手机号已属于已有客户，只能合并').first().waitFor();
      await screenshot(page, 'crm-lead-transform-duplicates');
      await duplicate.getByRole('button', { name: '合并到此客户' }).click();
      await page.locator('.ant-message').getByText(`已合并到客户「${CUSTOMER}」`).waitFor();

      const token = await apiLogin(env.server.baseUrl, env.account('admin'), 'admin123');
      const leads = await apiGet<{ list: LeadRow[] }>(env.server.baseUrl, token, `/crm/leads?keyword=${encodeURIComponent('13910000002')}`);
      const lead = leads.list.find((l) => l.company === COMPANY)!;
      expect(lead).toMatchObject({ status: 3, sales_name: '李娜' });
      const customers = await apiGet<{ list: Array<{ id: number; name: string; address: string | null }> }>(env.server.baseUrl, token, `/crm/customers?keyword=13910000002`);
      expect(customers.list.map((c) => c.name)).toEqual([CUSTOMER]);
      expect(lead.customer_id).toBe(customers.list[0].id);
      const visits = await apiGet<{ list: VisitRow[] }>(env.server.baseUrl, token, `/crm/visits?customer_id=${lead.customer_id}`);
      expect(visits.list.map((v) => v.content)).toContain('展会上聊过，想增加张江店的饮料品类');
    } finally {
      await context.close();
    }
  });

  it('reads in English: the list, its pool tab and a transform with no duplicate', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl, { storedLocale: 'en-US' });
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/crm/leads/list');
      await page.getByRole('tab', { name: 'Lead pool' }).click();
      const row = page.locator('.ant-table-row').filter({ hasText: '浦东（张江）餐饮管理有限公司' });
      await row.getByText('Following up').or(row.getByText('New')).first().waitFor();
      await screenshot(page, 'crm-lead-list-en');
      await row.getByRole('button', { name: 'Transform' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: 'Transform the lead into a customer' });
      await dialog.getByText(/No duplicate found/).waitFor();
      await screenshot(page, 'crm-lead-transform-en');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await context.close();
    }
  });
});
