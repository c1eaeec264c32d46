import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Brand } from '@tradewind/contract/pms/brand.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { uploadTestImage } from '@/test/test-uploads';
import { initialOf } from './brand.service';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

const list = async (query: Record<string, unknown> = {}) => (await t.call<ListData<Brand>>('GET', '/pms/brands', { token: tenant.tokens.admin, query: { page_size: 100, ...query } })).data;

describe('brands', () => {
  it('take their initial from the pinyin when none is given', async () => {
    expect(['农夫山泉', '康师傅', 'Coca-Cola', '3M', '  益海嘉里'].map(initialOf)).toEqual(['N', 'K', 'C', '#', 'Y']);
    const logo = await uploadTestImage(t, tenant.tokens.admin);
    const made = await t.call<Brand>('POST', '/pms/brand', { token: tenant.tokens.admin, body: { name: '农夫山泉', logo, sort: 3 } });
    expect(made.data).toMatchObject({ name: '农夫山泉', letter: 'N', sort: 3, logo });
    const own = await t.call<Brand>('POST', '/pms/brand', { token: tenant.tokens.admin, body: { name: '金龙鱼', letter: 'j' }, form: true });
    expect(own.data.letter).toBe('J');
    const edited = await t.call<Brand>('PUT', '/pms/brand', { token: tenant.tokens.admin, body: { id: own.data.id, name: '鲁花', letter: '' } });
    expect(edited.data).toMatchObject({ name: '鲁花', letter: 'L', logo: null });
    expect((await list({ name: '农夫' })).list.map((b) => b.name)).toEqual(['农夫山泉']);
    expect((await list({ letter: 'l' })).list.map((b) => b.name)).toEqual(['鲁花']);
    expect((await t.call('DELETE', `/pms/brand/${own.data.id}`, { token: tenant.tokens.admin })).code).toBe(200);
    expect((await t.call('GET', `/pms/brand/${own.data.id}`, { token: tenant.tokens.admin })).code).toBe(404);
  });

  it('refuse duplicate names (409, both locales), bad letters and values (422), and changes without permission', async () => {
    await t.call('POST', '/pms/brand', { token: tenant.tokens.admin, body: { name: '康师傅' } });
    const before = await list();
    expect(await t.call('POST', '/pms/brand', { token: tenant.tokens.admin, body: { name: ' 康师傅 ' } })).toMatchObject({ code: 409, message: '品牌名称已存在' });
    expect(await t.call('POST', '/pms/brand', { token: tenant.tokens.admin, body: { name: '康师傅' }, headers: { 'accept-language': 'en-US' } })).toMatchObject({
      code: 409,
      message: 'A brand with this name already exists',
    });
    const foreign = await uploadTestImage(t, (await t.tenant({})).tokens.admin);
    expect(await t.call('POST', '/pms/brand', { token: tenant.tokens.admin, body: { name: '外来', logo: foreign } })).toMatchObject({ code: 422, data: { errors: [{ field: 'logo' }] } });
    for (const body of [{ name: '' }, { name: 'x', letter: 'AB' }, { name: 'x', letter: '1' }, { name: 'x', sort: 10000 }, { name: 'x', logo: 'x'.repeat(501) }]) {
      expect((await t.call('POST', '/pms/brand', { token: tenant.tokens.admin, body })).code, JSON.stringify(body)).toBe(422);
    }
    expect((await t.call('GET', '/pms/brands', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await t.call('POST', '/pms/brand', { token: tenant.tokens.clerk, body: { name: 'y' } })).code).toBe(402);
    expect((await t.call('PUT', '/pms/brand', { token: tenant.tokens.clerk, body: { id: before.list[0].id, name: 'y' } })).code).toBe(402);
    expect((await t.call('DELETE', `/pms/brand/${before.list[0].id}`, { token: tenant.tokens.clerk })).code).toBe(402);
    expect((await t.call('PUT', '/pms/brand', { token: tenant.tokens.admin, body: { id: 999999999, name: 'y' } })).code).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('used by goods cannot be deleted (409)', async () => {
    const admin = tenant.tokens.admin;
    const brand = (await t.call<Brand>('POST', '/pms/brand', { token: admin, body: { name: '在用品牌' } })).data;
    await createTestGoods(t, admin, { brandId: brand.id });
    expect(await t.call('DELETE', `/pms/brand/${brand.id}`, { token: admin, headers: { 'accept-language': 'en-US' } })).toMatchObject({
      code: 409,
      message: 'This brand is used by goods and cannot be deleted',
    });
    expect((await t.call('GET', `/pms/brand/${brand.id}`, { token: admin })).code).toBe(200);
  });
});
