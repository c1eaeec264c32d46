import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiPost, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Category = { id: number; name: string; parent_id: number | null; level: number };

const treeRow = (page: Page, name: string) => page.locator('.ant-tree-treenode').filter({ has: page.getByText(name, { exact: true }) });
const dialog = (page: Page, form: string) => page.locator('.ant-modal').filter({ has: page.locator(`form#${form}`) });
const save = (page: Page, form: string) => dialog(page, form).getByRole('button', { name: /保\s*存|Save/ }).click();
const confirmDelete = (page: Page, name: string) => confirmPopconfirm(page, `确定删除分类「${name}」吗？`);
const tableRow = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

describe('a merchandiser builds the goods catalogue through its pages', () => {
  it('adds a subcategory, moves a category by dragging, adds a brand, a unit and a spec with values; a category with children or goods cannot be deleted (zh-CN)', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const token = await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');

      // 1. A subcategory under 休闲零食 (the demo catalogue's), after the form refused an empty name.
      await visit(page, '/pms/category/list');
      await treeRow(page, '休闲零食').getByRole('button', { name: '新增下级' }).click();
      await save(page, 'category');
      await dialog(page, 'category').getByText('请输入名称').waitFor();
      await screenshot(page, 'pms-category-form-errors-zh');
      await dialog(page, 'category').getByLabel('分类名称').fill('海苔');
      await save(page, 'category');
      await dialog(page, 'category').waitFor({ state: 'detached' });
      await treeRow(page, '海苔').waitFor();
      await screenshot(page, 'pms-category-tree-zh');
      const categories = await apiGet<Category[]>(env.server.baseUrl, token, '/pms/categories');
      expect(categories.find((c) => c.name === '海苔')).toMatchObject({ parent_id: categories.find((c) => c.name === '休闲零食')!.id, level: 2 });

      // 2. Dragging 啤酒 onto 食用油 moves it under it, a third level.
      const title = (name: string) => treeRow(page, name).getByText(name, { exact: true });
      const reloaded = page.waitForResponse((r) => r.url().includes('/api/v1/pms/categories'));
      await title('啤酒').dragTo(title('食用油'), { targetPosition: { x: 40, y: 12 } });
      await reloaded;
      const moved = await apiGet<Category[]>(env.server.baseUrl, token, '/pms/categories');
      expect(moved.find((c) => c.name === '啤酒')).toMatchObject({ parent_id: moved.find((c) => c.name === '食用油')!.id, level: 3 });
      await treeRow(page, '啤酒').getByText('3 级').waitFor();

      // 3. Deleting the parent is refused with the reason, and it stays.
      await treeRow(page, '休闲零食').getByRole('button', { name: /删\s*除/ }).click();
      await confirmDelete(page, '休闲零食');
      await page.getByText('该分类下还有子分类，无法删除').waitFor();
      await treeRow(page, '休闲零食').waitFor();

      // 3b. 海苔 has no subcategory, but once a product sits in it, deleting it is refused with that reason.
      const units = await apiGet<{ list: Array<{ id: number; name: string }> }>(env.server.baseUrl, token, '/pms/unit_configs?page_size=100');
      const bag = units.list.find((u) => u.name === '包')!.id;
      const seaweed = categories.find((c) => c.name === '海苔')!.id;
      await apiPost(env.server.baseUrl, token, '/pms/spu', { name: '波力海苔', category_id: seaweed, spec_ids: [], skus: [{ spec_value_ids: [], unit_id: bag, sale_price: '6.50' }] });
      await treeRow(page, '海苔').getByRole('button', { name: /删\s*除/ }).click();
      await confirmDelete(page, '海苔');
      await page.getByText('该分类下还有商品，无法删除').waitFor();
      await treeRow(page, '海苔').waitFor();

      // 4. A brand: its initial comes from the pinyin.
      await visit(page, '/pms/brand/list');
      await page.getByRole('button', { name: /新增品牌/ }).click();
      await dialog(page, 'brand').getByLabel('品牌名称').fill('徐福记');
      await save(page, 'brand');
      await dialog(page, 'brand').waitFor({ state: 'detached' });
      expect(await tableRow(page, '徐福记').locator('td').nth(2).innerText()).toBe('X');

      // 5. A unit sold by weight.
      await visit(page, '/pms/unit_config/list');
      await page.getByRole('button', { name: /新增单位/ }).click();
      await dialog(page, 'unit').getByLabel('单位名称').fill('两');
      await dialog(page, 'unit').getByLabel('允许小数').click();
      await save(page, 'unit');
      await dialog(page, 'unit').waitFor({ state: 'detached' });
      await tableRow(page, '两').getByText('是').waitFor();

      // 6. A spec with values in order; a repeated value is refused until fixed.
      await visit(page, '/pms/spec/list');
      await page.getByRole('button', { name: /新增规格/ }).click();
      const spec = dialog(page, 'spec');
      await spec.getByLabel('规格名称').fill('尺码');
      for (const [i, value] of ['小号', '大号', '小号'].entries()) {
        if (i > 0) await spec.getByRole('button', { name: /添加规格值/ }).click();
        await spec.getByLabel(`规格值 ${i + 1}`).fill(value);
      }
      await save(page, 'spec');
      await spec.getByText('规格值不能重复').waitFor();
      await spec.getByLabel('规格值 3').fill('中号');
      await save(page, 'spec');
      await spec.waitFor({ state: 'detached' });
      expect(await tableRow(page, '尺码').locator('.ant-tag').allInnerTexts()).toEqual(['小号', '大号', '中号']);
    } finally {
      await context.close();
    }
  });
});
