import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

describe('the API contract', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.call('GET', '/no/such/thing', { token: tenant.tokens.admin });
    expect(res.status).toBe(404);
    expect(res.code).toBe(404);
  });

  it('turns malformed JSON and unknown body types into 422, never 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/store',
      headers: { authorization: `Bearer ${tenant.tokens.admin}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ code: 422 });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/v1/store',
      headers: { authorization: `Bearer ${tenant.tokens.admin}`, 'content-type': 'application/xml' },
      payload: '<store/>',
    });
    expect(xml.json()).toMatchObject({ code: 422 });
  });

  it('caps page_size at 100 and refuses page 0', async () => {
    const capped = await t.call<ListData<unknown>>('GET', '/stores', { token: tenant.tokens.admin, query: { page_size: 1000 } });
    expect(capped.data.pagination.size).toBe(100);
    const zero = await t.call<{ errors: Array<{ field: string }> }>('GET', '/stores', { token: tenant.tokens.admin, query: { page: 0 } });
    expect(zero.code).toBe(422);
    expect(zero.data.errors[0].field).toBe('page');
  });

  it('reads form-encoded bodies with ids[] arrays', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/store',
      headers: { authorization: `Bearer ${tenant.tokens.admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=Form+Store&staff_ids[]=${tenant.staff.admin}&staff_ids[]=${tenant.staff.clerk}`,
    });
    const json = res.json() as { code: number; data: { staff_ids: number[] } };
    expect(json.code).toBe(200);
    expect(json.data.staff_ids.sort()).toEqual([tenant.staff.admin, tenant.staff.clerk].sort());
  });

  it('returns a request id header', async () => {
    const res = await t.call('GET', '/auth/info', { token: tenant.tokens.admin });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('GET /permission/check_tag', () => {
  const check = (token: string, query: Record<string, unknown>) => t.call<{ has_permission: boolean }>('GET', '/permission/check_tag', { token, query });

  it('checks a string, a list, an or-list and JSON text against the caller’s permissions', async () => {
    expect((await check(tenant.tokens.clerk, { permission: 'system:store:list' })).data.has_permission).toBe(true);
    expect((await check(tenant.tokens.clerk, { permission: 'system:store:create' })).data.has_permission).toBe(false);
    expect((await check(tenant.tokens.clerk, { 'permission[]': ['system:store:list', 'system:store:create'] })).data.has_permission).toBe(false);
    expect((await check(tenant.tokens.clerk, { permission: '["or","system:store:create","system:store:list"]' })).data.has_permission).toBe(true);
    expect((await check(tenant.tokens.admin, { permission: '["and","system:store:create","system:store:list"]' })).data.has_permission).toBe(true);
  });

  it('refuses a missing permission with 422', async () => {
    const res = await check(tenant.tokens.clerk, {});
    expect(res.code).toBe(422);
  });
});
