import { describe, expect, it } from 'vitest';
import type { Store, StoreOption } from '@tradewind/contract/system/store.schema';
import type { ListData } from '@tradewind/contract/common/envelope';
import { useTenantPair, useTestApp } from '@/test/test-app';

const t = useTestApp();
const [tenant, other] = useTenantPair(() => t.tenant({}));

describe('GET /stores/all', () => {
  it('lists every store with the caller’s authorisation, the master flag and the selected store', async () => {
    const res = await t.call<StoreOption[]>('GET', '/stores/all', { token: tenant.tokens.clerk, storeId: tenant.stores.a });
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(3);
    const a = res.data.find((s) => s.id === tenant.stores.a)!;
    const b = res.data.find((s) => s.id === tenant.stores.b)!;
    expect(a).toMatchObject({ has_auth: 1, is_master: 1, is_selected: 1 });
    expect(b).toMatchObject({ has_auth: 0, is_master: 0, is_selected: 0 });
    // another tenant's stores never appear
    expect(res.data.some((s) => Object.values(other.stores).includes(s.id))).toBe(false);
  });
});

describe('CurrStoreId', () => {
  it('refuses a store outside the staff member’s stores with 405 and the spec message', async () => {
    const res = await t.call('GET', '/stores', { token: tenant.tokens.clerk, storeId: tenant.stores.b });
    expect(res.code).toBe(405);
    expect(res.message).toBe('您没有查看当前门店的权限，请联系管理员');
    const en = await t.call('GET', '/stores', { token: tenant.tokens.clerk, storeId: other.stores.a, headers: { 'accept-language': 'en-US' } });
    expect(en.message).toBe('You have no permission to view the current store, please contact the administrator');
    const junk = await t.call('GET', '/stores', { token: tenant.tokens.clerk, storeId: -5 });
    expect(junk.code).toBe(405);
  });
  it('accepts an authorised store', async () => {
    expect((await t.call('GET', '/stores', { token: tenant.tokens.clerk, storeId: tenant.stores.a })).code).toBe(200);
  });
});

