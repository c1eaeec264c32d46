import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiLogin, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Sku = { id: number; code: string };

/** vitest runs a failed test once more on the same tenant: each attempt makes goods, a warehouse and a recipe of its own. */
let attempt = 0;

const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });

async function choose(page: Page, scope: ReturnType<Page['locator']>, selector: string, option: string) {
  await scope.locator(selector).click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: option }).first().click();
}

/** A lamb sold by the kg: the whole carcass and two cuts (one SPU, three SKUs), list prices 60, 80 and 50 a kg. */
async function lambGoods(token: string): Promise<Sku[]> {
  const base = env.server.baseUrl;
  const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
  const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
  const kg = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `公斤${attempt}`, allow_decimal: 1 });
  const spec = await apiPost<{ id: number; values: Array<{ id: number }> }>(base, token, '/pms/spec', { name: `部位${attempt}`, values: ['整只', '羊腿', '羊排'] });
  const prices = ['60.00', '80.00', '50.00'];
  const spu = await apiPost<{ id: number; status: number }>(base, token, '/pms/spu', {
    name: `内蒙古羔羊${attempt}`,
    category_id: leaf.id,
    spec_ids: [spec.id],
    skus: spec.values.map((v, i) => ({ spec_value_ids: [v.id], code: `LAMB${attempt}-0${i + 1}`, unit_id: kg.id, sale_price: prices[i], cost_price: '30.00', units: [] })),
  });
  let status = spu.status;
  if (status === 0 || status === 3) status = (await apiPut<{ status: number }>(base, token, `/pms/spu/${spu.id}/submit`, {})).status;
  if (status === 1) status = (await apiPut<{ status: number }>(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' })).status;
  expect(status).toBe(2);
  const skus = (await apiGet<List<Sku>>(base, token, `/pms/skus?keyword=LAMB${attempt}-0&sort=code&order=asc`)).list;
  expect(skus).toHaveLength(3);
  return skus;
}

describe('a production lead processes a recipe', () => {
  it('turns two lambs into cuts: picks the recipe and quantity, sees the cost split, audits, and the cuts show in stock at the split cost (zh-CN)', async () => {
    attempt += 1;
    const base = env.server.baseUrl;
    const { context, page } = await openPage(env.browser, base);
    try {
      // set-up by the admin: goods, a warehouse with its default location, 40 kg of whole lamb at 33.33, the recipe
      const token = await apiLogin(base, env.account('admin'), 'admin123');
      const [whole, leg, rib] = await lambGoods(token);
      const warehouse = await apiPost<{ id: number }>(base, token, '/wms/warehouse', { name: `分割车间${attempt}`, code: `WH-LAMB-${attempt}` });
      const cold = await apiPost<{ id: number }>(base, token, '/wms/location', { warehouse_id: warehouse.id, code: 'L-01' });
      await apiPut(base, token, `/wms/warehouse/${warehouse.id}/default_location`, { location_id: cold.id });
      await apiPost(base, token, '/_test/stock', { lines: [{ sku_id: whole.id, warehouse_id: warehouse.id, location_id: cold.id, qty: '40', unit_cost: '33.33' }] });
      const recipe = `整羊分割${attempt}`;
      await apiPost(base, token, '/pms/process', { name: recipe, inputs: [{ sku_id: whole.id, quantity: 20 }], outputs: [{ sku_id: leg.id, quantity: 8 }, { sku_id: rib.id, quantity: 10 }], loss_rate: 10 });

      // 杨强, the warehouse lead, opens stock processing and adds a run
      await loginWithCookie(context, base, env.account('yangqiang'), 'demo1234');
      await visit(page, '/wms/stock_process/list');
      await page.getByRole('button', button('新增加工单')).click();
      const drawer = page.locator('.ant-drawer:visible').filter({ has: page.locator('#process_id') });
      await choose(page, drawer, '#warehouse_id', `分割车间${attempt}`);
      await choose(page, drawer, '#process_id', recipe);
      // the recipe's lines, once: 20 kg in, 8 + 10 kg out
      await expect.poll(() => drawer.locator(`[aria-label="inputs-qty-${whole.code}"]`).inputValue()).toBe('20');
      // two lambs: the lines scale, the preview spreads 40 × 33.33 = 1333.20 by quantity × list price (16×80 : 20×50)
      await drawer.locator('[aria-label="runs"]').fill('2');
      await drawer.locator('[aria-label="runs"]').press('Tab');
      await expect.poll(() => drawer.locator(`[aria-label="inputs-qty-${whole.code}"]`).inputValue()).toBe('40');
      await drawer.getByTestId('sp-input-amount').getByText('¥1333.20').waitFor();
      await drawer.getByTestId('out-amount-0').getByText('¥748.46').waitFor();
      expect(await drawer.getByTestId('out-amount-1').innerText()).toBe('¥584.74');
      expect(await drawer.getByTestId('out-unit-cost-0').innerText()).toBe('46.7788');
      expect(await drawer.getByTestId('out-unit-cost-1').innerText()).toBe('29.2370');
      expect(await drawer.getByTestId('sp-loss').innerText()).toMatch(/投入 40公斤\d+，产出 36公斤\d+，损耗 4公斤\d+（10\.00%）/);
      await screenshot(page, 'wms-stock-process-form-zh');

      await drawer.getByRole('button', button('保存')).click();
      await page.locator('.ant-message').getByText('新增成功').waitFor();
      const detail = page.locator('.ant-drawer:visible').filter({ has: page.getByTestId('sp-number') });
      const number = await detail.getByTestId('sp-number').innerText();
      expect(number).toMatch(/^SP\d{8}-\d{4}$/);
      await detail.getByRole('button', button('审核')).click();
      await confirmPopconfirm(page, '审核后投入商品出库、产出商品入库，确定审核？');
      await detail.locator('.ant-tag').getByText('已审核').waitFor();
      expect(await detail.getByTestId('sp-detail-input-amount').innerText()).toBe('¥1333.20');
      await screenshot(page, 'wms-stock-process-detail-zh');

      // the stock list: the whole lamb is gone, the cuts are in at the split cost
      await visit(page, `/wms/stock/list?warehouse_id=${warehouse.id}`);
      const row = (sku: Sku) => page.locator('.ant-table-row:visible').filter({ hasText: sku.code });
      await row(leg).getByText('46.7788').waitFor();
      // read until the row shows them: in CI a first read (after 46.7788 had shown) once missed the quantity
      await expect.poll(() => row(leg).innerText(), { timeout: 20_000 }).toMatch(/16[\s\S]*748\.46[\s\S]*46\.7788/);
      await expect.poll(() => row(rib).innerText(), { timeout: 20_000 }).toMatch(/20[\s\S]*584\.74[\s\S]*29\.2370/);

      // the stock history names the run; its number opens the run's detail
      await visit(page, `/wms/stock/history?warehouse_id=${warehouse.id}`);
      await page.locator('.ant-table-row:visible').getByRole('link', { name: number }).first().click();
      await page.locator('.ant-drawer:visible').getByTestId('sp-number').getByText(number).waitFor();
    } finally {
      await context.close();
    }
  });
});
