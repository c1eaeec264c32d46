import { describe, expect, it } from 'vitest';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { skuOnSale } from '../support/goods';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
let attempt = 0;
const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });

describe('a customer returns goods and an account-period customer gets a statement', () => {
  it('refunds two boxes of a delivered order (audit → receive → refund, the balance credited) and makes, sends and confirms a statement', async () => {
    attempt += 1;
    const base = env.server.baseUrl;
    const { context, page } = await openPage(env.browser, base);
    try {
      const token = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      // goods (a bottle, a box of 12 at 60.00), a warehouse with stock, two customers (one on an account period), an order each — delivered through the API
      const bottle = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `瓶R${attempt}`, allow_decimal: 0 });
      const box = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `箱R${attempt}`, allow_decimal: 0 });
      const code = `E2ERF${attempt}`;
      const skuId = await skuOnSale(base, token, `退货果汁${attempt}`, { code, unitId: bottle.id, salePrice: '5.00', costPrice: '3.00', units: [{ unit_id: box.id, ratio: 12 }] });
      const store = (await apiGet<Array<{ id: number; is_master: number }>>(base, token, '/stores/all')).find((s) => s.is_master === 1)!;
      const warehouse = await apiPost<{ id: number }>(base, token, '/wms/warehouse', { name: `退货仓${attempt}`, code: `E2E-RF${attempt}`, store_id: store.id });
      const location = await apiPost<{ id: number }>(base, token, '/wms/location', { warehouse_id: warehouse.id, code: 'R-01' });
      await apiPut(base, token, `/wms/warehouse/${warehouse.id}/default_location`, { location_id: location.id });
      const entry = await apiPost<{ id: number; status: number }>(base, token, '/wms/warehousing_entry', { type: 6, warehouse_id: warehouse.id, lines: [{ sku_id: skuId, unit_id: bottle.id, qty: 240 }] });
      if (entry.status === 0) await apiPut(base, token, `/wms/warehousing_entry/${entry.id}/audit`, {});
      const [province] = await apiGet<Array<{ id: number }>>(base, token, '/areas/0');
      const customerOf = async (name: string, n: number) => {
        const c = await apiPost<{ id: number }>(base, token, '/crm/customer', { name, phone: env.sparePhone(10 + n * 5 + attempt), contact_name: '陈会计' });
        const address = await apiPost<{ id: number }>(base, token, '/crm/address', { customer_id: c.id, contact_name: '陈会计', contact_phone: '13912345678', province_id: province.id, address: '浦东大道 1 号', is_default: 1 });
        return { id: c.id, address: address.id };
      };
      const buyer = await customerOf(`退货客户${attempt}`, 0);
      const periodName = `账期客户${attempt}`;
      const periodic = await customerOf(periodName, 1);
      const period = await apiPost<{ id: number }>(base, token, '/crm/customer_account_period', { name: `月结E2E${attempt}`, type: 1, days: 30 });
      await apiPut(base, token, `/crm/customer/${periodic.id}/payment_day`, { is_open_payment_day: 1, contract_begin_time: '2020-01-01', contract_end_time: '2099-12-31', account_period_id: period.id, payment_amount: 5000 });
      const date = new Date(Date.now() + (3 + attempt) * 86_400_000).toISOString().slice(0, 10);
      const orders: number[] = [];
      for (const [c, payType] of [[buyer, 1], [periodic, 2]] as const) {
        const o = await apiPost<{ id: number; status: number }>(base, token, '/oms/order', { customer_id: c.id, address_id: c.address, warehouse_id: warehouse.id, delivery_date: date, pay_type: payType, items: [{ sku_id: skuId, unit_id: box.id, qty: 5 }] });
        if (o.status === 1) await apiPut(base, token, `/oms/order/${o.id}/audit`, {});
        orders.push(o.id);
      }
      const wave = await apiPost<{ id: number; items: Array<{ id: number }> }>(base, token, '/wms/picking_list', { warehouse_id: warehouse.id, delivery_date: date, order_ids: orders });
      const [picker] = await apiGet<Array<{ id: number }>>(base, token, '/wms/picking_task/pickers');
      const task = await apiPost<{ id: number; items: Array<{ id: number; qty: string }> }>(base, token, '/wms/picking_task', { list_id: wave.id, picker_id: picker.id, item_ids: wave.items.map((i) => i.id) });
      await apiPut(base, token, `/wms/picking_task/${task.id}/confirm`, { lines: task.items.map((i) => ({ item_id: i.id, picked_qty: i.qty })) });
      await apiPut(base, token, `/wms/picking_task/${task.id}/finish`, {});
      const outbounds = await apiPost<{ ids: number[] }>(base, token, `/wms/picking_list/${wave.id}/outbound`, {});
      for (const id of outbounds.ids) await apiPut(base, token, `/wms/outbound_delivery_order/${id}/audit`, {});
      for (const id of orders) await apiPut(base, token, `/oms/order/${id}/deliver`, {});

      // 1. The refund of two boxes: the form checks the lines, the server prices them
      await visit(page, `/oms/order_refund/add?order_id=${orders[0]}`);
      const qty = page.getByLabel(`退货数量 ${code}`);
      await qty.fill('2');
      await page.getByTestId('refund-form-amount').getByText('¥120.00').waitFor();
      await page.getByRole('button', button('提交')).click();
      await page.getByText('请输入退款原因').waitFor();
      await screenshot(page, 'oms-order-refund-form-errors-zh');
      await page.getByLabel('退款原因').fill('两箱外包装破损');
      await page.getByRole('button', button('提交')).click();
      await page.waitForURL(/\/oms\/order_refund\/detail\?id=\d+/);
      const refundId = Number(new URL(page.url()).searchParams.get('id'));
      await page.getByTestId('refund-amount').getByText('¥120.00').waitFor();
      for (const [action, confirm] of [['审核', /确定审核退款单 \S+？/], ['退货入库', null], ['确认退款', /确定退款？退款单 \S+ 的金额将退到客户账户/]] as const) {
        await page.getByRole('button', button(action)).first().click();
        if (confirm) await confirmPopconfirm(page, confirm);
        else await page.locator('.ant-modal:visible').getByRole('button', button(action)).click();
        await page.locator('.ant-card-head .ant-tag').getByText(({ 审核: '已审核', 退货入库: '已收货', 确认退款: '已退款' } as const)[action]).waitFor();
      }
      await page.getByTestId('refund-credited').getByText('退回余额 ¥120.00').waitFor();
      await screenshot(page, 'oms-order-refund-detail-zh');
      const account = await apiGet<{ balance: string }>(base, token, `/fms/customer_account?customer_id=${buyer.id}`);
      expect(account.balance).toBe('120.00');
      await visit(page, `/oms/order_refund/print?id=${refundId}`);
      await page.getByTestId('refund-sheet-total').getByText('壹佰贰拾元整', { exact: false }).waitFor();
      await screenshot(page, 'oms-order-refund-print-zh');
      await visit(page, '/oms/order_refund/list');
      await page.locator('.ant-table-row:visible').filter({ hasText: `退货客户${attempt}` }).first().waitFor();
      await screenshot(page, 'oms-order-refund-list-zh');

      // 2. The statement of the account-period customer: made by hand for the days up to today, sent, confirmed by its contact
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
      const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      await visit(page, '/oms/statement/list');
      await page.getByRole('button', button('新增对账单')).click();
      const dialog = page.locator('.ant-modal:visible');
      await dialog.locator('.ant-select').first().click();
      await page.keyboard.type(periodName);
      await page.locator('.ant-select-item-option:visible').filter({ hasText: periodName }).click();
      const [from, to] = [dialog.locator('.ant-picker-input input').first(), dialog.locator('.ant-picker-input input').last()];
      await from.click();
      await from.fill(monthAgo);
      await from.press('Enter');
      await to.fill(today);
      await to.press('Enter');
      await dialog.getByRole('button', button('新增对账单')).click();
      const drawer = page.locator('.ant-drawer:visible');
      await drawer.getByTestId('statement-total').getByText('¥300.00').waitFor();
      await drawer.getByRole('button', button('发送')).click();
      await confirmPopconfirm(page, /确定发送对账单 \S+ 给客户？/);
      await drawer.locator('.ant-drawer-header .ant-tag').getByText('已发送').waitFor();
      await drawer.getByRole('button', button('客户确认')).click();
      const confirm = page.locator('.ant-modal:visible');
      await confirm.locator('.ant-select').click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: '陈会计' }).click();
      await confirm.getByRole('button', button('客户确认')).click();
      await drawer.locator('.ant-drawer-header .ant-tag').getByText('已确认').waitFor();
      await drawer.getByText('陈会计').first().waitFor();
      await screenshot(page, 'oms-statement-drawer-zh');
      const [statement] = (await apiGet<List<{ id: number }>>(base, token, `/oms/statements?customer_id=${periodic.id}`)).list;
      const statementId = statement.id;
      await visit(page, `/oms/statement/print?id=${statementId}`);
      await page.getByTestId('statement-sheet-total').getByText('叁佰元整', { exact: false }).waitFor();
      await screenshot(page, 'oms-statement-print-zh');
    } finally {
      await context.close();
    }
  });
});
