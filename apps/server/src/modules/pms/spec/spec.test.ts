import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Spec } from '@tradewind/contract/pms/spec.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

const list = async () => (await t.call<ListData<Spec>>('GET', '/pms/specs', { token: tenant.tokens.admin, query: { page_size: 100 } })).data;

describe('specs', () => {
  it('keep their values in order; a value that stays keeps its id', async () => {
    const made = await t.call<Spec>('POST', '/pms/spec', { token: tenant.tokens.admin, body: { name: '规格', values: ['500ml', '1.5L', '550ml'] } });
    expect(made.data.values.map((v) => v.value)).toEqual(['500ml', '1.5L', '550ml']);
    const [small, , mid] = made.data.values;
    const edited = await t.call<Spec>('PUT', '/pms/spec', { token: tenant.tokens.admin, body: { id: made.data.id, name: '容量', values: ['550ml', '500ml', '2L'] } });
    expect(edited.data.values.map((v) => v.value)).toEqual(['550ml', '500ml', '2L']);
    expect(edited.data.values[0].id).toBe(mid.id);
    expect(edited.data.values[1].id).toBe(small.id);
    // a form body with one value
    const one = await t.call<Spec>('POST', '/pms/spec', { token: tenant.tokens.admin, body: { name: '包装', values: '散装' }, form: true });
    expect(one.data.values.map((v) => v.value)).toEqual(['散装']);
    expect((await t.call('DELETE', `/pms/spec/${one.data.id}`, { token: tenant.tokens.admin })).code).toBe(200);
    expect((await list()).list.map((s) => s.name)).toEqual(['容量']);
  });

  it('refuse duplicate names and values, empty values, and callers without permission, changing nothing', async () => {
    const before = await list();
    expect(await t.call('POST', '/pms/spec', { token: tenant.tokens.admin, body: { name: '容量', values: ['1L'] } })).toMatchObject({ code: 409, message: '规格名称已存在' });
    const dup = await t.call<{ errors: Array<{ field: string }> }>('POST', '/pms/spec', { token: tenant.tokens.admin, body: { name: '口味', values: ['原味', '原味'] } });
    expect(dup).toMatchObject({ code: 422, message: '规格值不能重复' });
    expect(dup.data.errors[0].field).toBe('values');
    const dupEn = await t.call('POST', '/pms/spec', { token: tenant.tokens.admin, body: { name: '口味', values: ['a', 'a'] }, headers: { 'accept-language': 'en-US' } });
    expect(dupEn.message).toBe('Each value can appear only once');
    for (const body of [{ name: '口味', values: [] }, { name: '口味' }, { name: '口味', values: [''] }, { name: '口味', values: ['x'.repeat(31)] }, { name: '', values: ['a'] }, { name: '口味', values: Array.from({ length: 101 }, (_, i) => `v${i}`) }]) {
      expect((await t.call('POST', '/pms/spec', { token: tenant.tokens.admin, body })).code, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    const id = before.list[0].id;
    expect((await t.call('PUT', '/pms/spec', { token: tenant.tokens.admin, body: { id, name: '容量', values: ['1L', '1L'] } })).code).toBe(422);
    expect((await t.call('GET', '/pms/specs', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await t.call('POST', '/pms/spec', { token: tenant.tokens.clerk, body: { name: 'x', values: ['a'] } })).code).toBe(402);
    expect((await t.call('PUT', '/pms/spec', { token: tenant.tokens.clerk, body: { id, name: 'x', values: ['a'] } })).code).toBe(402);
    expect((await t.call('DELETE', `/pms/spec/${id}`, { token: tenant.tokens.clerk })).code).toBe(402);
    expect(await list()).toEqual(before);
  });

  it('used by a goods type cannot be deleted (409)', async () => {
    const taste = await t.call<Spec>('POST', '/pms/spec', { token: tenant.tokens.admin, body: { name: '口味', values: ['原味', '麻辣'] } });
    const type = await t.call<{ id: number }>('POST', '/pms/type', { token: tenant.tokens.admin, body: { name: '零食', spec_ids: [taste.data.id] } });
    expect(await t.call('DELETE', `/pms/spec/${taste.data.id}`, { token: tenant.tokens.admin })).toMatchObject({ code: 409, message: '该规格已被商品类型使用，无法删除' });
    await t.call('DELETE', `/pms/type/${type.data.id}`, { token: tenant.tokens.admin });
    expect((await t.call('DELETE', `/pms/spec/${taste.data.id}`, { token: tenant.tokens.admin })).code).toBe(200);
  });

  it('goods vary by cannot be deleted, nor a value a SKU has removed (409 naming the value)', async () => {
    const admin = tenant.tokens.admin;
    const goods = await createTestGoods(t, admin, { skus: 2 });
    const spec = (await t.call<Spec>('GET', `/pms/spec/${goods.specId}`, { token: admin })).data;
    expect(await t.call('DELETE', `/pms/spec/${spec.id}`, { token: admin })).toMatchObject({ code: 409, message: '该规格已被商品使用，无法删除' });
    const values = spec.values.map((v) => v.value);
    const dropped = await t.call('PUT', '/pms/spec', { token: admin, body: { id: spec.id, name: spec.name, values: [values[0], '新值'] } });
    expect(dropped).toMatchObject({ code: 409, message: `规格值「${values[1]}」已被 SKU 使用，无法删除` });
    expect((await t.call<Spec>('GET', `/pms/spec/${spec.id}`, { token: admin })).data).toEqual(spec);
    // reordering and adding are fine, the values keep their ids
    const grown = await t.call<Spec>('PUT', '/pms/spec', { token: admin, body: { id: spec.id, name: spec.name, values: [values[1], values[0], '新值'] } });
    expect(grown.data.values.slice(0, 2).map((v) => v.id)).toEqual([spec.values[1].id, spec.values[0].id]);
  });
});
