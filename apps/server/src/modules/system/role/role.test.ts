import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { ActionLogEntry } from '@tradewind/contract/system/action-log.schema';
import type { MenuNode } from '@tradewind/contract/system/menu.schema';
import type { Role } from '@tradewind/contract/system/role.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

describe('roles', () => {
  it('creates a role with known permissions and a data scope, and refuses unknown ones', async () => {
    const res = await t.call<Role>('POST', '/role', { token: tenant.tokens.admin, body: { name: '店长', data_scope: 2, permissions: 'system:store:list,system:staff:list' } });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: '店长', data_scope: 2, is_super: 0, staff_count: 0, permissions: ['system:staff:list', 'system:store:list'] });
    const unknown = await t.call('POST', '/role', { token: tenant.tokens.admin, body: { name: '坏角色', permissions: ['system:store:list', 'made:up:thing'] } });
    expect(unknown.code).toBe(422);
    expect(unknown.message).toBe('包含不存在的权限：made:up:thing');
    expect((await t.call('POST', '/role', { token: tenant.tokens.admin, body: { name: '店长' } })).code).toBe(409);
    expect((await t.call('POST', '/role', { token: tenant.tokens.admin, body: { name: 'x', data_scope: 9 } })).code).toBe(422);
  });

  it('lists roles with staff counts and locks the super role', async () => {
    const list = await t.call<ListData<Role>>('GET', '/roles', { token: tenant.tokens.admin });
    const admin = list.data.list.find((r) => r.id === tenant.roles.admin)!;
    expect(admin.is_super).toBe(1);
    expect(admin.staff_count).toBe(2);
    expect(admin.permissions).toContain('system:role:delete');
    expect((await t.call('PUT', '/role', { token: tenant.tokens.admin, body: { id: tenant.roles.admin, name: 'x' } })).code).toBe(409);
    expect((await t.call('DELETE', `/role/${tenant.roles.admin}`, { token: tenant.tokens.admin })).code).toBe(409);
  });

  it('deletes a role in use only with a role to move its staff to', async () => {
    const spare = await t.call<Role>('POST', '/role', { token: tenant.tokens.admin, body: { name: '备用', permissions: ['system:store:list'] } });
    const refused = await t.call('DELETE', `/role/${tenant.roles.clerk}`, { token: tenant.tokens.admin });
    expect(refused.code).toBe(409);
    expect(refused.message).toBe('该角色下还有员工，请先选择转移到的角色');
    const moved = await t.call('DELETE', `/role/${tenant.roles.clerk}`, { token: tenant.tokens.admin, query: { transfer_role_id: spare.data.id } });
    expect(moved.code).toBe(200);
    const clerk = await t.call<{ roles: Array<{ id: number }> }>('GET', `/staff/${tenant.staff.clerk}`, { token: tenant.tokens.admin });
    expect(clerk.data.roles.map((r) => r.id)).toEqual([spare.data.id]);
  });

  it('needs its permissions', async () => {
    expect((await t.call('GET', '/roles', { token: tenant.tokens.nobody })).code).toBe(401);
    expect((await t.call('POST', '/role', { token: tenant.tokens.nobody, body: { name: 'x' } })).code).toBe(402);
  });
});

describe('data scope', () => {
  it('limits a role to own records, own stores or own department in the action log', async () => {
    const own = await t.tenant({
      roles: [
        { key: 'admin', name: 'Admin', isSuper: true },
        { key: 'own', name: 'Own', permissions: ['system:action_log:list', 'system:store:update'], dataScope: 4 },
        { key: 'store', name: 'Store', permissions: ['system:action_log:list', 'system:store:update'], dataScope: 2 },
      ],
      staff: [
        { key: 'admin', account: `ds${Date.now()}_a`, name: 'A', password: 'secret123', roles: ['admin'], stores: 'all' },
        { key: 'rep', account: `ds${Date.now()}_r`, name: 'Rep', password: 'secret123', roles: ['own'], stores: ['a'] },
        { key: 'lead', account: `ds${Date.now()}_l`, name: 'Lead', password: 'secret123', roles: ['store'], stores: ['b'] },
      ],
    });
    await t.call('PUT', '/store', { token: own.tokens.rep, storeId: own.stores.a, body: { id: own.stores.a, name: 'A1', is_master: 1 } });
    await t.call('PUT', '/store', { token: own.tokens.lead, storeId: own.stores.b, body: { id: own.stores.b, name: 'B1' } });
    await t.call('PUT', '/store', { token: own.tokens.admin, storeId: own.stores.b, body: { id: own.stores.c, name: 'C1' } });
    const seen = async (token: string) =>
      (await t.call<ListData<ActionLogEntry>>('GET', '/action/log', { token, query: { page_size: 100, module: 'system', action: 'system:store:update' } })).data.list;
    expect((await seen(own.tokens.rep)).map((e) => e.staff_id)).toEqual([own.staff.rep]);
    expect((await seen(own.tokens.lead)).every((e) => e.store_id === own.stores.b)).toBe(true);
    expect((await seen(own.tokens.lead)).map((e) => e.staff_id).sort()).toEqual([own.staff.lead, own.staff.admin].sort());
    expect(await seen(own.tokens.admin)).toHaveLength(3);
  });
});

describe('menus', () => {
  it('shows the whole tree, lets a tenant add, edit and delete its own entries', async () => {
    const tree = await t.call<MenuNode[]>('GET', '/menus', { token: tenant.tokens.admin });
    const dashboard = tree.data.find((m) => m.key === 'dashboard')!;
    expect(dashboard.children[0].router).toBe('/dashboard/workplace');
    const mod = await t.call<{ id: number }>('POST', '/menu', { token: tenant.tokens.admin, body: { type: 1, name: '报表', icon: 'BarChartOutlined', router: '/report', sort: 90 } });
    const page = await t.call<{ id: number }>('POST', '/menu', { token: tenant.tokens.admin, body: { type: 2, parent_id: mod.data.id, name: '销售报表', router: '/report/sales', permission: 'report:sales:list' } });
    expect(page.code).toBe(200);
    expect((await t.call('POST', '/menu', { token: tenant.tokens.admin, body: { type: 3, parent_id: mod.data.id, name: 'bad' } })).code).toBe(422);
    expect((await t.call('POST', '/menu', { token: tenant.tokens.admin, body: { type: 2, name: 'orphan page' } })).code).toBe(422);
    expect((await t.call('DELETE', `/menu/${mod.data.id}`, { token: tenant.tokens.admin })).code).toBe(409);
    const hidden = await t.call('PUT', '/menu', { token: tenant.tokens.admin, body: { id: dashboard.children[0].id, type: 2, parent_id: dashboard.id, name: '我的工作台', router: '/dashboard/workplace', is_show: 1, sort: 0 } });
    expect(hidden.code).toBe(200);
    const info = await t.call<{ menus: Array<{ name: string; children: Array<{ name: string }> }> }>('GET', '/auth/info', { token: tenant.tokens.admin });
    expect(info.data.menus.flatMap((m) => m.children.map((c) => c.name))).toEqual(expect.arrayContaining(['我的工作台', '销售报表']));
    expect((await t.call('POST', '/menu', { token: tenant.tokens.clerk, body: { type: 1, name: 'x' } })).code).toBe(402);
  });
});
