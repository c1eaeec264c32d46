import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiLogin, apiPost, apiPut } from '../support/session';
import { seedTenant, useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Setting = { company_name: string; time_zone: string; default_language: string; password_min_length: number };

/**
 * Issue 13 finding 8: a phone is unique within a company, so one person may work for two. Logging in with
 * that phone and the password both share asks which company, and opens the chosen one.
 */
describe('a person who works for two companies logs in to the one they choose', () => {
  it('lists both companies after the password matched and opens the chosen one', async () => {
    const second = await seedTenant(env.server.baseUrl);
    const phone = env.sparePhone(7);
    const names: string[] = [];
    for (const [tenant, name] of [
      [env.tenant, '东城批发'],
      [second, '西城配送'],
    ] as const) {
      const admin = await apiLogin(env.server.baseUrl, tenant.accounts.admin, 'admin123');
      const setting = await apiGet<Setting>(env.server.baseUrl, admin, '/system/setting');
      await apiPut(env.server.baseUrl, admin, '/system/setting', { ...setting, logo: null, company_name: name, session_lifetime_days: null });
      await apiPost(env.server.baseUrl, admin, '/staff', { name: '两边跑', phone, password: 'both1234', role_ids: [], store_ids: [] });
      names.push(name);
    }

    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await page.goto('/user/login');
      await page.getByPlaceholder('账号或手机号').fill(phone);
      await page.getByPlaceholder('密码').fill('both1234');
      await page.locator('button[type="submit"]').click();
      const choice = page.getByRole('group', { name: '该账号属于多家公司，请选择要登录的公司' });
      await choice.waitFor();
      expect(await choice.getByRole('button').allInnerTexts()).toEqual([...names, '换个账号登录']);
      await screenshot(page, 'login-choose-company');
      await choice.getByRole('button', { name: '西城配送' }).click();
      await page.waitForURL((url) => url.pathname !== '/user/login');
      const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'Access-Token')?.value ?? '');
      expect((await apiGet<{ id: number; name: string }>(env.server.baseUrl, token, '/common/tenant')).id).toBe(second.tenant_id);
    } finally {
      await context.close();
    }
  });
});
