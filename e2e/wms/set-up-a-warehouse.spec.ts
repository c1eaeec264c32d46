import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseArea, confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Warehouse = { id: number; name: string; code: string; store_id: number; store_name: string; area_string: string | null; longitude: number | null; default_location_code: string | null; managers: { id: number; name: string }[] };
type Location = { id: number; code: string; is_default: number };
type Setting = { over_receipt_percent: string; store_warehouses: { store_id: number; warehouse_id: number }[] };
type List<T> = { list: T[] };

/** vitest runs a failed test once more on the same tenant: each attempt makes a warehouse of its own. */
let attempt = 0;

const tableRow = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });
const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });

describe('a warehouse lead sets up a warehouse through its pages', () => {
  it('creates a warehouse with its address, adds a manager, makes locations by a pattern, sets the default location and saves the warehouse settings (zh-CN)', async () => {
    attempt += 1;
    const [name, code] = [`华东${attempt}号仓`, `WH-E2E-${attempt}`];
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const token = await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');

      // 1. The form refuses a warehouse without name and code, then saves one with an address and coordinates.
      await visit(page, '/wms/warehouse/add');
      await page.getByRole('button', button('保存')).click();
      await page.getByText('请输入仓库名称').waitFor();
      await page.getByText('请输入仓库编码').waitFor();
      await page.getByLabel('仓库名称').scrollIntoViewIfNeeded();
      await screenshot(page, 'wms-warehouse-form-errors-zh');
      await page.getByLabel('仓库名称').fill(name);
      await page.getByLabel('仓库编码').fill(code);
      await page.getByLabel('所在地区').click();
      await chooseArea(page, ['浙江省', '杭州市', '西湖区']);
      await page.keyboard.press('Escape');
      await page.getByLabel('详细地址').fill('文三路 90 号');
      await page.getByLabel('经度').fill('120.1301');
      await page.getByLabel('纬度').fill('30.2799');
      await page.getByLabel('联系人').fill('刘仓管');
      await page.getByLabel('联系电话').fill('13900001111');
      await page.getByRole('button', button('保存')).click();
      await page.locator('.ant-message').getByText('新增成功').waitFor();
      await page.waitForURL(/\/wms\/warehouse\/list/);
      const row = tableRow(page, code);
      await row.getByText('文三路 90 号').waitFor();
      const warehouses = await apiGet<List<Warehouse>>(env.server.baseUrl, token, '/wms/warehouses?all_stores=1&page_size=100');
      const warehouse = warehouses.list.find((w) => w.code === code)!;
      expect(warehouse).toMatchObject({ name, area_string: expect.stringContaining('西湖区') as string, longitude: 120.1301, managers: [] });

      // 2. A manager picked by department with the employee picker.
      await row.getByRole('button', { name: '管理员' }).click();
      await page.waitForURL(/\/wms\/warehouse\/manager\?id=/);
      await page.getByRole('button', { name: /按部门选择/ }).click();
      const picker = page.locator('.ant-modal').filter({ hasText: '选择员工' });
      await picker.locator('.ant-tree').getByText(/^仓储部/).click();
      await picker.locator('.ant-table-row').filter({ hasText: '杨强' }).locator('.ant-checkbox-input').check();
      await picker.getByRole('button', button('确定')).click();
      await picker.waitFor({ state: 'hidden' });
      await page.locator('.ant-select').getByText('杨强').waitFor();
      await page.getByRole('button', button('保存')).click();
      await page.locator('.ant-message').getByText('管理员已保存').waitFor();
      await page.waitForURL(/\/wms\/warehouse\/list/);
      await tableRow(page, code).getByText('杨强').waitFor();
      await screenshot(page, 'wms-warehouse-list-zh');

      // 3. Locations A-01..03-01..02 by a pattern, previewed as typed.
      await tableRow(page, code).getByRole('button', button('库位')).click();
      await page.waitForURL(/\/wms\/stock\/location\?warehouse_id=/);
      await page.getByRole('button', { name: /批量生成/ }).click();
      const batch = page.locator('.ant-modal').filter({ has: page.locator('form#location_batch') });
      await batch.getByLabel('编码规则').fill('A-01..03-01..02');
      await batch.getByText('将生成 6 个库位').waitFor();
      expect(await batch.getByTestId('location-preview').locator('.ant-tag').allInnerTexts()).toEqual(['A-01-01', 'A-01-02', 'A-02-01', 'A-02-02', 'A-03-01', 'A-03-02']);
      await batch.getByLabel('库区').fill('A');
      await screenshot(page, 'wms-location-batch-zh');
      await batch.getByRole('button', button('保存')).click();
      await page.locator('.ant-message').getByText('已生成 6 个库位').waitFor();
      await tableRow(page, 'A-03-02').waitFor();
      expect(await page.locator('.ant-table-row:visible').count()).toBe(6);

      // 4. The default location.
      await tableRow(page, 'A-01-01').getByRole('button', { name: '设为默认' }).click();
      await page.locator('.ant-message').getByText('默认库位已更新').waitFor();
      await tableRow(page, 'A-01-01').getByText('默认', { exact: true }).waitFor();
      await screenshot(page, 'wms-locations-zh');
      const locations = await apiGet<List<Location>>(env.server.baseUrl, token, `/wms/locations?warehouse_id=${warehouse.id}`);
      expect(locations.list.filter((l) => l.is_default === 1).map((l) => l.code)).toEqual(['A-01-01']);
      expect((await apiGet<Warehouse>(env.server.baseUrl, token, `/wms/warehouse/${warehouse.id}`)).default_location_code).toBe('A-01-01');

      // 5. The warehouse settings: a tolerance and the store's default warehouse.
      await visit(page, '/system/setting/warehouse');
      await page.getByLabel('超收比例').fill('5');
      await page.getByLabel(`${warehouse.store_name} 默认仓库`).click();
      await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
      await page.getByRole('button', button('保存')).click();
      await page.locator('.ant-message').getByText('修改成功').waitFor();
      await screenshot(page, 'wms-warehouse-setting-zh');
      const setting = await apiGet<Setting>(env.server.baseUrl, token, '/wms/setting/warehouse');
      expect(setting.over_receipt_percent).toMatch(/^5(\.0+)?$/);
      expect(setting.store_warehouses).toContainEqual(expect.objectContaining({ store_id: warehouse.store_id, warehouse_id: warehouse.id }));
    } finally {
      await context.close();
    }
  });

  it('reads English: the new warehouse form starts from the negative stock setting; on the locations page a refused pattern, the preview, a location deleted after asking (en-US)', async () => {
    attempt += 1;
    const { context, page } = await openPage(env.browser, env.server.baseUrl, { storedLocale: 'en-US' });
    try {
      const token = await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      // A new warehouse's form starts from the settings' negative stock default.
      await apiPut(env.server.baseUrl, token, '/wms/setting/warehouse', { allow_negative: 1, over_receipt_percent: 5, receiving_audit: 1 });
      await visit(page, '/wms/warehouse/add');
      await page.getByRole('switch', { name: 'Negative stock allowed' }).and(page.locator('[aria-checked="true"]')).waitFor();
      await apiPut(env.server.baseUrl, token, '/wms/setting/warehouse', { allow_negative: 0, over_receipt_percent: 5, receiving_audit: 1 });

      const warehouse = await apiPost<Warehouse>(env.server.baseUrl, token, '/wms/warehouse', { name: `North ${attempt}`, code: `WH-EN-${attempt}` });
      await visit(page, `/wms/stock/location?warehouse_id=${warehouse.id}`);
      await page.getByText('No locations yet').waitFor();
      await page.getByRole('button', { name: /Create by pattern/ }).click();
      const batch = page.locator('.ant-modal').filter({ has: page.locator('form#location_batch') });
      await batch.getByLabel('Code pattern').fill('B-05..01');
      await batch.getByText('Invalid pattern: e.g. A-01..10-01..05, each range from low to high').waitFor();
      await batch.getByLabel('Code pattern').fill('B-1..3');
      await batch.getByText('3 locations will be made').waitFor();
      await screenshot(page, 'wms-location-batch-en');
      await batch.getByRole('button', { name: 'Save' }).click();
      await page.locator('.ant-message').getByText('3 locations created').waitFor();

      await tableRow(page, 'B-2').getByRole('button', { name: 'Delete' }).click();
      await confirmPopconfirm(page, 'Delete the location B-2? One holding stock cannot be deleted.');
      await page.locator('.ant-message').getByText('Deleted').waitFor();
      await tableRow(page, 'B-2').waitFor({ state: 'detached' });
      const locations = await apiGet<List<Location>>(env.server.baseUrl, token, `/wms/locations?warehouse_id=${warehouse.id}`);
      expect(locations.list.map((l) => l.code)).toEqual(['B-1', 'B-3']);
      await screenshot(page, 'wms-locations-en');
    } finally {
      await context.close();
    }
  });
});
