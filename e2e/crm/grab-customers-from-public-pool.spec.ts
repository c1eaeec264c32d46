import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiLogin, apiPost, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/** A demo sales rep of 上海总店 (role 销售, data scope: own customers). */
/** 李娜 of the spec's tenant (its account is known once the tenant is seeded). */
const REP = {
  get account() {
    return env.account('lina');
  },
  password: 'demo1234',
};
const POOL_CUSTOMERS = [
  { name: '海风水产批发', phone: '13977770001' },
  { name: '东岸果蔬行', phone: '13977770002' },
  { name: '南门粮油店', phone: '13977770003' },
  { name: '北站干货铺', phone: '13977770004' },
];
const [FIRST, SECOND, THIRD, FOURTH] = POOL_CUSTOMERS.map((c) => c.name);

type CustomerRow = { id: number; name: string; sales_type: number; sales_id: number | null };
type PoolRules = { enabled: 0 | 1; max_customers: number; cooldown_days: number; remind_days: number; rules: { level_id: number | null; no_visit_days: number; no_order_days: number }[] };
type PoolQuota = { owned: number; max_customers: number; remaining: number | null };


const row = (page: Page, name: string) => page.locator('.ant-table-row').filter({ hasText: name });
const quota = (page: Page) => page.getByTestId('pool-quota');

