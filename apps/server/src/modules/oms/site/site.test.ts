import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { MapSetting, Site } from '@tradewind/contract/oms/site.schema';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { grantPhotoSitePermissions } from '@/test/fixtures/oms/photo-order-test-roles';
import { siteForPoint } from './site.service';

const t = useTestApp();
let f: OrderFixture;
let other: TestTenant;

// a square around Zhangjiang and a smaller one inside it, Shanghai
const BIG = [[121.5, 31.15], [121.65, 31.15], [121.65, 31.25], [121.5, 31.25]];
const SMALL = [[121.55, 31.18], [121.6, 31.18], [121.6, 31.22], [121.55, 31.22], [121.55, 31.18]];

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
  await grantPhotoSitePermissions(t, f);
  other = await t.tenant({});
});

const area = (overrides: Record<string, unknown> = {}) => ({ name: '张江配送区', code: `ZJ${Math.floor(Math.random() * 1e6)}`, type: 2, address: '张江高科', polygon: BIG, default_line_id: 7, contact_name: '站长', contact_phone: '13911112222', ...overrides });
const make = (body: Record<string, unknown>, who: 'manager' | 'rep' = 'manager') => f.call<Site>('POST', '/oms/site', { who, body });
const fieldOf = (reply: { data: unknown }) => (reply.data as { errors: Array<{ field: string; message: string }> }).errors[0];
const lookup = (lng: number, lat: number) => withTenant(t.app.database.db, f.tenant.tenantId, (tx) => siteForPoint(tx, lng, lat));

