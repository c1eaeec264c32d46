import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, TEST_PASSWORD, type TestTenant } from '@/test/test-app';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from './auth.service';
import { uploadTestImage } from '@/test/test-uploads';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

describe('POST /auth/login', () => {
  it('signs in by account with a JSON body and answers an opaque token with the 7,000,000 s lifetime', async () => {
    const res = await t.call<{ token: string; expires_in: number }>('POST', '/auth/login', { body: { account: tenant.accounts.admin, password: TEST_PASSWORD } });
    expect(res.code).toBe(200);
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.expires_in).toBe(7_000_000);
  });

  it('signs in by phone with a form-encoded body', async () => {
    const other = await t.tenant({
      staff: [{ key: 'p', phone: '13912345678', name: 'Phone user', password: TEST_PASSWORD, roles: [], stores: ['a'] }],
    });
    expect(other.staff.p).toBeGreaterThan(0);
    const res = await t.call<{ token: string }>('POST', '/auth/login', { form: true, body: { account: '13912345678', password: TEST_PASSWORD } });
    expect(res.code).toBe(200);
    expect(res.data.token).toBeTruthy();
  });

  it('stores tokens only as hashes', async () => {
    const token = await t.login(tenant.accounts.admin);
    const { rows } = (await t.app.database.db.execute(`SELECT count(*)::int AS n FROM auth_tokens WHERE token_hash = '${token}'`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0].n).toBe(0);
  });

  it('refuses a wrong password with 422 and a field error, in the request locale', async () => {
    const zh = await t.call<{ errors: Array<{ field: string; message: string }> }>('POST', '/auth/login', { body: { account: tenant.accounts.clerk, password: 'wrong-pass' } });
    expect(zh.code).toBe(422);
    expect(zh.message).toBe('账号或密码错误');
    expect(zh.data.errors[0]).toEqual({ field: 'password', message: '账号或密码错误' });
    const en = await t.call('POST', '/auth/login', { body: { account: 'nobody-at-all', password: 'x' }, headers: { 'accept-language': 'en-US' } });
    expect(en.code).toBe(422);
    expect(en.message).toBe('Wrong account or password');
  });

  it('asks which company when the account and password match in several, and only then (issue 13 finding 8)', async () => {
    const phone = '13912340808';
    const [first, second, third] = [await t.tenant({}), await t.tenant({}), await t.tenant({})];
    const ids: number[] = [];
    for (const [company, password] of [[first, TEST_PASSWORD], [second, TEST_PASSWORD], [third, 'another-pass1']] as const) {
      const made = await t.call<{ id: number }>('POST', '/staff', { token: company.tokens.admin, body: { name: '张伟', phone, account: 'multi_co_zhang', password } });
      expect(made.code).toBe(200);
      ids.push(made.data.id);
    }
    for (const account of [phone, 'MULTI_CO_ZHANG']) {
      const res = await t.call<{ companies: Array<{ id: number; name: string }>; token?: string }>('POST', '/auth/login', { body: { account, password: TEST_PASSWORD } });
      expect(res.code).toBe(200);
      expect(res.data.token).toBeUndefined();
      // The third company's staff member has another password: nothing about that company is shown.
      expect(res.data.companies.map((c) => c.id)).toEqual([first.tenantId, second.tenantId]);
    }
    const chosen = await t.call<{ token: string }>('POST', '/auth/login', { body: { account: phone, password: TEST_PASSWORD, company_id: second.tenantId } });
    expect(chosen.data.token).toBeTruthy();
    const info = await t.call<{ id: number }>('GET', '/auth/info', { token: chosen.data.token });
    expect(info.data.id).toBe(ids[1]);
    // One match logs in at once; a company where the password does not match is a wrong password.
    const own = await t.call<{ token: string }>('POST', '/auth/login', { body: { account: phone, password: 'another-pass1' } });
    expect((await t.call<{ id: number }>('GET', '/auth/info', { token: own.data.token })).data.id).toBe(ids[2]);
    const wrong = await t.call('POST', '/auth/login', { body: { account: phone, password: 'another-pass1', company_id: first.tenantId } });
    expect(wrong.message).toBe('账号或密码错误');
  });

  it('refuses missing fields with the field list', async () => {
    const res = await t.call<{ errors: Array<{ field: string; message: string }> }>('POST', '/auth/login', { body: {} });
    expect(res.code).toBe(422);
    expect(res.data.errors.map((e) => e.field).sort()).toEqual(['account', 'password']);
    expect(res.data.errors.find((e) => e.field === 'account')?.message).toBe('请输入账号');
  });

  it('refuses a disabled account', async () => {
    const res = await t.call('POST', '/auth/login', { body: { account: tenant.accounts.disabled, password: TEST_PASSWORD } });
    expect(res.code).toBe(422);
    expect(res.message).toBe('账号已被禁用，请联系管理员');
  });

  it('answers 429 after too many failures for one account, even with the right password', async () => {
    const victim = await t.tenant({});
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 1) {
      const res = await t.call('POST', '/auth/login', { body: { account: victim.accounts.clerk, password: 'bad-guess' } });
      expect(res.code).toBe(422);
    }
    const blocked = await t.call('POST', '/auth/login', { body: { account: victim.accounts.clerk, password: TEST_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.code).toBe(429);
  });

  it('writes the login to the action log', async () => {
    const res = await t.call<{ list: Array<{ action: string; staff_id: number }> }>('GET', '/action/log', { token: tenant.tokens.admin, query: { action: 'auth.login' } });
    expect(res.code).toBe(200);
    expect(res.data.list.some((e) => e.staff_id === tenant.staff.admin)).toBe(true);
  });
});

