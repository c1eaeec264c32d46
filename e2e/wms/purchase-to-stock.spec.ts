import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Sku = { id: number; code: string; name: string };
type StockRow = { sku_id: number; on_hand: string };

/** vitest runs a failed test once more on the same tenant: each attempt makes goods, a warehouse and a supplier of its own. */
let attempt = 0;

const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });
const AUDIT_ENTRY = '审核后商品入库，不能再修改。确定审核？';

/** One approved SPU with two SKUs counted in 瓶 and packed 12 to a 箱, through the API. */
async function bottledGoods(token: string): Promise<{ skus: Sku[]; box: number }> {
  const base = env.server.baseUrl;
  const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
  const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
  const [bottle, box] = await Promise.all(['瓶', '箱'].map((u) => apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `${u}FL${attempt}`, allow_decimal: 0 })));
  const spec = await apiPost<{ id: number; values: Array<{ id: number }> }>(base, token, '/pms/spec', { name: `容量FL${attempt}`, values: ['550ml', '1.5L'] });
  const spu = await apiPost<{ id: number }>(base, token, '/pms/spu', {
    name: `天然矿泉水${attempt}`,
    category_id: leaf.id,
    spec_ids: [spec.id],
    skus: spec.values.map((v, i) => ({ spec_value_ids: [v.id], code: `FL${attempt}-0${i + 1}`, unit_id: bottle.id, sale_price: '3.00', cost_price: '2.00', units: [{ unit_id: box.id, ratio: 12 }] })),
  });
  // a tenant whose goods need no check puts them on sale at once: then these answer 409, which is fine
  await apiPut(base, token, `/pms/spu/${spu.id}/submit`, {}).catch(() => undefined);
  await apiPut(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' }).catch(() => undefined);
  const skus = (await apiGet<List<Sku>>(base, token, `/pms/skus?keyword=FL${attempt}-0&sort=code&order=asc`)).list;
  expect(skus).toHaveLength(2);
  return { skus, box: box.id };
}

/** Picks SKUs by code in the goods picker the add-goods button opens. */
async function pickSkus(page: Page, skus: Sku[]) {
  await page.getByRole('button', button('添加商品')).click();
  const picker = page.locator('.ant-modal').filter({ has: page.locator('#sku_picker_keyword') });
  for (const sku of skus) {
    await picker.locator('#sku_picker_keyword').fill(sku.code);
    await picker.locator('#sku_picker_keyword').press('Enter');
    await picker.locator('.ant-table-row').filter({ hasText: sku.code }).click();
  }
  await picker.getByRole('button', button('确定')).click();
  await page.locator('.ant-table-row:visible').nth(skus.length - 1).waitFor();
}

async function choose(page: Page, selector: string, option: string) {
  await page.locator(selector).click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: option }).first().click();
}

async function confirmAction(page: Page, name: string, title: string | RegExp) {
  await page.getByRole('button', button(name)).click();
  await confirmPopconfirm(page, title);
}

/** Saves a receiving document's form (new), then audits it on its detail page. */
async function saveAndAudit(page: Page, auditTitle: string) {
  await page.getByRole('button', button('保存')).click();
  await page.locator('.ant-message').getByText('新增成功').waitFor();
  await page.waitForURL(/\/detail\?id=\d+/);
  await confirmAction(page, '审核', auditTitle);
  await page.locator('.ant-card-head:visible .ant-tag').getByText('已审核').waitFor();
  return Number(new URL(page.url()).searchParams.get('id'));
}

