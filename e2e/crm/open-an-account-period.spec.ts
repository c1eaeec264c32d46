import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiLogin, apiPost, loginWithCookie, location } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

const CUSTOMER = { name: '远航餐饮管理有限公司', phone: '13955550202' };
const PERIOD = '月结 30 天';
const OTHER = '季度结算';

type CustomerRow = { id: number; is_open_payment_day: number; account_period_id: number | null; account_period_name: string; payment_amount: string; contract_begin_time: string | null; contract_end_time: string | null };
type PeriodRow = { id: number; name: string; type: number; days: number; month_day: number; statement_day: number };


const drawer = (page: Page) => page.locator('.customer-drawer .ant-drawer-section');
const modalWith = (page: Page, selector: string) => page.locator('.ant-modal').filter({ has: page.locator(selector) });
const periodRow = (page: Page, name: string) => page.getByTestId('account-period-table').locator('.ant-table-row').filter({ hasText: name });
const checkedRows = (page: Page) => page.getByTestId('account-period-table').locator('.ant-table-row .ant-radio-wrapper-checked');

async function createPeriod(page: Page, name: string): Promise<void> {
  const dialog = modalWith(page, 'form#crm_payment_day');
  await dialog.getByRole('button', { name: /新增账期/ }).click();
  const periodModal = modalWith(page, 'form#crm_account_period');
  await periodModal.getByLabel('名称').fill(name);
  await periodModal.getByRole('button', { name: /保\s*存/ }).click();
  await periodModal.waitFor({ state: 'detached' });
  await periodRow(page, name).waitFor();
}

