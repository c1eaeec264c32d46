import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectAccessible } from '../support/axe';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiLogin, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Category = { id: number; name: string; parent_id: number | null };
type Spec = { id: number; name: string; values: { id: number; value: string }[] };
type Store = { id: number };
type Role = { id: number };
type SpuSku = { spec_text: string; code: string; barcode: string | null; sale_price: string; unit_name: string; units: { unit_name: string; ratio: string }[] };
type SpuDetail = { id: number; name: string; status: number; reject_reason: string | null; cover: string | null; images: string[]; skus: SpuSku[] };
type List<T> = { list: T[] };

/** A plain square PNG of one colour. */
const squarePng = (r: number, g: number, b: number) => sharp({ create: { width: 320, height: 320, channels: 3, background: { r, g, b } } }).png().toBuffer();

const MERCH_PERMISSIONS = ['pms:spu:list', 'pms:spu:create', 'pms:spu:update', 'pms:spu:delete', 'pms:spu:submit', 'pms:spu:on_sale', 'pms:spu:off_sale', 'pms:category:list', 'pms:brand:list', 'pms:type:list', 'pms:spec:list', 'pms:unit_config:list', 'pms:setting:index'];
const MANAGER_PERMISSIONS = ['pms:spu:list', 'pms:spu:check'];
const BASE_NAME = '椰子水';
const REASON = '名称请写明产地';

