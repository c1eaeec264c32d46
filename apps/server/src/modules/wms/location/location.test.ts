import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { expandLocationPattern, type BatchLocationResult, type Location } from '@tradewind/contract/wms/location.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { postStockMoves } from '../stock/posting';

const t = useTestApp();
let tenant: TestTenant;
let warehouse: Warehouse;

const admin = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });
const list = async (query: Record<string, unknown> = {}, warehouseId = warehouse.id) =>
  (await t.call<ListData<Location>>('GET', '/wms/locations', { ...admin(), query: { page_size: 100, warehouse_id: warehouseId, ...query } })).data;

beforeAll(async () => {
  tenant = await t.tenant({});
  warehouse = (await t.call<Warehouse>('POST', '/wms/warehouse', { ...admin(), body: { name: '主仓', code: 'MAIN' } })).data;
});

describe('location patterns', () => {
  it('expand ranges keeping their zero padding, refuse malformed ones and cap the count', () => {
    expect(expandLocationPattern('A-01..03-1..2')).toEqual(['A-01-1', 'A-01-2', 'A-02-1', 'A-02-2', 'A-03-1', 'A-03-2']);
    expect(expandLocationPattern('B-8..10')).toEqual(['B-8', 'B-9', 'B-10']);
    expect(expandLocationPattern('C-001..002')).toEqual(['C-001', 'C-002']);
    expect(expandLocationPattern('D-07')).toEqual(['D-07']);
    expect(expandLocationPattern('A-05..01')).toBeNull();
    expect(expandLocationPattern('A-..3')).toBeNull();
    expect(expandLocationPattern('A-01..10-01..05')).toHaveLength(50);
    expect(expandLocationPattern('A-0001..1001')).toBe('too_many');
    expect(expandLocationPattern('A-01..40-01..25')).toHaveLength(1000);
  });
});

