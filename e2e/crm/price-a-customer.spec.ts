import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, visit } from '../support/browser';
import { pickSku, skuOnSale, unitNamed } from '../support/goods';
import { apiGet, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Customer = { id: number; name: string; level_text: string | null };
type List<T> = { list: T[] };

/** 金桥酒楼 (王芳's, level A 重点客户, 餐饮) in the demo tenant. */
const CUSTOMER = '金桥酒楼';
let attempt = 0;

const row = (page: Page, text: string) => page.locator('.ant-table-row:visible').filter({ hasText: text });

describe('a sales manager prices a customer', () => {
  it('makes a price plan for level A, gives the customer an own price per box, and the quotation shows where each price comes from', async () => {
    attempt += 1;
    const code = `E${attempt}PR01`;
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      // an on-sale SKU at 5.00 a bottle, 12 bottles a box (list price 60.00 a box)
      const admin = await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      const bottleUnit = await unitNamed(env.server.baseUrl, admin, '瓶');
      await skuOnSale(env.server.baseUrl, admin, `冰镇酸梅汤${attempt}`, { code, unitId: bottleUnit, salePrice: '5.00', costPrice: '3.00', units: [{ unit_id: await unitNamed(env.server.baseUrl, admin, '箱'), ratio: 12 }] });

      const token = await loginWithCookie(context, env.server.baseUrl, env.account('zhangwei'), 'demo1234');
      const customer = (await apiGet<List<Customer>>(env.server.baseUrl, token, `/crm/customers?keyword=${encodeURIComponent(CUSTOMER)}`)).list[0];

      // 1. The plan: the form refuses a line without a price, then saves
      await page.goto('/crm/price/add');
      await page.getByLabel('方案名称').fill(`A类夏季价${attempt}`);
      await page.getByLabel('适用客户等级').click();
      await page.locator('.ant-select-item-option').filter({ hasText: customer.level_text! }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: '添加商品' }).click();
      await pickSku(page, code);
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByText('价格在 0 到 10,000,000 之间').waitFor();
      await screenshot(page, 'crm-price-plan-form-errors-zh');
      await row(page, code).getByLabel('价格').fill('4.5');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await page.waitForURL(/\/crm\/price\/list/);
      await row(page, `A类夏季价${attempt}`).waitFor();
      await screenshot(page, 'crm-price-plan-list-zh');

      // 2. The customer's own price per box
      await visit(page, `/crm/add_price?customer_id=${customer.id}`);
      await page.locator('form#customer_prices').getByText(CUSTOMER).waitFor();
      await page.getByRole('button', { name: '添加商品' }).click();
      await pickSku(page, code);
      await row(page, code).getByLabel('单位').click();
      await page.locator('.ant-select-item-option').filter({ hasText: '箱' }).click();
      await row(page, code).getByText('¥60.00').waitFor();
      await row(page, code).getByLabel('价格').fill('50');
      await screenshot(page, 'crm-customer-price-form-zh');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await page.waitForURL(/\/crm\/price\?customer_id=/);
      await row(page, code).getByText('¥50.00').waitFor();
      await screenshot(page, 'crm-customer-price-list-zh');

      // 3. The quotation: the box at the customer's price, the bottle at the plan's, from the drawer's button
      await page.getByRole('button', { name: '报价单' }).click();
      await page.waitForURL(/\/crm\/quotation_price\/list\?customer_id=/);
      const filters = page.locator('form#quotation_filters');
      await filters.getByPlaceholder('商品名称、编码、条码').fill(code);
      await filters.getByRole('button', { name: /查\s*询/ }).click();
      const box = row(page, code).filter({ hasText: '箱' });
      await box.getByText('客户价').waitFor();
      await box.getByText('¥50.00').waitFor();
      const bottle = row(page, code).filter({ hasNotText: '箱' });
      await bottle.getByText(`价格方案·A类夏季价${attempt}`).waitFor();
      await bottle.getByText('¥4.50').waitFor();
      await screenshot(page, 'crm-quotation-price-zh');
      expect(await row(page, code).count()).toBe(2);
    } finally {
      await context.close();
    }
  });
});
