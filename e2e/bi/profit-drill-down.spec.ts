import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Unit = { id: number; name: string };
type Spu = { id: number; status: number; skus: Array<{ id: number }> };
type List<T> = { list: T[] };

/** 老王面馆 of the demo tenant (the master store's customer). */
const CUSTOMER = '老王面馆';

describe('the profit dashboard’s drill-down', () => {
  it('goes from a category to its SKUs, to the audited order lines of a SKU, to the order', async () => {
    const tag = `${Date.now() % 100000}`;
    const base = env.server.baseUrl;
    const { context, page } = await openPage(env.browser, base);
    try {
      // a product of a category of its own, bought in at 8.00 into a warehouse of the master store, an order of the customer audited (its cost frozen then)
      const admin = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      const category = await apiPost<{ id: number }>(base, admin, '/pms/category', { name: `利润钻取${tag}` });
      const unit = (await apiGet<List<Unit>>(base, admin, '/pms/unit_configs?page_size=100')).list[0];
      const spu = await apiPost<Spu>(base, admin, '/pms/spu', {
        name: `钻取测试品${tag}`, category_id: category.id, spec_ids: [],
        skus: [{ spec_value_ids: [], code: `E2EBI${tag}`, barcode: null, unit_id: unit.id, sale_price: '12.50', cost_price: '8.00', units: [] }],
      });
      if ((await apiPut<Spu>(base, admin, `/pms/spu/${spu.id}/submit`, {})).status === 1) await apiPut(base, admin, `/pms/spu/${spu.id}/check`, { result: 'approve' });
      const skuId = spu.skus[0].id;
      const store = (await apiGet<Array<{ id: number; is_master: number }>>(base, admin, '/stores/all')).find((x) => x.is_master === 1)!;
      const warehouse = await apiPost<{ id: number }>(base, admin, '/wms/warehouse', { name: `利润测试仓${tag}`, code: `E2E-BI${tag}`, store_id: store.id });
      const location = await apiPost<{ id: number }>(base, admin, '/wms/location', { warehouse_id: warehouse.id, code: 'A-01' });
      await apiPut(base, admin, `/wms/warehouse/${warehouse.id}/default_location`, { location_id: location.id });
      const entry = await apiPost<{ id: number }>(base, admin, '/wms/warehousing_entry', { type: 6, warehouse_id: warehouse.id, lines: [{ sku_id: skuId, unit_id: unit.id, qty: 100, price: 8 }] });
      await apiPut(base, admin, `/wms/warehousing_entry/${entry.id}/audit`, {});
      const customer = (await apiGet<List<{ id: number }>>(base, admin, `/crm/customers?keyword=${encodeURIComponent(CUSTOMER)}`)).list[0];
      const [province] = await apiGet<Array<{ id: number }>>(base, admin, '/areas/0');
      const address = await apiPost<{ id: number }>(base, admin, '/crm/address', { customer_id: customer.id, contact_name: '王大海', contact_phone: '13912345678', province_id: province.id, address: '张江路 368 号', is_default: 1 });
      const tomorrow = new Date(Date.now() + 32 * 3_600_000).toISOString().slice(0, 10);
      const order = await apiPost<{ id: number; number: string; status: number }>(base, admin, '/oms/order', {
        customer_id: customer.id, address_id: address.id, warehouse_id: warehouse.id, delivery_date: tomorrow, pay_type: 1, items: [{ sku_id: skuId, unit_id: unit.id, qty: 8 }],
      });
      if (order.status === 1) await apiPut(base, admin, `/oms/order/${order.id}/audit`, {});

      // the profit page by category: the category, its SKU, the SKU's order line, the order
      await page.goto('/bi/profit/index');
      await page.getByTestId('bi-dimension').getByText('分类', { exact: true }).click();
      await page.getByTestId('bi-drill').filter({ hasText: `利润钻取${tag}` }).click();
      await page.waitForURL(/dimension=sku/);
      await page.getByTestId('bi-drill').filter({ hasText: `钻取测试品${tag}` }).click();
      await page.waitForURL(/sku_id=\d+/);
      const link = page.getByTestId('bi-order-link').filter({ hasText: order.number });
      await link.waitFor();
      // the line's own cost frozen at audit: 8 × 8.00 of 8 × 12.50 sold
      const row = page.getByRole('row').filter({ has: link });
      await expect.poll(() => row.textContent()).toMatch(/100\.00\s*64\.00\s*36\.00/);
      await screenshot(page, 'bi-profit-drill-orders-zh');
      await link.click();
      await page.waitForURL(new RegExp(`/oms/order/detail\\?id=${order.id}`));
      // the order's detail (the profit tab stays open, hidden, with the same number in it)
      await page.getByText(order.number).filter({ visible: true }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
