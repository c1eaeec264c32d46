import { describe, expect, it } from 'vitest';
import { useTenantPair, useTestApp } from '@/test/test-app';
import type { MapArea } from './map-area.service';

const t = useTestApp();
const [tenant, other] = useTenantPair(() => t.tenant({}));
const square = [[121.4, 31.2], [121.5, 31.2], [121.5, 31.3], [121.4, 31.3]];

describe('map areas', () => {
  it('creates, reads and updates a delivery zone (points as a list or JSON text)', async () => {
    const created = await t.call<MapArea>('POST', '/map_area', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { name: '浦东片区', points: square, color: '#ff0000' } });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ name: '浦东片区', store_id: tenant.stores.a, color: '#ff0000' });
    const read = await t.call<MapArea>('GET', '/map_area', { token: tenant.tokens.admin, query: { id: created.data.id } });
    expect(read.data.points).toEqual(square);
    const updated = await t.call<MapArea>('POST', '/map_area', { token: tenant.tokens.admin, form: true, body: { id: String(created.data.id), name: '浦东', points: JSON.stringify(square.slice(0, 3)) } });
    expect(updated.data.points).toHaveLength(3);
  });

  it('refuses fewer than three points, bad coordinates and bad JSON', async () => {
    for (const points of [square.slice(0, 2), [[500, 1], [1, 1], [1, 2]], '[[1,2],']) {
      const res = await t.call('POST', '/map_area', { token: tenant.tokens.admin, body: { name: 'x', points } });
      expect(res.code).toBe(422);
    }
  });

  it('answers 404 for another tenant’s zone and 401/402 without permissions', async () => {
    const theirs = await t.call<MapArea>('POST', '/map_area', { token: other.tokens.admin, body: { name: 'Theirs', points: square } });
    expect((await t.call('GET', '/map_area', { token: tenant.tokens.admin, query: { id: theirs.data.id } })).code).toBe(404);
    expect((await t.call('POST', '/map_area', { token: tenant.tokens.admin, body: { id: theirs.data.id, name: 'Mine now', points: square } })).code).toBe(404);
    expect((await t.call('GET', '/map_area', { token: tenant.tokens.clerk, query: { id: theirs.data.id } })).code).toBe(401);
    expect((await t.call('POST', '/map_area', { token: tenant.tokens.clerk, body: { name: 'x', points: square } })).code).toBe(402);
  });

  it('refuses a store the staff member is not authorised for', async () => {
    const res = await t.call('POST', '/map_area', { token: tenant.tokens.admin, body: { name: 'Foreign', store_id: other.stores.a, points: square } });
    expect(res.code).toBe(422);
  });
});
