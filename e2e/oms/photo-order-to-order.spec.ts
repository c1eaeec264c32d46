import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, visit } from '../support/browser';
import { pickSku, skuOnSale, unitNamed, warehouseWithStock } from '../support/goods';
import { apiGet, apiPost, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };

/** 老王面馆 of the demo tenant: 李娜's customer in the master store. */
const CUSTOMER = '老王面馆';
let attempt = 0;

const row = (page: Page, text: string) => page.locator('.ant-table-row:visible').filter({ hasText: text });

describe('a photo order becomes an order', () => {
  it('the rep uploads a customer’s photo, types it into an order with the photo beside the form, and the photo order shows converted', async () => {
    attempt += 1;
    const code = `E2EPH${attempt}`;
    const base = env.server.baseUrl;
    const { context, page } = await openPage(env.browser, base);
    try {
      // goods in stock and the customer's address, as the other pages make them
      const admin = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      const unitId = await unitNamed(base, admin, '袋');
      const skuId = await skuOnSale(base, admin, `东北大米${attempt}`, { code, unitId, salePrice: '65.00', costPrice: '50.00' });
      await warehouseWithStock(base, admin, { name: `浦东仓${attempt}`, code: `E2E-PH${attempt}` }, { skuId, unitId, qty: 50 });
      const customer = (await apiGet<List<{ id: number }>>(base, admin, `/crm/customers?keyword=${encodeURIComponent(CUSTOMER)}`)).list[0];
      const [province] = await apiGet<Array<{ id: number }>>(base, admin, '/areas/0');
      await apiPost(base, admin, '/crm/address', { customer_id: customer.id, contact_name: '王大海', contact_phone: '13912345678', province_id: province.id, address: '张江路 368 号', is_default: 1 });

      // 李娜 uploads the photo the customer sent for her customer
      await loginWithCookie(context, base, env.account('lina'), 'demo1234');
      await visit(page, '/oms/photo_order/list');
      await page.getByRole('button', { name: '上传拍照订单' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '上传拍照订单' });
      await dialog.getByLabel('客户').fill(CUSTOMER);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: CUSTOMER }).first().click();
      const svg = await readFile(path.resolve(import.meta.dirname, '../../apps/web/public/demo/handwritten-order-1.svg'));
      await dialog.locator('[data-testid="image-uploader"] input[type=file]').setInputFiles({ name: 'list.png', mimeType: 'image/png', buffer: await sharp(svg).png().toBuffer() });
      await dialog.locator('[data-testid="image-uploader"] img').first().waitFor();
      await dialog.getByLabel('备注').fill('微信发来的明早订单');
      await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();

      // its detail: pending, the photo large; she makes the order from it
      await page.waitForURL(/\/oms\/photo_order\/detail\?id=\d+/);
      const detailUrl = page.url();
      // exact and visible: the list page kept alive behind this one has a hidden tab '待处理 (n)'
      await page.getByText('待处理', { exact: true }).filter({ visible: true }).first().waitFor();
      await page.getByTestId('photo-order-photo').waitFor();
      await page.getByRole('button', { name: '转为订单' }).click();
      await page.waitForURL(/\/oms\/order\/add\?.*photo_order_id=\d+/);
      await page.getByTestId('photo-order-beside').getByTestId('photo-order-photo').waitFor();
      await page.getByTestId('order-customer').getByText(CUSTOMER).waitFor();
      await page.getByRole('button', { name: '添加商品' }).click();
      await pickSku(page, code);
      await row(page, `东北大米${attempt}`).getByLabel('数量').fill('5');
      await screenshot(page, 'oms-photo-order-convert-zh');
      await page.getByRole('button', { name: /提交订单/ }).click();
      await page.waitForURL(/\/oms\/order\/detail\?id=\d+/);
      await page.getByTestId('order-status').getByText('待审核').waitFor();
      const orderNumber = (await page.locator('text=/SO\\d{8}-\\d{4}/').first().textContent())?.match(/SO\d{8}-\d{4}/)?.[0];

      // the photo order is converted and names the order
      await visit(page, detailUrl);
      await page.getByText('已转订单', { exact: true }).filter({ visible: true }).first().waitFor();
      expect(await page.getByTestId('photo-order-order').textContent()).toBe(orderNumber);
      expect(await page.getByRole('button', { name: '转为订单' }).filter({ visible: true }).count()).toBe(0);
      await screenshot(page, 'oms-photo-order-detail-zh');
    } finally {
      await context.close();
    }
  });
});
