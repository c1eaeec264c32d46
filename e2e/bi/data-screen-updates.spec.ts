import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Category = { id: number; parent_id: number | null };
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
      const categories = await apiGet<Category[]>(base, admin, '/pms/categories');
      const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
      const unit = (await apiGet<List<{ id: number }>>(base, admin, '/pms/unit_configs?page_size=100')).list[0];
      const spu = await apiPost<{ id: number; skus: Array<{ id: number }> }>(base, admin, '/pms/spu', {
        name: `大屏测试品${tag}`, category_id: leaf.id, spec_ids: [], skus: [{ spec_value_ids: [], code: `E2ESCR${tag}`, barcode: null, unit_id: unit.id, sale_price: '12.00', cost_price: '8.00', units: [] }],
      });
      if ((await apiPut<{ status: number }>(base, admin, `/pms/spu/${spu.id}/submit`, {})).status === 1) await apiPut(base, admin, `/pms/spu/${spu.id}/check`, { result: 'approve' });
      const skuId = spu.skus[0].id;
      const store = (await apiGet<Array<{ id: number; is_master: number }>>(base, admin, '/stores/all')).find((x) => x.is_master === 1)!;
      const warehouse = await apiPost<{ id: number }>(base, admin, '/wms/warehouse', { name: `大屏仓${tag}`, code: `E2E-SC${tag}`, store_id: store.id });
      const slot = await apiPost<{ id: number }>(base, admin, '/wms/location', { warehouse_id: warehouse.id, code: 'A-01' });
      await apiPut(base, admin, `/wms/warehouse/${warehouse.id}/default_location`, { location_id: slot.id });
      const entry = await apiPost<{ id: number }>(base, admin, '/wms/warehousing_entry', { type: 6, warehouse_id: warehouse.id, lines: [{ sku_id: skuId, unit_id: unit.id, qty: 50 }] });
      await apiPut(base, admin, `/wms/warehousing_entry/${entry.id}/audit`, {});
      const customer = (await apiGet<List<{ id: number }>>(base, admin, `/crm/customers?keyword=${encodeURIComponent(CUSTOMER)}`)).list[0];
      const [province] = await apiGet<Array<{ id: number }>>(base, admin, '/areas/0');
      const address = await apiPost<{ id: number }>(base, admin, '/crm/address', { customer_id: customer.id, contact_name: '王大海', contact_phone: '13912345678', province_id: province.id, address: '张江路 368 号', is_default: 1 });
      const tomorrow = new Date(Date.now() + 32 * 3_600_000).toISOString().slice(0, 10);
      const order = await apiPost<{ id: number; status: number }>(base, admin, '/oms/order', {
        customer_id: customer.id, address_id: address.id, warehouse_id: warehouse.id, delivery_date: tomorrow, pay_type: 1, items: [{ sku_id: skuId, qty: 3 }],
      });
      expect(order.status).toBe(1);

      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`/common/screen_data/index?store_id=${store.id}`);
      const pending = page.getByTestId('screen-state-1');
      const audited = page.getByTestId('screen-state-2');
      await page.getByTestId('screen-live').getByText('实时').waitFor();
      // today's sales as the API answers them, once the figure has counted up to them
      const sales = page.getByTestId('screen-sales');
      const salesNow = centsOf((await apiGet<{ sales_amount: string }>(base, admin, `/bi/screen?store_id=${store.id}`)).sales_amount);
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
