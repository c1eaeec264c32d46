import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@tradewind/contract/pms/category.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { uploadTestImage } from '@/test/test-uploads';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  [tenant, other] = [await t.tenant({}), await t.tenant({})];
});

const tree = async (who: TestTenant = tenant) => (await t.call<Category[]>('GET', '/pms/categories', { token: who.tokens.admin })).data;
const create = async (body: Record<string, unknown>, who: TestTenant = tenant) => t.call<Category>('POST', '/pms/category', { token: who.tokens.admin, body });

describe('goods categories', () => {
  it('build a tree of three levels, listed parents first, each family by sort', async () => {
    const drinks = await create({ name: '饮料', sort: 2, image: '' });
    const grain = await create({ name: '粮油', sort: 1 });
    const water = await create({ name: '饮用水', parent_id: drinks.data.id });
    const still = await create({ name: '纯净水', parent_id: water.data.id, is_show: 0 });
    expect(still.data).toMatchObject({ parent_id: water.data.id, level: 3, is_show: 0, image: null });
    expect((await tree()).map((c) => [c.name, c.level])).toEqual([['粮油', 1], ['饮料', 1], ['饮用水', 2], ['纯净水', 3]]);
    // another tenant sees none of them and may use the same names
    expect(await tree(other)).toEqual([]);
    expect((await create({ name: '饮料' }, other)).code).toBe(200);
    expect((await t.call('GET', `/pms/category/${drinks.data.id}`, { token: other.tokens.admin })).code).toBe(404);
    await t.call('DELETE', `/pms/category/${still.data.id}`, { token: tenant.tokens.admin });
    await t.call('DELETE', `/pms/category/${water.data.id}`, { token: tenant.tokens.admin });
    for (const c of [drinks, grain]) await t.call('DELETE', `/pms/category/${c.data.id}`, { token: tenant.tokens.admin });
    expect(await tree()).toEqual([]);
  });

  it('refuse a fourth level, a cycle, a duplicate name and deleting a category with children, changing nothing', async () => {
    const a = await create({ name: '休闲零食' });
    const b = await create({ name: '饼干糕点', parent_id: a.data.id });
    const c = await create({ name: '苏打饼干', parent_id: b.data.id });
    const d = await create({ name: '坚果' });
    const e = await create({ name: '炒货', parent_id: d.data.id });
    const before = await tree();

    const deep = await create({ name: '第四级', parent_id: c.data.id });
    expect(deep).toMatchObject({ code: 422, message: '分类最多三级', data: { errors: [{ field: 'parent_id' }] } });
    // a subtree of two levels cannot go under a second-level category
    const tooDeep = await t.call('PUT', '/pms/category/move', { token: tenant.tokens.admin, body: { id: d.data.id, parent_id: b.data.id, position: 0 } });
    expect(tooDeep.code).toBe(422);
    const cycle = await t.call('PUT', '/pms/category/move', { token: tenant.tokens.admin, body: { id: a.data.id, parent_id: c.data.id, position: 0 } });
    expect(cycle).toMatchObject({ code: 422, message: '不能把分类移动到它自己或它的下级分类下' });
    const self = await t.call('PUT', '/pms/category', { token: tenant.tokens.admin, body: { id: b.data.id, name: '饼干糕点', parent_id: b.data.id } });
    expect(self.code).toBe(422);
    const taken = await create({ name: '坚果', parent_id: a.data.id });
    expect(taken).toMatchObject({ code: 409, message: '分类名称已存在' });
    const takenEn = await t.call('POST', '/pms/category', { token: tenant.tokens.admin, body: { name: '坚果' }, headers: { 'accept-language': 'en-US' } });
    expect(takenEn).toMatchObject({ code: 409, message: 'A category with this name already exists' });
    const renamed = await t.call('PUT', '/pms/category', { token: tenant.tokens.admin, body: { id: e.data.id, name: '休闲零食', parent_id: d.data.id } });
    expect(renamed.code).toBe(409);
    const withChildren = await t.call('DELETE', `/pms/category/${a.data.id}`, { token: tenant.tokens.admin });
    expect(withChildren).toMatchObject({ code: 409, message: '该分类下还有子分类，无法删除' });
    const parentMissing = await create({ name: '无主', parent_id: 2_000_000_000 });
    expect(parentMissing.code).toBe(422);
    expect(await tree()).toEqual(before);
  });

  it('move by drag: under a new parent at a position, siblings numbered again', async () => {
    const root = await create({ name: '日用百货' });
    const [x, y, z] = [await create({ name: '纸品', parent_id: root.data.id }), await create({ name: '洗护', parent_id: root.data.id }), await create({ name: '厨具' })];
    const moved = await t.call<Category>('PUT', '/pms/category/move', { token: tenant.tokens.admin, body: { id: z.data.id, parent_id: root.data.id, position: 1 } });
    expect(moved.data).toMatchObject({ parent_id: root.data.id, level: 2, sort: 2 });
    const children = (await tree()).filter((c) => c.parent_id === root.data.id);
    expect(children.map((c) => [c.name, c.sort])).toEqual([['纸品', 1], ['厨具', 2], ['洗护', 3]]);
    const top = await t.call<Category>('PUT', '/pms/category/move', { token: tenant.tokens.admin, body: { id: y.data.id, parent_id: '', position: 0 } });
    expect(top.data).toMatchObject({ parent_id: null, level: 1, sort: 1 });
    const icon = await uploadTestImage(t, tenant.tokens.admin);
    const edited = await t.call<Category>('PUT', '/pms/category', { token: tenant.tokens.admin, body: { id: x.data.id, name: '纸巾', parent_id: root.data.id, sort: 5, is_show: 0, image: icon } });
    expect(edited.data).toMatchObject({ name: '纸巾', sort: 5, is_show: 0, image: icon });
    // another tenant's upload, a made-up name in this tenant's folder, a foreign address: 422, nothing changed
    const foreign = await uploadTestImage(t, other.tokens.admin);
    const made = icon.replace(/[0-9a-f]{64}/, 'f'.repeat(64));
    for (const image of [foreign, made, 'https://example.com/a.png']) {
      const refused = await t.call('PUT', '/pms/category', { token: tenant.tokens.admin, body: { id: x.data.id, name: '纸巾', parent_id: root.data.id, image } });
      expect(refused).toMatchObject({ code: 422, message: '图片不存在或不是本公司上传的，请重新上传', data: { errors: [{ field: 'image' }] } });
    }
    expect((await tree()).find((c) => c.id === x.data.id)?.image).toBe(icon);
  });

  it('need their permissions: 401 to look, 402 to change; unknown ids 404; bad values 422', async () => {
    const mine = await create({ name: '权限测试' });
    expect((await t.call('GET', '/pms/categories', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await t.call('POST', '/pms/category', { token: tenant.tokens.clerk, body: { name: 'x' } })).code).toBe(402);
    expect((await t.call('PUT', '/pms/category', { token: tenant.tokens.clerk, body: { id: mine.data.id, name: 'x' } })).code).toBe(402);
    expect((await t.call('PUT', '/pms/category/move', { token: tenant.tokens.clerk, body: { id: mine.data.id, position: 0 } })).code).toBe(402);
    expect((await t.call('DELETE', `/pms/category/${mine.data.id}`, { token: tenant.tokens.clerk })).code).toBe(402);
    expect((await t.call('DELETE', '/pms/category/999999999', { token: tenant.tokens.admin })).code).toBe(404);
    expect((await t.call('PUT', '/pms/category/move', { token: tenant.tokens.admin, body: { id: 999999999, position: 0 } })).code).toBe(404);
    for (const body of [{ name: '' }, { name: 'x'.repeat(31) }, { name: 'x', sort: -1 }, { name: 'x', is_show: 'yes' }, { name: 'x', parent_id: 'abc' }]) {
      expect((await create(body)).code, JSON.stringify(body)).toBe(422);
    }
    expect((await t.call('PUT', '/pms/category/move', { token: tenant.tokens.admin, body: { id: mine.data.id, position: -1 } })).code).toBe(422);
    expect((await tree()).filter((c) => c.name === 'x')).toEqual([]);
  });

  it('write the action log', async () => {
    const made = await create({ name: '日志测试' });
    const logs = await t.call<{ list: Array<{ target_type: string | null; target_id: string | null }> }>('GET', '/action/log', { token: tenant.tokens.admin, query: { page_size: 100 } });
    expect(logs.data.list.some((l) => l.target_type === 'pms_category' && String(l.target_id) === String(made.data.id))).toBe(true);
  });

  it('with goods cannot be deleted (409) until the goods are gone', async () => {
    const admin = tenant.tokens.admin;
    const goods = await createTestGoods(t, admin, { draft: true });
    expect(await t.call('DELETE', `/pms/category/${goods.categoryId}`, { token: admin })).toMatchObject({ code: 409, message: '该分类下还有商品，无法删除' });
    expect((await t.call('DELETE', `/pms/spu/${goods.spuId}`, { token: admin })).code).toBe(200);
    expect((await t.call('DELETE', `/pms/category/${goods.categoryId}`, { token: admin })).code).toBe(200);
  });
});
