import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseArea, confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiLogin, apiPost, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/** A demo sales rep (role 销售: contacts and files yes). */
/** 李娜 of the spec's tenant (its account is known once the tenant is seeded). */
const REP = {
  get account() {
    return env.account('lina');
  },
  password: 'demo1234',
};
const CUSTOMER = { name: '百味粮油商行', phone: '13955550301' };

type ContactRow = { id: number; name: string; phone: string; status: number; is_master: number; area_string: string | null };
type FileRow = { id: number; name: string; size: number; remark: string | null };
type AddressRow = { id: number; address: string; is_default: number; location_source: string | null; longitude: string | null; province_id: number; city_id: number | null; area_id: number | null };

const drawer = (page: Page) => page.locator('.customer-drawer .ant-drawer-section');
const modal = (page: Page, title: string) => page.locator('.ant-modal').filter({ hasText: title });
const save = (page: Page, title: string) => modal(page, title).locator('.ant-modal-footer').getByRole('button', { name: /保\s*存/ });

/** In an open area cascader: 浙江省 / 杭州市 / 西湖区. Choosing the last level closes it (an Escape then would close the dialog). */
async function pickWestLake(page: Page): Promise<void> {
  await chooseArea(page, ['浙江省', '杭州市', '西湖区']);
  await expect.poll(() => page.locator('.ant-cascader-dropdown:visible').count()).toBe(0);
}

async function openDrawer(page: Page): Promise<void> {
  await visit(page, '/crm/customer/list');
  await page.locator('.ant-table-row').filter({ hasText: CUSTOMER.name }).getByText(CUSTOMER.name, { exact: true }).click();
  await drawer(page).getByTestId('customer-drawer-title').getByText(CUSTOMER.name).waitFor();
}

