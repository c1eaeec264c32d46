import { describe, expect, it } from 'vitest';
import { openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Sku = { id: number; code: string; name: string };
type Warehouse = { id: number; code: string };
type Location = { id: number; code: string };

// Pages stay open in tabs (kept alive, hidden): rows are looked for among the visible ones.
/** vitest runs a failed test once more on the same tenant: each attempt makes a warehouse of its own. */
let attempt = 0;

/** Two approved SKUs of one SPU (a spec with two values) in a category of the demo tenant, through the API. */
async function twoSkus(token: string): Promise<Sku[]> {
  const base = env.server.baseUrl;
  const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
  const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
  const unit = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `瓶${attempt}`, allow_decimal: 0 });
  const spec = await apiPost<{ id: number; values: Array<{ id: number }> }>(base, token, '/pms/spec', { name: `容量${attempt}`, values: ['330ml', '500ml'] });
  const skus = spec.values.map((v, i) => ({ spec_value_ids: [v.id], code: `E${attempt}ST0${i + 1}`, unit_id: unit.id, sale_price: '9.00', cost_price: '3.00', units: [] }));
  const spu = await apiPost<{ id: number; status: number }>(base, token, '/pms/spu', { name: `库存啤酒${attempt}`, category_id: leaf.id, spec_ids: [spec.id], skus });
  let status = spu.status;
  if (status === 0 || status === 3) status = (await apiPut<{ status: number }>(base, token, `/pms/spu/${spu.id}/submit`, {})).status;
  if (status === 1) status = (await apiPut<{ status: number }>(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' })).status;
  expect(status).toBe(2);
  return (await apiGet<List<Sku>>(base, token, `/pms/skus?keyword=E${attempt}ST0&sort=code&order=asc`)).list;
}

describe('a warehouse lead sees the stock the ledger holds', () => {
  it('lists stock per warehouse and location, its history, the SKUs below safety stock and prints location labels (zh-CN)', async () => {
    attempt += 1;
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const base = env.server.baseUrl;
      const token = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      // A warehouse with two locations, and stock of two demo SKUs posted through the ledger's one writer
      // (the test route stands in for warehousing entries until receiving posts stock).
      const code = `WH-STOCK-${attempt}`;
      const warehouse = await apiPost<Warehouse>(base, token, '/wms/warehouse', { name: `库存仓${attempt}`, code });
      const [a, b] = await Promise.all(['S-01', 'S-02'].map((c) => apiPost<Location>(base, token, '/wms/location', { warehouse_id: warehouse.id, code: c })));
      const skus = await twoSkus(token);
      expect(skus.map((s) => s.code)).toEqual([`E${attempt}ST01`, `E${attempt}ST02`]);
      await apiPost(base, token, '/_test/stock', {
        lines: [
          { sku_id: skus[0].id, warehouse_id: warehouse.id, location_id: a.id, qty: '12', unit_cost: '3.5' },
          { sku_id: skus[1].id, warehouse_id: warehouse.id, location_id: b.id, qty: '2', unit_cost: '10' },
        ],
      });
      await apiPost(base, token, '/_test/stock', { lines: [{ sku_id: skus[0].id, warehouse_id: warehouse.id, location_id: b.id, qty: '3', unit_cost: '4' }] });

      // 1. The stock list: 15 on hand of the first SKU at the moving average 3.6, worth 54.00.
      await visit(page, `/wms/stock/list?warehouse_id=${warehouse.id}`);
      const first = page.locator('.ant-table-row:visible').filter({ hasText: skus[0].code });
      await first.getByText('54.00').waitFor();
      expect(await first.innerText()).toMatch(/15[\s\S]*54\.00[\s\S]*3\.6000/);
      await page.locator('.ant-table-row:visible').filter({ hasText: skus[1].code }).getByText('20.00').waitFor();
      await screenshot(page, 'wms-stock-list-zh');

      // 2. Its history: three inbound moves of the warehouse, the newest first, with the balance at the location.
      await first.getByRole('link', { name: '流水' }).click();
      await page.waitForURL(/\/wms\/stock\/history\?/);
      const moves = page.locator('.ant-table-row:visible');
      await moves.filter({ hasText: 'S-01' }).getByText('入库单').waitFor();
      expect(await moves.count()).toBe(2);
      expect(await moves.first().innerText()).toMatch(/\+3[\s\S]*S-02/);
      await screenshot(page, 'wms-stock-history-zh');

      // 3. Per location: the first SKU on both locations.
      await visit(page, `/wms/stock/location_stock?warehouse_id=${warehouse.id}`);
      await page.locator('.ant-table-row:visible').filter({ hasText: 'S-02' }).filter({ hasText: skus[1].code }).waitFor();
      expect(await page.locator('.ant-table-row:visible').count()).toBe(3);
      await screenshot(page, 'wms-location-stock-zh');

      // 4. Safety stock 20 for the first SKU: it is listed as 5 short; the limits are edited on the page.
      await apiPut(base, token, '/wms/stock/alert', { sku_id: skus[0].id, warehouse_id: warehouse.id, safety_stock: '20', upper_limit: null });
      await visit(page, `/wms/stock/danger?warehouse_id=${warehouse.id}`);
      const danger = page.locator('.ant-table-row:visible').filter({ hasText: skus[0].code });
      await danger.getByText('5', { exact: true }).waitFor();
      await danger.getByRole('button', { name: '设置上下限' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '设置上下限' });
      await dialog.getByLabel('库存上限').fill('10');
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await dialog.getByText('库存上限不能低于安全库存').waitFor();
      await screenshot(page, 'wms-stock-danger-dialog-zh');
      await dialog.getByLabel('库存上限').fill('100');
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await page.locator('.ant-message').getByText('库存上下限已保存').waitFor();
      await danger.getByText('100').waitFor();
      await screenshot(page, 'wms-stock-danger-zh');
      // limits for a SKU not listed yet: the warehouse, then the SKU from the picker
      await page.getByRole('button', { name: '新增上下限' }).click();
      const step = page.locator('.ant-modal').filter({ has: page.locator('#alert_warehouse') });
      await step.locator('#alert_warehouse').click();
      await page.locator('.ant-select-item-option').filter({ hasText: `库存仓${attempt}` }).click();
      await step.getByRole('button', { name: '选择商品' }).click();
      const picker = page.locator('.ant-modal').filter({ has: page.locator('#sku_picker_keyword') });
      await picker.locator('#sku_picker_keyword').fill(skus[1].code);
      await picker.locator('#sku_picker_keyword').press('Enter');
      await picker.locator('.ant-table-row').filter({ hasText: skus[1].code }).click();
      await picker.getByRole('button', { name: /确\s*定/ }).click();
      const second = page.locator('.ant-modal').filter({ hasText: '设置上下限' });
      await second.getByLabel('安全库存').fill('1');
      await second.getByRole('button', { name: /保\s*存/ }).click();
      // saved when the dialog closes: the first save's message may still be showing, so it tells nothing
      await expect.poll(() => page.locator('.ant-modal').filter({ visible: true }).count()).toBe(0);
      await visit(page, `/wms/stock/danger?warehouse_id=${warehouse.id}&all=1`);
      await page.locator('.ant-table-row:visible').filter({ hasText: skus[1].code }).waitFor();
      expect(await page.locator('.ant-table-row:visible').count()).toBe(2);

      // 5. Nothing is short of open orders yet.
      await visit(page, '/wms/stock/lack');
      await page.getByText('没有缺货的商品').waitFor();
      await screenshot(page, 'wms-stock-lack-zh');

      // 6. Labels of the warehouse's locations, each code drawn as a Code 128 barcode.
      await visit(page, `/wms/stock/print_location?warehouse_id=${warehouse.id}`);
      const labels = page.getByTestId('location-label');
      await labels.first().waitFor();
      expect(await labels.count()).toBe(2);
      expect(await labels.locator('[data-barcode="code128"] svg').count()).toBe(2);
      await expect(labels.first().innerText()).resolves.toContain('S-01');
      await screenshot(page, 'wms-print-location-zh');

      // 7. The same pages in English.
      const english = await openPage(env.browser, base, { storedLocale: 'en-US' });
      try {
        await loginWithCookie(english.context, base, env.account('admin'), 'admin123');
        await visit(english.page, `/wms/stock/list?warehouse_id=${warehouse.id}`);
        await english.page.getByRole('columnheader', { name: 'On hand' }).waitFor();
        await english.page.locator('.ant-table-row:visible').filter({ hasText: skus[0].code }).getByText('54.00').waitFor();
        await screenshot(english.page, 'wms-stock-list-en');
        await visit(english.page, `/wms/stock/danger?warehouse_id=${warehouse.id}`);
        await english.page.locator('.ant-table-row:visible').filter({ hasText: skus[0].code }).getByRole('button', { name: 'Set limits' }).waitFor();
        await screenshot(english.page, 'wms-stock-danger-en');
      } finally {
        await english.context.close();
      }
    } finally {
      await context.close();
    }
  });
});
