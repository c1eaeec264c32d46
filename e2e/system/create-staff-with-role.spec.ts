import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, visit } from '../support/browser';
import { loginThroughPage } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/**
 * The role and the member, named afresh for each attempt: a retry after a failure past the role's
 * creation would otherwise be refused as a duplicate name and fail for that reason alone.
 */
function names() {
  const n = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return {
    ROLE: `门店查看员${n}`,
    MEMBER: { name: `门店专员${n}`, phone: `1391234${n}`, account: `storeviewer${n}`, password: 'viewer123' },
  };
}
/** The store page's own permission; its buttons (create, update, delete) must stay unchecked. */
const STORE_LIST = 'system:store:list';
const STORE_BUTTONS = ['system:store:create', 'system:store:update', 'system:store:delete'];

type Envelope<T> = { code: number; message: string; data: T };
type MenuItem = { router?: string | null; children?: MenuItem[] };
type AuthInfo = { permissions: string[]; menus: MenuItem[] };

/** Logs out through the top bar's user menu and its confirmation. */
async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await page.waitForURL((url) => url.pathname === '/user/login');
}

/**
 * GET an API path with fetch inside the page, with the session the page holds. A string, evaluated in
 * the page: this package compiles without the DOM types.
 */
function apiGet<T>(page: Page, path: string): Promise<Envelope<T>> {
  return page.evaluate(`(async () => {
    const token = document.cookie.split('; ').find((c) => c.startsWith('Access-Token='))?.slice('Access-Token='.length) ?? '';
    const response = await fetch(${JSON.stringify(`/api/v1${path}`)}, { headers: { Authorization: 'Bearer ' + decodeURIComponent(token), 'From-Client-Type': 'pc' } });
    return response.json();
  })()`) as Promise<Envelope<T>>;
}

function routers(menus: readonly MenuItem[]): string[] {
  return menus.flatMap((m) => [...(m.router ? [m.router] : []), ...routers(m.children ?? [])]);
}

/** A node of the role editor's permission tree, found by the permission code it shows. */
const treeNode = (page: Page, permission: string) => page.locator('.ant-modal .ant-tree-treenode').filter({ hasText: permission });

describe('an administrator creates a role and a staff member who then sees only what the role grants', () => {
  it('creates the role and the member through the pages, and the member gets exactly the role’s permissions', async () => {
    const { ROLE, MEMBER } = names();
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginThroughPage(page, env.account('admin'), 'admin123');

      // 1. A role with the store list permission only, through the role page.
      await visit(page, '/system/role/list');
      await page.getByRole('cell', { name: '超级管理员' }).first().waitFor();
      expect(await page.title()).toBe('角色管理 - Tradewind');
      await page.getByRole('button', { name: /新增角色/ }).click();
      const roleModal = page.locator('.ant-modal').filter({ hasText: '新增角色' });
      await roleModal.getByLabel('角色名称', { exact: true }).fill(ROLE);
      await roleModal.getByText('所属门店', { exact: true }).click();
      await roleModal.getByRole('button', { name: '展开全部' }).click();
      await treeNode(page, STORE_LIST).locator('.ant-tree-checkbox').click();
      // Checking a page grants its buttons too; take them back one by one.
      for (const button of STORE_BUTTONS) {
        const node = treeNode(page, button);
        if ((await node.count()) > 0 && (await node.locator('.ant-tree-checkbox-checked').count()) > 0) await node.locator('.ant-tree-checkbox').click();
      }
      await roleModal.getByText('1 项权限').waitFor();
      await expect.poll(() => treeNode(page, STORE_LIST).locator('.ant-tree-checkbox-indeterminate, .ant-tree-checkbox-checked').count()).toBe(1);
      await screenshot(page, 'system-role-form');
      await roleModal.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByText('新增成功').waitFor();
      await page.getByRole('cell', { name: ROLE, exact: true }).waitFor();

      // 2. A staff member with that role and the store 上海总店, through the staff page.
      await visit(page, '/system/staff/list');
      await page.getByRole('cell', { name: /系统管理员/ }).first().waitFor();
      expect(await page.title()).toBe('员工管理 - Tradewind');
      await page.getByRole('button', { name: /新增员工/ }).click();
      const staffModal = page.locator('.ant-modal').filter({ hasText: '新增员工' });
      await staffModal.getByLabel('姓名', { exact: true }).fill(MEMBER.name);
      // Spec 001 §5's phone rule, with its messages, before anything is sent.
      await staffModal.getByLabel('手机号', { exact: true }).fill('12345');
      await staffModal.getByRole('button', { name: /保\s*存/ }).click();
      await staffModal.getByText('请输入正确的手机号').waitFor();
      await staffModal.getByLabel('手机号', { exact: true }).fill(MEMBER.phone);
      await staffModal.getByLabel('账号', { exact: true }).fill(MEMBER.account);
      await staffModal.getByLabel('登录密码', { exact: true }).fill(MEMBER.password);
      await staffModal.getByLabel('角色', { exact: true }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: ROLE }).click();
      await staffModal.locator('.ant-select-selection-item').filter({ hasText: ROLE }).waitFor();
      await staffModal.locator('.ant-modal-title').click(); // closes the multiple select's dropdown
      await staffModal.getByLabel('授权门店', { exact: true }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '上海总店' }).click();
      await staffModal.locator('.ant-select-selection-item').filter({ hasText: '上海总店' }).waitFor();
      await staffModal.locator('.ant-modal-title').click();
      await screenshot(page, 'system-staff-form');
      await staffModal.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByText('新增成功').waitFor();
      const row = page.locator('.ant-table-row').filter({ hasText: MEMBER.name });
      await row.getByText(ROLE).waitFor();
      await row.getByText('上海总店').waitFor();
      await screenshot(page, 'system-staff-list');

      const roles = await apiGet<{ list: { name: string; permissions: string[] }[] }>(page, `/roles?name=${encodeURIComponent(ROLE)}`);
      expect(roles.data.list.map((r) => r.permissions)).toEqual([[STORE_LIST]]);

      // 3. Log out, log in as the new member.
      await logOut(page);
      await loginThroughPage(page, MEMBER.account, MEMBER.password);

      const info = await apiGet<AuthInfo>(page, '/auth/info');
      expect(info.code).toBe(200);
      expect(info.data.permissions).toEqual([STORE_LIST]);
      // Only their menus: the workplace everyone has, and the store page.
      expect(routers(info.data.menus).filter((r) => r.split('/').length > 2).sort()).toEqual(['/dashboard/workplace', '/system/store/list']);

      // The store page opens and lists the store, without the buttons the role lacks.
      await visit(page, '/system/store/list');
      await page.getByRole('cell', { name: /上海总店/ }).first().waitFor();
      expect(await page.getByRole('button', { name: /新增门店/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);
      await screenshot(page, 'system-store-list-member');

      // Pages the role does not grant are refused by the server.
      const staffList = await apiGet<unknown>(page, '/staffs');
      expect(staffList.code).toBe(401);
    } finally {
      await context.close();
    }
  });
});
