import { describe, expect, it } from 'vitest';
import type { StoreOption } from '@tradewind/contract/system/store.schema';
import type { TenantInfo } from '@tradewind/contract/system/tenant.schema';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

async function codeFor(phone: string): Promise<string> {
  const res = await t.call('POST', '/common/send_code', { body: { phone, purpose: 'register' } });
  expect(res.code).toBe(200);
  return t.sentCodes.filter((c) => c.phone === phone).at(-1)!.code;
}

const profile = { company: '新星贸易', contact_name: '王总', contact_phone: '13600000009', store_name: '新星总店', province_id: 440000, city_id: 440300, area_id: 440305, address: '科技园' };

describe('register → initialization', () => {
  it('makes an experience tenant with a 30-day contract, signed in as its owner, then the wizard makes the first store', async () => {
    const phone = '13600000001';
    const res = await t.call<{ token: string }>('POST', '/auth/register', { body: { company: '新星贸易', name: '王总', phone, code: await codeFor(phone), password: 'welcome1' } });
    expect(res.code).toBe(200);
    const token = res.data.token;
    const tenant = await t.call<TenantInfo>('GET', '/common/tenant', { token });
    expect(tenant.data).toMatchObject({ name: '新星贸易', is_experience: 1, is_initialized: 0 });
    const days = (Date.parse(tenant.data.contract_end!) - Date.parse(tenant.data.contract_begin!)) / 86_400_000;
    expect(days).toBe(30);
    expect((await t.call<StoreOption[]>('GET', '/stores/all', { token })).data).toEqual([]);

    const bad = await t.call<{ errors: Array<{ field: string }> }>('POST', '/common/initialization', { token, body: { ...profile, store_name: '', contact_phone: '123' } });
    expect(bad.code).toBe(422);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['contact_phone', 'store_name']);

    const done = await t.call<TenantInfo>('POST', '/common/initialization', { token, body: profile });
    expect(done.code).toBe(200);
    expect(done.data).toMatchObject({ is_initialized: 1, contact_name: '王总' });
    const stores = await t.call<StoreOption[]>('GET', '/stores/all', { token });
    expect(stores.data).toEqual([expect.objectContaining({ name: '新星总店', is_master: 1, has_auth: 1 })]);
    expect((await t.call('POST', '/common/initialization', { token, body: profile })).code).toBe(409);
    // the owner signs in with the phone from now on
    expect(await t.login(phone, 'welcome1')).toBeTruthy();
  });

  it('refuses a wrong code (and counts it), a used phone, and invalid fields', async () => {
    const phone = '13600000002';
    const code = await codeFor(phone);
    const wrong = await t.call('POST', '/auth/register', { body: { company: 'ABC', phone, code: code === '123456' ? '654321' : '123456', password: 'welcome1' } });
    expect(wrong.code).toBe(422);
    expect(wrong.message).toBe('验证码错误或已过期');
    const ok = await t.call('POST', '/auth/register', { body: { company: 'ABC', phone, code, password: 'welcome1' } });
    expect(ok.code).toBe(200);
    const again = await t.call('POST', '/auth/register', { body: { company: 'ABC', phone, code, password: 'welcome1' } });
    expect(again.code).toBe(422);
    const invalid = await t.call<{ errors: Array<{ field: string }> }>('POST', '/auth/register', { body: { company: 'A', phone: '1', code: 'x', password: '1' } });
    expect(invalid.data.errors.map((e) => e.field).sort()).toEqual(['code', 'company', 'password', 'phone']);
  });

  it('registers a company for a phone that works for another company, and says nothing about it (issue 13 finding 8)', async () => {
    const phone = '13600000003';
    const elsewhere = await t.tenant({ staff: [{ key: 'p', phone, name: 'P', password: 'secret123', roles: [], stores: ['a'] }] });
    const res = await t.call<{ token: string }>('POST', '/auth/register', { body: { company: 'Dup', phone, code: await codeFor(phone), password: 'welcome1' } });
    expect(res.code).toBe(200);
    const info = await t.call<{ id: number; phone: string }>('GET', '/auth/info', { token: res.data.token });
    expect(info.data.phone).toBe(phone);
    expect(info.data.id).not.toBe(elsewhere.staff.p);
    // Each password opens its own company.
    const old = await t.call<{ token: string }>('POST', '/auth/login', { body: { account: phone, password: 'secret123' } });
    expect((await t.call<{ id: number }>('GET', '/auth/info', { token: old.data.token })).data.id).toBe(elsewhere.staff.p);
  });

  it('lets only the owner run the wizard', async () => {
    const tenant = await t.tenant({ initialized: false });
    const res = await t.call('POST', '/common/initialization', { token: tenant.tokens.admin, body: profile });
    expect(res.code).toBe(402);
  });
});

describe('POST /common/upgrade_request', () => {
  it('records the request of an experience tenant and messages its admins', async () => {
    const tenant = await t.tenant({ isExperience: true });
    const before = await t.call<{ un_read_num: number }>('GET', '/common/client_data', { token: tenant.tokens.admin });
    const res = await t.call<{ id: number }>('POST', '/common/upgrade_request', { token: tenant.tokens.clerk, body: { contact_name: '李经理', contact_phone: '13900000000', edition: 'professional' } });
    expect(res.code).toBe(200);
    expect(res.message).toBe('升级申请已提交，我们会尽快联系您');
    const after = await t.call<{ un_read_num: number }>('GET', '/common/client_data', { token: tenant.tokens.admin });
    expect(after.data.un_read_num).toBe(before.data.un_read_num + 1);
    const clerk = await t.call<{ un_read_num: number }>('GET', '/common/client_data', { token: tenant.tokens.clerk });
    expect(clerk.data.un_read_num).toBe(0);
  });

  it('refuses a paid tenant and invalid input', async () => {
    const paid = await t.tenant({});
    expect((await t.call('POST', '/common/upgrade_request', { token: paid.tokens.admin, body: { contact_name: 'x', contact_phone: '13900000000' } })).code).toBe(409);
    const trial = await t.tenant({ isExperience: true });
    const bad = await t.call('POST', '/common/upgrade_request', { token: trial.tokens.admin, body: { contact_name: '', contact_phone: '139', edition: 'gold' } });
    expect(bad.code).toBe(422);
  });
});
