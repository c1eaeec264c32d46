import { beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehouseSetting } from '@tradewind/contract/wms/warehouse-setting.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  [tenant, other] = [await t.tenant({}), await t.tenant({})];
});

const read = async (who: TestTenant = tenant) => (await t.call<WarehouseSetting>('GET', '/wms/setting/warehouse', { token: who.tokens.admin })).data;
const warehouse = async (storeId: number, code: string, who: TestTenant = tenant) =>
  (await t.call<Warehouse>('POST', '/wms/warehouse', { token: who.tokens.admin, storeId, body: { name: code, code } })).data;

describe('warehouse settings', () => {
  it('start from defaults, are saved per tenant, give new warehouses their negative-stock default and each store a default warehouse', async () => {
    expect(await read()).toEqual({ allow_negative: 0, over_receipt_percent: '0.00', receiving_audit: 1, lock_counting_locations: 0, store_warehouses: [] });
    const [a, b] = [await warehouse(tenant.stores.a, 'WA'), await warehouse(tenant.stores.b, 'WB')];
    expect(a.allow_negative).toBe(0);
    const saved = await t.call<WarehouseSetting>('PUT', '/wms/setting/warehouse', {
      token: tenant.tokens.admin,
      body: { allow_negative: 1, over_receipt_percent: '5.5', receiving_audit: 0, store_warehouses: [{ store_id: tenant.stores.a, warehouse_id: a.id }, { store_id: tenant.stores.b, warehouse_id: b.id }] },
    });
    expect(saved.data).toMatchObject({ allow_negative: 1, over_receipt_percent: '5.50', receiving_audit: 0 });
    expect(saved.data.store_warehouses.map((s) => [s.store_id, s.warehouse_id, s.warehouse_name])).toEqual([
      [tenant.stores.a, a.id, 'WA'],
      [tenant.stores.b, b.id, 'WB'],
    ]);
    expect((await warehouse(tenant.stores.a, 'WC')).allow_negative).toBe(1);
    expect(await read(other)).toMatchObject({ allow_negative: 0, store_warehouses: [] });
    // without store_warehouses the defaults stay; an empty list clears them
    await t.call('PUT', '/wms/setting/warehouse', { token: tenant.tokens.admin, body: { allow_negative: 0 }, form: true });
    expect((await read()).store_warehouses).toHaveLength(2);
    await t.call('PUT', '/wms/setting/warehouse', { token: tenant.tokens.admin, body: { store_warehouses: [] } });
    expect(await read()).toEqual({ allow_negative: 0, over_receipt_percent: '0.00', receiving_audit: 1, lock_counting_locations: 0, store_warehouses: [] });
  });

  it('refuse bad values, another store\'s or tenant\'s warehouse and callers without permission, changing nothing', async () => {
    const a = await warehouse(tenant.stores.a, 'WX');
    const theirs = await warehouse(other.stores.a, 'WY', other);
    const before = await read();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ over_receipt_percent: 101 }, 'over_receipt_percent'],
      [{ over_receipt_percent: -1 }, 'over_receipt_percent'],
      [{ over_receipt_percent: '1.234' }, 'over_receipt_percent'],
      [{ allow_negative: 'yes' }, 'allow_negative'],
      [{ store_warehouses: [{ store_id: tenant.stores.b, warehouse_id: a.id }] }, 'store_warehouses.0.warehouse_id'],
      [{ store_warehouses: [{ store_id: tenant.stores.a, warehouse_id: theirs.id }] }, 'store_warehouses.0.warehouse_id'],
      [{ store_warehouses: [{ store_id: other.stores.a, warehouse_id: theirs.id }] }, 'store_warehouses.0.store_id'],
    ];
    for (const [body, field] of bad) expect(await t.call('PUT', '/wms/setting/warehouse', { token: tenant.tokens.admin, body }), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    expect((await t.call('GET', '/wms/setting/warehouse', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await t.call('PUT', '/wms/setting/warehouse', { token: tenant.tokens.clerk, body: { allow_negative: 1 } })).code).toBe(402);
    expect(await read()).toEqual(before);
  });
});
