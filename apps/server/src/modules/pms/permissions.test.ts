import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;
const ids: Record<string, number> = {};

/** A member who edits goods types and reads the goods settings, nothing else of the module. */
beforeAll(async () => {
  const prefix = `pm${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'typist', name: 'Typist', permissions: ['pms:type:list', 'pms:setting:index'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'typist', account: `${prefix}_typist`, name: 'Typist', password: TEST_PASSWORD, roles: ['typist'], stores: ['a'] },
    ],
  });
  const admin = tenant.tokens.admin;
  ids.category = (await t.call<{ id: number }>('POST', '/pms/category', { token: admin, body: { name: '饮料' } })).data.id;
  ids.brand = (await t.call<{ id: number }>('POST', '/pms/brand', { token: admin, body: { name: '怡宝' } })).data.id;
  ids.unit_config = (await t.call<{ id: number }>('POST', '/pms/unit_config', { token: admin, body: { name: '瓶' } })).data.id;
  ids.spec = (await t.call<{ id: number }>('POST', '/pms/spec', { token: admin, body: { name: '规格', values: ['500ml'] } })).data.id;
  ids.type = (await t.call<{ id: number }>('POST', '/pms/type', { token: admin, body: { name: '饮料' } })).data.id;
});

describe('goods permissions', () => {
  it('open each list and detail to its own list permission only (401 otherwise)', async () => {
    const typist = tenant.tokens.typist;
    for (const entity of ['category', 'brand', 'unit_config', 'spec']) {
      expect((await t.call('GET', `/pms/${entity}/${ids[entity]}`, { token: typist })).code, entity).toBe(401);
    }
    for (const path of ['/pms/categories', '/pms/brands']) expect((await t.call('GET', path, { token: typist })).code, path).toBe(401);
    expect((await t.call('GET', `/pms/type/${ids.type}`, { token: typist })).code).toBe(200);
    expect((await t.call('GET', '/pms/setting/goods', { token: typist })).code).toBe(200);
  });

  it('let the type form read the specs and the settings page read the units', async () => {
    const typist = tenant.tokens.typist;
    expect((await t.call<{ list: unknown[] }>('GET', '/pms/specs', { token: typist })).data.list).toHaveLength(1);
    expect((await t.call<{ list: unknown[] }>('GET', '/pms/unit_configs', { token: typist })).data.list).toHaveLength(1);
  });

  it('refuse every change without its own permission (402), the type list permission included', async () => {
    const typist = tenant.tokens.typist;
    expect((await t.call('POST', '/pms/type', { token: typist, body: { name: '零食' } })).code).toBe(402);
    expect((await t.call('PUT', '/pms/type', { token: typist, body: { id: ids.type, name: '零食' } })).code).toBe(402);
    expect((await t.call('DELETE', `/pms/type/${ids.type}`, { token: typist })).code).toBe(402);
    expect((await t.call('PUT', '/pms/setting/goods', { token: typist, body: { sku_code_mode: 2 } })).code).toBe(402);
    expect((await t.call('DELETE', `/pms/spec/${ids.spec}`, { token: typist })).code).toBe(402);
    expect((await t.call('PUT', '/pms/category/move', { token: typist, body: { id: ids.category, position: 0 } })).code).toBe(402);
  });
});