const option = (page: Page, label: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${label}$`) });
const cell = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const errorOf = (field: Locator) => field.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-form-item ")][1]').locator('.ant-form-item-explain-error');
const tableRow = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });
const queueItem = (page: Page, name: string) => page.locator('.ant-list-item').getByRole('link', { name, exact: true });

/** A staff member of this tenant with a role of these permissions (made once: a retry finds them); returns the account. */
async function staffWith(token: string, key: string, name: string, phone: string, permissions: string[]): Promise<string> {
  const base = env.server.baseUrl;
  const account = `${env.account('admin').replace(/admin$/, '')}${key}`;
  const known = await apiGet<List<{ account: string }>>(base, token, `/staffs?name=${encodeURIComponent(name)}`);
  if (known.list.some((s) => s.account === account)) return account;
  const role = await apiPost<Role>(base, token, '/role', { name, permissions, data_scope: 1 });
  const stores = await apiGet<List<Store>>(base, token, '/stores?page_size=100');
  await apiPost(base, token, '/staff', { name, phone, account, password: 'demo1234', role_ids: [role.id], store_ids: [stores.list[0]!.id] });
  return account;
}

/** A spec with these values, made once (a retry finds it). */
async function specNamed(token: string, name: string, values: string[]): Promise<void> {
  const specs = await apiGet<List<Spec>>(env.server.baseUrl, token, '/pms/specs?page_size=100');
  if (!specs.list.some((s) => s.name === name)) await apiPost<Spec>(env.server.baseUrl, token, '/pms/spec', { name, values });
}

describe('a product goes through checking', () => {
  it('a merchandiser creates a product with two specs and a package unit and submits it; a manager rejects it with a reason; the author fixes and resubmits; the manager approves and it is on sale (zh-CN)', async () => {
    const base = env.server.baseUrl;
    const admin = await apiLogin(base, env.account('admin'), 'admin123');
    // Checking on (as the demo settings), codes from the prefix, 个 as the default unit.
    const setting = await apiGet<{ sku_code_mode: number; sku_code_prefix: string; default_unit_id: number | null }>(base, admin, '/pms/setting/goods');
    await apiPut(base, admin, '/pms/setting/goods', { spu_check: 1, sku_code_mode: 1, sku_code_prefix: setting.sku_code_prefix || 'TW', default_unit_id: setting.default_unit_id, allow_free_barcode: 0 });
    await specNamed(admin, '颜色', ['青皮', '白皮']);
    await specNamed(admin, '容量', ['330ml', '1L']);
    // Product names are unique: a retry after a failed attempt names its product anew.
    const earlier = await apiGet<List<{ name: string }>>(base, admin, `/pms/spus?keyword=${encodeURIComponent(BASE_NAME)}`);
    const NAME = earlier.list.length === 0 ? BASE_NAME : `${BASE_NAME}${earlier.list.length + 1}`;
    const FIXED_NAME = `泰国${NAME}`;
    const categories = await apiGet<Category[]>(base, admin, '/pms/categories');
    const leaf = categories.find((c) => c.parent_id !== null && !categories.some((child) => child.parent_id === c.id))!;
    const merch = await staffWith(admin, 'spumerch', '商品专员', env.sparePhone(10), MERCH_PERMISSIONS);
    const boss = await staffWith(admin, 'spuboss', '商品主管', env.sparePhone(11), MANAGER_PERMISSIONS);

    const author = await openPage(env.browser, base);
    const manager = await openPage(env.browser, base);
    try {
      const authorToken = await loginWithCookie(author.context, base, merch, 'demo1234');
      await loginWithCookie(manager.context, base, boss, 'demo1234');
      const page = author.page;

      // 1. The form: name, category, two specs with two values each → a matrix of four SKUs.
      await visit(page, '/pms/spu/add');
      await page.locator('#spu_name').fill(NAME);
      await page.getByLabel('商品分类', { exact: true }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').filter({ hasText: new RegExp(`^${leaf.name}$`) }).click();
      // Two images; the second is moved in front and becomes the cover.
      await page.locator('[data-testid="image-uploader"] input[type=file]').setInputFiles([
        { name: 'white.png', mimeType: 'image/png', buffer: await squarePng(235, 235, 225) },
        { name: 'green.png', mimeType: 'image/png', buffer: await squarePng(60, 150, 70) },
      ]);
      await page.getByRole('img', { name: '第 2 张图片' }).waitFor();
      const second = await page.getByRole('img', { name: '第 2 张图片' }).getAttribute('src');
      await page.getByRole('button', { name: '第 2 张前移' }).click();
      expect(await page.getByRole('img', { name: '第 1 张图片' }).getAttribute('src')).toBe(second);
      await page.getByLabel('商品规格', { exact: true }).click();
      await option(page, '颜色').click();
      await option(page, '容量').click();
      await page.keyboard.press('Escape');
      for (const value of ['青皮', '白皮', '330ml', '1L']) await page.getByRole('checkbox', { name: value }).check();
      await page.getByText('SKU 列表（4 个）').waitFor();
      expect(await page.locator('[data-testid="sku-matrix"] .ant-table-row').count()).toBe(4);

      // Batch fill: every SKU's sale price at once.
      await page.getByLabel('填充值', { exact: true }).fill('6.5');
      await page.getByRole('button', { name: '应用到全部 SKU' }).click();
      expect(await cell(page, '销售价 白皮 / 1L').inputValue()).toBe('6.50');
      await cell(page, '销售价 青皮 / 1L').fill('15');

      // A barcode with a wrong check digit is refused on its cell before anything is sent.
      await cell(page, '条码 青皮 / 330ml').fill('6901234567890');
      await cell(page, '条码 青皮 / 330ml').blur();
      await errorOf(cell(page, '条码 青皮 / 330ml')).filter({ hasText: '校验位' }).waitFor();
      await cell(page, '条码 青皮 / 330ml').fill('6900000888018');

      // 1 箱 = 1 个 passes the form but not the server: its 422 lands on the ratio's cell (skus.0.units.0.ratio).
      await page.getByRole('button', { name: '添加 包装单位 青皮 / 330ml' }).click();
      await page.getByRole('button', { name: '添加包装单位' }).click();
      await cell(page, '大单位 青皮 / 330ml').click();
      await option(page, '箱').click();
      await cell(page, '换算数量 青皮 / 330ml').fill('1');
      await page.getByRole('button', { name: '保存并提交审核' }).click();
      const ratioError = errorOf(cell(page, '换算数量 青皮 / 330ml'));
      await ratioError.waitFor();
      await ratioError.scrollIntoViewIfNeeded();
      await screenshot(page, 'pms-spu-form-cell-error-zh');
      // the pointer off the button it pressed: a hovered primary button is mid-transition in colour
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      await expectAccessible(page, 'SPU form with a cell error');
      await cell(page, '换算数量 青皮 / 330ml').fill('12');
      await page.getByRole('button', { name: '保存并提交审核' }).click();
      await page.getByText('已提交审核').waitFor();
      await page.waitForURL(/\/pms\/spu\/list/);

      const list = await apiGet<List<{ id: number; name: string; status: number }>>(base, authorToken, `/pms/spus?keyword=${encodeURIComponent(NAME)}`);
      const spuId = list.list[0]!.id;
      expect(list.list[0]).toMatchObject({ name: NAME, status: 1 });
      await tableRow(page, NAME).getByText('待审核').waitFor();
      await screenshot(page, 'pms-spu-list-zh');
      await expectAccessible(page, 'SPU list');

      // 2. The manager rejects it: a reason is required.
      const check = manager.page;
      await visit(check, '/pms/spu/check');
      await queueItem(check, NAME).click();
      await check.locator('[data-testid="spu-check-detail"]').getByText(NAME).first().waitFor();
      await check.locator('[data-testid="check-skus"] .ant-table-row').filter({ hasText: '1箱=12个' }).waitFor();
      await screenshot(check, 'pms-spu-check-zh');
      await expectAccessible(check, 'SPU check page');
      await check.getByRole('button', { name: /驳\s*回/ }).click();
      const modal = check.locator('.ant-modal').filter({ has: check.locator('form#spu_reject') });
      await modal.getByRole('button', { name: /驳\s*回/ }).click();
      await modal.getByText('请填写驳回原因，提交人会看到它').waitFor();
      await expectAccessible(check, 'SPU reject dialog');
      await modal.getByLabel('驳回原因').fill(REASON);
      await modal.getByRole('button', { name: /驳\s*回/ }).click();
      await check.getByText('已驳回').first().waitFor();
      await queueItem(check, NAME).waitFor({ state: 'detached' });

      // 3. The author sees the reason on the rejected tab and on the form, fixes the name and submits again.
      await visit(page, '/pms/spu/list');
      await page.getByRole('tab', { name: /已驳回/ }).click();
      await tableRow(page, NAME).getByText(REASON).waitFor();
      await tableRow(page, NAME).getByRole('button', { name: /编\s*辑/ }).click();
      await page.locator('[data-testid="reject-reason"]').getByText(REASON).waitFor();
      await page.locator('#spu_name').fill(FIXED_NAME);
      await page.getByRole('button', { name: '保存并提交审核' }).click();
      await page.getByText('已提交审核').waitFor();
      expect((await apiGet<SpuDetail>(base, authorToken, `/pms/spu/${spuId}`)).status).toBe(1);

      // 4. The manager approves it.
      await visit(check, '/pms/spu/check');
      await queueItem(check, FIXED_NAME).click();
      await check.locator('[data-testid="spu-check-detail"]').getByText(FIXED_NAME).first().waitFor();
      await check.getByRole('button', { name: /审核通过/ }).click();
      await confirmPopconfirm(check, `确定审核通过并上架「${FIXED_NAME}」吗？`);
      await check.getByText('已审核通过，商品已上架').waitFor();

      // 5. On sale, with its four SKUs and the package unit.
      await visit(page, '/pms/spu/list');
      await page.getByRole('tab', { name: /已上架/ }).click();
      await tableRow(page, FIXED_NAME).getByText('已上架').waitFor();
      const spu = await apiGet<SpuDetail>(base, authorToken, `/pms/spu/${spuId}`);
      expect(spu).toMatchObject({ name: FIXED_NAME, status: 2 });
      expect(spu.images).toHaveLength(2);
      expect(spu.cover).toBe(spu.images[0]);
      expect(spu.skus.map((s) => [s.spec_text, s.sale_price])).toEqual([
        ['青皮 / 330ml', '6.50'],
        ['青皮 / 1L', '15.00'],
        ['白皮 / 330ml', '6.50'],
        ['白皮 / 1L', '6.50'],
      ]);
      expect(spu.skus[0]).toMatchObject({ barcode: '6900000888018', units: [{ unit_name: '箱', ratio: '12' }] });
      expect(spu.skus.every((s) => s.code !== '' && s.unit_name !== '')).toBe(true);

      // 6. A new name for the product on sale sends it back to checking; the check page shows what changed.
      const renamed = `${FIXED_NAME}（整箱）`;
      await tableRow(page, FIXED_NAME).getByRole('button', { name: /编\s*辑/ }).click();
      await page.locator('#spu_name').fill(renamed);
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByText('已保存：名称或图片有改动，商品需重新审核').waitFor();
      await visit(check, '/pms/spu/check');
      await queueItem(check, renamed).click();
      const changedName = check.locator('[data-testid="check-name"]');
      expect(await changedName.locator('del').innerText()).toBe(FIXED_NAME);
      await changedName.getByText(renamed).waitFor();
      await screenshot(check, 'pms-spu-check-changes-zh');
      await check.getByRole('button', { name: /审核通过/ }).click();
      await confirmPopconfirm(check, `确定审核通过并上架「${renamed}」吗？`);
      await check.getByText('已审核通过，商品已上架').waitFor();
      expect((await apiGet<SpuDetail>(base, authorToken, `/pms/spu/${spuId}`)).status).toBe(2);
    } finally {
      await author.context.close();
      await manager.context.close();
    }
  });
});
