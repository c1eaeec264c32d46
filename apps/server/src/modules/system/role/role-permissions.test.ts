import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { EventType, FrameType } from '@tradewind/contract/common/realtime';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { MenuNode } from '@tradewind/contract/system/menu.schema';
import { SESSION_CHANGED_TOPIC } from '@tradewind/contract/system/permission.constants';
import type { Role } from '@tradewind/contract/system/role.schema';
import { SERVER_ROOT } from '@/config';
import { allPermissions } from '@/core/auth/permission-registry';
import { withSystem } from '@/core/db/tenancy';
import { seedTestTenant } from '@/test/test-tenant';
import { demoTenantSpec } from '@/seed/demo-seed';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { menus } from '../menu/menu.table';
import { roles } from './role.table';

/**
 * Issue 14, defect 1: a role holds only permissions that exist (server README, role permissions), so
 * every role — the seeded ones first — can be opened in the editor and saved.
 */
const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

const bodyOf = (role: Role) => ({ id: role.id, name: role.name, code: role.code ?? undefined, remark: role.remark ?? undefined, data_scope: role.data_scope, permissions: role.permissions });

async function insertRole(tenantId: number, name: string, permissions: string[]): Promise<number> {
  return withSystem(t.app.database.db, async (tx) => {
    const [row] = await tx.insert(roles).values({ tenantId, name, permissions, dataScope: 4 }).returning({ id: roles.id });
    return row.id;
  });
}

const permissionsOf = (id: number) =>
  withSystem(t.app.database.db, async (tx) => (await tx.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, id)))[0].permissions);

describe('seeded roles', () => {
  it('hold only registered permissions, and each can be saved unchanged and with only its remark changed', async () => {
    const demo = await seedTestTenant(t.app.database.db, t.config.scryptCost);
    const token = await t.login(demo.accounts.admin, demo.admin_password);
    const list = await t.call<ListData<Role>>('GET', '/roles', { token, query: { page_size: 100 } });
    const seeded = list.data.list.filter((r) => r.is_super === 0);
    expect(seeded.map((r) => r.name).sort()).toEqual(['仓管', '司机', '财务', '销售', '销售经理'].sort());
    const known = allPermissions();
    for (const role of seeded) {
      expect(role.permissions.filter((p) => !known.has(p)), role.name).toEqual([]);
      const read = await t.call<Role>('GET', `/role/${role.id}`, { token });
      expect(read.code).toBe(200);
      const unchanged = await t.call<Role>('PUT', '/role', { token, body: bodyOf(read.data) });
      expect({ role: role.name, code: unchanged.code, message: unchanged.message }).toEqual({ role: role.name, code: 200, message: expect.any(String) });
      expect(unchanged.data.permissions).toEqual(read.data.permissions);
      const remark = await t.call<Role>('PUT', '/role', { token, body: { ...bodyOf(read.data), remark: '只改备注' } });
      expect(remark.code, role.name).toBe(200);
      expect(remark.data).toMatchObject({ remark: '只改备注', permissions: read.data.permissions, data_scope: read.data.data_scope });
    }
  });

  it('get the registered part of what the spec names; modules still to come add theirs when they register them', async () => {
    const demo = await seedTestTenant(t.app.database.db, t.config.scryptCost);
    const token = await t.login(demo.accounts.admin, demo.admin_password);
    const list = await t.call<ListData<Role>>('GET', '/roles', { token, query: { page_size: 100 } });
    const sales = list.data.list.find((r) => r.name === '销售')!;
    const spec = demoTenantSpec().roles.find((r) => r.key === 'sales')!.permissions!;
    expect(sales.permissions).toEqual(spec.filter((p) => allPermissions().has(p)).sort());
    expect(sales.permissions).toContain('crm:customer:list');
    // orders registered theirs (oms), so the rep's role holds them now
    expect(sales.permissions).toContain('oms:order:create');
  });
});

