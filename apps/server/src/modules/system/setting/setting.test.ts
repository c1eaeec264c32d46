import { beforeAll, describe, expect, it } from 'vitest';
import type { SystemSetting } from '@tradewind/contract/system/setting.schema';
import { useTestApp, TEST_PASSWORD, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

const base = { company_name: '潮汐商贸', title_suffix: '潮汐后台', time_zone: 'Asia/Shanghai', default_language: 'zh-CN', password_min_length: 6, password_complexity: 0 };

describe('system settings', () => {
  it('are read by everyone and take effect at once: time zone, session lifetime', async () => {
    const read = await t.call<SystemSetting>('GET', '/system/setting', { token: tenant.tokens.nobody });
    expect(read.data).toMatchObject({ title_suffix: 'Tradewind', session_lifetime_days: null });
    const saved = await t.call<SystemSetting>('PUT', '/system/setting', { token: tenant.tokens.admin, body: { ...base, time_zone: 'UTC', session_lifetime_days: 7 } });
    expect(saved.data).toMatchObject({ company_name: '潮汐商贸', time_zone: 'UTC', session_lifetime_days: 7 });
    const login = await t.call<{ expires_in: number }>('POST', '/auth/login', { body: { account: tenant.accounts.clerk, password: TEST_PASSWORD } });
    expect(login.data.expires_in).toBe(7 * 86_400);
    const tenantInfo = await t.call<{ name: string; time_zone: string }>('GET', '/common/tenant', { token: tenant.tokens.clerk });
    expect(tenantInfo.data).toMatchObject({ name: '潮汐商贸', time_zone: 'UTC' });
  });

  it('validate the time zone, policy ranges and lifetime, and need system:setting:update', async () => {
    const bad = await t.call<{ errors: Array<{ field: string }> }>('PUT', '/system/setting', {
      token: tenant.tokens.admin,
      body: { ...base, time_zone: 'Mars/Olympus', password_min_length: 3, session_lifetime_days: 100 },
    });
    expect(bad.code).toBe(422);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['password_min_length', 'session_lifetime_days', 'time_zone']);
    expect((await t.call('PUT', '/system/setting', { token: tenant.tokens.clerk, body: base })).code).toBe(402);
  });
});