describe('a buyer purchases goods into stock, and some go back', () => {
  // The longest walk of the suite (six documents across two people, three print pages): 80 s on a quiet
  // machine, past the default 120 s beside the API tests on two cores.
  it('raises an order, has it audited, shares it, receives it in two parts, refunds some, records a market purchase (zh-CN)', async () => {
    attempt += 1;
    const base = env.server.baseUrl;
    const buyer = await openPage(env.browser, base);
    const manager = await openPage(env.browser, base);
    try {
      // the buyer is the demo's warehouse keeper (仓管: raises and submits orders, receives); the manager is the admin
      const buyerToken = await loginWithCookie(buyer.context, base, env.account('yangqiang'), 'demo1234');
      const token = await loginWithCookie(manager.context, base, env.account('admin'), 'admin123');
      const { skus, box } = await bottledGoods(token);
      const warehouseName = `采购仓${attempt}`;
      const warehouse = await apiPost<{ id: number; store_id: number }>(base, buyerToken, '/wms/warehouse', { name: warehouseName, code: `WH-FL-${attempt}` });
      const [r1, r2] = await Promise.all(['R-01', 'R-02'].map((code) => apiPost<{ id: number; code: string }>(base, buyerToken, '/wms/location', { warehouse_id: warehouse.id, code })));
      await apiPut(base, buyerToken, `/wms/warehouse/${warehouse.id}/default_location`, { location_id: r2.id });
      const supplierName = `农夫饮品批发部${attempt}`;
      const supplier = await apiPost<{ id: number }>(base, token, '/wms/supplier', { name: supplierName, code: `SUP-FL-${attempt}`, store_ids: [warehouse.store_id] });
      // the supplier sells the first SKU by the box at 96.50: the form prefills it
      await apiPost(base, token, '/wms/supplier_skus', { supplier_id: supplier.id, items: [{ sku_id: skus[0].id, unit_id: box, purchase_price: '96.50' }] });
      const stock = async () => Object.fromEntries((await apiGet<List<StockRow>>(base, token, `/wms/stock?warehouse_id=${warehouse.id}`)).list.map((r) => [r.sku_id, Number(r.on_hand)]));

      // 1. The buyer raises an order: 2 boxes of the first SKU at the supplier's price, 10 bottles of the second; saves and submits it.
      const page = buyer.page;
      await visit(page, '/wms/purchase_order/add');
      await choose(page, '#purchase_order_supplier_id', supplierName);
      await choose(page, '#purchase_order_warehouse_id', warehouseName);
      await pickSkus(page, skus);
      const rows = page.locator('.ant-table-row:visible');
      await rows.nth(0).locator('.ant-select').getByText(/箱FL/).waitFor();
      expect(await rows.nth(0).getByLabel('单价').inputValue()).toBe('96.50');
      await rows.nth(0).getByLabel('数量').fill('2');
      await rows.nth(1).getByLabel('数量').fill('10');
      await rows.nth(1).getByLabel('单价').fill('2.50');
      await page.getByTestId('po-totals').getByText('¥218.00').waitFor();
      await screenshot(page, 'wms-purchase-order-form-zh');
      await page.getByRole('button', button('保存草稿')).click();
      await page.locator('.ant-message').getByText('新增成功').waitFor();
      await page.waitForURL(/\/wms\/purchase_order\/detail\?id=\d+/);
      const orderId = Number(new URL(page.url()).searchParams.get('id'));
      await confirmAction(page, '提交', /提交采购单 \S+ 审核？/);
      await page.getByTestId('po-status').getByText('待审核').waitFor();
      // the keeper may not audit
      expect(await page.getByRole('button', button('审核')).count()).toBe(0);

      // 2. The manager audits it and sends the supplier a share link, which opens logged-out in a fresh browser context.
      const desk = manager.page;
      await visit(desk, `/wms/purchase_order/detail?id=${orderId}`);
      await confirmAction(desk, '审核', /审核通过采购单 \S+？/);
      await desk.getByTestId('po-status').getByText('已审核').waitFor();
      await desk.getByTestId('po-received').first().getByText('0 / 24').waitFor();
      await desk.getByRole('button', button('分享给供应商')).click();
      await desk.getByRole('button', button('生成链接')).click();
      const url = (await desk.getByTestId('po-share-url').textContent()) ?? '';
      expect(url).toContain('/share/purchase_order?token=');
      const outsider = await openPage(env.browser, base);
      try {
        await outsider.page.goto(url.replace(/^https?:\/\/[^/]+/, ''));
        await outsider.page.getByTestId('po-sheet-line').nth(1).waitFor();
        await outsider.page.getByTestId('po-sheet-total').getByText('贰佰壹拾捌元整').waitFor();
        await screenshot(outsider.page, 'wms-purchase-order-share-page-zh');
        await outsider.page.goto('/share/purchase_order?token=forged-forged-forged-forged');
        await outsider.page.getByTestId('share-link-invalid').getByText('链接无效或已过期').waitFor();
      } finally {
        await outsider.context.close();
      }
      // the detail sums the quantity per unit, never 2 boxes + 10 bottles = 12
      await desk.getByTestId('po-total-qty').getByText(`2 箱FL${attempt} + 10 瓶FL${attempt}`).waitFor();
      await visit(desk, `/wms/purchase_order/print?id=${orderId}`);
      const sheet = desk.getByTestId('po-sheet');
      await sheet.locator('svg').first().waitFor();
      // the audited order names its buyer (the keeper who raised it) and its auditor
      await sheet.getByText('采购员: 杨强').waitFor();
      await sheet.getByText(/审核人: \S+/).waitFor();
      await sheet.getByTestId('po-sheet-qty').getByText(`合计数量: 2 箱FL${attempt} + 10 瓶FL${attempt}`).waitFor();
      await screenshot(desk, 'wms-purchase-order-print-zh');

      // 3. The buyer receives half: 1 box of the first SKU into R-01, 5 of the second (default location R-02).
      await visit(page, `/wms/warehousing_entry/add?purchase_order_id=${orderId}`);
      await rows.filter({ hasText: skus[1].code }).waitFor();
      await rows.nth(0).getByLabel('数量').fill('1');
      await rows.nth(1).getByLabel('数量').fill('5');
      await rows.nth(0).locator('.ant-select').filter({ hasText: '默认库位' }).click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: r1.code }).click();
      await screenshot(page, 'wms-warehousing-entry-form-zh');
      const firstEntry = await saveAndAudit(page, AUDIT_ENTRY);
      expect(await stock()).toEqual({ [skus[0].id]: 12, [skus[1].id]: 5 });
      await visit(page, `/wms/purchase_order/detail?id=${orderId}`);
      await page.getByTestId('po-status').getByText('部分入库').waitFor();
      await page.getByTestId('po-received').first().getByText('12 / 24').waitFor();

      // 4. Stock list and history show it; a move's number opens its entry.
      await visit(page, `/wms/stock/list?warehouse_id=${warehouse.id}`);
      await rows.filter({ hasText: skus[0].code }).getByText('12').first().waitFor();
      await visit(page, `/wms/stock/history?warehouse_id=${warehouse.id}`);
      const move = rows.filter({ hasText: r1.code }).filter({ hasText: '入库单' }).first();
      await move.waitFor();
      await screenshot(page, 'wms-stock-history-zh');
      await move.getByRole('link', { name: /^WE/ }).click();
      await page.waitForURL((u) => u.pathname === '/wms/warehousing_entry/detail' && u.searchParams.get('id') === String(firstEntry));

      // 5. The rest arrives. From the entry, in the app: its order, whose 入库 action opens an entry with
      //    what is still open on each line. The keeper types other figures (one beyond what is open: a
      //    warning on the line), then 收取剩余 fills every line with its open quantity in one click.
      await page.locator('.ant-descriptions:visible').getByRole('link', { name: /^PO/ }).click();
      await page.waitForURL(/\/wms\/purchase_order\/detail\?id=\d+/);
      await page.getByRole('button', button('入库')).click();
      await page.waitForURL(/\/wms\/warehousing_entry\/add\?purchase_order_id=\d+/);
      await rows.filter({ hasText: skus[1].code }).waitFor();
      const open = page.getByTestId('entry-line-open');
      await open.nth(0).getByText('订购 24 · 已入库 12').waitFor();
      await open.nth(0).getByText('未收 12 瓶FL').waitFor();
      await open.nth(1).getByText('未收 5 瓶FL').waitFor();
      await rows.nth(0).getByLabel('数量').fill('2');
      await rows.nth(1).getByLabel('数量').fill('9');
      await rows.nth(1).getByTestId('entry-line-over').getByText('超出未收：本行 9，未收 5 瓶FL', { exact: false }).waitFor();
      await screenshot(page, 'wms-warehousing-entry-open-quantities-zh');
      await page.getByRole('button', button('收取剩余')).click();
      await page.locator('.ant-message').getByText('已按未收数量填充 2 行').waitFor();
      await expect.poll(() => rows.nth(0).getByLabel('数量').inputValue()).toBe('12');
      await expect.poll(() => rows.nth(1).getByLabel('数量').inputValue()).toBe('5');
      expect(await page.getByTestId('entry-line-over').count()).toBe(0);
      await page.getByTestId('entry-total-qty').getByText(`合计数量: 17 瓶FL${attempt}`).waitFor();
      await screenshot(page, 'wms-warehousing-entry-rest-filled-zh');
      await saveAndAudit(page, AUDIT_ENTRY);
      expect(await stock()).toEqual({ [skus[0].id]: 24, [skus[1].id]: 10 });
      await page.locator('.ant-descriptions:visible').getByRole('link', { name: /^PO/ }).click();
      await page.getByTestId('po-status').getByText('已入库').waitFor();
      await page.getByTestId('po-received').first().getByText('24 / 24').waitFor();
      await visit(page, '/wms/purchase_order/list?status=4');
      await rows.filter({ hasText: supplierName }).waitFor();
      await page.getByRole('tab', { name: /已入库 \(\d+\)/ }).waitFor();
      await screenshot(page, 'wms-purchase-order-list-zh');
      // the entry list's date range: today's entries, none before
      const today = (await apiGet<{ created_at: string }>(base, token, `/wms/warehousing_entry/${firstEntry}`)).created_at.slice(0, 10);
      await visit(page, `/wms/warehousing_entry/list?warehouse_id=${warehouse.id}&start_date=${today}&end_date=${today}`);
      await rows.nth(1).waitFor();
      expect(await rows.count()).toBe(2);
      await screenshot(page, 'wms-warehousing-entry-list-zh');
      await visit(page, `/wms/warehousing_entry/print?id=${firstEntry}`);
      await page.getByTestId('stock-doc-print').locator('svg').first().waitFor();
      await screenshot(page, 'wms-warehousing-entry-print-zh');

      // 6. The manager sends 3 bottles of the first SKU back from R-01: stock goes down.
      await visit(desk, '/wms/purchase_refund_order/add');
      await choose(desk, '#purchase_refund_order_warehouse_id', warehouseName);
      await choose(desk, '#purchase_refund_order_supplier_id', supplierName);
      await pickSkus(desk, [skus[0]]);
      const refundRow = desk.locator('.ant-table-row:visible').first();
      await refundRow.getByLabel('数量').fill('3');
      await refundRow.locator('.ant-select').filter({ hasText: '默认库位' }).click();
      await desk.locator('.ant-select-item-option:visible').filter({ hasText: r1.code }).click();
      await saveAndAudit(desk, '审核后商品出库退回供应商，不能再修改。确定审核？');
      expect(await stock()).toEqual({ [skus[0].id]: 21, [skus[1].id]: 10 });
      await screenshot(desk, 'wms-purchase-refund-audited-zh');

      // 7. A shortage bought at the market: the form refuses what is missing, then takes seller, goods and price.
      await visit(page, '/wms/outside_purchase_order/add');
      await page.locator('#outside_purchase_order_seller_name').fill(' ');
      await page.getByRole('button', button('保存')).click();
      await page.getByText('请填写卖方（摊位、商户或个人）').waitFor();
      await page.getByText('请添加商品').waitFor();
      await page.getByText('请填写卖方（摊位、商户或个人）').scrollIntoViewIfNeeded();
      await screenshot(page, 'wms-outside-purchase-form-errors-zh');
      await choose(page, '#outside_purchase_order_warehouse_id', warehouseName);
      await page.locator('#outside_purchase_order_seller_name').fill(`曹安路农贸市场 ${attempt} 号摊`);
      await page.locator('#outside_purchase_order_seller_place').fill('曹安路农贸市场');
      await pickSkus(page, [skus[1]]);
      await rows.first().getByLabel('数量').fill('6');
      await rows.first().getByLabel('单价').fill('2.80');
      await page.getByText('16.80').first().waitFor();
      await screenshot(page, 'wms-outside-purchase-form-zh');
      await page.getByRole('button', button('保存')).click();
      await page.locator('.ant-message').getByText('新增成功').waitFor();
      await page.waitForURL(/\/wms\/outside_purchase_order\/detail\?id=\d+/);
      const outsideId = Number(new URL(page.url()).searchParams.get('id'));
      // the manager audits it: an entry of type other brings the goods in
      await visit(desk, `/wms/outside_purchase_order/detail?id=${outsideId}`);
      await confirmAction(desk, '审核', '审核后生成入库单并入库，不能再修改。确定审核？');
      await desk.locator('.ant-card-head:visible .ant-tag').getByText('已审核').waitFor();
      await desk.locator('.ant-descriptions:visible').getByRole('link', { name: /^WE/ }).waitFor();
      await screenshot(desk, 'wms-outside-purchase-detail-zh');
      expect(await stock()).toEqual({ [skus[0].id]: 21, [skus[1].id]: 16 });
      await visit(desk, `/wms/outside_purchase_order/list?keyword=${encodeURIComponent(`曹安路农贸市场 ${attempt}`)}`);
      await desk.locator('.ant-table-row:visible').filter({ hasText: '曹安路农贸市场' }).first().waitFor();
      await screenshot(desk, 'wms-outside-purchase-list-zh');
      await visit(desk, `/wms/outside_purchase_order/print?id=${outsideId}`);
      await desk.getByTestId('stock-doc-print').locator('svg').first().waitFor();
      await screenshot(desk, 'wms-outside-purchase-print-zh');

      // 8. An upper limit of 20 for the first SKU: 21 on hand is listed under 超出上限, 1 over.
      await apiPut(base, token, '/wms/stock/alert', { sku_id: skus[0].id, warehouse_id: warehouse.id, safety_stock: null, upper_limit: '20' });
      await visit(desk, `/wms/stock/danger?warehouse_id=${warehouse.id}`);
      await desk.getByRole('tab', { name: '超出上限' }).click();
      await desk.locator('.ant-table-row:visible').filter({ hasText: skus[0].code }).getByText('1', { exact: true }).waitFor();
      await screenshot(desk, 'wms-stock-danger-over-zh');
    } finally {
      await buyer.context.close();
      await manager.context.close();
    }
  }, 240_000);
});
