import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Sku = { id: number; code: string; name: string; units?: Array<{ unit_id: number }> };
type Warehouse = { id: number; code: string };
type Location = { id: number; code: string };
type StockRow = { sku_id: number; on_hand: string };

/** vitest runs a failed test once more on the same tenant: each attempt makes a warehouse of its own. */
let attempt = 0;

const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });

/** The add page of either document: warehouse, the two SKUs through the picker, their quantities, a location for the first; saved, it opens the detail. */
async function fillDocument(page: Page, path: string, warehouseName: string, skus: Sku[], qty: [string, string], location: string, supplier?: string) {
  await page.goto(path);
  await page.locator('.ant-select').filter({ has: page.locator('#' + path.split('/')[2] + '_warehouse_id') }).click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: warehouseName }).click();
  if (supplier) {
    await page.locator(`#${path.split('/')[2]}_supplier_id`).click();
    await page.locator('.ant-select-item-option:visible').filter({ hasText: supplier }).first().click();
  }
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
  await rows.nth(0).getByLabel('数量').fill(qty[0]);
  await rows.nth(1).getByLabel('数量').fill(qty[1]);
  await rows.nth(0).locator('.ant-select').filter({ hasText: '默认库位' }).click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: location }).click();
  await screenshot(page, `wms-${path.split('/')[2]}-form-zh`);
  await page.getByRole('button', button('保存')).click();
  await page.locator('.ant-message').getByText('新增成功').waitFor();
  await page.waitForURL(/\/detail\?id=\d+/);
}

/** Goods to receive: one approved SPU with two SKUs counted in 袋 and packed 10 to a 箱, made through the API. */
async function receivedGoods(token: string): Promise<Sku[]> {
  const base = env.server.baseUrl;
  const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
  const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
  const [bag, box] = await Promise.all(['袋', '箱'].map((u) => apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `${u}R${attempt}`, allow_decimal: 0 })));
  const spec = await apiPost<{ id: number; values: Array<{ id: number }> }>(base, token, '/pms/spec', { name: `口味R${attempt}`, values: ['原味', '香辣'] });
  const spu = await apiPost<{ id: number }>(base, token, '/pms/spu', {
    name: `收货薯片${attempt}`,
    category_id: leaf.id,
    spec_ids: [spec.id],
    skus: spec.values.map((v, i) => ({ spec_value_ids: [v.id], code: `RCV${attempt}-0${i + 1}`, unit_id: bag.id, sale_price: '6.00', cost_price: '4.00', units: [{ unit_id: box.id, ratio: 10 }] })),
  });
  await apiPut(base, token, `/pms/spu/${spu.id}/submit`, {}).catch(() => undefined);
  await apiPut(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' }).catch(() => undefined);
  const skus = (await apiGet<List<Sku>>(base, token, `/pms/skus?keyword=RCV${attempt}-0&sort=code&order=asc`)).list;
  expect(skus).toHaveLength(2);
  return skus;
}

async function auditOnDetail(page: Page) {
  await page.getByRole('button', button('审核')).click();
  await page.locator('.ant-popconfirm').getByRole('button', button('确定')).click();
  await page.locator('.ant-card-head:visible .ant-tag').getByText('已审核').waitFor();
}

