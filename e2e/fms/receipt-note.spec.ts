import { describe, expect, it } from 'vitest';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';
import { accountOf, auditedOrder, button, customerWithAddress, daysFrom, deliverOrder, financeReady, goodsInStock, shipOrders, shown, today, visibleRow } from './finance-fixtures';

const env = useServerAndBrowser();

/** vitest runs a failed test once more on the same tenant: each attempt makes a customer, goods and orders of its own. */
let attempt = 0;

describe('a cashier records a customer’s bank transfer against its orders and statement', () => {
  it('周杰 allocates one transfer to two delivered orders and a statement, 黄敏 audits it: the receivable drops, the orders are paid, the statement settled, the money-in journal and the print show it', async () => {
    attempt += 1;
    const base = env.server.baseUrl;
    const api = await financeReady(base, env.account('admin'));
    const admin = api.token;

    // An account-period customer: a cash-on-delivery order (3 boxes, 180.00) and an account-period one
    // (4 boxes, 240.00) delivered, and a third (5 boxes, 300.00) on a sent statement — made before the other
    // two were delivered, so it holds only that one. Receivable: 240 + 300.
    const goods = await goodsInStock(api, `RN${attempt}`);
    const customer = await customerWithAddress(api, `金桥回款客户${attempt}`, env.sparePhone(attempt), { period: `月结RN${attempt}` });
    const date = daysFrom(today(), 3 + attempt);
    const cod = await auditedOrder(api, goods, customer, date, 1, 3);
    const credit = await auditedOrder(api, goods, customer, date, 2, 4);
    const stated = await auditedOrder(api, goods, customer, date, 2, 5);
    await shipOrders(api, goods.warehouse.id, date, [cod, credit, stated]);
    await deliverOrder(api, stated);
    const statement = await apiPost<{ id: number; number: string; total_amount: string }>(base, admin, '/oms/statement', { customer_id: customer.id, start_date: daysFrom(today(), -30), end_date: today(), remark: null });
    expect(statement.total_amount).toBe('300.00');
    await apiPut(base, admin, `/oms/statement/${statement.id}/send`, { remark: null });
    await deliverOrder(api, cod);
    await deliverOrder(api, credit);
    const [codNo, creditNo] = await Promise.all([cod, credit].map(async (id) => (await apiGet<{ number: string }>(base, admin, `/oms/order/${id}`)).number));
    expect(await accountOf(api, customer.id)).toMatchObject({ balance: '0.00', need_pay: '540.00' });

    const { context, page } = await openPage(env.browser, base);
    try {
      // 1. The cashier 周杰 sees what the customer owes, then records the transfer of 820.00
      await loginWithCookie(context, base, env.account('zhoujie'), 'demo1234');
      await page.goto(`/fms/customer_account/detail?id=${customer.id}`);
      await shown(page.getByTestId('account-balances')).getByText('540.00').waitFor();

      await visit(page, '/fms/receipt_note/add');
      await shown(page.getByRole('button', button('保存'))).click();
      await page.getByText('请选择客户').waitFor();
      await page.getByText('请输入收款金额').waitFor();
      await screenshot(page, 'fms-receipt-note-form-errors');

      await page.locator('#receipt_note_customer_id').click();
      await page.keyboard.type(customer.name);
      await page.locator('.ant-select-item-option:visible').filter({ hasText: customer.name }).click();
      const allocation = shown(page.getByTestId('rn-allocation'));
      for (const no of [codNo, creditNo, statement.number]) await allocation.getByText(no).waitFor();
      // the order on the statement is paid through the statement, not on its own
      expect(await allocation.locator('.ant-table-row').count()).toBe(3);
      await page.locator('#receipt_note_amount').fill('820');
      // more than is open on a row is flagged on that row
      await page.getByLabel(`本次核销 ${codNo}`).fill('200');
      await allocation.getByText('超过待收金额').waitFor();
      await page.getByLabel(`本次核销 ${codNo}`).fill('180');
      await page.getByLabel(`本次核销 ${creditNo}`).fill('240');
      await page.getByLabel(`本次核销 ${statement.number}`).fill('300');
      await page.locator('#receipt_note_remark').fill('客户对公转账回款');
      const sums = shown(page.getByTestId('rn-sums'));
      await sums.getByText('核销金额：¥720.00').waitFor();
      await sums.getByText('存入余额（预收）：¥100.00').waitFor();
      expect(await allocation.getByText('超过待收金额').count()).toBe(0);
      await screenshot(page, 'fms-receipt-note-form');
      await shown(page.getByRole('button', button('保存'))).click();
      // the unallocated rest is confirmed as the customer's prepayment before saving
      const prepay = page.locator('.ant-modal-confirm:visible');
      await prepay.getByText(/¥100\.00 未核销，保存后将作为该客户的预收款存入余额/).waitFor();
      await prepay.getByRole('button', button('确定')).click();
      await page.waitForURL(/\/fms\/receipt_note\/detail\?id=\d+/);
      const detailUrl = page.url();
      const noteId = Number(new URL(detailUrl).searchParams.get('id'));
      await shown(page.locator('.ant-card-head')).getByText('待审核').waitFor();
      const noteNo = (await apiGet<{ number: string }>(base, admin, `/fms/receipt_note/${noteId}`)).number;

      // 2. The finance lead 黄敏 audits it on the detail page
      await loginWithCookie(context, base, env.account('huangmin'), 'demo1234');
      await page.goto(detailUrl);
      await shown(page.getByTestId('rn-audit')).click();
      // the title names the note and its amount; the description, what goes to the balance
      await confirmPopconfirm(page, new RegExp(`审核收款单 ${noteNo}（¥820\\.00）？审核后将入账且不可修改.*其中 ¥100\\.00 未核销`));
      await shown(page.locator('.ant-card-head')).getByText('已审核').waitFor();
      const items = shown(page.getByTestId('rn-items'));
      await visibleRow(page, codNo).getByText('已支付').waitFor();
      await visibleRow(page, creditNo).getByText('已支付').waitFor();
      expect(await items.locator('.ant-table-row').count()).toBe(3);
      await shown(page.locator('.ant-descriptions')).getByText(/^黄敏 \d{4}-\d{2}-\d{2}/).waitFor();
      await screenshot(page, 'fms-receipt-note-detail');

      // 3. The receivable drops by the account-period part (240 + 300); the 100.00 over is the balance
      await visit(page, `/fms/customer_account/detail?id=${customer.id}`);
      const balances = shown(page.getByTestId('account-balances'));
      await balances.locator('.ant-col').nth(1).getByText('0.00').waitFor();
      await balances.locator('.ant-col').nth(0).getByText('100.00').waitFor();
      await visibleRow(page, noteNo).first().waitFor();
      expect(await accountOf(api, customer.id)).toMatchObject({ balance: '100.00', need_pay: '0.00' });

      // 4. Both orders paid, the statement settled
      for (const [id, no] of [[cod, codNo], [credit, creditNo]] as const) {
        await visit(page, `/oms/order/detail?id=${id}`);
        // the same page kept alive shows the other order: its number first, then its pay status
        await shown(page.getByText(no)).first().waitFor();
        await shown(page.locator('.ant-descriptions')).getByTestId('pay-status').getByText('已支付').waitFor();
      }
      await visit(page, `/oms/statement/list?keyword=${statement.number}`);
      await visibleRow(page, statement.number).getByText('已结算').waitFor();

      // 5. The money-in journal: the allocated 720.00 and the 100.00 prepayment, both from the note
      await visit(page, `/fms/money_in/list?doc_no=${noteNo}`);
      await visibleRow(page, '¥720.00').filter({ hasText: noteNo }).waitFor();
      await visibleRow(page, '¥100.00').filter({ hasText: noteNo }).waitFor();
      await screenshot(page, 'fms-money-in-list');

      // 6. The list, and the print page with the amount in Chinese capitals
      await visit(page, '/fms/receipt_note/list');
      await visibleRow(page, noteNo).getByText('已审核').waitFor();
      await screenshot(page, 'fms-receipt-note-list');
      await visit(page, `/fms/receipt_note/print?id=${noteId}`);
      await shown(page.getByTestId('rn-print')).getByText('捌佰贰拾元整', { exact: false }).waitFor();
      await screenshot(page, 'fms-receipt-note-print');
    } finally {
      await context.close();
    }
  });
});
