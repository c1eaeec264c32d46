import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestTenant } from '@/test/test-app';

type Area = { id: number; name: string; parent_id: number; level: number };

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

describe('areas', () => {
  it('lists the provinces under 0 and the children of an area', async () => {
    const provinces = await t.call<Area[]>('GET', '/areas/0', { token: tenant.tokens.nobody });
    expect(provinces.code).toBe(200);
    expect(provinces.data.length).toBeGreaterThanOrEqual(31);
    expect(provinces.data.find((p) => p.id === 440000)?.name).toBe('广东省');
    const cities = await t.call<Area[]>('GET', '/areas/440000', { token: tenant.tokens.nobody });
    expect(cities.data.find((c) => c.id === 440300)?.name).toBe('深圳市');
    const districts = await t.call<Area[]>('GET', '/areas/440300', { token: tenant.tokens.nobody });
    expect(districts.data.map((d) => d.id)).toContain(440305);
  });

  it('reads one area with its path', async () => {
    const res = await t.call<Area & { path: Area[] }>('GET', '/area/440305', { token: tenant.tokens.nobody });
    expect(res.data.name).toBe('南山区');
    expect(res.data.path.map((a) => a.id)).toEqual([440000, 440300, 440305]);
  });

  it('answers 404 for an unknown area and 422 for a malformed id', async () => {
    expect((await t.call('GET', '/area/999999', { token: tenant.tokens.nobody })).code).toBe(404);
    expect((await t.call('GET', '/areas/999999', { token: tenant.tokens.nobody })).code).toBe(404);
    expect((await t.call('GET', '/areas/-1', { token: tenant.tokens.nobody })).code).toBe(422);
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/areas/0')).status).toBe(401);
  });
});

describe('GET /common/get_address_by_location', () => {
  it('answers the nearest district with its province and city', async () => {
    const res = await t.call<{ area_string: string; city_id: number; province_id: number }>('GET', '/common/get_address_by_location', {
      token: tenant.tokens.nobody,
      query: { longitude: 113.93, latitude: 22.53 },
    });
    expect(res.code).toBe(200);
    expect(res.data.province_id).toBe(440000);
    expect(res.data.city_id).toBe(440300);
    expect(res.data.area_string).toMatch(/^广东省 深圳市 /);
  });

  it('refuses coordinates out of range and places far from any district', async () => {
    const range = await t.call<{ errors: Array<{ field: string }> }>('GET', '/common/get_address_by_location', { token: tenant.tokens.nobody, query: { longitude: 200, latitude: 'x' } });
    expect(range.code).toBe(422);
    expect(range.data.errors.map((e) => e.field).sort()).toEqual(['latitude', 'longitude']);
    const ocean = await t.call('GET', '/common/get_address_by_location', { token: tenant.tokens.nobody, query: { longitude: 160, latitude: 0 } });
    expect(ocean.code).toBe(422);
  });
});
