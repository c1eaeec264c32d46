import { describe, expect, it } from 'vitest';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Sku = { id: number; code: string; unit_id: number };
type Plan = { id: number; status: number; lines: Array<{ id: number; car_plate: string; line_id: number | null; stops: Array<{ logistics_order_id: number; logistics_order_no: string; order_id: number; customer_name: string; locked: number }> }> };

/** vitest runs a failed test once more on the same tenant: each attempt makes its own goods, customers and day. */
let attempt = 0;
const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });
// points around Pudong, GCJ-02, in two clusters ~7 km apart, all wanted between 8:00 and 8:45: one car
// cannot serve both in time (10 minutes a stop), so the plan needs both cars
const PLACES: Array<[number, number, string]> = [
  [121.5445, 31.2213, '08:00-08:45'],
  [121.5501, 31.2262, '08:00-08:45'],
  [121.5389, 31.2302, '08:00-08:45'],
  [121.6012, 31.1902, '08:00-08:45'],
  [121.6088, 31.1855, '08:00-08:45'],
  [121.6131, 31.1961, '08:00-08:45'],
];

describe('a dispatcher plans tomorrow’s deliveries', () => {
  it('runs smart routing on the map, moves a stop to the other line, confirms, puts a waiting stop back on a line from the map and prints the sheet of the line it moved to', async () => {
    attempt += 1;
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const base = env.server.baseUrl;
      const token = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      const tomorrow = new Date(Date.now() + (1 + (attempt - 1) * 2) * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

      // Goods in stock, the logistics settings (depot, 1 s of solving), a car model, two cars with drivers — through the API
      const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
      const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
      const unit = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `箱L${attempt}`, allow_decimal: 0 });
      const spec = await apiPost<{ id: number; values: Array<{ id: number }> }>(base, token, '/pms/spec', { name: `规L${attempt}`, values: ['大', '小'] });
      const spu = await apiPost<{ id: number }>(base, token, '/pms/spu', {
        name: `配送大米${attempt}`,
        category_id: leaf.id,
        spec_ids: [spec.id],
        skus: spec.values.map((v, i) => ({ spec_value_ids: [v.id], code: `LINE${attempt}-0${i + 1}`, unit_id: unit.id, sale_price: '20.00', cost_price: '12.00' })),
      });
      await apiPut(base, token, `/pms/spu/${spu.id}/submit`, {}).catch(() => undefined);
      await apiPut(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' }).catch(() => undefined);
      const skus = (await apiGet<List<Sku>>(base, token, `/pms/skus?keyword=LINE${attempt}-0&sort=code&order=asc`)).list;
      const warehouse = await apiPost<{ id: number }>(base, token, '/wms/warehouse', { name: `配送仓${attempt}`, code: `WH-LINE-${attempt}` });
      const location = await apiPost<{ id: number }>(base, token, '/wms/location', { warehouse_id: warehouse.id, code: 'L-01' });
      await apiPut(base, token, `/wms/warehouse/${warehouse.id}/default_location`, { location_id: location.id });
      const entry = await apiPost<{ id: number; status: number }>(base, token, '/wms/warehousing_entry', {
        type: 6,
        warehouse_id: warehouse.id,
        lines: skus.map((s) => ({ sku_id: s.id, unit_id: s.unit_id, qty: 200, price: 12, location_id: location.id })),
      });
      if (entry.status === 0) await apiPut(base, token, `/wms/warehousing_entry/${entry.id}/audit`, {});
      await apiPut(base, token, '/lms/setting', {
        use_warehouse_depot: 0, depot_longitude: 121.5268, depot_latitude: 31.2186, average_speed_kmh: 30, service_minutes: 10, road_factor: 1.3,
        solve_seconds: 1, routing_url: '', delivery_earning_basis: 1, driver_rate: '0', helper_rate: '0', carry_fee_rate: '0',
      });
      const model = await apiPost<{ id: number }>(base, token, '/lms/car_model', { name: `依维柯${attempt}`, capacity_weight: '1500', capacity_volume: '10' });
      const plates = [`沪A${attempt}L001`, `沪A${attempt}L002`];
      for (const [i, plate] of plates.entries()) {
        const driver = await apiPost<{ id: number }>(base, token, '/lms/worker', { name: `司机${'甲乙'[i]}${attempt}`, phone: env.sparePhone(attempt * 10 + i), type: 1, licence_no: `310115198${attempt}${i}0001`, licence_class: 'C1' });
        await apiPost(base, token, '/lms/car', { plate, car_model_id: model.id, default_driver_id: driver.id });
      }

      // Six customers' orders for tomorrow (an early slot offered by the order settings), audited, picked and shipped: each outbound makes its logistics order
      await apiPut(base, token, '/oms/setting', { auto_audit: 0, cutoff_time: null, min_order_amount: 0, time_slots: ['08:00-08:45', '08:00-12:00', '14:00-18:00'] });
      const orderIds: number[] = [];
      for (const [i, [lng, lat, slot]] of PLACES.entries()) {
        const customer = await apiPost<{ id: number }>(base, token, '/crm/customer', {
          name: `排线客户${attempt}-${i + 1}`, phone: env.sparePhone(attempt * 10 + 2 + i), address: `浦东新区配送路 ${i + 1} 号`, longitude: lng, latitude: lat,
        });
        const order = await apiPost<{ id: number; status: number }>(base, token, '/oms/order', {
          customer_id: customer.id, warehouse_id: warehouse.id, delivery_date: tomorrow, time_slot: slot, pay_type: 1,
          items: [{ sku_id: skus[i % 2].id, unit_id: skus[i % 2].unit_id, qty: 3 + i }],
        });
        if (order.status === 1) await apiPut(base, token, `/oms/order/${order.id}/audit`, {});
        orderIds.push(order.id);
      }
      const wave = await apiPost<{ id: number; items: Array<{ id: number; qty: string }> }>(base, token, '/wms/picking_list', { warehouse_id: warehouse.id, delivery_date: tomorrow, order_ids: orderIds });
      const pickers = await apiGet<Array<{ id: number; kind: 'staff' | 'worker' }>>(base, token, '/wms/picking_task/pickers');
      const picker = pickers.find((p) => p.kind === 'staff')!;
      const task = await apiPost<{ id: number; items: Array<{ id: number; qty: string }> }>(base, token, '/wms/picking_task', { list_id: wave.id, picker_id: picker.id, item_ids: wave.items.map((i) => i.id) });
      await apiPut(base, token, `/wms/picking_task/${task.id}/confirm`, { lines: task.items.map((i) => ({ item_id: i.id, picked_qty: i.qty, short_reason: null })) });
      await apiPut(base, token, `/wms/picking_task/${task.id}/finish`, {});
      const outbounds = await apiPost<{ ids: number[] }>(base, token, `/wms/picking_list/${wave.id}/outbound`, {});
      for (const id of outbounds.ids) await apiPut(base, token, `/wms/outbound_delivery_order/${id}/audit`, {});

      // 1. The map of tomorrow: the six waiting orders; smart routing runs as a job with progress and proposes lines
      await page.goto(`/lms/line_map/index?date=${tomorrow}`);
      await page.getByText(/待排线 6 单/).filter({ visible: true }).waitFor();
      await page.locator('[data-testid^="stop-marker-"]').nth(5).waitFor();
      await screenshot(page, 'lms-line-map-waiting-zh');
      await page.getByRole('button', button('智能排线')).filter({ visible: true }).click();
      const panel = page.getByTestId('plan-panel').filter({ visible: true });
      await panel.getByText('待确认').waitFor({ timeout: 30_000 });
      await page.getByTestId('route-1').filter({ visible: true }).waitFor();
      await screenshot(page, 'lms-line-map-proposal-zh');
      const plans = await apiGet<List<{ id: number; status: number }>>(base, token, `/lms/route_plans?date=${tomorrow}`);
      const planId = plans.list.find((p) => p.status === 1)!.id;
      const proposal = await apiGet<Plan>(base, token, `/lms/route_plan/${planId}`);
      expect(proposal.lines.length).toBeGreaterThanOrEqual(2);

      // 2. Pick a stop of the first line on the map and move it to the second line
      const [first, second] = proposal.lines;
      const moved = first.stops[0];
      await page.getByTestId(`stop-marker-${moved.logistics_order_id}`).click();
      const stopPanel = page.getByTestId('stop-panel').filter({ visible: true });
      await stopPanel.getByText(moved.customer_name).first().waitFor();
      await stopPanel.locator('.ant-select').click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: second.car_plate }).click();
      await stopPanel.getByText(new RegExp(second.car_plate)).first().waitFor();
      const edited = await apiGet<Plan>(base, token, `/lms/route_plan/${planId}`);
      expect(edited.lines.find((l) => l.id === second.id)!.stops.map((s) => s.logistics_order_id)).toContain(moved.logistics_order_id);
      await screenshot(page, 'lms-line-map-moved-zh');

      // 3. Confirm: the proposal becomes lines, the map shows the day's lines
      await panel.getByRole('button', button('确认排线')).click();
      await confirmPopconfirm(page, /按方案生成 \d+ 条线路？/);
      await page.getByText(/已生成 \d+ 条线路/).waitFor();
      const confirmed = await apiGet<Plan>(base, token, `/lms/route_plan/${planId}`);
      expect(confirmed.status).toBe(2);
      const lineId = confirmed.lines.find((l) => l.id === second.id)!.line_id!;
      await page.getByText('当天线路').filter({ visible: true }).waitFor();

      // 3b. A stop taken off the line waits again; picked on the map, it goes back onto the planned line (where it adds least)
      const putBack = second.stops[0];
      await apiPut(base, token, `/lms/line/${lineId}/remove_stop`, { logistics_order_id: putBack.logistics_order_id });
      await page.reload();
      await page.getByText(/待排线 1 单/).filter({ visible: true }).waitFor();
      await page.getByTestId(`stop-marker-${putBack.logistics_order_id}`).click();
      const waitingPanel = page.getByTestId('stop-panel').filter({ visible: true });
      await waitingPanel.getByText(putBack.customer_name).first().waitFor();
      await waitingPanel.getByText('未排线').waitFor();
      await waitingPanel.locator('.ant-select').click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: second.car_plate }).click();
      await page.getByText(/已排入/).first().waitFor();
      const putOn = await apiGet<{ stops: Array<{ logistics_order_id: number }>; logs: Array<{ action: string }> }>(base, token, `/lms/line/${lineId}`);
      expect(putOn.stops.map((s) => s.logistics_order_id)).toContain(putBack.logistics_order_id);
      expect(putOn.logs.map((l) => l.action)).toEqual(expect.arrayContaining(['remove_stop', 'add_stop']));
      await screenshot(page, 'lms-line-map-put-on-zh');

      // 3c. With map tiles set (a host other than the app's: localhost for 127.0.0.1), the map loads them: the
      // page's Content-Security-Policy names the tile host (a refused tile fails the spec, support/setup.ts)
      await apiPut(base, token, '/oms/map_setting', { map_tile_url: `${base.replace('127.0.0.1', 'localhost')}/favicon.svg?z={z}&x={x}&y={y}` });
      await page.reload();
      await expect.poll(() => page.locator('img.leaflet-tile-loaded').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await apiPut(base, token, '/oms/map_setting', { map_tile_url: '' });

      // 4. The driver's sheet of the line the stop moved to (a line departed, signed and completed: first-delivery-day.spec.ts)
      await visit(page, `/lms/line/print?id=${lineId}`);
      const sheet = page.getByTestId('line-print');
      await sheet.getByText(moved.customer_name).first().waitFor();
      await sheet.getByText(second.car_plate).first().waitFor();
      await screenshot(page, 'lms-line-print-zh');
    } finally {
      await context.close();
    }
  });
});
