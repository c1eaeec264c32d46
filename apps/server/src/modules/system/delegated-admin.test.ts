import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@tradewind/contract/system/role.schema';
import type { Staff } from '@tradewind/contract/system/staff.schema';
import { allPermissions } from '@/core/auth/permission-registry';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp, TEST_PASSWORD, type Reply, type TestTenant } from '@/test/test-app';
import { roles } from './role/role.table';
import { staff, staffRoles } from './staff/staff.table';

/**
 * Delegated administration (issue 13, finding 2; rule in delegation.ts): a holder of one administrative
 * permission tries, for permissions of every module, to hand them out or to act on someone who holds them.
 *
 * The rule compares sets of permission strings; no route branches on which permission it is handed. So the
 * matrix takes every permission of the system module (the administrative ones under test among them) and
 * the first and the last of every other module of the registry (by its prefix) — a module added later is
 * in it by itself — rather than all of them: three calls per permission of the whole registry (about 340)
 * grew with every module and made this the slowest file of the API suite.
 */
const t = useTestApp();

const UPDATE = 'system:staff:update';
const CREATE = 'system:staff:create';
const RESET = 'system:staff:reset_password';
const ROLE_UPDATE = 'system:role:update';

/** The first and last permission of every module (the prefix before ':'), and every permission of `system`. */
function matrixOf(all: readonly string[]): string[] {
  const byModule = new Map<string, string[]>();
  for (const p of all) byModule.set(p.split(':')[0], [...(byModule.get(p.split(':')[0]) ?? []), p]);
  const picked = [...byModule.entries()].flatMap(([module, list]) => (module === 'system' ? list : [list[0], list[list.length - 1]]));
  return [...new Set(picked)].sort();
}

let tenant: TestTenant;
/** every permission of the registry */
let everything: string[];
/** the permissions the matrix walks (matrixOf) */
let grantable: string[];
const phone = () => `137${String(randomInt(0, 1e8)).padStart(8, '0')}`;
const roleKey = (i: number) => `p${i}`;
const targetKey = (i: number) => `s${i}`;

/** Every staff row of the tenant with its roles and password hash, and every role's rights: to show nothing changed. */
async function snapshot() {
  return withSystem(t.app.database.db, async (tx) => {
    const people = await tx.select({ id: staff.id, name: staff.name, status: staff.status, hash: staff.passwordHash, deleted: staff.deletedAt }).from(staff).where(eq(staff.tenantId, tenant.tenantId));
    const links = await tx.select().from(staffRoles).where(eq(staffRoles.tenantId, tenant.tenantId));
    const rights = await tx.select({ id: roles.id, permissions: roles.permissions, scope: roles.dataScope, isSuper: roles.isSuper }).from(roles).where(eq(roles.tenantId, tenant.tenantId));
    const sortBy = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);
    return {
      people: sortBy(people),
      links: links.map((l) => `${l.staffId}:${l.roleId}`).sort(),
      rights: sortBy(rights),
    };
  });
}

function refused(res: Reply, message?: string) {
  expect({ code: res.code, message: res.message }).toMatchObject({ code: 402, ...(message ? { message } : {}) });
}

