import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { GoodsType } from '@tradewind/contract/pms/type.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let specIds: number[];
let foreignSpec: number;

beforeAll(async () => {
  [tenant, other] = [await t.tenant({}), await t.tenant({})];
  specIds = [];
  for (const name of ['规格', '口味']) specIds.push((await t.call<{ id: number }>('POST', '/pms/spec', { token: tenant.tokens.admin, body: { name, values: ['a'] } })).data.id);
  foreignSpec = (await t.call<{ id: number }>('POST', '/pms/spec', { token: other.tokens.admin, body: { name: '颜色', values: ['红'] } })).data.id;
});

const list = async () => (await t.call<ListData<GoodsType>>('GET', '/pms/types', { token: tenant.tokens.admin, query: { page_size: 100 } })).data;
const attributes = [
  { name: '产地', input_type: 1 },
  { name: '保质期(天)', input_type: 2, options: ['ignored'] },
  { name: '储存方式', input_type: 3, options: ['常温', '冷藏'] },
];

describe('goods types', () => {
  it('name their specs in order and their attributes; an attribute that stays keeps its id', async () => {
    const made = await t.call<GoodsType>('POST', '/pms/type', { token: tenant.tokens.admin, body: { name: '饮料', spec_ids: [specIds[1], specIds[0]], attributes } });
    expect(made.data).toMatchObject({ name: '饮料', spec_ids: [specIds[1], specIds[0]], spec_names: ['口味', '规格'] });
    expect(made.data.attributes.map((a) => [a.name, a.input_type, a.options])).toEqual([['产地', 1, []], ['保质期(天)', 2, []], ['储存方式', 3, ['常温', '冷藏']]]);
    const keep = made.data.attributes[2].id;
    const edited = await t.call<GoodsType>('PUT', '/pms/type', {
      token: tenant.tokens.admin,
      body: { id: made.data.id, name: '酒水饮料', spec_ids: [specIds[0]], attributes: [{ name: '储存方式', input_type: 3, options: ['常温'] }] },
    });
    expect(edited.data).toMatchObject({ name: '酒水饮料', spec_ids: [specIds[0]], attributes: [{ id: keep, name: '储存方式', options: ['常温'] }] });
    expect((await list()).list.map((x) => x.name)).toEqual(['酒水饮料']);
  });

  it('refuse unknown or foreign specs, bad attributes, duplicates and callers without permission, changing nothing', async () => {
    const before = await list();
    const id = before.list[0].id;
    expect(await t.call('POST', '/pms/type', { token: tenant.tokens.admin, body: { name: '酒水饮料' } })).toMatchObject({ code: 409, message: '类型名称已存在' });
    const foreign = await t.call<{ errors: Array<{ field: string }> }>('POST', '/pms/type', { token: tenant.tokens.admin, body: { name: '新类型', spec_ids: [foreignSpec] } });
    expect(foreign.code).toBe(422);
    expect(foreign.data.errors[0].field).toBe('spec_ids');
    const bad = [
      { name: '新类型', spec_ids: [specIds[0], specIds[0]] },
      { name: '新类型', attributes: [{ name: '产地', input_type: 4 }] },
      { name: '新类型', attributes: [{ name: '储存', input_type: 3 }] },
      { name: '新类型', attributes: [{ name: '储存', input_type: 3, options: ['a', 'a'] }] },
      { name: '新类型', attributes: [{ name: '产地', input_type: 1 }, { name: '产地', input_type: 2 }] },
      { name: '新类型', attributes: [{ name: '', input_type: 1 }] },
      { name: '新类型', attributes: 'x' },
    ];
    for (const body of bad) expect((await t.call('POST', '/pms/type', { token: tenant.tokens.admin, body })).code, JSON.stringify(body)).toBe(422);
    expect((await t.call('PUT', '/pms/type', { token: tenant.tokens.admin, body: { id, name: '酒水饮料', spec_ids: [999999999] } })).code).toBe(422);
    expect((await t.call('GET', '/pms/types', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await t.call('POST', '/pms/type', { token: tenant.tokens.clerk, body: { name: 'x' } })).code).toBe(402);
    expect((await t.call('PUT', '/pms/type', { token: tenant.tokens.clerk, body: { id, name: 'x' } })).code).toBe(402);
    expect((await t.call('DELETE', `/pms/type/${id}`, { token: tenant.tokens.clerk })).code).toBe(402);
    expect(await list()).toEqual(before);
    expect((await t.call('DELETE', `/pms/type/${id}`, { token: tenant.tokens.admin })).code).toBe(200);
    expect((await t.call('GET', `/pms/type/${id}`, { token: tenant.tokens.admin })).code).toBe(404);
  });

  it('of goods cannot be deleted (409)', async () => {
    const admin = tenant.tokens.admin;
    const type = (await t.call<GoodsType>('POST', '/pms/type', { token: admin, body: { name: '在用类型' } })).data;
    await createTestGoods(t, admin, { typeId: type.id });
    expect(await t.call('DELETE', `/pms/type/${type.id}`, { token: admin })).toMatchObject({ code: 409, message: '该类型已被商品使用，无法删除' });
    expect((await t.call('GET', `/pms/type/${type.id}`, { token: admin })).code).toBe(200);
  });
});
