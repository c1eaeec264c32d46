import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Category = { id: number; name: string; parent_id: number | null };
type Unit = { id: number; name: string };
type Spu = { id: number; status: number };
type Sku = { id: number; code: string; sale_price: string; status: number };
type PriceLog = { field: string; old_value: string | null; new_value: string | null; staff_name: string | null };
type Process = { id: number; name: string; inputs: { sku_id: number; quantity: string }[]; outputs: { sku_id: number; quantity: string }[] };
type List<T> = { list: T[] };

/** vitest runs a failed test once more on the same tenant: each attempt makes goods of its own. */
let attempt = 0;

/** A valid EAN-13 of 12 digits and their check digit. */
function ean13(body: string): string {
  const sum = [...body].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const dialog = (page: Page, form: string) => page.locator('.ant-modal').filter({ has: page.locator(`form#${form}`) });
const tableRow = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

/** A unit of the demo tenant by name, or made for the test. */
async function unitNamed(token: string, name: string): Promise<number> {
  const units = await apiGet<List<Unit>>(env.server.baseUrl, token, '/pms/unit_configs?page_size=100');
  const found = units.list.find((u) => u.name === name);
  if (found) return found.id;
  return (await apiPost<Unit>(env.server.baseUrl, token, '/pms/unit_config', { name, allow_decimal: 0 })).id;
}

/** An SPU with one SKU, submitted and approved through the API (the SPU routes), so its SKU is for sale. */
async function approvedSku(token: string, body: { name: string; code: string; barcode: string | null; category_id: number; unit_id: number; box_id: number; price: string }): Promise<void> {
  const sku = { spec_value_ids: [], code: body.code, barcode: body.barcode, unit_id: body.unit_id, sale_price: body.price, cost_price: '8.00', units: [{ unit_id: body.box_id, ratio: 12 }] };
  const spu = await apiPost<Spu>(env.server.baseUrl, token, '/pms/spu', { name: body.name, category_id: body.category_id, spec_ids: [], skus: [sku] });
  let status = spu.status;
  if (status === 0 || status === 3) status = (await apiPut<Spu>(env.server.baseUrl, token, `/pms/spu/${spu.id}/submit`, {})).status;
  if (status === 1) status = (await apiPut<Spu>(env.server.baseUrl, token, `/pms/spu/${spu.id}/check`, { result: 'approve' })).status;
  expect(status).toBe(2);
}

describe('a merchandiser sells the SKUs', () => {
  it('finds the SKUs, changes a price with its history, takes them off sale, prints labels and makes a recipe with the SKU picker (zh-CN)', async () => {
    attempt += 1;
    const [soy, dates, prefix] = [`E${attempt}MD01`, `E${attempt}MZ01`, `E${attempt}M`];
    const suffix = attempt === 1 ? '' : '二';
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const token = await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      const categories = await apiGet<Category[]>(env.server.baseUrl, token, '/pms/categories');
      const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
      const [piece, box] = [await unitNamed(token, '个'), await unitNamed(token, '箱')];
      await approvedSku(token, { name: `翡翠毛豆${suffix}`, code: soy, barcode: ean13(`69000007771${attempt}`), category_id: leaf.id, unit_id: piece, box_id: box, price: '12.50' });
      await approvedSku(token, { name: `金丝蜜枣${suffix}`, code: dates, barcode: null, category_id: leaf.id, unit_id: piece, box_id: box, price: '6.00' });

      // 1. The SKU list shows them; the keyword finds one by name.
      await visit(page, '/pms/goods/list');
      await page.getByPlaceholder('名称 / 编码 / 条码 / 拼音首字母').fill(`翡翠毛豆${suffix}`);
      await page.getByRole('button', { name: /查\s*询/ }).click();
      await tableRow(page, dates).waitFor({ state: 'detached' });
      await tableRow(page, soy).waitFor();
      await tableRow(page, soy).getByText('箱=12个').waitFor();
      await screenshot(page, 'pms-goods-list-zh');

      // 2. A quick price change, then its row in the history.
      await tableRow(page, soy).getByRole('button', { name: '改价' }).click();
      const prices = dialog(page, 'sku_price');
      await prices.getByLabel('销售价').fill('13.8');
      await prices.getByRole('button', { name: /保\s*存/ }).click();
      await prices.waitFor({ state: 'detached' });
      await tableRow(page, soy).getByText('13.80').waitFor();
      const [sku] = (await apiGet<List<Sku>>(env.server.baseUrl, token, `/pms/skus?keyword=${soy}`)).list;
      const logs = await apiGet<PriceLog[]>(env.server.baseUrl, token, `/pms/sku/${sku!.id}/price_logs`);
      expect(logs).toContainEqual(expect.objectContaining({ field: 'sale_price', old_value: '12.50', new_value: '13.80' }));
      await tableRow(page, soy).getByRole('button', { name: '改价' }).click();
      const priceDialog = dialog(page, 'sku_price');
      await priceDialog.getByRole('tab', { name: '改价记录' }).click();
      await priceDialog.getByRole('tab', { name: '改价记录', selected: true }).waitFor();
      await priceDialog.locator('.ant-table-row').filter({ hasText: '12.50' }).filter({ hasText: '13.80' }).waitFor();
      await screenshot(page, 'pms-goods-price-history-zh');
      await priceDialog.getByRole('button', { name: /取\s*消/ }).click();
      await priceDialog.waitFor({ state: 'detached' });

      // 3. Both ticked and taken off sale at once.
      await page.getByPlaceholder('名称 / 编码 / 条码 / 拼音首字母').fill(prefix);
      await page.getByRole('button', { name: /查\s*询/ }).click();
      await tableRow(page, dates).waitFor();
      await page.locator('.ant-table-thead .ant-checkbox-input').check();
      await page.getByRole('button', { name: '批量下架' }).click();
      await confirmPopconfirm(page, '确定下架选中的 2 个 SKU？');
      await page.getByText('已下架 2 个 SKU').waitFor();
      const off = await apiGet<List<Sku>>(env.server.baseUrl, token, `/pms/skus?keyword=${prefix}`);
      expect(off.list.map((s) => s.status)).toEqual([0, 0]);
      await tableRow(page, dates).getByText('已下架').waitFor();

      // 4. Labels of both on the print page: an EAN-13 and, for the SKU without a barcode, its code in Code 128.
      await page.locator('.ant-table-thead .ant-checkbox-input').check();
      const [printPage] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /打印标签/ }).click()]);
      await printPage.waitForLoadState();
      await printPage.getByTestId('sku-label').nth(1).waitFor();
      expect(await printPage.getByTestId('sku-label').count()).toBe(2);
      expect(await printPage.locator('[data-barcode="ean13"] svg').count()).toBe(1);
      expect(await printPage.locator(`[data-barcode="code128"][aria-label="${dates}"] svg`).count()).toBe(1);
      await printPage.getByText('¥13.80').waitFor();
      await screenshot(printPage, 'pms-goods-labels-zh');
      await printPage.close();
      // the filtered list goes to the export centre (its drawer opens over the list)
      const exported = page.waitForResponse((r) => r.url().includes('/api/v1/pms/skus/export'));
      await page.getByRole('button', { name: /导\s*出/ }).click();
      expect(((await (await exported).json()) as { code: number }).code).toBe(200);

      // 5. A recipe: the picker finds the input by its code and the output by its name's pinyin initials.
      // A load, not visit: the export centre's drawer and its finished notice would stay over the next page.
      await page.goto('/pms/process/list');
      await page.getByRole('button', { name: /新增加工方案/ }).click();
      const recipe = dialog(page, 'process');
      await recipe.getByLabel('方案名称').fill(`毛豆蜜枣礼盒${suffix}`);
      await recipe.getByRole('button', { name: '添加原料' }).click();
      const picker = page.locator('.ant-modal').filter({ has: page.locator('#sku_picker_keyword') });
      await picker.locator('#sku_picker_keyword').fill(soy);
      await picker.locator('#sku_picker_keyword').press('Enter');
      await picker.locator('.ant-table-row').filter({ hasText: soy }).click();
      await picker.getByTestId('sku-picker-count').getByText('已选 1 个').waitFor();
      await screenshot(page, 'pms-sku-picker-zh');
      await picker.getByRole('button', { name: /确\s*定/ }).click();
      await recipe.getByTestId('process-inputs').getByText(soy).waitFor();
      await recipe.getByRole('button', { name: '添加成品' }).click();
      await picker.locator('#sku_picker_keyword').fill('jsmz');
      await picker.locator('#sku_picker_keyword').press('Enter');
      await picker.locator('.ant-table-row').filter({ hasText: dates }).click();
      await picker.getByRole('button', { name: /确\s*定/ }).click();
      await recipe.getByTestId('process-outputs').getByText(dates).waitFor();
      await recipe.getByTestId('process-inputs').getByLabel('数量（基本单位）').fill('2');
      await recipe.getByLabel('损耗率').fill('1.5');
      await screenshot(page, 'pms-process-form-zh');
      await recipe.getByRole('button', { name: /保\s*存/ }).click();
      await recipe.waitFor({ state: 'detached' });
      await tableRow(page, `毛豆蜜枣礼盒${suffix}`).waitFor();
      await screenshot(page, 'pms-process-list-zh');
      const saved = await apiGet<List<Process>>(env.server.baseUrl, token, '/pms/processes?keyword=' + encodeURIComponent(`毛豆蜜枣礼盒${suffix}`));
      expect(saved.list[0]).toMatchObject({ inputs: [{ sku_id: sku!.id, quantity: expect.stringMatching(/^2(\.0+)?$/) }], outputs: [{ quantity: expect.stringMatching(/^1(\.0+)?$/) }] });
    } finally {
      await context.close();
    }
  });

  it('reads English on the SKU list and the recipe page (en-US)', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl, { storedLocale: 'en-US' });
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await visit(page, '/pms/goods/list');
      await page.getByRole('button', { name: 'Take off sale' }).waitFor();
      await page.getByRole('button', { name: /Print labels/ }).waitFor();
      await page.getByPlaceholder('Name / code / barcode / initials').waitFor();
      await page.locator('.ant-table-row').first().waitFor();
      await screenshot(page, 'pms-goods-list-en');
      await visit(page, '/pms/process/list');
      await page.getByRole('button', { name: /New recipe/ }).click();
      await dialog(page, 'process').getByRole('button', { name: 'Add inputs' }).click();
      await page.locator('#sku_picker_keyword').waitFor();
      await screenshot(page, 'pms-sku-picker-en');
    } finally {
      await context.close();
    }
  });
});
