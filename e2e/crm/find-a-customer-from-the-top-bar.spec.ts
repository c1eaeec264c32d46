import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiLogin, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

const TEXTS = {
  'zh-CN': { placeholder: '搜索客户ID/名称/手机号', title: '全局搜索', view: '查看', none: '无', disabled: '禁用', store: '上海总店（上海市）' },
  'en-US': { placeholder: 'Search customer ID, name or phone', title: 'Global search', view: 'View', none: 'None', disabled: 'Disabled', store: '上海总店 (上海市)' },
} as const;

type Locale = keyof typeof TEXTS;

/** Types a keyword into the top bar's box and presses Enter; answers the dialog. */
async function searchFromTopBar(page: Page, locale: Locale, keyword: string) {
  // the top bar's box comes first; the dialog (a portal at the end of the page) has its own
  const box = page.getByPlaceholder(TEXTS[locale].placeholder).first();
  await box.fill(keyword);
  await box.press('Enter');
  const dialog = page.getByRole('dialog', { name: TEXTS[locale].title });
  await dialog.waitFor();
  return dialog;
}

describe('a sales rep finds a customer from the top bar', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    it(`by two Chinese characters and by pinyin initials, then opens the drawer (${locale})`, async () => {
      const { context, page } = await openPage(env.browser, env.server.baseUrl);
      try {
        await context.addInitScript({ content: `window.localStorage.setItem('Tradewind-Locale', '${locale}');` });
        // 李娜 (lina): a rep of the Shanghai store who sees her own customers and the pools, not 张伟's.
        // She disables her 华联便利店 (each run has its own server and database): its row gets the tag.
        const token = await loginWithCookie(context, env.server.baseUrl, env.account('lina'), 'demo1234');
        const found = await apiGet<{ list: Array<{ id: number; name: string }> }>(env.server.baseUrl, token, `/search/customers?keyword=${encodeURIComponent('华联便利店')}`);
        expect(found.list.map((r) => r.name)).toEqual(['华联便利店']);
        await apiPut(env.server.baseUrl, token, `/crm/customer/${found.list[0].id}/status`, { status: 0 });
        await page.goto('/dashboard/workplace');
        const box = page.getByPlaceholder(TEXTS[locale].placeholder).first();
        await box.waitFor();

        // An empty keyword opens nothing.
        await box.press('Enter');
        await page.waitForTimeout(300);
        expect(await page.getByRole('dialog').count()).toBe(0);

        // Two Chinese characters: '超市' — her 七鲜超市, not 张伟's 好又多超市张江店 or 联华超市川沙店.
        const dialog = await searchFromTopBar(page, locale, '超市');
        const rows = dialog.locator('.ant-table-row');
        await rows.filter({ hasText: '七鲜超市' }).waitFor();
        await expect.poll(() => rows.count()).toBe(1);
        expect(await dialog.getByText('好又多超市张江店').count()).toBe(0);
        const row = rows.filter({ hasText: '七鲜超市' });
        await row.getByText('李娜').waitFor();
        expect(await row.getByRole('button', { name: new RegExp(TEXTS[locale].view) }).isEnabled()).toBe(true);

        // '便利': her 华联便利店 and the pool's 快客便利 / 全家便利世纪大道店 (no owner: 'none').
        const search = dialog.getByPlaceholder(TEXTS[locale].placeholder);
        await search.fill('便利');
        await search.press('Enter');
        await rows.filter({ hasText: '快客便利' }).waitFor();
        await expect.poll(() => rows.count()).toBe(3);
        await rows.filter({ hasText: '快客便利' }).getByText(TEXTS[locale].none, { exact: true }).waitFor();
        // the disabled customer: tagged and highlighted
        const off = rows.filter({ hasText: '华联便利店' });
        await off.locator('.ant-tag').getByText(TEXTS[locale].disabled, { exact: true }).waitFor();
        // (this package compiles without the DOM types: reach getComputedStyle through globalThis)
        type Styles = { getComputedStyle(element: unknown): { backgroundColor: string } };
        const background = await off
          .locator('td')
          .first()
          .evaluate((td) => (globalThis as unknown as Styles).getComputedStyle(td).backgroundColor);
        expect(background).toBe('rgb(255, 241, 240)');
        // the store column names the store's city
        await rows.first().getByText(TEXTS[locale].store, { exact: true }).waitFor();
        await screenshot(page, `crm-global-search-${locale}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });

        // Pinyin initials: 'lwmg' is 老王面馆 (lao wang mian guan).
        const again = await searchFromTopBar(page, locale, 'lwmg');
        const noodle = again.locator('.ant-table-row').filter({ hasText: '老王面馆' });
        await noodle.waitFor();
        await expect.poll(() => again.locator('.ant-table-row').count()).toBe(1);
        await screenshot(page, `crm-global-search-pinyin-${locale}`);

        // View opens the customer drawer on that customer.
        await noodle.getByRole('button', { name: new RegExp(TEXTS[locale].view) }).click();
        await again.waitFor({ state: 'hidden' });
        const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '老王面馆' });
        await drawer.waitFor();
        await screenshot(page, `crm-global-search-drawer-${locale}`);
      } finally {
        await context.close();
      }
    });
  }

  it('ignores a new search while one is running', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('lina'), 'demo1234');
      // Hold the first answer until released, and note every search the page sends.
      const sent: string[] = [];
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/search/customers?**', async (route) => {
        sent.push(new URL(route.request().url()).searchParams.get('keyword') ?? '');
        if (sent.length === 1) await held;
        await route.continue();
      });
      await page.goto('/dashboard/workplace');
      const dialog = await searchFromTopBar(page, 'zh-CN', '超市');
      await expect.poll(() => sent).toEqual(['超市']);
      // While '超市' runs, Enter on '便利' (and the search icon) sends nothing.
      const search = dialog.getByPlaceholder(TEXTS['zh-CN'].placeholder);
      await search.fill('便利');
      await search.press('Enter');
      await dialog.getByRole('button', { name: /搜\s*索/ }).click({ timeout: 3_000 }).catch(() => undefined);
      await page.waitForTimeout(500);
      expect(sent).toEqual(['超市']);
      release();
      const rows = dialog.locator('.ant-table-row');
      await rows.filter({ hasText: '七鲜超市' }).waitFor();
      // Once it has answered, the next search goes out.
      await search.press('Enter');
      await rows.filter({ hasText: '快客便利' }).waitFor();
      expect(sent).toEqual(['超市', '便利']);
    } finally {
      await context.close();
    }
  });

  it('without crm:customer:detail the view action is disabled', async () => {
    // The admin makes a role that may only search, and a member holding it in the Shanghai store.
    const admin = await apiLogin(env.server.baseUrl, env.account('admin'), 'admin123');
    const stores = await apiGet<Array<{ id: number; name: string }>>(env.server.baseUrl, admin, '/stores/all');
    const shanghai = stores.find((st) => st.name === '上海总店');
    expect(shanghai).toBeDefined();
    const role = await apiPost<{ id: number }>(env.server.baseUrl, admin, '/role', { name: '客户查询', data_scope: 1, permissions: ['search:customer:list'] });
    await apiPost(env.server.baseUrl, admin, '/staff', { name: '查询员', phone: env.sparePhone(0), account: `${env.tenant.prefix}searcher`, password: 'start123', role_ids: [role.id], store_ids: [shanghai!.id] });

    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, `${env.tenant.prefix}searcher`, 'start123');
      await page.goto('/dashboard/workplace');
      const dialog = await searchFromTopBar(page, 'zh-CN', '老王');
      const row = dialog.locator('.ant-table-row').filter({ hasText: '老王面馆' });
      await row.waitFor();
      expect(await row.getByRole('button', { name: /查看/ }).isDisabled()).toBe(true);
      await screenshot(page, 'crm-global-search-no-detail-permission');
    } finally {
      await context.close();
    }
  });
});
