import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Staff } from '@tradewind/contract/system/staff.schema';
import { TEST_PASSWORD, useTenantPair, useTestApp } from '@/test/test-app';

const t = useTestApp();
const [tenant, other] = useTenantPair(() => t.tenant({}));
let phone = 13500000000;
const nextPhone = () => String((phone += 1));

const create = (token: string, body: Record<string, unknown>) => t.call<Staff>('POST', '/staff', { token, body: { name: '新员工', phone: nextPhone(), password: 'start123', ...body } });

describe('staff', () => {
  it('creates a member with department, roles and stores, who can sign in and sees only their permissions', async () => {
    const res = await create(tenant.tokens.admin, {
      account: 'newbie',
      dept_id: tenant.departments.head,
      dept_role: 2,
      role_ids: [tenant.roles.clerk],
      store_ids: `${tenant.stores.a},${tenant.stores.b}`,
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: '新员工', account: 'newbie', dept_role: 2, status: 1, is_audit: 1, department: { id: tenant.departments.head } });
    expect(res.data.roles.map((r) => r.id)).toEqual([tenant.roles.clerk]);
    expect(res.data.stores.map((s) => s.id).sort()).toEqual([tenant.stores.a, tenant.stores.b].sort());
    const token = await t.login('newbie', 'start123');
    const info = await t.call<{ permissions: string[] }>('GET', '/auth/info', { token });
    expect(info.data.permissions).toEqual(['system:store:list']);
  });

  it('validates phone, account, password and references, and refuses duplicates within the company only', async () => {
    const empty = await t.call<{ errors: Array<{ field: string; message: string }> }>('POST', '/staff', { token: tenant.tokens.admin, body: { name: '', phone: '', password: '1' } });
    expect(empty.code).toBe(422);
    expect(empty.data.errors.find((e) => e.field === 'phone')?.message).toBe('请输入手机号');
    const wrongPhone = await create(tenant.tokens.admin, { phone: '12000000000' });
    expect(wrongPhone.message).toBe('请输入正确的手机号');
    expect((await create(tenant.tokens.admin, { account: '1bad' })).code).toBe(422);
    expect((await create(tenant.tokens.admin, { role_ids: [other.roles.clerk] })).code).toBe(422);
    expect((await create(tenant.tokens.admin, { store_ids: [other.stores.a] })).code).toBe(422);
    const taken = await create(tenant.tokens.admin, { account: tenant.accounts.clerk.toUpperCase() });
    expect(taken.code).toBe(409);
    expect(taken.message).toBe('本公司已有员工使用该账号');
    const p = nextPhone();
    expect((await create(tenant.tokens.admin, { phone: p })).code).toBe(200);
    expect((await create(tenant.tokens.admin, { phone: p })).message).toBe('本公司已有员工使用该手机号');
    // Another company learns nothing: the same phone and account are simply new there (issue 13 finding 8).
    expect((await create(other.tokens.admin, { phone: p, account: tenant.accounts.clerk })).code).toBe(200);
  });

  it('applies the company password policy', async () => {
    await t.call('PUT', '/system/setting', {
      token: other.tokens.admin,
      body: { company_name: 'Other Co', title_suffix: 'X', time_zone: 'Asia/Shanghai', default_language: 'zh-CN', password_min_length: 8, password_complexity: 1 },
    });
    const weak = await create(other.tokens.admin, { password: 'abcdefgh' });
    expect(weak.code).toBe(422);
    expect(weak.message).toBe('密码至少 8 位，且需同时包含字母和数字');
    expect((await create(other.tokens.admin, { password: 'abcd1234' })).code).toBe(200);
  });

  it('lists with keyword, department subtree, role, store, status and audit filters', async () => {
    const all = await t.call<ListData<Staff>>('GET', '/staffs', { token: tenant.tokens.admin, query: { page_size: 100 } });
    expect(all.data.list.every((s) => s.id > 0)).toBe(true);
    const byName = await t.call<ListData<Staff>>('GET', '/staffs', { token: tenant.tokens.admin, query: { name: 'Clerk' } });
    expect(byName.data.list.map((s) => s.id)).toContain(tenant.staff.clerk);
    const byDept = await t.call<ListData<Staff>>('GET', '/staffs', { token: tenant.tokens.admin, query: { c_dept_id: tenant.departments.head } });
    expect(byDept.data.list.every((s) => s.dept_id === tenant.departments.head)).toBe(true);
    const byRole = await t.call<ListData<Staff>>('GET', '/staffs', { token: tenant.tokens.admin, query: { role_id: tenant.roles.clerk } });
    expect(byRole.data.list.every((s) => s.roles.some((r) => r.id === tenant.roles.clerk))).toBe(true);
    const disabled = await t.call<ListData<Staff>>('GET', '/staffs', { token: tenant.tokens.admin, query: { status: 0 } });
    expect(disabled.data.list.map((s) => s.id)).toEqual([tenant.staff.disabled]);
    const pending = await t.call<ListData<Staff>>('GET', '/staffs', { token: tenant.tokens.admin, query: { is_audit: 0 } });
    expect(pending.data.list).toEqual([]);
    expect(all.data.list.some((s) => Object.values(other.staff).includes(s.id))).toBe(false);
    const search = await t.call<Staff[]>('GET', '/staffs/search', { token: tenant.tokens.nobody, query: { keyword: 'Cle' } });
    expect(search.data.map((s) => s.id)).toContain(tenant.staff.clerk);
  });

  it('disabling a member ends their sessions at once (403) and keeps them out', async () => {
    const own = await t.tenant({});
    const res = await t.call<Staff>('PUT', `/staff/${own.staff.clerk}/status`, { token: own.tokens.admin, body: { status: 0 } });
    expect(res.data.status).toBe(0);
    expect((await t.call('GET', '/auth/info', { token: own.tokens.clerk })).code).toBe(403);
    expect((await t.call('POST', '/auth/login', { body: { account: own.accounts.clerk, password: TEST_PASSWORD } })).code).toBe(422);
  });

  it('a role losing a permission makes the holder’s next call 402', async () => {
    const own = await t.tenant({ roles: [{ key: 'admin', name: 'Admin', isSuper: true }, { key: 'clerk', name: 'Clerk', permissions: ['system:store:list', 'system:store:create'] }] });
    expect((await t.call('POST', '/store', { token: own.tokens.clerk, body: { name: 'Allowed' } })).code).toBe(200);
    const upd = await t.call('PUT', '/role', { token: own.tokens.admin, body: { id: own.roles.clerk, name: 'Clerk', permissions: ['system:store:list'] } });
    expect(upd.code).toBe(200);
    expect((await t.call('POST', '/store', { token: own.tokens.clerk, body: { name: 'Refused' } })).code).toBe(402);
  });

  it('resets a password (sessions end) and deletes softly, never oneself or the owner', async () => {
    const own = await t.tenant({});
    expect((await t.call('PUT', '/staff/reset_password', { token: own.tokens.admin, body: { id: own.staff.clerk, password: 'reset123' } })).code).toBe(200);
    expect((await t.call('GET', '/auth/info', { token: own.tokens.clerk })).code).toBe(403);
    expect(await t.login(own.accounts.clerk, 'reset123')).toBeTruthy();
    expect((await t.call('DELETE', `/staff/${own.staff.admin}`, { token: own.tokens.admin })).code).toBe(409);
    const gone = await t.call('DELETE', `/staff/${own.staff.nobody}`, { token: own.tokens.admin });
    expect(gone.code).toBe(200);
    expect((await t.call('GET', `/staff/${own.staff.nobody}`, { token: own.tokens.admin })).code).toBe(404);
    expect((await t.call('GET', '/auth/info', { token: own.tokens.nobody })).code).toBe(403);
  });

  it('approves a member waiting for approval', async () => {
    const own = await t.tenant({});
    await t.app.database.db.execute(`UPDATE staff SET is_audit = 0 WHERE id = ${own.staff.nobody}`);
    const refused = await t.call('POST', '/auth/login', { body: { account: own.accounts.nobody, password: TEST_PASSWORD } });
    expect(refused.message).toBe('账号正在等待管理员审核');
    expect((await t.call('PUT', `/staff/${own.staff.nobody}/audit`, { token: own.tokens.admin, body: { pass: 1 } })).code).toBe(200);
    expect(await t.login(own.accounts.nobody)).toBeTruthy();
    expect((await t.call('PUT', `/staff/${own.staff.nobody}/audit`, { token: own.tokens.admin, body: { pass: 1 } })).code).toBe(409);
  });

  it('answers 404 for another tenant’s member and checks every permission', async () => {
    expect((await t.call('GET', `/staff/${other.staff.clerk}`, { token: tenant.tokens.admin })).code).toBe(404);
    expect((await t.call('PUT', `/staff/${other.staff.clerk}/status`, { token: tenant.tokens.admin, body: { status: 0 } })).code).toBe(404);
    expect((await t.call('GET', '/staffs', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await create(tenant.tokens.clerk, {})).code).toBe(402);
    expect((await t.call('DELETE', `/staff/${tenant.staff.nobody}`, { token: tenant.tokens.clerk })).code).toBe(402);
    expect((await t.call('PUT', '/staff/reset_password', { token: tenant.tokens.clerk, body: { id: tenant.staff.nobody, password: 'x12345' } })).code).toBe(402);
  });
});
