import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;
let inA: Warehouse;
let inB: Warehouse;
let location: Location;

type MenuEntry = { name: string; router: string; is_show: number; children: MenuEntry[] };

/** A location keeper of store A: lists warehouses and locations and adds locations, nothing else of the module. */
beforeAll(async () => {
  const prefix = `wm${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'keeper', name: 'Keeper', permissions: ['wms:warehouse:list', 'wms:location:list', 'wms:location:create'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'keeper', account: `${prefix}_keeper`, name: 'Keeper', password: TEST_PASSWORD, roles: ['keeper'], stores: ['a'] },
    ],
  });
  const admin = tenant.tokens.admin;
  inA = (await t.call<Warehouse>('POST', '/wms/warehouse', { token: admin, storeId: tenant.stores.a, body: { name: 'A仓', code: 'WA' } })).data;
  inB = (await t.call<Warehouse>('POST', '/wms/warehouse', { token: admin, storeId: tenant.stores.b, body: { name: 'B仓', code: 'WB' } })).data;
  location = (await t.call<Location>('POST', '/wms/location', { token: admin, storeId: tenant.stores.a, body: { warehouse_id: inA.id, code: 'A-01' } })).data;
});

describe('warehouse permissions', () => {
  it('open lists to their list permission, within the stores the member works in', async () => {
    const keeper = { token: tenant.tokens.keeper, storeId: tenant.stores.a };
    expect((await t.call<ListData<Warehouse>>('GET', '/wms/warehouses', keeper)).data.list.map((w) => w.code)).toEqual(['WA']);
    expect((await t.call<ListData<Warehouse>>('GET', '/wms/warehouses', { ...keeper, query: { all_stores: 1 } })).data.list.map((w) => w.code)).toEqual(['WA']);
    expect((await t.call('GET', `/wms/warehouse/${inA.id}`, keeper)).code).toBe(200);
    expect((await t.call('GET', `/wms/warehouse/${inB.id}`, keeper)).code).toBe(404);
    expect((await t.call('GET', '/wms/warehouses', { ...keeper, storeId: tenant.stores.b })).code).toBe(405);
    expect((await t.call<ListData<Location>>('GET', '/wms/locations', { ...keeper, query: { warehouse_id: inA.id } })).data.list.map((l) => l.code)).toEqual(['A-01']);
    expect((await t.call('GET', '/wms/locations', { ...keeper, query: { warehouse_id: inB.id } })).code).toBe(422);
    expect((await t.call('GET', '/wms/setting/warehouse', keeper)).code).toBe(401);
    // the member's menu shows the two pages (hidden ones such as print pages aside), not the settings
    const info = await t.call<{ menus: MenuEntry[] }>('GET', '/auth/info', keeper);
    const wms = info.data.menus.find((m) => m.router === '/wms');
    expect(wms?.name).toBe('仓库管理');
    expect(wms?.children.filter((c) => c.is_show === 1).map((c) => c.router)).toEqual(['/wms/warehouse/list', '/wms/stock/location']);
    expect(JSON.stringify(info.data.menus)).not.toContain('/system/setting/warehouse');
  });

  it('refuse every change without its own permission (402); adding a location is allowed', async () => {
    const keeper = { token: tenant.tokens.keeper, storeId: tenant.stores.a };
    expect((await t.call('POST', '/wms/location', { ...keeper, body: { warehouse_id: inA.id, code: 'A-02' } })).code).toBe(200);
    expect((await t.call('POST', '/wms/locations/batch', { ...keeper, body: { warehouse_id: inA.id, pattern: 'B-1..3' } })).code).toBe(200);
    expect((await t.call('POST', '/wms/location', { ...keeper, body: { warehouse_id: inB.id, code: 'A-02' } })).code).toBe(422);
    expect((await t.call('PUT', '/wms/location', { ...keeper, body: { id: location.id, code: 'A-09' } })).code).toBe(402);
    expect((await t.call('DELETE', `/wms/location/${location.id}`, keeper)).code).toBe(402);
    expect((await t.call('PUT', `/wms/warehouse/${inA.id}/default_location`, { ...keeper, body: { location_id: location.id } })).code).toBe(402);
    expect((await t.call('POST', '/wms/warehouse', { ...keeper, body: { name: 'x', code: 'X' } })).code).toBe(402);
    expect((await t.call('PUT', '/wms/warehouse', { ...keeper, body: { id: inA.id, name: 'x', code: 'X' } })).code).toBe(402);
    expect((await t.call('DELETE', `/wms/warehouse/${inA.id}`, keeper)).code).toBe(402);
    expect((await t.call('PUT', `/wms/warehouse/${inA.id}/managers`, { ...keeper, body: { staff_ids: [] } })).code).toBe(402);
    expect((await t.call('PUT', '/wms/setting/warehouse', { ...keeper, body: { allow_negative: 1 } })).code).toBe(402);
    expect((await t.call('GET', '/wms/stock/check', keeper)).code).toBe(402);
  });
});