describe('a sales rep claims customers from the public pool up to the cap', () => {
  let cap = 0;
  let rep = '';

  it('claims one by one and in a batch until the cap, then sees the refusal (zh-CN)', async () => {
    const admin = await apiLogin(env.server.baseUrl, env.account('admin'), 'admin123');
    rep = await apiLogin(env.server.baseUrl, REP.account, REP.password);

    // Four customers in 上海总店's public pool, and a cap two above what the rep owns now.
    const stores = await apiGet<{ id: number; name: string }[]>(env.server.baseUrl, admin, '/stores/all');
    const shanghai = stores.find((s) => s.name === '上海总店');
    if (!shanghai) throw new Error('the demo store 上海总店 is missing');
    for (const customer of POOL_CUSTOMERS) await apiPost(env.server.baseUrl, admin, '/crm/customer', { ...customer, store_id: shanghai.id, sales_type: 0 });
    const before = await apiGet<PoolQuota>(env.server.baseUrl, rep, '/crm/public/quota');
    cap = before.owned + 2;
    const rules = await apiGet<PoolRules>(env.server.baseUrl, admin, '/crm/down_public_rule');
    await apiPost(env.server.baseUrl, admin, '/crm/down_public_rule', { ...rules, max_customers: cap });

    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, REP.account, REP.password);
      await page.goto('/crm/customer/public');
      for (const name of [FIRST, SECOND, THIRD, FOURTH]) await row(page, name).waitFor();
      await expect.poll(() => page.title()).toBe('公海客户 - Tradewind');
      await quota(page).getByText('还可领取 2 个').waitFor();
      expect(await quota(page).innerText()).toContain(`${before.owned} / 上限 ${cap} 个`);
      await screenshot(page, 'crm-public-pool-zh');

      // One claim through the row's button and its confirmation: the customer leaves the pool.
      await row(page, FIRST).getByRole('button', { name: /领\s*取/ }).click();
      const confirm = page.locator('.ant-popover:visible').filter({ hasText: `确定将客户「${FIRST}」领取到您的私海吗？` });
      await confirm.getByRole('button', { name: /确\s*定/ }).click();
      await page.getByText(`已领取客户「${FIRST}」`).waitFor();
      await row(page, FIRST).waitFor({ state: 'detached' });
      await quota(page).getByText('还可领取 1 个').waitFor();

      // A batch of two with one place left: the page warns, one is claimed, the other refused with the server's reason.
      for (const name of [SECOND, THIRD]) await row(page, name).locator('input[type="checkbox"]').check();
      await page.getByRole('button', { name: '批量领取（2）' }).click();
      const batchConfirm = page.locator('.ant-popover:visible').filter({ hasText: '确定领取选中的 2 个客户吗？' });
      await batchConfirm.getByText('您最多还能领取 1 个，超出的客户将不会被领取').waitFor();
      await batchConfirm.getByRole('button', { name: /确\s*定/ }).click();
      await page.getByText('已领取 1 个客户').waitFor();
      await page.getByText(`1 个客户未领取：您的私海客户已达上限 ${cap} 个`).waitFor();
      await quota(page).getByText('已达上限，释放客户后才能继续领取').waitFor();
      await screenshot(page, 'crm-public-pool-batch-zh');
      await expect.poll(async () => (await row(page, SECOND).count()) + (await row(page, THIRD).count())).toBe(1);

      // At the cap a single claim is refused too, and the customer stays in the pool.
      await row(page, FOURTH).getByRole('button', { name: /领\s*取/ }).click();
      await page.locator('.ant-popover:visible').filter({ hasText: FOURTH }).getByRole('button', { name: /确\s*定/ }).click();
      await page.locator('.ant-message').getByText(`您的私海客户已达上限 ${cap} 个`).waitFor();
      await screenshot(page, 'crm-public-pool-cap-reached-zh');
      expect(await row(page, FOURTH).count()).toBe(1);

      const mine = await apiGet<{ list: CustomerRow[]; pagination: { total: number } }>(env.server.baseUrl, rep, '/crm/customers?ownership=mine&sales_type=1&page_size=100');
      expect(mine.pagination.total).toBe(cap);
      const names = mine.list.map((c) => c.name);
      expect(names).toContain(FIRST);
      expect([SECOND, THIRD].filter((n) => names.includes(n))).toHaveLength(1);
      expect(names).not.toContain(FOURTH);
    } finally {
      await context.close();
    }
  });

  it('shows the same cap and refusal in English (en-US)', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await context.addInitScript({ content: `window.localStorage.setItem('Tradewind-Locale', 'en-US');` });
      await loginWithCookie(context, env.server.baseUrl, REP.account, REP.password);
      await page.goto('/crm/customer/public');
      await row(page, FOURTH).waitFor();
      await expect.poll(() => page.title()).toBe('Public pool - Tradewind');
      await quota(page).getByText('Cap reached: release a customer before claiming another').waitFor();
      expect(await quota(page).innerText()).toContain(`${cap} / cap ${cap}`);
      await row(page, FOURTH).getByRole('button', { name: 'Claim' }).click();
      const confirm = page.locator('.ant-popover:visible').filter({ hasText: `Claim "${FOURTH}" into your private customers?` });
      await confirm.getByRole('button', { name: 'OK' }).click();
      await page.locator('.ant-message').getByText(`You already own the maximum of ${cap} customers`).waitFor();
      await screenshot(page, 'crm-public-pool-cap-reached-en');
      const after = await apiGet<PoolQuota>(env.server.baseUrl, rep, '/crm/public/quota');
      expect(after).toMatchObject({ owned: cap, max_customers: cap, remaining: 0 });
    } finally {
      await context.close();
    }
  });
  it('lets the administrator set the pool rules on /crm/down_public, per level, with the form refusing a level twice', async () => {
    const admin = await apiLogin(env.server.baseUrl, env.account('admin'), 'admin123');
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/crm/down_public');
      await page.getByLabel('私海客户上限').waitFor();
      await expect.poll(() => page.title()).toBe('掉保规则 - Tradewind');
      expect(await page.getByLabel('私海客户上限').inputValue()).toBe(String(cap));
      await page.getByLabel('启用自动掉保').click();
      await page.getByLabel('领取冷却天数').fill('3');
      const days = page.getByLabel('未跟进天数');
      await days.first().fill('30');

      // A rule for level 'A 重点客户': only the order condition.
      const addLevel = page.getByRole('button', { name: '添加等级规则' });
      await addLevel.click();
      const levelSelect = async (index: number, label: string) => {
        await page.getByLabel('客户等级').nth(index).click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).click();
        // The list closes with an animation: on a busy machine it is still visible when the next select
        // opens its own, and the option would be found twice.
        await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
      };
      await levelSelect(0, 'A 重点客户');
      await page.getByLabel('未下单天数').nth(1).fill('60');
      // The same level twice: the form says so and nothing is sent.
      await addLevel.click();
      await levelSelect(1, 'A 重点客户');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByText('该等级已有规则').first().waitFor();
      await screenshot(page, 'crm-pool-rules-duplicate-zh');
      await page.getByRole('button', { name: /删\s*除|Delete/ }).last().click();
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByText('掉保规则已保存').waitFor();
      await screenshot(page, 'crm-pool-rules-zh');

      const saved = await apiGet<PoolRules & { rules: Array<{ level_name: string }> }>(env.server.baseUrl, admin, '/crm/down_public_rule');
      expect(saved).toMatchObject({ enabled: 1, max_customers: cap, cooldown_days: 3 });
      expect(saved.rules).toEqual([
        { level_id: null, level_name: '', no_visit_days: 30, no_order_days: 0 },
        expect.objectContaining({ level_name: 'A 重点客户', no_visit_days: 0, no_order_days: 60 }),
      ]);

      // The same page in English, switched from the top bar (the last test: the saved language leaks nowhere).
      await page.getByTestId('locale-menu').click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByLabel('Private customers per rep').waitFor();
      await page.getByText('Default (other levels)').waitFor();
      await screenshot(page, 'crm-pool-rules-en');
    } finally {
      await context.close();
    }
  });
});
