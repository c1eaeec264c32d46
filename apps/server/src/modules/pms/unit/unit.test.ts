import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Unit } from '@tradewind/contract/pms/unit.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

const list = async () => (await t.call<ListData<Unit>>('GET', '/pms/unit_configs', { token: tenant.tokens.admin, query: { page_size: 100 } })).data;

describe('units', () => {
  it('are created, listed by sort, edited and deleted', async () => {
    const jin = await t.call<Unit>('POST', '/pms/unit_config', { token: tenant.tokens.admin, body: { name: '斤', allow_decimal: 1, sort: 2 } });
    const box = await t.call<Unit>('POST', '/pms/unit_config', { token: tenant.tokens.admin, body: { name: '箱', allow_decimal: '0', sort: '1' }, form: true });
    expect(jin.data).toMatchObject({ name: '斤', allow_decimal: 1 });
    expect((await list()).list.map((u) => u.name)).toEqual(['箱', '斤']);
    const edited = await t.call<Unit>('PUT', '/pms/unit_config', { token: tenant.tokens.admin, body: { id: box.data.id, name: '件', allow_decimal: 0, sort: 3 } });
    expect(edited.data).toMatchObject({ name: '件', sort: 3 });
    expect((await t.call('DELETE', `/pms/unit_config/${box.data.id}`, { token: tenant.tokens.admin })).code).toBe(200);
    expect((await list()).list.map((u) => u.name)).toEqual(['斤']);
  });

  it('refuse duplicates (409), bad values (422) and callers without permission, changing nothing', async () => {
    const before = await list();
    expect(await t.call('POST', '/pms/unit_config', { token: tenant.tokens.admin, body: { name: '斤' } })).toMatchObject({ code: 409, message: '单位名称已存在' });
    expect(await t.call('POST', '/pms/unit_config', { token: tenant.tokens.admin, body: { name: '斤' }, headers: { 'accept-language': 'en-US' } })).toMatchObject({ message: 'A unit with this name already exists' });
    for (const body of [{ name: '' }, { name: '12345678901' }, { name: 'kg', allow_decimal: 'x' }, { name: 'kg', sort: 1.5 }]) {
      expect((await t.call('POST', '/pms/unit_config', { token: tenant.tokens.admin, body })).code, JSON.stringify(body)).toBe(422);
    }
    expect((await t.call('GET', '/pms/unit_configs', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await t.call('POST', '/pms/unit_config', { token: tenant.tokens.clerk, body: { name: 'kg' } })).code).toBe(402);
    expect((await t.call('PUT', '/pms/unit_config', { token: tenant.tokens.clerk, body: { id: before.list[0].id, name: 'kg' } })).code).toBe(402);
    expect((await t.call('DELETE', `/pms/unit_config/${before.list[0].id}`, { token: tenant.tokens.clerk })).code).toBe(402);
    expect((await t.call('DELETE', '/pms/unit_config/999999999', { token: tenant.tokens.admin })).code).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('a SKU counts or is packed in cannot be deleted (409)', async () => {
    const admin = tenant.tokens.admin;
    const goods = await createTestGoods(t, admin, { skus: 1 });
    for (const id of [goods.unitId, goods.packageUnitId]) {
      expect(await t.call('DELETE', `/pms/unit_config/${id}`, { token: admin })).toMatchObject({ code: 409, message: '该单位已被商品使用，无法删除' });
    }
  });
});