describe('store management', () => {
  it('lists with pagination and a name filter', async () => {
    const res = await t.call<ListData<Store>>('GET', '/stores', { token: tenant.tokens.admin, query: { page_size: 2 } });
    expect(res.data.pagination).toEqual({ total: 3, page: 1, size: 2 });
    expect(res.data.list[0].is_master).toBe(1);
    const filtered = await t.call<ListData<Store>>('GET', '/stores', { token: tenant.tokens.admin, query: { name: 'Store B' } });
    expect(filtered.data.list.map((s) => s.id)).toEqual([tenant.stores.b]);
  });

  it('answers 401 (page) to a staff member without the list permission and 402 for an operation', async () => {
    const page = await t.call('GET', '/stores', { token: tenant.tokens.nobody });
    expect(page.code).toBe(401);
    expect(page.status).toBe(200);
    const op = await t.call('POST', '/store', { token: tenant.tokens.clerk, body: { name: 'Nope' } });
    expect(op.code).toBe(402);
    const del = await t.call('DELETE', `/store/${tenant.stores.c}`, { token: tenant.tokens.clerk });
    expect(del.code).toBe(402);
  });

  it('creates a store with its area chain and authorised staff, and logs it', async () => {
    const res = await t.call<Store>('POST', '/store', {
      token: tenant.tokens.admin,
      body: { name: '深圳分店', province_id: 440000, city_id: 440300, area_id: 440305, address: '科技园', longitude: '113.93', latitude: '22.53', staff_ids: `${tenant.staff.admin},${tenant.staff.clerk}` },
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: '深圳分店', is_master: 0, status: 1, area_id: 440305, longitude: 113.93 });
    expect(res.data.area_string).toMatch(/^广东省 深圳市 南山区$/);
    expect(res.data.staff_ids.sort()).toEqual([tenant.staff.admin, tenant.staff.clerk].sort());
    const log = await t.call<ListData<{ action: string; target_id: string; target_type: string; ip: string }>>('GET', '/action/log', {
      token: tenant.tokens.admin,
      query: { action: 'system:store:create' },
    });
    expect(log.data.list[0]).toMatchObject({ target_id: String(res.data.id), target_type: 'store' });
    expect(log.data.list[0].ip).toBeTruthy();
    // the clerk is now authorised there
    const all = await t.call<StoreOption[]>('GET', '/stores/all', { token: tenant.tokens.clerk });
    expect(all.data.find((s) => s.id === res.data.id)?.has_auth).toBe(1);
  });

  it('refuses invalid input with field errors and changes nothing', async () => {
    const before = await t.call<ListData<Store>>('GET', '/stores', { token: tenant.tokens.admin });
    const res = await t.call<{ errors: Array<{ field: string; message: string }> }>('POST', '/store', {
      token: tenant.tokens.admin,
      body: { name: '', latitude: 200, is_master: 'x' },
    });
    expect(res.code).toBe(422);
    const fields = res.data.errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'latitude']));
    expect(res.data.errors.find((e) => e.field === 'name')?.message).toBe('请输入名称');
    const broken = await t.call('POST', '/store', { token: tenant.tokens.admin, body: { name: 'Broken chain', province_id: 440000, city_id: 110100 } });
    expect(broken.code).toBe(422);
    const foreignStaff = await t.call('POST', '/store', { token: tenant.tokens.admin, body: { name: 'Foreign', staff_ids: [other.staff.admin] } });
    expect(foreignStaff.code).toBe(422);
    const after = await t.call<ListData<Store>>('GET', '/stores', { token: tenant.tokens.admin });
    expect(after.data.pagination.total).toBe(before.data.pagination.total);
  });

  it('refuses a duplicate name with 409', async () => {
    const res = await t.call('POST', '/store', { token: tenant.tokens.admin, body: { name: `${tenant.accounts.admin.split('_')[0]} Store A` } });
    expect(res.code).toBe(409);
  });

  it('reads and updates a store, keeping at least one master', async () => {
    const read = await t.call<Store>('GET', `/store/${tenant.stores.b}`, { token: tenant.tokens.admin });
    expect(read.data.id).toBe(tenant.stores.b);
    const upd = await t.call<Store>('PUT', '/store', { token: tenant.tokens.admin, body: { id: tenant.stores.b, name: 'Renamed B', contact_phone: '13800001111' } });
    expect(upd.code).toBe(200);
    expect(upd.data.name).toBe('Renamed B');
    const noMaster = await t.call('PUT', '/store', { token: tenant.tokens.admin, body: { id: tenant.stores.a, name: 'A', is_master: 0 } });
    expect(noMaster.code).toBe(409);
    expect(noMaster.message).toBe('至少需要保留一个总店');
  });

  it('answers 404 for another tenant’s store, on read, update and delete', async () => {
    expect((await t.call('GET', `/store/${other.stores.b}`, { token: tenant.tokens.admin })).code).toBe(404);
    expect((await t.call('PUT', '/store', { token: tenant.tokens.admin, body: { id: other.stores.b, name: 'Hijack' } })).code).toBe(404);
    expect((await t.call('DELETE', `/store/${other.stores.b}`, { token: tenant.tokens.admin })).code).toBe(404);
    const still = await t.call<Store>('GET', `/store/${other.stores.b}`, { token: other.tokens.admin });
    expect(still.data.name).not.toBe('Hijack');
  });

  it('refuses to delete a store that holds data or the only master, and deletes an empty one', async () => {
    const zone = await t.call<{ id: number }>('POST', '/map_area', {
      token: tenant.tokens.admin,
      body: { name: 'Zone', store_id: tenant.stores.c, points: [[121.4, 31.2], [121.5, 31.2], [121.5, 31.3]] },
    });
    expect(zone.code).toBe(200);
    const busy = await t.call('DELETE', `/store/${tenant.stores.c}`, { token: tenant.tokens.admin });
    expect(busy.code).toBe(409);
    expect(busy.message).toBe('门店下还有数据，无法删除');
    const master = await t.call('DELETE', `/store/${tenant.stores.a}`, { token: tenant.tokens.admin });
    expect(master.code).toBe(409);
    const created = await t.call<Store>('POST', '/store', { token: tenant.tokens.admin, body: { name: 'Temporary' } });
    const gone = await t.call('DELETE', `/store/${created.data.id}`, { token: tenant.tokens.admin });
    expect(gone.code).toBe(200);
    expect(gone.message).toBe('删除成功');
    expect((await t.call('GET', `/store/${created.data.id}`, { token: tenant.tokens.admin })).code).toBe(404);
  });

  it('refuses a path id that is not a positive integer with 422', async () => {
    const res = await t.call('GET', '/store/abc', { token: tenant.tokens.admin });
    expect(res.code).toBe(422);
  });
});
