import { describe, expect, it } from 'vitest';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';
import { accountOf, addGoodsToOrder, button, customerWithAddress, financeReady, goodsInStock, shown, visibleRow } from './finance-fixtures';

const env = useServerAndBrowser();

/** vitest runs a failed test once more on the same tenant: each attempt prepays for a customer of its own. */
let attempt = 0;

describe('a customer prepays and an order is paid from the balance', () => {
  it('a ¥5,000 receipt note without allocation (audited) fills the balance; an order of pay type 余额支付, audited, takes its total from it and shows paid', async () => {
    attempt += 1;
    const base = env.server.baseUrl;
    const api = await financeReady(base, env.account('admin'));
    const admin = api.token;
    const goods = await goodsInStock(api, `PB${attempt}`);
    const customer = await customerWithAddress(api, `预存客户${attempt}`, env.sparePhone(attempt));

    const { context, page } = await openPage(env.browser, base);
    try {
      // 1. The cashier records the ¥5,000 transfer: the customer owes nothing, so all of it is a prepayment
      await loginWithCookie(context, base, env.account('zhoujie'), 'demo1234');
      await page.goto(`/fms/receipt_note/add?customer_id=${customer.id}`);
      await shown(page.getByTestId('rn-allocation')).getByText('该客户没有待收的订单或对账单，收款将全部存入余额').waitFor();
      await page.locator('#receipt_note_amount').fill('5000');
      await page.locator('#receipt_note_remark').fill('客户对公转账预存');
      await shown(page.getByTestId('rn-sums')).getByText('存入余额（预收）：¥5,000.00').waitFor();
      // the default payment method comes with the form's options from the server: saving before it is there is
      // refused by the form (a required field), with no confirmation to wait for
      await page.locator('.ant-form-item').filter({ has: page.locator('#receipt_note_payment_config_id') }).getByText(/\S（\S+）$/).waitFor();
      await screenshot(page, 'fms-receipt-note-prepay-form');
      await shown(page.getByRole('button', button('保存'))).click();
      // the unallocated rest is confirmed as the customer's prepayment before saving
      const prepay = page.locator('.ant-modal-confirm:visible');
      await prepay.getByText(/¥5,000\.00 未核销，保存后将作为该客户的预收款存入余额/).waitFor();
      await prepay.getByRole('button', button('确定')).click();
      await page.waitForURL(/\/fms\/receipt_note\/detail\?id=\d+/);
      const detailUrl = page.url();

      // 2. 黄敏 audits it (the confirmation says it all goes to the balance); the balance is 5,000
      await loginWithCookie(context, base, env.account('huangmin'), 'demo1234');
      await page.goto(detailUrl);
      await shown(page.getByTestId('rn-audit')).click();
      await confirmPopconfirm(page, /审核收款单 \S+（¥5,000\.00）？审核后将入账且不可修改.*其中 ¥5,000\.00 未核销，将作为预收款存入客户余额/);
      await shown(page.locator('.ant-card-head')).getByText('已审核').waitFor();
      await shown(page.getByTestId('rn-items')).getByText('全部预收（存入余额）').waitFor();
      await visit(page, `/fms/customer_account/detail?id=${customer.id}`);
      await shown(page.getByTestId('account-balances')).locator('.ant-col').nth(0).getByText('5,000.00').waitFor();
      await screenshot(page, 'fms-customer-account-prepaid');

      // 3. The pay settings offer 余额支付 to orders
      await visit(page, '/system/setting/pay');
      // (polled: the page, opened through the router, may show its form before the settings have arrived)
      await expect.poll(() => shown(page.getByRole('checkbox', { name: '余额支付' })).isChecked()).toBe(true);

      // 4. An order paid from the balance: 120 bottles at 5.00, made on the order page and audited
      await loginWithCookie(context, base, env.account('admin'), 'admin123');
      await page.goto(`/oms/order/add?customer_id=${customer.id}`);
      await shown(page.getByTestId('order-customer')).getByText(customer.name).waitFor();
      await page.getByText('余额 ¥5,000.00').waitFor();
      await page.getByLabel('发货仓库').click();
      await page.locator('.ant-select-dropdown:visible').getByText(goods.warehouse.name, { exact: true }).click();
      await page.getByRole('radio', { name: '余额支付' }).check();
      const line = await addGoodsToOrder(page, goods);
      await line.getByLabel('数量').fill('120');
      await page.getByTestId('order-totals').getByText('¥600.00').first().waitFor();
      await screenshot(page, 'fms-order-balance-pay-form');
      await page.getByRole('button', { name: /提交订单/ }).click();
      await page.waitForURL(/\/oms\/order\/detail\?id=\d+/);
      const orderId = Number(new URL(page.url()).searchParams.get('id'));
      await shown(page.getByTestId('order-status')).getByText('待审核').waitFor();
      await shown(page.getByRole('button', { name: /^审\s*核$/ })).click();
      await confirmPopconfirm(page, /审核订单 \S+？审核后将预占库存。/);
      await shown(page.getByTestId('order-status')).getByText('已审核').waitFor();
      await shown(page.locator('.ant-descriptions')).getByTestId('pay-status').getByText('已支付').waitFor();
      await shown(page.getByTestId('order-paid')).getByText('¥600.00').waitFor();
      await screenshot(page, 'fms-order-balance-paid');
      const order = await apiGet<{ total_amount: string; pay_type: number; pay_status: number }>(base, admin, `/oms/order/${orderId}`);
      expect(order).toMatchObject({ total_amount: '600.00', pay_type: 3, pay_status: 2 });

      // 5. The balance dropped by the order's total, the movement named in the account's history
      await visit(page, `/fms/customer_account/detail?id=${customer.id}`);
      await shown(page.getByTestId('account-balances')).locator('.ant-col').nth(0).getByText('4,400.00').waitFor();
      await visibleRow(page, '-600.00').first().waitFor();
      await screenshot(page, 'fms-customer-account-after-balance-pay');
      expect(await accountOf(api, customer.id)).toMatchObject({ balance: '4400.00', need_pay: '0.00' });
    } finally {
      await context.close();
    }
  });
});