describe('a manager opens an account period for a customer in the dialog', () => {
  it('creates periods, picks exactly one, opens the payment day with dates and credit, and finds the period locked (zh-CN)', async () => {
    const token = await apiLogin(env.server.baseUrl, env.account('admin'), 'admin123');
    const customer = await apiPost<{ id: number }>(env.server.baseUrl, token, '/crm/customer', CUSTOMER);

    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/crm/customer/list');
      await page.locator('.ant-table-row').filter({ hasText: CUSTOMER.phone }).getByText(CUSTOMER.name, { exact: true }).click();
      const panel = drawer(page);
      await panel.getByTestId('customer-period-info').getByText('未开通').waitFor();
      await panel.getByRole('button', { name: '开通账期' }).click();

      // 1. Nothing chosen yet: the contract's messages for the dates and the term.
      const dialog = modalWith(page, 'form#crm_payment_day');
      await dialog.getByText(`账期设置 · ${CUSTOMER.name}`).waitFor();
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await dialog.getByText('请选择合同日期').waitFor();
      await dialog.getByText('请选择结算期限').waitFor();

      // 2. A new period starts as a standard term of 30 days, statement day 1; name and type are required.
      await dialog.getByRole('button', { name: /新增账期/ }).click();
      const periodModal = modalWith(page, 'form#crm_account_period');
      await periodModal.getByText('标准账期').waitFor();
      expect(await periodModal.locator('.ant-radio-wrapper-checked').innerText()).toBe('标准账期');
      expect(await periodModal.getByLabel('账期天数').inputValue()).toBe('30');
      expect(await periodModal.getByLabel('对账日').inputValue()).toBe('1');
      await periodModal.getByRole('button', { name: /保\s*存/ }).click();
      await periodModal.getByText('请输入名字').waitFor();
      await periodModal.getByLabel('名称').fill(PERIOD);
      await screenshot(page, 'crm-account-period-form-zh');
      await periodModal.getByRole('button', { name: /保\s*存/ }).click();
      await periodModal.waitFor({ state: 'detached' });

      // 3. The new period is chosen; a second one takes its place; choosing the first again leaves one chosen.
      await periodRow(page, PERIOD).locator('.ant-radio-wrapper-checked').waitFor();
      await createPeriod(page, OTHER);
      await periodRow(page, OTHER).locator('.ant-radio-wrapper-checked').waitFor();
      expect(await checkedRows(page).count()).toBe(1);
      await periodRow(page, PERIOD).click();
      await periodRow(page, PERIOD).locator('.ant-radio-wrapper-checked').waitFor();
      expect(await checkedRows(page).count()).toBe(1);
      await expect.poll(() => dialog.getByText('请选择结算期限').count()).toBe(0);

      // 4. Contract dates and a credit amount with two decimals, then save.
      await dialog.getByPlaceholder('开始日期').click();
      await dialog.getByPlaceholder('开始日期').fill('2026-01-01');
      await dialog.getByPlaceholder('开始日期').press('Enter');
      await dialog.getByPlaceholder('结束日期').fill('2026-12-31');
      await dialog.getByPlaceholder('结束日期').press('Enter');
      await expect.poll(() => dialog.getByText('请选择合同日期').count()).toBe(0);
      await dialog.getByLabel('授信额度').fill('5000.5');
      await dialog.getByLabel('授信额度').blur();
      expect(await dialog.getByLabel('授信额度').inputValue()).toBe('5000.50');
      await screenshot(page, 'crm-account-period-dialog-zh');
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await page.locator('.ant-message').getByText('账期已保存').waitFor();
      await dialog.waitFor({ state: 'detached' });

      // 5. The drawer shows the open period; the server holds the same.
      const info = panel.getByTestId('customer-period-info');
      await info.getByText('已开通').waitFor();
      await info.getByText(PERIOD).waitFor();
      await info.getByText('5000.50').waitFor();
      await info.getByText('2026-01-01 ~ 2026-12-31').waitFor();
      await panel.getByRole('button', { name: '修改账期' }).waitFor();
      await screenshot(page, 'crm-customer-drawer-period-zh');
      const saved = await apiGet<CustomerRow>(env.server.baseUrl, token, `/crm/customer/${customer.id}`);
      const periods = await apiGet<{ list: PeriodRow[] }>(env.server.baseUrl, token, '/crm/customer_account_periods?page_size=100');
      const period = periods.list.find((p) => p.name === PERIOD);
      expect(period).toMatchObject({ type: 1, days: 30, month_day: 1, statement_day: 1 });
      expect(saved).toMatchObject({ is_open_payment_day: 1, account_period_id: period?.id, payment_amount: '5000.50' });
      expect(saved.contract_begin_time?.slice(0, 10)).toBe('2026-01-01');
      expect(saved.contract_end_time?.slice(0, 10)).toBe('2026-12-31');

      // 6. Modify: the customer's period is chosen; once saved a period's type and days are locked.
      await panel.getByRole('button', { name: '修改账期' }).click();
      await periodRow(page, PERIOD).locator('.ant-radio-wrapper-checked').waitFor();
      await periodRow(page, PERIOD).getByRole('button', { name: /编\s*辑/ }).click();
      const editModal = modalWith(page, 'form#crm_account_period');
      await editModal.getByText('保存后类型和天数不可修改').waitFor();
      expect(await editModal.getByLabel('账期天数').isDisabled()).toBe(true);
      expect(await editModal.getByLabel('对账日').isDisabled()).toBe(true);
      expect(await editModal.locator('input[type="radio"]').first().isDisabled()).toBe(true);
      expect(await editModal.getByLabel('名称').isDisabled()).toBe(false);
      await screenshot(page, 'crm-account-period-locked-zh');
      await editModal.getByLabel('名称').fill(`${PERIOD}（标准）`);
      await editModal.getByRole('button', { name: /保\s*存/ }).click();
      await page.locator('.ant-message').getByText('修改成功').waitFor();
      await periodRow(page, `${PERIOD}（标准）`).waitFor();
      await modalWith(page, 'form#crm_payment_day').getByRole('button', { name: /取\s*消/ }).click();

      // 7. The account-period page lists the customer under its period; the name opens the drawer.
      await page.keyboard.press('Escape');
      await visit(page, `/crm/account_period/list?account_period_id=${period?.id}`);
      await expect.poll(() => page.title()).toBe('账期客户 - Tradewind');
      expect(location(page)).toBe(`/crm/account_period/list?account_period_id=${period?.id}`);
      const customerRow = page.locator('.ant-table-row:visible').filter({ hasText: CUSTOMER.phone });
      await customerRow.getByText('5000.50').waitFor();
      await screenshot(page, 'crm-account-period-page-zh');
      await customerRow.getByText(CUSTOMER.name, { exact: true }).click();
      await drawer(page).getByTestId('customer-drawer-title').getByText(CUSTOMER.name).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the dialog in English (en-US)', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await context.addInitScript({ content: `window.localStorage.setItem('Tradewind-Locale', 'en-US');` });
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/crm/customer/list');
      await page.locator('.ant-table-row').filter({ hasText: CUSTOMER.phone }).getByText(CUSTOMER.name, { exact: true }).click();
      const panel = drawer(page);
      await panel.getByTestId('customer-period-info').getByText('Open', { exact: true }).waitFor();
      await screenshot(page, 'crm-customer-drawer-admin-en');
      await panel.getByRole('button', { name: 'Modify account period' }).click();
      const dialog = modalWith(page, 'form#crm_payment_day');
      await dialog.getByText('Settlement term', { exact: true }).waitFor();
      await dialog.getByText('Choose one period in the list (only one)').waitFor();
      await screenshot(page, 'crm-account-period-dialog-en');
    } finally {
      await context.close();
    }
  });
});
