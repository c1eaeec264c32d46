import { describe, expect, it } from 'vitest';
import { openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Sku = { id: number; code: string; unit_id: number };
type LogisticsOrder = { id: number; number: string; order_id: number; status: number; customer_name: string; stop_id: number | null; collect_amount: string };

/** vitest runs a failed test once more on the same tenant: each attempt makes its own goods, customers and day. */
let attempt = 0;
const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });
/** A 1×1 PNG: the sign-in photo. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC', 'base64');

describe('a dispatcher records the sign-ins of a departed line', () => {
  it('signs two stops in a row (each starts at its own amount; a short one asks why), fails the third (its goods come back); the line completes and its cash-up shows the difference', async () => {
    attempt += 1;
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const base = env.server.baseUrl;
      const token = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      const day = new Date(Date.now() + (9 + attempt * 2) * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

      // Goods in stock, a driver, a car, three customers' orders shipped through the warehouse (each outbound makes
      // its logistics order) and a line of the three, departed — through the API, as the other pages make them
      const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
      const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
      const unit = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `袋S${attempt}`, allow_decimal: 0 });
      const code = `SIGN${attempt}-01`;
      const spu = await apiPost<{ id: number }>(base, token, '/pms/spu', {
        name: `签收面粉${attempt}`,
        category_id: leaf.id,
        spec_ids: [],
        skus: [{ spec_value_ids: [], code, unit_id: unit.id, sale_price: '30.00', cost_price: '20.00' }],
      });
      await apiPut(base, token, `/pms/spu/${spu.id}/submit`, {}).catch(() => undefined);
      await apiPut(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' }).catch(() => undefined);
      const [sku] = (await apiGet<List<Sku>>(base, token, `/pms/skus?keyword=${code}`)).list;
      const warehouse = await apiPost<{ id: number }>(base, token, '/wms/warehouse', { name: `签收仓${attempt}`, code: `WH-SIGN-${attempt}` });
      const location = await apiPost<{ id: number }>(base, token, '/wms/location', { warehouse_id: warehouse.id, code: 'S-01' });
      await apiPut(base, token, `/wms/warehouse/${warehouse.id}/default_location`, { location_id: location.id });
      const entry = await apiPost<{ id: number; status: number }>(base, token, '/wms/warehousing_entry', { type: 6, warehouse_id: warehouse.id, lines: [{ sku_id: sku.id, unit_id: sku.unit_id, qty: 100, price: 20 }] });
      if (entry.status === 0) await apiPut(base, token, `/wms/warehousing_entry/${entry.id}/audit`, {});
      const onHand = async () => Number((await apiGet<List<{ sku_id: number; on_hand: string }>>(base, token, `/wms/stock?warehouse_id=${warehouse.id}&keyword=${code}`)).list.find((r) => r.sku_id === sku.id)?.on_hand ?? 0);

      const model = await apiPost<{ id: number }>(base, token, '/lms/car_model', { name: `金杯S${attempt}`, capacity_weight: '1000', capacity_volume: '6' });
      const driver = await apiPost<{ id: number }>(base, token, '/lms/worker', { name: `司机丙${attempt}`, phone: env.sparePhone(attempt), type: 1, licence_no: `310115199${attempt}000123`, licence_class: 'C1' });
      const car = await apiPost<{ id: number }>(base, token, '/lms/car', { plate: `沪B${attempt}S001`, car_model_id: model.id, default_driver_id: driver.id });

      await apiPut(base, token, '/oms/setting', { auto_audit: 0, cutoff_time: null, min_order_amount: 0, time_slots: ['08:00-12:00', '14:00-18:00'] });
      const names = [`签收客户${attempt}甲`, `签收客户${attempt}乙`, `签收客户${attempt}丙`];
      const orderIds: number[] = [];
      for (const [i, name] of names.entries()) {
        const customer = await apiPost<{ id: number }>(base, token, '/crm/customer', { name, phone: env.sparePhone(10 + attempt * 3 + i), address: `浦东新区签收路 ${i + 1} 号`, longitude: 121.55 + i * 0.01, latitude: 31.22 });
        const order = await apiPost<{ id: number; status: number }>(base, token, '/oms/order', {
          customer_id: customer.id, warehouse_id: warehouse.id, delivery_date: day, time_slot: '08:00-12:00', pay_type: 1, items: [{ sku_id: sku.id, unit_id: sku.unit_id, qty: 4 + i * 2 }],
        });
        if (order.status === 1) await apiPut(base, token, `/oms/order/${order.id}/audit`, {});
        orderIds.push(order.id);
      }
      const wave = await apiPost<{ id: number; items: Array<{ id: number }> }>(base, token, '/wms/picking_list', { warehouse_id: warehouse.id, delivery_date: day, order_ids: orderIds });
      const picker = (await apiGet<Array<{ id: number; kind: 'staff' | 'worker' }>>(base, token, '/wms/picking_task/pickers')).find((p) => p.kind === 'staff')!;
      const task = await apiPost<{ id: number; items: Array<{ id: number; qty: string }> }>(base, token, '/wms/picking_task', { list_id: wave.id, picker_id: picker.id, item_ids: wave.items.map((i) => i.id) });
      await apiPut(base, token, `/wms/picking_task/${task.id}/confirm`, { lines: task.items.map((i) => ({ item_id: i.id, picked_qty: i.qty, short_reason: null })) });
      await apiPut(base, token, `/wms/picking_task/${task.id}/finish`, {});
      const outbounds = await apiPost<{ ids: number[] }>(base, token, `/wms/picking_list/${wave.id}/outbound`, {});
      for (const id of outbounds.ids) await apiPut(base, token, `/wms/outbound_delivery_order/${id}/audit`, {});
      expect(await onHand()).toBe(100 - 4 - 6 - 8);
      const made = (await apiGet<List<LogisticsOrder>>(base, token, `/lms/logistics_orders?start_date=${day}&end_date=${day}&warehouse_id=${warehouse.id}`)).list;
      const [signed, failed, short] = orderIds.map((id) => made.find((lo) => lo.order_id === id)!);
      const line = await apiPost<{ id: number }>(base, token, '/lms/line', { line_date: day, name: `签收线${attempt}`, car_id: car.id, driver_id: driver.id, logistics_order_ids: [signed.id, short.id, failed.id] });
      await apiPut(base, token, `/lms/line/${line.id}/depart`, {});

      // 1. The sign-in list: 待签收 shows what is out; the first customer's stop is signed with a photo and the money
      await page.goto('/lms/sign_in/list');
      await page.getByRole('button', button('待签收')).filter({ visible: true }).click();
      const pending = page.locator('.ant-modal:visible').filter({ hasText: '待签收' });
      await pending.getByPlaceholder('客户/收货人/电话').fill(names[0]);
      await pending.getByPlaceholder('客户/收货人/电话').press('Enter');
      const row = pending.locator('.ant-table-row').filter({ hasText: signed.number });
      await row.getByRole('button', button('签收')).click();
      const dialog = page.locator('.ant-modal:visible').filter({ hasText: `签收 ${signed.number}` });
      expect(await dialog.getByLabel('实收金额').inputValue()).toBe(signed.collect_amount);
      await dialog.getByRole('button', button('确认签收')).click();
      await dialog.getByText('请输入签收人').waitFor();
      await dialog.getByText('签收时至少上传一张照片').waitFor();
      await screenshot(page, 'lms-sign-in-errors-zh');
      await dialog.getByLabel('签收人').fill('王老板');
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PHOTO });
      await expect.poll(() => dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(() => dialog.locator('.ant-upload-list-item-uploading').count(), { timeout: 30_000 }).toBe(0);
      await screenshot(page, 'lms-sign-in-form-zh');
      await dialog.getByRole('button', button('确认签收')).click();
      await page.getByText('已签收，订单已送达').first().waitFor();

      // 1b. The next stop in the same list starts at its own amount, not the last one's; a short collection asks why, then confirms
      await pending.getByPlaceholder('客户/收货人/电话').fill(names[2]);
      await pending.getByPlaceholder('客户/收货人/电话').press('Enter');
      await pending.locator('.ant-table-row').filter({ hasText: short.number }).getByRole('button', button('签收')).click();
      const next = page.locator('.ant-modal:visible').filter({ hasText: `签收 ${short.number}` });
      await expect.poll(() => next.getByLabel('实收金额').inputValue()).toBe(short.collect_amount);
      const shortBy = (Number(short.collect_amount) - 10).toFixed(2);
      await next.getByLabel('签收人').fill('李老板');
      await next.locator('input[type="file"]').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PHOTO });
      await expect.poll(() => next.locator('.ant-upload-list-item-uploading').count(), { timeout: 30_000 }).toBe(0);
      await next.getByLabel('实收金额').fill(shortBy);
      await next.getByText(`与应收 ¥${short.collect_amount} 不一致（少收 ¥10.00）`, { exact: false }).waitFor();
      await next.getByRole('button', button('确认签收')).click();
      await next.locator('.ant-form-item-explain-error').filter({ hasText: '请填写原因' }).waitFor();
      await next.getByLabel('差额原因').fill('客户少付10元，下次补');
      await screenshot(page, 'lms-sign-in-short-zh');
      await next.getByRole('button', button('确认签收')).click();
      const confirm = page.locator('.ant-modal-confirm:visible');
      await confirm.locator('.ant-modal-confirm-title').filter({ hasText: '确认实收金额？' }).waitFor();
      await confirm.getByRole('button', button('确定')).click();
      await expect.poll(() => page.getByText('已签收，订单已送达').count()).toBeGreaterThan(0);
      await next.waitFor({ state: 'hidden' });
      await page.keyboard.press('Escape');

      // 2. The other stop fails from the logistics order's drawer: the reason, and the goods come back
      await visit(page, `/lms/logistics_order/list?id=${failed.id}`);
      const drawer = page.getByTestId('logistics-drawer').filter({ visible: true });
      await drawer.getByText(failed.number).or(drawer.getByText(names[1])).first().waitFor();
      await page.locator('.ant-drawer:visible').getByRole('button', button('签收')).first().click();
      const failDialog = page.locator('.ant-modal:visible').filter({ hasText: `签收 ${failed.number}` });
      await failDialog.getByText('配送失败').click();
      await failDialog.getByLabel('失败原因').fill('客户店铺关门，电话无人接听');
      await screenshot(page, 'lms-sign-in-failed-zh');
      await failDialog.getByRole('button', button('确认配送失败')).click();
      await page.getByText(/已记录配送失败，货物已退回入库/).waitFor();
      await page.getByText('该线路所有站点已处理，线路已完成').waitFor();
      await page.locator('.ant-drawer:visible').getByText('店铺关门').first().waitFor();
      await screenshot(page, 'lms-logistics-order-failed-zh');
      expect(await onHand()).toBe(100 - 4 - 6 - 8 + 6);

      // 3. The sign-in list shows both; the delivered order shows its logistics order, line, driver and sign-in
      await visit(page, '/lms/sign_in/list');
      await page.locator('.ant-table-row:visible').filter({ hasText: signed.number }).getByText('王老板').waitFor();
      await page.locator('.ant-table-row:visible').filter({ hasText: failed.number }).getByText('客户店铺关门，电话无人接听').waitFor();
      await screenshot(page, 'lms-sign-in-list-zh');
      await visit(page, `/oms/order/detail?id=${orderIds[0]}`);
      const section = page.getByTestId('order-logistics').filter({ visible: true });
      await section.getByText(signed.number).waitFor();
      await section.getByText('王老板').waitFor();
      await section.getByText(`司机丙${attempt}`, { exact: false }).waitFor();
      await page.getByTestId('order-status').filter({ visible: true }).getByText('已送达').first().waitFor();
      await screenshot(page, 'lms-order-delivered-zh');

      // 4. The line's cash-up: each stop's amount to collect against what was collected, the short stop's difference and reason
      await visit(page, `/lms/line/detail?id=${line.id}`);
      const cashUp = page.getByTestId('line-cash-up').filter({ visible: true });
      const shortRow = cashUp.locator('.ant-table-row').filter({ hasText: short.number });
      await shortRow.getByText('-10.00').waitFor();
      await shortRow.getByText('客户少付10元，下次补').waitFor();
      await cashUp.locator('.ant-table-summary').getByText('-10.00').waitFor();
      await cashUp.scrollIntoViewIfNeeded();
      await screenshot(page, 'lms-line-cash-up-zh');
      await visit(page, `/lms/line/print?id=${line.id}&view=cash`);
      await page.getByTestId('line-cash-up-print').getByText('客户少付10元，下次补').waitFor();
      await screenshot(page, 'lms-line-cash-up-print-zh');

      const lines = await apiGet<List<{ id: number; status: number }>>(base, token, `/lms/lines?page_size=100&line_date=${day}`).catch(() => ({ list: [] as Array<{ id: number; status: number }> }));
      const done = lines.list.find((l) => l.id === line.id);
      if (done) expect(done.status).toBe(3);
      const after = (await apiGet<List<LogisticsOrder>>(base, token, `/lms/logistics_orders?start_date=${day}&end_date=${day}&warehouse_id=${warehouse.id}`)).list;
      expect(after.map((lo) => [lo.id, lo.status]).sort()).toEqual([[signed.id, 3], [short.id, 3], [failed.id, 4]].sort());
      const closed = await apiGet<{ status: number }>(base, token, `/oms/order/${orderIds[1]}`);
      expect(closed.status).toBe(0);
    } finally {
      await context.close();
    }
  });
});
