import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Sku = { id: number; code: string; name: string };

/** vitest runs a failed test once more on the same tenant: each attempt makes goods, a warehouse and a supplier of its own. */
let attempt = 0;

const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });

/** One approved SPU with two SKUs counted in 瓶 and packed 12 to a 箱, through the API. */
async function bottledGoods(token: string): Promise<{ skus: Sku[]; box: number }> {
  const base = env.server.baseUrl;
  const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
  const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
  const [bottle, box] = await Promise.all(['瓶', '箱'].map((u) => apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `${u}PO${attempt}`, allow_decimal: 0 })));
  const spec = await apiPost<{ id: number; values: Array<{ id: number }> }>(base, token, '/pms/spec', { name: `容量PO${attempt}`, values: ['550ml', '1.5L'] });
  const spu = await apiPost<{ id: number }>(base, token, '/pms/spu', {
    name: `天然矿泉水${attempt}`,
    category_id: leaf.id,
    spec_ids: [spec.id],
    skus: spec.values.map((v, i) => ({ spec_value_ids: [v.id], code: `PO${attempt}-0${i + 1}`, unit_id: bottle.id, sale_price: '3.00', cost_price: '2.00', units: [{ unit_id: box.id, ratio: 12 }] })),
  });
  // a tenant whose goods need no check puts them on sale at once: then these answer 409, which is fine
  await apiPut(base, token, `/pms/spu/${spu.id}/submit`, {}).catch(() => undefined);
  await apiPut(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' }).catch(() => undefined);
  const skus = (await apiGet<List<Sku>>(base, token, `/pms/skus?keyword=PO${attempt}-0&sort=code&order=asc`)).list;
  expect(skus).toHaveLength(2);
  return { skus, box: box.id };
}

describe('a buyer raises a purchase order and sends it to the supplier', () => {
  it('raises an order of two SKUs (one in boxes), submits, has it audited, shares it logged-out and prints it (zh-CN)', async () => {
    attempt += 1;
    const base = env.server.baseUrl;
    const { context, page } = await openPage(env.browser, base);
    try {
      const token = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      const { skus, box } = await bottledGoods(token);
      const warehouseName = `采购仓${attempt}`;
      const warehouse = await apiPost<{ id: number; store_id: number }>(base, token, '/wms/warehouse', { name: warehouseName, code: `WH-PO-${attempt}` });
      const supplierName = `农夫饮品批发部${attempt}`;
      const supplier = await apiPost<{ id: number }>(base, token, '/wms/supplier', { name: supplierName, code: `SUP-PO-${attempt}`, store_ids: [warehouse.store_id] });
      // the supplier sells the first SKU by the box at 96.50: the form prefills it
      await apiPost(base, token, '/wms/supplier_skus', { supplier_id: supplier.id, items: [{ sku_id: skus[0].id, unit_id: box, purchase_price: '96.50' }] });

      // 1. The buyer fills the form: supplier, warehouse, two SKUs through the picker.
      await page.goto('/wms/purchase_order/add');
      await page.locator('#purchase_order_supplier_id').click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: supplierName }).first().click();
      await page.locator('#purchase_order_warehouse_id').click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: warehouseName }).first().click();
      await page.getByRole('button', button('添加商品')).click();
      const picker = page.locator('.ant-modal').filter({ has: page.locator('#sku_picker_keyword') });
      for (const sku of skus) {
        await picker.locator('#sku_picker_keyword').fill(sku.code);
        await picker.locator('#sku_picker_keyword').press('Enter');
        await picker.locator('.ant-table-row').filter({ hasText: sku.code }).click();
      }
      await picker.getByRole('button', button('确定')).click();
      const rows = page.locator('.ant-table-row:visible');
      await rows.nth(1).waitFor();
      // the first line came in boxes at the supplier's price
      await rows.nth(0).locator('.ant-select').getByText(/箱PO/).waitFor();
      expect(await rows.nth(0).getByLabel('单价').inputValue()).toBe('96.50');
      await rows.nth(0).getByLabel('数量').fill('3');
      await rows.nth(1).getByLabel('数量').fill('7');
      await rows.nth(1).getByLabel('单价').fill('19.99');
      await page.getByTestId('po-totals').getByText('¥429.43').waitFor();
      await screenshot(page, 'wms-purchase-order-form-zh');
      await page.getByRole('button', button('保存草稿')).click();
      await page.locator('.ant-message').getByText('新增成功').waitFor();
      await page.waitForURL(/\/wms\/purchase_order\/detail\?id=\d+/);
      const id = Number(new URL(page.url()).searchParams.get('id'));

      // 2. Submitted, then audited by the manager.
      await page.getByRole('button', button('提交')).click();
      await page.locator('.ant-popconfirm').getByRole('button', button('确定')).click();
      await page.getByTestId('po-status').getByText('待审核').waitFor();
      await page.getByRole('button', button('审核')).click();
      await page.locator('.ant-popconfirm').getByRole('button', button('确定')).click();
      await page.getByTestId('po-status').getByText('已审核').waitFor();
      await page.getByTestId('po-received').first().getByText('0 / 36').waitFor();
      await screenshot(page, 'wms-purchase-order-audited-zh');

      // 3. A share link, opened logged-out in a fresh browser context.
      await page.getByRole('button', button('分享给供应商')).click();
      await page.getByRole('button', button('生成链接')).click();
      const url = (await page.getByTestId('po-share-url').textContent()) ?? '';
      expect(url).toContain('/share/purchase_order?token=');
      await screenshot(page, 'wms-purchase-order-share-dialog-zh');
      const outsider = await openPage(env.browser, base);
      try {
        await outsider.page.goto(url.replace(/^https?:\/\/[^/]+/, ''));
        await outsider.page.getByTestId('po-sheet-line').nth(1).waitFor();
        expect(await outsider.page.getByTestId('po-sheet-line').count()).toBe(2);
        await outsider.page.getByTestId('po-sheet-total').getByText('肆佰贰拾玖元肆角叁分').waitFor();
        await outsider.page.getByText(supplierName).first().waitFor();
        await screenshot(outsider.page, 'wms-purchase-order-share-page-zh');
        await outsider.page.goto('/share/purchase_order?token=forged-forged-forged-forged');
        await outsider.page.getByTestId('share-link-invalid').getByText('链接无效或已过期').waitFor();
        await outsider.page.getByTestId('share-link-reason').getByText('分享链接无效').waitFor();
      } finally {
        await outsider.context.close();
      }

      // 4. The print page with the number as a Code 128 barcode.
      await page.goto(`/wms/purchase_order/print?id=${id}`);
      await page.getByTestId('po-sheet').locator('svg').first().waitFor();
      expect(await page.getByTestId('po-sheet-line').count()).toBe(2);
      await screenshot(page, 'wms-purchase-order-print-zh');

      // 5. The list shows it under 已审核 with its count.
      await page.goto('/wms/purchase_order/list?status=2');
      await page.locator('.ant-table-row:visible').filter({ hasText: supplierName }).waitFor();
      await page.getByRole('tab', { name: /已审核 \(\d+\)/ }).waitFor();
      await screenshot(page, 'wms-purchase-order-list-zh');
    } finally {
      await context.close();
    }
  });
});
