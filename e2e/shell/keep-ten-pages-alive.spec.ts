import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { appRequest, enableTestHooks, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/**
 * Waits until the page at `path` is the one in front (its tab selected), not only until the address
 * changed: a navigation that follows too fast would otherwise replace this one before it rendered, and
 * the page would never enter the cache.
 */
async function arrived(page: Page, path: string, tab: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByTestId('tab-bar').getByRole('tab', { name: tab, selected: true }).waitFor();
}

async function panel(page: Page, name: string, path: string) {
  await page.getByTestId('menu-panel').getByText(name, { exact: true }).click();
  await arrived(page, path, name);
}

/** Nine other pages, visited the way a person does: side menu, user menu, tab and an error answer. */
async function visitNineOthers(page: Page) {
  await panel(page, '部门管理', '/system/dept/list');
  await panel(page, '角色管理', '/system/role/list');
  await panel(page, '菜单管理', '/system/menu/list');
  await panel(page, '操作日志', '/system/system/action_log');
  await panel(page, '门店管理', '/system/store/list');
  await panel(page, '系统设置', '/system/setting/system');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /个人设置/ }).click();
  await arrived(page, '/user/setting', '个人设置');
  await page.getByRole('tab', { name: '工作台' }).click();
  await arrived(page, '/dashboard/workplace', '工作台');
  await appRequest(page, '/_test/error?code=401&message=x');
  await arrived(page, '/exception/no_auth', '无权限');
}

describe('kept-alive pages', () => {
  it('keep their state among the 10 most recent pages, and the least recent of 11 starts afresh', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    await enableTestHooks(page);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/dashboard/workplace');
      await page.getByText('系统管理', { exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/system/staff/list');
      const keyword = page.getByPlaceholder('姓名/手机号/账号');
      await keyword.fill('李娜');

      // Ten pages in all: the staff list is still alive, with what was typed.
      await visitNineOthers(page);
      await page.getByRole('tab', { name: '员工管理' }).click();
      await page.waitForURL((url) => url.pathname === '/system/staff/list');
      expect(await keyword.inputValue()).toBe('李娜');
      await screenshot(page, 'shell-ten-tabs');

      // Ten other pages since: the staff list is now the least recent of eleven and leaves the cache.
      await panel(page, '门店管理', '/system/store/list');
      await page.getByRole('button', { name: /新增门店/ }).click();
      await arrived(page, '/system/store/add', '新增门店');
      await visitNineOthers(page);
      await page.getByRole('tab', { name: '员工管理' }).click();
      await page.waitForURL((url) => url.pathname === '/system/staff/list');
      await expect.poll(() => keyword.inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });
});
