import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiLogin, appRequest, enableTestHooks, location, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type StoreOption = { id: number; name: string; has_auth: 0 | 1 };

/** Right-clicks a tab and returns its open context menu. */
async function openTabMenu(page: Page, tabName: string) {
  await page.getByRole('tab', { name: tabName }).click({ button: 'right' });
  const menu = page.locator('.ant-dropdown').filter({ visible: true }).last();
  await menu.getByText('刷新').waitFor();
  return menu;
}

async function chooseInTabMenu(page: Page, tabName: string, item: string): Promise<void> {
  const menu = await openTabMenu(page, tabName);
  await menu.getByText(item, { exact: true }).click();
  await expect.poll(() => page.locator('.ant-dropdown').filter({ visible: true }).count()).toBe(0);
}

describe('working in the shell', () => {
  it('shows the workplace in the shell, and asks before logging out', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/dashboard/workplace');
      await page.getByTestId('workplace-store').getByText('上海总店').waitFor();
      // the to-dos of every kind the admin may do, counted (nothing waits in a fresh copy: greyed zeros)
      await page.getByTestId('todo-oms.order_audit').getByText('待审核订单').waitFor();
      expect(await page.getByTestId('todo-oms.order_audit').locator('.ant-tag').innerText()).toBe('0');
      expect(await page.getByTestId('current-store').innerText()).toContain('上海总店');
      // side menu from the menu tree, breadcrumb and the pinned workplace tab
      await page.locator('[data-menu-module="首页"]').waitFor();
      await page.getByRole('navigation', { name: 'breadcrumb' }).getByText('工作台').waitFor();
      await page.getByRole('tab', { name: '工作台' }).waitFor();
      const sizes = await page.evaluate(`({
        top: document.querySelector('header').getBoundingClientRect().height,
        side: document.querySelector('aside').getBoundingClientRect().width,
      })`);
      // the module rail (72 px, wide enough for 'Warehouse' in English) and the page panel beside it
      expect(sizes).toEqual({ top: 45, side: 182 });
      await screenshot(page, 'shell-workplace');

      // The super admin holds every permission the server's modules declare, search:customer:list among
      // them: the top bar has the customer search box.
      await page.getByPlaceholder('搜索客户ID/名称/手机号').waitFor();

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: /个人设置/ }).waitFor();
      await screenshot(page, 'shell-user-menu');
      await page.getByRole('menuitem', { name: /退出登录/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('确定要退出登录吗').filter({ visible: true }).waitFor();
      await dialog.getByText(/下次登录需要重新输入账号和密码/).waitFor();
      await screenshot(page, 'shell-logout-confirm');
      await dialog.getByRole('button', { name: /取\s*消/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(location(page)).toBe('/dashboard/workplace');

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: /退出登录/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
      await page.waitForURL((url) => url.pathname === '/user/login');
      const cookies = await context.cookies();
      expect(cookies.some((c) => c.name === 'Access-Token')).toBe(false);
      expect(cookies.some((c) => c.name === 'Curr-Store-Id')).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('keeps visited pages alive in tabs, with refresh, close, close others and close all', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    await enableTestHooks(page);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/dashboard/workplace');
      const finder = page.getByTestId('workplace-finder');
      await finder.fill('工作');
      await page.getByTestId('shell-content').getByText('工作台', { exact: true }).first().waitFor();

      // A second shell page (the no-auth page, opened the way the app opens it) gets its own tab.
      await appRequest(page, '/_test/error?code=401&message=' + encodeURIComponent('您没有查看客户列表的权限'));
      await page.waitForURL((url) => url.pathname === '/exception/no_auth');
      await page.getByText('您没有查看客户列表的权限').waitFor();
      await page.getByRole('tab', { name: '无权限' }).waitFor();
      expect(await page.title()).toBe('无权限 - Tradewind');

      // A third: personal settings from the user menu.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: /个人设置/ }).click();
      await page.waitForURL((url) => url.pathname === '/user/setting');
      await page.getByRole('tab', { name: '个人设置' }).waitFor();
      await screenshot(page, 'shell-personal-settings');

      // Back to the workplace: the text typed before is still there (the page was hidden, not unmounted).
      await page.getByRole('tab', { name: '工作台' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/workplace');
      expect(await finder.inputValue()).toBe('工作');
      // and the hidden page is still in the document, not rendered again from scratch
      expect(await page.getByText('您没有查看客户列表的权限').count()).toBe(1);

      // The context menu; the pinned workplace cannot be closed.
      const menu = await openTabMenu(page, '工作台');
      expect(await menu.getByRole('menuitem', { name: '关闭', exact: true }).getAttribute('aria-disabled')).toBe('true');
      await screenshot(page, 'shell-tab-context-menu');
      // refresh remounts the page: the typed text is gone
      await menu.getByText('刷新').click();
      await expect.poll(() => page.locator('.ant-dropdown').filter({ visible: true }).count()).toBe(0);
      await expect.poll(() => finder.inputValue()).toBe('');

      expect(await page.getByRole('tab').allInnerTexts()).toEqual(['工作台', '无权限', '个人设置']);
      // close others from the no-auth tab: only it and the pinned workplace stay, and it comes forward
      await chooseInTabMenu(page, '无权限', '关闭其他');
      await page.waitForURL((url) => url.pathname === '/exception/no_auth');
      expect(await page.getByRole('tab').allInnerTexts()).toEqual(['工作台', '无权限']);

      // close all: the workplace stays and is shown
      await chooseInTabMenu(page, '无权限', '关闭全部');
      await page.waitForURL((url) => url.pathname === '/dashboard/workplace');
      expect(await page.getByRole('tab').allInnerTexts()).toEqual(['工作台']);

      // close: the closed page leaves the cache too
      await appRequest(page, '/_test/error?code=401&message=x');
      await page.getByRole('tab', { name: '无权限' }).waitFor();
      await page.getByRole('tab', { name: '无权限' }).getByTitle('关闭').click();
      await page.waitForURL((url) => url.pathname === '/dashboard/workplace');
      // (the closed page leaves the DOM once the tabs have re-rendered, which may follow the address by a frame:
      // read once right after it, the message was seen still there on a busy machine)
      await expect.poll(() => page.getByRole('tab').count()).toBe(1);
      await expect.poll(() => page.getByTestId('exception-message').count()).toBe(0);

      // The redirect route reopens a page afresh.
      await finder.fill('abc');
      await page.evaluate(`window.history.pushState({}, '', '/redirect/dashboard/workplace'); window.dispatchEvent(new PopStateEvent('popstate'));`);
      await page.waitForURL((url) => url.pathname === '/dashboard/workplace');
      await expect.poll(() => finder.inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('switches store: the app reloads in the chosen store with store_id in the address', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/dashboard/workplace');
      await page.getByTestId('current-store').getByText('上海总店').waitFor();
      await page.getByTestId('current-store').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('切换门店').waitFor();
      expect(await dialog.getByRole('radio').allInnerTexts()).toEqual([expect.stringContaining('上海总店'), expect.stringContaining('杭州分店'), expect.stringContaining('苏州分店')]);
      await dialog.getByRole('radio', { name: /杭州分店/ }).click();
      await screenshot(page, 'shell-store-switch');
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await page.waitForURL((url) => url.searchParams.has('store_id'));
      await page.getByTestId('current-store').getByText('杭州分店').waitFor();
      await page.getByTestId('workplace-store').getByText('杭州分店').waitFor();
      const storeId = new URL(page.url()).searchParams.get('store_id');
      expect((await context.cookies()).find((c) => c.name === 'Curr-Store-Id')?.value).toBe(storeId);

      // The choice holds when the page is opened again without the query.
      await page.goto('/dashboard/workplace');
      await page.getByTestId('current-store').getByText('杭州分店').waitFor();
    } finally {
      await context.close();
    }
  });

  it('refuses a store the user is not authorised for with the exception page', async () => {
    const adminToken = await apiLogin(env.server.baseUrl, env.account('admin'), 'admin123');
    const stores = await apiGet<StoreOption[]>(env.server.baseUrl, adminToken, '/stores/all');
    const hangzhou = stores.find((s) => s.name === '杭州分店')!;

    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      // lina is authorised for 上海总店 only
      await loginWithCookie(context, env.server.baseUrl, env.account('lina'), 'demo1234');
      await page.goto(`/dashboard/workplace?store_id=${hangzhou.id}`);
      await page.waitForURL((url) => url.pathname === '/exception');
      await page.getByTestId('exception-message').getByText('您没有查看当前门店的权限，请联系管理员').waitFor();
      await screenshot(page, 'shell-no-store');

      // Without the query she works in the store she has.
      await page.goto('/dashboard/workplace');
      await page.getByTestId('current-store').getByText('上海总店').waitFor();
      // lina's sales role holds search:customer:list: the top bar has the search slot
      await page.getByPlaceholder('搜索客户ID/名称/手机号').waitFor();
      await screenshot(page, 'shell-workplace-sales');
    } finally {
      await context.close();
    }
  });

  it('speaks English after switching the language in the top bar, and remembers it', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/dashboard/workplace');
      await page.getByTestId('locale-menu').click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('tab', { name: 'Workplace' }).waitFor();
      await page.getByText('Current store').waitFor();
      expect(await page.title()).toBe('Workplace - Tradewind');
      await screenshot(page, 'shell-workplace-english');
      await page.reload();
      await page.getByTestId('todo-oms.order_audit').getByText('Orders to audit').waitFor();
    } finally {
      await context.close();
    }
  });
});
