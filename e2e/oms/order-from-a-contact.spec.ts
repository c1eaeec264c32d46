import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPopconfirm, openPage, screenshot } from '../support/browser';
import { pickSku, skuOnSale, unitNamed, warehouseWithStock } from '../support/goods';
import { apiGet, apiPost, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Customer = { id: number; name: string };
type List<T> = { list: T[] };

/** 老王面馆 of the demo tenant: 李娜's customer in the master store; her manager 张伟 audits. */
const CUSTOMER = '老王面馆';
let attempt = 0;

const row = (page: Page, text: string) => page.locator('.ant-table-row:visible').filter({ hasText: text });

/** What the page's functions below use of the DOM (this package has no DOM types). */
type Dom = {
  getComputedStyle(el: unknown): { lineHeight: string; paddingLeft: string; paddingRight: string };
  document: { createRange(): { selectNodeContents(node: unknown): void; getBoundingClientRect(): { width: number } } };
};

const REMARK = `${'周五下午送货前请先电话联系仓库负责人确认卸货月台，'.repeat(6)}${'ABCDEFGHIJ'.repeat(5)}`;

/** Each header field holding one of `texts` stands on one line (a squeezed column broke '2026-11-30' into pieces). */
async function expectHeaderOnOneLine(page: Page, texts: string[]): Promise<void> {
  const content = page.locator('.ant-descriptions:visible .ant-descriptions-item-content');
  for (const text of [...texts, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/]) {
    const lines = await content.filter({ hasText: text }).first().evaluate((el) => el.getBoundingClientRect().height / parseFloat((globalThis as unknown as Dom).getComputedStyle(el).lineHeight));
    expect(lines, String(text)).toBeLessThan(1.5);
  }
}

/** The visible tables' column headers whose text is wider than their cell (cut off: 'Remar'). */
async function clippedHeaders(page: Page): Promise<string[]> {
  return page.locator('.ant-table-thead th:visible').evaluateAll((cells) =>
    cells.flatMap((th) => {
      const range = (globalThis as unknown as Dom).document.createRange();
      range.selectNodeContents(th);
      const style = (globalThis as unknown as Dom).getComputedStyle(th);
      const room = th.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return range.getBoundingClientRect().width > room + 1 ? [th.textContent ?? ''] : [];
    }),
  );
}

describe('a sales rep orders for a customer from the customer drawer', () => {
  it('goes to order from a contact, adds a SKU priced by the customer’s own price and submits, edits it while pending (the line’s available stock warns beyond it); the manager finds it in the workplace’s to-dos and audits it; the detail shows the reserved quantity', async () => {
    attempt += 1;
    const code = `E2EOM${attempt}`;
    const base = env.server.baseUrl;
    const { context, page } = await openPage(env.browser, base);
    try {
      // the goods, the warehouse and its stock, the customer's own price (as the other pages make them)
      const admin = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      const bottle = await unitNamed(base, admin, '瓶');
      const skuId = await skuOnSale(base, admin, `冰镇酸梅汤${attempt}`, { code, unitId: bottle, salePrice: '5.00', costPrice: '3.00', units: [{ unit_id: await unitNamed(base, admin, '箱'), ratio: 12 }] });
      const { storeId } = await warehouseWithStock(base, admin, { name: `浦东仓${attempt}`, code: `E2E-OM${attempt}` }, { skuId, unitId: bottle, qty: 100 });
      // a second warehouse of the store: each line may then choose where it ships from
      await apiPost(base, admin, '/wms/warehouse', { name: `冷库${attempt}`, code: `E2E-OMC${attempt}`, store_id: storeId });
      const customer = (await apiGet<List<Customer>>(base, admin, `/crm/customers?keyword=${encodeURIComponent(CUSTOMER)}`)).list[0];
      await apiPost(base, admin, '/crm/personalized_price', { customer_id: customer.id, items: [{ sku_id: skuId, unit_id: bottle, price: '4.20' }] });

      // the rep opens her customer's drawer and goes to order from its main contact
      await loginWithCookie(context, base, env.account('lina'), 'demo1234');
      await page.goto('/crm/customer/list');
      await row(page, CUSTOMER).getByText(CUSTOMER, { exact: true }).click();
      const drawer = page.locator('.customer-drawer .ant-drawer-section');
      await drawer.getByRole('tab', { name: '联系人' }).click();
      await drawer.getByRole('button', { name: '创建订单' }).first().click();
      await page.waitForURL(/\/oms\/order\/add\?user_id=\d+/);
      await page.getByTestId('order-customer').getByText(CUSTOMER).waitFor();

      // a new delivery address, added in place without a pin: it is selected, at its district's centre (approximate)
      await page.getByRole('button', { name: '新增地址' }).click();
      const addressForm = page.locator('.ant-modal').filter({ hasText: '新增收货地址' });
      await addressForm.getByLabel('收货人', { exact: true }).fill('王大海');
      await addressForm.getByLabel('收货人手机号').fill('13912345678');
      await addressForm.getByLabel('所在地区').click();
      await page.locator('.ant-cascader-menu-item', { hasText: '上海市' }).first().click();
      await page.locator('.ant-cascader-menu').nth(1).locator('.ant-cascader-menu-item').first().click();
      await page.locator('.ant-cascader-menu-item', { hasText: '浦东新区' }).click();
      await expect.poll(() => page.locator('.ant-cascader-dropdown:visible').count()).toBe(0);
      await addressForm.getByLabel('详细地址').fill(`张江路 ${attempt} 弄`);
      await addressForm.getByRole('button', { name: /保\s*存/ }).click();
      await addressForm.waitFor({ state: 'detached' });
      // the demo's default address is pinned: the tag shows the new one is chosen (the detail below names it)
      await page.getByTestId('location-tag').getByText('位置为区县中心（近似）').waitFor();

      await page.getByRole('button', { name: '添加商品' }).click();
      await pickSku(page, code);
      const line = row(page, '冰镇酸梅汤');
      await line.getByTestId('price-source').getByText('客户价').waitFor();
      await line.getByLabel('数量').fill('10');
      // the line ships from the warehouse holding the stock (a line of another warehouse than the order's splits it)
      await line.getByLabel('发货仓').click();
      await page.locator('.ant-select-dropdown:visible').getByText(`浦东仓${attempt}`, { exact: true }).click();
      await page.getByTestId('order-totals').getByText('¥42.00').first().waitFor();
      await screenshot(page, 'oms-order-add-zh');
      await page.getByRole('button', { name: /提交订单/ }).click();

      // the detail: pending audit; her manager audits it and the line's 10 bottles are reserved
      await page.waitForURL(/\/oms\/order\/detail\?id=\d+/);
      await page.getByTestId('order-status').getByText('待审核').waitFor();
      expect(await page.getByRole('button', { name: /^审\s*核$/ }).count()).toBe(0);
      const orderId = Number(new URL(page.url()).searchParams.get('id'));
      expect(await apiGet(base, admin, `/oms/order/${orderId}`)).toMatchObject({ address: `张江路 ${attempt} 弄`, location_source: 'district' });

      // still pending, she edits it: the line shows the warehouse's 100 available; 150 warns with the figure, 12 does not
      await page.getByRole('button', { name: /^编\s*辑$/ }).click();
      await page.waitForURL(/\/oms\/order\/edit\?id=\d+/);
      const edited = row(page, '冰镇酸梅汤');
      await edited.getByTestId('price-source').getByText('客户价').waitFor();
      expect(await edited.getByLabel('数量').inputValue()).toBe('10');
      await edited.getByTestId('line-available').getByText('100 瓶').waitFor();
      await edited.getByLabel('数量').fill('150');
      await edited.getByTestId('stock-short').getByText('超出可用库存：本单需 150 瓶，可用 100 瓶').waitFor();
      await screenshot(page, 'oms-order-edit-stock-warning-zh');
      await edited.getByLabel('数量').fill('12');
      // a remark of the full 200 characters, with a long run of letters that cannot wrap at a space
      await page.getByLabel('订单备注').fill(REMARK);
      await page.getByTestId('order-totals').getByText('¥50.40').first().waitFor();
      expect(await edited.getByTestId('stock-short').count()).toBe(0);
      await page.getByRole('button', { name: /保存修改/ }).click();
      // back on the detail, the edit tab closed: the line reads 12 and the order is still pending audit
      await page.waitForURL(/\/oms\/order\/detail\?id=\d+/);
      await page.locator('[data-testid="order-detail-totals"]:visible').getByText('¥50.40').first().waitFor();
      await page.locator('[data-testid="order-status"]:visible').getByText('待审核').waitFor();
      expect(await page.getByTestId('tab-bar').getByRole('tab', { name: '编辑订单' }).count()).toBe(0);
      // the header holds the remark without breaking the phone and the dates into pieces; the Shanghai address reads once
      await page.locator('.ant-descriptions:visible').getByText(REMARK).waitFor();
      await expectHeaderOnOneLine(page, ['13912345678', `上海市 浦东新区 张江路 ${attempt} 弄`]);
      await screenshot(page, 'oms-order-detail-long-remark-zh');
      // in English too, and the lines' column headers are whole
      await page.evaluate("window.localStorage.setItem('Tradewind-Locale', 'en-US')");
      await page.reload();
      await page.locator('.ant-descriptions:visible').getByText('Delivery address').waitFor();
      await expectHeaderOnOneLine(page, ['13912345678', `上海市 浦东新区 张江路 ${attempt} 弄`]);
      expect(await clippedHeaders(page)).toEqual([]);
      await screenshot(page, 'oms-order-detail-long-remark-en');
      await page.evaluate("window.localStorage.setItem('Tradewind-Locale', 'zh-CN')");
      await page.reload();
      await page.locator('.ant-descriptions:visible').getByText('收货地址').waitFor();
      await loginWithCookie(context, base, env.account('zhangwei'), 'demo1234');
      // the manager's workplace counts it among the orders to audit; the link opens the order list on that tab
      await page.goto('/dashboard/workplace');
      const toAudit = page.getByTestId('todo-oms.order_audit');
      await toAudit.getByText('待审核订单').waitFor();
      const waiting = Number(await toAudit.locator('.ant-tag').innerText());
      expect(waiting).toBeGreaterThan(0);
      await screenshot(page, 'workplace-todos-zh');
      await toAudit.click();
      await page.waitForURL((url) => url.pathname === '/oms/order/list' && url.search === '?status=1');
      await page.getByRole('tab', { name: `待审核 (${waiting})`, selected: true }).waitFor();
      await row(page, CUSTOMER).locator(`a[href$="id=${orderId}"]`).first().click();
      await page.waitForURL(/\/oms\/order\/detail\?id=\d+/);
      // the list stays in the page, hidden in its tab: the detail's state tag is the visible one
      const status = page.locator('[data-testid="order-status"]:visible');
      await status.getByText('待审核').waitFor();
      await page.getByRole('button', { name: /^审\s*核$/ }).click();
      await confirmPopconfirm(page, /审核订单 \S+？审核后将预占库存。/);
      await status.getByText('已审核').waitFor();
      expect(await page.getByTestId('line-reserved').first().textContent()).toBe('12 瓶');
      await screenshot(page, 'oms-order-detail-zh');
      // back on the workplace's tab (kept alive since), the to-do is counted again: one fewer
      await page.getByTestId('tab-bar').getByRole('tab', { name: '工作台' }).click();
      await expect.poll(() => toAudit.locator('.ant-tag').innerText()).toBe(String(waiting - 1));
    } finally {
      await context.close();
    }
  });
});
