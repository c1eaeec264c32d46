import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LogisticsSettingView } from '@tradewind/contract/lms/fleet-setting.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import { withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { readLogisticsSetting, vehicleCostOf } from './setting.reader';

/** The logistics settings page's calls: defaults, saving, the warehouse depot, rejections and permissions. */
const t = useTestApp();
let tenant: TestTenant;

const as = (key: string) => ({ token: tenant.tokens[key], storeId: tenant.stores.a });
const body = (extra: Record<string, unknown> = {}) => ({
  use_warehouse_depot: 0,
  depot_longitude: 121.4737,
  depot_latitude: 31.2304,
  average_speed_kmh: 35.5,
  service_minutes: 8,
  road_factor: 1.35,
  solve_seconds: 10,
  vehicle_cost_km: 40.5,
  routing_url: 'http://osrm.local:5000/',
  delivery_earning_basis: 2,
  driver_rate: 1.5,
  helper_rate: 0.8,
  carry_fee_rate: 0.5,
  ...extra,
});

beforeAll(async () => {
  const prefix = `ls${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'viewer', name: 'Setting viewer', permissions: ['lms:setting:index'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'viewer', account: `${prefix}_viewer`, name: 'Viewer', password: TEST_PASSWORD, roles: ['viewer'], stores: ['a'] },
      { key: 'nobody', account: `${prefix}_nobody`, name: 'Nobody', password: TEST_PASSWORD, roles: [], stores: ['a'] },
    ],
  });
});

describe('logistics settings', () => {
  it('show the defaults, save a map depot and the rates, and fall back to the store’s default warehouse', async () => {
    const first = await t.call<LogisticsSettingView>('GET', '/lms/setting', as('admin'));
    expect(first.data).toMatchObject({ use_warehouse_depot: 1, depot_longitude: null, warehouse_depot: null, average_speed_kmh: '30.0', service_minutes: 10, road_factor: '1.30', solve_seconds: 5, vehicle_cost_km: null, routing_url: null, delivery_earning_basis: 1, carry_fee_rate: '0.00', updated_at: null });
    const saved = await t.call<LogisticsSettingView>('PUT', '/lms/setting', { ...as('admin'), body: body() });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.data).toMatchObject({ use_warehouse_depot: 0, depot_longitude: '121.473700', depot_latitude: '31.230400', average_speed_kmh: '35.5', road_factor: '1.35', vehicle_cost_km: '40.5', routing_url: 'http://osrm.local:5000', delivery_earning_basis: 2, driver_rate: '1.50', helper_rate: '0.80', carry_fee_rate: '0.50' });
    expect(saved.data.updated_at).not.toBeNull();
    // what planning and pay read
    const read = await withTenant(t.app.database.db, tenant.tenantId, (tx) => readLogisticsSetting(tx));
    expect(read).toMatchObject({ depot: { longitude: '121.473700', latitude: '31.230400' }, averageSpeedKmh: 35.5, vehicleCostKm: 40.5, routingUrl: 'http://osrm.local:5000', deliveryEarningBasis: 2, carryFeeRate: '0.50' });
    // smart routing's cost per vehicle, in the solver's metres; none leaves the solver's vehicles-first default
    expect(vehicleCostOf(read)).toBe(40_500);
    expect(vehicleCostOf({ vehicleCostKm: null })).toBeUndefined();
    for (const [given, shown] of [[0, '0.0'], ['', null], [null, null], [10_000, '10000.0']] as const) {
      const again = await t.call<LogisticsSettingView>('PUT', '/lms/setting', { ...as('admin'), body: body({ vehicle_cost_km: given }) });
      expect([again.code, again.data.vehicle_cost_km], String(given)).toEqual([200, shown]);
    }

    // the store's default warehouse as the depot: the point is dropped, the page names the warehouse
    const w = await t.call<Warehouse>('POST', '/wms/warehouse', { ...as('admin'), body: { name: '浦东总仓', code: `W${randomBytes(2).toString('hex')}`, longitude: 121.5447, latitude: 31.2216 } });
    expect(w.code, w.message).toBe(200);
    expect((await t.call('PUT', '/wms/setting/warehouse', { ...as('admin'), body: { store_warehouses: [{ store_id: tenant.stores.a, warehouse_id: w.data.id }] } })).code).toBe(200);
    const back = await t.call<LogisticsSettingView>('PUT', '/lms/setting', { ...as('admin'), body: body({ use_warehouse_depot: 1, routing_url: '' }) });
    expect(back.data).toMatchObject({ use_warehouse_depot: 1, depot_longitude: null, depot_latitude: null, routing_url: null, warehouse_depot: { warehouse_id: w.data.id, name: '浦东总仓', longitude: '121.544700', latitude: '31.221600' } });
    expect((await withTenant(t.app.database.db, tenant.tenantId, (tx) => readLogisticsSetting(tx))).depot).toBeNull();
    const log = await t.call<{ list: Array<{ action: string; target_type: string | null }> }>('GET', '/action/log', { ...as('admin'), query: { page_size: 20 } });
    expect(log.data.list.some((r) => r.action === 'lms:setting:update' && r.target_type === 'lms_setting')).toBe(true);
  });

  it('refuse bad input with its field and callers without permission, changing nothing', async () => {
    const before = (await t.call<LogisticsSettingView>('GET', '/lms/setting', as('admin'))).data;
    const bad: Array<[Record<string, unknown>, string]> = [
      [body({ depot_longitude: null }), 'depot_longitude'],
      [body({ depot_latitude: 91 }), 'depot_latitude'],
      [body({ average_speed_kmh: 0 }), 'average_speed_kmh'],
      [body({ average_speed_kmh: 30.25 }), 'average_speed_kmh'],
      [body({ service_minutes: 241 }), 'service_minutes'],
      [body({ road_factor: 0.9 }), 'road_factor'],
      [body({ solve_seconds: 61 }), 'solve_seconds'],
      [body({ vehicle_cost_km: -1 }), 'vehicle_cost_km'],
      [body({ vehicle_cost_km: 10_000.1 }), 'vehicle_cost_km'],
      [body({ vehicle_cost_km: 12.25 }), 'vehicle_cost_km'],
      [body({ vehicle_cost_km: 'far' }), 'vehicle_cost_km'],
      [body({ routing_url: 'ftp://osrm.local' }), 'routing_url'],
      [body({ routing_url: 'http://osrm.local/table?x=1' }), 'routing_url'],
      [body({ delivery_earning_basis: 4 }), 'delivery_earning_basis'],
      [body({ driver_rate: -1 }), 'driver_rate'],
      [body({ carry_fee_rate: 0.001 }), 'carry_fee_rate'],
    ];
    for (const [b, field] of bad) expect(await t.call('PUT', '/lms/setting', { ...as('admin'), body: b }), JSON.stringify(b)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    expect((await t.call('PUT', '/lms/setting', { ...as('admin'), body: body({ vehicle_cost_km: -1 }) })).message).toContain('每车成本为 0-10000 公里');
    expect((await t.call('GET', '/lms/setting', as('viewer'))).code).toBe(200);
    expect((await t.call('PUT', '/lms/setting', { ...as('viewer'), body: body() })).code).toBe(402);
    expect((await t.call('GET', '/lms/setting', as('nobody'))).code).toBe(401);
    expect((await t.call('PUT', '/lms/setting', { ...as('nobody'), body: body() })).code).toBe(402);
    expect((await t.call('GET', '/lms/setting', { token: null })).code).toBe(401);
    expect((await t.call<LogisticsSettingView>('GET', '/lms/setting', as('admin'))).data).toEqual(before);
  });
});