beforeAll(async () => {
  // The shared app is built by now (useTestApp's beforeAll runs first), so the registry is complete.
  everything = [...allPermissions()].sort();
  grantable = matrixOf(everything);
  expect(grantable.length).toBeGreaterThan(20);
  const tag = String(randomInt(0, 1e6));
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'h_update', name: 'Staff editor', permissions: [UPDATE] },
      { key: 'h_create', name: 'Staff creator', permissions: [CREATE] },
      { key: 'h_reset', name: 'Password resetter', permissions: [RESET] },
      { key: 'h_role', name: 'Role editor', permissions: [ROLE_UPDATE], dataScope: 3 },
      { key: 'victim_role', name: 'Victim role', permissions: [], dataScope: 3 },
      { key: 'h_delete', name: 'Staff remover', permissions: ['system:staff:delete'] },
      { key: 'h_role_delete', name: 'Role remover', permissions: ['system:role:delete'] },
      { key: 'doomed', name: 'Doomed role', permissions: [] },
      ...grantable.map((p, i) => ({ key: roleKey(i), name: `Only ${p}`, permissions: [p], dataScope: 3 as const })),
    ],
    staff: [
      { key: 'owner', account: `dg${tag}_owner`, name: 'Owner', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', isOwner: true },
      { key: 'super', account: `dg${tag}_super`, name: 'Super', password: TEST_PASSWORD, roles: ['admin'], stores: 'all' },
      { key: 'update', account: `dg${tag}_update`, name: 'Editor', password: TEST_PASSWORD, roles: ['h_update'], stores: [] },
      { key: 'create', account: `dg${tag}_create`, name: 'Creator', password: TEST_PASSWORD, roles: ['h_create'], stores: [] },
      { key: 'reset', account: `dg${tag}_reset`, name: 'Resetter', password: TEST_PASSWORD, roles: ['h_reset'], stores: [] },
      { key: 'role', account: `dg${tag}_role`, name: 'Role editor', password: TEST_PASSWORD, roles: ['h_role'], stores: [] },
      { key: 'delete', account: `dg${tag}_delete`, name: 'Remover', password: TEST_PASSWORD, roles: ['h_delete'], stores: [] },
      { key: 'role_delete', account: `dg${tag}_rdel`, name: 'Role remover', password: TEST_PASSWORD, roles: ['h_role_delete'], stores: [] },
      { key: 'doomed', account: `dg${tag}_doomed`, name: 'Doomed', password: TEST_PASSWORD, roles: ['doomed'], stores: [] },
      { key: 'plain', account: `dg${tag}_plain`, name: 'Plain', password: TEST_PASSWORD, roles: [], stores: [] },
      { key: 'store_editor', account: `dg${tag}_steditor`, name: 'Store A editor', password: TEST_PASSWORD, roles: ['h_update'], stores: ['a'] },
      { key: 'shop', account: `dg${tag}_shop`, name: 'Shop B clerk', password: TEST_PASSWORD, roles: [], stores: ['b'] },
      // One member per permission, holding only it (disabled: the harness signs in only enabled members).
      ...grantable.map((p, i) => ({ key: targetKey(i), account: `dg${tag}_s${i}`, name: `Holder ${i}`, password: TEST_PASSWORD, roles: [roleKey(i)], stores: [], status: 0 as const })),
    ],
  });
});

const tokenOf = (key: string) => tenant.tokens[key];
const editBody = (id: number, roleIds: number[], extra: Record<string, unknown> = {}) => ({ id, name: 'Edited', phone: phone(), role_ids: roleIds, ...extra });

describe('stores: a member is given only stores the giver has', () => {
  it('refuses another store, allows one of the giver\'s own, and keeps the stores the member already had', async () => {
    const editor = tokenOf('store_editor');
    const shop = tenant.staff.shop;
    const body = (storeIds: number[]) => ({ id: shop, name: 'Shop B clerk', phone: phone(), role_ids: [], store_ids: storeIds });
    const other = await t.call('PUT', '/staff', { token: editor, body: body([tenant.stores.b, tenant.stores.c]) });
    refused(other);
    expect(other.message).toMatch(/^不能授予自己没有的门店：.+ Store C$/);
    const created = await t.call('POST', '/staff', { token: tokenOf('create'), body: { name: 'New', phone: phone(), password: 'start123', store_ids: [tenant.stores.c] } });
    expect(created.code).toBe(402);
    // Store B was the member's already: it stays, beside the editor's own store A.
    expect((await t.call('PUT', '/staff', { token: editor, body: body([tenant.stores.b, tenant.stores.a]) })).code).toBe(200);
    const members = await t.call<Staff>('GET', `/staff/${shop}`, { token: tokenOf('super') });
    expect(members.data.stores.map((s) => s.id).sort()).toEqual([tenant.stores.a, tenant.stores.b].sort());
  });
});

