import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Sku = { id: number; code: string };
type Supplier = { id: number; name: string; code: string; contact_phone: string | null; settlement_type: number; settlement_days: number | null };
type SupplierSku = { id: number; sku_id: number; sku_code: string; purchase_price: string };
type List<T> = { list: T[] };

/** vitest runs a failed test once more on the same tenant: each attempt makes a supplier and SKUs of its own. */
let attempt = 0;

const visibleRow = (page: Page, text: string) => page.locator('.ant-table-row:visible').filter({ hasText: text });
const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });

/** Two approved SKUs of one SPU in a category of the demo tenant, through the API. */
async function twoSkus(token: string): Promise<Sku[]> {
  const base = env.server.baseUrl;
  const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
  const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
  const unit = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `桶${attempt}`, allow_decimal: 0 });
  const spec = await apiPost<{ id: number; values: Array<{ id: number }> }>(base, token, '/pms/spec', { name: `规格SP${attempt}`, values: ['5L', '10L'] });
  const skus = spec.values.map((v, i) => ({ spec_value_ids: [v.id], code: `E${attempt}SP0${i + 1}`, unit_id: unit.id, sale_price: '60.00', cost_price: '40.00', units: [] }));
  const spu = await apiPost<{ id: number; status: number }>(base, token, '/pms/spu', { name: `压榨花生油${attempt}`, category_id: leaf.id, spec_ids: [spec.id], skus });
  let status = spu.status;
  if (status === 0 || status === 3) status = (await apiPut<{ status: number }>(base, token, `/pms/spu/${spu.id}/submit`, {})).status;
  if (status === 1) status = (await apiPut<{ status: number }>(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' })).status;
  expect(status).toBe(2);
  return (await apiGet<List<Sku>>(base, token, `/pms/skus?keyword=E${attempt}SP0&sort=code&order=asc`)).list;
}

describe('a buyer keeps suppliers and what they supply', () => {
  it('creates a supplier after a refused phone, adds two SKUs through the picker and changes a purchase price (zh-CN)', async () => {
    attempt += 1;
    const [name, code] = [`杭州粮油批发有限公司${attempt}`, `SUP-E2E-${attempt}`];
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const token = await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      const skus = await twoSkus(token);

      // 1. The form refuses a wrong mobile number and an account period without days, then saves.
      await visit(page, '/wms/supplier/add');
      await page.getByLabel('供应商名称').fill(name);
      await page.getByLabel('供应商编码').fill(code);
      await page.getByLabel('联系人').fill('王经理');
      await page.getByLabel('联系电话').fill('12345');
      await page.getByRole('radio', { name: '账期' }).check();
      await page.getByRole('button', button('保存')).click();
      await page.getByText('请输入正确的手机号').waitFor();
      await page.getByText('账期结算请输入账期天数').waitFor();
      await screenshot(page, 'wms-supplier-form-errors-zh');
      await page.getByLabel('联系电话').fill('13700001234');
      await page.getByLabel('账期天数').fill('30');
      await page.getByLabel('开户银行').fill('中国工商银行杭州分行');
      await page.getByLabel('银行账号').fill('6222021202001234567');
      await page.getByRole('button', button('保存')).click();
      await page.locator('.ant-message').getByText('新增成功').waitFor();
      await page.waitForURL(/\/wms\/supplier\/list/);
      // the saved form's tab is closed: the next 新增供应商 starts empty
      await page.getByTestId('tab-bar').getByRole('tab', { name: '供应商列表', selected: true }).waitFor();
      expect(await page.getByTestId('tab-bar').getByRole('tab', { name: '新增供应商' }).count()).toBe(0);
      const row = visibleRow(page, code);
      await row.getByText('账期 30 天').waitFor();
      await screenshot(page, 'wms-supplier-list-zh');
      const supplier = (await apiGet<List<Supplier>>(env.server.baseUrl, token, `/wms/suppliers?keyword=${code}`)).list[0];
      expect(supplier).toMatchObject({ name, contact_phone: '13700001234', settlement_type: 2, settlement_days: 30 });

      // 2. Its SKUs: none yet; two added through the SKU picker.
      await row.getByRole('button', { name: '商品' }).click();
      await page.waitForURL(/\/wms\/supplier_sku\/list\?supplier_id=/);
      await page.getByText('该供应商还没有商品').waitFor();
      await page.getByRole('button', button('添加商品')).click();
      const picker = page.locator('.ant-modal').filter({ has: page.locator('#sku_picker_keyword') });
      await picker.locator('#sku_picker_keyword').fill(`E${attempt}SP0`);
      await picker.locator('#sku_picker_keyword').press('Enter');
      await picker.locator('.ant-table-row').filter({ hasText: skus[0].code }).click();
      await picker.locator('.ant-table-row').filter({ hasText: skus[1].code }).click();
      await picker.getByTestId('sku-picker-count').getByText('已选 2 个').waitFor();
      await picker.getByRole('button', button('确定')).click();
      await page.locator('.ant-message').getByText('已添加 2 个商品').waitFor();
      await visibleRow(page, skus[1].code).waitFor();
      await visibleRow(page, skus[0].code).getByText('¥40.00 / 桶').waitFor();

      // 3. A purchase price changed in its dialog.
      await visibleRow(page, skus[0].code).getByRole('button', { name: /采购价/ }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '编辑供应商商品' });
      // a negative price is refused with its message, not turned into 0 as the field is left
      await dialog.getByLabel('采购价').fill('-3');
      await dialog.getByLabel('供应商货号').click();
      await dialog.getByText('价格不能为负数').waitFor();
      expect(await dialog.getByLabel('采购价').inputValue()).toBe('-3.00');
      // money typed with more decimals shows the rounded amount once the field is left
      await dialog.getByLabel('采购价').fill('36.499');
      await dialog.getByLabel('供应商货号').click();
      await expect.poll(() => dialog.getByLabel('采购价').inputValue()).toBe('36.50');
      await dialog.getByLabel('采购价').fill('36.5');
      await dialog.getByLabel('供应商货号').fill('HZ-OIL-5L');
      await screenshot(page, 'wms-supplier-sku-edit-zh');
      await dialog.getByRole('button', button('保存')).click();
      await dialog.waitFor({ state: 'hidden' });
      await visibleRow(page, skus[0].code).getByText('¥36.50 / 桶').waitFor();
      await visibleRow(page, skus[0].code).getByText('HZ-OIL-5L').waitFor();
      await screenshot(page, 'wms-supplier-sku-list-zh');
      const rows = (await apiGet<List<SupplierSku>>(env.server.baseUrl, token, `/wms/supplier_skus?supplier_id=${supplier.id}`)).list;
      expect(rows.map((r) => [r.sku_code, r.purchase_price]).sort()).toEqual([
        [skus[0].code, '36.50'],
        [skus[1].code, '40.00'],
      ]);
    } finally {
      await context.close();
    }
  });

  it('reads English: the supplier list with its filters and export, the supplier SKU list asking for a supplier first (en-US)', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl, { storedLocale: 'en-US' });
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await visit(page, '/wms/supplier/list');
      await page.getByRole('button', { name: /New supplier/ }).waitFor();
      await page.getByPlaceholder('Name, code, contact or phone').waitFor();
      await visibleRow(page, 'SUP-E2E-').getByText('30-day account').first().waitFor();
      await screenshot(page, 'wms-supplier-list-en');
      await visibleRow(page, 'SUP-E2E-').first().getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL(/\/wms\/supplier\/edit\?id=/);
      await page.getByRole('radio', { name: 'Account period' }).and(page.locator(':checked')).waitFor();
      await page.getByLabel('Days of the account period').and(page.locator('[value="30"]')).waitFor();
      await screenshot(page, 'wms-supplier-form-en');
      await visit(page, '/wms/supplier_sku/list');
      await page.getByRole('button', { name: /Add SKUs/ }).and(page.locator('[disabled]')).waitFor();
      await screenshot(page, 'wms-supplier-sku-list-en');
    } finally {
      await context.close();
    }
  });
});
