import { beforeAll, describe, expect, it } from 'vitest';
import type { Department } from '@tradewind/contract/system/dept.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

describe('departments', () => {
  it('builds a tree with staff counts, refuses cycles and deleting departments in use', async () => {
    const sales = await t.call<{ id: number }>('POST', '/dept', { token: tenant.tokens.admin, body: { name: '销售部', parent_id: tenant.departments.head } });
    const team = await t.call<{ id: number }>('POST', '/dept', { token: tenant.tokens.admin, body: { name: '销售一组', parent_id: sales.data.id } });
    const tree = await t.call<Department[]>('GET', '/depts', { token: tenant.tokens.nobody });
    const head = tree.data.find((d) => d.id === tenant.departments.head)!;
    expect(head.staff_count).toBe(1);
    expect(head.children[0]).toMatchObject({ name: '销售部', children: [expect.objectContaining({ name: '销售一组' })] });

    const cycle = await t.call('PUT', '/dept', { token: tenant.tokens.admin, body: { id: sales.data.id, name: '销售部', parent_id: team.data.id } });
    expect(cycle.code).toBe(422);
    expect(cycle.message).toBe('不能把部门移动到它自己或它的下级部门下');
    expect((await t.call('DELETE', `/dept/${sales.data.id}`, { token: tenant.tokens.admin })).message).toBe('该部门下还有子部门，无法删除');
    expect((await t.call('DELETE', `/dept/${tenant.departments.head}`, { token: tenant.tokens.admin })).code).toBe(409);
    expect((await t.call('DELETE', `/dept/${team.data.id}`, { token: tenant.tokens.admin })).code).toBe(200);
    const moved = await t.call('PUT', '/dept', { token: tenant.tokens.admin, body: { id: sales.data.id, name: '销售中心', parent_id: '' } });
    expect(moved.code).toBe(200);
  });

  it('checks input and permissions', async () => {
    expect((await t.call('POST', '/dept', { token: tenant.tokens.admin, body: { name: '' } })).code).toBe(422);
    expect((await t.call('POST', '/dept', { token: tenant.tokens.admin, body: { name: 'x', parent_id: 999999 } })).code).toBe(422);
    expect((await t.call('POST', '/dept', { token: tenant.tokens.clerk, body: { name: 'x' } })).code).toBe(402);
    expect((await t.call('DELETE', '/dept/999999', { token: tenant.tokens.admin })).code).toBe(404);
  });
});
