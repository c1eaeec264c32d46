import { describe, expect, it } from 'vitest';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, loginWithCookie, location } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

const CUSTOMER = { name: '晨曦便利店', renamed: '晨曦便利店（张江店）', phone: '13966668888', weixin: 'chenxi_shop' };

type CustomerRow = { id: number; name: string; phone: string; sales_type: number; sales_name: string; weixin: string | null; status: number };

describe('an administrator creates a customer through the form and edits it', () => {
  it('refuses a wrong mobile number with the shared message, saves, lists and edits the customer', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const token = await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');

      // 1. From the list, 'New customer' opens the form page.
      await page.goto('/crm/customer/list');
      await expect.poll(() => page.title()).toBe('客户列表 - Tradewind');
      await page.getByRole('button', { name: /新增客户/ }).click();
      await page.waitForURL((url) => url.pathname === '/crm/customer/add');
      await expect.poll(() => page.title()).toBe('新增客户 - Tradewind');

      // 2. The contract's rules run in the form: empty, then malformed mobile number.
      const form = page.locator('form#customer');
      await form.getByLabel('客户名称', { exact: true }).fill(CUSTOMER.name);
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await form.getByText('请输入手机号').waitFor();
      await form.getByLabel('手机号', { exact: true }).fill('12345678901');
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await form.getByText('请输入正确的手机号').waitFor();
      await form.getByLabel('手机号', { exact: true }).fill(CUSTOMER.phone);
      await form.getByLabel('微信', { exact: true }).fill(CUSTOMER.weixin);
      await expect.poll(() => form.getByText('请输入正确的手机号').count()).toBe(0);
      await screenshot(page, 'crm-customer-form-add');
      await form.getByRole('button', { name: /保\s*存/ }).click();

      // 3. Saved: back on the list, with a toast, the customer listed as the creator's private customer.
      await page.getByText('新增成功').waitFor();
      await page.waitForURL((url) => url.pathname === '/crm/customer/list');
      const row = page.locator('.ant-table-row').filter({ hasText: CUSTOMER.phone });
      await row.getByText(CUSTOMER.name, { exact: true }).waitFor();
      await row.getByText('私海').waitFor();
      // The add page's tab closed with the save.
      expect(await page.locator('[data-tab-key="/crm/customer/add"]').count()).toBe(0);
      const created = await apiGet<{ list: CustomerRow[] }>(env.server.baseUrl, token, `/crm/customers?keyword=${CUSTOMER.phone}`);
      expect(created.list).toHaveLength(1);
      expect(created.list[0]).toMatchObject({ name: CUSTOMER.name, phone: CUSTOMER.phone, sales_type: 1, sales_name: '系统管理员', weixin: CUSTOMER.weixin, status: 1 });
      const id = created.list[0].id;
      await screenshot(page, 'crm-customer-list');

      // 4. Edit from the row: the form opens with the saved values, the new name is saved.
      await row.getByRole('button', { name: /编\s*辑/ }).click();
      await page.waitForURL((url) => url.pathname === '/crm/customer/edit');
      expect(location(page)).toBe(`/crm/customer/edit?id=${id}`);
      await expect.poll(() => page.title()).toBe('编辑客户 - Tradewind');
      const editForm = page.locator('form#customer');
      await expect.poll(() => editForm.getByLabel('手机号', { exact: true }).inputValue()).toBe(CUSTOMER.phone);
      expect(await editForm.getByLabel('微信', { exact: true }).inputValue()).toBe(CUSTOMER.weixin);
      await editForm.getByLabel('客户名称', { exact: true }).fill(CUSTOMER.renamed);
      await screenshot(page, 'crm-customer-form-edit');
      await editForm.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByText('修改成功').waitFor();
      await page.waitForURL((url) => url.pathname === '/crm/customer/list');
      await page.locator('.ant-table-row').filter({ hasText: CUSTOMER.phone }).getByText(CUSTOMER.renamed, { exact: true }).waitFor();
      const edited = await apiGet<CustomerRow>(env.server.baseUrl, token, `/crm/customer/${id}`);
      expect(edited).toMatchObject({ name: CUSTOMER.renamed, phone: CUSTOMER.phone, weixin: CUSTOMER.weixin });

      // 5. The customer settings page lists the demo types and levels with their customer counts.
      await visit(page, '/crm/setting/index');
      await page.getByTestId('crm-levels').getByText('A 重点客户').waitFor();
      await screenshot(page, 'crm-customer-settings');
    } finally {
      await context.close();
    }
  });

  it('in English: manages customer types, filters the list, disables a customer after confirming, opens its drawer', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await context.addInitScript({ content: "window.localStorage.setItem('Tradewind-Locale', 'en-US');" });
      const token = await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');

      // Customer settings: a new type appears with no customers and can be deleted after a confirmation.
      await page.goto('/crm/setting/index');
      await expect.poll(() => page.title()).toBe('Customer settings - Tradewind');
      const types = page.getByTestId('crm-types');
      await types.getByText('批发商').waitFor();
      await types.getByRole('button', { name: /New type/ }).click();
      const modal = page.locator('.ant-modal').filter({ hasText: 'New type' });
      await modal.getByLabel('Name', { exact: true }).fill('批发商');
      await modal.getByRole('button', { name: 'Save' }).click();
      await modal.getByText('This name already exists').waitFor();
      await modal.getByLabel('Name', { exact: true }).fill('Bakery');
      await modal.getByRole('button', { name: 'Save' }).click();
      const bakery = types.locator('.ant-table-row').filter({ hasText: 'Bakery' });
      await bakery.waitFor();
      await screenshot(page, 'crm-customer-settings-en');
      await bakery.getByRole('button', { name: 'Delete' }).click();
      await confirmPopconfirm(page, 'Delete "Bakery"?');
      await expect.poll(() => bakery.count()).toBe(0);

      // The list in English, filtered by a pinyin keyword.
      await visit(page, '/crm/customer/list');
      await expect.poll(() => page.title()).toBe('Customers - Tradewind');
      const filters = page.locator('form#customer_filters');
      await filters.getByPlaceholder('ID, name, mobile or pinyin').fill('hsay');
      await filters.getByRole('button', { name: 'Search' }).click();
      const rows = page.locator('.ant-table-row:visible');
      await expect.poll(() => rows.count()).toBe(1);
      const row = rows.first();
      await row.getByText('沪上阿姨奶茶').waitFor();
      await row.getByText('Public pool').waitFor();
      await screenshot(page, 'crm-customer-list-en');

      // Disabling asks first; the server then has the customer disabled.
      const [found] = (await apiGet<{ list: CustomerRow[] }>(env.server.baseUrl, token, '/crm/customers?keyword=hsay')).list;
      expect(found.status).toBe(1);
      await row.getByRole('switch').click();
      await confirmPopconfirm(page, 'Disable the customer "沪上阿姨奶茶"?');
      await page.getByText('Status updated').waitFor();
      await expect.poll(async () => (await apiGet<CustomerRow>(env.server.baseUrl, token, `/crm/customer/${found.id}`)).status).toBe(0);

      // The form in English, with the contract's message.
      await visit(page, '/crm/customer/add');
      const form = page.locator('form#customer');
      await form.getByLabel('Mobile', { exact: true }).fill('123');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Please enter a correct mobile number').waitFor();
      await screenshot(page, 'crm-customer-form-add-en');
      await visit(page, '/crm/customer/list');
      await filters.getByPlaceholder('ID, name, mobile or pinyin').fill('hsay');
      await filters.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => rows.count()).toBe(1);

      // The name opens the customer drawer.
      await row.getByText('沪上阿姨奶茶').click();
      await page.locator('.ant-drawer-open').waitFor();
      await screenshot(page, 'crm-customer-drawer-from-list-en');
    } finally {
      await context.close();
    }
  });
});