describe('sites', () => {
  it('keep a delivery area’s polygon closed with its default line, and a pick-up point’s place', async () => {
    const made = await make(area());
    expect(made.code, JSON.stringify(made)).toBe(200);
    expect(made.data).toMatchObject({ type: 2, status: 1, default_line_id: 7, polygon: [...BIG, BIG[0]] });
    const pickup = await make({ name: '川沙自提点', code: `CS${Date.now() % 1e6}`, type: 1, longitude: 121.7, latitude: '31.19', address: '川沙路 1 号' });
    expect(pickup.code, JSON.stringify(pickup)).toBe(200);
    expect(pickup.data).toMatchObject({ longitude: '121.700000', latitude: '31.190000', polygon: null });

    const list = await f.call<ListData<Site>>('GET', '/oms/sites', { who: 'manager', query: { type: 1 } });
    expect(list.data.list.map((s) => s.id)).toContain(pickup.data.id);
    expect(list.data.list.every((s) => s.type === 1)).toBe(true);
    const found = await f.call<ListData<Site>>('GET', '/oms/sites', { who: 'manager', query: { keyword: '张江' } });
    expect(found.data.list.map((s) => s.id)).toContain(made.data.id);

    const edited = await f.call<Site>('PUT', '/oms/site', { who: 'manager', body: { ...area({ code: made.data.code, name: '张江区域', polygon: JSON.stringify(SMALL) }), id: made.data.id } });
    expect(edited.code, JSON.stringify(edited)).toBe(200);
    expect(edited.data).toMatchObject({ name: '张江区域', polygon: SMALL });
    const off = await f.call<Site>('PUT', `/oms/site/${made.data.id}/status`, { who: 'manager', body: { status: 0 } });
    expect(off.data.status).toBe(0);
    expect((await f.call('DELETE', `/oms/site/${pickup.data.id}`, { who: 'manager' })).code).toBe(200);
    expect((await f.call('GET', `/oms/site/${pickup.data.id}`, { who: 'manager' })).code).toBe(404);
  });

  it('refuse bad polygons, places and codes with the field, and save nothing', async () => {
    const before = (await f.call<ListData<Site>>('GET', '/oms/sites', { who: 'manager' })).data.pagination.total;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [area({ polygon: [[121.5, 31.1], [121.6, 31.1]] }), 'polygon', '区域至少需要 3 个不同的点'],
      [area({ polygon: [[121.5, 31.1], [121.6, 31.1], [121.6, 31.1], [121.5, 31.1]] }), 'polygon', '区域至少需要 3 个不同的点'],
      [area({ polygon: [[121.5, 31.1], [121.6, 31.2], [121.6, 31.1], [121.5, 31.2]] }), 'polygon', '区域的边不能交叉'],
      [area({ polygon: [[121.5, 31.1], [121.6, 31.1], [121.7, 31.1]] }), 'polygon', '区域的点不能在同一条直线上'],
      [area({ polygon: [[121.5, 31.1], [121.6, 91], [121.7, 31.1]] }), 'polygon', '区域的坐标无效'],
      [area({ polygon: 'not json' }), 'polygon', '区域的坐标无效'],
      [area({ polygon: null }), 'polygon', '配送区域需在地图上画出范围'],
      [{ name: '自提', code: 'P1', type: 1 }, 'longitude', '自提点需在地图上标出位置'],
      [{ name: '自提', code: 'P1', type: 1, longitude: 121.5 }, 'latitude', '经度和纬度需同时填写'],
      [{ name: '自提', code: 'P1', type: 1, longitude: 181, latitude: 31 }, 'longitude', '经度应在 -180 到 180 之间'],
      [area({ code: '张江' }), 'code', '编码只能包含字母、数字、- 和 _'],
      [area({ type: 3 }), 'type', '请选择站点类型'],
      [area({ name: '' }), 'name', '请输入站点名称'],
    ];
    for (const [body, field, message] of cases) {
      const reply = await make(body);
      expect(reply.code, JSON.stringify(body)).toBe(422);
      expect(fieldOf(reply)).toEqual({ field, message });
    }
    const first = await make(area({ code: 'DUP-1' }));
    expect(first.code).toBe(200);
    const twin = await make(area({ code: 'DUP-1' }));
    expect(twin.code).toBe(409);
    expect((await f.call<ListData<Site>>('GET', '/oms/sites', { who: 'manager' })).data.pagination.total).toBe(before + 1);
  });

  it('siteForPoint finds the enabled area holding a point (the smallest of overlapping ones, the border counts)', async () => {
    const big = (await make(area({ name: '大区', polygon: [[100, 10], [100.4, 10], [100.4, 10.4], [100, 10.4]] }))).data;
    const small = (await make(area({ name: '小区', polygon: [[100.1, 10.1], [100.2, 10.1], [100.2, 10.2], [100.1, 10.2]], default_line_id: null }))).data;
    expect(await lookup(100.15, 10.15)).toEqual({ id: small.id, name: '小区', code: small.code, type: 2, default_line_id: null });
    expect((await lookup(100.3, 10.3))?.id).toBe(big.id);
    expect((await lookup(100, 10.2))?.id).toBe(big.id);
    expect(await lookup(100.5, 10.5)).toBeNull();
    await f.ok('PUT', `/oms/site/${small.id}/status`, { status: 0 }, 'manager');
    expect((await lookup(100.15, 10.15))?.id).toBe(big.id);
    // another tenant's sites are not seen
    expect(await withTenant(t.app.database.db, other.tenantId, (tx) => siteForPoint(tx, 100.15, 10.15))).toBeNull();
  });

  it('read the map tiles from the map setting (empty: a plain canvas), a bad url refused', async () => {
    expect((await f.call<MapSetting>('GET', '/oms/map_setting', { who: 'manager' })).data).toEqual({ map_tile_url: '' });
    const bad = await f.call('PUT', '/oms/map_setting', { who: 'manager', body: { map_tile_url: 'ftp://tiles/{z}/{x}/{y}.png' } });
    expect(bad.code).toBe(422);
    const set = await f.call<MapSetting>('PUT', '/oms/map_setting', { who: 'manager', body: { map_tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png' } });
    expect(set.data.map_tile_url).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
    expect((await f.call<MapSetting>('PUT', '/oms/map_setting', { who: 'manager', body: { map_tile_url: '' } })).data.map_tile_url).toBe('');
    expect((await f.call('PUT', '/oms/map_setting', { who: 'rep', body: { map_tile_url: '' } })).code).toBe(402);
  });

  it('need their permissions and are the tenant’s own', async () => {
    const site = (await make(area())).data;
    expect((await make(area(), 'rep')).code).toBe(402);
    expect((await f.call('PUT', `/oms/site/${site.id}/status`, { who: 'rep', body: { status: 0 } })).code).toBe(402);
    expect((await f.call('DELETE', `/oms/site/${site.id}`, { who: 'rep' })).code).toBe(402);
    expect((await f.call('GET', '/oms/sites', { who: 'rep' })).code).toBe(401);
    const theirs = { token: other.tokens.admin, storeId: other.stores.a };
    expect((await t.call('GET', `/oms/site/${site.id}`, theirs)).code).toBe(404);
    expect((await t.call('PUT', '/oms/site', { ...theirs, body: { ...area(), id: site.id } })).code).toBe(404);
    expect((await t.call('DELETE', `/oms/site/${site.id}`, theirs)).code).toBe(404);
    expect((await f.call<Site>('GET', `/oms/site/${site.id}`, { who: 'manager' })).data.name).toBe('张江配送区');
  });
});
