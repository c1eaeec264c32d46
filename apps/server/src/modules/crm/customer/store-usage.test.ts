import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a store with customers', () => {
  it('cannot be deleted (crm registers its check with system at start); a store without any still can', async () => {
    const tenant = await t.tenant();
    const admin = tenant.tokens.admin;
    const created = await t.call<{ id: number }>('POST', '/crm/customer', { token: admin, storeId: tenant.stores.b, body: { name: '门店客户', phone: '13900000201', store_id: tenant.stores.b } });
    expect(created.code).toBe(200);
    const refused = await t.call('DELETE', `/store/${tenant.stores.b}`, { token: admin, storeId: tenant.stores.a });
    expect([refused.code, refused.message]).toEqual([409, '门店下还有数据，无法删除']);
    expect((await t.call('DELETE', `/store/${tenant.stores.c}`, { token: admin, storeId: tenant.stores.a })).code).toBe(200);
  });
});