describe('a sales rep keeps a customer’s contacts, addresses and files in the drawer', () => {
  it('adds, edits and deletes a contact with the contract’s messages (the main contact cannot be deleted), and delivery addresses pinned or approximate, making one the default', async () => {
    const token = await apiLogin(env.server.baseUrl, REP.account, REP.password);
    const { id: customerId } = await apiPost<{ id: number }>(env.server.baseUrl, token, '/crm/customer', CUSTOMER);

    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, REP.account, REP.password);
      await openDrawer(page);
      const panel = drawer(page);
      await panel.getByRole('tab', { name: '联系人' }).click();
      const table = panel.getByTestId('contact-table');
      // The customer's own contact is the main one: tagged, and without a delete action.
      const master = table.locator('.ant-table-row').filter({ hasText: '主联系人' });
      await master.getByText(CUSTOMER.phone).waitFor();
      expect(await master.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);

      await panel.getByRole('button', { name: /新增联系人/ }).click();
      const form = modal(page, '新增联系人');
      await save(page, '新增联系人').click();
      await form.getByText('请输入名字').waitFor();
      await form.getByText('请输入手机号').waitFor();
      await form.getByText('请选择所在地区').waitFor();
      await form.getByLabel('姓名').fill('王');
      await form.getByLabel('手机号').fill('1395555');
      await save(page, '新增联系人').click();
      await form.getByText('长度在 2 到 15 个字符').waitFor();
      await form.getByText('请输入正确的手机号').waitFor();

      await form.getByLabel('姓名').fill('王采购');
      await form.getByLabel('手机号').fill('13955550302');
      await form.getByLabel('所在地区').click();
      await pickWestLake(page);
      await screenshot(page, 'crm-contact-form-zh');
      await save(page, '新增联系人').click();
      await page.locator('.ant-message').getByText('新增成功').waitFor();
      await form.waitFor({ state: 'detached' });

      // A blank form saves a disabled contact (status 0).
      const added = table.locator('.ant-table-row').filter({ hasText: '王采购' });
      await added.getByText('禁用').waitFor();
      await added.getByText('浙江省 杭州市 西湖区').waitFor();

      await added.getByRole('button', { name: /编\s*辑/ }).click();
      const edit = modal(page, '编辑联系人');
      await edit.getByLabel('姓名').fill('王经理');
      await edit.getByText('正常', { exact: true }).click();
      await save(page, '编辑联系人').click();
      await page.locator('.ant-message').getByText('修改成功').waitFor();
      const edited = table.locator('.ant-table-row').filter({ hasText: '王经理' });
      await edited.getByText('正常').waitFor();
      await screenshot(page, 'crm-customer-drawer-contacts-zh');

      const [contact] = (await apiGet<{ list: ContactRow[] }>(env.server.baseUrl, token, `/crm/customer/${customerId}/users`)).list.filter((c) => c.is_master !== 1);
      expect(contact).toMatchObject({ name: '王经理', phone: '13955550302', status: 1, area_string: '浙江省 杭州市 西湖区' });

      await edited.getByRole('button', { name: /删\s*除/ }).click();
      await confirmPopconfirm(page, '确定删除联系人「王经理」吗？');
      await page.locator('.ant-message').getByText('删除成功').waitFor();
      await edited.waitFor({ state: 'detached' });
      const left = (await apiGet<{ list: ContactRow[] }>(env.server.baseUrl, token, `/crm/customer/${customerId}/users`)).list;
      expect(left.map((c) => c.is_master)).toEqual([1]);

      // delivery addresses: one pinned on the map, one without a pin (its district's centre, approximate)
      await panel.getByRole('tab', { name: '收货地址' }).click();
      await panel.getByText('暂无收货地址').waitFor();
      const addresses = panel.getByTestId('address-table');

      const add = async (street: string, pin: boolean) => {
        await panel.getByRole('button', { name: /新增收货地址/ }).click();
        const form = modal(page, '新增收货地址');
        await form.getByLabel('收货人', { exact: true }).fill('李店长');
        await form.getByLabel('收货人手机号').fill('13955550303');
        await form.getByLabel('所在地区').click();
        await pickWestLake(page);
        await form.getByLabel('详细地址').fill(street);
        if (pin) {
          await form.getByTestId('address-map').click({ position: { x: 240, y: 120 } });
          await form.getByTestId('address-pin-state').getByText(/已标注：/).waitFor();
          await screenshot(page, 'crm-address-form-zh');
        } else await form.getByText('未标注：保存后使用所在区县的中心位置（近似）', { exact: false }).waitFor();
        await save(page, '新增收货地址').click();
        await page.locator('.ant-message').getByText('新增成功').last().waitFor();
        await form.waitFor({ state: 'detached' });
      };
      await add('文三路 90 号', true);
      await add('文二路 12 号', false);
      const pinned = addresses.locator('.ant-table-row').filter({ hasText: '文三路 90 号' });
      const approximate = addresses.locator('.ant-table-row').filter({ hasText: '文二路 12 号' });
      await pinned.getByText('默认').waitFor();
      await approximate.getByTestId('location-tag').getByText('位置为区县中心（近似）').waitFor();
      expect(await pinned.getByTestId('location-tag').count()).toBe(0);

      await approximate.getByRole('button', { name: '设为默认' }).click();
      await page.locator('.ant-message').getByText('已设为默认地址').waitFor();
      await approximate.getByText('默认', { exact: true }).waitFor();
      await screenshot(page, 'crm-customer-drawer-addresses-zh');

      await pinned.getByRole('button', { name: /删\s*除/ }).click();
      await confirmPopconfirm(page, '确定删除收货地址「浙江省 杭州市 西湖区 文三路 90 号」吗？');
      await page.locator('.ant-message').getByText('删除成功').waitFor();
      await pinned.waitFor({ state: 'detached' });

      const kept = (await apiGet<{ list: AddressRow[] }>(env.server.baseUrl, token, `/crm/customer/${customerId}/addresses`)).list;
      // still approximate after 'make default': its district centre was not turned into a pin
      expect(kept).toEqual([expect.objectContaining({ address: '文二路 12 号', is_default: 1, location_source: 'district' })]);
      expect(kept[0].longitude).not.toBeNull();

      // a chain store's many addresses: the tab loads them a page at a time as it scrolls, to the last one
      const { province_id, city_id, area_id } = kept[0];
      for (let i = 1; i <= 24; i++) {
        await apiPost(env.server.baseUrl, token, '/crm/address', { customer_id: customerId, contact_name: '分店店长', contact_phone: '13955550304', province_id, city_id, area_id, address: `分店 ${i} 号` });
      }
      // the list in front again: `visit` reloads it, and the drawer reads the new addresses
      await openDrawer(page);
      await panel.getByRole('tab', { name: '收货地址' }).click();
      await addresses.locator('.ant-table-row').filter({ hasText: '文二路 12 号' }).waitFor();
      const rows = addresses.locator('.ant-table-row');
      await expect
        .poll(async () => {
          await rows.last().scrollIntoViewIfNeeded();
          return rows.count();
        })
        .toBe(25);
      await panel.getByTestId('list-end').waitFor();
    } finally {
      await context.close();
    }
  });

  it('uploads a file, refusing a wrong type and one over 5 MB, then renames and deletes it', async () => {
    const token = await apiLogin(env.server.baseUrl, REP.account, REP.password);
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, REP.account, REP.password);
      await openDrawer(page);
      const panel = drawer(page);
      await panel.getByRole('tab', { name: '附件' }).click();
      await panel.getByText('暂无附件').waitFor();

      await panel.getByRole('button', { name: /上传附件/ }).click();
      const form = modal(page, '上传附件');
      const input = form.locator('input[type="file"]');
      await save(page, '上传附件').click();
      await form.getByText('请选择文件').waitFor();
      await input.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await page.locator('.ant-message').getByText('文件类型不允许!').waitFor();
      await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
      await page.locator('.ant-message').getByText('上传文件大小不能超过 5MB!').waitFor();

      const text = Buffer.from('百味粮油 2027 年度供货合同：每月 5 日结算，送货到店。\n');
      await input.setInputFiles({ name: '供货合同.txt', mimeType: 'text/plain', buffer: text });
      await form.getByTestId('uploaded-file').getByText('供货合同.txt').waitFor();
      await form.getByLabel('备注').fill('年度合同扫描件');
      await screenshot(page, 'crm-file-form-zh');
      await save(page, '上传附件').click();
      await page.locator('.ant-message').getByText('新增成功').waitFor();
      await form.waitFor({ state: 'detached' });

      const row = panel.locator('.ant-table-row').filter({ hasText: '供货合同.txt' });
      await row.getByText('年度合同扫描件').waitFor();
      await row.getByText(`${text.length} B`).waitFor();
      await screenshot(page, 'crm-customer-drawer-files-zh');

      await row.getByRole('button', { name: /编\s*辑/ }).click();
      const edit = modal(page, '编辑附件');
      await edit.getByLabel('文件名').fill('2027 供货合同.txt');
      await save(page, '编辑附件').click();
      await page.locator('.ant-message').getByText('修改成功').waitFor();
      const renamed = panel.locator('.ant-table-row').filter({ hasText: '2027 供货合同.txt' });
      await renamed.waitFor();

      const customers = await apiGet<{ list: Array<{ id: number; name: string }> }>(env.server.baseUrl, token, `/crm/customers?keyword=${encodeURIComponent(CUSTOMER.name)}`);
      const customerId = customers.list[0].id;
      const files = (await apiGet<{ list: FileRow[] }>(env.server.baseUrl, token, `/crm/customer/${customerId}/files`)).list;
      expect(files).toEqual([expect.objectContaining({ name: '2027 供货合同.txt', size: text.length, remark: '年度合同扫描件' })]);

      await renamed.getByRole('button', { name: /删\s*除/ }).click();
      await confirmPopconfirm(page, '确定删除附件「2027 供货合同.txt」吗？');
      await page.locator('.ant-message').getByText('删除成功').waitFor();
      await panel.getByText('暂无附件').waitFor();
      expect((await apiGet<{ list: FileRow[] }>(env.server.baseUrl, token, `/crm/customer/${customerId}/files`)).list).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