describe('a warehouse keeper receives goods and sends some back', () => {
  it('enters two SKUs into a location, audits, sees them in stock and history, refunds some, prints (zh-CN)', async () => {
    attempt += 1;
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const base = env.server.baseUrl;
      const token = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      const name = `收货仓${attempt}`;
      const warehouse = await apiPost<Warehouse>(base, token, '/wms/warehouse', { name, code: `WH-RECV-${attempt}` });
      const [main, other] = await Promise.all(['R-01', 'R-02'].map((c) => apiPost<Location>(base, token, '/wms/location', { warehouse_id: warehouse.id, code: c })));
      await apiPut(base, token, `/wms/warehouse/${warehouse.id}/default_location`, { location_id: other.id });
      const skus = await receivedGoods(token);
      const storeId = (await apiGet<{ store_id: number }>(base, token, `/wms/warehouse/${warehouse.id}`)).store_id;
      const supplier = await apiPost<{ id: number; name: string }>(base, token, '/wms/supplier', { name: `收货供应商${attempt}`, code: `SUP-RCV-${attempt}`, store_ids: [storeId] });

      // 1. A standalone entry of type other: 10 of the first SKU into R-01, 4 of the second (default location).
      await fillDocument(page, '/wms/warehousing_entry/add', name, skus, ['10', '4'], main.code);
      await page.locator('.ant-descriptions:visible').getByText('其他入库').waitFor();
      await screenshot(page, 'wms-warehousing-entry-draft-zh');
      await auditOnDetail(page);
      await page.locator('.ant-timeline:visible').getByText(/审核 → 已审核/).waitFor();
      await screenshot(page, 'wms-warehousing-entry-audited-zh');
      const entryId = Number(new URL(page.url()).searchParams.get('id'));

      // 2. The stock list and history show it.
      const stock = async () => (await apiGet<List<StockRow>>(base, token, `/wms/stock?warehouse_id=${warehouse.id}`)).list;
      expect(Object.fromEntries((await stock()).map((r) => [r.sku_id, Number(r.on_hand)]))).toEqual({ [skus[0].id]: 10, [skus[1].id]: 4 });
      await page.goto(`/wms/stock/list?warehouse_id=${warehouse.id}`);
      await page.locator('.ant-table-row:visible').filter({ hasText: skus[0].code }).getByText('10').first().waitFor();
      await page.goto(`/wms/stock/history?warehouse_id=${warehouse.id}`);
      await page.locator('.ant-table-row:visible').filter({ hasText: main.code }).filter({ hasText: '入库单' }).waitFor();
      await screenshot(page, 'wms-warehousing-entry-history-zh');
      // a move's document number opens the document
      await page.locator('.ant-table-row:visible').filter({ hasText: main.code }).filter({ hasText: '入库单' }).first().getByRole('link', { name: /^WE/ }).click();
      await page.waitForURL((url) => url.pathname === '/wms/warehousing_entry/detail' && url.searchParams.get('id') === String(entryId));

      // 3. A purchase refund takes 3 of the first SKU and 1 of the second back out.
      await fillDocument(page, '/wms/purchase_refund_order/add', name, skus, ['3', '1'], main.code, supplier.name);
      await auditOnDetail(page);
      expect(Object.fromEntries((await stock()).map((r) => [r.sku_id, Number(r.on_hand)]))).toEqual({ [skus[0].id]: 7, [skus[1].id]: 3 });
      await screenshot(page, 'wms-purchase-refund-audited-zh');

      // 4. A purchase order of 2 boxes (20) of the first SKU, audited, received half now and the rest later.
      const po = await apiPost<{ id: number }>(base, token, '/wms/purchase_order', {
        supplier_id: supplier.id,
        warehouse_id: warehouse.id,
        items: [{ sku_id: skus[0].id, unit_id: skus[0].units?.[0]?.unit_id, qty: 2, price: '40.00' }],
      });
      await apiPut(base, token, `/wms/purchase_order/${po.id}/submit`, {});
      await apiPut(base, token, `/wms/purchase_order/${po.id}/audit`, {});
      const receiveFromOrder = async (qty: string | null) => {
        await page.goto(`/wms/warehousing_entry/add?purchase_order_id=${po.id}`);
        const line = page.locator('.ant-table-row:visible').filter({ hasText: skus[0].code });
        await line.waitFor();
        if (qty) await line.getByLabel('数量').fill(qty);
        await page.getByRole('button', button('保存')).click();
        await page.locator('.ant-message').getByText('新增成功').waitFor();
        await page.waitForURL(/\/detail\?id=\d+/);
        await auditOnDetail(page);
      };
      await receiveFromOrder('1');
      expect((await apiGet<{ status: number }>(base, token, `/wms/purchase_order/${po.id}`)).status).toBe(3);
      await screenshot(page, 'wms-warehousing-entry-from-order-zh');
      await receiveFromOrder(null);
      expect((await apiGet<{ status: number }>(base, token, `/wms/purchase_order/${po.id}`)).status).toBe(4);
      expect(Object.fromEntries((await stock()).map((r) => [r.sku_id, Number(r.on_hand)]))).toEqual({ [skus[0].id]: 27, [skus[1].id]: 3 });

      // 5. The lists, and the entry's print page with its number as a barcode.
      await page.goto('/wms/warehousing_entry/list?status=1');
      await page.locator('.ant-table-row:visible').filter({ hasText: name }).first().waitFor();
      await screenshot(page, 'wms-warehousing-entry-list-zh');
      await page.goto(`/wms/warehousing_entry/print?id=${entryId}`);
      await page.getByTestId('stock-doc-print').locator('svg').first().waitFor();
      await screenshot(page, 'wms-warehousing-entry-print-zh');
    } finally {
      await context.close();
    }
  });
});
