import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { Location } from '@tradewind/contract/wms/location.schema';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { postStockMoves } from '../stock/posting';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

const as = (token: string, storeId?: number) => ({ token, storeId: storeId ?? tenant.stores.a });
const admin = () => as(tenant.tokens.admin);
const list = async (query: Record<string, unknown> = {}, storeId = tenant.stores.a) =>
  (await t.call<ListData<Warehouse>>('GET', '/wms/warehouses', { ...as(tenant.tokens.admin, storeId), query: { page_size: 100, ...query } })).data;

describe('warehouses', () => {
  it('are created in the current store, listed per store, edited with their managers and read back', async () => {
    const made = await t.call<Warehouse>('POST', '/wms/warehouse', {
      ...admin(),
      body: { name: '一号仓', code: 'WH-01', contact_name: '王', contact_phone: '13800000000', address: '港口路 1 号', longitude: '121.5', latitude: 31.2, remark: '冷库', manager_ids: [tenant.staff.admin] },
    });
    expect(made).toMatchObject({ code: 200, data: { name: '一号仓', code: 'WH-01', store_id: tenant.stores.a, status: 1, allow_negative: 0, longitude: 121.5, latitude: 31.2, default_location_id: null } });
    expect(made.data.managers).toEqual([{ id: tenant.staff.admin, name: 'Admin' }]);
    const inB = await t.call<Warehouse>('POST', '/wms/warehouse', { ...as(tenant.tokens.admin, tenant.stores.b), body: { name: '二号仓', code: 'WH-02', allow_negative: 1 }, form: true });
    expect(inB.data).toMatchObject({ store_id: tenant.stores.b, allow_negative: 1, managers: [] });
    expect((await list()).list.map((w) => w.code)).toEqual(['WH-01']);
    expect((await list({}, tenant.stores.b)).list.map((w) => w.code)).toEqual(['WH-02']);
    expect((await list({ all_stores: 1 })).list.map((w) => w.code)).toEqual(['WH-01', 'WH-02']);
    expect((await list({ all_stores: 1, keyword: '二号' })).list.map((w) => w.code)).toEqual(['WH-02']);
    expect((await list({ all_stores: 1, keyword: 'wh-01' })).list.map((w) => w.code)).toEqual(['WH-01']);
    const edited = await t.call<Warehouse>('PUT', '/wms/warehouse', { ...admin(), body: { id: made.data.id, name: '一号冷库', code: 'WH-01', status: 0 } });
    expect(edited.data).toMatchObject({ name: '一号冷库', status: 0, store_id: tenant.stores.a, remark: null, managers: [{ id: tenant.staff.admin }] });
    expect((await list({ status: 0 })).list.map((w) => w.code)).toEqual(['WH-01']);
    const managed = await t.call<Warehouse>('PUT', `/wms/warehouse/${made.data.id}/managers`, { ...admin(), body: { staff_ids: [tenant.staff.clerk, tenant.staff.admin] } });
    expect(managed.data.managers.map((m) => m.id)).toEqual([tenant.staff.admin, tenant.staff.clerk].sort((a, b) => a - b));
    expect((await t.call<Warehouse>('GET', `/wms/warehouse/${made.data.id}`, admin())).data.managers).toHaveLength(2);
    expect((await t.call('DELETE', `/wms/warehouse/${inB.data.id}`, admin())).code).toBe(200);
    expect((await t.call('GET', `/wms/warehouse/${inB.data.id}`, admin())).code).toBe(404);
  });

  it('refuse duplicate codes (409), bad input, other stores and tenants (422/404) and callers without permission', async () => {
    const base = await t.call<Warehouse>('POST', '/wms/warehouse', { ...admin(), body: { name: '三号仓', code: 'WH-03' } });
    expect(await t.call('POST', '/wms/warehouse', { ...admin(), body: { name: '重复', code: 'WH-03' } })).toMatchObject({ code: 409, message: '仓库编码已存在' });
    expect(await t.call('POST', '/wms/warehouse', { ...admin(), body: { name: '重复', code: 'WH-03' }, headers: { 'accept-language': 'en-US' } })).toMatchObject({
      code: 409,
      message: 'A warehouse with this code already exists',
    });
    const other = await t.tenant({});
    const before = await list({ all_stores: 1 });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ name: '', code: 'X' }, 'name'],
      [{ name: 'x', code: '' }, 'code'],
      [{ name: 'x', code: 'A B' }, 'code'],
      [{ name: 'x', code: 'X'.repeat(31) }, 'code'],
      [{ name: 'x', code: 'X9', store_id: other.stores.a }, 'store_id'],
      [{ name: 'x', code: 'X9', area_id: 999999 }, 'area_id'],
      [{ name: 'x', code: 'X9', longitude: 200 }, 'longitude'],
      [{ name: 'x', code: 'X9', manager_ids: [other.staff.admin] }, 'manager_ids'],
      [{ name: 'x', code: 'X9', status: 'on' }, 'status'],
    ];
    for (const [body, field] of bad) expect(await t.call('POST', '/wms/warehouse', { ...admin(), body }), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    expect(await t.call('PUT', `/wms/warehouse/${base.data.id}/managers`, { ...admin(), body: { staff_ids: [other.staff.admin] } })).toMatchObject({ code: 422, data: { errors: [{ field: 'staff_ids' }] } });
    // another tenant's warehouse is not found
    const theirs = await t.call<Warehouse>('POST', '/wms/warehouse', { token: other.tokens.admin, storeId: other.stores.a, body: { name: '他仓', code: 'WH-03' } });
    expect(theirs.code).toBe(200);
    expect((await t.call('GET', `/wms/warehouse/${theirs.data.id}`, admin())).code).toBe(404);
    expect((await t.call('PUT', '/wms/warehouse', { ...admin(), body: { id: theirs.data.id, name: 'x', code: 'Y1' } })).code).toBe(404);
    expect((await t.call('DELETE', `/wms/warehouse/${theirs.data.id}`, admin())).code).toBe(404);
    // the clerk holds no wms permission
    const clerk = as(tenant.tokens.clerk);
    expect((await t.call('GET', '/wms/warehouses', clerk)).code).toBe(401);
    expect((await t.call('GET', `/wms/warehouse/${base.data.id}`, clerk)).code).toBe(401);
    expect((await t.call('POST', '/wms/warehouse', { ...clerk, body: { name: 'x', code: 'Z1' } })).code).toBe(402);
    expect((await t.call('PUT', '/wms/warehouse', { ...clerk, body: { id: base.data.id, name: 'x', code: 'Z1' } })).code).toBe(402);
    expect((await t.call('DELETE', `/wms/warehouse/${base.data.id}`, clerk)).code).toBe(402);
    expect((await t.call('PUT', `/wms/warehouse/${base.data.id}/managers`, { ...clerk, body: { staff_ids: [] } })).code).toBe(402);
    expect(await list({ all_stores: 1 })).toEqual(before);
  });

  it('cannot be deleted while it holds stock or moves, nor can its store; actions are logged', async () => {
    const w = await t.call<Warehouse>('POST', '/wms/warehouse', { ...admin(), body: { name: '四号仓', code: 'WH-04' } });
    const loc = await t.call<Location>('POST', '/wms/location', { ...admin(), body: { warehouse_id: w.data.id, code: 'A-01' } });
    const goods = await createTestGoods(t, tenant.tokens.admin, { skus: 1 });
    await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      postStockMoves(
        { db: tx, tenantId: tenant.tenantId, staffId: tenant.staff.admin },
        { docType: 'warehousing_entry', docId: 1, docNo: 'WE1', lines: [{ skuId: goods.skuIds[0], warehouseId: w.data.id, locationId: loc.data.id, qty: 2 }] },
      ),
    );
    expect(await t.call('DELETE', `/wms/warehouse/${w.data.id}`, admin())).toMatchObject({ code: 409, message: '仓库有库存或出入库记录，不能删除' });
    expect((await t.call('GET', `/wms/warehouse/${w.data.id}`, admin())).code).toBe(200);
    expect((await t.call('DELETE', `/store/${tenant.stores.a}`, admin())).code).toBe(409);
    const log = await t.call<ListData<{ action: string; target_type: string | null }>>('GET', '/action/log', { ...admin(), query: { page_size: 100 } });
    expect(log.data.list.some((r) => r.action === 'wms:warehouse:create' && r.target_type === 'wms_warehouse')).toBe(true);
  });
});