describe('role permissions that do not exist', () => {
  it('are dropped when a role that held one is saved, and refused when newly added', async () => {
    const id = await insertRole(tenant.tenantId, 'Legacy', ['system:store:list', 'bi:retired_report:index']);
    const read = await t.call<Role>('GET', `/role/${id}`, { token: tenant.tokens.admin });
    const saved = await t.call<Role>('PUT', '/role', { token: tenant.tokens.admin, body: { ...bodyOf(read.data), remark: 'only the remark' } });
    expect(saved.code).toBe(200);
    expect(saved.data.permissions).toEqual(['system:store:list']);
    expect(await permissionsOf(id)).toEqual(['system:store:list']);
    const added = await t.call('PUT', '/role', { token: tenant.tokens.admin, body: { ...bodyOf(saved.data), permissions: ['system:store:list', 'bi:retired_report:index'] } });
    expect(added.code).toBe(422);
    expect(added.message).toBe('包含不存在的权限：bi:retired_report:index');
  });

  it("counts the tenant's own menu entries as existing (on every node, after a restart)", async () => {
    // Written straight to the table: this process's registry never heard of it.
    await withSystem(t.app.database.db, (tx) => tx.insert(menus).values({ tenantId: tenant.tenantId, key: 'custom.test-only', type: 1, name: 'Custom', sort: 99, permission: 'custom:thing:run' }));
    expect(allPermissions().has('custom:thing:run')).toBe(false);
    const created = await t.call<Role>('POST', '/role', { token: tenant.tokens.admin, body: { name: 'Custom runner', permissions: ['custom:thing:run'] } });
    expect(created.code).toBe(200);
    expect(created.data.permissions).toEqual(['custom:thing:run']);
    const tree = await t.call<MenuNode[]>('GET', '/menus', { token: tenant.tokens.admin });
    expect(tree.data.some((m) => m.permission === 'custom:thing:run')).toBe(true);
  });

  it('are removed from existing roles by migration 0014, unless the tenant names them in its own menus', async () => {
    const own = await t.tenant({});
    await withSystem(t.app.database.db, (tx) => tx.insert(menus).values({ tenantId: own.tenantId, key: 'custom.stock', type: 1, name: 'Stock', sort: 99, permission: 'wms:stock:list' }));
    // the database as it was when the migration ran: finance had not given the tenant its menus yet
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`DELETE FROM menus WHERE tenant_id = ${own.tenantId}::int AND permission IN ('fms:payment_note:list', 'fms:supplier_settlement_order:list')`));
    const id = await insertRole(own.tenantId, 'Old seed', ['crm:customer:list', 'fms:payment_note:list', 'fms:supplier_settlement_order:list', 'wms:stock:list']);
    const untouched = await insertRole(own.tenantId, 'Fine', ['system:store:list']);
    const file = fs.readFileSync(path.join(SERVER_ROOT, 'migrations', '0014_role_unbuilt_permissions.sql'), 'utf8');
    await withSystem(t.app.database.db, (tx) => tx.execute(sql.raw(file)));
    expect(await permissionsOf(id)).toEqual(['crm:customer:list', 'wms:stock:list']);
    expect(await permissionsOf(untouched)).toEqual(['system:store:list']);
  });

  it('the migration covers every permission the demo seed names that no module registers yet', () => {
    const file = fs.readFileSync(path.join(SERVER_ROOT, 'migrations', '0014_role_unbuilt_permissions.sql'), 'utf8');
    const unregistered = [...new Set(demoTenantSpec().roles.flatMap((r) => r.permissions ?? []))].filter((p) => !allPermissions().has(p));
    for (const p of unregistered) expect(file, p).toContain(`'${p}'`);
  });
});

type Frame = { type: number; data: Record<string, unknown> };

/** A signed-in socket on the test app whose type-2 frames can be awaited. */
async function connect(token: string) {
  await t.app.ready();
  const ws: WebSocket = await t.app.injectWS('/api/v1/ws');
  const seen: Frame[] = [];
  const waiting: Array<(f: Frame) => void> = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Frame;
    const next = waiting.shift();
    if (next) next(frame);
    else seen.push(frame);
  });
  const next = (ms = 3000) =>
    new Promise<Frame>((resolve, reject) => {
      const queued = seen.shift();
      if (queued) return resolve(queued);
      const waiter = (f: Frame) => (clearTimeout(timer), resolve(f));
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new Error('no frame in time'));
      }, ms);
      waiting.push(waiter);
    });
  ws.send(JSON.stringify({ type: FrameType.auth, data: { token } }));
  expect(await next()).toMatchObject({ type: FrameType.ack, data: { event: EventType.online } });
  return { ws, next };
}

describe('a change of rights reaches open web apps', () => {
  it("tells a role's holders when its permissions change, not when only its remark does", async () => {
    const own = await t.tenant({});
    const clerk = await connect(own.tokens.clerk);
    const nobody = await connect(own.tokens.nobody);
    const read = await t.call<Role>('GET', `/role/${own.roles.clerk}`, { token: own.tokens.admin });
    expect((await t.call('PUT', '/role', { token: own.tokens.admin, body: { ...bodyOf(read.data), remark: 'just a note' } })).code).toBe(200);
    await expect(clerk.next(500)).rejects.toThrow('no frame');
    const changed = await t.call('PUT', '/role', { token: own.tokens.admin, body: { ...bodyOf(read.data), permissions: ['system:store:list', 'system:dept:list'] } });
    expect(changed.code).toBe(200);
    expect((await clerk.next()).data).toMatchObject({ kind: 1, topic: SESSION_CHANGED_TOPIC });
    await expect(nobody.next(500)).rejects.toThrow('no frame');
    clerk.ws.terminate();
    nobody.ws.terminate();
  });

  it("tells a member when their own roles or stores change (an edit of their name alone says nothing)", async () => {
    const own = await t.tenant({});
    const clerk = await connect(own.tokens.clerk);
    const body = { id: own.staff.clerk, name: 'Clerk', phone: `137${String(Date.now() % 1e8).padStart(8, '0')}`, role_ids: [own.roles.clerk], store_ids: [own.stores.a] };
    expect((await t.call('PUT', '/staff', { token: own.tokens.admin, body })).code).toBe(200);
    await expect(clerk.next(500)).rejects.toThrow('no frame');
    expect((await t.call('PUT', '/staff', { token: own.tokens.admin, body: { ...body, store_ids: [own.stores.a, own.stores.b] } })).code).toBe(200);
    expect((await clerk.next()).data).toMatchObject({ kind: 1, topic: SESSION_CHANGED_TOPIC });
    clerk.ws.terminate();
  });

  it('tells everyone in the tenant when its menus change', async () => {
    const own = await t.tenant({});
    const nobody = await connect(own.tokens.nobody);
    const tree = await t.call<MenuNode[]>('GET', '/menus', { token: own.tokens.admin });
    const system = tree.data.find((m) => m.key === 'system')!;
    const res = await t.call('PUT', '/menu', { token: own.tokens.admin, body: { id: system.id, type: 1, name: '系统', icon: system.icon ?? '', router: system.router, sort: system.sort, is_show: 1 } });
    expect(res.code).toBe(200);
    expect((await nobody.next()).data).toMatchObject({ kind: 0, topic: SESSION_CHANGED_TOPIC });
    nobody.ws.terminate();
  });
});