describe('tokens', () => {
  it('answers HTTP 401 without, with a malformed or with an unknown token', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, { authorization: `Bearer ${'x'.repeat(43)}` }]) {
      const res = await t.call('GET', '/auth/info', { headers });
      expect(res.status).toBe(401);
      expect(res.code).toBe(401);
      expect(res.message).toBe('登录已失效，请重新登录');
    }
  });

  it('revokes the token on logout (401 afterwards) and logs it', async () => {
    const token = await t.login(tenant.accounts.clerk);
    expect((await t.call('GET', '/auth/info', { token })).code).toBe(200);
    const out = await t.call('POST', '/auth/logout', { token });
    expect(out.code).toBe(200);
    const after = await t.call('GET', '/auth/info', { token });
    expect(after.status).toBe(401);
    const log = await t.call<{ list: Array<{ action: string }> }>('GET', '/action/log', { token: tenant.tokens.admin, query: { action: 'auth.logout', staff_id: tenant.staff.clerk } });
    expect(log.data.list.length).toBeGreaterThan(0);
  });

  it('ends other sessions with body code 403 when the password changes, keeping the current one', async () => {
    const own = await t.tenant({});
    const other = await t.login(own.accounts.clerk);
    const res = await t.call('PUT', '/auth/password', { token: own.tokens.clerk, body: { old_password: TEST_PASSWORD, password: 'new-secret-1' } });
    expect(res.code).toBe(200);
    const ended = await t.call('GET', '/auth/info', { token: other });
    expect(ended.status).toBe(200);
    expect(ended.code).toBe(403);
    expect((await t.call('GET', '/auth/info', { token: own.tokens.clerk })).code).toBe(200);
    expect(await t.login(own.accounts.clerk, 'new-secret-1')).toBeTruthy();
  });

  it('refuses a wrong current password and a too-short new one', async () => {
    const wrong = await t.call('PUT', '/auth/password', { token: tenant.tokens.nobody, body: { old_password: 'nope', password: 'new-secret-1' } });
    expect(wrong.code).toBe(422);
    expect(wrong.message).toBe('原密码不正确');
    const short = await t.call<{ errors: Array<{ field: string }> }>('PUT', '/auth/password', { token: tenant.tokens.nobody, body: { old_password: TEST_PASSWORD, password: '123' } });
    expect(short.code).toBe(422);
    expect(short.data.errors[0].field).toBe('password');
  });

  it('answers body code 403 once the account is disabled', async () => {
    const own = await t.tenant({});
    await t.app.database.db.execute(`UPDATE staff SET status = 0 WHERE id = ${own.staff.clerk}`);
    const res = await t.call('GET', '/auth/info', { token: own.tokens.clerk });
    expect(res.code).toBe(403);
  });
});

describe('GET /auth/info', () => {
  type Info = { name: string; permissions: string[]; menus: Array<{ router: string; is_show: number; children: Array<{ router: string }> }>; auth_module: string[] };

  it('gives the admin every permission the routes name and the menu tree', async () => {
    const res = await t.call<Info>('GET', '/auth/info', { token: tenant.tokens.admin });
    expect(res.code).toBe(200);
    expect(res.data.name).toBe('Admin');
    expect(res.data.permissions).toEqual(expect.arrayContaining(['system:store:create', 'system:store:delete', 'system:action_log:list']));
    const dashboard = res.data.menus.find((m) => m.router === '/dashboard');
    expect(dashboard?.children.map((c) => c.router)).toContain('/dashboard/workplace');
    expect(res.data.auth_module).toContain('/dashboard');
  });

  it('gives a clerk only the permissions of their roles', async () => {
    const res = await t.call<Info>('GET', '/auth/info', { token: tenant.tokens.clerk });
    expect(res.data.permissions).toEqual(['system:store:list']);
  });

  it('lets a person change their own name and language, and validates them', async () => {
    const ok = await t.call<Info>('PUT', '/auth/info', { token: tenant.tokens.nobody, body: { name: '新名字', language: 'en-US' } });
    expect(ok.code).toBe(200);
    expect(ok.data.name).toBe('新名字');
    const bad = await t.call<{ errors: Array<{ field: string }> }>('PUT', '/auth/info', { token: tenant.tokens.nobody, body: { name: '', language: 'fr' } });
    expect(bad.code).toBe(422);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['language', 'name']);
  });
});

describe('PUT /auth/info avatar', () => {
  it('keeps the avatar when absent and removes it with an empty value', async () => {
    const avatar = await uploadTestImage(t, tenant.tokens.admin);
    const set = await t.call<{ avatar: string | null }>('PUT', '/auth/info', { token: tenant.tokens.admin, body: { avatar } });
    expect(set.data.avatar).toBe(avatar);
    const renamed = await t.call<{ avatar: string | null }>('PUT', '/auth/info', { token: tenant.tokens.admin, body: { name: 'Admin' } });
    expect(renamed.data.avatar).toBe(avatar);
    const removed = await t.call<{ avatar: string | null }>('PUT', '/auth/info', { token: tenant.tokens.admin, body: { avatar: '' } });
    expect(removed.data.avatar).toBeNull();
  });
});
