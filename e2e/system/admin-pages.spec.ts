import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPopconfirm, openPage, screenshot, visit, type TestPage } from '../support/browser';
import { loginThroughPage } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/**
 * The admin's one tab for the whole spec: logged in through the login page by the first test that needs it,
 * then every page is opened through the app (`visit`), as a person moves between them, not by loading the
 * app again per test.
 */
let admin: Promise<TestPage> | undefined;
function adminPage(): Promise<Page> {
  admin ??= (async () => {
    const opened = await openPage(env.browser, env.server.baseUrl);
    await loginThroughPage(opened.page, env.account('admin'), 'admin123');
    return opened;
  })();
  return admin.then((opened) => opened.page);
}
afterAll(async () => {
  await (await admin)?.context.close();
});

const modal = (page: Page, title: string) => page.locator('.ant-modal').filter({ hasText: title });
const save = (page: Page, title: string) => modal(page, title).getByRole('button', { name: /保\s*存/ }).click();

describe('the system administration pages', () => {
  it('departments: add a sub-department, see the refusal to delete one with staff, delete the new one', async () => {
    const page = await adminPage();
    await visit(page, '/system/dept/list');
    await page.getByRole('cell', { name: '销售一组' }).waitFor();
    expect(await page.title()).toBe('部门管理 - Tradewind');
    await screenshot(page, 'system-dept-list');

    const deptRow = (name: string) => page.locator('.ant-table-row:visible').filter({ hasText: name });
    const sales = deptRow('销售部');
    await sales.getByRole('button', { name: '新增下级' }).click();
    await modal(page, '新增部门').getByLabel('部门名称').fill('销售三组');
    await screenshot(page, 'system-dept-form');
    await save(page, '新增部门');
    await page.getByText('新增成功').waitFor();
    const added = deptRow('销售三组');
    await added.waitFor();
    // A department with staff cannot be deleted: its button is disabled.
    expect(await deptRow('销售一组').getByRole('button', { name: /删\s*除/ }).isDisabled()).toBe(true);
    await added.getByRole('button', { name: /删\s*除/ }).click();
    await confirmPopconfirm(page, '确定删除部门「销售三组」吗？');
    await page.getByText('删除成功').waitFor();
    await added.waitFor({ state: 'detached' });
  });

  it('staff: department filter, pending tab, edit form and password reset', async () => {
    const page = await adminPage();
    await visit(page, '/system/staff/list');
    await page.getByRole('cell', { name: /张伟/ }).waitFor();
    await page.locator('.ant-tree-node-content-wrapper').filter({ hasText: '销售一组' }).click();
    await page.locator('.ant-table-row:visible').filter({ hasText: '李娜' }).waitFor();
    await expect.poll(() => page.locator('.ant-table-row:visible').filter({ hasText: '张伟' }).count()).toBe(0);
    await screenshot(page, 'system-staff-by-dept');

    await page.locator('.ant-table-row:visible').filter({ hasText: '李娜' }).getByRole('button', { name: /编\s*辑/ }).click();
    await modal(page, '编辑员工').getByLabel('姓名', { exact: true }).waitFor();
    expect(await modal(page, '编辑员工').getByLabel('手机号', { exact: true }).inputValue()).toBe(env.phone('lina'));
    await screenshot(page, 'system-staff-edit');
    await modal(page, '编辑员工').getByRole('button', { name: /取\s*消/ }).click();

    await page.locator('.ant-table-row:visible').filter({ hasText: '李娜' }).getByRole('button', { name: '重置密码' }).click();
    await modal(page, '重置「李娜」的密码').getByLabel('新密码').fill('123');
    await modal(page, '重置「李娜」的密码').getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('密码长度在 6 到 32 个字符').waitFor();
    await screenshot(page, 'system-staff-reset-password');
    await modal(page, '重置「李娜」的密码').getByRole('button', { name: /取\s*消/ }).click();

    await page.getByRole('tab', { name: /待审核/ }).click();
    await page.getByText('没有待审核的成员').waitFor();
    await screenshot(page, 'system-staff-pending');
  });

  // A retry (README "Tests") finds what an attempt cut short by a loaded machine saved: each attempt adds a
  // store of its own name, and the company's title suffix may already be the one this test saves.
  let attempt = 0;
  it('menus, action log and stores render and save', async () => {
    attempt += 1;
    const store = attempt === 1 ? '南京分店' : `南京分店${attempt}`;
    const page = await adminPage();
    await visit(page, '/system/menu/list');
    await page.getByRole('cell', { name: /工作台/ }).first().waitFor();
    expect(await page.title()).toBe('菜单管理 - Tradewind');
    await page.getByRole('button', { name: '展开全部' }).click();
    await screenshot(page, 'system-menu-list');
    await page.getByRole('button', { name: /新增菜单/ }).click();
    await modal(page, '新增菜单').getByLabel('图标').click();
    await page.locator('.ant-select-dropdown:visible').getByText('AppstoreOutlined').waitFor();
    await screenshot(page, 'system-menu-form');
    await modal(page, '新增菜单').locator('.ant-modal-title').click();
    await modal(page, '新增菜单').getByRole('button', { name: /取\s*消/ }).click();

    await visit(page, '/system/store/list');
    await page.getByRole('cell', { name: /上海总店/ }).waitFor();
    expect(await page.title()).toBe('门店管理 - Tradewind');
    await screenshot(page, 'system-store-list');
    await page.getByRole('button', { name: /新增门店/ }).click();
    await page.waitForURL((url) => url.pathname === '/system/store/add');
    // The store form's field: the store list, kept alive behind this page, has a filter labelled 门店名称 too,
    // and the add page may still be alive behind the edit page: the visible one.
    await page.locator('#store_name').filter({ visible: true }).fill(store);
    await page.getByLabel('联系人').fill('孙立');
    await page.getByLabel('授权员工').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '张伟' }).click();
    await page.keyboard.press('Escape'); // closes the multiple select's dropdown
    await screenshot(page, 'system-store-add');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('新增成功').waitFor();
    await page.waitForURL((url) => url.pathname === '/system/store/list');
    const row = page.locator('.ant-table-row:visible').filter({ hasText: store });
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await page.waitForURL((url) => url.pathname === '/system/store/edit');
    await expect.poll(() => page.locator('#store_name').filter({ visible: true }).inputValue()).toBe(store);
    await page.locator('.ant-select-selection-item').filter({ hasText: '张伟', visible: true }).first().waitFor();
    expect(await page.title()).toBe('编辑门店 - Tradewind');
    await screenshot(page, 'system-store-edit');

    await visit(page, '/system/system/action_log');
    await page.locator('.ant-table-row:visible').filter({ hasText: store }).or(page.locator('.ant-table-row:visible').filter({ hasText: 'store' })).first().waitFor();
    expect(await page.title()).toBe('操作日志 - Tradewind');
    await screenshot(page, 'system-action-log');
    await page.locator('.ant-table-row:visible').first().getByRole('button', { name: '详情' }).click();
    await page.locator('.ant-drawer').getByText('请求路径').waitFor();
    await screenshot(page, 'system-action-log-detail');
  });

  it('company settings refuse a short name and save', async () => {
    const page = await adminPage();
    await visit(page, '/system/setting/system');
    await page.getByLabel('企业名称').waitFor();
    expect(await page.title()).toMatch(/^系统设置 - (Tradewind|潮汐后台)$/);
    await page.getByLabel('企业名称').fill('潮汐');
    await page.getByLabel('企业名称').fill('潮');
    await page.getByText('企业名称长度在 2 到 50 个字符').waitFor();
    await page.getByLabel('企业名称').fill('潮汐商贸集团');
    await page.getByLabel('标题后缀').fill('潮汐后台');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('修改成功').waitFor();
    await screenshot(page, 'system-setting');
  });
});