// Each test walks the matrix's permissions (three calls apiece); generous, as a timeout only ends a hang.
describe('the permission matrix: a holder of one administrative permission, for permissions of every module', { timeout: 120_000 }, () => {
  it(`${UPDATE}: gives a member a role holding the permission, and edits a member holding it — only for ${UPDATE} itself`, async () => {
    const before = await snapshot();
    const allowed: string[] = [];
    for (const [i, p] of grantable.entries()) {
      const grant = await t.call('PUT', '/staff', { token: tokenOf('update'), body: editBody(tenant.staff.plain, [tenant.roles[roleKey(i)]]) });
      const edit = await t.call('PUT', '/staff', { token: tokenOf('update'), body: editBody(tenant.staff[targetKey(i)], [tenant.roles[roleKey(i)]], { status: 0 }) });
      const enable = await t.call('PUT', `/staff/${tenant.staff[targetKey(i)]}/status`, { token: tokenOf('update'), body: { status: 1 } });
      if (p === UPDATE) {
        expect([grant.code, edit.code, enable.code], p).toEqual([200, 200, 200]);
        allowed.push(p);
        continue;
      }
      refused(grant, `不能授予自己没有的权限：${p}`);
      refused(edit, '不能修改权限比自己多的员工');
      refused(enable, '不能修改权限比自己多的员工');
    }
    expect(allowed).toEqual([UPDATE]);
    // Only the allowed case changed anything: the plain member now holds the editor's own permission.
    const after = await snapshot();
    const i = grantable.indexOf(UPDATE);
    expect(after.links).toEqual(
      [...before.links.filter((l) => !l.startsWith(`${tenant.staff.plain}:`)), `${tenant.staff.plain}:${tenant.roles[roleKey(i)]}`].sort(),
    );
    expect(after.rights).toEqual(before.rights);
    const changed = new Set([tenant.staff.plain, tenant.staff[targetKey(i)]]);
    expect(after.people.filter((s) => !changed.has(s.id))).toEqual(before.people.filter((s) => !changed.has(s.id)));
  });

  it(`${CREATE}: creates a member with a role holding the permission — only for ${CREATE} itself`, async () => {
    const before = await snapshot();
    for (const [i, p] of grantable.entries()) {
      const res = await t.call<Staff>('POST', '/staff', { token: tokenOf('create'), body: { name: `New ${i}`, phone: phone(), password: 'start123', role_ids: [tenant.roles[roleKey(i)]] } });
      if (p === CREATE) expect(res.code, p).toBe(200);
      else refused(res, `不能授予自己没有的权限：${p}`);
    }
    const after = await snapshot();
    expect(after.people.length).toBe(before.people.length + 1);
    expect(after.rights).toEqual(before.rights);
  });

  it(`${RESET}: resets the password of a member holding the permission — only for ${RESET} itself`, async () => {
    const before = await snapshot();
    for (const [i, p] of grantable.entries()) {
      const res = await t.call('PUT', '/staff/reset_password', { token: tokenOf('reset'), body: { id: tenant.staff[targetKey(i)], password: 'taken123' } });
      if (p === RESET) expect(res.code, p).toBe(200);
      else refused(res, '不能修改权限比自己多的员工');
    }
    const after = await snapshot();
    const changed = tenant.staff[targetKey(grantable.indexOf(RESET))];
    expect(after.people.filter((s) => s.id !== changed)).toEqual(before.people.filter((s) => s.id !== changed));
    expect(after.people.find((s) => s.id === changed)!.hash).not.toBe(before.people.find((s) => s.id === changed)!.hash);
  });

  it(`${ROLE_UPDATE}: adds the permission to another role, and edits a role holding it — only for ${ROLE_UPDATE} itself`, async () => {
    const before = await snapshot();
    for (const [i, p] of grantable.entries()) {
      const grant = await t.call<Role>('PUT', '/role', { token: tokenOf('role'), body: { id: tenant.roles.victim_role, name: 'Victim role', data_scope: 3, permissions: [p] } });
      const edit = await t.call<Role>('PUT', '/role', { token: tokenOf('role'), body: { id: tenant.roles[roleKey(i)], name: `Only ${p}`, data_scope: 3, permissions: [] } });
      if (p === ROLE_UPDATE) {
        expect([grant.code, edit.code], p).toEqual([200, 200]);
        continue;
      }
      refused(grant, `不能授予自己没有的权限：${p}`);
      refused(edit, `不能授予自己没有的权限：${p}`);
    }
    const after = await snapshot();
    const changed = new Set([tenant.roles.victim_role, tenant.roles[roleKey(grantable.indexOf(ROLE_UPDATE))]]);
    expect(after.rights.filter((r) => !changed.has(r.id))).toEqual(before.rights.filter((r) => !changed.has(r.id)));
    expect(after.rights.find((r) => r.id === tenant.roles.victim_role)!.permissions).toEqual([ROLE_UPDATE]);
    expect(after.links).toEqual(before.links);
  });
});

