import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiLogin, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Sku = { id: number; code: string; name: string };
type StockRow = { sku_id: number; warehouse_id: number; on_hand: string; in_transit?: string };
type Transfer = { id: number; status: number; number: string; received_qty: string; lost_qty: string; loss_reason: string | null; logs: Array<{ action: string }> };

/** vitest runs a failed test once more on the same tenant: each attempt makes goods and warehouses of its own. */
let attempt = 0;

const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });

/** Chooses a searchable select's option by typing it (the dropdown then holds only that option). */
async function choose(page: Page, selector: string, option: string) {
  await page.locator(selector).click();
  await page.locator(selector).fill(option);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

describe('a warehouse keeper moves goods to another warehouse', () => {
  it('creates a transfer, audits it (stock leaves, in transit shows on the stock list), receives part into a location, closes the rest as a loss (zh-CN)', async () => {
    attempt += 1;
    const base = env.server.baseUrl;
    const { page, context } = await openPage(env.browser, base);
    try {
      const admin = await apiLogin(base, env.account('admin'), 'admin123');
      // the keeper is the demo's 仓管 (杨强): he may create, audit, receive and close transfers
      const keeper = await loginWithCookie(context, base, env.account('yangqiang'), 'demo1234');

      // goods counted in 瓶, packed 12 to a 箱; two warehouses of the master store; 48 bottles in the source
      const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, admin, '/pms/categories');
      const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
      const [bottle, box] = await Promise.all(['瓶', '箱'].map((u) => apiPost<{ id: number }>(base, admin, '/pms/unit_config', { name: `${u}TO${attempt}`, allow_decimal: 0 })));
      const spec = await apiPost<{ id: number; values: Array<{ id: number }> }>(base, admin, '/pms/spec', { name: `容量TO${attempt}`, values: ['500ml'] });
      const spu = await apiPost<{ id: number }>(base, admin, '/pms/spu', {
        name: `调拨矿泉水${attempt}`,
        category_id: leaf.id,
        spec_ids: [spec.id],
        skus: spec.values.map((v) => ({ spec_value_ids: [v.id], code: `TO${attempt}-01`, unit_id: bottle.id, sale_price: '3.00', cost_price: '2.00', units: [{ unit_id: box.id, ratio: 12 }] })),
      });
      await apiPut(base, admin, `/pms/spu/${spu.id}/submit`, {}).catch(() => undefined);
      await apiPut(base, admin, `/pms/spu/${spu.id}/check`, { result: 'approve' }).catch(() => undefined);
      const [sku] = (await apiGet<List<Sku>>(base, admin, `/pms/skus?keyword=TO${attempt}-01`)).list;
      const warehouse = async (name: string, code: string, locations: string[]) => {
        const w = await apiPost<{ id: number }>(base, admin, '/wms/warehouse', { name, code });
        const locs = [];
        for (const c of locations) locs.push(await apiPost<{ id: number; code: string }>(base, admin, '/wms/location', { warehouse_id: w.id, code: c }));
        await apiPut(base, admin, `/wms/warehouse/${w.id}/default_location`, { location_id: locs[0].id });
        return { id: w.id, name };
      };
      const source = await warehouse(`总仓TO${attempt}`, `WH-TO-S${attempt}`, ['S-01', 'S-02']);
      const target = await warehouse(`二号仓TO${attempt}`, `WH-TO-T${attempt}`, ['T-01', 'T-02']);
      const entry = await apiPost<{ id: number; status: number }>(base, admin, '/wms/warehousing_entry', { type: 6, warehouse_id: source.id, remark: '期初', lines: [{ sku_id: sku.id, unit_id: bottle.id, qty: 48, price: '2.00' }] });
      if (entry.status === 0) await apiPut(base, admin, `/wms/warehousing_entry/${entry.id}/audit`, {});
      const stock = async (warehouseId: number) => (await apiGet<List<StockRow>>(base, admin, `/wms/stock?warehouse_id=${warehouseId}&keyword=TO${attempt}-01`)).list.find((r) => r.sku_id === sku.id);

      // 1. The keeper writes the transfer: 3 boxes (36 bottles) from the source to the second warehouse.
      await visit(page, '/wms/transfer_order/add');
      await choose(page, '#transfer_order_from_warehouse_id', source.name);
      await choose(page, '#transfer_order_to_warehouse_id', target.name);
      await page.getByRole('button', button('添加商品')).click();
      const picker = page.locator('.ant-modal').filter({ has: page.locator('#sku_picker_keyword') });
      await picker.locator('#sku_picker_keyword').fill(sku.code);
      await picker.locator('#sku_picker_keyword').press('Enter');
      await picker.locator('.ant-table-row').filter({ hasText: sku.code }).click();
      await picker.getByRole('button', button('确定')).click();
      const row = page.locator('.ant-table-row:visible').first();
      await row.waitFor();
      await row.getByLabel('单位').click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: `箱TO${attempt}` }).click();
      // the line shows the source's 48 bottles available (4 whole boxes); 5 boxes (60) warn, 3 do not
      await row.getByTestId('line-available').getByText(`48 瓶TO${attempt}`).waitFor();
      await row.getByLabel('数量').fill('5');
      await row.getByTestId('stock-short').getByText(`超出可用库存：本单需 60 瓶TO${attempt}，可用 48 瓶TO${attempt}`).waitFor();
      await screenshot(page, 'wms-transfer-order-form-short-zh');
      await row.getByLabel('数量').fill('3');
      await expect.poll(() => row.getByTestId('stock-short').count()).toBe(0);
      await screenshot(page, 'wms-transfer-order-form-zh');
      await page.getByRole('button', button('保存')).click();
      await page.locator('.ant-message').getByText('新增成功').waitFor();
      await page.waitForURL(/\/wms\/transfer_order\/detail\?id=\d+/);
      const id = Number(new URL(page.url()).searchParams.get('id'));
      const status = page.locator('.ant-card-head:visible .ant-tag');
      await status.getByText('草稿').waitFor();

      // 2. Audit ships it: the source holds 12, the target's row shows 36 in transit.
      await page.getByRole('button', button('审核出库')).click();
      await confirmPopconfirm(page, '审核后商品从调出仓库出库并计为在途，不能再修改。确定审核？');
      await status.getByText('在途').waitFor();
      expect(Number((await stock(source.id))?.on_hand)).toBe(12);
      await visit(page, `/wms/stock/list?warehouse_id=${target.id}`);
      const stockRow = page.locator('.ant-table-row:visible').filter({ hasText: sku.code });
      await stockRow.getByText('36', { exact: true }).waitFor();
      await screenshot(page, 'wms-stock-list-in-transit-zh');

      // 3. 30 bottles arrive: received into T-02.
      await visit(page, `/wms/transfer_order/detail?id=${id}`);
      await page.getByRole('button', { name: /^收\s*货$/ }).click();
      const dialog = page.locator('.ant-modal:visible');
      await dialog.getByLabel(`receive-${sku.code}`).fill('30');
      await dialog.getByLabel(`location-${sku.code}`).click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: 'T-02' }).click();
      await screenshot(page, 'wms-transfer-order-receive-zh');
      await dialog.getByRole('button', button('确定')).click();
      await status.getByText('部分收货').waitFor();
      expect(await stock(target.id)).toMatchObject({ on_hand: '30.000', in_transit: '6.000' });

      // 4. The rest is broken on the way: closed as a loss with its reason (refused without one).
      await page.getByRole('button', button('结束收货')).click();
      const closing = page.locator('.ant-modal:visible');
      await closing.getByRole('button', button('确定')).click();
      await closing.getByText('请填写损耗原因').waitFor();
      await closing.getByLabel('损耗原因').fill('运输途中破损 6 瓶');
      await closing.getByRole('button', button('确定')).click();
      await status.getByText('已收货').waitFor();
      await page.getByTestId('transfer-lines').getByText('运输途中破损 6 瓶').waitFor();
      await expect.poll(async () => page.getByTestId('transfer-log-line').filter({ visible: true }).count()).toBe(4);
      await page.getByTestId('transfer-log-line').filter({ hasText: '结束收货（记损耗）' }).getByText(/运输途中破损/).waitFor();
      await screenshot(page, 'wms-transfer-order-detail-zh');
      const done = await apiGet<Transfer>(base, keeper, `/wms/transfer_order/${id}`);
      expect(done).toMatchObject({ status: 2, received_qty: '30', lost_qty: '6', loss_reason: '运输途中破损 6 瓶' });
      expect(done.logs.map((l) => l.action)).toEqual(['create', 'audit', 'receive', 'close']);
      expect(await stock(target.id)).toMatchObject({ on_hand: '30.000', in_transit: '0.000' });
      expect(Number((await stock(source.id))?.on_hand)).toBe(12);

      // 5. The list finds it under its tab; the print page carries the number as a barcode.
      await visit(page, `/wms/transfer_order/list?status=2&from_warehouse_id=${source.id}`);
      await page.locator('.ant-table-row:visible').filter({ hasText: done.number }).waitFor();
      await screenshot(page, 'wms-transfer-order-list-zh');
      await visit(page, `/wms/transfer_order/print?id=${id}`);
      await page.getByTestId('transfer-print').locator('svg').first().waitFor();
      await screenshot(page, 'wms-transfer-order-print-zh');
    } finally {
      await context.close();
    }
  });
});