describe('locations', () => {
  it('are created singly and by pattern, listed with filters, edited, and one is the default', async () => {
    const one = await t.call<Location>('POST', '/wms/location', { ...admin(), body: { warehouse_id: warehouse.id, code: 'R-01', zone: '收货区', type: 3, sort: 1 } });
    expect(one).toMatchObject({ code: 200, data: { code: 'R-01', zone: '收货区', type: 3, status: 1, is_default: 0, on_hand: '0' } });
    const batch = await t.call<BatchLocationResult>('POST', '/wms/locations/batch', { ...admin(), body: { warehouse_id: warehouse.id, pattern: 'A-01..10-01..05', zone: 'A' } });
    expect(batch.data).toEqual({ created: 50, skipped: [] });
    expect((await list({ zone: 'A' })).pagination.total).toBe(50);
    expect((await list({ keyword: 'A-03-' })).list.map((l) => l.code)).toEqual(['A-03-01', 'A-03-02', 'A-03-03', 'A-03-04', 'A-03-05']);
    expect((await list({ type: 3 })).list.map((l) => l.code)).toEqual(['R-01']);
    const taken = await t.call('POST', '/wms/locations/batch', { ...admin(), body: { warehouse_id: warehouse.id, pattern: 'A-10-04..06' } });
    expect(taken).toMatchObject({ code: 409, message: '以下库位编码已存在：A-10-04, A-10-05' });
    const skipping = await t.call<BatchLocationResult>('POST', '/wms/locations/batch', { ...admin(), body: { warehouse_id: warehouse.id, pattern: 'A-10-04..06', skip_existing: 1 } });
    expect(skipping.data).toEqual({ created: 1, skipped: ['A-10-04', 'A-10-05'] });
    const edited = await t.call<Location>('PUT', '/wms/location', { ...admin(), body: { id: one.data.id, code: 'R-02', zone: '', type: 4, status: 0 } });
    expect(edited.data).toMatchObject({ code: 'R-02', zone: null, type: 4, status: 0 });
    expect((await list({ status: 0 })).list.map((l) => l.code)).toEqual(['R-02']);
    // a disabled location cannot be the default
    expect(await t.call('PUT', `/wms/warehouse/${warehouse.id}/default_location`, { ...admin(), body: { location_id: one.data.id } })).toMatchObject({ code: 422, data: { errors: [{ field: 'location_id' }] } });
    const first = (await list({ keyword: 'A-01-01' })).list[0];
    const w = await t.call<Warehouse>('PUT', `/wms/warehouse/${warehouse.id}/default_location`, { ...admin(), body: { location_id: first.id } });
    expect(w.data).toMatchObject({ default_location_id: first.id, default_location_code: 'A-01-01' });
    expect((await list({ keyword: 'A-01-01' })).list[0].is_default).toBe(1);
    expect((await t.call('DELETE', `/wms/location/${one.data.id}`, admin())).code).toBe(200);
    expect((await list({ type: 4 })).list).toEqual([]);
  });

  it('refuse duplicates (409), bad patterns and input (422), another warehouse, store or tenant, and callers without permission', async () => {
    const other = await t.tenant({});
    const theirs = (await t.call<Warehouse>('POST', '/wms/warehouse', { token: other.tokens.admin, storeId: other.stores.a, body: { name: '他仓', code: 'MAIN' } })).data;
    const theirLocation = (await t.call<Location>('POST', '/wms/location', { token: other.tokens.admin, storeId: other.stores.a, body: { warehouse_id: theirs.id, code: 'X-01' } })).data;
    const inB = (await t.call<Warehouse>('POST', '/wms/warehouse', { token: tenant.tokens.admin, storeId: tenant.stores.b, body: { name: 'B仓', code: 'BW' } })).data;
    const bLocation = (await t.call<Location>('POST', '/wms/location', { token: tenant.tokens.admin, storeId: tenant.stores.b, body: { warehouse_id: inB.id, code: 'B-01' } })).data;
    await t.call('POST', '/wms/location', { ...admin(), body: { warehouse_id: warehouse.id, code: 'Z-01' } });
    const before = await list();
    expect(await t.call('POST', '/wms/location', { ...admin(), body: { warehouse_id: warehouse.id, code: 'Z-01' } })).toMatchObject({ code: 409, message: '库位编码已存在' });
    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['/wms/location', { warehouse_id: warehouse.id, code: '' }, 'code'],
      ['/wms/location', { warehouse_id: warehouse.id, code: 'Z 2' }, 'code'],
      ['/wms/location', { warehouse_id: warehouse.id, code: 'Z-02', type: 5 }, 'type'],
      ['/wms/location', { warehouse_id: theirs.id, code: 'Z-02' }, 'warehouse_id'],
      ['/wms/locations/batch', { warehouse_id: warehouse.id, pattern: 'A-05..01' }, 'pattern'],
      ['/wms/locations/batch', { warehouse_id: warehouse.id, pattern: 'A-0001..1001' }, 'pattern'],
      ['/wms/locations/batch', { warehouse_id: warehouse.id, pattern: 'A 01..02' }, 'pattern'],
      ['/wms/locations/batch', { warehouse_id: theirs.id, pattern: 'A-01..02' }, 'warehouse_id'],
    ];
    for (const [url, body, field] of bad) expect(await t.call('POST', url, { ...admin(), body }), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    expect((await t.call('POST', '/wms/locations/batch', { ...admin(), body: { warehouse_id: warehouse.id, pattern: 'A-0001..1001' } })).message).toBe('一次最多生成 1000 个库位');
    // a location of another warehouse or tenant cannot be the default; another tenant's is not found
    for (const id of [theirLocation.id, bLocation.id]) {
      expect(await t.call('PUT', `/wms/warehouse/${warehouse.id}/default_location`, { ...admin(), body: { location_id: id } })).toMatchObject({ code: 422, data: { errors: [{ field: 'location_id' }] } });
    }
    expect((await t.call('PUT', '/wms/location', { ...admin(), body: { id: theirLocation.id, code: 'Q' } })).code).toBe(404);
    expect((await t.call('DELETE', `/wms/location/${theirLocation.id}`, admin())).code).toBe(404);
    expect((await t.call('GET', '/wms/locations', { ...admin(), query: { warehouse_id: theirs.id } })).code).toBe(422);
    const clerk = { token: tenant.tokens.clerk, storeId: tenant.stores.a };
    expect((await t.call('GET', '/wms/locations', { ...clerk, query: { warehouse_id: warehouse.id } })).code).toBe(401);
    expect((await t.call('POST', '/wms/location', { ...clerk, body: { warehouse_id: warehouse.id, code: 'C-1' } })).code).toBe(402);
    expect((await t.call('PUT', '/wms/location', { ...clerk, body: { id: before.list[0].id, code: 'C-1' } })).code).toBe(402);
    expect((await t.call('DELETE', `/wms/location/${before.list[0].id}`, clerk)).code).toBe(402);
    expect((await t.call('POST', '/wms/locations/batch', { ...clerk, body: { warehouse_id: warehouse.id, pattern: 'C-1..2' } })).code).toBe(402);
    expect((await t.call('PUT', `/wms/warehouse/${warehouse.id}/default_location`, { ...clerk, body: { location_id: null } })).code).toBe(402);
    expect(await list()).toEqual(before);
  });

  it('holding stock cannot be deleted; with history only it is marked deleted and its code is free again', async () => {
    const goods = await createTestGoods(t, tenant.tokens.admin, { skus: 1 });
    const loc = (await t.call<Location>('POST', '/wms/location', { ...admin(), body: { warehouse_id: warehouse.id, code: 'S-01' } })).data;
    const move = (qty: number) =>
      withTenant(t.app.database.db, tenant.tenantId, (tx) =>
        postStockMoves(
          { db: tx, tenantId: tenant.tenantId, staffId: tenant.staff.admin },
          { docType: 'warehousing_entry', docId: 7, docNo: 'WE7', lines: [{ skuId: goods.skuIds[0], warehouseId: warehouse.id, locationId: loc.id, qty }] },
        ),
      );
    await move(3);
    expect((await list({ keyword: 'S-01' })).list[0].on_hand).toBe('3.000');
    expect(await t.call('DELETE', `/wms/location/${loc.id}`, admin())).toMatchObject({ code: 409, message: '库位有库存，不能删除' });
    await move(-3);
    expect((await t.call('DELETE', `/wms/location/${loc.id}`, admin())).code).toBe(200);
    expect((await list({ keyword: 'S-01' })).list).toEqual([]);
    expect((await t.call<Location>('POST', '/wms/location', { ...admin(), body: { warehouse_id: warehouse.id, code: 'S-01' } })).code).toBe(200);
    // the deleted one takes no more moves
    await expect(move(1)).rejects.toMatchObject({ code: 422 });
  });

  it('named by a draft entry\'s line only, it is marked deleted (not a failure), and the draft cannot post into it', async () => {
    const goods = await createTestGoods(t, tenant.tokens.admin, { skus: 1 });
    const loc = (await t.call<Location>('POST', '/wms/location', { ...admin(), body: { warehouse_id: warehouse.id, code: 'D-01' } })).data;
    const draft = await t.call<{ id: number }>('POST', '/wms/warehousing_entry', {
      ...admin(),
      body: { type: 6, warehouse_id: warehouse.id, lines: [{ sku_id: goods.skuIds[0], unit_id: goods.unitId, qty: 2, location_id: loc.id }] },
    });
    expect(draft.code).toBe(200);
    expect((await t.call('DELETE', `/wms/location/${loc.id}`, admin())).code).toBe(200);
    expect((await list({ keyword: 'D-01' })).list).toEqual([]);
    expect((await t.call('GET', `/wms/warehousing_entry/${draft.data.id}`, admin())).code).toBe(200);
    expect((await t.call('PUT', `/wms/warehousing_entry/${draft.data.id}/audit`, { ...admin(), body: {} })).code).toBe(422);
  });
});
