import { describe, expect, it } from 'vitest';
import { auditedOrder, customerWithAddress, goodsInStock, shipOrders, today, daysFrom, type Api } from '../fms/finance-fixtures';
import { confirmPopconfirm, openPage, screenshot } from '../support/browser';
import { apiGet, apiLogin, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/** A valid unified social credit code (its check character computed). */
const USCC = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const creditCode = (base17: string) => base17 + USCC[(31 - (W.reduce((a, w, i) => a + w * USCC.indexOf(base17[i]), 0) % 31)) % 31];

describe('a customer asks for a VAT invoice over a delivered order', () => {
  it('is made on screen from the delivered order, applied, audited, opened with its number and printed', async () => {
    const tag = String(Date.now() % 1e6);
    const api: Api = { base: env.server.baseUrl, token: await apiLogin(env.server.baseUrl, env.account('admin'), 'admin123') };
    const goods = await goodsInStock(api, tag);
    const customer = await customerWithAddress(api, `发票客户${tag}`, env.sparePhone(1));
    const date = daysFrom(today(), 2);
    const order = await auditedOrder(api, goods, customer, date, 1, 2);
    await shipOrders(api, goods.warehouse.id, date, [order]);
    await apiPut(api.base, api.token, `/oms/order/${order}/deliver`, {});

    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/crm/invoice/list');
      await page.getByRole('button', { name: /新增发票/ }).click();
      const form = page.locator('form#invoice');
      await form.getByLabel('客户').fill(customer.name);
      await page.locator('.ant-select-dropdown:visible').getByText(customer.name).click();
      await form.getByLabel('发票抬头').fill(`上海发票客户${tag}有限公司`);
      await form.getByLabel('纳税人识别号').fill('91310115MA1K4XY87X');
      await form.getByText('请输入正确的纳税人识别号').waitFor();
      await form.getByLabel('纳税人识别号').fill(creditCode('91310115MA1K4XY87'));
      const row = page.getByTestId('invoice-orders').locator('.ant-table-row').first();
      await row.locator('.ant-checkbox-input').check();
      await page.getByTestId('invoice-total').getByText('¥120.00').waitFor();
      await screenshot(page, 'crm-invoice-form');
      await form.getByRole('button', { name: /保\s*存/ }).click();

      // the detail: apply, audit, open with the tax invoice's number
      await page.getByTestId('invoice-number').waitFor();
      await page.getByTestId('invoice-apply').click();
      await confirmPopconfirm(page, /提交发票/);
      await page.getByTestId('invoice-audit').click();
      await confirmPopconfirm(page, /审核通过发票/);
      await page.getByTestId('invoice-open').click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '开具发票' });
      await dialog.getByLabel('发票号码').fill('04419876');
      await dialog.getByLabel('寄送/快递备注').fill('顺丰 SF1234');
      await dialog.getByRole('button', { name: /开\s*票/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('.ant-card-head').getByText('已开票').waitFor();
      await page.getByText('04419876').first().waitFor();
      await screenshot(page, 'crm-invoice-opened');

      // printed from the detail (a new tab)
      const [sheet] = await Promise.all([context.waitForEvent('page'), page.getByTestId('invoice-print').click()]);
      await sheet.getByTestId('invoice-print').getByText('壹佰贰拾元整').waitFor();
      await screenshot(sheet, 'crm-invoice-print');

      const number = (await page.getByTestId('invoice-number').textContent())!;
      const list = await apiGet<{ list: Array<{ number: string; status: number; invoice_no: string | null; amount: string }> }>(api.base, api.token, `/crm/invoices?keyword=${number}`);
      expect(list.list).toEqual([expect.objectContaining({ number, status: 4, invoice_no: '04419876', amount: '120.00' })]);
      // back to the list, on its 已开票 tab
      await page.getByRole('button', { name: /返\s*回/ }).click();
      await page.getByRole('tab', { name: /已开票/ }).click();
      await page.locator('.ant-table-row').filter({ hasText: number }).waitFor();
      await screenshot(page, 'crm-invoice-list');
    } finally {
      await context.close();
    }
  });
});