describe('escalation attempts', () => {
  it('a staff editor cannot give anyone the super-admin role, nor change their own roles', async () => {
    const before = await snapshot();
    refused(await t.call('PUT', '/staff', { token: tokenOf('update'), body: editBody(tenant.staff.plain, [tenant.roles.admin]) }), '只有超级管理员可以授予超级管理员角色');
    refused(await t.call('PUT', '/staff', { token: tokenOf('update'), body: editBody(tenant.staff.update, [tenant.roles.h_update, tenant.roles.admin]) }), '不能修改自己的角色');
    refused(await t.call('PUT', '/staff', { token: tokenOf('update'), body: editBody(tenant.staff.update, []) }), '不能修改自己的角色');
    const en = await t.call('PUT', '/staff', { token: tokenOf('update'), body: editBody(tenant.staff.plain, [tenant.roles.admin]), headers: { 'accept-language': 'en' } });
    refused(en, 'Only a super administrator can grant the super administrator role');
    expect(await snapshot()).toEqual(before);
  });

  it('a staff editor cannot edit or disable the owner or a super admin', async () => {
    const before = await snapshot();
    for (const key of ['owner', 'super']) {
      const id = tenant.staff[key];
      refused(await t.call('PUT', '/staff', { token: tokenOf('update'), body: editBody(id, [tenant.roles.admin]) }), '只有超级管理员可以修改企业创建者或超级管理员');
      refused(await t.call('PUT', `/staff/${id}/status`, { token: tokenOf('update'), body: { status: 0 } }), '只有超级管理员可以修改企业创建者或超级管理员');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a staff remover cannot delete the owner or a super admin', async () => {
    const before = await snapshot();
    for (const key of ['owner', 'super']) {
      refused(await t.call('DELETE', `/staff/${tenant.staff[key]}`, { token: tokenOf('delete') }), '只有超级管理员可以修改企业创建者或超级管理员');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a role remover cannot move a deleted role\'s holders to the super role, nor delete their own role', async () => {
    const before = await snapshot();
    const res = await t.call('DELETE', `/role/${tenant.roles.doomed}`, { token: tokenOf('role_delete'), query: { transfer_role_id: tenant.roles.admin } });
    refused(res, '只有超级管理员可以授予超级管理员角色');
    refused(await t.call('DELETE', `/role/${tenant.roles.h_role_delete}`, { token: tokenOf('role_delete'), query: { transfer_role_id: tenant.roles.doomed } }), '不能修改自己所属角色的权限');
    expect(await snapshot()).toEqual(before);
  });

  it('a password resetter cannot reset the owner or a super admin and sign in as them', async () => {
    const before = await snapshot();
    for (const key of ['owner', 'super']) {
      refused(await t.call('PUT', '/staff/reset_password', { token: tokenOf('reset'), body: { id: tenant.staff[key], password: 'taken123' } }), '只有超级管理员可以修改企业创建者或超级管理员');
      await expect(t.login(tenant.accounts[key], 'taken123')).rejects.toThrow();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a staff creator cannot create a super admin', async () => {
    const before = await snapshot();
    const res = await t.call('POST', '/staff', { token: tokenOf('create'), body: { name: 'Sneaky', phone: phone(), password: 'start123', role_ids: [tenant.roles.admin] } });
    refused(res, '只有超级管理员可以授予超级管理员角色');
    expect(await snapshot()).toEqual(before);
  });

  it('a role editor cannot add permissions or scope to their own role, nor widen another role beyond their own scope', async () => {
    const before = await snapshot();
    refused(await t.call('PUT', '/role', { token: tokenOf('role'), body: { id: tenant.roles.h_role, name: 'Role editor', data_scope: 3, permissions: [ROLE_UPDATE, 'system:role:delete'] } }), '不能修改自己所属角色的权限');
    refused(await t.call('PUT', '/role', { token: tokenOf('role'), body: { id: tenant.roles.h_role, name: 'Role editor', data_scope: 1, permissions: [ROLE_UPDATE] } }), '不能修改自己所属角色的权限');
    refused(await t.call('PUT', '/role', { token: tokenOf('role'), body: { id: tenant.roles.victim_role, name: 'Victim role', data_scope: 1, permissions: [] } }), '不能授予比自己更大的数据范围');
    expect(await snapshot()).toEqual(before);
    // Renaming their own role changes no rights, so it stays allowed.
    expect((await t.call('PUT', '/role', { token: tokenOf('role'), body: { id: tenant.roles.h_role, name: 'Role editors', data_scope: 3, permissions: [ROLE_UPDATE] } })).code).toBe(200);
  });
});

describe('what stays allowed', () => {
  it('granting a role whose permissions one holds', async () => {
    const own = tenant.roles[roleKey(grantable.indexOf(CREATE))];
    const res = await t.call<Staff>('POST', '/staff', { token: tokenOf('create'), body: { name: 'Helper', phone: phone(), password: 'start123', role_ids: [own] } });
    expect(res.code).toBe(200);
    expect(res.data.roles.map((r) => r.id)).toEqual([own]);
  });

  it('a super admin does everything: grants the super role, creates and edits roles, resets and edits the owner', async () => {
    const token = tokenOf('super');
    const made = await t.call<Staff>('POST', '/staff', { token, body: { name: 'Deputy', phone: phone(), password: 'start123', role_ids: [tenant.roles.admin] } });
    expect(made.code).toBe(200);
    expect((await t.call('PUT', '/staff', { token, body: editBody(tenant.staff.plain, [tenant.roles.admin, tenant.roles.h_role]) })).code).toBe(200);
    expect((await t.call('POST', '/role', { token, body: { name: 'Everything', data_scope: 1, permissions: everything } })).code).toBe(200);
    expect((await t.call('PUT', '/role', { token, body: { id: tenant.roles.h_update, name: 'Staff editor', data_scope: 1, permissions: [UPDATE, 'system:role:delete'] } })).code).toBe(200);
    expect((await t.call('PUT', '/staff', { token, body: editBody(tenant.staff.owner, [tenant.roles.admin], { account: tenant.accounts.owner }) })).code).toBe(200);
    expect((await t.call('PUT', '/staff/reset_password', { token, body: { id: tenant.staff.owner, password: 'owner123' } })).code).toBe(200);
    await t.login(tenant.accounts.owner, 'owner123');
    expect((await t.call('PUT', `/staff/${made.data.id}/status`, { token, body: { status: 0 } })).code).toBe(200);
  });
});
