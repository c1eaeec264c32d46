import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { skuOnSale, warehouseWithStock } from '../support/goods';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Order = { items: Array<{ amount: string; activity_amount: string; coupon_amount: string }> };

/** Cents of a figure shown ('¥1,234.50' → 123450). */
const centsOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[¥,\s]/g, '')) * 100);

/** 老王面馆 of the demo tenant (the master store's customer). */
const CUSTOMER = '老王面馆';

describe('the full-screen data screen', () => {
  it('moves an order from pending audit to audited and adds its net amount to today’s sales when it is audited elsewhere, without reloading', async () => {
    const tag = `${Date.now() % 100000}`;
    const base = env.server.baseUrl;
    const { context, page } = await openPage(env.browser, base);
    try {
      // a product in stock in a warehouse of the master store, and the customer's order of it (pending audit)
      const admin = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      const unit = (await apiGet<List<{ id: number }>>(base, admin, '/pms/unit_configs?page_size=100')).list[0];
      const skuId = await skuOnSale(base, admin, `大屏测试品${tag}`, { code: `E2ESCR${tag}`, unitId: unit.id, salePrice: '12.00', costPrice: '8.00' });
      const warehouse = await warehouseWithStock(base, admin, { name: `大屏仓${tag}`, code: `E2E-SC${tag}` }, { skuId, unitId: unit.id, qty: 50 });
      const customer = (await apiGet<List<{ id: number }>>(base, admin, `/crm/customers?keyword=${encodeURIComponent(CUSTOMER)}`)).list[0];
      const [province] = await apiGet<Array<{ id: number }>>(base, admin, '/areas/0');
      const address = await apiPost<{ id: number }>(base, admin, '/crm/address', { customer_id: customer.id, contact_name: '王大海', contact_phone: '13912345678', province_id: province.id, address: '张江路 368 号', is_default: 1 });
      const tomorrow = new Date(Date.now() + 32 * 3_600_000).toISOString().slice(0, 10);
      const order = await apiPost<{ id: number; status: number }>(base, admin, '/oms/order', {
        customer_id: customer.id, address_id: address.id, warehouse_id: warehouse.id, delivery_date: tomorrow, pay_type: 1, items: [{ sku_id: skuId, qty: 3 }],
      });
      expect(order.status).toBe(1);

      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`/common/screen_data/index?store_id=${warehouse.storeId}`);
      const pending = page.getByTestId('screen-state-1');
      const audited = page.getByTestId('screen-state-2');
      await page.getByTestId('screen-live').getByText('实时').waitFor();
      // today's sales as the API answers them, once the figure has counted up to them
      const sales = page.getByTestId('screen-sales');
      const salesNow = centsOf((await apiGet<{ sales_amount: string }>(base, admin, `/bi/screen?store_id=${warehouse.storeId}`)).sales_amount);
      await expect.poll(async () => centsOf(await sales.textContent())).toBe(salesNow);
      const before = { pending: Number(await pending.textContent()), audited: Number(await audited.textContent()), sales: salesNow };
      expect(before.pending).toBeGreaterThanOrEqual(1);
      // no menu or top bar: the screen alone
      expect(await page.getByTestId('shell-content').count()).toBe(0);

      // audited through the API (someone else's desk): the figures move on the open screen
      await apiPut(base, admin, `/oms/order/${order.id}/audit`, {});
      await expect.poll(async () => Number(await audited.textContent()), { timeout: 10_000 }).toBe(before.audited + 1);
      expect(Number(await pending.textContent())).toBe(before.pending - 1);
      // the audit fed the rollups: today's sales rise by what the order's lines pay (net of their discount shares)
      const { items } = await apiGet<Order>(base, admin, `/oms/order/${order.id}`);
      const net = items.reduce((n, l) => n + Math.max(centsOf(l.amount) - centsOf(l.activity_amount) - centsOf(l.coupon_amount), 0), 0);
      expect(net).toBeGreaterThan(0);
      await expect.poll(async () => centsOf(await sales.textContent()), { timeout: 10_000 }).toBe(before.sales + net);
      await screenshot(page, 'bi-data-screen-full-1366-zh');
    } finally {
      await context.close();
    }
  });
});
