import { describe, expect, it } from 'vitest';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Sku = { id: number; code: string; unit_id: number };

/** vitest runs a failed test once more on the same tenant: each attempt makes its own warehouse and goods. */
let attempt = 0;
const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });

/** An EAN-13 barcode from its first twelve digits (the check digit computed). */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

describe('a month-end stock count on the counting page', () => {
  it('the lead starts a blind count of a zone; a clerk counts it at phone size by scanning (one line short); the lead reviews, audits, and stock shows the count', async () => {
    attempt += 1;
    const base = env.server.baseUrl;
    const { context, page } = await openPage(env.browser, base);
    const phone = await env.browser.newContext({ baseURL: base, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    try {
      const token = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      // goods with EAN-13 barcodes and a warehouse whose zone Z holds them (Z-01: 10 of the first, Z-02: 6 of the second, Z-03: 4 of the third) — through the API
      const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
      const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
      const unit = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `罐C${attempt}`, allow_decimal: 0 });
      const spec = await apiPost<{ id: number; values: Array<{ id: number }> }>(base, token, '/pms/spec', { name: `口味C${attempt}`, values: ['原味', '微辣', '麻辣'] });
      const barcodes = [1, 2, 3].map((n) => ean13(`69${String(attempt).padStart(2, '0')}7700000${n}`));
      const spu = await apiPost<{ id: number }>(base, token, '/pms/spu', {
        name: `盘点罐头${attempt}`,
        category_id: leaf.id,
        spec_ids: [spec.id],
        skus: spec.values.map((v, i) => ({ spec_value_ids: [v.id], code: `CNT${attempt}-0${i + 1}`, barcode: barcodes[i], unit_id: unit.id, sale_price: '8.00', cost_price: '5.00' })),
      });
      await apiPut(base, token, `/pms/spu/${spu.id}/submit`, {}).catch(() => undefined);
      await apiPut(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' }).catch(() => undefined);
      const skus = (await apiGet<List<Sku>>(base, token, `/pms/skus?keyword=CNT${attempt}-0&sort=code&order=asc`)).list;
      const warehouseName = `盘点仓${attempt}`;
      const warehouse = await apiPost<{ id: number }>(base, token, '/wms/warehouse', { name: warehouseName, code: `WH-CNT-${attempt}` });
      const [z1, z2, z3] = await Promise.all(['Z-01', 'Z-02', 'Z-03'].map((code) => apiPost<{ id: number }>(base, token, '/wms/location', { warehouse_id: warehouse.id, code, zone: 'Z区' })));
      const entry = await apiPost<{ id: number; status: number }>(base, token, '/wms/warehousing_entry', {
        type: 6,
        warehouse_id: warehouse.id,
        lines: [
          { sku_id: skus[0].id, unit_id: skus[0].unit_id, qty: 10, price: 5, location_id: z1.id },
          { sku_id: skus[1].id, unit_id: skus[1].unit_id, qty: 6, price: 5, location_id: z2.id },
          { sku_id: skus[2].id, unit_id: skus[2].unit_id, qty: 4, price: 5, location_id: z3.id },
        ],
      });
      if (entry.status === 0) await apiPut(base, token, `/wms/warehousing_entry/${entry.id}/audit`, {});

      // 1. The lead makes a blind count of zone Z and starts it
      await visit(page, '/wms/stock_count/add');
      const form = page.locator('form:visible');
      await form.locator('.ant-select').first().click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: warehouseName }).click();
      await form.getByText('按库区').click();
      // the zones' select by its label (it appears with the scope; the n-th select may still be another one then)
      await form.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: /^库区$/ }) }).locator('.ant-select').click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: 'Z区' }).click();
      await form.getByRole('switch').click();
      await form.getByRole('button', button('保存')).click();
      await page.waitForURL(/\/wms\/stock_count\/detail\?id=\d+/);
      const id = Number(new URL(page.url()).searchParams.get('id'));
      await page.getByRole('button', button('开始盘点')).click();
      await confirmPopconfirm(page, '开始盘点将冻结账面数量，确定开始？');
      await page.locator('.ant-card-head:visible .ant-tag').getByText('盘点中').waitFor();

      // 2. The clerk (仓管 杨强: may count, may not see the book) counts on the phone page
      await loginWithCookie(phone, base, env.account('yangqiang'), 'demo1234');
      await phone.addInitScript({ content: `window.localStorage.setItem('Tradewind-Locale', 'zh-CN');` });
      const clerk = await phone.newPage();
      await visit(clerk, `/wms/stock_count/work?id=${id}`);
      const work = clerk.getByTestId('count-work').filter({ visible: true });
      await work.getByText('Z-01（0/1）').waitFor();
      expect(await work.getByText(/账面/).count()).toBe(0); // blind: no book quantity reaches the page
      expect(await work.getByTestId('count-fill-book').count()).toBe(0); // nor the fill with the book
      const scan = work.getByPlaceholder('扫码或输入条码/商品编码');
      const qty0 = work.getByLabel(`qty-${skus[0].code}`);
      // a phone with its keyboard up has little height left: the line's quantity field would sit under the
      // bottom bar; scanned, the line is brought above the bar, not merely 'into view' behind it
      const footerTop = async () => (await work.locator('[class*="footer"]').boundingBox())!.y;
      const qtyBottom = async () => { const box = (await qty0.boundingBox())!; return box.y + box.height; };
      await clerk.setViewportSize({ width: 390, height: Math.round(await qtyBottom()) + 30 });
      // a scanner types the barcode and Enter: the line is found and counts one
      await scan.fill(barcodes[0]);
      await scan.press('Enter');
      await expect.poll(() => qty0.inputValue()).toBe('1');
      await expect.poll(async () => (await qtyBottom()) <= (await footerTop())).toBe(true);
      await screenshot(clerk, 'wms-stock-count-work-scanned-390-zh');
      await clerk.setViewportSize({ width: 390, height: 740 });
      await qty0.fill('10');
      await work.getByLabel(`minus-${skus[0].code}`).click();
      await expect.poll(() => qty0.inputValue()).toBe('9');
      await work.getByTestId(`count-line-${skus[0].code}`).getByRole('button', button('保存')).click();
      await work.getByText(/已盘 9 · 杨强/).waitFor();
      await work.getByRole('button', button('下一库位')).click();
      await work.getByText('Z-02（0/1）').waitFor();
      // the SKU code works as well; Enter in the quantity saves
      await scan.fill(skus[1].code);
      await scan.press('Enter');
      const qty1 = work.getByLabel(`qty-${skus[1].code}`);
      await expect.poll(() => qty1.inputValue()).toBe('1');
      await qty1.fill('6');
      await qty1.press('Enter');
      await work.getByText(/已盘 6 · 杨强/).waitFor();
      await work.getByText('2/3').waitFor();
      await screenshot(clerk, 'wms-stock-count-work-390-zh');

      // 3. Z-03 was not counted: the lead fills it with the book quantity (after a confirmation naming how
      //    many lines), reviews the difference (9 counted against 10) and audits
      await page.reload();
      await page.getByRole('button', button('未盘行按账面数填充')).click();
      await page.locator('.ant-popconfirm').filter({ visible: true }).getByText(/填充 1 行未盘商品/).waitFor();
      await screenshot(page, 'wms-stock-count-fill-book-confirm-zh');
      await confirmPopconfirm(page, /填充 1 行未盘商品/);
      await page.locator('.ant-message').getByText('已按账面数填充 1 行').waitFor();
      await page.locator('.ant-table-row:visible').filter({ hasText: skus[2].code }).getByText('4', { exact: true }).first().waitFor();
      await page.getByRole('button', button('提交盘点')).click();
      await confirmPopconfirm(page, '确定盘点完成并提交？');
      await page.locator('.ant-card-head:visible .ant-tag').getByText('已提交').waitFor();
      const row = page.locator('.ant-table-row:visible').filter({ hasText: skus[0].code });
      await row.getByText('-1', { exact: true }).waitFor();
      await row.getByText('-5.00').waitFor();
      await screenshot(page, 'wms-stock-count-review-zh');
      await page.getByRole('button', button('审核')).click();
      await confirmPopconfirm(page, '审核后将按差异调整库存（盘盈入库、盘亏出库），确定审核？');
      await page.locator('.ant-card-head:visible .ant-tag').getByText('已审核').waitFor();
      await page.getByText('-1 (5.00)').waitFor();

      // 4. The stock list shows the counted quantity
      await visit(page, `/wms/stock/list?warehouse_id=${warehouse.id}`);
      const stock = page.locator('.ant-table-row:visible').filter({ hasText: skus[0].code });
      await stock.getByText('9', { exact: true }).first().waitFor();
    } finally {
      await phone.close();
      await context.close();
    }
  });
});
