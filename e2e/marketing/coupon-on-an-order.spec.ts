import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPopconfirm, openPage, screenshot } from '../support/browser';
import { pickSku, skuOnSale } from '../support/goods';
import { apiGet, apiPost, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type CustomerCoupon = { id: number; coupon_id: number; status: number; usable: boolean };

/** 老王面馆 of the demo tenant (the master store's customer). */
const CUSTOMER = '老王面馆';
let attempt = 0;

const row = (page: Page, text: string) => page.locator('.ant-table-row:visible').filter({ hasText: text });

describe('a coupon on an order with an activity', () => {
  it('is issued to a customer, chosen on an order where an activity also gives its discount and a discount is typed by hand (each line shows all three), held; the order cancelled, the coupon is usable again', async () => {
    attempt += 1;
    const code = `E2ECP${attempt}${Date.now() % 10000}`;
    const base = env.server.baseUrl;
    const { context, page } = await openPage(env.browser, base);
    try {
      // a product at ¥10, an activity ¥10 off over ¥100 on it, a coupon ¥5 off over ¥50 issued to the customer
      const admin = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      const unit = (await apiGet<List<{ id: number }>>(base, admin, '/pms/unit_configs?page_size=100')).list[0];
      const skuId = await skuOnSale(base, admin, `券活动测试品${attempt}`, { code, unitId: unit.id, salePrice: '10.00', costPrice: '6.00' });
      const day = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      await apiPost(base, admin, '/marketing/activity', { name: `满100减10·${attempt}`, type: 2, tiers: [{ over: 100, off: 10 }], scope_type: 3, scope_ids: [skuId], starts_at: day(-1), ends_at: day(7), priority: 999, stack_with_coupon: 1 });
      const coupon = await apiPost<{ id: number }>(base, admin, '/marketing/coupon', { name: `满50减5·${attempt}`, type: 1, threshold: 50, amount: 5, scope_type: 0, total_count: 100, per_customer: 1, validity_type: 2, valid_days: 30, take_type: 1, stack_with_activity: 1 });
      const store = (await apiGet<Array<{ id: number; is_master: number }>>(base, admin, '/stores/all')).find((x) => x.is_master === 1)!;
      const warehouse = `券测试仓${attempt}${Date.now() % 10000}`;
      await apiPost(base, admin, '/wms/warehouse', { name: warehouse, code: `E2E-CP${Date.now() % 100000}`, store_id: store.id });
      const customer = (await apiGet<List<{ id: number }>>(base, admin, `/crm/customers?keyword=${encodeURIComponent(CUSTOMER)}`)).list[0];
      const [province] = await apiGet<Array<{ id: number }>>(base, admin, '/areas/0');
      await apiPost(base, admin, '/crm/address', { customer_id: customer.id, contact_name: '王大海', contact_phone: '13912345678', province_id: province.id, address: '张江路 368 号', is_default: 1 });
      await apiPost(base, admin, `/marketing/coupon/${coupon.id}/issue`, { customer_ids: [customer.id] });
      const mine = async () => (await apiGet<CustomerCoupon[]>(base, admin, `/marketing/customer_coupons?customer_id=${customer.id}`)).find((c) => c.coupon_id === coupon.id)!;
      expect(await mine()).toMatchObject({ status: 1, usable: true });

      // the order: 20 pieces (¥200), the activity takes ¥10 and the chosen coupon ¥5 off the line
      await page.goto(`/oms/order/add?customer_id=${customer.id}`);
      await page.getByTestId('order-customer').getByText(CUSTOMER).waitFor();
      // a warehouse of the customer's store (nothing is reserved before audit)
      await page.getByRole('combobox', { name: '发货仓库' }).click();
      await page.locator('.ant-select-dropdown:visible').getByText(warehouse, { exact: true }).click();
      await page.getByRole('button', { name: '添加商品' }).click();
      await pickSku(page, code);
      const line = row(page, `券活动测试品${attempt}`);
      await line.getByLabel('数量').fill('20');
      await line.getByTestId('line-activity').getByText('10.00').waitFor();
      await page.getByLabel('优惠券', { exact: true }).click();
      await page.locator('.ant-select-dropdown:visible').getByText(`满50减5·${attempt}`, { exact: false }).click();
      await line.getByTestId('line-coupon').getByText('5.00').waitFor();
      await line.getByTestId('line-payable').getByText('185.00').waitFor();
      await page.getByTestId('order-rule-discounts').getByText('-¥15.00').waitFor();
      // a discount typed by hand (the admin may change prices) comes after the rules, shared onto the line as a
      // step of its own; no coupon amount may be typed beside the chosen coupon
      expect(await page.getByLabel('手工券抵扣', { exact: true }).isDisabled()).toBe(true);
      await page.getByLabel('手工优惠', { exact: true }).fill('2');
      await line.getByTestId('line-activity').getByText('12.00').waitFor();
      await line.getByTestId('line-payable').getByText('183.00').waitFor();
      await line.getByTestId('pricing-steps').getByText('手工优惠 -2.00').waitFor();
      await page.getByTestId('order-rule-discounts').getByText('-¥15.00').waitFor();
      await screenshot(page, 'oms-order-add-coupon-activity-zh');
      await page.getByRole('button', { name: /提交订单/ }).click();

      // the detail names what each rule did; the coupon is held by the pending order
      await page.waitForURL(/\/oms\/order\/detail\?id=\d+/);
      const steps = page.locator('[data-testid="pricing-steps"]:visible').first();
      await steps.getByText(`活动 满100减10·${attempt} -10.00`).waitFor();
      await steps.getByText(`优惠券 满50减5·${attempt} -5.00`).waitFor();
      await steps.getByText('手工优惠 -2.00').waitFor();
      expect(await mine()).toMatchObject({ status: 2, usable: false });

      // cancelled with a reason: the coupon is the customer's to use again
      await page.getByRole('button', { name: '取消订单' }).first().click();
      await page.getByLabel('取消原因').fill('客户改期');
      await confirmPopconfirm(page, /取消订单 SO\S+？/);
      await page.locator('[data-testid="order-status"]:visible').getByText('已取消').waitFor();
      await expect.poll(async () => (await mine()).status).toBe(1);
      expect((await mine()).usable).toBe(true);
    } finally {
      await context.close();
    }
  });
});
